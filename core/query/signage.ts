/**
 * Reads of digital signage (002 §7): a board's content, refreshed on an interval while shown
 * (a 24/7 screen is never reloaded by a guest). One answer for every language (the venue names
 * come from the hub as they are).
 */
import type { Id } from '../hub/content';
import { findSignageContent } from '../hub/signage';
import { hubQuery } from './define';

/** Refresh of a board's content while it is shown (ms). */
export const SIGNAGE_REFRESH_MS = 60_000;

export const signageContentQuery = hubQuery('signage', 'content', (hub, id: Id) => findSignageContent(hub, id), {
  perLanguage: false,
  staleTime: SIGNAGE_REFRESH_MS / 2,
  refetchInterval: SIGNAGE_REFRESH_MS,
  // a screen that is switched on shows the board from the hub, not from last week's storage
  persist: false,
});
