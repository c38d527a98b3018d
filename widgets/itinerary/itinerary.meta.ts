/** Itinerary, port schedules, port weather, where-and-when and the schedule export (spec 002 §2–§8, 000 §7). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-itinerary',
  description:
    "The voyage: the guest's holiday (flights out and in, cruises, cruise days, hotels, guests; signed in), the port schedules from today on with arrival, departure and all-aboard times in ship time, the night the clocks change and, on a port day, the time left until all aboard; one port schedule (/itinerary/detail/{id}); the port weather of a date (/weather) with its not-available and at-sea messages (on a resort the weather at the hotel, today's and the next days' forecast); the where-and-when table (/wherewhen); and the schedule tiles leading to the schedule export (/itinerary/spark/{date}).",
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['overview', 'port', 'weather', 'wherewhen', 'spark'],
      default: 'overview',
      description:
        'overview: holiday and port schedules (/itinerary/overview, /holiday, /my_holiday); port: one port schedule (/itinerary/detail/{id}); weather: port weather by date (/weather); wherewhen: the where-and-when articles (/wherewhen); spark: the schedule export (/itinerary/spark/{date}).',
    },
    { name: 'schedule-id', prop: 'scheduleId', type: 'string', description: 'The port schedule of the port view.' },
    {
      name: 'date',
      prop: 'date',
      type: 'string',
      description: 'The date of the weather and spark views (dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd); default: today on board.',
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'holiday', description: "The guest's holiday (flights, cruises, hotels, guests)." },
    { name: 'schedules', description: 'The list of port schedules.' },
    { name: 'port-excursions', description: "A port day's link to its cruise excursions (overview and port detail)." },
    { name: 'resort-excursions', description: "A hotel stay's link to the resort excursions." },
    { name: 'port', description: 'One port schedule.' },
    { name: 'weather', description: 'The port weather (on a resort: the weather at the hotel).' },
    { name: 'forecast', description: "The next days' forecast where there are no voyage days (a resort's hotel)." },
    { name: 'forecast-day', description: "One day of the forecast: a button that shows that day's weather." },
    { name: 'all-aboard', description: 'The all-aboard countdown on a port day.' },
    { name: 'clock-change', description: 'The note on the day the clocks change.' },
    { name: 'login', description: 'The sign-in link shown to a visitor.' },
    { name: 'tile', description: 'A day tile of the activity calendar.' },
    { name: 'scheduled-event', description: 'One event of a day in the activity calendar.' },
    { name: 'empty', description: 'The note shown when the voyage has no port schedules.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/weather', attributes: { view: 'weather', date: '?date' }, spec: '002 §2' },
    { pattern: '/wherewhen', attributes: { view: 'wherewhen' }, spec: '002 §2' },
    { pattern: '/itinerary/overview', attributes: { view: 'overview' }, spec: '002 §2' },
    { pattern: '/itinerary/detail/:id', attributes: { view: 'port', 'schedule-id': ':id' }, spec: '002 §2' },
    { pattern: '/holiday', attributes: { view: 'overview' }, access: 'protected', spec: '002 §2' },
    { pattern: '/my_holiday', attributes: { view: 'overview' }, access: 'protected', spec: '000 §2, 002 §2' },
    { pattern: '/itinerary/spark/:date?', attributes: { view: 'spark', date: ':date' }, spec: '002 §2' },
  ],
  routes: ['/itinerary/overview', '/itinerary/detail', '/itinerary/spark', '/holiday', '/my_holiday', '/weather', '/wherewhen'],
  firstCalls: (attribute) => {
    const view = attribute('view') || 'overview';
    if (view === 'overview') return [['itinerary/schedules']];
    if (view === 'wherewhen') return [['cms/articles/whereAndWhen/']];
    const id = attribute('schedule-id');
    if (view === 'port' && id) return [[`itinerary/schedules/${encodeURIComponent(id)}`]];
    return [];
  },
} as const satisfies WidgetMeta;
