/**
 * The photo-matching service (001 §2, §3, §4, §5, §7): config, the cabin's photos, basket with
 * group offers, free credits and bulk packages, orders with digital downloads (ZIP when more than
 * 9 photos) and consent. Photo ids contain slashes (AUR/D2/PMI-0004); in URLs the slashes are
 * written as colons. Image, view and download URLs are used in <img>/<a> and so work without the
 * session header; the rest needs a session.
 */
import type { DatabaseSync } from 'node:sqlite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router, HttpError, asObject, sendBytes, type Ctx } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { docs, transaction } from '../lib/db.ts';
import { ago, rel, formatDate } from '../lib/dates.ts';
import { requireSession, type Session } from '../lib/sessions.ts';
import { MEDIA_DIR } from '../lib/paths.ts';
import { zip } from '../lib/zip.ts';
import { sendImage, imageUrl } from './blobs.ts';
import { sessionGuest, addInvoiceLine } from './auth.ts';
import { addCabinMessage } from './messages.ts';
import { currentVariant, type HubType } from './config.ts';
import { ofVariant } from './personal/model.ts';

interface Variant {
  id: string;
  name: string;
  price: number;
  additional: number;
  blurb: string;
  digital: boolean;
}
interface Bulk {
  id: string;
  title: string;
  blurb: string;
  price: number;
  description: string;
  image: string;
}
interface PhotoGroup {
  id: string;
  name: string;
  blurb: string;
  offBlurb: string;
  freeCreditAmount: number;
  freeCreditVariant: string | null;
  forZ: number;
  offerVariant: string | null;
  offerPrice: number | null;
  discountedCount: number;
  missedOffer: boolean;
}
interface Config {
  variants: Variant[];
  bulkPackages: Bulk[];
  photoGroups: PhotoGroup[];
  folders: { id: string; name: string; date: string }[];
  keyvalues: Record<string, string>;
}
interface Photo {
  id: string;
  /** the variant whose photo team took it (issue 34): a cruise's or a resort's */
  variant: HubType;
  cabin: string;
  groupId: string;
  folderId: string;
  stem: string;
  title: string;
  takenAt: string;
}
interface CartDoc {
  photos: Record<string, Record<string, number>>;
  bulk: string | null;
}
interface Order {
  orderId: string;
  variant: HubType;
  bookingReference: string;
  date: string;
  status: string;
  items: { photoId: string; variantId: string; count: number; total: number }[];
  bulk: string | null;
  totals: { grandCount: number; grandTotal: number; grandTotalString: string };
  digitalPhotoIds: string[];
  digitalReady: boolean;
}

const enc = (id: string) => id.replaceAll('/', ':');
const dec = (id: string) => id.replaceAll(':', '/');
const money = (n: number) => Math.round(n * 100) / 100;
const pounds = (n: number) => `£${n.toFixed(2)}`;

/**
 * The photo service of the variant the hub answers as (issue 34): a cruise's photo team (the
 * config as before), a resort's photo shop by reception; a flight, an airport and a coach trip have
 * none (their device profiles have no photomatch): no prints, packages, offers or folders, and no
 * photos of anyone.
 */
function config(db: DatabaseSync): Config {
  const variant = currentVariant(db);
  return docs.get<Config>(db, 'photoConfig', configKey(variant)) ?? NO_PHOTO_SERVICE;
}

const configKey = (variant: HubType) => (variant === 'Cruise' ? 'config' : `config-${variant}`);

const NO_PHOTO_SERVICE: Config = {
  variants: [],
  bulkPackages: [],
  photoGroups: [],
  folders: [],
  keyvalues: {
    NO_PHOTOS_ERROR_MESSAGE: 'Sorry, there is no photo service here.',
    DOWNLOAD_NOT_READY: 'Sorry, there is no photo service here.',
    CURRENCY_SYMBOL: '£',
  },
};

