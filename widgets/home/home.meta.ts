/** The home tiles of the portal (spec 002 §9; 000 §1, §2). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-home',
  description:
    "The portal's home tiles: My Holiday, Browse all excursions, Itinerary, Cruise Excursions, My Excursions, Report A Problem, Problem Tracking and the other features of the installation, each shown only when its module is in the device profile, with an icon, grouped by journey (today, on board, ashore, entertainment, services) in the order the installation's variant (cruise, resort, airline, airport, bus) puts first. In the portal the guest's My day (lido-my-day) stands above the tiles. On a kiosk a signed-out guest is offered sign-in with the guest card. On a signage screen it goes to the signage content the device profile names (the board, the programme or a category), as the portal's home does. Arrow keys move between the tiles (TV remote).",
  attributes: [],
  events: [],
  parts: [
    { name: 'heading', description: 'The welcome heading.' },
    { name: 'group', description: 'A group of tiles (one journey) with its heading.' },
    { name: 'tiles', description: 'The list of tiles of a group.' },
    { name: 'tile', description: 'One tile (a link to its feature).' },
    { name: 'sign-in', description: 'The kiosk sign-in card (signed-out guests on a kiosk).' },
  ],
  cssProperties: [{ name: '--lido-home-tile-min', description: 'Smallest tile width; the grid fits as many columns as it can.', default: '9.5rem' }],
  routes: ['/'],
} as const satisfies WidgetMeta;
