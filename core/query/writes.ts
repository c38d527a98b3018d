/**
 * React bindings of the query layer's writes: `useHubMutation` sends one (a flow with its own
 * state machine outside React: runWrite in ./mutations.ts); the writes of one kind a page has
 * made, as the mutation cache holds them (its own, and queued ones restored after a reload):
 * those still waiting for the hub (useQueuedWrites), or all of them (useWrites: a form shown
 * again finds the answer it sent before, still waiting or already sent). Its own module: only
 * the widgets that write load it (and TanStack's mutation observer).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { useCore } from '../react/hooks';
import { mutationKeyOf, type HubMutationDefinition } from './define';
import { afterWrite, forgetWrite, isNoAnswer, isReplayable, newIdempotencyKey, registerQueuedWrite, sendWrite, type QueuedWriteVariables } from './mutations';

export interface HubMutation<V, T> {
  /** Sends the write; a second call while one is in flight is ignored (resolves undefined). */
  submit: (input: V) => Promise<T | undefined>;
  status: 'idle' | 'pending' | 'success' | 'error';
  /**
   * A queued write that is kept on this device and not yet sent: the hub is unreachable (paused),
   * or it got no answer or a gateway's 5xx and tries again by itself. Still `pending`.
   */
  waiting: boolean;
  /** Why and how long a waiting write waits (null when it does not); see WriteWaiting in the kit. */
  delay: WriteDelay | null;
  data: T | undefined;
  error: unknown;
  reset: () => void;
}

/** A queued write kept on this device that the hub has not confirmed yet. */
export interface WriteDelay {
  /** unreachable: no answer (paused, or a dropped link / timeout); server: the hub answered with a failure (5xx, unreadable). */
  reason: 'unreachable' | 'server';
  /** Tries that failed so far. */
  tries: number;
  /** Its Idempotency-Key: names the write for its next try time and "send now" (mutations.ts). */
  key: string | null;
}

/**
 * Writes to the hub. Bookings and orders (idempotent) carry an Idempotency-Key that stays the
 * same while the guest retries the same input, so a retry after a timeout books once; queued
 * writes (replayable) wait on the device while the hub is unreachable and are sent once it answers.
 */
export function useHubMutation<V, T>(definition: HubMutationDefinition<V, T>): HubMutation<V, T> {
  const core = useCore();
  const replayable = isReplayable(definition as HubMutationDefinition<never, unknown>);
  if (replayable) {
    registerQueuedWrite(core.queryClient, core.hub, () => core.stores.authentication.getState().sessionId, definition as HubMutationDefinition<never, unknown>);
  }
  const keyed = replayable || definition.options.idempotent === true;
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The key of the last unfinished submission and the input it was for.
  const lastAttempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const mutation = useMutation<T, unknown, QueuedWriteVariables<V>>({
    mutationKey: mutationKeyOf(definition),
    ...(replayable
      ? {}
      : {
          mutationFn: (variables: QueuedWriteVariables<V>) => sendWrite({ hub: core.hub, core }, definition, variables),
          networkMode: 'always' as const,
          retry: false,
          onSuccess: (result: T, variables: QueuedWriteVariables<V>) => afterWrite(core.queryClient, definition, result, variables.input, core.channel),
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
      } catch (error) {
        // A queued write the hub refused, with its form still shown: the form tells the guest (and
        // still holds what they typed), so it is not kept for a notice elsewhere. A form that has
        // gone leaves it to the widget's notice (useRefusedWrites).
        if (replayable && idempotencyKey && mounted.current) forgetWrite(core.queryClient, definition as HubMutationDefinition<never, unknown>, idempotencyKey);
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [core, definition, keyed, replayable, mutateAsync],
  );

  return {
    submit,
    status: mutation.status,
    waiting: isWaiting(mutation),
    delay: delayOf(mutation, mutation.variables),
    data: mutation.data,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/** A queued write not sent yet: paused while the hub is away, or retrying after no answer / a 5xx. */
export function isWaiting(state: { isPaused: boolean; status: string; failureCount: number }): boolean {
  return state.isPaused || (state.status === 'pending' && state.failureCount > 0);
}

type MutationStateLike = { isPaused: boolean; status: string; failureCount: number; failureReason: unknown };

function delayOf(state: MutationStateLike, variables: unknown): WriteDelay | null {
  if (!isWaiting(state)) return null;
  return {
    reason: state.isPaused || isNoAnswer(state.failureReason) ? 'unreachable' : 'server',
    tries: state.failureCount,
    key: (variables as QueuedWriteVariables<unknown> | undefined)?.idempotencyKey ?? null,
  };
}

/** One write of a kind as the mutation cache holds it (this page's, and queued ones restored after a reload). */
export interface WriteState<V, T> {
  input: V;
  status: 'idle' | 'pending' | 'success' | 'error';
  waiting: boolean;
  delay: WriteDelay | null;
  data: T | undefined;
  submittedAt: number;
}

/**
 * Every write of a kind in the cache, oldest first: a page opened again after a reload learns
 * that a queued write it made before is still waiting, and sees it through to sent.
 */
export function useWrites<V, T>(definition: HubMutationDefinition<V, T>): WriteState<V, T>[] {
  return useMutationState({
    // A write just built has no variables until it starts.
    filters: { mutationKey: mutationKeyOf(definition), predicate: (mutation) => mutation.state.variables !== undefined },
    select: (mutation) => ({
      input: (mutation.state.variables as QueuedWriteVariables<V>).input,
      status: mutation.state.status,
      waiting: isWaiting(mutation.state),
      delay: delayOf(mutation.state, mutation.state.variables),
      data: mutation.state.data as T | undefined,
      submittedAt: mutation.state.submittedAt,
    }),
  });
}
/** Writes of this kind made on this device that wait for the hub (also those restored after a reload). */
export function useQueuedWrites<V>(definition: HubMutationDefinition<V, unknown>): V[] {
  return useMutationState({
    filters: { mutationKey: mutationKeyOf(definition), predicate: (mutation) => mutation.state.variables !== undefined && isWaiting(mutation.state) },
    select: (mutation) => (mutation.state.variables as QueuedWriteVariables<V>).input,
  });
}

/** A queued write the hub refused for good (4xx) that no form has shown: the guest must be told, with what they sent. */
export interface RefusedWrite<V> {
  /** Its Idempotency-Key (a React key, and what dismiss forgets). */
  key: string;
  input: V;
  /** Why (a HubError): for guestErrorMessage. */
  error: unknown;
  submittedAt: number;
  /** The guest has read it (and taken their text back): forgotten here and on the device. */
  dismiss: () => void;
}

/**
 * The refused writes of a kind the widget owning them must tell the guest about: restored after
 * a reload and then refused, or refused after their form had gone. Kept (also across reloads)
 * until dismissed; a logout forgets them with the guest's other data.
 */
export function useRefusedWrites<V>(definition: HubMutationDefinition<V, unknown>): RefusedWrite<V>[] {
  const core = useCore();
  const refused = useMutationState({
    filters: {
      mutationKey: mutationKeyOf(definition),
      status: 'error',
      predicate: (mutation) => Boolean((mutation.state.variables as QueuedWriteVariables<V> | undefined)?.idempotencyKey),
    },
    select: (mutation) => {
      const variables = mutation.state.variables as QueuedWriteVariables<V>;
      return { key: variables.idempotencyKey!, input: variables.input, error: mutation.state.error, submittedAt: mutation.state.submittedAt };
    },
  });
  return refused.map((write) => ({ ...write, dismiss: () => forgetWrite(core.queryClient, definition as HubMutationDefinition<never, unknown>, write.key) }));
}