/** A cabin's or room's photos on the current variant. */
function photosOf(db: DatabaseSync, cabin: string): Photo[] {
  return docs
    .list<Photo>(db, 'photo')
    .filter(ofVariant(currentVariant(db)))
    .filter((p) => p.cabin === cabin);
}

/** A booking's basket on the current variant (a cruise's under the booking reference, as before). */
function cartKey(db: DatabaseSync, s: Session): string {
  const variant = currentVariant(db);
  return variant === 'Cruise' ? s.bookingReference : `${variant}:${s.bookingReference}`;
}

function photoUrl(ctx: Ctx, p: Photo, thumb = false) {
  return `${ctx.origin}/api/photomatch/image/${enc(p.id)}${thumb ? '?thumb' : ''}`;
}

function photoOut(ctx: Ctx, p: Photo) {
  return { id: p.id, url: photoUrl(ctx, p), thumbUrl: photoUrl(ctx, p, true), groupId: p.groupId, folderId: p.folderId, title: p.title, takenAt: p.takenAt };
}

function cartDoc(db: DatabaseSync, s: Session): CartDoc {
  return docs.get<CartDoc>(db, 'photoCart', cartKey(db, s)) ?? { photos: {}, bulk: null };
}

/** Prices the basket: variant prices, group offers, free credits, bulk packages, upgrade hint. */
function priceCart(ctx: Ctx, s: Session, cart: CartDoc) {
  const cfg = config(ctx.db);
  const all = photosOf(ctx.db, s.cabin);
  const bulk = cfg.bulkPackages.find((b) => b.id === cart.bulk) ?? null;
  const groups = cfg.photoGroups
    .map((g) => {
      const ids = Object.keys(cart.photos).filter((id) => all.find((p) => p.id === id)?.groupId === g.id && Object.values(cart.photos[id]!).some((c) => c > 0));
      const offerCount = g.offerVariant ? ids.reduce((n, id) => n + (cart.photos[id]![g.offerVariant!] ?? 0), 0) : 0;
      const offerOn = g.forZ > 0 && offerCount >= g.forZ;
      let discountedLeft = g.discountedCount > 10 ? Infinity : g.discountedCount;
      let credits = g.freeCreditAmount;
      const photos = ids.map((id) => {
        let isDiscounted = false;
        let isFreeVariant = false;
        const variants = Object.entries(cart.photos[id]!)
          .filter(([, c]) => c > 0)
          .map(([vid, count]) => {
            const v = cfg.variants.find((x) => x.id === vid)!;
            let total = 0;
            for (let k = 0; k < count; k++) {
              if (offerOn && vid === g.offerVariant && discountedLeft > 0) {
                total += g.offerPrice!;
                discountedLeft--;
                isDiscounted = true;
              } else if (credits > 0 && vid === g.freeCreditVariant) {
                credits--;
                isFreeVariant = true;
              } else if (bulk?.id === 'ALLDIGITAL' && v.digital) {
                /* included in the package */
              } else total += k === 0 ? v.price : v.additional;
            }
            return { id: vid, count, total: money(total) };
          });
        const p = all.find((x) => x.id === id)!;
        return { id, url: photoUrl(ctx, p), variants, isDiscounted, isFreeVariant };
      });
      const missed = g.forZ > 0 && offerCount > 0 && offerCount < g.forZ;
      return {
        id: g.id,
        name: g.name,
        photos,
        missedOffer: missed,
        missedOfferRemainingTriggerCount: missed ? g.forZ - offerCount : 0,
        missedOfferRemainingDiscountedCount: g.discountedCount > 10 ? -1 : g.discountedCount,
        freeCredits: { remaining: credits },
      };
    })
    .filter((g) => g.photos.length > 0);
  const items = groups.reduce((n, g) => n + g.photos.reduce((m, p) => m + p.variants.reduce((k, v) => k + v.total, 0), 0), 0);
  const digitalTotal = groups.reduce(
    (n, g) => n + g.photos.reduce((m, p) => m + p.variants.filter((v) => cfg.variants.find((x) => x.id === v.id)?.digital).reduce((k, v) => k + v.total, 0), 0),
    0,
  );
  const allDigital = cfg.bulkPackages.find((b) => b.id === 'ALLDIGITAL');
  // the package worth upgrading to (none where the service sells no package)
  const upgradeTo = !bulk && allDigital && digitalTotal >= allDigital.price * 0.5 ? allDigital : null;
  const upgrade = upgradeTo !== null;
  return {
    photoGroups: groups,
    totals: {
      grandTotal: money(items + (bulk?.price ?? 0)),
      photoCount: groups.reduce((n, g) => n + g.photos.length, 0),
      bulkName: bulk?.title ?? upgradeTo?.title ?? null,
      bulkTotal: bulk?.price ?? 0,
      bulkAdded: bulk !== null,
      bulkUpgrade: upgrade,
      bulkUpgradePrice: upgradeTo ? money(upgradeTo.price - digitalTotal) : 0,
    },
  };
}

