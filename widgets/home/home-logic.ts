/**
 * The home tiles (002 §9 "Home tiles": My Holiday, Browse all excursions, Itinerary, Cruise
 * Excursions, My Excursions, Report A Problem, Problem Tracking — and the landed features beside
 * them), each shown only when one of its modules is in the device profile's modules (000 §3; a
 * profile that lists none has every feature), in the order the installation's variant (000 §1:
 * the hub's hubType) puts first: a cruise opens on the holiday, a resort on its dining and spa,
 * an airline or bus installation on films, audio and TV, an airport on its flight board.
 *
 * Resort Excursions leads to the resorts' list (/resorts), the entrance to their excursions.
 */
import type { Variant } from '../../core/config/variant';

/** The journeys the home groups its tiles by (issue 34). */
export type TileGroup = 'today' | 'onBoard' | 'ashore' | 'entertainment' | 'services';

export interface HomeTile {
  key: string;
  to: string;
  /** Shown when any of these modules is on. */
  modules: readonly string[];
}

/** Each tile's journey: what the guest does with it today, on board, ashore, for fun, or as a service. */
export const TILE_GROUPS: Readonly<Record<string, TileGroup>> = {
  myHoliday: 'today',
  flights: 'today',
  itinerary: 'today',
  programme: 'today',
  safety: 'today',
  messages: 'today',
  browseExcursions: 'onBoard',
  dining: 'onBoard',
  spa: 'onBoard',
  activities: 'onBoard',
  photos: 'onBoard',
  tracker: 'onBoard',
  cruiseExcursions: 'ashore',
  resortExcursions: 'ashore',
  myExcursions: 'ashore',
  vod: 'entertainment',
  audio: 'entertainment',
  liveTv: 'entertainment',
  information: 'services',
  reportProblem: 'services',
  problemTracking: 'services',
  account: 'services',
  feedback: 'services',
};

export interface TileGroupOf {
  group: TileGroup;
  tiles: HomeTile[];
}

/**
 * The tiles in their journeys: each group where its first tile stands in the variant's order (a
 * cruise opens on today, an airline on entertainment), its tiles in that order.
 */
export function groupTiles(tiles: readonly HomeTile[]): TileGroupOf[] {
  const groups: TileGroupOf[] = [];
  for (const tile of tiles) {
    const group = TILE_GROUPS[tile.key] ?? 'services';
    const known = groups.find((each) => each.group === group);
    if (known) known.tiles.push(tile);
    else groups.push({ group, tiles: [tile] });
  }
  return groups;
}

export const HOME_TILES: readonly HomeTile[] = [
  { key: 'myHoliday', to: '/my_holiday', modules: ['itinerary'] },
  { key: 'browseExcursions', to: '/onboard/excursions', modules: ['onboardExcursions'] },
  { key: 'itinerary', to: '/itinerary/overview', modules: ['itinerary'] },
  { key: 'cruiseExcursions', to: '/shoreexcursions', modules: ['cruiseExcursions'] },
  { key: 'resortExcursions', to: '/resorts', modules: ['resortExcursions'] },
  { key: 'myExcursions', to: '/my_bookings', modules: ['onboardExcursions', 'cruiseExcursions', 'resortExcursions'] },
  { key: 'reportProblem', to: '/problem/new', modules: ['problems'] },
  { key: 'problemTracking', to: '/problem/tracking', modules: ['problems'] },
  { key: 'information', to: '/content/overview', modules: ['content'] },
  { key: 'programme', to: '/dailyprogram', modules: ['dailySchedule'] },
  { key: 'vod', to: '/vod/overview', modules: ['vod'] },
  { key: 'audio', to: '/vod/overview/audios', modules: ['audio'] },
  { key: 'liveTv', to: '/channels', modules: ['liveTv'] },
  { key: 'dining', to: '/dining', modules: ['dining'] },
  { key: 'spa', to: '/spa', modules: ['spa'] },
  { key: 'activities', to: '/activity', modules: ['activity'] },
  { key: 'photos', to: '/photomatch/overview', modules: ['photomatch'] },
  { key: 'tracker', to: '/map/tracker/1', modules: ['tracker'] },
  { key: 'safety', to: '/muster/home', modules: ['muster'] },
  { key: 'messages', to: '/cabinmessages', modules: ['cabinMessages'] },
  { key: 'account', to: '/my_account', modules: ['account'] },
  { key: 'feedback', to: '/ratings/overview', modules: ['ratings'] },
  { key: 'flights', to: '/flights', modules: ['flights'] },
];

/** What each variant puts first; the other tiles follow in HOME_TILES order. */
const LEADS: Record<Variant, readonly string[]> = {
  cruise: ['myHoliday', 'browseExcursions', 'itinerary', 'cruiseExcursions', 'myExcursions', 'reportProblem', 'problemTracking'],
  resort: ['myHoliday', 'dining', 'spa', 'activities', 'resortExcursions', 'myExcursions', 'reportProblem', 'problemTracking'],
  airline: ['vod', 'audio', 'liveTv', 'tracker', 'information'],
  // the board first; the wayfinder has no tile (it is a kiosk's and a screen's)
  airport: ['flights', 'vod', 'audio', 'liveTv', 'information'],
  bus: ['vod', 'audio', 'tracker', 'information'],
};

/** The tiles of an installation: on by its modules (none listed: all), the variant's lead first. */
export function homeTiles(variant: Variant, modules: readonly string[]): HomeTile[] {
  const on = (tile: HomeTile) => modules.length === 0 || tile.modules.some((module) => modules.includes(module));
  const lead = LEADS[variant];
  const rank = (tile: HomeTile) => (lead.includes(tile.key) ? lead.indexOf(tile.key) : lead.length + HOME_TILES.indexOf(tile));
  return HOME_TILES.filter(on).sort((a, b) => rank(a) - rank(b));
}
