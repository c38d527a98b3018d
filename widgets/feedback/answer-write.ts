/**
 * Sending one profile's answer (002 §4 submit states): idle → sending (spinner) → saved, or
 * error (also when the hub answers with a failed flag, core/query/mutations.ts). The answer is a
 * queued write: when the hub does not take it at once (no answer, a 5xx) it is kept on this device
 * for this guest, shown as waiting with the reason, then sent by itself, once. A page opened again (after a reload too) finds the
 * answer it sent before: still waiting, or saved.
 */
import type { RatingAnswer } from '../../core/hub/ratings';
import { useWrites, useHubMutation, type WriteDelay } from '../../core/query/writes';
import { ratingAnswerWrite } from '../../core/query/queued-writes';

export type SendState = 'idle' | 'sending' | 'waiting' | 'saved' | 'error';

export interface AnswerWrite {
  state: SendState;
  /** The state comes from an answer sent before this form was shown (a reload, a page shown again). */
  earlier: boolean;
  /** Why and how long a waiting answer waits. */
  delay: WriteDelay | null;
  send: (answer: RatingAnswer) => void;
}

function stateOf(write: { status: string; waiting: boolean }): SendState {
  if (write.waiting) return 'waiting';
  if (write.status === 'pending') return 'sending';
  if (write.status === 'success') return 'saved';
  if (write.status === 'error') return 'error';
  return 'idle';
}

export function useAnswerWrite(profileId: number): AnswerWrite {
  const mutation = useHubMutation(ratingAnswerWrite);
  const writes = useWrites(ratingAnswerWrite);
  if (mutation.status !== 'idle') {
    return { state: stateOf(mutation), earlier: false, delay: mutation.delay, send: (answer) => void mutation.submit(answer).catch(() => undefined) };
  }
  const before = writes.filter((write) => write.input.id === profileId).at(-1);
  // A failed answer of an earlier visit is not this form's business: the guest starts again.
  const earlier = before ? stateOf(before) : 'idle';
  const state = earlier === 'error' ? 'idle' : earlier;
  return { state, earlier: state !== 'idle', delay: before?.delay ?? null, send: (answer) => void mutation.submit(answer).catch(() => undefined) };
}