function cartAnswer(ctx: Ctx) {
  const s = requireSession(ctx);
  return priceCart(ctx, s, cartDoc(ctx.db, s));
}

async function addToCart(ctx: Ctx) {
  const s = requireSession(ctx);
  const body = asObject(await ctx.body());
  const cfg = config(ctx.db);
  const cart = cartDoc(ctx.db, s);
  if (body.bulk !== undefined && body.bulk !== null) {
    const b = cfg.bulkPackages.find((x) => x.id === String(body.bulk));
    if (!b) throw new HttpError(404, `No bulk package ${String(body.bulk)}`);
    cart.bulk = b.id;
  } else if (Array.isArray(body.photos)) {
    const mine = new Set(photosOf(ctx.db, s.cabin).map((p) => p.id));
    for (const raw of body.photos) {
      const o = asObject(raw, 'photo');
      const id = dec(String(o.id ?? ''));
      if (!mine.has(id)) throw new HttpError(404, `No photo ${id} for your cabin`);
      if (!Array.isArray(o.variants)) throw new HttpError(400, "Field 'variants' must be a list", 'invalid_field');
      const counts = { ...(cart.photos[id] ?? {}) };
      for (const rv of o.variants) {
        const v = asObject(rv, 'variant');
        const variant = cfg.variants.find((x) => x.id === String(v.id));
        if (!variant) throw new HttpError(400, `Unknown variant ${String(v.id)}`, 'invalid_field');
        const count = v.count;
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new HttpError(400, 'A quantity cannot be below 0', 'invalid_quantity');
        if (variant.digital && count > 1) throw new HttpError(400, 'A digital photo can be bought once', 'invalid_quantity');
        if (count > 99) throw new HttpError(400, 'At most 99 copies', 'invalid_quantity');
        if (count === 0) delete counts[variant.id];
        else counts[variant.id] = count;
      }
      if (Object.keys(counts).length === 0) delete cart.photos[id];
      else cart.photos[id] = counts;
    }
  } else {
    throw new HttpError(400, 'Send {bulk} or {photos: [{id, variants: [{id, count}]}]}', 'missing_field');
  }
  docs.put(ctx.db, 'photoCart', cartKey(ctx.db, s), cart);
  return priceCart(ctx, s, cart);
}

async function removeFromCart(ctx: Ctx) {
  const s = requireSession(ctx);
  const body = asObject(await ctx.body());
  const cart = cartDoc(ctx.db, s);
  if (body.bulk !== undefined) {
    if (!cart.bulk) throw new HttpError(404, 'No package in your basket', 'not_in_cart');
    cart.bulk = null;
  } else if (Array.isArray(body.photos)) {
    for (const raw of body.photos) {
      const id = dec(String(typeof raw === 'object' && raw !== null ? ((raw as { id?: unknown }).id ?? '') : raw));
      // an id the basket does not hold is the client's mistake, not a silent success
      if (!cart.photos[id]) throw new HttpError(404, `Photo ${id} is not in your basket`, 'not_in_cart');
      delete cart.photos[id];
    }
  } else throw new HttpError(400, 'Send {bulk} or {photos: [{id}]}', 'missing_field');
  docs.put(ctx.db, 'photoCart', cartKey(ctx.db, s), cart);
  return priceCart(ctx, s, cart);
}

