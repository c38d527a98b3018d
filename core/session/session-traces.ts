/**
 * What a tab keeps of the guest outside the slices: Lido's sessionStorage entries (the navigation
 * state that carries an order confirmation, the basket draft with e-mail and mobile number, the
 * urgent messages already announced …). Logout and the kiosk idle logout remove every `lido:`
 * entry of the tab but the layout's content offset, so that a feature adding a new one is wiped
 * without being listed here.
 */

/** The page's sessionStorage (its own keys are its entries), when usable. */
export function defaultSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Removes every `lido:` entry of `storage` but the content offset. */
export function wipeSessionTraces(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    for (const key of Object.keys(storage ?? {})) if (key.startsWith('lido:') && key !== 'lido:content-offset') storage!.removeItem(key);
  } catch {
    // storage disabled meanwhile: nothing left that could be removed
  }
}
