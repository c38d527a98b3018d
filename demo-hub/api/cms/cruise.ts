/**
 * The cruise's content (the default variant): the Lido Aurora's categories and articles of every
 * layout, their pictures, PDFs, audio and video, and the events of the timetable articles. Many
 * tests rely on these ids, titles and hashtags.
 */
import { MEDIA } from '../blobs.ts';
import { art, cat, ev, t, ww, type ArticleDoc, type CategoryDoc, type CmsEvent, type VariantContent } from './model.ts';

export function cruise(): VariantContent {
  const categories: CategoryDoc[] = [
    cat(1, null, t('Welcome aboard', 'Willkommen an Bord', 'Bienvenue à bord', 'Welkom aan boord'), {
      description: '<p>Everything you need for your first day.</p>',
      textColour: 'FFFFFF',
      backgroundColour: '0B3D91',
      image: 'ship',
      hashtags: ['welcome'],
    }),
    cat(2, null, t('Ship & services', 'Schiff & Service', 'Navire et services', 'Schip & service'), {
      description: '<p>Guest Services, medical centre, laundry and more.</p>',
      searchable: true,
      textColour: '0B3D91',
      backgroundColour: 'E8F1FB',
      image: 'pool-deck',
    }),
    cat(3, null, t('Dining', 'Restaurants', 'Restauration', 'Dineren'), {
      description: '<p>Restaurants, bars and menus.</p>',
      contentType: 'DoubleColumn',
      showBookNow: true,
      textColour: 'FFFFFF',
      backgroundColour: 'A4343A',
      image: 'restaurant',
    }),
    cat(4, null, t('Entertainment', 'Unterhaltung', 'Divertissements', 'Entertainment'), {
      description: '<p>Shows, music, films and audio guides.</p>',
      searchable: true,
      image: 'theatre',
    }),
    cat(5, null, t('Spa & wellness', 'Spa & Wellness', 'Spa et bien-être', 'Spa & wellness'), {
      description: '<p>Treatments, fitness and relaxation.</p>',
      contentType: 'SingleColumn',
      showBookNow: true,
      textColour: '1F3B2C',
      backgroundColour: 'DCEFE3',
      image: 'spa',
    }),
    cat(6, null, t('Destinations', 'Reiseziele', 'Destinations', 'Bestemmingen'), {
      description: '<p>Our route and the ports we visit.</p>',
      searchable: true,
      image: 'harbour',
    }),
    cat(7, null, t('Safety', 'Sicherheit', 'Sécurité', 'Veiligheid'), {
      description: '<p>Safety video, muster drill and emergency information.</p>',
      textColour: 'FFFFFF',
      backgroundColour: 'C8102E',
      image: 'ship',
    }),
    cat(8, null, t('Photo gallery', 'Fotogalerie', 'Galerie photos', 'Fotogalerij'), {
      description: '<p>Our photographers capture your holiday.</p>',
      hashtags: ['photocontent'],
      image: 'photo-06',
    }),
    cat(9, null, t('Your feedback', 'Ihre Meinung', 'Votre avis', 'Uw feedback'), {
      description: '<p>Tell us about your holiday. One form for everything.</p>',
      hashtags: ['allInOneFeedback'],
      image: 'sunset',
    }),
    cat(10, null, t('Tips & tricks', 'Tipps & Tricks', 'Astuces', 'Tips & tricks'), { contentType: 'Simple', searchable: true, image: 'default' }),
    cat(11, null, t('Kids Club', 'Kinderclub', 'Club enfants', 'Kinderclub'), {
      useExternalUrl: true,
      externalUrl: 'https://kids.lido.example/club',
      image: 'kids-club',
    }),
    cat(12, null, t('Coming next season', 'Nächste Saison', 'La saison prochaine', 'Volgend seizoen'), { published: false, image: 'sunset' }),
    cat(13, null, t('Sign-in help', 'Anmeldehilfe', 'Aide à la connexion', 'Hulp bij inloggen'), { published: false, showTitle: false, image: 'default' }),
    cat(21, 2, t('Guest services', 'Gästeservice', 'Service clients', 'Gastenservice'), { image: 'pool-deck', searchable: true }),
    cat(22, 2, t('Health & care', 'Gesundheit', 'Santé', 'Gezondheid'), { image: 'spa' }),
    cat(23, 2, t('Preview: new services', 'Vorschau: neue Services', 'Aperçu : nouveaux services', 'Preview: nieuwe diensten'), { published: false }),
    cat(41, 4, t('Theatre', 'Theater', 'Théâtre', 'Theater'), { image: 'theatre' }),
    cat(42, 4, t('Films & audio', 'Filme & Audio', 'Films et audio', 'Films & audio'), { image: 'sunset' }),
    cat(61, 6, t('Ports of call', 'Häfen', 'Escales', 'Aanloophavens'), { image: 'old-town', searchable: true }),
  ];
  const articles: ArticleDoc[] = [
    art(
      1001,
      null,
      'Welcome aboard the Lido Aurora',
      'FullScreen',
      '<h2>Welcome aboard!</h2><p>Your holiday starts now. Find your way around, book dinners and excursions, and keep an eye on today’s programme.</p>',
      { image: 'ship', hashtags: ['welcome-home'] },
    ),
    art(1002, null, 'Today on board', 'DailySchedule', '<p>Everything that happens on board today, hour by hour.</p>', { image: 'pool-deck' }),
    art(
      1003,
      1,
      'Your cruise card',
      'Classic',
      '<p>Your cruise card opens your cabin, pays for purchases on board and is your boarding pass in every port. Please keep it with you at all times.</p>',
      { image: 'cabin', hashtags: ['cruisecard'] },
    ),
    art(
      1004,
      1,
      'Wi-Fi and connectivity',
      'Extended',
      '<p>Connect to <strong>Lido-Aurora</strong> and open the portal. Packages can be bought at Guest Services.</p><ul><li>Social: 9.99 per day</li><li>Premium: 14.99 per day</li></ul>',
      { image: 'default', whereAndWhen: ww('Guest Services, Deck 4 midships', 'Open 24 hours'), location: 'Deck 4', times: '24 hours' },
    ),
    art(1005, 1, 'Welcome aboard guide', 'Classic', '<p>Download the welcome aboard guide with deck plans and practical information.</p>', {
      image: 'deck-plan',
    }),
    art(1010, 21, 'Guest Services desk', 'Classic', '<p>Our Guest Services team helps with your account, lost property and any questions.</p>', {
      image: 'pool-deck',
      whereAndWhen: ww('Deck 4, midships (atrium)', 'Open 24 hours'),
      wayfinderProfileId: 3,
      location: 'Deck 4',
      times: '24 hours',
    }),
    art(1011, 22, 'Medical centre', 'Classic', '<p>A doctor and nurses are on board. In an emergency dial 999 from any ship phone.</p>', {
      image: 'spa',
      whereAndWhen: ww('Deck 3, forward', '08:00–10:00 and 17:00–19:00; emergencies 24 hours'),
      wayfinderProfileId: 4,
      location: 'Deck 3',
      times: '08:00–10:00, 17:00–19:00',
    }),
    art(
      1012,
      21,
      'Laundry service',
      'Extended',
      '<p>Laundry bags and price lists are in your wardrobe. Items handed in before 09:00 are returned the same evening.</p>' +
        '<p><a href="/content/detail/1014">Open the price list</a> · <a href="/content/detail/1010">Guest Services</a></p>',
      { image: 'cabin', hashtags: ['laundry'] },
    ),
    art(
      1014,
      21,
      'Laundry price list',
      'Classic',
      '<p>Prices per item, washed and pressed. Same-day service for items handed in before 09:00.</p>' +
        '<table><thead><tr><th>Item</th><th>Wash and press</th><th>Pressing only</th></tr></thead><tbody>' +
        '<tr><td>Shirt or blouse</td><td>4.50</td><td>3.00</td></tr><tr><td>Trousers or skirt</td><td>5.50</td><td>3.50</td></tr>' +
        '<tr><td>Dress</td><td>8.00</td><td>5.00</td></tr><tr><td>Jacket</td><td>9.00</td><td>6.00</td></tr>' +
        '<tr><td>Laundry bag (as much as fits)</td><td>25.00</td><td>–</td></tr></tbody></table>',
      { image: 'cabin' },
    ),
    art(1013, 23, 'Preview: butler service', 'Classic', '<p>Coming soon to all suites.</p>', { published: false }),
    art(1020, 3, 'Horizon Restaurant', 'Extended', '<p>Our main restaurant serves breakfast, lunch and a five-course dinner with a view of the wake.</p>', {
      image: 'restaurant',
      whereAndWhen: ww('Deck 5, aft', 'Breakfast 07:00–10:00, dinner 18:00–21:30'),
      wayfinderProfileId: 1,
      showAdditionalArticles: true,
      additionalArticlesCategoryId: 3,
      location: 'Deck 5',
      times: '07:00–21:30',
      hashtags: ['horizon'],
      bookingLink: '/dining/detail/7201',
    }),
    art(1021, 3, 'The Grill', 'Classic', '<p>Steaks, seafood and a wine list of 200 labels. Cover charge 35.00 per guest.</p>', {
      image: 'restaurant',
      whereAndWhen: ww('Deck 14, aft', '18:00–22:00'),
      wayfinderProfileId: 2,
      location: 'Deck 14',
      times: '18:00–22:00',
      bookingLink: '/dining/detail/7202',
    }),
    // The buffet takes no reservations (venue 7205 has no externalId): no bookingLink, so no Book now badge.
    art(1022, 3, 'Lido Buffet', 'Classic', '<p>Casual dining by the pool, from early breakfast to late snacks.</p>', {
      image: 'pool-deck',
      whereAndWhen: ww('Deck 9, aft', '06:30–23:00'),
      location: 'Deck 9',
      times: '06:30–23:00',
    }),
    art(
      1023,
      3,
      'Wine bar menu',
      'Classic',
      '<p>Wines by the glass and by the bottle from the regions we sail through, chosen by our sommelier. The Vintage Wine Bar on Deck 6 is open from 17:00 until late; cheese and charcuterie boards are served until 23:00.</p>' +
        '<table><thead><tr><th>Wine</th><th>Region</th><th>Glass</th><th>Bottle</th></tr></thead><tbody>' +
        '<tr><td>Cava Brut Reserva</td><td>Penedès, Spain</td><td>7.50</td><td>36.00</td></tr>' +
        '<tr><td>Vermentino di Gallura</td><td>Sardinia, Italy</td><td>8.00</td><td>38.00</td></tr>' +
        '<tr><td>Côtes de Provence rosé</td><td>Provence, France</td><td>7.90</td><td>37.00</td></tr>' +
        '<tr><td>Assyrtiko</td><td>Santorini, Greece</td><td>8.90</td><td>42.00</td></tr>' +
        '<tr><td>Chianti Classico Riserva</td><td>Tuscany, Italy</td><td>9.00</td><td>44.00</td></tr>' +
        '<tr><td>Rioja Reserva</td><td>Rioja, Spain</td><td>9.50</td><td>46.00</td></tr></tbody></table>',
      { image: 'wine-tasting' },
    ),
    art(1024, 3, 'New: sushi bar (opening soon)', 'Classic', '<p>Fresh sushi from our new bar on Deck 6.</p>', { published: false, image: 'restaurant' }),
    art(1030, 41, 'Aurora Theatre: this week', 'Timetable', '<p>Production shows every night at 19:30. Doors open 30 minutes before.</p>', {
      image: 'theatre',
      whereAndWhen: ww('Deck 5, forward', 'Shows at 19:30'),
      wayfinderProfileId: 5,
    }),
    art(1031, 4, 'Live music', 'AgendaTimetable', '<p>Where the bands play tonight and all week.</p>', { image: 'sunset' }),
    art(1032, 42, 'Audio guide: the ship’s story', 'Classic', '<p>Listen to the story of the Lido Aurora, told by Captain Marco Rossi.</p>', { image: 'ship' }),
    art(1033, 42, 'Destination films', 'Extended', '<p>Short films about the ports we visit.</p>', { image: 'harbour' }),
    // Booked by treatment: the link opens the spa's signature one (7301, also Serenity Spa, Deck 10).
    art(1040, 5, 'Serenity Spa', 'Extended', '<p>Massages, facials and a thermal suite with sea views.</p>', {
      image: 'spa',
      whereAndWhen: ww('Deck 10, forward', '08:00–20:00'),
      wayfinderProfileId: 6,
      location: 'Deck 10',
      times: '08:00–20:00',
      bookingLink: '/spa/detail/7301',
    }),
    art(1041, 5, 'Fitness classes', 'Timetable', '<p>Yoga, spinning and pilates. Most classes are free.</p>', { image: 'fitness' }),
    art(1050, 6, 'Our route', 'ItineraryTimetable', '<p>Fourteen nights in the Western Mediterranean, from Barcelona and back.</p>', { image: 'harbour' }),
    art(1051, 6, 'Shore excursions at a glance', 'ExcursionTimetable', '<p>All excursions of this voyage by port and time.</p>', { image: 'boat-tour' }),
    art(1052, 61, 'Palma de Mallorca', 'Extended', '<p>The gothic cathedral La Seu, the old town and the beaches of the bay.</p>', {
      image: 'old-town',
      hashtags: ['palma'],
    }),
    art(1053, 61, 'Rome from Civitavecchia', 'Extended', '<p>Rome is 80 km from the port. Allow 90 minutes each way.</p>', {
      image: 'old-town',
      hashtags: ['rome'],
    }),
    art(1060, 7, 'Safety video', 'FullScreen', '<p>Please watch the whole safety video. It is required for every guest before departure.</p>', {
      image: 'ship',
      hashtags: ['safetyvideo'],
    }),
    art(1061, 7, 'Muster schedule', 'Timetable', '<p>Muster drill times by muster station.</p>', { image: 'ship', hashtags: ['musterSchedule'] }),
    art(
      1062,
      7,
      'Emergency information',
      'Classic',
      '<p>Seven short blasts and one long blast is the general emergency signal. Go to your muster station.</p>',
      { image: 'ship' },
    ),
    art(1070, 8, 'Photo packages', 'Classic', '<p>Save with our photo packages: all digital photos or ten prints.</p>', {
      image: 'photo-02',
      hashtags: ['photopackages'],
    }),
    art(1071, 8, 'My photos', 'Classic', '<p>Your photos are matched to you by our photo team.</p>', { image: 'photo-05', hashtags: ['myphotos'] }),
    art(1072, 8, 'My photo orders', 'Classic', '<p>Your orders and digital downloads.</p>', { image: 'photo-07', hashtags: ['photoorders'] }),
    art(1073, 8, 'Photo consent', 'Classic', '<p>We use face matching to find your photos. You can opt out at any time; we then delete your matches.</p>', {
      image: 'photo-01',
      hashtags: ['photoconsent'],
    }),
    art(1080, 9, 'Tell us what you think', 'Classic', '<p>Your feedback helps us improve. It takes two minutes.</p>', {
      image: 'sunset',
      hashtags: ['feedback'],
    }),
    art(1085, 2, 'Report a problem', 'Classic', '<p>Something not working in your cabin? Report it and follow the progress.</p>', {
      image: 'cabin',
      hashtags: ['problemReportingTiles'],
    }),
    art(
      1090,
      13,
      'Need help signing in?',
      'Classic',
      '<p>Your booking reference is on your e-ticket. The lead passenger surname is the surname of the person who made the booking.</p>',
      { hashtags: ['loginFormExtra'] },
    ),
    art(1091, 13, 'Scan your ship card', 'Classic', '<p>Find the barcode on the back of your ship card and hold it under the scanner.</p>', {
      image: 'cabin',
      hashtags: ['loginFormKiosk'],
    }),
    art(1092, 13, 'Movies', 'Classic', '<p>Movies on demand.</p>', { image: 'theatre', hashtags: ['vodmovieimage'] }),
    art(1093, 13, 'Box sets', 'Classic', '<p>Series on demand.</p>', { image: 'sunset', hashtags: ['vodseriesimage'] }),
    art(1094, 10, 'Tipping and service charges', 'Classic', '<p>A service charge of 12.50 per night is added to your account.</p>', { hashtags: ['tips'] }),
    art(1095, 12, 'New ship in 2027', 'FullScreen', '<p>Our new flagship arrives in 2027.</p>', { published: false, image: 'ship' }),
    // The one UnfilteredHtml article (000 §2: that layout shows only the placeholder text TODO):
    // unpublished, so visitors never meet the placeholder; previewMode shows it.
    art(
      1097,
      12,
      'Sky Bar cocktail card',
      'UnfilteredHtml',
      '<div class="cocktail-card"><h3>Sky Bar cocktails</h3><p>Aperol Spritz 8.50 · Negroni 9.50 · Mojito 9.00</p></div>',
      { published: false, image: 'sunset' },
    ),
    art(1096, 10, 'Spa offers', 'Classic', '<p>20% off all treatments on port days before 11:00.</p>', {
      image: 'spa',
      hashtags: ['spa-offer'],
      externalRedirectURL: null,
    }),
  ];
  /** Further pictures of an article (blobs/images/{id} after its own): shown as its gallery. */
  const galleries: Record<number, string[]> = { 1020: ['sunset', 'harbour', 'old-town'], 1010: ['cabin'] };

  // media per article
  const media: NonNullable<VariantContent['media']> = [];
  media.push(['pdfSet', 1001, [{ id: 1, path: MEDIA.pdf.welcome, name: 'Welcome aboard guide', description: 'Deck plans and practical information' }]]);
  media.push(['pdfSet', 1005, [{ id: 2, path: MEDIA.pdf.welcome, name: 'Welcome aboard guide (print version)', description: '4 pages' }]]);
  media.push([
    'pdfSet',
    1020,
    [
      { id: 3, path: MEDIA.pdf.menu, name: 'Dinner menu', description: 'Five courses, changes daily' },
      { id: 4, path: MEDIA.pdf.menu, name: 'Children’s menu and allergen information', description: 'For guests with allergies' },
    ],
  ]);
  media.push(['pdfSet', 1021, [{ id: 5, path: MEDIA.pdf.menu, name: 'The Grill menu', description: 'Steaks and seafood' }]]);
  media.push(['pdfSet', 1051, [{ id: 6, path: MEDIA.pdf.waiver, name: 'Excursion terms and waiver', description: 'Please read before booking' }]]);
  media.push(['pdfSet', 1052, [{ id: 7, path: MEDIA.pdf.welcome, name: 'Palma port guide', description: 'Map and tips' }]]);
  media.push([
    'audioSet',
    1032,
    [
      { id: 1, path: MEDIA.audio(1), name: 'Part 1: A ship is born', description: '' },
      { id: 2, path: MEDIA.audio(2), name: 'Part 2: Life below deck', description: '' },
    ],
  ]);
  media.push(['audioSet', 1053, [{ id: 3, path: MEDIA.audio(3), name: 'Rome in ten minutes', description: 'Audio walk' }]]);
  media.push([
    'videoSet',
    1033,
    [
      { id: 1, path: MEDIA.video(2), name: 'Palma de Mallorca', description: 'Palma de Mallorca in three minutes' },
      { id: 2, path: MEDIA.video(3), name: 'Valletta', description: 'The fortress city of the Knights' },
      { id: 3, path: MEDIA.video(4), name: 'Marseille (unpublished draft)', description: 'Draft cut, not yet published', published: false },
    ],
  ]);
  // the safety video with WebVTT captions in the four languages (media/captions, generate.mjs)
  const captionLabels: [string, string][] = [
    ['de', 'Deutsch'],
    ['en', 'English'],
    ['fr', 'Français'],
    ['nl', 'Nederlands'],
  ];
  media.push([
    'videoSet',
    1060,
    [
      {
        id: 4,
        path: MEDIA.video(1),
        name: 'Safety video',
        description: 'Lido Aurora safety briefing',
        captions: captionLabels.map(([language, label]) => ({ language, label, path: MEDIA.captions('safety-video', language) })),
      },
    ],
  ]);
  // the muster articles' PDFs: the safety card (video) and the muster station plan (schedule)
  media.push(['pdfSet', 1060, [{ id: 8, path: MEDIA.pdf.safety, name: 'Safety card', description: 'The emergency signal and what to do' }]]);
  media.push(['pdfSet', 1061, [{ id: 9, path: MEDIA.pdf.safety, name: 'Muster stations on Deck 5', description: 'Where your muster station is' }]]);
  media.push(['videoSet', 1001, [{ id: 5, path: MEDIA.video(2), name: 'Welcome from the captain', description: 'Captain Marco Rossi welcomes you aboard' }]]);

  // events of timetable articles (some already past, some 'Late')
  const shows: CmsEvent[] = [
    ev(30000, -1, '19:30', '21:00', 'Preview night: Broadway Nights', 'Aurora Theatre', 'Deck 5, forward', 'Show', 'A preview for crew and early guests.'),
  ];
  for (let d = 0; d < 14; d++)
    shows.push(
      ev(
        30001 + d,
        d,
        '19:30',
        '21:00',
        ['Broadway Nights', 'Magic at Sea', 'Celtic Rhythms', 'Comedy Club Live', 'The Aurora Orchestra', 'Dance Fever', 'Mediterranean Voices'][d % 7]!,
        'Aurora Theatre',
        'Deck 5, forward',
        'Show',
        'Tonight’s production show.',
        { startTimeDescription: 'Doors open 19:00' },
      ),
    );
  const music: CmsEvent[] = [];
  for (let d = 0; d < 7; d++) {
    music.push(ev(31000 + d * 2, d, '17:00', '18:00', 'Piano at sunset', 'Atrium', 'Deck 4, midships', 'Music', 'Classics and film music on the grand piano.'));
    music.push(
      ev(31001 + d * 2, d, '21:00', 'Late', 'Aurora Band', 'Starlight Lounge', 'Deck 7, aft', 'Music', 'Dance music from the 60s to today.', {
        stylingRequired: d === 3,
      }),
    );
  }
  music.unshift(ev(30999, 0, '06:00', '06:30', 'Sunrise guitar', 'Sky Bar', 'Deck 14', 'Music', 'An early acoustic set (already over today).'));
  const fitness: CmsEvent[] = [];
  for (let d = 0; d < 14; d++) {
    fitness.push(ev(32000 + d * 2, d, '07:30', '08:00', 'Sunrise yoga', 'Sports Deck', 'Deck 12, forward', 'Fitness', 'Bring a towel; mats are provided.'));
    fitness.push(
      ev(32001 + d * 2, d, '17:00', '17:45', 'Spinning', 'Fitness centre', 'Deck 10, forward', 'Fitness', 'Charge 10.00 per class.', { stylingRequired: true }),
    );
  }
  // Tomorrow: a drill of today would be over (and filtered out) from 15:20 on the hub's clock.
  const muster: CmsEvent[] = ['A', 'B', 'C', 'D'].map((station, i) =>
    ev(
      33000 + i,
      1,
      `${15 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'}`,
      `${15 + Math.floor(i / 2)}:${i % 2 ? '50' : '20'}`,
      `Muster drill, station ${station}`,
      `Muster Station ${station}`,
      `Deck 5, ${['forward', 'midships', 'aft', 'aft starboard'][i]}`,
      'Safety',
      `Guests of muster station ${station}: please bring your cruise card.`,
    ),
  );
  muster.push(
    ev(
      33010,
      7,
      '10:00',
      '10:20',
      'Crew drill (guests stay in public areas)',
      'Whole ship',
      'All decks',
      'Safety',
      'A crew-only drill. Announcements will be made.',
    ),
  );

  return {
    categories,
    articles,
    galleries,
    media,
    events: { 1030: shows, 1031: music, 1041: fitness, 1061: muster },
    dailySchedule: 'voyage',
    // the restaurant screen's information category: "Dining"
    signageCategoryId: 3,
  };
}