function orderOut(ctx: Ctx, o: Order) {
  const all = docs.list<Photo>(ctx.db, 'photo');
  return {
    orderId: o.orderId,
    date: o.date,
    status: o.status,
    items: o.items,
    bulk: o.bulk,
    totals: o.totals,
    digital: {
      statusNotReady: !o.digitalReady,
      photos: o.digitalReady
        ? o.digitalPhotoIds.map((id) => {
            const p = all.find((x) => x.id === id);
            return {
              id,
              url: `${ctx.origin}/api/photomatch/viewphoto/${enc(id)}`,
              thumbUrl: `${ctx.origin}/api/photomatch/viewphoto/${enc(id)}?thumb`,
              title: p?.title ?? '',
            };
          })
        : [],
      zip: o.digitalReady && o.digitalPhotoIds.length > 9 ? `${ctx.origin}/api/photomatch/downloadzip/${o.orderId}.zip` : null,
    },
  };
}

function placeOrder(ctx: Ctx) {
  const s = requireSession(ctx);
  const g = sessionGuest(ctx.db, s);
  if (g.isBlocked) throw new HttpError(409, 'Your onboard account is on hold. Please visit Guest Services.', 'blocked');
  return transaction(ctx.db, () => {
    const cart = cartDoc(ctx.db, s);
    const priced = priceCart(ctx, s, cart);
    if (priced.totals.grandTotal <= 0 && priced.totals.photoCount <= 0 && !cart.bulk) throw new HttpError(400, 'No items in basket.', 'empty_cart');
    const cfg = config(ctx.db);
    const items = priced.photoGroups.flatMap((grp) =>
      grp.photos.flatMap((p) => p.variants.map((v) => ({ photoId: p.id, variantId: v.id, count: v.count, total: v.total }))),
    );
    const digital =
      cart.bulk === 'ALLDIGITAL'
        ? photosOf(ctx.db, s.cabin).map((p) => p.id)
        : items.filter((i) => cfg.variants.find((v) => v.id === i.variantId)?.digital).map((i) => i.photoId);
    const orderId = `PH-${String(1001 + docs.count(ctx.db, 'photoOrder'))}`;
    const order: Order = {
      orderId,
      variant: currentVariant(ctx.db),
      bookingReference: s.bookingReference,
      date: formatDate(new Date(), 'dmy'),
      status: 'Order_received',
      items,
      bulk: cart.bulk,
      totals: { grandCount: items.reduce((n, i) => n + i.count, 0), grandTotal: priced.totals.grandTotal, grandTotalString: pounds(priced.totals.grandTotal) },
      digitalPhotoIds: digital,
      digitalReady: false,
    };
    docs.put(ctx.db, 'photoOrder', orderId, order, Date.now());
    docs.put(ctx.db, 'photoCart', cartKey(ctx.db, s), { photos: {}, bulk: null } satisfies CartDoc);
    addInvoiceLine(ctx.db, {
      accountNumber: g.accountNumber,
      department: 'Photo Gallery',
      description: `Photo order ${orderId}`,
      charges: order.totals.grandTotal,
    });
    addCabinMessage(ctx.db, s.cabin, {
      messageType: 'Normal',
      messageTitle: `Photo order ${orderId} received`,
      messageContent: `<p>Thank you. Your order ${orderId} (${pounds(order.totals.grandTotal)}) is being prepared.</p>`,
    });
    return orderOut(ctx, order);
  });
}

function orders(ctx: Ctx) {
  const s = requireSession(ctx);
  return docs
    .list<Order>(ctx.db, 'photoOrder')
    .filter(ofVariant(currentVariant(ctx.db)))
    .filter((o) => o.bookingReference === s.bookingReference)
    .reverse()
    .map((o) => orderOut(ctx, o));
}

