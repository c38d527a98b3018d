/** Onboard excursions: lists by date and day with filters, the detail and the booking (spec 001 §2–§9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-onboard-excursions',
  description:
    'Onboard excursions: the list of a date (/onboard/excursions[/{dd-mm-yyyy}]) or of a cruise day (/onboard/excursionsbyday/{day}, without headers and filters) with a type and a duration filter, the detail of one excursion (/onboard/excursion/{id}: gallery, tags, prices with the child-price label, duration, availability, sold-out and closed notices, descriptions, waiver PDF, wayfinder link, book button), and the booking (/onboard/bookexcursion/{id}, login required: the allowed check, the guests of the account with their prices and why one cannot go, the conditions, Book, and the confirmation). Digital signage shows no book control; filters and guest choice work with arrow keys and Enter.',
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['list', 'byday', 'detail', 'book'],
      default: 'list',
      description: 'What to show: a date list, a cruise-day list, one excursion, or its booking.',
    },
    { name: 'date', prop: 'date', type: 'string', description: 'The list date, dd-mm-yyyy (dashes for slashes). Absent: today.' },
    { name: 'day', prop: 'day', type: 'string', description: 'The cruise day of the by-day list (1-based, or today / tomorrow).' },
    { name: 'excursion-id', prop: 'excursionId', type: 'string', description: 'The excursion of the detail and booking views.' },
  ],
  events: [],
  parts: [
    { name: 'day-navigation', description: "The previous and next day links of a date's list." },
    { name: 'heading', description: 'The page title.' },
    { name: 'filters', description: 'The type and duration filters.' },
    { name: 'choice', description: 'One filter option, or one guest.' },
    { name: 'tile', description: 'One excursion of a list (a link).' },
    { name: 'gallery', description: 'The pictures of an excursion.' },
    { name: 'prices', description: 'Adult and child prices and the availability text.' },
    { name: 'descriptions', description: 'The descriptions (sanitised HTML).' },
    { name: 'book', description: 'The book button or the Log in to book link.' },
    { name: 'result', description: 'The booking confirmation or error.' },
    { name: 'facts', description: 'The facts list of an excursion (duration, availability …).' },
    { name: 'conditions', description: 'The booking conditions the guest accepts.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/onboard/excursion/:id', attributes: { view: 'detail', 'excursion-id': ':id' }, spec: '001 §2' },
    { pattern: '/onboard/excursions/:date?', attributes: { view: 'list', date: ':date' }, spec: '001 §2' },
    { pattern: '/onboard/excursionsbyday/:day', attributes: { view: 'byday', day: ':day' }, spec: '001 §2' },
    { pattern: '/onboard/bookexcursion/:id', attributes: { view: 'book', 'excursion-id': ':id' }, access: 'protected', spec: '001 §2' },
  ],
  routes: ['/onboard/excursions', '/onboard/excursion', '/onboard/excursionsbyday', '/onboard/bookexcursion'],
} as const satisfies WidgetMeta;
