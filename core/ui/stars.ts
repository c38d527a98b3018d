/**
 * The signed-in guest's starred programme events (core/session/stars.ts) in React: the set of
 * ids, re-read whenever a star changes on the page or in another tab, and the toggle. A visitor
 * has no stars (null owner: nothing to toggle).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { defaultStorage } from '../session/persistence';
import { readStars, starsOwner, subscribeStars, toggleStar } from '../session/stars';
import { useCore, useSlice } from '../react/index';

export interface Stars {
  /** The guest the stars belong to; null for a visitor. */
  owner: string | null;
  starred: ReadonlySet<string>;
  toggle: (id: string) => void;
}

export function useStars(): Stars {
  const owner = useSlice(useCore().stores.authentication, starsOwner);
  // the stored text is the snapshot (a string compares by value: no re-render loop)
  // a server render is a visitor's: no stars (a guest's own come with the client's first update)
  const raw = useSyncExternalStore(
    subscribeStars,
    () => (owner ? JSON.stringify(readStars(defaultStorage(), owner)) : '[]'),
    () => '[]',
  );
  const starred = useMemo(() => new Set<string>(JSON.parse(raw) as string[]), [raw]);
  const toggle = useCallback((id: string) => owner && toggleStar(owner, id), [owner]);
  return { owner, starred, toggle };
}