function photoByParam(ctx: Ctx, param: string): Photo {
  const id = dec((ctx.params[param] ?? '').replace(/\.jpe?g$/i, ''));
  const p = docs.list<Photo>(ctx.db, 'photo').find((x) => x.id === id);
  if (!p) throw new HttpError(404, `No photo ${id}`);
  return p;
}

function image(ctx: Ctx) {
  const p = photoByParam(ctx, 'id');
  const width = ctx.query.has('thumb') ? 200 : Number(ctx.query.get('width') ?? 800) || 800;
  return sendImage(ctx, p.stem, p.title, width, p.id);
}

function viewPhoto(ctx: Ctx) {
  const p = photoByParam(ctx, 'name');
  const ready = docs.list<Order>(ctx.db, 'photoOrder').some((o) => o.digitalReady && o.digitalPhotoIds.includes(p.id));
  if (!ready) throw new HttpError(404, 'This photo has not been bought as a digital photo');
  return sendImage(ctx, p.stem, p.title, ctx.query.has('thumb') ? 200 : 800, p.id);
}

function downloadZip(ctx: Ctx) {
  const name = ctx.params.name ?? '';
  const order = docs.get<Order>(ctx.db, 'photoOrder', name.replace(/\.zip$/i, ''));
  if (!order) throw new HttpError(404, `No download ${name}`);
  if (!order.digitalReady) throw new HttpError(409, 'Please visit the photo team to get the download link', 'download_not_ready');
  const all = docs.list<Photo>(ctx.db, 'photo');
  const files = order.digitalPhotoIds.map((id, i) => {
    const p = all.find((x) => x.id === id)!;
    return {
      name: `${String(i + 1).padStart(2, '0')}-${p.title.replace(/[^\w-]+/g, '-')}.jpg`,
      data: readFileSync(join(MEDIA_DIR, 'images', `${p.stem}-800.jpg`)),
    };
  });
  ctx.res.setHeader('Content-Disposition', `attachment; filename="${order.orderId}.zip"`);
  return sendBytes(ctx, zip(files), 'application/zip', 0);
}

function consent(ctx: Ctx) {
  const s = requireSession(ctx);
  const c = docs.get<{ consent: boolean }>(ctx.db, 'photoConsent', s.bookingReference);
  return c ? c.consent : null;
}

function setConsent(value: boolean) {
  return (ctx: Ctx) => {
    const s = requireSession(ctx);
    docs.put(ctx.db, 'photoConsent', s.bookingReference, { consent: value, at: new Date().toISOString() });
    return value;
  };
}

export function routes(): Router {
  return new Router()
    .get('/photomatch/config', (ctx) => {
      const c = config(ctx.db);
      return { ...c, bulkPackages: c.bulkPackages.map((b) => ({ ...b, image: imageUrl(ctx.origin, b.image, 400) })) };
    })
    .get('/photomatch/cabinImages', (ctx) => photosOf(ctx.db, requireSession(ctx).cabin).map((p) => photoOut(ctx, p)))
    .get('/photomatch/cart', cartAnswer)
    .post('/photomatch/addToCart', addToCart)
    .post('/photomatch/removeFromCart', removeFromCart)
    .post('/photomatch/emptyCart', (ctx) => {
      const s = requireSession(ctx);
      docs.put(ctx.db, 'photoCart', cartKey(ctx.db, s), { photos: {}, bulk: null } satisfies CartDoc);
      return priceCart(ctx, s, { photos: {}, bulk: null });
    })
    .post('/photomatch/order', idempotent(placeOrder))
    .get('/photomatch/orders', orders)
    .get('/photomatch/image/:id', image)
    .get('/photomatch/viewphoto/:name', viewPhoto)
    .get('/photomatch/downloadzip/:name', downloadZip)
    .get('/photo/passenger/consent', consent)
    .post('/photo/passenger/consent/true', setConsent(true))
    .post('/photo/passenger/consent/false', setConsent(false));
}

