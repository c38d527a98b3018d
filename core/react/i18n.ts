/**
 * Language changes as an external store for useSyncExternalStore: one listener pair per i18next
 * instance (the page has one), a revision that moves on every language switch and every
 * catalogue added at run time (e.g. hub translations).
 */
import type { LidoI18n } from '../index';

interface Revision {
  value: number;
  listeners: Set<() => void>;
}

const revisions = new WeakMap<LidoI18n, Revision>();

function revisionOf(i18n: LidoI18n): Revision {
  let revision = revisions.get(i18n);
  if (!revision) {
    const created: Revision = { value: 0, listeners: new Set() };
    const bump = () => {
      created.value += 1;
      for (const listener of [...created.listeners]) listener();
    };
    i18n.on('languageChanged', bump);
    i18n.store.on('added', bump);
    i18n.store.on('removed', bump);
    revisions.set(i18n, created);
    revision = created;
  }
  return revision;
}

export function subscribeI18n(i18n: LidoI18n, listener: () => void): () => void {
  const { listeners } = revisionOf(i18n);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function i18nRevision(i18n: LidoI18n): number {
  return revisionOf(i18n).value;
}
