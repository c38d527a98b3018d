/** The airport's flight board (Lido extension, the airport variant). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-flight-board',
  description:
    "The airport's departures or arrivals board: each flight's time and new or expected time, destination or origin, flight number and airline, check-in desks, terminal and gate or baggage belt, and its status in words (check-in open, boarding, gate closed, departed, delayed, cancelled; expected, landed, baggage on the belt), in the airport's local time. A Departures / Arrivals switch and a search by flight, city or airline; flights gone more than 20 minutes drop off; refreshed every minute, with an \"as of\" note while the hub cannot be reached. On DigitalSignage nothing is interactive and the board pages itself.",
  attributes: [
    {
      name: 'direction',
      prop: 'direction',
      type: 'string',
      values: ['departures', 'arrivals'],
      description:
        'The board shown first: departures (when not set) or arrivals. On DigitalSignage it is the only one shown; without it a signage screen shows departures, then arrivals, each after the last page of the other.',
    },
    {
      name: 'page-seconds',
      prop: 'pageSeconds',
      type: 'string',
      description:
        "DigitalSignage only: the seconds each page of flights stays when the board does not fit the screen and pages itself (4–300); default: the device profile's signage.pageSeconds, else 12.",
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'direction-switch', description: 'The Departures / Arrivals buttons.' },
    { name: 'search', description: 'The search field.' },
    { name: 'table', description: 'The table of flights.' },
    { name: 'flight', description: 'One flight (a table row).' },
    { name: 'status', description: 'The status of a flight.' },
    { name: 'local-time', description: 'The note that times are the airport’s local time.' },
    { name: 'no-match', description: 'The note of a search that found no flight.' },
    { name: 'page-indicator', description: 'DigitalSignage: the page shown of the flights that page themselves ("2 / 3").' },
  ],
  cssProperties: [
    { name: '--lido-flight-delayed', description: 'Colour of delayed flights.', default: 'var(--lido-color-warning)' },
    { name: '--lido-flight-cancelled', description: 'Colour of cancelled flights.', default: 'var(--lido-color-danger)' },
    { name: '--lido-flight-moving', description: 'Colour of flights boarding or whose baggage is on the belt.', default: 'var(--lido-color-success)' },
  ],
  pages: [{ pattern: '/flights', attributes: { direction: '?direction' }, spec: 'airport' }],
  routes: ['/flights'],
  firstCalls: (attribute) => [['airport/flights', { direction: attribute('direction') === 'arrivals' ? 'arrivals' : 'departures' }]],
} as const satisfies WidgetMeta;
