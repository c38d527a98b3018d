/**
 * Each product variant's venues (001 §2, §3: activities, restaurants, spa), seeded once into the
 * one document store. A variant's categories and items keep to its own id ranges, as the CMS
 * content does (../cms/variants.ts): every venue call answers the current variant's only (another
 * variant's item answers 404 like a missing one) and POST /__admin/variant switches them at once,
 * without reseeding. A flight and a coach trip have no venues.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { HubType } from '../config.ts';
import { docs } from '../../lib/db.ts';
import { putImageSet, putMediaSet } from '../blobs.ts';
import type { VariantVenues } from './model.ts';
import { cruise } from './cruise.ts';
import { resort } from './resort.ts';
import { airport } from './airport.ts';

type Kind = 'category' | 'venue';

/** Category and item ids of each variant (inclusive); null: none. */
const RANGES: Record<HubType, Record<Kind, readonly [number, number]> | null> = {
  Cruise: { category: [70, 89], venue: [7100, 7399] },
  Resort: { category: [270, 289], venue: [8100, 8399] },
  Airport: { category: [470, 489], venue: [9200, 9299] },
  Airline: null,
  Bus: null,
};

const NONE: VariantVenues = { categories: [], venues: [] };

export const VENUES: Record<HubType, VariantVenues> = { Cruise: cruise(), Resort: resort(), Airline: NONE, Airport: airport(), Bus: NONE };

/** Whether a venue category or item id is one of the variant's. */
export function belongsTo(variant: HubType, kind: Kind, id: number): boolean {
  const range = RANGES[variant]?.[kind];
  return range !== undefined && id >= range[0] && id <= range[1];
}

/** A variant's venues stay in its ranges and refer to its own categories and items only. */
function check(variant: HubType, content: VariantVenues): void {
  const fail = (what: string) => {
    throw new Error(`Venue seed of the ${variant} variant: ${what}`);
  };
  const categories = new Map(content.categories.map((c) => [c.id, c]));
  const items = new Set(content.venues.map((v) => v.id));
  for (const c of content.categories) if (!belongsTo(variant, 'category', c.id)) fail(`category ${c.id} is outside its range`);
  for (const v of content.venues) {
    if (!belongsTo(variant, 'venue', v.id)) fail(`item ${v.id} is outside its range`);
    if (v.categoryId !== null && categories.get(v.categoryId)?.module !== v.module) fail(`item ${v.id} is in a category not its own (${v.categoryId})`);
  }
  for (const [, owner] of content.media ?? []) if (!items.has(owner)) fail(`media of item ${owner}, not one of its own`);
  for (const b of content.bookings ?? []) if (!items.has(b.objectId)) fail(`booking ${b.reference} of item ${b.objectId}, not one of its own`);
}

export function seed(db: DatabaseSync): void {
  for (const [variant, content] of Object.entries(VENUES) as [HubType, VariantVenues][]) {
    check(variant, content);
    content.categories.forEach((c, i) => docs.put(db, 'venueCategory', c.id, c, i));
    content.venues.forEach((v, i) => {
      docs.put(db, 'venue', v.id, v, i);
      putImageSet(db, v.id, [v.image, 'default']);
    });
    // venue videos and PDFs (blobs/videos/{id}, blobs/pdfs/{id} of the venue's id)
    for (const [kind, owner, items] of content.media ?? []) putMediaSet(db, kind, owner, items);
    for (const b of content.bookings ?? []) docs.put(db, 'venueBooking', b.reference, b, 0);
  }
}
