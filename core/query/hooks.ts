/**
 * React bindings of the query layer: every widget reads hub data with `useHubQuery` (a list that
 * loads in pages with `useHubPagedQuery`) and writes with `useHubMutation` (a flow with its own
 * state machine: runWrite in ./mutations.ts), passing a definition (core/query/define.ts) and its
 * arguments.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  hashKey,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  type FetchStatus,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCore, useLanguage } from '../react/hooks';
import { mutationKeyOf, queryOptionsOf, type HubMutationDefinition, type HubQueryDefinition } from './define';
import { itemsOf, pagedQueryOptionsOf, type PagedData, type PagedDefinition, type Paging } from './paged';
import { afterWrite, isReplayable, registerQueuedWrite, newIdempotencyKey, sendWrite, type QueuedWriteVariables } from './mutations';

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

export interface HubPagedQueryOptions<I> extends Paging<I> {
  /** Extra condition besides non-null arguments. */
  enabled?: boolean;
  /**
   * Ask for every further page in the background once the first is shown (a channel list the
   * guide needs whole), instead of only when the guest reaches the bottom (`loadMore`).
   */
  loadAll?: boolean;
}

export interface HubPagedQuery<I> {
  /** The list's query (data: the items of the pages so far, each once): render it with QueryView. */
  query: UseInfiniteQueryResult<I[]>;
  /** Ask for the next page: at once, or once the list's current fetch is done; nothing after the end. */
  loadMore: () => void;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The list has ended (000 §4: a page returned no items, or — with end 'short' — fewer than asked for). */
  maxReached: boolean;
  /** Why the last further page failed (the pages so far stay shown); retry with loadMore. */
  moreError: unknown;
}

/**
 * A list that loads in pages (000 §4, §9): `definition` takes the list's arguments followed by the
 * page's offset and limit. The first page comes with the list, the next ones when the guest reaches
 * the bottom (`loadMore`) or, with `loadAll`, one after the other in the background. Pages of one
 * list are one cache entry, shared by every widget showing the same list.
 */
export function useHubPagedQuery<A extends unknown[], I>(
  definition: PagedDefinition<A, I>,
  args: A | null,
  paging: HubPagedQueryOptions<I>,
): HubPagedQuery<I> {
  const core = useCore();
  useLanguage(); // a language switch re-renders with the new key
  const { itemKey, loadAll = false } = paging;
  const select = useCallback((data: PagedData<I>) => itemsOf(data.pages, itemKey), [itemKey]);
  const options = pagedQueryOptionsOf(core, definition, (args ?? []) as A, paging);
  const query = useInfiniteQuery({ ...options, enabled: args !== null && paging.enabled !== false, select });
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  // The next page of this list, asked for while it was being fetched (a refresh of the pages so
  // far) is asked for once that is done; a request for another list's next page is forgotten.
  const list = hashKey(options.queryKey);
  const current = useRef(list);
  current.current = list;
  const [wantedFor, setWantedFor] = useState<string | null>(null);
  const wanted = wantedFor === list;
  const loadMore = useCallback(() => setWantedFor(current.current), []);
  useEffect(() => {
    if (data === undefined || isFetching) return;
    if (!hasNextPage) return setWantedFor(null);
    if (wanted || (loadAll && !isFetchNextPageError)) {
      setWantedFor(null);
      void fetchNextPage();
    }
  }, [data, hasNextPage, isFetching, isFetchNextPageError, wanted, loadAll, fetchNextPage]);
  return {
    query,
    loadMore,
    loadingMore: query.isFetchingNextPage,
    maxReached: data !== undefined && !hasNextPage,
    moreError: isFetchNextPageError ? query.error : null,
  };
}

export interface HubMutation<V, T> {
  /** Sends the write; a second call while one is in flight is ignored (resolves undefined). */
  submit: (input: V) => Promise<T | undefined>;
  status: 'idle' | 'pending' | 'success' | 'error';
  /**
   * A queued write that is kept on this device and not yet sent: the hub is unreachable (paused),
   * or it got no answer or a gateway's 5xx and tries again by itself. Still `pending`.
   */
  waiting: boolean;
  data: T | undefined;
  error: unknown;
  reset: () => void;
}

/**
 * Writes to the hub. Bookings and orders (idempotent) carry an Idempotency-Key that stays the
 * same while the guest retries the same input, so a retry after a timeout books once; queued
 * writes (replayable) wait on the device while the hub is unreachable and are sent once it answers.
 */
export function useHubMutation<V, T>(definition: HubMutationDefinition<V, T>): HubMutation<V, T> {
  const core = useCore();
  const replayable = isReplayable(definition as HubMutationDefinition<never, unknown>);
  if (replayable) {
    registerQueuedWrite(core.queryClient, core.hub, () => core.stores.authentication.getState().sessionId, definition as HubMutationDefinition<never, unknown>);
  }
  const keyed = replayable || definition.options.idempotent === true;
  const inFlight = useRef(false);
  // The key of the last unfinished submission and the input it was for.
  const lastAttempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const mutation = useMutation<T, unknown, QueuedWriteVariables<V>>({
    mutationKey: mutationKeyOf(definition),
    ...(replayable
      ? {}
      : {
          mutationFn: (variables: QueuedWriteVariables<V>) => sendWrite({ hub: core.hub, core }, definition, variables),
          networkMode: 'always' as const,
          retry: false,
          onSuccess: (result: T, variables: QueuedWriteVariables<V>) => afterWrite(core.queryClient, definition, result, variables.input, core.channel),
        }),
  });

  const { mutateAsync } = mutation;
  const submit = useCallback(
    async (input: V): Promise<T | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      let idempotencyKey: string | null = null;
      if (keyed) {
        const fingerprint = JSON.stringify(input) ?? '';
        if (lastAttempt.current?.fingerprint !== fingerprint) lastAttempt.current = { fingerprint, key: newIdempotencyKey() };
        idempotencyKey = lastAttempt.current.key;
      }
      try {
        const result = await mutateAsync({ input, sessionId: core.stores.authentication.getState().sessionId, idempotencyKey });
        lastAttempt.current = null;
        return result;
      } finally {
        inFlight.current = false;
      }
    },
    [core, definition, keyed, mutateAsync],
  );

  return {
    submit,
    status: mutation.status,
    waiting: isWaiting(mutation),
    data: mutation.data,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/** A queued write not sent yet: paused while the hub is away, or retrying after no answer / a 5xx. */
export function isWaiting(state: { isPaused: boolean; status: string; failureCount: number }): boolean {
  return state.isPaused || (state.status === 'pending' && state.failureCount > 0);
}

// The writes a page has made and those still waiting (useQueuedWrites, useWrites): ./writes.ts.

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
  const data = useMemo(() => (complete ? datas : undefined), [complete, ...datas]);
  const failed = queries.find((query) => query.isError);
  return {
    data: data as { -readonly [K in keyof Q]: DataOf<Q[K]> } | undefined,
    error: failed?.error ?? null,
    isError: failed !== undefined,
    isRefetchError: data !== undefined && failed !== undefined,
    fetchStatus: queries.some((query) => query.fetchStatus === 'fetching') ? 'fetching' : queries.some((query) => query.fetchStatus === 'paused') ? 'paused' : 'idle',
    dataUpdatedAt: Math.min(...queries.map((query) => query.dataUpdatedAt)),
    refetch: () => Promise.all(queries.filter((query) => query.isError || query.data === undefined).map((query) => query.refetch())),
  };
}
