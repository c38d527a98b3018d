/** Sign-in (spec 000 §2, §4, §5): every variant, the PIN-change dialog, and the VOD sign-in. */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-login',
  description:
    'Guest sign-in. The form follows the reservation system of the hub configuration: booking reference, departure date and lead surname (default); account and cabin number, with a PIN when PIN login is on; card swipe or scan on kiosks (submitted by the Enter that ends the swipe); first name, last name and date of birth; or a message and a link to an external login. Asks for a new PIN when the hub requires it. With view="vod" it signs in to the VOD provider instead. After sign-in it navigates to forward-to, else /my_holiday.',
  attributes: [
    {
      name: 'forward-to',
      prop: 'forwardTo',
      type: 'string',
      description: 'Path to go to after sign-in (the page the guest came from). Default: /my_holiday (/vod/overview for the VOD sign-in).',
    },
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['login', 'vod'],
      default: 'login',
      description: 'login: the guest sign-in form; vod: sign in to the VOD provider, then go on (home on failure).',
    },
  ],
  events: [{ name: 'lido-login', detail: 'LidoLoginDetail', description: 'The guest signed in (after the PIN change when one was required).' }],
  parts: [
    { name: 'login', description: 'The sign-in section.' },
    { name: 'extra', description: 'The side panel next to the sign-in form (help, other ways in).' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/login', attributes: { 'forward-to': '?forward_to' }, access: 'login-only', spec: '000 §2' },
    { pattern: '/vod/login', attributes: { view: 'vod', 'forward-to': '?forward_to' }, spec: '000 §2' },
  ],
} as const satisfies WidgetMeta;
