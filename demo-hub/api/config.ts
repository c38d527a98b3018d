/**
 * Device configuration (000 §3, 002 §3 "Device configuration") and page-visit metrics (000 §7).
 * The device type is chosen per request so one hub serves every device kind:
 * `?deviceType=Kiosk|DigitalSignage|App|Browser` or the `X-Device-Type` header (default Browser).
 * The sign-in variant (000 §5) likewise: `?authType=` (default Passenger).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { SPARK_API_TOKEN, SPARK_PROPERTY_ID, SHIP_NAME } from '../lib/constants.ts';
import { imageId, imageUrl } from './blobs.ts';
import { CONTENT } from './cms/variants.ts';
import { PLANS } from './plans.ts';
import { VOD_USERNAME, VOD_PASSWORD } from '../providers/vod.ts';
import { SEANET_USERNAME, SEANET_PASSWORD } from '../providers/seanet.ts';

export const DEVICE_TYPES = ['Browser', 'App', 'Kiosk', 'DigitalSignage'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
/** Sign-in variants (000 §5): booking reference, account (+PIN), card swipe, name + birth date, external. */
export const AUTH_TYPES = ['Passenger', 'PmsAccount', 'PmsAccountPin', 'CardSwipe', 'PmsName', 'External'] as const;
// the brand themes the client ships (core/styles/themes)
export const THEMES = ['ocean', 'sunset'] as const;

export const LANGUAGES = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'nl', name: 'Nederlands' },
];

const MODULES = [
  'content',
  'dailySchedule',
  'vod',
  'audio',
  'liveTv',
  'seanetVod',
  'itinerary',
  'cruiseExcursions',
  'resortExcursions',
  'onboardExcursions',
  'activity',
  'dining',
  'spa',
  'musement',
  'photomatch',
  'ratings',
  'muster',
  'problems',
  'tracker',
  'wayfinder',
  'cabinMessages',
  'account',
  'shipDetail',
  'signage',
  'flights',
];

/**
 * UI settings an operator (or a test) switched on this hub (POST /__admin/ui-settings): they win
 * over the defaults below for every device type, until DELETE or a reset.
 */
const UI_OVERRIDES = 'uiSettingsOverride';
export function uiSettingOverrides(db: DatabaseSync): Record<string, unknown> {
  return docs.get<Record<string, unknown>>(db, UI_OVERRIDES, 'all') ?? {};
}
export function setUiSettingOverrides(db: DatabaseSync, settings: Record<string, unknown> | null): Record<string, unknown> {
  const next = settings === null ? {} : { ...uiSettingOverrides(db), ...settings };
  docs.put(db, UI_OVERRIDES, 'all', next);
  return next;
}

/** The hotel a Resort hub serves (the seeded resort BCN's first hotel). */
export const RESORT_HOTEL = 'Hotel Arts Barcelona';

/** The name the header shows on each variant other than a cruise (Lido's propertyName). */
const PROPERTY_NAMES: Partial<Record<HubType, string>> = {
  Resort: RESORT_HOTEL,
  Airline: 'Skyline Air · Frankfurt – Palma',
  Airport: 'Palma de Mallorca Airport',
  Bus: 'Alpine Express · Munich – Vienna',
};

/** The product's variants (000 §1) as the hub's hubType. */
export const HUB_TYPES = ['Cruise', 'Resort', 'Airline', 'Airport', 'Bus'] as const;
export type HubType = (typeof HUB_TYPES)[number];

/** Each variant's device-profile modules: what such an installation runs. */
const VARIANT_MODULES: Record<HubType, readonly string[]> = {
  // the flight board is an airport's
  Cruise: MODULES.filter((module) => module !== 'flights'),
  Resort: [
    'content',
    'dailySchedule',
    'vod',
    'audio',
    'liveTv',
    'itinerary',
    'resortExcursions',
    'activity',
    'dining',
    'spa',
    'musement',
    'photomatch',
    'ratings',
    'problems',
    'wayfinder',
    'cabinMessages',
    'account',
    'signage',
  ],
  Airline: ['content', 'vod', 'audio', 'liveTv', 'seanetVod', 'tracker', 'ratings'],
  Airport: ['flights', 'content', 'vod', 'audio', 'liveTv', 'wayfinder', 'ratings', 'signage'],
  Bus: ['content', 'vod', 'audio', 'tracker', 'ratings'],
};

