/** The restaurant-availability board of digital signage (spec 002 §2–§9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-signage-board',
  description:
    'The restaurant-availability board of 24/7 digital signage (/restaurantavailability/overview/{id}), refreshed every minute from the hub’s signage content, whose templateValues (a JSON text) list restaurant{n} with name, location, type (specialty or open seating), a private-only note and time slots (a list, or keyed by time in 5-minute steps up to 2400) with traffic lights Green (plenty of room), Yellow (busy), Red (full or queues) and Off. Past slots drop off as time passes (no reload); at most five slots show, with arrows to page them (on DigitalSignage the slots and the restaurants that do not fit the screen page themselves every page-seconds, with a page indicator and no arrows); \'No timeslots remain for this venue today\'. A malformed templateValues shows a board-level message. With lights="booking" the lights follow the dining booking flow instead (see the attribute). Built for 1920×1080 and portrait 1080×1920, readable from 3 m.',
  attributes: [
    { name: 'board-id', prop: 'boardId', type: 'string', description: 'The signage content id (digitalsignage/content/{id}).' },
    {
      name: 'booking-url',
      prop: 'bookingUrl',
      type: 'string',
      default: '/dining/detail/{id}',
      blankIsValue: true,
      description:
        "Where a restaurant's QR code leads a guest's phone: its booking page, {id} standing for the restaurant's id; relative to this page's address unless absolute (e.g. https://guest.ship.example/dining/detail/{id}). An empty value shows no QR codes.",
    },
    {
      name: 'lights',
      prop: 'lights',
      type: 'string',
      values: ['template', 'booking'],
      default: 'template',
      description:
        "Where the traffic lights come from. template: the board's content as the signage system sends it. booking: each restaurant's times for today from the same calls as the dining booking flow (its booking information, then the free times for the smallest party), refreshed every minute, so a guest's booking turns its slot busier: no covers left or a time the hub no longer offers is Red, a quarter of the covers or fewer left Yellow, else Green (a hub whose times carry no covers: offered Green, not offered Red); the template's Off stays Off, past slots drop as usual. A restaurant without booking data (no id, not bookable online, not open today, or no answer) keeps its template lights with a note saying so.",
    },
    {
      name: 'page-seconds',
      prop: 'pageSeconds',
      type: 'string',
      description:
        "DigitalSignage only: the seconds each page stays when the content does not fit the screen and pages itself (4–300); default: the device profile's signage.pageSeconds, else 12.",
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The board title.' },
    { name: 'restaurants', description: 'The list of restaurants.' },
    { name: 'restaurant', description: 'One restaurant with its slots.' },
    { name: 'slots', description: 'The time slots shown (at most five).' },
    { name: 'no-slots', description: 'The note that no slots remain today.' },
    { name: 'qr', description: "A restaurant's QR code to its booking page." },
    { name: 'planned-lights', description: 'lights="booking": the note that a restaurant shows its template lights (no booking data).' },
    { name: 'legend', description: 'What the traffic lights mean.' },
    {
      name: 'page-indicator',
      description: 'DigitalSignage: the page shown of the restaurants or of a restaurant’s slots (“2 / 3”), when they page themselves.',
    },
  ],
  cssProperties: [
    { name: '--lido-signage-green', description: 'Traffic light: plenty of room.', default: '#1e7d34' },
    { name: '--lido-signage-yellow', description: 'Traffic light: busy.', default: '#f2b705' },
    { name: '--lido-signage-red', description: 'Traffic light: full or queues.', default: '#c62828' },
    { name: '--lido-signage-off', description: 'Traffic light: off.', default: '#8a94a6' },
  ],
  pages: [{ pattern: '/restaurantavailability/overview/:id', attributes: { 'board-id': ':id', lights: '?lights' }, spec: '002 §2' }],
  routes: ['/restaurantavailability'],
  firstCalls: (attribute) => {
    const id = attribute('board-id');
    return id ? [[`digitalsignage/content/${encodeURIComponent(id)}`]] : [];
  },
} as const satisfies WidgetMeta;
