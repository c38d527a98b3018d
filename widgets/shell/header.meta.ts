/** The top of the app frame (spec 002 §2 "App shell"). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-header',
  description:
    'App header: the logo (a link home), the clock when the device profile enables it (refreshed every 5 s), the app title and the hub connection state (announced politely). Shows the "Server Connection Error" page when the configuration cannot be fetched from the hub.',
  attributes: [],
  events: [
    { name: 'lido-login', detail: 'LidoLoginDetail', description: 'Kiosk: a card swipe outside the login form signed the guest in (sent by lido-subheader when it is on the page); the element then navigates to the page (from home or /login: the origin, else /my_holiday).' },
    { name: 'lido-logout', detail: 'LidoLogoutDetail', description: 'The kiosk idle logout signed the guest out (sent by lido-subheader when it is on the page); the element then navigates home.' },
  ],
  parts: [
    { name: 'bar', description: 'The header bar.' },
    { name: 'logo', description: 'The logo link to the home page.' },
    { name: 'title', description: 'The app title.' },
    { name: 'clock', description: 'The clock.' },
    { name: 'connection', description: 'The hub connection state (a polite live region: empty while online).' },
    { name: 'server-error', description: 'The server connection error page.' },
  ],
  cssProperties: [
    { name: '--lido-header-background', description: 'Background of the bar.', default: 'var(--lido-color-primary)' },
    { name: '--lido-header-color', description: 'Text colour of the bar.', default: 'var(--lido-color-on-primary)' },
  ],
} as const satisfies WidgetMeta;
