/**
 * What a tab keeps of the guest outside the slices: Lido's sessionStorage entries (the navigation
 * state that carries an order confirmation, the basket draft with e-mail and mobile number, the
 * urgent messages already announced …). Logout and the kiosk idle logout remove every `lido:`
 * entry of the tab except those that hold nothing of a guest, so that a feature adding a new one
 * is wiped without being listed here.
 */

/** The part of the Web Storage API the wipe needs. */
export interface EnumerableStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Lido's sessionStorage entries that hold nothing of a guest (the page layout's content offset). */
export const SESSION_KEYS_KEPT: ReadonlySet<string> = new Set(['lido:content-offset']);

/** The tab's sessionStorage when the environment has a usable one. */
export function defaultSessionStorage(): EnumerableStorage | null {
  try {
    const storage = globalThis.sessionStorage;
    return storage && typeof storage.key === 'function' ? storage : null;
  } catch {
    return null;
  }
}

/** Removes every `lido:` entry of `storage` but the kept ones. */
export function wipeSessionTraces(storage: EnumerableStorage | null = defaultSessionStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key !== null && key.startsWith('lido:') && !SESSION_KEYS_KEPT.has(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage disabled meanwhile: nothing left that could be removed
  }
}