/** The print and download sizes every photo service sells. */
const PHOTO_VARIANTS: Variant[] = [
  { id: 'P6X8', name: 'Print 6×8″', price: 12.99, additional: 7.99, blurb: 'Glossy print, 15 × 20 cm', digital: false },
  { id: 'P8X10', name: 'Print 8×10″', price: 17.99, additional: 10.99, blurb: 'Large print in a presentation folder', digital: false },
  { id: 'DIG', name: 'Digital', price: 9.99, additional: 0, blurb: 'Full-resolution download', digital: true },
];

/** A folder of a variant's photos: when they were taken (days from today; today's a little before now). */
interface SeedFolder {
  id: string;
  name: string;
  offset: number;
  /** yesterday's and before: the hour the photographers were there */
  hour: number;
}

/** One variant's photo service as seeded: its config, folders, whose photos, the orders already placed. */
interface PhotoSeed {
  /** the photo ids' prefix: the ship's code, the hotel's */
  prefix: string;
  config: Omit<Config, 'folders'>;
  folders: SeedFolder[];
  /** cabin or room, folder, group, how many, title */
  photos: [string, string, string, number, string][];
  /** the orders already placed: the id, its booking, and which photos (the cabin's or room's) */
  orders: (photos: Photo[]) => Omit<Order, 'variant'>[];
}

/**
 * Each variant's photo service (issue 34), as its device profile offers the photo shop: the
 * cruise's photo team (the embarkation, the welcome party, Barcelona before the cruise) and the
 * resort's photo shop by reception (the welcome drink, the pool terrace, the beach). A flight, an
 * airport and a coach trip have no photo shop (config.ts VARIANT_MODULES): no photos there.
 */
