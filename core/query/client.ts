/**
 * The page's one QueryClient (TanStack Query), owned by the core: every widget root renders under
 * it, so two widgets asking for the same hub data share one request and one cache entry.
 */
import { QueryClient, type Query } from '@tanstack/react-query';

/** Retries of a failed read, and the wait before each: a satellite blip passes within seconds. */
export const READ_RETRY_DELAYS_MS = [1_000, 3_000] as const;

/**
 * A failed read is worth retrying when nothing (or a gateway) answered: network errors, 5xx and
 * unreadable answers. Never a 4xx (a 403 signs the guest out at once), never a timeout: after
 * 15 s on a satellite link a retry would double the wait.
 */
export function isRetryableRead(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NETWORK' || code === 'INVALID_RESPONSE' || (typeof code === 'number' && code >= 500);
}

/**
 * A read that got no answer at all. Third-party providers retry only these: their answered errors
 * are shown as they said them (000 §8) and, for VOD, have already dropped the token (000 §4), so
 * the guest's Try again signs in anew.
 */
export function isUnanswered(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'NETWORK';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Hub data changes slowly; a new mount within this window reuses it without a request.
        staleTime: 60_000,
        // Answers stay in memory (and in storage) long enough for a satellite outage.
        gcTime: 24 * 60 * 60 * 1000,
        retry: (failures, error) => failures < READ_RETRY_DELAYS_MS.length && isRetryableRead(error),
        retryDelay: (attempt) => READ_RETRY_DELAYS_MS[Math.min(attempt, READ_RETRY_DELAYS_MS.length - 1)]!,
        // Reads always try: the hub's reachability is learnt from them (see layer.ts); while it is
        // away a widget shows its last good data with an "as of" note.
        networkMode: 'always',
        // When the hub answers again: refetch what failed or went stale.
        refetchOnReconnect: (query: Query) => query.state.status === 'error' || query.isStale(),
      },
    },
  });
}
