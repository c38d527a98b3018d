/**
 * The airport's restaurants and lounges (Palma de Mallorca Airport of ../cms/airport.ts): the
 * restaurant with a view of the runway and the tapas bar in the central area after security, the
 * lounges of the Schengen modules and of module A, the arrivals café. Dining only (an airport runs
 * no activity or spa module): its signage boards show them (../signage.ts). Items 9201–9299
 * (./variants.ts). Their texts are translated in ../translations.ts.
 */
import { hours, item, type VariantVenues } from './model.ts';

const CENTRAL = 'Departures, central area after security';

export function airport(): VariantVenues {
  return {
    categories: [],
    venues: [
      item(
        9201,
        'dining',
        null,
        'Mirador restaurant',
        '<p>Mediterranean dishes with a view of the runway. Tell us your departure time and we serve you in good time.</p>',
        {
          externalId: 'DIN-MIR',
          price: 0,
          duration: 60,
          image: 'restaurant',
          location: CENTRAL,
          type: 'specialty',
          capacity: 40,
          maxPersons: 8,
          slots: hours('11:00', '22:00', 30),
          slotMinutes: 60,
          justToKnow: 'Allow at least 45 minutes before your boarding time.',
        },
      ),
      item(9202, 'dining', null, 'Es Racó tapas bar', '<p>Pa amb oli, tapas and Mallorcan wine at the bar, from the first flight on. No reservations.</p>', {
        price: null,
        image: 'wine-tasting',
        location: CENTRAL,
        type: 'open seating',
        capacity: 30,
        slots: hours('05:00', '23:00', 30),
        slotMinutes: 30,
      }),
      item(
        9203,
        'dining',
        null,
        'Formentor lounge',
        '<p>Snacks, drinks, Wi-Fi and quiet areas for flights from modules C and D. Book an entry time and stay up to three hours.</p>',
        {
          externalId: 'LNG-FOR',
          price: 35,
          duration: 180,
          image: 'default',
          location: 'Departures, module C, upper floor',
          capacity: 40,
          maxPersons: 6,
          slots: hours('05:00', '21:00', 60),
          justToKnow: 'Free with a lounge membership or a business-class ticket.',
        },
      ),
      item(
        9204,
        'dining',
        null,
        'Valldemossa lounge',
        '<p>Snacks, drinks, Wi-Fi and quiet areas for flights from module A. Book an entry time and stay up to three hours.</p>',
        {
          externalId: 'LNG-VAL',
          price: 35,
          duration: 180,
          image: 'default',
          location: 'Departures, module A',
          capacity: 20,
          maxPersons: 6,
          slots: hours('05:00', '21:00', 60),
          justToKnow: 'Free with a lounge membership or a business-class ticket.',
        },
      ),
      item(9205, 'dining', null, 'Arrivals café', '<p>Coffee, sandwiches and pastries before you leave the airport, around the clock.</p>', {
        price: null,
        image: 'default',
        location: 'Arrivals hall, ground floor',
        type: 'open seating',
        capacity: 24,
      }),
    ],
  };
}
