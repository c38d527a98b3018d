/**
 * The furthest point of the safety video each guest has watched, kept per guest on this device
 * (a session slice: persisted, personal — wiped at logout and kiosk idle logout), so a guest whose
 * link drops or who closes the page resumes there, still unable to skip ahead.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { LidoCore } from '../../core/index';

export interface WatchedVideo {
  /** Seconds. */
  furthest: number;
  /** Watched to the end without skipping. */
  completed: boolean;
}

export interface MusterSlice {
  /** By guestVideoKey(). */
  watched: Record<string, WatchedVideo>;
}

const initial: MusterSlice = { watched: {} };

/** Only whole seconds are written (the slice is saved at most every 2 s anyway). */
export const PROGRESS_STEP_S = 1;

export function musterSlice(core: LidoCore): StoreApi<MusterSlice> {
  return core.stores.defineSlice('muster', initial, {
    persist: true,
    personal: true,
    validate: (stored) => !!stored.watched && typeof stored.watched === 'object',
  });
}

/**
 * The guest and the video: after a session expiry another guest may sign in without a logout on
 * a cabin TV, so the key names the booking / account, not only the video.
 */
export function guestVideoKey(guest: { bookingReference: string | null; pmsName: string | null; sessionId: string | null }, videoUrl: string): string {
  const who = guest.bookingReference || guest.pmsName ? `${guest.bookingReference ?? ''}/${guest.pmsName ?? ''}` : (guest.sessionId ?? '');
  return `${who}|${videoUrl}`;
}

export function recordProgress(store: StoreApi<MusterSlice>, key: string, furthest: number, completed = false): void {
  const previous = store.getState().watched[key] ?? { furthest: 0, completed: false };
  const next = {
    furthest: Math.max(previous.furthest, completed ? furthest : Math.floor(furthest / PROGRESS_STEP_S) * PROGRESS_STEP_S),
    completed: previous.completed || completed,
  };
  if (next.furthest === previous.furthest && next.completed === previous.completed) return;
  store.setState({ watched: { ...store.getState().watched, [key]: next } });
}
