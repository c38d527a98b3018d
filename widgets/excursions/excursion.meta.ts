/** Cruise and resort excursion detail with add to cart (spec 001 §2–§9, 000 §9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-excursion',
  description:
    "The entrances: the cruise excursions of a port day (/excursion/{itineraryId}, the itinerary id being the port schedule's), the resorts (/resorts) and a resort's excursions (/resorts/{resortId}), each tile leading to its detail. A cruise excursion (/excursion/{itineraryId}/{excursionId}) or a resort excursion (/resorts/{resortId}/{excursionId}[/{yyyy-mm-dd}]) from the cruise excursion catalogue service, in the guest's catalogue language and currency: highlights, included, important information, available days, prices, availability; for a signed-in guest each passenger of the booking with whether they can go and why not, and Add to cart. Sold-out and closed-for-online-booking notices; a visitor gets Log in to book; digital signage shows no book control.",
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      description:
        '"resorts": the resorts whose excursions are sold; otherwise the excursion (with excursion-id) or the list of the port day or resort (without).',
    },
    { name: 'itinerary-id', prop: 'itineraryId', type: 'string', description: 'The itinerary (port day) of a cruise excursion.' },
    { name: 'resort-id', prop: 'resortId', type: 'string', description: 'The resort of a resort excursion (instead of itinerary-id).' },
    {
      name: 'excursion-id',
      prop: 'excursionId',
      type: 'string',
      description: 'The excursion to show; absent: the excursions of the port day (itinerary-id) or of the resort (resort-id).',
    },
    { name: 'date', prop: 'date', type: 'string', description: 'Resort excursions: the day to book (yyyy-mm-dd); default the first available day.' },
  ],
  events: [
    {
      name: 'lido-cart-change',
      detail: 'LidoCartChangeDetail',
      description: 'The cart changed (here, in another widget or in another tab): detail.count is the number of cart entries.',
    },
  ],
  parts: [
    { name: 'heading', description: 'The excursion name.' },
    { name: 'facts', description: 'Start time, duration, activity level, minimum age.' },
    { name: 'prices', description: 'Adult and child prices and the availability text.' },
    { name: 'description', description: 'The description (sanitised HTML), or the description-missing notice.' },
    { name: 'highlights', description: 'The highlights list.' },
    { name: 'included', description: 'What is included.' },
    { name: 'important-information', description: 'The important information list.' },
    { name: 'book', description: 'The passengers and the Add to cart button.' },
    { name: 'login', description: 'The Log in to book link (visitors).' },
    { name: 'choice', description: 'One available day (resort excursions).' },
    { name: 'list', description: 'The excursions of a port day or a resort, or the resorts.' },
    { name: 'tile', description: 'One excursion (or resort) of a list, a link to it.' },
    { name: 'all-excursions', description: 'The link from an excursion to all excursions of its port day or resort.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/excursion/:itineraryId', attributes: { 'itinerary-id': ':itineraryId' }, spec: '001 §2 (entrance, issue 34)' },
    { pattern: '/resorts', attributes: { view: 'resorts' }, spec: '001 §2 (entrance, issue 34)' },
    { pattern: '/resorts/:resortId', attributes: { 'resort-id': ':resortId' }, spec: '001 §2 (entrance, issue 34)' },
    { pattern: '/excursion/:itineraryId/:excursionId/:flag?', attributes: { 'itinerary-id': ':itineraryId', 'excursion-id': ':excursionId' }, spec: '001 §2' },
    {
      pattern: '/resorts/:resortId/:excursionId/:date?',
      attributes: { 'resort-id': ':resortId', 'excursion-id': ':excursionId', date: ':date' },
      spec: '001 §2',
    },
  ],
  routes: ['/excursion', '/resorts'],
} as const satisfies WidgetMeta;
