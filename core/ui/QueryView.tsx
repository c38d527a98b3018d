/**
 * One way to show a hub read (a TanStack Query result): loading while there is nothing yet (also
 * while a retry runs), the error notice with a retry when it failed with nothing to show, else the data — with a quiet
 * "As of 14:05" when what is shown could not be refreshed (the last refetch failed, or the hub is
 * unreachable) — and an empty state when the data has nothing in it.
 */
import type { ReactNode } from 'react';
import type { QueryLike } from '../query/hooks';
import { useCore, useSlice } from '../react/index';
import { EmptyState } from './EmptyState';
import { Loading, type LoadingProps } from './Loading';
import { ErrorNotice } from './Notice';
import { StaleNote } from './StaleNote';

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /**
   * What a failure with nothing to show looks like, when it needs more than the error notice
   * (e.g. a failed VOD sign-in sends the guest home); undefined: the error notice.
   */
  errorView?: (error: unknown, retry: () => void) => ReactNode | undefined;
  /** True when the data has nothing to show: `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's text (default: the kit's "nothing here yet"). */
  empty?: ReactNode;
  /** Announce the empty state when it appears (a search that found nothing). */
  emptyLive?: boolean;
  /** How the loading state looks (default: the spinner). */
  loading?: LoadingProps;
  /** The spec's own sentence when the read fails (default: "There has been an error: …"). */
  errorMessage?: string;
}

export function QueryView<T>({ query, children, isEmpty, empty, emptyLive, loading, errorView, errorMessage }: QueryViewProps<T>) {
  const unreachable = useSlice(useCore().connection.state, (state) => state.status === 'unreachable');
  // TanStack Query never stores undefined as data: undefined means "nothing yet".
  if (query.data === undefined) {
    if (query.isError && query.fetchStatus !== 'fetching') {
      const retry = () => void query.refetch();
      return errorView?.(query.error, retry) ?? <ErrorNotice error={query.error} message={errorMessage} onRetry={retry} />;
    }
    return <Loading {...loading} />;
  }
  const { data } = query;
  return (
    <>
      {(query.isRefetchError || unreachable) && <StaleNote updatedAt={query.dataUpdatedAt} />}
      {isEmpty?.(data) ? <EmptyState live={emptyLive}>{empty}</EmptyState> : children(data)}
    </>
  );
}
