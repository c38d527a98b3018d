/** The grouped shore-excursion cart (spec 001 §2–§4). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-excursion-cart',
  description:
    "The signed-in guest's shore-excursion cart, grouped by itinerary or date and then by excursion, with passengers, prices and totals; a remove cross per excursion (a remove action for each of its passengers) and an Amend link back to the excursion; warns about excursions that overlap in time with each other or with booked ones. Follows every cart change on the page and in other tabs.",
  attributes: [],
  events: [{ name: 'lido-cart-change', detail: 'LidoCartChangeDetail', description: 'The cart changed: detail.count is the number of cart entries.' }],
  parts: [
    { name: 'heading', description: 'The cart title.' },
    { name: 'group', description: 'One itinerary or date of the cart.' },
    { name: 'excursion', description: 'One excursion with its passengers.' },
    { name: 'remove', description: 'The remove cross of an excursion.' },
    { name: 'amend', description: 'The Amend link of an excursion.' },
    { name: 'totals', description: 'Number of excursions and total price.' },
    { name: 'conflicts', description: 'The time-overlap warning.' },
    { name: 'login', description: 'The log-in link when no guest is signed in.' },
    { name: 'checkout', description: 'The link from the cart to the checkout.' },
  ],
  cssProperties: [],
  pages: [{ pattern: '/cart', access: 'protected-if-login-required', spec: '001 §2' }],
  routes: ['/cart'],
} as const satisfies WidgetMeta;
