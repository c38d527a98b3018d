/** Shore excursions by date and their older detail view (spec 001 §2). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-shore-excursions',
  description:
    'Shore excursions: the schedule tiles (one per itinerary schedule, linking to /shoreexcursions/{dd-mm-yyyy}), the excursions of a date, and the older detail view (/shoreexcursion/{id}) with availability, a book link (Log in to book for a visitor; none on digital signage), the suitability tag list and the "just so you know" hint.',
  attributes: [
    {
      name: 'date',
      prop: 'date',
      type: 'string',
      description: 'The date to list, dd-mm-yyyy (dashes for slashes). Absent (and no excursion-id): the schedule tiles.',
    },
    { name: 'excursion-id', prop: 'excursionId', type: 'string', description: 'The excursion of the detail view.' },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'tile', description: 'A schedule tile or an excursion tile (a link).' },
    { name: 'book', description: 'The book link or the Log in to book link.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/shoreexcursions/:date?', attributes: { date: ':date' }, spec: '001 §2' },
    { pattern: '/shoreexcursion/:id', attributes: { 'excursion-id': ':id' }, spec: '001 §2' },
  ],
  routes: ['/shoreexcursions', '/shoreexcursion'],
} as const satisfies WidgetMeta;