/** The variant this hub answers as (--variant at start, POST /__admin/variant); Cruise by default. */
let startVariant: HubType = 'Cruise';
export function setStartVariant(type: HubType): void {
  startVariant = type;
}
export function hubTypeOf(raw: string): HubType | undefined {
  return HUB_TYPES.find((type) => type.toLowerCase() === raw.trim().toLowerCase());
}
export function currentVariant(db: DatabaseSync): HubType {
  return docs.get<{ hubType: HubType }>(db, 'variant', 'current')?.hubType ?? startVariant;
}
export function setVariant(db: DatabaseSync, type: HubType): void {
  docs.put(db, 'variant', 'current', { hubType: type });
}

function pick<T extends string>(ctx: Ctx, name: string, header: string | null, allowed: readonly T[], fallback: T): T {
  const raw = ctx.query.get(name) ?? (header ? ctx.req.headers[header] : undefined);
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null || value === '') return fallback;
  const hit = allowed.find((a) => a.toLowerCase() === String(value).toLowerCase());
  if (!hit) throw new HttpError(400, `Unknown ${name} '${value}'. Use one of ${allowed.join(', ')}`, 'invalid_parameter');
  return hit;
}

/**
 * What each variant's devices are called and where they stand (the device profile's label): a
 * ship's atrium kiosk on deck 4, a hotel's in its lobby, an airport's in departures (issue 34).
 */
const DEVICE_LABELS: Record<HubType, Record<DeviceType | 'tenFoot', string>> = {
  Cruise: {
    Browser: 'Guest browser',
    App: 'Guest app',
    Kiosk: 'Atrium kiosk, Deck 4',
    DigitalSignage: 'Restaurant signage, Deck 5',
    tenFoot: 'Cabin TV',
  },
  Resort: {
    Browser: 'Guest browser',
    App: 'Guest app',
    Kiosk: 'Lobby kiosk, ground floor',
    DigitalSignage: 'Restaurant signage, Lobby',
    tenFoot: 'Room TV',
  },
  Airline: {
    Browser: 'Guest browser',
    App: 'Guest app',
    Kiosk: 'Self-service kiosk, Frankfurt Terminal 1, gate B12',
    DigitalSignage: 'Gate screen, Frankfurt Terminal 1, gate B12',
    tenFoot: 'Seat-back screen',
  },
  Airport: {
    Browser: 'Guest browser',
    App: 'Guest app',
    Kiosk: 'Information kiosk, Departures, module C',
    DigitalSignage: 'Restaurant signage, Departures, central area',
    tenFoot: 'Lounge TV, Formentor lounge',
  },
  Bus: {
    Browser: 'Guest browser',
    App: 'Guest app',
    Kiosk: 'Ticket kiosk, München ZOB',
    DigitalSignage: 'Departure screen, München ZOB',
    tenFoot: 'Seat screen',
  },
};

/** The signage screen by the variant's restaurants (a ship's on deck 5): tonight's tables (board 1), a page every 12 s. */
const SIGNAGE_HOMES = ['board', 'programme', 'content'] as const;
function signageProfile(ctx: Ctx) {
  const home = pick(ctx, 'signageHome', null, SIGNAGE_HOMES, 'board');
  return {
    home,
    boardId: 1,
    // for home 'content': an information category of the content the CMS answers now, that of the
    // hub's variant (./cms/variants.ts; a cruise's "Dining", a resort's "Restaurants & bars" …)
    categoryId: CONTENT[currentVariant(ctx.db)].signageCategoryId,
    pageSeconds: 12,
  };
}

