/** The guest's bookings (spec 001 §2 /my_onboard_bookings, /my_bookings; §3 Appointment; §4). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-my-bookings',
  description:
    "The signed-in guest's bookings (login required): the onboard appointments (date, from and to time, text, code, status; R shown as confirmed), in sections confirmed, waitlist and cancelled when groupBookingsByStatus is on; the booked shore excursions; the photo orders when photoMatchEnabled. A booking made in any widget of the page appears without a reload. Times are ship times, labelled so when the device keeps another time zone.",
  attributes: [],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'login', description: 'The Log in link shown to a visitor.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/my_onboard_bookings', access: 'protected', spec: '001 §2' },
    { pattern: '/my_bookings', access: 'protected', spec: '001 §2' },
  ],
  routes: ['/my_onboard_bookings', '/my_bookings'],
} as const satisfies WidgetMeta;
