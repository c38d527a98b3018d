/**
 * The airport's travellers' own records: a lounge entry booked for today (../venues/airport.ts),
 * charged as the lounge's bookings are. No rooms, so no messages to one; no excursions.
 */
import { rel } from '../../lib/dates.ts';
import type { VariantPersonal } from './model.ts';

export function airport(): VariantPersonal {
  return {
    appointments: [
      {
        accountNumber: '100200',
        date: rel(0, 'dmy'),
        fromTime: '17:00',
        toTime: '20:00',
        text: 'Formentor lounge (2 guests)',
        excursionCode: 'LNG-FOR',
        bookingStatus: 'C',
      },
    ],
    invoices: [{ accountNumber: '100200', offset: 0, department: 'Restaurants', description: 'Formentor lounge, 2 guests', charges: 70 }],
    messages: [],
    excursionOrders: [],
  };
}
