/**
 * One way to show a hub read (a TanStack Query result): loading while there is nothing yet (also
 * while a retry runs), the error notice with a retry when it failed with nothing to show, else the data — with a quiet
 * "As of 14:05" when what is shown could not be refreshed (the last refetch failed, or the hub is
 * unreachable) — and an empty state when the data has nothing in it.
 */
import type { QueryLike } from '../query/hooks';
import type { ReactNode } from 'react';
import { useCore, useSlice } from '../react/index';
import { EmptyState } from './EmptyState';
import { Loading, type LoadingProps } from './Loading';
import { ErrorNotice } from './Notice';
import { StaleNote } from './StaleNote';

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** True when the data has nothing to show: `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's text (default: the kit's "nothing here yet"). */
  empty?: ReactNode;
  /** How the loading state looks (default: the spinner). */
  loading?: LoadingProps;
  /** The spec's own sentence when the read fails (default: "There has been an error: …"). */
  errorMessage?: string;
}

export function QueryView<T>({ query, children, isEmpty, empty, loading, errorMessage }: QueryViewProps<T>) {
  const unreachable = useSlice(useCore().connection.state, (state) => state.status === 'unreachable');
  // TanStack Query never stores undefined as data: undefined means "nothing yet".
  if (query.data === undefined) {
    if (query.isError && query.fetchStatus !== 'fetching') return <ErrorNotice error={query.error} message={errorMessage} onRetry={() => void query.refetch()} />;
    return <Loading {...loading} />;
  }
  const { data } = query;
  return (
    <>
      {(query.isError || unreachable) && <StaleNote updatedAt={query.dataUpdatedAt} />}
      {isEmpty?.(data) ? <EmptyState>{empty}</EmptyState> : children(data)}
    </>
  );
}
