/**
 * React bindings of the query layer: every widget reads hub data with `useHubQuery` and writes
 * with `useHubMutation`, passing a definition (core/query/define.ts) and its arguments.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQuery, type FetchStatus, type UseQueryResult } from '@tanstack/react-query';
import { useCore, useLanguage } from '../react/hooks';
import { hubWith, queryOptionsOf, mutationKeyOf, type HubMutationDefinition, type HubQueryDefinition, type QueryContext } from './define';
import { afterWrite, isReplayable, newIdempotencyKey, sendWrite, type QueuedWriteVariables } from './mutations';

export interface HubQueryOptions<T, S> {
  /** Derive what the component needs (memoised by TanStack on data identity). */
  select?: (data: T) => S;
  /** Extra condition besides non-null arguments. */
  enabled?: boolean;
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
  return useQuery({ ...base, enabled: args !== null && options.enabled !== false, select: options.select });
}

/** One page of a paged list: the items and whether more may follow. */
export interface Page<I> {
  items: I[];
  /** False once a page returned no items (000 §4: the list stops there). */
  more: boolean;
}

/**
 * A list that loads in pages of `pageSize`: `fetchPage(context, offset, limit)`; the next page's
 * offset is the number of items so far; a page with no items ends the list.
 */
export function useHubPagedQuery<A extends unknown[], I>(
  definition: HubQueryDefinition<[...A, number, number], I[]>,
  args: A | null,
  pageSize: number,
) {
  const core = useCore();
  const language = useLanguage();
  const key = [definition.domain, definition.call, args ?? [], pageSize, definition.options.perLanguage === false ? '*' : language, 'paged'];
  return useInfiniteQuery({
    queryKey: key,
    enabled: args !== null,
    meta: { personal: definition.options.personal ?? false },
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      definition.fetch({ core, signal, hub: hubWith(core.hub, { signal }) } satisfies QueryContext, ...([...(args ?? []), pageParam, pageSize] as [...A, number, number])),
    getNextPageParam: (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.reduce((sum, page) => sum + page.length, 0)),
    ...(definition.options.staleTime === undefined ? {} : { staleTime: definition.options.staleTime }),
  });
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
  const keyed = replayable || definition.options.idempotent === true;
  const inFlight = useRef(false);
  // The key of the last unfinished submission and the input it was for.
  const lastAttempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const mutation = useMutation<T, unknown, QueuedWriteVariables<V>>({
    mutationKey: mutationKeyOf(definition),
    ...(replayable
      ? {}
      : {
          mutationFn: (variables: QueuedWriteVariables<V>) => sendWrite(core.hub, definition, variables),
          networkMode: 'always' as const,
          retry: false,
          onSuccess: () => afterWrite(core, definition as HubMutationDefinition<never, unknown>),
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

/** What a view of a read needs (QueryView): a TanStack result, or several combined. */
export interface QueryLike<T> {
  /** undefined: nothing yet (TanStack Query never stores undefined as data). */
  data: T | undefined;
  error: unknown;
  isError: boolean;
  fetchStatus: FetchStatus;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
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
    fetchStatus: queries.some((query) => query.fetchStatus === 'fetching') ? 'fetching' : queries.some((query) => query.fetchStatus === 'paused') ? 'paused' : 'idle',
    dataUpdatedAt: Math.min(...queries.map((query) => query.dataUpdatedAt)),
    refetch: () => Promise.all(queries.filter((query) => query.isError || query.data === undefined).map((query) => query.refetch())),
  };
}
