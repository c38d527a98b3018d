/** My day (issue 34): the guest's day in ship time. */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-my-day',
  description:
    "The signed-in guest's day in ship time, one timeline merged from what the hub answers: the port call (arrival, all aboard, departure, or at sea), the guest's bookings (onboard excursions and appointments, dining, spa and activity slots, shore excursions, each with its status), the programme events the guest starred, the muster drill while it is not complete, unread urgent cabin messages and the night the clocks change. Now and next are marked; each entry opens its feature; Today / Tomorrow is one button or one swipe away; clashes are said in words (ends after all aboard, overlaps another booking); Add to calendar downloads the day as an .ics file with the ship's offsets. A visitor sees today's port call and the programme's highlights. A source that fails leaves the rest with a short note. On DigitalSignage nothing is interactive.",
  attributes: [
    {
      name: 'date',
      prop: 'date',
      type: 'string',
      values: ['today', 'tomorrow'],
      default: 'today',
      description: 'The day shown first: today or tomorrow on board.',
    },
  ],
  events: [],
  parts: [
    { name: 'my-day', description: 'The whole timeline section.' },
    { name: 'heading', description: 'The title (My day, or Today on board for a visitor).' },
    { name: 'day-switch', description: 'The Today / Tomorrow buttons.' },
    { name: 'date', description: 'The date shown.' },
    { name: 'timeline', description: 'The list of entries.' },
    { name: 'entry', description: 'One entry of the timeline.' },
    { name: 'clash', description: 'A clash note of an entry.' },
    { name: 'source-notes', description: 'Notes on sources that could not be loaded.' },
    { name: 'nothing', description: 'The note of a day with nothing planned.' },
    { name: 'ship-time-note', description: 'The note that times are ship time.' },
    { name: 'calendar', description: 'The Add to calendar button.' },
  ],
  cssProperties: [],
  pages: [{ pattern: '/my_day', spec: 'issue 34' }],
  routes: ['/my_day'],
} as const satisfies WidgetMeta;
