/**
 * The host page's own words, server-rendered in English (the fallback language) from the same
 * catalogues the widgets use; the client script re-renders every [data-i18n] element in the
 * guest's language and again on each language switch.
 */
import common from '../../core/i18n/locales/en/common.json';
import shell from '../../core/i18n/locales/en/shell.json';
// The host site's own pages (the element gallery): host-site/src/locales/{de,en,fr,nl}/docs.json.
import docs from './locales/en/docs.json';
import type { RouteDef } from './routes';

const catalogues: Record<string, unknown> = { common, shell, docs };

/** 'namespace:dotted.key' → the English text ('' when missing, like the core's i18n), {{values}} filled in. */
export function hostText(key: string, values: Readonly<Record<string, string>> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = catalogues[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '') : '';
}

/** Page names by element (and, where one element serves several features, by view or module). */
const BY_TAG: Readonly<Record<string, string>> = {
  'lido-login': 'login',
  'lido-retina-login': 'login',
  'lido-content-overview': 'information',
  'lido-content-detail': 'article',
  'lido-daily-schedule': 'dailySchedule',
  'lido-daily-programme': 'programme',
  'lido-vod': 'vod',
  'lido-live-tv': 'tv',
  'lido-seanet-vod': 'seanet',
  'lido-excursion': 'excursion',
  'lido-excursion-cart': 'excursionCart',
  'lido-basket': 'basket',
  'lido-activities-finder': 'activities',
  'lido-onboard-excursions': 'onboardExcursions',
  'lido-shore-excursions': 'shoreExcursions',
  'lido-my-bookings': 'myBookings',
  'lido-venues': 'activities',
  'lido-slot-booking': 'slotBooking',
  'lido-photo-shop': 'photos',
  'lido-account': 'account',
  'lido-cabin-messages': 'messages',
  'lido-my-day': 'myDay',
  'lido-flight-board': 'flights',
  'lido-feedback': 'feedback',
  'lido-muster': 'muster',
  'lido-problems': 'problems',
  'lido-ship-tracker': 'tracker',
  'lido-itinerary': 'itinerary',
  'lido-ship-detail': 'ship',
  'lido-wayfinder': 'wayfinder',
  'lido-signage-board': 'signage',
};

/** The catalogue key (shell:pages.…) of a route's page name; the not-found page's for no route. */
export function pageKey(route: RouteDef | null): string {
  if (!route) return 'shell:pages.notFound';
  const attributes = route.attributes ?? {};
  let name = route.tag ? (BY_TAG[route.tag] ?? 'home') : 'home';
  if (route.pattern === '/') name = 'home';
  else if (route.tag === 'lido-venues' && (attributes.module === 'dining' || attributes.module === 'spa')) name = attributes.module;
  else if (route.tag === 'lido-basket' && attributes.view === 'confirmation') name = 'confirmation';
  else if (route.tag === 'lido-account' && attributes.view === 'pin') name = 'pin';
  else if (route.tag === 'lido-daily-programme' && attributes.mode === 'scheduled') name = 'scheduledProgramme';
  else if (route.tag === 'lido-itinerary' && attributes.view === 'weather') name = 'weather';
  else if (route.tag === 'lido-itinerary' && attributes.view === 'wherewhen') name = 'whereWhen';
  else if (route.tag === 'lido-itinerary' && (route.pattern === '/my_holiday' || route.pattern === '/holiday')) name = 'myHoliday';
  else if (route.tag === 'lido-problems' && attributes.view === 'tracking') name = 'problemTracking';
  // the entrances to the excursion details: a port day's cruise excursions, a resort's, the resorts
  else if (route.tag === 'lido-excursion' && !attributes['excursion-id']) name = route.pattern.startsWith('/resorts') ? 'resortExcursions' : 'cruiseExcursions';
  return `shell:pages.${name}`;
}