const PHOTO_SEEDS: Partial<Record<HubType, PhotoSeed>> = {
  Cruise: {
    prefix: 'AUR',
    config: {
      variants: PHOTO_VARIANTS,
      bulkPackages: [
        {
          id: 'ALLDIGITAL',
          title: 'All digital',
          blurb: 'Every photo of you as a download',
          price: 149,
          description: '<p>All your photos of the voyage in full resolution, ready to download.</p>',
          image: 'photo-06',
        },
        {
          id: 'PRINTS10',
          title: '10 prints',
          blurb: 'Ten 6×8″ prints of your choice',
          price: 99,
          description: '<p>Choose any ten photos as 6×8″ prints.</p>',
          image: 'photo-02',
        },
      ],
      photoGroups: [
        {
          id: 'GALA',
          name: 'Welcome party',
          blurb: 'Buy 5 welcome party prints and pay £8.99 each',
          offBlurb: 'Add more welcome party prints to pay £8.99 each',
          freeCreditAmount: 0,
          freeCreditVariant: null,
          forZ: 5,
          offerVariant: 'P6X8',
          offerPrice: 8.99,
          discountedCount: 99,
          missedOffer: true,
        },
        {
          id: 'PORTS',
          name: 'Barcelona',
          blurb: 'Your first digital Barcelona photo is free',
          offBlurb: '',
          freeCreditAmount: 1,
          freeCreditVariant: 'DIG',
          forZ: 0,
          offerVariant: null,
          offerPrice: null,
          discountedCount: 0,
          missedOffer: false,
        },
        {
          id: 'EMBARK',
          name: 'Embarkation',
          blurb: 'Your welcome aboard photo',
          offBlurb: '',
          freeCreditAmount: 0,
          freeCreditVariant: null,
          forZ: 3,
          offerVariant: 'P8X10',
          offerPrice: 12.99,
          discountedCount: 3,
          missedOffer: true,
        },
      ],
      keyvalues: {
        NO_PHOTOS_ERROR_MESSAGE: "Sorry, we didn't find any photos of you. Please visit the Photography team, and we will be able to help find your photos.",
        DOWNLOAD_NOT_READY: 'Please visit the photo team to get the download link',
        CURRENCY_SYMBOL: '£',
      },
    },
    folders: [
      { id: 'D0', name: 'Embarkation', offset: 0, hour: 0 },
      { id: 'D1', name: 'Welcome party', offset: 0, hour: 0 },
      { id: 'D2', name: 'Barcelona pre-cruise tour', offset: -1, hour: 9 },
    ],
    photos: [
      ['7012', 'D0', 'EMBARK', 3, 'Embarkation'],
      ['7012', 'D1', 'GALA', 6, 'Welcome party'],
      ['7012', 'D2', 'PORTS', 5, 'Barcelona'],
      ['7014', 'D0', 'EMBARK', 2, 'Embarkation'],
      ['7014', 'D1', 'GALA', 1, 'Welcome party'],
      ['8020', 'D0', 'EMBARK', 2, 'Embarkation'],
      // cabin 8022 has no photos (NO_PHOTOS_ERROR_MESSAGE)
    ],
    orders: (photos) => ordersOf(photos, ['PH-0901', 'PH-0902', 'PH-0903'], 149),
  },
  Resort: {
    prefix: 'ARTS',
    config: {
      variants: PHOTO_VARIANTS,
      bulkPackages: [
        {
          id: 'ALLDIGITAL',
          title: 'All digital',
          blurb: 'Every photo of you as a download',
          price: 129,
          description: '<p>All your photos of your stay in full resolution, ready to download.</p>',
          image: 'resort-photo-06',
        },
        {
          id: 'PRINTS10',
          title: '10 prints',
          blurb: 'Ten 6×8″ prints of your choice',
          price: 99,
          description: '<p>Choose any ten photos as 6×8″ prints, ready at the photo shop by reception the next day.</p>',
          image: 'resort-photo-02',
        },
      ],
      photoGroups: [
        {
          id: 'POOL',
          name: 'Pool terrace',
          blurb: 'Buy 5 pool terrace prints and pay £8.99 each',
          offBlurb: 'Add more pool terrace prints to pay £8.99 each',
          freeCreditAmount: 0,
          freeCreditVariant: null,
          forZ: 5,
          offerVariant: 'P6X8',
          offerPrice: 8.99,
          discountedCount: 99,
          missedOffer: true,
        },
        {
          id: 'BEACH',
          name: 'Beach',
          blurb: 'Your first digital beach photo is free',
          offBlurb: '',
          freeCreditAmount: 1,
          freeCreditVariant: 'DIG',
          forZ: 0,
          offerVariant: null,
          offerPrice: null,
          discountedCount: 0,
          missedOffer: false,
        },
        {
          id: 'WELCOME',
          name: 'Welcome drink',
          blurb: 'Your welcome photo at the lobby',
          offBlurb: '',
          freeCreditAmount: 0,
          freeCreditVariant: null,
          forZ: 3,
          offerVariant: 'P8X10',
          offerPrice: 12.99,
          discountedCount: 3,
          missedOffer: true,
        },
      ],
      keyvalues: {
        NO_PHOTOS_ERROR_MESSAGE:
          "Sorry, we didn't find any photos of you. Please visit the photo shop by reception, and we will be able to help find your photos.",
        DOWNLOAD_NOT_READY: 'Please visit the photo shop by reception to get the download link',
        CURRENCY_SYMBOL: '£',
      },
    },
    // the stay began two days ago (./itinerary.ts resortStay): the welcome drink on arrival
    folders: [
      { id: 'R0', name: 'Welcome drink at the lobby', offset: -2, hour: 15 },
      { id: 'R1', name: 'Pool terrace', offset: -1, hour: 11 },
      { id: 'R2', name: 'Beach at Nova Icària', offset: 0, hour: 0 },
    ],
    photos: [
      ['7012', 'R0', 'WELCOME', 3, 'Welcome drink at the lobby'],
      ['7012', 'R1', 'POOL', 6, 'Pool terrace'],
      ['7012', 'R2', 'BEACH', 5, 'Beach at Nova Icària'],
      ['7014', 'R0', 'WELCOME', 2, 'Welcome drink at the lobby'],
      ['7014', 'R1', 'POOL', 1, 'Pool terrace'],
      ['8020', 'R0', 'WELCOME', 2, 'Welcome drink at the lobby'],
      // room 8022 has no photos (NO_PHOTOS_ERROR_MESSAGE)
    ],
    orders: (photos) => ordersOf(photos, ['PH-0911', 'PH-0912', 'PH-0913'], 129),
  },
};

