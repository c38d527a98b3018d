/** The time-slot ("tac") booking flow of activity, dining and spa (spec 001 §2–§9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-slot-booking',
  description:
    'Time-slot booking of an activity, a restaurant table or a spa treatment (/tacbooking, sign-in required): party size (within the booking information, 1 to 4 by default; 4 suggested for activities; spa always one person), date, a free time (refreshed while shown), the conditions to accept, then Book; the result is the booking reference, or "book not complete" with the system information. Operable with arrow keys and Enter (a TV remote): Up and Down move between the steps, Left and Right between the choices of a step.',
  attributes: [
    {
      name: 'module',
      prop: 'module',
      type: 'string',
      values: ['activity', 'dining', 'spa'],
      description: 'activity, dining or spa. Absent: from the navigation state of the detail page, else the last flow.',
    },
    {
      name: 'object-id',
      prop: 'objectId',
      type: 'string',
      description: 'The item to book. Absent: from the navigation state of the detail page, else the last flow.',
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The title (the item being booked).' },
    { name: 'step', description: 'One step of the flow (party size, date, time, conditions).' },
    { name: 'choice', description: 'One choice of a step (a party size, a date, a time).' },
    { name: 'conditions', description: 'The conditions to accept.' },
    { name: 'book', description: 'The Book button.' },
    { name: 'result', description: 'The booking reference, or the booking error.' },
  ],
  cssProperties: [],
  pages: [{ pattern: '/tacbooking', attributes: { module: '?module', 'object-id': '?objectId' }, access: 'protected', spec: '001 §2' }],
  routes: ['/tacbooking'],
  firstCalls: (attribute) => {
    const module = attribute('module');
    const id = attribute('object-id');
    if (!id || (module !== 'activity' && module !== 'dining' && module !== 'spa')) return [];
    const segment = encodeURIComponent(id);
    return [[`${module}/${segment}`], [`${module}/bookingInformation/${segment}`]];
  },
} as const satisfies WidgetMeta;
