/**
 * The cruise's venues (the Lido Aurora's): activities on the sports deck and in the studios, the
 * ship's restaurants, the Serenity Spa. Categories 71–89, items 7101–7399 (../venues/variants.ts).
 * Their texts are translated in ../translations.ts.
 */
import { MEDIA } from '../blobs.ts';
import { rel } from '../../lib/dates.ts';
import { hours, item, type Venue, type VenueCategory, type VariantVenues } from './model.ts';

export function cruise(): VariantVenues {
  const categories: VenueCategory[] = [
    { id: 71, module: 'activity', title: 'Sports & fitness', description: 'Climbing, golf and more.', image: 'fitness' },
    { id: 72, module: 'activity', title: 'Classes & workshops', description: 'Learn something new at sea.', image: 'wine-tasting' },
    { id: 73, module: 'activity', title: 'Family fun', description: 'For the whole family.', image: 'kids-club' },
    { id: 81, module: 'spa', title: 'Massages', description: 'Relax and unwind.', image: 'spa' },
    { id: 82, module: 'spa', title: 'Facials', description: 'Glow for the gala night.', image: 'spa' },
    { id: 83, module: 'spa', title: 'Hair & beauty', description: 'Salon treatments.', image: 'spa' },
  ];
  const venues: Venue[] = [
    item(7101, 'activity', 71, 'Climbing wall', '<p>Climb 12 metres above the sea. Harness and shoes provided.</p>', { externalId: 'ACT-CLIMB', price: 0, duration: 30, image: 'fitness', location: 'Deck 12, aft', capacity: 6, maxPersons: 4, slots: [...hours('09:00', '12:00', 30), ...hours('14:00', '17:00', 30)], slotMinutes: 30, justToKnow: 'Minimum height 1.20 m. Closed in strong winds.', wayfinderProfileId: 9 }),
    item(7102, 'activity', 71, 'Golf simulator', '<p>Play 40 famous courses on our simulator.</p>', { externalId: 'ACT-GOLF', price: 25, duration: 60, image: 'fitness', location: 'Deck 12, midships', capacity: 4, maxPersons: 4, slots: hours('09:00', '18:00', 60) }),
    item(7103, 'activity', 72, 'Painting workshop', '<p>Paint the Mediterranean coast with our artist in residence.</p>', { externalId: 'ACT-PAINT', price: 15, duration: 90, image: 'sunset', location: 'Deck 6, Studio', capacity: 12, maxPersons: 4, slots: ['10:00', '14:30'], slotMinutes: 90, days: [1, 7, 10] }),
    item(7104, 'activity', 72, 'Cocktail masterclass', '<p>Shake three classic cocktails and learn the stories behind them.</p>', { externalId: 'ACT-COCK', price: 29, duration: 60, image: 'wine-tasting', location: 'Sky Bar, Deck 14', capacity: 10, maxPersons: 4, slots: ['16:00', '17:30'], justToKnow: 'Guests must be 18 or older.' }),
    item(7105, 'activity', 72, 'Bridge club', '<p>Meet fellow players every sea day. No booking needed.</p>', { price: 0, duration: 120, image: 'default', location: 'Card room, Deck 6' }),
    item(7106, 'activity', 73, 'Family treasure hunt', '<p>Follow the clues all over the ship.</p>', { externalId: 'ACT-HUNT', price: 0, duration: 60, image: 'kids-club', location: 'Kids Club, Deck 11', capacity: 20, maxPersons: 6, slots: ['10:00', '15:00'], wayfinderProfileId: 7 }),
    item(7107, 'activity', 73, 'Aqua park', '<p>Three slides and a splash zone. Open daily 10:00 to 18:00.</p>', { price: 0, image: 'pool-deck', location: 'Deck 12, aft', justToKnow: 'Children under 8 must be accompanied.', wayfinderProfileId: 8 }),
    // booking information without limits: the client's defaults 1 and 4 apply (and the suggestion of 4)
    item(7108, 'activity', 71, 'Table tennis tournament', '<p>Knock-out tournament on the sports deck. Bats and balls provided.</p>', { externalId: 'ACT-PING', price: 0, duration: 60, image: 'fitness', location: 'Sports deck, Deck 12', capacity: 16, minPersons: null, maxPersons: null, slots: ['11:00', '16:00'], occupancy: {} }),
    // a minimum above 1
    item(7109, 'activity', 72, 'Escape room', '<p>Solve the captain’s riddle in 60 minutes. For teams of two to six.</p>', { externalId: 'ACT-ESC', price: 19, duration: 60, image: 'theatre', location: 'Deck 7, forward', capacity: 6, minPersons: 2, maxPersons: 6, slots: ['10:00', '13:00', '18:00'], occupancy: {}, justToKnow: 'Teams of two to six guests.' }),
    item(7201, 'dining', null, 'Horizon Restaurant', '<p>Our main restaurant: five courses every evening.</p>', { externalId: 'DIN-HOR', price: 0, duration: 90, image: 'restaurant', location: 'Deck 5, aft', type: 'open seating', capacity: 40, maxPersons: 8, slots: hours('17:30', '21:30', 30), slotMinutes: 90, wayfinderProfileId: 1 }),
    item(7202, 'dining', null, 'The Grill', '<p>Dry-aged steaks and fresh seafood.</p>', { externalId: 'DIN-GRL', price: 35, duration: 120, image: 'restaurant', location: 'Deck 14, aft', type: 'specialty', capacity: 16, maxPersons: 8, slots: hours('18:00', '22:00', 30), slotMinutes: 120, closed: ['20:30'], justToKnow: 'Cover charge 35.00 per guest. Smart casual.', wayfinderProfileId: 2 }),
    item(7203, 'dining', null, 'Sakura Teppanyaki', '<p>Japanese grill, cooked at your table.</p>', { externalId: 'DIN-SAK', price: 39, duration: 90, image: 'restaurant', location: 'Deck 6, forward', type: 'specialty', capacity: 12, maxPersons: 6, slots: ['18:00', '19:30', '21:00'], slotMinutes: 90, privateOnly: true }),
    item(7204, 'dining', null, 'Trattoria Aurora', '<p>Pasta and pizza from our wood-fired oven.</p>', { externalId: 'DIN-TRA', price: 25, duration: 90, image: 'restaurant', location: 'Deck 9, forward', type: 'specialty', capacity: 20, maxPersons: 8, slots: hours('18:00', '22:00', 30), slotMinutes: 90 }),
    // a slot one booking from full: 19:00 has one seat left every day (a second guest can take it)
    item(7206, 'dining', null, 'Chef’s table', '<p>Eight courses at the galley’s own table, with the head chef.</p>', { externalId: 'DIN-CHEF', price: 95, duration: 150, image: 'restaurant', location: 'Galley, Deck 5', type: 'specialty', capacity: 4, minPersons: 1, maxPersons: 4, slots: ['19:00', '20:30'], slotMinutes: 90, occupancy: { '19:00': 3 }, justToKnow: 'Wine pairing included. Smart attire.', wayfinderProfileId: 1 }),
    item(7205, 'dining', null, 'Lido Buffet', '<p>Casual buffet dining by the pool, no reservations.</p>', { price: 0, image: 'pool-deck', location: 'Deck 9, aft', type: 'open seating' }),
    item(7301, 'spa', 81, 'Hot stone massage', '<p>Warm basalt stones release tension.</p>', { externalId: 'SPA-HS50', price: 119, duration: 50, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('09:00', '19:00', 60), justToKnow: 'Please arrive 15 minutes early.', wayfinderProfileId: 6 }),
    item(7302, 'spa', 81, 'Swedish massage', '<p>The classic full-body massage.</p>', { externalId: 'SPA-SW50', price: 99, duration: 50, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 3, minPersons: 1, maxPersons: 1, slots: hours('09:00', '19:00', 60), wayfinderProfileId: 6 }),
    item(7303, 'spa', 82, 'Hydrating facial', '<p>Restores moisture after a day in the sun.</p>', { externalId: 'SPA-HF45', price: 89, duration: 45, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '18:00', 60) }),
    item(7304, 'spa', 82, 'Men’s facial', '<p>Deep cleansing and a relaxing massage.</p>', { externalId: 'SPA-MF45', price: 79, duration: 45, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 1, minPersons: 1, maxPersons: 1, slots: hours('10:00', '18:00', 60) }),
    item(7305, 'spa', 83, 'Blow-dry', '<p>Ready for the gala evening.</p>', { externalId: 'SPA-BD30', price: 35, duration: 30, image: 'spa', location: 'Salon, Deck 10', capacity: 3, minPersons: 1, maxPersons: 1, slots: hours('14:00', '19:00', 30), slotMinutes: 30 }),
    item(7306, 'spa', 83, 'Manicure', '<p>Shape, cuticle care and polish.</p>', { externalId: 'SPA-MA40', price: 39, duration: 40, image: 'spa', location: 'Salon, Deck 10', capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '18:00', 60) }),
    item(7307, 'spa', 81, 'Thermal suite', '<p>Sauna, steam room and heated loungers. Day passes at the spa desk.</p>', { price: 29, duration: null, image: 'spa', location: 'Serenity Spa, Deck 10', minPersons: 1, maxPersons: 1 }),
  ];
  return {
    categories,
    venues,
    // venue videos and PDFs (blobs/videos/{id}, blobs/pdfs/{id} of the venue's id)
    media: [
      ['pdfSet', 7201, [{ id: 701, path: MEDIA.pdf.menu, name: 'Horizon dinner menu', description: 'Five courses, changing nightly' }]],
      ['videoSet', 7201, [{ id: 701, path: MEDIA.video(3), name: 'A night at the Horizon', description: 'Our main restaurant at dinner time' }]],
      ['pdfSet', 7206, [{ id: 702, path: MEDIA.pdf.menu, name: 'Chef’s table menu', description: 'Eight courses with wine pairing' }]],
      ['videoSet', 7206, [{ id: 702, path: MEDIA.video(4), name: 'Meet the head chef', description: 'Behind the scenes in the galley' }]],
      ['pdfSet', 7301, [{ id: 703, path: MEDIA.pdf.welcome, name: 'Serenity Spa treatment menu', description: 'Every treatment and price' }]],
      ['videoSet', 7301, [{ id: 703, path: MEDIA.video(2), name: 'The hot stone ritual', description: 'What to expect' }]],
      ['videoSet', 7101, [{ id: 704, path: MEDIA.video(1), name: 'Climbing wall safety', description: 'Before your first climb' }]],
    ],
    // a pre-existing booking of the demo family
    bookings: [{
      reference: 'DIN-1000', module: 'dining', objectId: 7202, date: rel(1, 'dmy'), fromTime: '19:30', toTime: '21:30', numberOfPersons: 4,
      accountNumber: '100200', createdAt: new Date(0).toISOString(),
    }],
  };
}