/** The orders placed before the demo: LIDO123's all-digital package (ready) and prints (in production), LIDO456's print. */
function ordersOf(photos: Photo[], [ready, inProduction, collection]: [string, string, string], allDigital: number): Omit<Order, 'variant'>[] {
  const room7012 = photos.filter((p) => p.cabin === '7012').map((p) => p.id);
  return [
    {
      orderId: ready,
      bookingReference: 'LIDO123',
      date: rel(-1, 'dmy'),
      status: 'Ready_for_download',
      items: [],
      bulk: 'ALLDIGITAL',
      totals: { grandCount: room7012.length, grandTotal: allDigital, grandTotalString: pounds(allDigital) },
      digitalPhotoIds: room7012,
      digitalReady: true,
    },
    {
      orderId: inProduction,
      bookingReference: 'LIDO123',
      date: rel(0, 'dmy'),
      status: 'In_production',
      items: [
        { photoId: room7012[3]!, variantId: 'P6X8', count: 2, total: 20.98 },
        { photoId: room7012[4]!, variantId: 'DIG', count: 1, total: 9.99 },
      ],
      bulk: null,
      totals: { grandCount: 3, grandTotal: 30.97, grandTotalString: pounds(30.97) },
      digitalPhotoIds: [room7012[4]!],
      digitalReady: false,
    },
    {
      orderId: collection,
      bookingReference: 'LIDO456',
      date: rel(0, 'dmy'),
      status: 'Ready_for_collection',
      items: [{ photoId: photos.find((p) => p.cabin === '7014')!.id, variantId: 'P8X10', count: 1, total: 17.99 }],
      bulk: null,
      totals: { grandCount: 1, grandTotal: 17.99, grandTotalString: pounds(17.99) },
      digitalPhotoIds: [],
      digitalReady: false,
    },
  ];
}

export function seed(db: DatabaseSync): void {
  let photoIndex = 0;
  let orderIndex = 0;
  for (const [variant, s] of Object.entries(PHOTO_SEEDS) as [HubType, PhotoSeed][]) {
    const cfg: Config = { ...s.config, folders: s.folders.map(({ id, name, offset }) => ({ id, name, date: rel(offset, 'dmy') })) };
    docs.put(db, 'photoConfig', configKey(variant), cfg);
    const photos: Photo[] = [];
    for (const [cabin, folderId, groupId, n, title] of s.photos) {
      const folder = s.folders.find((f) => f.id === folderId)!;
      for (let i = 1; i <= n; i++) {
        const k = photos.length;
        // An earlier day's at two-digit hours (the token needs HH:MM); today's a little before now, never later than the current time.
        const takenAt =
          folder.offset < 0
            ? rel(folder.offset, 'iso', `${String(folder.hour + (i % 3)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`)
            : ago((folder === s.folders[0] ? 90 : 20) + (n - i) * 3, 'iso');
        photos.push({
          id: `${s.prefix}/${folderId}/${cabin}-${String(i).padStart(4, '0')}`,
          variant,
          cabin,
          groupId,
          folderId,
          stem: `photo-0${(k % 8) + 1}`,
          title: `${title} ${i}`,
          takenAt,
        });
      }
    }
    for (const p of photos) docs.put(db, 'photo', p.id, p, photoIndex++);
    for (const o of s.orders(photos)) docs.put(db, 'photoOrder', o.orderId, { ...o, variant } satisfies Order, orderIndex++);
  }
  docs.put(db, 'photoConsent', 'LIDO456', { consent: true, at: new Date(0).toISOString() });
  docs.put(db, 'photoConsent', 'LIDO789', { consent: false, at: new Date(0).toISOString() });
}
