/**
 * The hub's reachability as the guest experiences it. `navigator.onLine` stays true on a ship
 * whose satellite link is down, so the core learns it from the hub calls themselves: a network
 * failure or timeout marks the hub unreachable, any answer (even an error status) marks it
 * reachable again. The shell announces the state; the query layer pauses and resumes on it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

export type ConnectionStatus = 'online' | 'unreachable' | 'back-online';

export interface ConnectionState {
  status: ConnectionStatus;
  /** When the current status began (ms since epoch); null before anything happened. */
  since: number | null;
}

/** How long "back online" is shown before the state settles to plain online. */
export const BACK_ONLINE_MS = 5_000;

export interface Connection {
  readonly state: StoreApi<ConnectionState>;
  /** The hub answered (any HTTP status). */
  reachable(): void;
  /** A call failed without an answer (network error, timeout). */
  unreachable(): void;
  /** True while the hub is known to be unreachable. */
  isUnreachable(): boolean;
}

export function createConnection(now: () => number = Date.now): Connection {
  const state = createStore<ConnectionState>(() => ({ status: 'online', since: null }));
  let settle: ReturnType<typeof setTimeout> | undefined;
  return {
    state,
    reachable() {
      if (state.getState().status !== 'unreachable') return;
      state.setState({ status: 'back-online', since: now() });
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (state.getState().status === 'back-online') state.setState({ status: 'online', since: now() });
      }, BACK_ONLINE_MS);
    },
    unreachable() {
      if (state.getState().status === 'unreachable') return;
      clearTimeout(settle);
      state.setState({ status: 'unreachable', since: now() });
    },
    isUnreachable: () => state.getState().status === 'unreachable',
  };
}
