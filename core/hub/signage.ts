/**
 * Digital signage calls of the hub (spec 002 §3 "Signage template values", §7 "Signage and
 * reload"): the content of a board, whose `templateValues` is a JSON text (parsed by the board,
 * which must survive a malformed one). The remote-reload stream (digitalsignage/events/register)
 * is the shell's (widgets/shell/device-behaviour.ts).
 */
import type { HubClient } from './client';
import type { Id } from './content';

export interface SignageContent {
  id: Id;
  name?: string | null;
  template?: string | null;
  /** A JSON text of restaurant{n} entries (002 §3). */
  templateValues: string;
  updatedAt?: string | null;
}

/** GET digitalsignage/content/{id}. */
export const findSignageContent = (hub: HubClient, id: Id) => hub.get<SignageContent>(`digitalsignage/content/${encodeURIComponent(String(id))}`);
