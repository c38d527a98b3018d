/**
 * The page's one QueryClient (TanStack Query), owned by the core: every widget root renders under
 * it, so two widgets asking for the same hub data share one request and one cache entry.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Hub data changes slowly; a new mount within this window reuses it without a request.
        staleTime: 60_000,
        // A satellite link needs the cache longer than the default 5 min.
        gcTime: 24 * 60 * 60 * 1000,
      },
    },
  });
}
