/** The photo service (spec 001 §2–§9): consent, my photos, packages, basket, order, orders. */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-photo-shop',
  description:
    "The photo-matching service as one widget with views: the overview tiles, the consent page (accept, opt out, change status; nothing else shows without consent), the cabin photos with their variants, the bulk packages, the basket with group offers, free credits, conditions and a one-time upsell, the order and its confirmation, the order list and an order's detail with digital downloads (a ZIP for more than 9 photos; not on a kiosk). Blocked guests cannot order; every view needs a signed-in guest.",
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['overview', 'consent', 'myphotos', 'packages', 'cart', 'orderconfirmation', 'orders', 'orderdetail'],
      default: 'overview',
      description:
        'overview (/photomatch/overview), consent, myphotos, packages, cart (the basket), orderconfirmation, orders, orderdetail (/photomatch/orderDetail: the order from the navigation state).',
    },
  ],
  events: [
    {
      name: 'lido-cart-change',
      detail: 'LidoCartChangeDetail',
      description: 'The photo basket (or another cart) changed, here, in another widget of the page or in another tab.',
    },
  ],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'tile', description: 'A tile of the overview.' },
    { name: 'consent', description: 'The consent status and its buttons.' },
    { name: 'photo', description: 'A photo of the cabin in the grid.' },
    { name: 'package', description: 'A bulk package.' },
    { name: 'basket', description: 'The basket.' },
    { name: 'order-button', description: 'The button that places the order.' },
    { name: 'order', description: 'An order in the order list.' },
    { name: 'login', description: 'The sign-in link shown to a visitor.' },
    { name: 'empty', description: 'The note shown when the basket is empty.' },
  ],
  cssProperties: [{ name: '--lido-photo-tile-size', description: 'Width of a photo in the grid.', default: '10rem' }],
  pages: [
    { pattern: '/photomatch/overview', attributes: { view: 'overview' }, access: 'protected', spec: '001 §2' },
    { pattern: '/photomatch/consent', attributes: { view: 'consent' }, access: 'protected', spec: '001 §2' },
    { pattern: '/photomatch/myphotos', attributes: { view: 'myphotos' }, access: 'protected', spec: '001 §2' },
    { pattern: '/photomatch/packages', attributes: { view: 'packages' }, access: 'protected', spec: '001 §2' },
    { pattern: '/photomatch/cart', attributes: { view: 'cart' }, access: 'protected', spec: '001 §2' },
    { pattern: '/photomatch/orderconfirmation', attributes: { view: 'orderconfirmation' }, access: 'protected', spec: '001 §2' },
    { pattern: '/photomatch/orders', attributes: { view: 'orders' }, access: 'protected', spec: '001 §2' },
    { pattern: '/photomatch/orderDetail', attributes: { view: 'orderdetail' }, access: 'protected', spec: '001 §2' },
  ],
  routes: ['/photomatch'],
  firstCalls: () => [['photomatch/config']],
} as const satisfies WidgetMeta;
