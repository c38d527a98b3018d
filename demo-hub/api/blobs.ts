/**
 * Blobs (000 §7, 001 §7, 002 §7): images, PDFs, audio and video attached to articles, excursions,
 * venues and the ship. Images are the committed JPEGs under demo-hub/media/images (in 200, 400 and
 * 800 px widths); a reference without a file (tag icons …) is drawn as an SVG on the fly.
 */
import type { DatabaseSync } from 'node:sqlite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router, HttpError, sendFile, sendBytes, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { MEDIA_DIR } from '../lib/paths.ts';

export interface ImageDoc {
  id: number;
  reference: string;
  title: string;
  category: string;
  stem: string | null;
}
/** A caption track of a video (WebVTT), in one language. */
export interface CaptionRef {
  language: string;
  label: string;
  path: string;
}
export interface MediaRef {
  id: number;
  path: string;
  name: string;
  description: string;
  published?: boolean;
  captions?: CaptionRef[];
}

/** Every image the hub knows. Ids are stable: other modules refer to them by reference. */
const IMAGE_LIST: [string, string, string, string | null][] = [
  // reference, title, category, media stem
  ['ship', 'Lido Aurora', 'Ship', 'ship'],
  ['cabin', 'Balcony stateroom', 'Ship', 'cabin'],
  ['deck-plan', 'Deck plan', 'DeckPlan', 'deck-plan'],
  ['pool-deck', 'Lido pool deck', 'Ship', 'pool-deck'],
  ['restaurant', 'Horizon Restaurant', 'Venue', 'restaurant'],
  ['spa', 'Serenity Spa', 'Venue', 'spa'],
  ['theatre', 'Aurora Theatre', 'Venue', 'theatre'],
  ['kids-club', 'Kids Club', 'Venue', 'kids-club'],
  ['fitness', 'Fitness centre', 'Venue', 'fitness'],
  ['sunset', 'Sunset at sea', 'Article', 'sunset'],
  ['beach', 'Beach', 'Port', 'beach'],
  ['boat-tour', 'Boat tour', 'Excursion', 'boat-tour'],
  ['harbour', 'Harbour', 'Port', 'harbour'],
  ['mountain', 'Mountain view', 'Port', 'mountain'],
  ['old-town', 'Old town', 'Port', 'old-town'],
  ['wine-tasting', 'Wine tasting', 'Excursion', 'wine-tasting'],
  ['default', 'Lido', 'Default', 'default'],
  ['tag-family', 'Family friendly', 'Tag', null],
  ['tag-walking', 'Moderate walking', 'Tag', null],
  ['tag-wheelchair', 'Wheelchair accessible', 'Tag', null],
  ['tag-food', 'Food and drink', 'Tag', null],
  ['tag-culture', 'Culture and history', 'Tag', null],
  ['tag-water', 'On the water', 'Tag', null],
  ['tag-active', 'Active', 'Tag', null],
  ['photo-01', 'Embarkation photo', 'Photo', 'photo-01'],
  ['photo-02', 'Gala dinner portrait', 'Photo', 'photo-02'],
  ['photo-03', 'Pool deck', 'Photo', 'photo-03'],
  ['photo-04', 'Palma cathedral', 'Photo', 'photo-04'],
  ['photo-05', 'Family portrait', 'Photo', 'photo-05'],
  ['photo-06', 'Sunset deck', 'Photo', 'photo-06'],
  ['photo-07', 'Captain’s cocktail', 'Photo', 'photo-07'],
  ['photo-08', 'Harbour view', 'Photo', 'photo-08'],
  ['signage-grill', 'The Grill', 'Venue', null],
  ['cabin-IS', 'Inside stateroom', 'Ship', 'cabin'],
  ['cabin-OS', 'Ocean view stateroom', 'Ship', 'cabin'],
  ['cabin-BS', 'Balcony stateroom', 'Ship', 'cabin'],
  ['cabin-SU', 'Suite', 'Ship', 'cabin'],
  ['deck-plan-IS', 'Inside staterooms, decks 4 to 6', 'DeckPlan', 'deck-plan'],
  ['deck-plan-OS', 'Ocean view staterooms, decks 4 and 5', 'DeckPlan', 'deck-plan'],
  ['deck-plan-BS', 'Balcony staterooms, decks 7 to 9', 'DeckPlan', 'deck-plan'],
  ['deck-plan-SU', 'Suites, deck 10', 'DeckPlan', 'deck-plan'],
  // the resort's photo shop (issue 34): the same pictures under the hotel's titles, never a ship's
  ['resort-photo-01', 'Welcome drink at the lobby', 'Photo', 'photo-01'],
  ['resort-photo-02', 'Dinner at La Terrassa', 'Photo', 'photo-02'],
  ['resort-photo-03', 'Pool terrace', 'Photo', 'photo-03'],
  ['resort-photo-04', 'Barcelona old town', 'Photo', 'photo-04'],
  ['resort-photo-05', 'Family portrait in the garden', 'Photo', 'photo-05'],
  ['resort-photo-06', 'Sunset on the beach', 'Photo', 'photo-06'],
  ['resort-photo-07', 'Cocktails at the pool bar', 'Photo', 'photo-07'],
  ['resort-photo-08', 'View from the balcony', 'Photo', 'photo-08'],
];

