/**
 * The logout's part of the programme stars (./stars.ts): every guest's `lido:v1:stars:<guest>`
 * entry removed. Apart from ./stars.ts so that the core chunk (which holds the logout) carries
 * only this, not the stars' reading, writing and subscribing.
 */
import { storageKey, type StorageLike } from './persistence';

/** Removes every guest's stars (logout, the kiosk's idle logout). The widgets showing stars re-read them as the guest goes. */
export function wipeStars(storage: (StorageLike & { key?(index: number): string | null; readonly length?: number }) | null): void {
  if (!storage) return;
  try {
    const prefix = storageKey('stars:');
    const keys: string[] = [];
    if (typeof storage.key === 'function' && typeof storage.length === 'number') {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
    } else {
      // an in-memory storage (tests) lists its keys as own properties or in a map
      const own = (storage as { data?: Map<string, string> }).data;
      for (const key of own ? own.keys() : Object.keys(storage)) if (key.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage unusable: nothing left that could be removed
  }
}
