/**
 * Writes through one path. Every write is a TanStack mutation whose variables carry the guest's
 * input, the session it was made in and, for bookings, orders and queued writes, an
 * Idempotency-Key: a retry of the same submission (after a timeout, a dropped link, a reload)
 * carries the same key, so the hub answers it with the first answer and no second effect.
 *
 * Queued writes (replayable: feedback, problem reports, muster video-seen, read receipts; their
 * definitions are in ./queued-writes.ts) are registered with `setMutationDefaults` when first used
 * or when a persisted one is restored. They pause while the hub is unreachable (networkMode
 * 'online' + the hub-driven onlineManager) and are never sent under another session.
 */
import type { QueryClient } from '@tanstack/react-query';
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
  return error.code === 'NETWORK' || error.code === 'TIMEOUT' || (typeof error.code === 'number' && error.code >= 500);
}

/** Retry delays of a queued write: 1 s doubling to 30 s (paused meanwhile while the hub is away). */
export const queuedRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Registers a queued write's defaults (once per client), so that TanStack can run it, pause it
 * while the hub is away and resume it — also after a reload (TanStack/query #6825: a restored
 * mutation without defaults has no mutationFn).
 */
export function registerQueuedWrite(queryClient: QueryClient, hub: HubClient, sessionId: () => string | null, definition: HubMutationDefinition<never, unknown>): void {
  const key = mutationKeyOf(definition);
  if (queryClient.getMutationDefaults(key).mutationFn) return;
  {
    queryClient.setMutationDefaults(key, {
      mutationFn: (variables: unknown) => {
        const write = variables as QueuedWriteVariables<never>;
        // Resumed after the guest changed: never send it under another session.
        if (write.sessionId !== sessionId()) return Promise.reject(new HubError('queued write of another session', 403));
        return sendWrite({ hub, core: null }, definition, write);
      },
      networkMode: 'online',
      retry: (failures, error) => isTransient(error) && failures < 50,
      retryDelay: queuedRetryDelay,
      meta: { replayable: true },
      onSuccess: (result, variables) => afterWrite(queryClient, definition, result, (variables as QueuedWriteVariables<never>).input),
    });
  }
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