export const IMAGES: ImageDoc[] = IMAGE_LIST.map(([reference, title, category, stem], i) => ({ id: i + 1, reference, title, category, stem }));
const BY_REF = new Map(IMAGES.map((img) => [img.reference, img]));

/** Image id of a reference (throws at seed time for a typo). */
export function imageId(reference: string): number {
  const img = BY_REF.get(reference);
  if (!img) throw new Error(`Unknown image reference ${reference}`);
  return img.id;
}

/** Absolute URL of an image for answers. */
export function imageUrl(origin: string, idOrRef: number | string, width = 400): string {
  return `${origin}/api/blobs/image?reference=${encodeURIComponent(String(idOrRef))}&width=${width}`;
}

/**
 * Attaches an ordered list of images to an owner (article id, excursion id, ship code …).
 * A `[reference, category]` pair sets the image's category in this list (e.g. 'Ship', 'DeckPlan').
 */
export function putImageSet(db: DatabaseSync, owner: string | number, refs: (string | [string, string])[]): void {
  docs.put(
    db,
    'imageSet',
    String(owner),
    refs.map((r) => (typeof r === 'string' ? { id: imageId(r) } : { id: imageId(r[0]), category: r[1] })),
  );
}

export function putMediaSet(db: DatabaseSync, kind: 'pdfSet' | 'audioSet' | 'videoSet', owner: string | number, items: MediaRef[]): void {
  docs.put(db, kind, String(owner), items);
}

const abs = (ctx: Ctx, path: string) => (path.startsWith('http') ? path : `${ctx.origin}${path}`);

function imageList(ctx: Ctx) {
  const set = docs.get<{ id: number; category?: string }[]>(ctx.db, 'imageSet', ctx.params.id!) ?? [];
  return set.map(({ id, category }) => {
    const img = docs.get<ImageDoc>(ctx.db, 'image', id)!;
    return { id: img.id, reference: img.reference, category: category ?? img.category, title: img.title, url: imageUrl(ctx.origin, img.reference, 800) };
  });
}

function mediaList(kind: 'pdfSet' | 'audioSet' | 'videoSet') {
  return (ctx: Ctx) => {
    const preview = ctx.query.get('previewMode') === 'true';
    const owner = ctx.params.id;
    let items: MediaRef[];
    if (owner === undefined) {
      items = docs.list<MediaRef[]>(ctx.db, kind).flat();
    } else {
      // An owner without media has an empty list, as a hub answers (never a 404 the browser logs).
      items = docs.get<MediaRef[]>(ctx.db, kind, owner) ?? [];
    }
    items = items.filter((m) => preview || m.published !== false);
    if (kind === 'pdfSet') return items.map((m) => ({ id: m.id, url: abs(ctx, m.path), name: m.name, description: m.description }));
    if (kind === 'audioSet') return items.map((m) => ({ id: m.id, name: m.name, url: abs(ctx, m.path), description: m.description }));
    return items.map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      urlFrontend: abs(ctx, m.path),
      published: m.published !== false,
      // WebVTT caption tracks, only where a video has them (the safety video)
      ...(m.captions ? { captions: m.captions.map((c) => ({ language: c.language, label: c.label, url: abs(ctx, c.path) })) } : {}),
    }));
  };
}

