/** The session bar under the header (spec 002 §2 "App shell", §4 logout and idle, §6). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-subheader',
  description:
    'Session bar: booking reference or PMS name, the signed-in guest\'s unread urgent cabin messages (a count linking to /cabinmessages, announced once per tab when one arrives), the kiosk countdown before the automatic logout, the photo basket button (with the amount, when consent is given and the basket has photos), the film language button and the logout button (hidden for a hospitality-system session). Runs the kiosk and signage idle handling and the remote reload.',
  attributes: [],
  events: [
    { name: 'lido-logout', detail: 'LidoLogoutDetail', description: 'The guest logged out (logout button or kiosk idle logout); the element then navigates home.' },
    { name: 'lido-cart-change', detail: 'LidoCartChangeDetail', description: 'The cart changed (in any widget of the page or in another tab); the photo basket button reloads its total.' },
  ],
  parts: [
    { name: 'bar', description: 'The session bar.' },
    { name: 'identity', description: 'Booking reference or PMS name.' },
    { name: 'urgent-messages', description: 'The link to the cabin messages with the count of unread urgent ones.' },
    { name: 'countdown', description: 'The kiosk countdown before the automatic logout.' },
    { name: 'photo-basket', description: 'The photo basket button.' },
    { name: 'vod-language', description: 'The film language button.' },
    { name: 'logout', description: 'The logout button.' },
    { name: 'login', description: 'The login link shown to visitors.' },
  ],
  cssProperties: [
    { name: '--lido-subheader-background', description: 'Background of the bar.', default: 'var(--lido-color-surface)' },
  ],
} as const satisfies WidgetMeta;
