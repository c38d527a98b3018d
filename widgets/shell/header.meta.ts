/** The top of the app frame (spec 002 §2 "App shell"). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-header',
  description:
    'App header: the logo (a link home), the name of the ship (or, on another variant, the hotel, flight, coach or airport) the hub names, else the app title; the clock when the device profile enables it (refreshed every 5 s) and the hub connection state (announced politely); the language menu; and, while the signed-in guest\'s shore-excursion cart holds something, a cart button with its count leading to /cart (it follows every cart change of the page and of other tabs). On digital signage no control shows. Shows the "Server Connection Error" page when the configuration cannot be fetched from the hub.',
  attributes: [],
  events: [
    {
      name: 'lido-login',
      detail: 'LidoLoginDetail',
      description:
        'Kiosk: a card swipe outside the login form signed the guest in (sent by lido-subheader when it is on the page); the element then navigates to the page (from home or /login: the origin, else /my_holiday).',
    },
    {
      name: 'lido-logout',
      detail: 'LidoLogoutDetail',
      description: 'The kiosk idle logout signed the guest out (sent by lido-subheader when it is on the page); the element then navigates home.',
    },
  ],
  parts: [
    { name: 'bar', description: 'The header bar.' },
    { name: 'logo', description: 'The logo link to the home page.' },
    { name: 'title', description: 'The ship (hotel, flight …) name from the hub, else the app title.' },
    { name: 'language-menu', description: 'The language menu.' },
    { name: 'cart', description: 'The excursion cart button with its count (while the cart holds something).' },
    { name: 'clock', description: 'The clock.' },
    { name: 'connection', description: 'The hub connection state (a polite live region: empty while online).' },
    { name: 'server-error', description: 'The server connection error page.' },
  ],
  cssProperties: [
    { name: '--lido-header-background', description: 'Background of the bar.', default: 'var(--lido-color-primary)' },
    { name: '--lido-header-color', description: 'Text colour of the bar.', default: 'var(--lido-color-on-primary)' },
  ],
} as const satisfies WidgetMeta;
