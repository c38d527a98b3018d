/**
 * Writes through one path. Every write is a TanStack mutation whose variables carry the guest's
 * input, the session it was made in and, for bookings, orders and queued writes, an
 * Idempotency-Key: a retry of the same submission (after a timeout, a dropped link, a reload)
 * carries the same key, so the hub answers it with the first answer and no second effect.
 *
 * Queued writes (replayable: feedback, problem reports, muster video-seen, read receipts) are
 * registered here with `setMutationDefaults`, so a write persisted while the hub was unreachable
 * can resume after a reload, on any page, before its widget has loaded (TanStack/query #6825: a
 * restored mutation without defaults has no mutationFn). They pause while the hub is unreachable
 * (networkMode 'online' + the hub-driven onlineManager) and are never sent under another session.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LidoChannel } from '../channel/channel';
import type { LidoCore } from '../index';
import { HubError, type HubClient } from '../hub/client';
import { markCabinMessageRead } from '../hub/messages';
import { updateVideoSeen, type VideoSeen } from '../hub/muster';
import { reportProblem, type ProblemReport } from '../hub/problems';
import { sendRatingAnswer, type RatingAnswer, type RatingAnswerResult } from '../hub/ratings';
import { announceCartChange } from './carts';
import { callKey, hubMutation, hubWith, mutationKeyOf, type HubMutationDefinition, type MutationContext } from './define';

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

// ------------------------------------------------------------------------- the queued writes

export const problemReportWrite = hubMutation('problems', 'report', (hub, report: ProblemReport) => reportProblem(hub, report), {
  replayable: true,
  invalidates: [{ domain: 'problems', call: 'list' }],
});

export const ratingAnswerWrite = hubMutation(
  'ratings',
  'answer',
  async (hub, answer: RatingAnswer): Promise<RatingAnswerResult> => {
    const result = await sendRatingAnswer(hub, answer);
    // 002 §8: a failed flag in the response also counts as an error.
    if (result?.failed) throw new HubError('feedback not saved', 'INVALID_RESPONSE', result);
    return result;
  },
  { replayable: true },
);

export const videoSeenWrite = hubMutation('muster', 'videoSeen', (hub, body: VideoSeen) => updateVideoSeen(hub, body), {
  replayable: true,
  invalidates: [{ domain: 'muster', call: 'status' }, { domain: 'muster', call: 'passengers' }],
});

export const messageReadWrite = hubMutation(
  'messages',
  'read',
  (hub, sourceMessageId: string) => markCabinMessageRead(hub, sourceMessageId),
  { replayable: true, invalidates: [{ domain: 'messages', call: 'list' }] },
);

export const REPLAYABLE_WRITES: readonly HubMutationDefinition<never, unknown>[] = [
  problemReportWrite,
  ratingAnswerWrite,
  videoSeenWrite,
  messageReadWrite,
] as HubMutationDefinition<never, unknown>[];

/** Retry delays of a queued write: 1 s doubling to 30 s (paused meanwhile while the hub is away). */
export const queuedRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function registerReplayableWrites(queryClient: QueryClient, hub: HubClient, sessionId: () => string | null): void {
  for (const definition of REPLAYABLE_WRITES) {
    queryClient.setMutationDefaults(mutationKeyOf(definition), {
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
  return REPLAYABLE_WRITES.some((write) => write.domain === definition.domain && write.call === definition.call);
}
