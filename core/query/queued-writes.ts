/**
 * The queued writes: safe to send later, so while the hub is unreachable they wait on this device
 * for this guest (also across a reload) and are sent once it answers, each with one
 * Idempotency-Key so it arrives once. Kept out of the core chunk: the core loads this module only
 * when a restored cache holds such a write; a widget that makes one imports its definition here.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { HubError, type HubClient } from '../hub/client';
import { markCabinMessageRead } from '../hub/messages';
import { updateVideoSeen, type VideoSeen } from '../hub/muster';
import { reportProblem, type ProblemReport } from '../hub/problems';
import { sendRatingAnswer, type RatingAnswer, type RatingAnswerResult } from '../hub/ratings';
import { hubMutation, type HubMutationDefinition } from './define';
import { registerQueuedWrite } from './mutations';

export const problemReportWrite = hubMutation('problems', 'report', (hub, report: ProblemReport) => reportProblem(hub, report), {
  replayable: true,
  invalidates: [{ domain: 'problems', call: 'list' }],
});

export const ratingAnswerWrite = hubMutation(
  'ratings',
  'answer',
  async (hub, answer: RatingAnswer): Promise<RatingAnswerResult> => {
    const result = await sendRatingAnswer(hub, answer);
    // 002 §8: a failed flag in the response also counts as an error (a refusal: not tried again).
    if (result?.failed) throw new HubError('feedback not saved', 'REFUSED', result);
    return result;
  },
  { replayable: true },
);

export const videoSeenWrite = hubMutation('muster', 'videoSeen', (hub, body: VideoSeen) => updateVideoSeen(hub, body), {
  replayable: true,
  invalidates: [
    { domain: 'muster', call: 'status' },
    { domain: 'muster', call: 'passengers' },
  ],
});

export const messageReadWrite = hubMutation('messages', 'read', (hub, sourceMessageId: string) => markCabinMessageRead(hub, sourceMessageId), {
  replayable: true,
  invalidates: [{ domain: 'messages', call: 'list' }],
});

export const REPLAYABLE_WRITES: readonly HubMutationDefinition<never, unknown>[] = [
  problemReportWrite,
  ratingAnswerWrite,
  videoSeenWrite,
  messageReadWrite,
] as HubMutationDefinition<never, unknown>[];

/** Registers every queued write (before a restored one can resume). */
export function registerQueuedWrites(queryClient: QueryClient, hub: HubClient, sessionId: () => string | null): void {
  for (const definition of REPLAYABLE_WRITES) registerQueuedWrite(queryClient, hub, sessionId, definition);
}

/**
 * Queued writes restored after a reload (this guest's): registered, then hydrated as paused,
 * whatever they were doing when the page went (waiting, or retrying after a 5xx), so that
 * resuming runs them again; resumed at once when the hub is reachable. Refused ones not yet shown
 * to the guest come back as they were (refused, with their HubError), for the widget's notice.
 */
export function restoreQueuedWrites(
  queryClient: QueryClient,
  hub: HubClient,
  sessionId: () => string | null,
  mutations: DehydratedState['mutations'],
  resume: boolean,
): void {
  registerQueuedWrites(queryClient, hub, sessionId);
  hydrate(queryClient, {
    queries: [],
    mutations: mutations.map((mutation) =>
      mutation.state.status === 'error'
        ? { ...mutation, state: { ...mutation.state, error: revived(mutation.state.error) } }
        : { ...mutation, state: { ...mutation.state, isPaused: true } },
    ),
  });
  if (resume) void queryClient.resumePausedMutations();
}

/** A HubError as JSON stored it (its own fields; the message is not one). */
function revived(stored: unknown): HubError {
  const error = (stored && typeof stored === 'object' ? stored : {}) as Partial<Pick<HubError, 'code' | 'data' | 'hubMessage'>>;
  const code = typeof error.code === 'number' || typeof error.code === 'string' ? error.code : 'REFUSED';
  return new HubError('refused queued write', code, error.data, typeof error.hubMessage === 'string' ? error.hubMessage : null);
}
