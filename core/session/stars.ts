/**
 * The programme events a guest starred (issue 34: "a star on any programme event, kept per
 * guest"). The spec has no favourites call, so the stars stay on the device: one localStorage
 * entry per guest (`lido:v1:stars:<guest>`), a list of event ids, kept while the guest is signed
 * in (also across reloads and tabs). A corrupt or foreign value starts clean (and is removed).
 * Logout and the kiosk's idle logout remove every guest's stars (the key names the booking and
 * the guest: personal data, and a kiosk's next guest is a stranger). Widgets on the page (the
 * programme's star, My day's timeline) and other tabs see a change at once.
 */
import { defaultStorage, storageKey, warnDiscarded, warnNotSaved, type StorageLike } from './persistence';

// the wipe lives apart: the core's logout needs only it, not the rest of this module
export { wipeStars } from './stars-wipe';

/**
 * A star's id for an event of the scheduled programme (cms/dailyScheduleByDate): the content
 * system numbers its events apart from the lineup's, so the two never share an id.
 */
export const scheduledStarId = (eventId: string | number) => `schedule:${eventId}`;
export const isScheduledStar = (id: string) => id.startsWith('schedule:');

/** At most this many stars per guest are kept (the oldest go first). */
export const MAX_STARS = 500;

/** The guest the stars belong to: the booking and the guest's name at the PMS (or the session name). */
export function starsOwner(auth: {
  isAuthenticated: boolean;
  bookingReference: string | null;
  pmsName: string | null;
  sessionName: string | null;
}): string | null {
  if (!auth.isAuthenticated) return null;
  const who = [auth.bookingReference, auth.pmsName ?? auth.sessionName].filter((part): part is string => !!part && part.trim() !== '');
  return who.length > 0 ? who.join('|') : null;
}

export const starsKey = (owner: string) => storageKey(`stars:${owner}`);

/** The stored ids, or none when absent, corrupt or of another shape (then the entry is removed). */
export function readStars(storage: StorageLike | null, owner: string): string[] {
  if (!storage) return [];
  const key = starsKey(owner);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value as string[];
    throw new Error('not a list of event ids');
  } catch (error) {
    warnDiscarded(key, error);
    try {
      storage.removeItem(key);
    } catch {
      /* storage unusable */
    }
    return [];
  }
}

export function writeStars(storage: StorageLike | null, owner: string, ids: readonly string[]): void {
  if (!storage) return;
  try {
    storage.setItem(starsKey(owner), JSON.stringify(ids.slice(-MAX_STARS)));
  } catch (error) {
    warnNotSaved(starsKey(owner), error);
  }
}

/** The ids with `id` starred or unstarred. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

type Listener = () => void;
const listeners = new Set<Listener>();
let storageListening = false;

/** Calls `listener` whenever a guest's stars change here or in another tab; returns the unsubscribe. */
export function subscribeStars(listener: Listener): () => void {
  listeners.add(listener);
  if (!storageListening && typeof globalThis.addEventListener === 'function') {
    storageListening = true;
    globalThis.addEventListener('storage', (event: Event) => {
      const key = (event as StorageEvent).key;
      if (key === null || key.startsWith(storageKey('stars:'))) for (const each of [...listeners]) each();
    });
  }
  return () => listeners.delete(listener);
}

/** Stars or unstars an event of the guest's and tells every subscriber. */
export function toggleStar(owner: string, id: string, storage: StorageLike | null = defaultStorage()): void {
  writeStars(storage, owner, toggled(readStars(storage, owner), id));
  for (const each of [...listeners]) each();
}
