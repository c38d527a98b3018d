/**
 * The cruise guests' own records (the Lido Aurora's voyage, LIDO123 and the other bookings). The
 * excursions they booked before the voyage, with their appointments, are seeded with the
 * excursions themselves (../cart.ts, ../excursions.ts).
 */
import { rel } from '../../lib/dates.ts';
import { msg, type VariantPersonal } from './model.ts';

export function cruise(): VariantPersonal {
  return {
    appointments: [
      {
        accountNumber: '100200',
        date: rel(0, 'dmy'),
        fromTime: '16:00',
        toTime: '16:30',
        text: 'Safety drill briefing, Muster Station B',
        excursionCode: 'MUS-B',
        bookingStatus: 'C',
      },
      {
        accountNumber: '100200',
        date: rel(1, 'dmy'),
        fromTime: '10:00',
        toTime: '11:00',
        text: 'Behind the scenes: galley tour',
        excursionCode: 'SEA-002',
        bookingStatus: 'C',
      },
      {
        accountNumber: '100201',
        date: rel(1, 'dmy'),
        fromTime: '14:00',
        toTime: '14:50',
        text: 'Hot stone massage, Serenity Spa',
        excursionCode: 'SPA-HS50',
        bookingStatus: 'R',
      },
      {
        accountNumber: '100200',
        date: rel(4, 'dmy'),
        fromTime: '08:30',
        toTime: '17:00',
        text: 'Florence on your own',
        excursionCode: 'LIV-FLO',
        bookingStatus: 'W',
      },
      {
        accountNumber: '100201',
        date: rel(5, 'dmy'),
        fromTime: '08:00',
        toTime: '16:30',
        text: 'Rome highlights',
        excursionCode: 'CIV-ROME',
        bookingStatus: 'X',
      },
      // issue 34 (My day): the Smiths' dinner at The Grill tonight, the one their invoice charges
      {
        accountNumber: '100200',
        date: rel(0, 'dmy'),
        fromTime: '19:30',
        toTime: '21:30',
        text: 'The Grill (2 guests)',
        excursionCode: 'DIN-GRL',
        bookingStatus: 'C',
      },
    ],
    // Invoices per account (002 §3 invoice line): each guest's own bill. The children and the
    // blocked-for-muster guest's partner have none ('no charges').
    invoices: [
      // John Smith (the lead of LIDO123): the pre-booked extras and today's charges
      { accountNumber: '100200', offset: -30, department: 'Shore Excursions', description: 'Pre-booked: Olive oil tasting (2)', charges: 78 },
      { accountNumber: '100200', offset: -21, department: 'Bars', description: 'Pre-booked: wine package, 7 days', charges: 210, discounts: 21 },
      { accountNumber: '100200', offset: 0, department: 'Guest Services', description: 'Wi-Fi package, voyage', charges: 79, discounts: 15.8 },
      { accountNumber: '100200', offset: 0, department: 'Bars', description: 'Sail-away cocktails (2)', charges: 19.5 },
      { accountNumber: '100200', offset: 0, department: 'Restaurants', description: 'Speciality dining: The Grill, 2 guests', charges: 70 },
      // Anna Smith: her own spa booking and a shop purchase
      { accountNumber: '100201', offset: -14, department: 'Spa', description: 'Pre-booked: hot stone massage 50 min', charges: 119, discounts: 11.9 },
      { accountNumber: '100201', offset: 0, department: 'Shops', description: 'Sun cream and sunglasses', charges: 42.9 },
      // Peter Jones (PIN change required): one refund among the charges
      { accountNumber: '100300', offset: -20, department: 'Shore Excursions', description: 'Pre-booked: Palma cathedral and old town', charges: 59 },
      { accountNumber: '100300', offset: -10, department: 'Guest Services', description: 'Pre-booked: premium Wi-Fi, voyage', charges: 99, discounts: 9.9 },
      { accountNumber: '100300', offset: 0, department: 'Bars', description: 'Espresso bar', charges: 7.8 },
      { accountNumber: '100300', offset: 0, department: 'Guest Services', description: 'Refund: laundry service charged twice', charges: -12 },
      // Sarah Jones
      { accountNumber: '100301', offset: 0, department: 'Laundry', description: 'Laundry bag, 1 load', charges: 24 },
      // Brian Brown (blocked): an account on hold
      { accountNumber: '100400', offset: -3, department: 'Casino', description: 'Casino credit', charges: 500 },
      { accountNumber: '100400', offset: -1, department: 'Bars', description: 'Bar tab, Sky Bar', charges: 186.4 },
      // Maria Miller (blocked for muster): a single charge
      { accountNumber: '100500', offset: 0, department: 'Photo Gallery', description: 'Embarkation photo, print', charges: 14.99 },
    ],
    messages: [
      msg(
        '7012',
        'Urgent',
        'Sent',
        25,
        'Safety drill today at 16:00',
        '<p>All guests must attend the safety drill at <strong>16:00</strong> today. Please bring your cruise card and go to <em>Muster Station B, Deck 5</em>.</p>',
      ),
      msg(
        '7012',
        'Important',
        'Sent',
        2 * 60 + 10,
        'Your table reservation',
        '<p>Your table for four at <strong>The Grill</strong> is confirmed for tomorrow at 19:30.</p>',
      ),
      msg(
        '7012',
        'Normal',
        'Read',
        5 * 60,
        'Welcome aboard the Lido Aurora',
        '<p>Welcome aboard! Your luggage will be delivered to your cabin by 19:00.</p><p>Need anything? Dial 0 for Guest Services.</p>',
      ),
      msg('7012', 'Normal', 'Sent', 20 * 60, 'Online check-in complete', '<p>Thank you for checking in online. See you at the terminal tomorrow.</p>'),
      msg('7014', 'Important', 'Sent', 60, 'Please change your PIN', '<p>For your security please choose a new PIN for your cabin account.</p>'),
      msg('7014', 'Normal', 'Read', 5 * 60, 'Welcome aboard the Lido Aurora', '<p>Welcome aboard! Your luggage will be delivered to your cabin by 19:00.</p>'),
      msg('8020', 'Urgent', 'Sent', 90, 'Please visit Guest Services', '<p>Please visit Guest Services on Deck 4 regarding your onboard account.</p>'),
      msg('8022', 'Urgent', 'Sent', 30, 'Muster: station visit required', '<p>Please complete your muster station visit at Station C before departure.</p>'),
    ],
    // seeded with the cruise excursions (../cart.ts)
    excursionOrders: [],
  };
}
