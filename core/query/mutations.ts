/**
 * Writes through one path. Every write is a TanStack mutation whose variables carry the guest's
 * input, the session it was made in and, for bookings, orders and queued writes, an
 * Idempotency-Key: a retry of the same submission (after a timeout, a dropped link, a reload)
 * carries the same key, so the hub answers it with the first answer and no second effect.
 *
 * Queued writes (replayable: feedback, problem reports, muster video-seen, read receipts; their
 * definitions are in ./queued-writes.ts) are registered with `setMutationDefaults` when first used
 * or when a persisted one is restored. They pause while the hub is unreachable (networkMode
 * 'online' + the hub-driven onlineManager) and are never sent under another session. One the hub
 * refuses (4xx) ends in the mutation cache's error state: the form that sent it shows the error
 * itself; when no form saw it (restored after a reload, or its form had gone), it stays — also
 * across a reload — until the widget that owns it has told the guest (useRefusedWrites,
 * WriteRefused in the kit).
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { LidoChannel } from '../channel/channel';
import type { LidoCore } from '../index';
import { HubError, type HubClient } from '../hub/client';
import { announceCartChange } from './carts';
import { callKey, hubWith, mutationKeyOf, type HubMutationDefinition, type MutationContext } from './define';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What the mutation cache holds (and persists) for one write. */
export interface QueuedWriteVariables<V> {
  input: V;
  /** The session the guest made the write in; a restored write of another session is dropped. */
  sessionId: string | null;
  idempotencyKey: string | null;
}

export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Runs one write with its key (when it has one). */
export function sendWrite<V, T>(context: MutationContext, definition: HubMutationDefinition<V, T>, variables: QueuedWriteVariables<V>): Promise<T> {
  const { hub } = context;
  const client = variables.idempotencyKey ? hubWith(hub, { headers: { [IDEMPOTENCY_HEADER]: variables.idempotencyKey } }) : hub;
  return definition.send({ ...context, hub: client }, variables.input);
}

/** No answer at all (or a gateway's 5xx): the write may not have arrived, so a queued write waits and tries again. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof HubError)) return false;
  return error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.code === 'INVALID_RESPONSE' || (typeof error.code === 'number' && error.code >= 500);
}

/** The hub gave no answer (a dropped link, a timeout), as opposed to an answer that was a failure. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof HubError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
}

/**
 * When a queued write tries again after a failure: 2 s, 5 s, 15 s, 30 s, then every 60 s for as
 * long as the page is open (paused while the hub is unreachable; at once when it answers again or
 * the guest presses "send now"). It is never given up: only the hub's refusal (4xx) or a logout
 * ends it.
 */
export const QUEUED_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
export const queuedRetryDelay = (failures: number) => QUEUED_RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), QUEUED_RETRY_DELAYS_MS.length) - 1]!;

/**
 * The next try of each queued write that failed, by its Idempotency-Key, per page (QueryClient).
 * TanStack retries at once (retryDelay 0) and the write's own function waits for its turn here,
 * so the time is known to the page ("next try at 14:05") and a guest's "send now" or the hub's
 * return cuts it short.
 */
interface Turn {
  at: number;
  failures: number;
  wake?: () => void;
}
type Turns = Map<string, Turn>;
const turnsOfPage = new WeakMap<QueryClient, Turns>();
const turnListeners = new Set<() => void>();
const turnsChanged = () => {
  for (const listener of turnListeners) listener();
};

function turnsOf(queryClient: QueryClient): Turns {
  let turns = turnsOfPage.get(queryClient);
  if (!turns) {
    const created: Turns = new Map();
    turns = created;
    turnsOfPage.set(queryClient, created);
    // The hub is back (the query layer drives onlineManager): waiting writes go now.
    onlineManager.subscribe((online) => online && tryNow(queryClient));
  }
  return turns;
}

export function subscribeToTurns(listener: () => void): () => void {
  turnListeners.add(listener);
  return () => turnListeners.delete(listener);
}
/** When the queued write with this key tries next (ms since the epoch), or null when it is not waiting for a time. */
export function nextTryOf(queryClient: QueryClient, key: string | null): number | null {
  return (key && turnsOfPage.get(queryClient)?.get(key)?.at) || null;
}
/** Sends the queued write with this key now, or every waiting one (the hub is back). */
export function tryNow(queryClient: QueryClient, key?: string | null): void {
  for (const [turnKey, turn] of turnsOfPage.get(queryClient) ?? []) {
    if (key && turnKey !== key) continue;
    turn.at = 0;
    turn.wake?.();
  }
  turnsChanged();
}

function waitForTurn(turn: Turn | undefined): Promise<void> {
  if (!turn || turn.at <= Date.now()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      turn.wake = undefined;
      resolve();
    };
    const timer = setTimeout(done, turn.at - Date.now());
    turn.wake = done;
  });
}

