/**
 * The writes of one kind a page has made, as the mutation cache holds them (its own, and queued
 * ones restored after a reload): those still waiting for the hub (useQueuedWrites), or all of
 * them (useWrites: a form shown again finds the answer it sent before, still waiting or already
 * sent). Its own module: only the widgets that list writes load it (and TanStack's mutation state).
 */
import { useMutationState } from '@tanstack/react-query';
import { mutationKeyOf, type HubMutationDefinition } from './define';
import { isWaiting } from './hooks';
import type { QueuedWriteVariables } from './mutations';

/** One write of a kind as the mutation cache holds it (this page's, and queued ones restored after a reload). */
export interface WriteState<V, T> {
  input: V;
  status: 'idle' | 'pending' | 'success' | 'error';
  waiting: boolean;
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
