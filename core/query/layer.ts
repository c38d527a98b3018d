/**
 * Wires the page's QueryClient to the rest of the core (architecture: "The query layer"):
 *
 * - reachability: TanStack's onlineManager follows the hub (core.connection), not
 *   navigator.onLine, which stays true on a ship whose satellite link is down; while the hub is
 *   unreachable a quiet probe (devices/config) notices its return, which refetches failed and
 *   stale queries and resumes queued writes;
 * - persistence: successful queries (a guest's personal ones only while signed in; none whose
 *   definition says persist: false) and queued writes not yet confirmed by the hub (or refused
 *   and not yet shown to the guest) are saved under one versioned key at most every 2 s (and on pagehide), restored
 *   synchronously before any widget renders, discarded when corrupt or from another version.
 *   TanStack's dehydrate/hydrate do the work; the storage step is ours because the library's
 *   sync-storage persister is deprecated and writes asynchronously (a logout would leave the
 *   guest's data in storage for a moment, a pagehide save could be lost), and its subscriber
 *   dehydrates the whole cache on every cache event (costly at 4× CPU);
 * - the personal part: when the signed-in guest changes (logout, kiosk idle logout, a 403, another
 *   guest) their personal queries and queued writes are removed from memory and storage.
 */
import { dehydrate, hydrate, onlineManager, type DehydratedState, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import type { LidoChannel } from '../channel/channel';
import type { HubClient } from '../hub/client';
import type { StorageLike } from '../session/persistence';
import { pageLifecycle, SAVE_DEBOUNCE_MS, storageKey, warnDiscarded, warnNotSaved, type LifecycleTarget } from '../session/persistence';
import type { Connection } from './connection';
import { isAnnouncing, isCart } from './carts';
import type { LidoQueryMeta } from './define';
import type { QueuedWriteVariables } from './mutations';

/** Persisted answers older than this are not shown again (a cruise is a week or two). */
export const PERSISTED_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Probe intervals while the hub is unreachable: doubling from the first to the last. */
export const PROBE_FIRST_MS = 2_000;
export const PROBE_MAX_MS = 30_000;
export const QUERY_CACHE_KEY = storageKey('query-cache');

export interface QueryLayerOptions {
  queryClient: QueryClient;
  channel: LidoChannel;
  connection: Connection;
  hub: HubClient;
  storage: StorageLike | null;
  /** Current session id (null: a visitor). */
  sessionId: () => string | null;
  /** Calls `listener` whenever the session id changes. */
  onSessionChange: (listener: (sessionId: string | null, previous: string | null) => void) => () => void;
  /** The persisted cache of another version is discarded (CORE_VERSION). */
  buster: string;
  lifecycleTarget?: LifecycleTarget | null;
}

const isPersonal = (query: Query) => Boolean((query.meta as LidoQueryMeta | undefined)?.personal);
const isKept = (query: Query) => (query.meta as LidoQueryMeta | undefined)?.persist !== false;
const isQueuedWrite = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  Boolean((mutation.options.meta as { replayable?: boolean } | undefined)?.replayable);

export function setUpQueryLayer(options: QueryLayerOptions): () => void {
  const { queryClient, connection, hub } = options;
  const stops: (() => void)[] = [];

  // ------------------------------------------------------------------ reachability
  onlineManager.setEventListener((setOnline) => {
    setOnline(!connection.isUnreachable());
    return connection.state.subscribe((state) => setOnline(state.status !== 'unreachable'));
  });
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probeDelay = PROBE_FIRST_MS;
  const probe = () => {
    probeTimer = setTimeout(() => {
      // Any answer marks the hub reachable (the hub client reports it); failures stay quiet.
      hub.get('devices/config', undefined, { quiet: true }).catch(() => {});
      probeDelay = Math.min(probeDelay * 2, PROBE_MAX_MS);
      if (connection.isUnreachable()) probe();
    }, probeDelay);
  };
  stops.push(
    connection.state.subscribe((state, previous) => {
      if (state.status === 'unreachable' && previous.status !== 'unreachable') {
        probeDelay = PROBE_FIRST_MS;
        clearTimeout(probeTimer);
        probe();
      } else if (state.status !== 'unreachable' && previous.status === 'unreachable') {
        clearTimeout(probeTimer);
        void queryClient.resumePausedMutations();
      }
    }),
    () => clearTimeout(probeTimer),
  );

  // ------------------------------------------------------------------ persistence
  const storage = options.storage;
  const removeStored = () => {
    try {
      storage?.removeItem(QUERY_CACHE_KEY);
    } catch {
      // nothing stored that could be removed
    }
  };
  restore();

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (!storage) return;
    const signedIn = options.sessionId() !== null;
    const clientState = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isKept(query) && (signedIn || !isPersonal(query)),
      // From the moment it is submitted until the hub confirms it, whatever the failure (paused
      // while the hub is away, or retrying after a 5xx, a timeout, an unreadable answer); one the
      // hub refused (error) until the guest has been told (only those stay in the cache then).
      shouldDehydrateMutation: (mutation) => (mutation.state.status === 'pending' || mutation.state.status === 'error') && isQueuedWrite(mutation),
    });
    try {
      storage.setItem(QUERY_CACHE_KEY, JSON.stringify({ buster: options.buster, timestamp: Date.now(), clientState }));
    } catch (error) {
      // Over quota: better no stored cache than a stale one.
      warnNotSaved('query-cache', error);
      removeStored();
    }
  };
  const schedule = () => {
    saveTimer ??= setTimeout(save, SAVE_DEBOUNCE_MS);
  };
  const saveNow = () => {
    if (saveTimer !== undefined) save();
  };
  stops.push(
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
    }),
    queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
    }),
    () => clearTimeout(saveTimer),
  );
  const lifecycle = pageLifecycle(options.lifecycleTarget);
  if (lifecycle) {
    lifecycle.addEventListener('pagehide', saveNow);
    stops.push(() => lifecycle.removeEventListener('pagehide', saveNow));
  }

  function restore(): void {
    let stored: unknown;
    try {
      // Read synchronously: the cache is there before the first render.
      const text = storage?.getItem(QUERY_CACHE_KEY);
      if (!text) return;
      stored = JSON.parse(text);
    } catch (error) {
      warnDiscarded('query-cache', error);
      removeStored();
      return;
    }
    if (!stored || typeof stored !== 'object') return removeStored();
    const persisted = stored as { buster?: unknown; timestamp?: unknown; clientState?: unknown };
    const fresh = typeof persisted.timestamp === 'number' && Date.now() - persisted.timestamp < PERSISTED_MAX_AGE_MS;
    if (!fresh || persisted.buster !== options.buster || !persisted.clientState || typeof persisted.clientState !== 'object') {
      removeStored();
      return;
    }
    const { queries, mutations = [] } = persisted.clientState as DehydratedState;
    try {
      hydrate(queryClient, { queries, mutations: [] });
      // Shown at once, asked again as soon as a widget reads it: a new page load always revalidates.
      void queryClient.invalidateQueries({ refetchType: 'none' });
    } catch (error) {
      warnDiscarded('query-cache', error);
      queryClient.clear();
      removeStored();
      return;
    }
    // Writes queued by another guest (or a visitor) are never sent under this session.
    const sessionId = options.sessionId();
    const queued = mutations.filter((mutation) => (mutation.state.variables as QueuedWriteVariables<unknown> | undefined)?.sessionId === sessionId);
    if (queued.length === 0) return;
    // Their defaults (mutationFn) must exist before they are hydrated: that module does both.
    void import('./queued-writes').then(({ restoreQueuedWrites }) => {
      if (options.sessionId() === sessionId) restoreQueuedWrites(queryClient, hub, options.sessionId, queued, !connection.isUnreachable());
    });
  }

  // ------------------------------------------------------------------ carts
  // A cart changed (a write here announced it, or another tab did): every cart read refreshes.
  stops.push(
    options.channel.on('lido:cart', () => {
      if (!isAnnouncing(queryClient)) void queryClient.invalidateQueries({ predicate: isCart });
    }),
  );

  // ------------------------------------------------------------------ the personal part
  stops.push(
    options.onSessionChange((sessionId, previous) => {
      if (previous === null || sessionId === previous) return;
      queryClient.removeQueries({ predicate: isPersonal });
      const mutations = queryClient.getMutationCache();
      for (const mutation of mutations.getAll()) if (isQueuedWrite(mutation)) mutations.remove(mutation);
      save();
    }),
  );

  return () => {
    for (const stop of stops) stop();
  };
}