const WIDTHS = [200, 400, 800];
const fileCache = new Map<string, boolean>();
function fileExists(path: string): boolean {
  let v = fileCache.get(path);
  if (v === undefined) {
    v = existsSync(path);
    fileCache.set(path, v);
  }
  return v;
}

/** blobs/image?reference={id|reference}&width=N (or ?id=) — the nearest committed width, else an SVG. */
async function image(ctx: Ctx) {
  const ref = ctx.query.get('reference') ?? ctx.query.get('id');
  if (!ref) throw new HttpError(400, "Parameter 'reference' (or 'id') is required", 'missing_parameter');
  const widthText = ctx.query.get('width');
  const width = widthText === null ? 400 : Number(widthText);
  if (!Number.isInteger(width) || width < 16 || width > 4096)
    throw new HttpError(400, "Parameter 'width' must be a number from 16 to 4096", 'invalid_parameter');
  let img = /^\d+$/.test(ref) ? docs.get<ImageDoc>(ctx.db, 'image', ref) : BY_REF.has(ref) ? docs.get<ImageDoc>(ctx.db, 'image', BY_REF.get(ref)!.id) : null;
  // reference = an owner's id (a venue, 001 §7 blobs/image?reference={id}): the owner's first image
  if (!img) {
    const first = docs.get<{ id: number }[]>(ctx.db, 'imageSet', ref)?.[0];
    if (first) img = docs.get<ImageDoc>(ctx.db, 'image', first.id);
  }
  if (!img) throw new HttpError(404, `No image ${ref}`);
  return sendImage(ctx, img.stem, img.title, width, img.reference);
}

/** Streams the nearest-width JPEG of a media stem, else draws an SVG placeholder picture. */
export function sendImage(ctx: Ctx, stem: string | null, title: string, width: number, seed: string) {
  if (stem) {
    const candidates = [...WIDTHS.filter((w) => w >= width), ...WIDTHS.filter((w) => w < width).reverse()];
    for (const w of candidates) {
      const file = join(MEDIA_DIR, 'images', `${stem}-${w}.jpg`);
      if (fileExists(file)) return sendFile(ctx, file, 'image/jpeg');
    }
  }
  return sendBytes(ctx, svgPicture(title, width, seed), 'image/svg+xml; charset=utf-8', 86400);
}

function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function svgPicture(title: string, width: number, seed: string): string {
  const height = Math.round(width * 0.625);
  const h = hue(seed);
  const font = Math.max(10, Math.round(width / 14));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,42%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},60%,28%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.12)}" fill="hsl(${(h + 180) % 360},70%,75%)" opacity=".5"/>` +
    `<text x="50%" y="55%" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${font}" fill="#fff">${xml(title)}</text>` +
    `</svg>`
  );
}

export function routes(): Router {
  return new Router()
    .get('/blobs/image', image)
    .get('/blobs/images/:id', imageList)
    .get('/blobs/pdfs', mediaList('pdfSet'))
    .get('/blobs/pdfs/:id', mediaList('pdfSet'))
    .get('/blobs/audios', mediaList('audioSet'))
    .get('/blobs/audios/:id', mediaList('audioSet'))
    .get('/blobs/videos', mediaList('videoSet'))
    .get('/blobs/videos/:id', mediaList('videoSet'));
}

export function seed(db: DatabaseSync): void {
  for (const img of IMAGES) docs.put(db, 'image', img.id, img);
}

/** Media paths of the committed demo files. */
export const MEDIA = {
  pdf: {
    welcome: '/media/pdf/welcome-aboard.pdf',
    menu: '/media/pdf/dining-menu.pdf',
    waiver: '/media/pdf/excursion-waiver.pdf',
    safety: '/media/pdf/safety-card.pdf',
  },
  captions: (name: string, language: string) => `/media/captions/${name}.${language}.vtt`,
  video: (n: 1 | 2 | 3 | 4) => `/media/hls/movie-${n}/index.m3u8`,
  audio: (n: 1 | 2 | 3 | 4) => `/media/audio/track-${n}.mp3`,
};
