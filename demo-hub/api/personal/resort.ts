/**
 * The resort guests' own records: a week at the beach hotel (arrived two days ago, leaving on day
 * 5, ../itinerary.ts resortStay), its restaurants, spa and activities (../venues/resort.ts), the
 * Barcelona excursions of the catalogue (../catalogue.ts BCN-…), the room's messages and bill.
 * The rooms are the cabins' numbers (7012 is room 12 on the seventh floor).
 */
import { rel } from '../../lib/dates.ts';
import { msg, type VariantPersonal } from './model.ts';

export function resort(): VariantPersonal {
  return {
    appointments: [
      // the flamenco night in town both parents booked before they came (the excursion order below)
      ...['100200', '100201'].map((accountNumber) => ({
        accountNumber,
        date: rel(0, 'dmy'),
        fromTime: '20:00',
        toTime: '23:00',
        text: 'Flamenco night with tapas',
        excursionCode: 'BCN-FLAM',
        bookingStatus: 'C' as const,
      })),
      {
        accountNumber: '100200',
        date: rel(1, 'dmy'),
        fromTime: '08:00',
        toTime: '09:00',
        text: 'Tennis court (2 guests)',
        excursionCode: 'ACT-TENNIS',
        bookingStatus: 'C',
      },
      {
        accountNumber: '100201',
        date: rel(1, 'dmy'),
        fromTime: '11:00',
        toTime: '11:50',
        text: 'Olive oil massage (1 guest)',
        excursionCode: 'SPA-OL50',
        bookingStatus: 'R',
      },
      {
        accountNumber: '100200',
        date: rel(1, 'dmy'),
        fromTime: '20:00',
        toTime: '21:30',
        text: 'La Terrassa (2 guests)',
        excursionCode: 'DIN-TER',
        bookingStatus: 'C',
      },
      {
        accountNumber: '100200',
        date: rel(3, 'dmy'),
        fromTime: '09:30',
        toTime: '11:30',
        text: 'Kayak along the coast (2 guests)',
        excursionCode: 'ACT-KAYAK',
        bookingStatus: 'W',
      },
      {
        accountNumber: '100201',
        date: rel(4, 'dmy'),
        fromTime: '17:00',
        toTime: '18:30',
        text: 'Paella cooking class (1 guest)',
        excursionCode: 'ACT-PAELLA',
        bookingStatus: 'X',
      },
      {
        accountNumber: '100300',
        date: rel(2, 'dmy'),
        fromTime: '20:30',
        toTime: '22:00',
        text: 'Sumi (2 guests)',
        excursionCode: 'DIN-SUMI',
        bookingStatus: 'C',
      },
    ],
    invoices: [
      // John Smith: the transfer, the flamenco night booked before the stay, two evenings' charges
      { accountNumber: '100200', offset: -2, department: 'Guest Services', description: 'Airport transfer, Barcelona El Prat to the hotel', charges: 65 },
      { accountNumber: '100200', offset: -2, department: 'Excursions', description: 'Pre-booked: Flamenco night with tapas (2)', charges: 138 },
      { accountNumber: '100200', offset: -1, department: 'Restaurants', description: 'Brasa, 2 guests', charges: 86.5 },
      { accountNumber: '100200', offset: -1, department: 'Bars', description: 'Pool bar', charges: 24.5 },
      { accountNumber: '100200', offset: 0, department: 'Minibar', description: 'Minibar, room 7012', charges: 18.4 },
      { accountNumber: '100200', offset: 0, department: 'Guest Services', description: 'Beach cabana, full day', charges: 45, discounts: 4.5 },
      // Anna Smith: her massage, booked with the room, and a shop purchase
      { accountNumber: '100201', offset: -14, department: 'Spa', description: 'Pre-booked: olive oil massage 50 min', charges: 95, discounts: 9.5 },
      { accountNumber: '100201', offset: -1, department: 'Shops', description: 'Sun cream and sunglasses', charges: 42.9 },
      // Peter Jones (PIN change required): one refund among the charges
      { accountNumber: '100300', offset: -10, department: 'Guest Services', description: 'Pre-booked: premium Wi-Fi, stay', charges: 49, discounts: 4.9 },
      { accountNumber: '100300', offset: 0, department: 'Bars', description: 'Pool bar', charges: 7.8 },
      { accountNumber: '100300', offset: 0, department: 'Minibar', description: 'Refund: minibar charged twice', charges: -12 },
      // Sarah Jones
      { accountNumber: '100301', offset: 0, department: 'Laundry', description: 'Laundry bag, 1 load', charges: 24 },
      // Brian Brown (blocked): an account on hold
      { accountNumber: '100400', offset: -2, department: 'Restaurants', description: 'Chef’s table, 4 guests', charges: 480 },
      { accountNumber: '100400', offset: -1, department: 'Bars', description: 'Bar tab, Pool bar', charges: 186.4 },
      // Maria Miller: a single charge
      { accountNumber: '100500', offset: 0, department: 'Photo Gallery', description: 'Welcome drink photo, print', charges: 14.99 },
    ],
    messages: [
      msg(
        '7012',
        'Urgent',
        'Sent',
        25,
        'Main pool closed this afternoon',
        '<p>The main pool is closed from <strong>14:00 to 16:00</strong> today for cleaning. The indoor pool in the spa stays open.</p>',
      ),
      msg(
        '7012',
        'Important',
        'Sent',
        2 * 60 + 10,
        'Your table reservation',
        '<p>Your table for two at <strong>La Terrassa</strong> is confirmed for tomorrow at 20:00.</p>',
      ),
      msg(
        '7012',
        'Normal',
        'Read',
        2 * 24 * 60,
        'Welcome to Hotel Arts Barcelona',
        '<p>Welcome! Breakfast is served at Mar Blau from 07:00.</p><p>Need anything? Dial 0 for reception.</p>',
      ),
      msg(
        '7012',
        'Normal',
        'Sent',
        3 * 60,
        'Your flamenco night',
        '<p>Your pick-up for the flamenco night is at <strong>19:30</strong> today at the main entrance.</p>',
      ),
      msg('7014', 'Important', 'Sent', 60, 'Please change your PIN', '<p>For your security please choose a new PIN for your room account.</p>'),
      msg('7014', 'Normal', 'Read', 2 * 24 * 60, 'Welcome to Hotel Arts Barcelona', '<p>Welcome! Breakfast is served at Mar Blau from 07:00.</p>'),
      msg('8020', 'Urgent', 'Sent', 90, 'Please visit reception', '<p>Please visit reception in the lobby regarding your room account.</p>'),
      msg('8022', 'Normal', 'Sent', 30, 'Late check-out confirmed', '<p>Your late check-out at 14:00 on your day of departure is confirmed.</p>'),
    ],
    excursionOrders: [
      {
        groupReference: 'GRP-20000',
        bookingReference: 'LIDO123',
        type: 'ResortExcursion',
        excursionId: 'BCN-FLAM',
        parentId: 'BCN',
        offset: 0,
        passengerIds: [1, 2],
        price: 69,
        confirmationMail: 'john.smith@example.com',
      },
    ],
  };
}