function deviceConfig(ctx: Ctx) {
  const deviceType = pick(ctx, 'deviceType', 'x-device-type', DEVICE_TYPES, 'Browser');
  const authType = pick(ctx, 'authType', null, AUTH_TYPES, 'Passenger');
  const theme = pick(ctx, 'theme', null, THEMES, 'ocean');
  const hubType = pick(ctx, 'hubType', null, HUB_TYPES, currentVariant(ctx.db));
  // A cabin TV's profile (Lido's extension of the device profile: 10-foot mode), ?tenFoot=true
  const tenFoot = deviceType === 'Browser' && pick(ctx, 'tenFoot', null, ['true', 'false'] as const, 'false') === 'true';
  const kiosk = deviceType === 'Kiosk';
  const signage = deviceType === 'DigitalSignage';
  const uiSettings = {
    theme,
    appExcursionVariables: { showPrices: true, currencySymbol: '£', maxPassengersPerBooking: 99 },
    enableRemoteReload: kiosk || signage,
    hideSparkThumbnails: signage,
    sparkUrl: `${ctx.origin}/spark`,
    sparkApiToken: SPARK_API_TOKEN,
    sparkPropertyId: SPARK_PROPERTY_ID,
    loginRequired: false,
    pinLogin: authType === 'PmsAccountPin',
    showPdfsOnKiosk: false,
    photoMatchEnabled: true,
    groupBookingsByStatus: true,
    enableWayfinder: true,
    hideExcursionFilters: false,
    usePoiLabelForNotes: false,
    use12HourClock: false,
    ...uiSettingOverrides(ctx.db),
  };
  return {
    hub: {
      hubType,
      layoutTheme: theme,
      uiSettings,
      currency: 'GBP',
      osmServiceUrl: `${ctx.origin}/api/osm/{z}/{x}/{y}.png`,
      signageHostname: 'signage.lido.local',
      shipName: SHIP_NAME,
      // Lido's extension: what the header names on the other variants — the seeded resort's first
      // hotel (demo-hub/api/catalogue.ts), the flight and the coach of demo-hub/api/journeys.ts, the
      // airport of demo-hub/api/flights.ts
      ...(PROPERTY_NAMES[hubType] ? { propertyName: PROPERTY_NAMES[hubType] } : {}),
    },
    deviceGroup: {
      deviceType,
      settings: { maxIdleTime: signage ? 300 : kiosk ? 120 : 600 },
      deviceProfile: {
        id: DEVICE_TYPES.indexOf(deviceType) + 1,
        label: DEVICE_LABELS[hubType][tenFoot ? 'tenFoot' : deviceType],
        languages: LANGUAGES,
        modules: VARIANT_MODULES[hubType],
        enableClock: kiosk || signage,
        enableWayfinder: kiosk || signage,
        enableDisabilityMode: kiosk,
        // the kiosk's own place on the variant's plans (./plans.ts: a ship's Guest Services, a hotel's reception …)
        wayfinderProfileId: kiosk ? (PLANS[hubType]?.kioskProfileId ?? null) : null,
        // Lido's signage extension (issue 33): what the screen shows and how fast it pages.
        // ?signageHome=board|programme|content picks another for a test or a demo.
        ...(signage ? { signage: signageProfile(ctx) } : {}),
        ...(tenFoot ? { tenFoot: true } : {}),
      },
    },
    authentication: {
      type: authType,
      ...(authType === 'External' ? { externalLoginUrl: 'https://login.lido.example/', message: 'Please sign in with your Lido account.' } : {}),
    },
    defaultImageId: imageId('default'),
    gaCode: null,
    vodConfiguration: {
      url: `${ctx.origin}/vod-api/`,
      appIdentifier: 'PLANE_V1',
      apiVersion: 3,
      paymentEnabled: false,
      isDemoSystem: true,
      useWithCredentials: false,
      // the provider account the client signs in with (000 §7): configuration, never the bundle
      username: VOD_USERNAME,
      password: VOD_PASSWORD,
    },
    seanetConfiguration: { url: `${ctx.origin}/seanet/`, username: SEANET_USERNAME, password: SEANET_PASSWORD },
    // the client's "hub settings" view (000 §3) reads these two at the top level
    deviceType,
    defaultImageUrl: imageUrl(ctx.origin, 'default', 800),
  };
}

/** GET metrics/userhistory/{page}: records a visit; leading slashes dropped, empty = home. */
function userHistory(ctx: Ctx) {
  const page = (ctx.params.page ?? '').replace(/^\/+/, '') || 'home';
  const key = page.slice(0, 200);
  const prev = docs.get<{ page: string; visits: number }>(ctx.db, 'visit', key);
  docs.put(ctx.db, 'visit', key, { page: key, visits: (prev?.visits ?? 0) + 1, last: new Date().toISOString() });
  return '';
}

export function routes(): Router {
  return new Router()
    .get('/devices/config', deviceConfig)
    .get('/metrics/userhistory', userHistory)
    .get('/metrics/userhistory/*page', userHistory)
    .get('/metrics/visits', (ctx) => docs.list(ctx.db, 'visit'));
}

export function seed(_db: DatabaseSync): void {
  // nothing to seed: the configuration is derived per request
}
