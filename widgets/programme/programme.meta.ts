/** Daily programme and scheduled programme (spec 002 §2, §3, §4, §7, §8, §9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-daily-programme',
  description:
    'The daily programme (/itinerary/go, /dailyprogram/{date}, /timetable) or the scheduled programme (/scheduledprogram): a day picker over the voyage days with 7 dates at a time, the day heading (date | at sea or the day title, and the night the clocks change), a filter (search text and levels; hidden on Kiosk and DigitalSignage), event cards in a grid (3 columns on signage, else 4 on large screens) with the Chargeable Experience mark, and a detail popup. Times are ship time. A day is kept for 120000 ms, then asked again when selected. Usable with the arrow keys alone (cabin TV remote). On DigitalSignage: today only, no day picker, cards that open nothing, and the events that do not fit the screen page themselves every page-seconds with a page indicator.',
  attributes: [
    {
      name: 'mode',
      prop: 'mode',
      type: 'string',
      values: ['daily', 'scheduled'],
      default: 'daily',
      description: 'daily: the lineup of the daily programme; scheduled: the Scheduled Programme from the content system (cms/dailyScheduleByDate).',
    },
    {
      name: 'date',
      prop: 'date',
      type: 'string',
      description: 'The day selected first (dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd); default: the first voyage day from today.',
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
    { name: 'heading', description: 'The page title.' },
    { name: 'day-picker', description: 'The day picker (7 dates and the previous and next arrows).' },
    { name: 'day-heading', description: 'The heading of the selected day.' },
    { name: 'event-star', description: "The star on an event that puts it on the signed-in guest's My day (a toggle button)." },
    { name: 'filters', description: 'The filter panel (search text, levels, clear).' },
    { name: 'event', description: 'One event card.' },
    { name: 'page-indicator', description: 'DigitalSignage: the page of events shown (“2 / 3”), when they page themselves.' },
    { name: 'event-detail', description: 'The detail popup of an event.' },
    { name: 'clock-change', description: 'The note on the day the clocks change.' },
    { name: 'empty', description: 'The note shown when a day has no programme yet.' },
    { name: 'day-unavailable', description: 'The note shown when a day could not be loaded (with a button to load it again).' },
  ],
  cssProperties: [{ name: '--lido-programme-chargeable', description: 'Colour of the Chargeable Experience mark.', default: 'var(--lido-color-accent)' }],
  pages: [
    { pattern: '/timetable', attributes: { mode: 'daily' }, spec: '002 §2' },
    { pattern: '/itinerary/go', attributes: { mode: 'daily' }, spec: '002 §2' },
    { pattern: '/dailyprogram/:date?', attributes: { mode: 'daily', date: ':date' }, spec: '002 §2' },
    { pattern: '/scheduledprogram', attributes: { mode: 'scheduled' }, spec: '002 §2' },
  ],
  routes: ['/itinerary/go', '/dailyprogram', '/scheduledprogram', '/timetable'],
  firstCalls: () => [['itinerary/schedules']],
} as const satisfies WidgetMeta;