async function sendInTurn<V, T>(
  turns: Turns,
  context: MutationContext,
  definition: HubMutationDefinition<V, T>,
  variables: QueuedWriteVariables<V>,
): Promise<T> {
  const key = variables.idempotencyKey ?? '';
  await waitForTurn(turns.get(key));
  try {
    const result = await sendWrite(context, definition, variables);
    turns.delete(key);
    return result;
  } catch (error) {
    const failures = (turns.get(key)?.failures ?? 0) + 1;
    if (isTransient(error)) turns.set(key, { at: Date.now() + queuedRetryDelay(failures), failures });
    else turns.delete(key);
    throw error;
  } finally {
    turnsChanged();
  }
}

/**
 * Registers a queued write's defaults (once per client), so that TanStack can run it, pause it
 * while the hub is away and resume it — also after a reload (TanStack/query #6825: a restored
 * mutation without defaults has no mutationFn).
 */
export function registerQueuedWrite(
  queryClient: QueryClient,
  hub: HubClient,
  sessionId: () => string | null,
  definition: HubMutationDefinition<never, unknown>,
): void {
  const key = mutationKeyOf(definition);
  if (queryClient.getMutationDefaults(key).mutationFn) return;
  const turns = turnsOf(queryClient);
  queryClient.setMutationDefaults(key, {
    mutationFn: (variables: unknown) => {
      const write = variables as QueuedWriteVariables<never>;
      // Resumed after the guest changed: never send it under another session.
      if (write.sessionId !== sessionId()) return Promise.reject(new HubError('queued write of another session', 403));
      return sendInTurn(turns, { hub, core: null }, definition, write);
    },
    networkMode: 'online',
    // Kept until the guest has been told how it ended: a refusal stays (and is stored) until the
    // guest has read it (forgetWrite); a sent one stays for the page's life (a form shown again
    // finds it). TanStack's default would drop a refusal nobody saw after 5 minutes.
    gcTime: Infinity,
    retry: (_failures, error) => isTransient(error),
    // the wait is sendInTurn's (a time the page can show and cut short)
    retryDelay: 0,
    meta: { replayable: true },
    onSuccess: (result, variables) => afterWrite(queryClient, definition, result, (variables as QueuedWriteVariables<never>).input),
  });
}

/**
 * Forgets the write with this Idempotency-Key (a refused queued write the guest has been told
 * about): gone from this page and, with the next save, from the device.
 */
export function forgetWrite(queryClient: QueryClient, definition: HubMutationDefinition<never, unknown>, key: string): void {
  const cache = queryClient.getMutationCache();
  const mine = (mutation: { state: { variables: unknown } }) => (mutation.state.variables as QueuedWriteVariables<unknown> | undefined)?.idempotencyKey === key;
  for (const mutation of cache.findAll({ mutationKey: mutationKeyOf(definition), predicate: mine })) cache.remove(mutation);
}

/**
 * After a successful write: its answer is applied to the cached answers it changes (`updates`),
 * the queries of the calls it changes are refetched (`invalidates`), and a cart change is
 * announced (`changesCart`: the cart reads refetch, then `lido:cart` carries the new count).
 */
export async function afterWrite<V, T>(
  queryClient: QueryClient,
  definition: HubMutationDefinition<V, T>,
  result: T,
  input: V,
  channel?: LidoChannel,
): Promise<void> {
  definition.options.updates?.(queryClient, result, input);
  const calls = definition.options.invalidates ?? [];
  await Promise.all(calls.map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })));
  if (definition.options.changesCart && channel) await announceCartChange(queryClient, channel);
}

/**
 * Runs a write outside a component's mutation state (a flow with its own state machine, such as
 * sign-in): the same mutation cache, key, headers and invalidation as `useHubMutation`.
 */
export function runWrite<V, T>(core: LidoCore, definition: HubMutationDefinition<V, T>, input: V, idempotencyKey: string | null = null): Promise<T> {
  const mutation = core.queryClient.getMutationCache().build<T, unknown, QueuedWriteVariables<V>, unknown>(core.queryClient, {
    mutationKey: mutationKeyOf(definition),
    mutationFn: (variables) => sendWrite({ hub: core.hub, core }, definition, variables),
    networkMode: 'always',
    retry: false,
    onSuccess: (result, variables) => afterWrite(core.queryClient, definition, result, variables.input, core.channel),
  });
  return mutation.execute({ input, sessionId: core.stores.authentication.getState().sessionId, idempotencyKey });
}

export function isReplayable(definition: HubMutationDefinition<never, unknown>): boolean {
  return definition.options.replayable === true;
}
