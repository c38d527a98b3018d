/** The session bar under the header (spec 002 §2 "App shell", §4 logout and idle, §6). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-subheader',
  description:
    "Session bar: booking reference or PMS name, the signed-in guest's unread urgent cabin messages (a count linking to /cabinmessages, announced once per tab when one arrives), the photo basket button (with the amount, when consent is given and the basket has photos), the film language button and the logout button (hidden for a hospitality-system session). Runs the kiosk and signage idle handling and the remote reload. On a kiosk: the idle dialog (from 25 s before the automatic logout, with a countdown and More time), no link or window leaves the portal (its address is shown as a 'Continue on your phone' QR code) and a card swipe signs in on every screen.",
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
      description: 'The guest logged out (logout button or kiosk idle logout); the element then navigates home.',
    },
    {
      name: 'lido-cart-change',
      detail: 'LidoCartChangeDetail',
      description: 'The cart changed (in any widget of the page or in another tab); the photo basket button reloads its total.',
    },
  ],
  parts: [
    { name: 'bar', description: 'The session bar.' },
    { name: 'identity', description: 'Booking reference or PMS name.' },
    { name: 'urgent-messages', description: 'The link to the cabin messages with the count of unread urgent ones.' },
    { name: 'idle-dialog', description: 'Kiosk: the dialog before the automatic logout.' },
    { name: 'more-time', description: 'Kiosk: the More time button of the idle dialog.' },
    { name: 'phone-dialog', description: 'Kiosk: "Continue on your phone", the QR code of an address outside the portal.' },
    { name: 'phone-code', description: 'Kiosk: the QR code of that address.' },
    { name: 'swipe-notice', description: "Kiosk: a card swipe's sign-in under way, or its refusal." },
    { name: 'photo-basket', description: 'The photo basket button.' },
    { name: 'vod-language', description: 'The film language button.' },
    { name: 'logout', description: 'The logout button.' },
    { name: 'login', description: 'The login link shown to visitors.' },
  ],
  cssProperties: [{ name: '--lido-subheader-background', description: 'Background of the bar.', default: 'var(--lido-color-surface)' }],
} as const satisfies WidgetMeta;
