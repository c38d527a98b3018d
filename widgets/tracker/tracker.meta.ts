/** Ship tracker and weather (spec 002 §2–§9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-ship-tracker',
  description:
    'The live ship tracker (/map/tracker/{id}): a Leaflet map (loaded lazily by this widget only) on the configured OSM tiles, with a ship or aircraft marker rotated by heading or course (511 = unknown: no rotation), 80 px up to zoom 14 and 40 px more per level above; zoom 3–18, initially 4. GET gps/current, then live updates from the cms/events/register stream (reconnecting with backoff). Autocenter (on by default; off freezes the map, on recentres), a hide-weather toggle and the weather panel (synopsis, icon, temperature, humidity, feels like, wind; metric or imperial). The position, speed and heading are also given as text.',
  attributes: [
    { name: 'zoom', prop: 'zoom', type: 'number', default: 4, description: 'The initial zoom level (3–18; default 4).' },
    {
      name: 'mode',
      prop: 'mode',
      type: 'string',
      values: ['page', 'channel'],
      default: 'page',
      description:
        'channel: the map as a cabin-TV or signage channel — no buttons, no dragging or zooming by pointer, always centred on the ship, with the position and next port in large text (also the mode on DigitalSignage devices).',
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page heading.' },
    { name: 'controls', description: 'The autocenter and hide-weather toggles.' },
    { name: 'map', description: 'The map.' },
    { name: 'position', description: 'The position, speed and heading as text.' },
    { name: 'weather', description: 'The weather panel.' },
  ],
  cssProperties: [{ name: '--lido-tracker-map-height', description: 'Height of the map.', default: '60vh' }],
  pages: [{ pattern: '/map/tracker/:id', spec: '002 §2' }],
  routes: ['/map/tracker'],
  firstCalls: () => [['gps/current']],
} as const satisfies WidgetMeta;
