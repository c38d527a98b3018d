/** The guest's account: invoices, PIN change and reset (spec 001 §2, §4, §5, §7, §8; 002 §2, §3, §6, §7). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-account',
  description:
    'The signed-in guest\'s account. view="invoices": the charges on the account as a table (charge date, department, description, charges, discount, total) with their sums, or a note that there are none, and a link to the PIN page (hidden on kiosks and when PIN login is off). view="pin": change the PIN (current and new PIN, exactly 4 digits each) and reset it. Both with a link back to the dashboard.',
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['invoices', 'pin'],
      default: 'invoices',
      description: 'invoices: the account and its charges (/my_account); pin: change or reset the PIN (/my_account/pin).',
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'invoices', description: 'The table of charges.' },
    { name: 'pin-link', description: 'The link to the PIN page.' },
    { name: 'pin-change', description: 'The PIN change form.' },
    { name: 'pin-reset', description: 'The PIN reset section.' },
    { name: 'dashboard-link', description: 'The link back to the dashboard.' },
    { name: 'login', description: 'The sign-in link shown to a visitor (the element alone on a page).' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/my_account', attributes: { view: 'invoices' }, access: 'protected', spec: '002 §2' },
    { pattern: '/my_account/pin', attributes: { view: 'pin' }, access: 'protected', spec: '001 §2' },
  ],
  routes: ['/my_account'],
} as const satisfies WidgetMeta;
