/**
 * The resort's venues: the beach hotel in Barcelona of ../cms/resort.ts (Mar Blau, La Terrassa, the
 * pool bar, the rooftop bar, the spa on the lower ground floor, the Mini Club in the gardens, the
 * beach kiosk). Categories 271–289, items 8101–8399 (./variants.ts). No wayfinder profile: those
 * are the ship's decks. Their texts are translated in ../translations.ts.
 */
import { MEDIA } from '../blobs.ts';
import { hours, item, type VariantVenues } from './model.ts';

const SPA = 'Spa, lower ground floor';

export function resort(): VariantVenues {
  return {
    categories: [
      { id: 271, module: 'activity', title: 'Sports & fitness', description: 'Tennis, the gym and sport on the beach.', image: 'fitness' },
      { id: 272, module: 'activity', title: 'Water sports', description: 'Paddle boards and kayaks from the beach kiosk.', image: 'boat-tour' },
      { id: 273, module: 'activity', title: 'Classes & tastings', description: 'Cook, mix and taste with our team.', image: 'wine-tasting' },
      { id: 274, module: 'activity', title: 'Family fun', description: 'For the whole family.', image: 'kids-club' },
      { id: 281, module: 'spa', title: 'Massages', description: 'Relax and unwind.', image: 'spa' },
      { id: 282, module: 'spa', title: 'Facials', description: 'Care for your skin after the sun.', image: 'spa' },
      { id: 283, module: 'spa', title: 'Hair & beauty', description: 'Salon treatments.', image: 'spa' },
    ],
    venues: [
      // a minimum above 1: a court is booked for two to four players
      item(8101, 'activity', 271, 'Tennis court', '<p>Our clay court in the hotel gardens, floodlit in the evening.</p>', { externalId: 'ACT-TENNIS', price: 12, duration: 60, image: 'fitness', location: 'Tennis court, garden level', capacity: 4, minPersons: 2, maxPersons: 4, slots: hours('08:00', '21:00', 60), occupancy: {}, justToKnow: 'Tennis shoes required. Rackets and balls at the spa desk.' }),
      item(8102, 'activity', 271, 'Personal training', '<p>An hour in the gym with one of our trainers, planned around your goals.</p>', { externalId: 'ACT-PT', price: 45, duration: 60, image: 'fitness', location: 'Gym, lower ground floor', capacity: 1, minPersons: 1, maxPersons: 1, slots: [...hours('07:00', '12:00', 60), ...hours('16:00', '20:00', 60)] }),
      item(8103, 'activity', 271, 'Beach volleyball', '<p>Teams are made up on the spot every afternoon at 16:00; everyone can join.</p>', { price: 0, duration: 60, image: 'beach', location: 'Beach, in front of the hotel' }),
      item(8104, 'activity', 272, 'Stand-up paddle lesson', '<p>Learn to stand and paddle on calm water with our instructor, then explore the coast.</p>', { externalId: 'ACT-SUP', price: 35, duration: 90, image: 'beach', location: 'Beach kiosk', capacity: 8, maxPersons: 4, slots: ['10:00', '12:00', '16:30'], slotMinutes: 90, justToKnow: 'You must be able to swim. From 8 years.' }),
      // booking information without limits: the client's defaults 1 and 4 apply
      item(8105, 'activity', 272, 'Kayak along the coast', '<p>A guided paddle along the beaches to the Olympic marina and back, with a swim stop.</p>', { externalId: 'ACT-KAYAK', price: 45, duration: 120, image: 'boat-tour', location: 'Beach kiosk', capacity: 12, minPersons: null, maxPersons: null, slots: ['09:30', '16:00'], slotMinutes: 120, occupancy: {}, justToKnow: 'Bring a hat and sun cream; dry bags are provided.' }),
      // on the days of the programme's paella class (../programme.ts)
      item(8106, 'activity', 273, 'Paella cooking class', '<p>Cook a paella with our chef and eat it together on the terrace.</p>', { externalId: 'ACT-PAELLA', price: 35, duration: 90, image: 'restaurant', location: 'La Terrassa, beach terrace', capacity: 12, maxPersons: 4, slots: ['17:00'], slotMinutes: 90, days: [1, 4, 7, 10, 13] }),
      item(8107, 'activity', 273, 'Cocktail masterclass', '<p>Shake three Mediterranean cocktails with our bartenders, with the best view of the coast.</p>', { externalId: 'ACT-MIX', price: 29, duration: 60, image: 'wine-tasting', location: 'Rooftop bar, 8th floor', capacity: 10, maxPersons: 4, slots: ['17:30'], justToKnow: 'Guests must be 18 or older.' }),
      item(8108, 'activity', 274, 'Mini Club (4 to 12 years)', '<p>Games, crafts, treasure hunts and a mini disco, every day from 10:00 to 13:00 and from 15:00 to 18:00.</p>', { price: 0, image: 'kids-club', location: 'Mini Club, garden level', justToKnow: 'Free of charge. Register your children with your room number.' }),
      item(8109, 'activity', 274, 'Garden treasure hunt', '<p>Follow the clues through the gardens and around the pools. For families with children from 4.</p>', { externalId: 'ACT-TREASURE', price: 0, duration: 60, image: 'kids-club', location: 'Mini Club, garden level', capacity: 20, maxPersons: 6, slots: ['10:30', '15:30'] }),
      item(8110, 'activity', 274, 'Water slides', '<p>Two water slides and a splash zone at the children’s pool, open daily 10:00 to 18:00.</p>', { price: 0, image: 'pool-deck', location: 'Children’s pool', justToKnow: 'Children under 8 must be accompanied.' }),
      item(8201, 'dining', null, 'Mar Blau', '<p>Our buffet restaurant with show cooking: breakfast, and dinner with a different theme every night.</p>', { externalId: 'DIN-MAR', price: 0, duration: 90, image: 'restaurant', location: 'Ground floor, garden side', type: 'open seating', capacity: 60, maxPersons: 8, slots: hours('19:00', '22:00', 30), slotMinutes: 90, justToKnow: 'Breakfast from 07:00 to 10:30, no reservation needed.' }),
      // 21:00 is closed today (a private party on the terrace): Off on the boards
      item(8202, 'dining', null, 'La Terrassa', '<p>À la carte on the beach terrace: paella, grilled fish and tapas with a view of the sea.</p>', { externalId: 'DIN-TER', price: 0, duration: 120, image: 'restaurant', location: 'Beach terrace', type: 'specialty', capacity: 30, maxPersons: 8, slots: hours('19:30', '22:30', 30), slotMinutes: 120, closed: ['21:00'], justToKnow: 'À la carte, charged to your room. Reservations recommended.' }),
      item(8203, 'dining', null, 'Brasa', '<p>Catalan grill in the gardens: meat, fish and vegetables cooked over vine wood.</p>', { externalId: 'DIN-BRA', price: 0, duration: 120, image: 'restaurant', location: 'Garden terrace', type: 'specialty', capacity: 24, maxPersons: 8, slots: hours('19:00', '22:30', 30), slotMinutes: 120, justToKnow: 'Smart casual. A children’s menu is available.' }),
      item(8204, 'dining', null, 'Sumi', '<p>Sushi and robata grill, cooked in front of you at the counter.</p>', { externalId: 'DIN-SUMI', price: 0, duration: 90, image: 'restaurant', location: 'Lobby level', type: 'specialty', capacity: 12, maxPersons: 6, slots: ['19:00', '20:30', '22:00'], slotMinutes: 90, privateOnly: true }),
      // a slot one booking from full: 19:30 has one seat left every day (a second guest can take it)
      item(8205, 'dining', null, 'Chef’s table', '<p>Seven courses at the kitchen’s own table, with our head chef and his team.</p>', { externalId: 'DIN-CHEFT', price: 85, duration: 150, image: 'restaurant', location: 'Mar Blau kitchen, ground floor', type: 'specialty', capacity: 4, minPersons: 1, maxPersons: 4, slots: ['19:30', '21:00'], slotMinutes: 90, occupancy: { '19:30': 3 }, justToKnow: 'Wine pairing included. Smart attire.' }),
      item(8206, 'dining', null, 'Pool bar', '<p>Cocktails, fresh juices, ice cream and light snacks by the main pool, no reservations.</p>', { price: 0, image: 'pool-deck', location: 'Main pool', type: 'open seating' }),
      item(8301, 'spa', 281, 'Olive oil massage', '<p>A Mediterranean full-body massage with warm local olive oil.</p>', { externalId: 'SPA-OL50', price: 95, duration: 50, image: 'spa', location: SPA, capacity: 3, minPersons: 1, maxPersons: 1, slots: hours('09:00', '20:00', 60), justToKnow: 'Please arrive 15 minutes early.' }),
      item(8302, 'spa', 281, 'Hot stone massage', '<p>Warm basalt stones release tension.</p>', { externalId: 'SPA-HS60', price: 115, duration: 60, image: 'spa', location: SPA, capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '20:00', 60), justToKnow: 'Please arrive 15 minutes early.' }),
      item(8303, 'spa', 281, 'Sports massage', '<p>Deep work on tired muscles after tennis, paddling or a day of sightseeing.</p>', { externalId: 'SPA-SP50', price: 99, duration: 50, image: 'spa', location: SPA, capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('09:00', '20:00', 60) }),
      item(8304, 'spa', 282, 'After-sun facial', '<p>Soothes and cools skin after a day at the beach, with aloe vera and cucumber.</p>', { externalId: 'SPA-AS45', price: 79, duration: 45, image: 'spa', location: SPA, capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '19:00', 60) }),
      item(8305, 'spa', 282, 'Hydrating facial', '<p>Restores moisture after a day in the sun.</p>', { externalId: 'SPA-HY45', price: 89, duration: 45, image: 'spa', location: SPA, capacity: 1, minPersons: 1, maxPersons: 1, slots: hours('10:00', '19:00', 60) }),
      item(8306, 'spa', 283, 'Manicure', '<p>Shape, cuticle care and polish.</p>', { externalId: 'SPA-MN40', price: 39, duration: 40, image: 'spa', location: SPA, capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '19:00', 60) }),
      item(8307, 'spa', 283, 'Pedicure', '<p>Foot bath, scrub, nail care and polish: ready for sandals.</p>', { externalId: 'SPA-PD50', price: 45, duration: 50, image: 'spa', location: SPA, capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '19:00', 60) }),
      item(8308, 'spa', 281, 'Sauna & indoor pool', '<p>Sauna, steam bath and a heated indoor pool, free for hotel guests.</p>', { price: 0, duration: null, image: 'spa', location: SPA, minPersons: 1, maxPersons: 1, justToKnow: 'Guests aged 16 and over.' }),
    ],
    media: [
      ['pdfSet', 8201, [{ id: 711, path: MEDIA.pdf.menu, name: 'Mar Blau dinner menu', description: 'Starters, main courses and desserts' }]],
      ['videoSet', 8205, [{ id: 712, path: MEDIA.video(4), name: 'Meet the head chef', description: 'Behind the scenes in our kitchen' }]],
      ['videoSet', 8104, [{ id: 713, path: MEDIA.video(1), name: 'Your first paddle', description: 'What the lesson is like' }]],
    ],
  };
}
