/** Basket checkout and order confirmation (spec 001 §2–§9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-basket',
  description:
    'Basket checkout (/basket, login required): the grouped cart, contact details (email, confirmation, optional mobile), payment by Card or Cash, the booking terms to accept, and Place order (sent once, whatever the clicks, timeouts and retries); everything typed is kept after any failure. The confirmation (/confirmation) shows the order, the group reference and the lead guest, and survives a reload.',
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['basket', 'confirmation'],
      default: 'basket',
      description: 'basket: the checkout (/basket); confirmation: the order confirmation (/confirmation).',
    },
  ],
  events: [
    {
      name: 'lido-cart-change',
      detail: 'LidoCartChangeDetail',
      description: 'The cart changed (an order empties it): detail.count is the number of cart entries.',
    },
  ],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'form', description: 'The contact, payment and terms form.' },
    { name: 'terms', description: 'The booking terms panel.' },
    { name: 'order', description: 'The Place order button.' },
    { name: 'confirmation', description: 'The order confirmation.' },
    { name: 'group', description: 'One itinerary or date of the cart.' },
    { name: 'excursion', description: 'One excursion with its passengers.' },
    { name: 'remove', description: 'The remove cross of an excursion.' },
    { name: 'amend', description: 'The Amend link of an excursion.' },
    { name: 'totals', description: 'Number of excursions and total price.' },
    { name: 'login', description: 'The log-in link when no guest is signed in.' },
    { name: 'my-bookings', description: 'The link to the guest’s bookings on the order confirmation.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/basket', access: 'protected', spec: '001 §2' },
    { pattern: '/confirmation', attributes: { view: 'confirmation' }, access: 'protected', spec: '001 §2' },
  ],
  routes: ['/basket', '/confirmation'],
} as const satisfies WidgetMeta;
