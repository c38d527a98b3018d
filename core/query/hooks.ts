/**
 * React bindings of the query layer's reads: every widget reads hub data with `useHubQuery`,
 * passing a definition (core/query/define.ts) and its arguments. A list that loads in pages:
 * `useHubPagedQuery` (./paged.ts); writes: `useHubMutation` (./writes.ts). Three modules, so an
 * embed that only reads loads neither TanStack's infinite nor its mutation observer.
 */
import { useMemo } from 'react';
import { keepPreviousData, useQuery, type FetchStatus, type UseQueryResult } from '@tanstack/react-query';
import { useCore, useLanguage } from '../react/hooks';
import { queryOptionsOf, type HubQueryDefinition } from './define';

export interface HubQueryOptions<T, S> {
  /** Derive what the component needs (memoised by TanStack on data identity). */
  select?: (data: T) => S;
  /** Extra condition besides non-null arguments. */
  enabled?: boolean;
  /**
   * While the key changes (a language switch), keep showing the previous answer instead of
   * loading from scratch: a playing video is not torn down because its title is re-asked.
   */
  keepPrevious?: boolean;
}

/**
 * Reads hub data: `args` null means "not yet" (a route id missing). Returns TanStack's result:
 * render it with the UI kit's QueryView (loading, error with retry, stale note, empty state).
 */
export function useHubQuery<A extends unknown[], T, S = T>(
  definition: HubQueryDefinition<A, T>,
  args: A | null,
  options: HubQueryOptions<T, S> = {},
): UseQueryResult<S> {
  const core = useCore();
  useLanguage(); // a language switch re-renders with the new key
  const base = queryOptionsOf(core, definition, (args ?? []) as A);
  return useQuery({
    ...base,
    enabled: args !== null && options.enabled !== false,
    select: options.select,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** What a view of a read needs (the kit's QueryView): a query's result, a paged list's, or several combined. */
export interface QueryLike<T> {
  /** undefined: nothing yet (TanStack Query never stores undefined as data). */
  data: T | undefined;
  error: unknown;
  isError: boolean;
  /** Failed while data from before is there (not a further page of a list: that is the list's own notice). */
  isRefetchError: boolean;
  fetchStatus: FetchStatus;
  dataUpdatedAt: number;
  refetch: () => unknown;
}

type DataOf<Q> = Q extends QueryLike<infer T> ? Exclude<T, undefined> : never;

/**
 * Several reads shown as one (a page that needs a category, its sub-categories and its articles):
 * data once all have data, the first error, fetching while any is, "as of" the oldest answer, and
 * a retry that asks again for what failed.
 */
export function useCombinedQueries<const Q extends readonly QueryLike<unknown>[]>(queries: Q): QueryLike<{ -readonly [K in keyof Q]: DataOf<Q[K]> }> {
  const datas = queries.map((query) => query.data);
  const complete = datas.every((data) => data !== undefined);
  // A stable tuple while its parts are the same objects (children memoise on it).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one dependency per query (their number is fixed at each call site): datas is new on every render
  const data = useMemo(() => (complete ? datas : undefined), [complete, ...datas]);
  const failed = queries.find((query) => query.isError);
  return {
    data: data as { -readonly [K in keyof Q]: DataOf<Q[K]> } | undefined,
    error: failed?.error ?? null,
    isError: failed !== undefined,
    isRefetchError: data !== undefined && failed !== undefined,
    fetchStatus: queries.some((query) => query.fetchStatus === 'fetching')
      ? 'fetching'
      : queries.some((query) => query.fetchStatus === 'paused')
        ? 'paused'
        : 'idle',
    dataUpdatedAt: Math.min(...queries.map((query) => query.dataUpdatedAt)),
    refetch: () => Promise.all(queries.filter((query) => query.isError || query.data === undefined).map((query) => query.refetch())),
  };
}
