import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-daily-schedule',
  description: 'Daily schedule: the events of today, tomorrow or a given date.',
  attributes: [
    { name: 'day', prop: 'day', type: 'string', values: ['today', 'tomorrow'], default: 'today', description: 'Which day to show when no date is set.' },
    { name: 'date', prop: 'date', type: 'string', description: 'A date in the form dd/mm/yyyy (from the route); wins over day.' },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The day heading.' },
    { name: 'events', description: 'The list of events.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/dailyschedule', attributes: { day: 'today' }, spec: '000 §2' },
    { pattern: '/dailyschedule/today', attributes: { day: 'today' }, spec: '000 §2' },
    { pattern: '/dailyschedule/tomorrow', attributes: { day: 'tomorrow' }, spec: '000 §2' },
    { pattern: '/dailyschedule/:dd/:mm/:yyyy', attributes: { date: ':dd/:mm/:yyyy' }, spec: '000 §2' },
  ],
  routes: ['/dailyschedule'],
} as const satisfies WidgetMeta;
