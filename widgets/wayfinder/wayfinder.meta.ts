/** Wayfinder and cabin finder (spec 002 §2–§9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-wayfinder',
  description:
    "The deck-map wayfinder (/wayfinder/{profileId}, the link articles, venues and the muster station point to; also the wayfinder panel of a device profile with enableWayfinder): top views of every deck with the place marked (the active deck starts at the deck with wayfinding, else the one with the device, else the first) and the side view, and the cabin keypad (digits only, up to 6; C clears; backspace deletes one) whose search is enabled only when the length is above the theme minimum and below the theme maximum (--lido-cabin-finder-min / --lido-cabin-finder-max, default 3 and 6). A found cabin replaces the maps; an unknown one says 'The cabin could not be found, please search for another cabin'.",
  attributes: [
    {
      name: 'profile-id',
      prop: 'profileId',
      type: 'string',
      description:
        "The wayfinder profile(s) to mark: one id, or several separated by commas. Absent: the wayfinder panel of the device (the decks, the device profile's own wayfinder profile marked when it names one, else its own deck first), shown only when the device profile enables the wayfinder.",
    },
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['page', 'home'],
      default: 'page',
      description:
        "page: the wayfinder page (its heading is the page's); home: the wayfinder panel on the home (a section heading), shown only on a kiosk whose device profile enables the wayfinder (a signage screen shows nothing interactive; phones and browsers keep their home).",
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page heading.' },
    { name: 'maps', description: 'The deck chooser, top view and side view.' },
    { name: 'decks', description: 'The deck chooser.' },
    { name: 'top-view', description: 'The top view of the active deck.' },
    { name: 'side-view', description: 'The side view of the ship.' },
    { name: 'keypad', description: 'The cabin finder with its keypad.' },
    { name: 'cabin-result', description: 'Where the cabin found is.' },
  ],
  cssProperties: [
    { name: '--lido-cabin-finder-min', description: 'A cabin number must be longer than this (theme token).', default: '3' },
    { name: '--lido-cabin-finder-max', description: 'A cabin number must be shorter than this (theme token).', default: '6' },
  ],
  pages: [{ pattern: '/wayfinder/:id', attributes: { 'profile-id': ':id' }, spec: '002 §2, 000 §3, 001 §3' }],
  routes: ['/wayfinder'],
} as const satisfies WidgetMeta;
