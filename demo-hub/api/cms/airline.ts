/**
 * The airline's content: flight LD 4217 of Skyline Air from Frankfurt to Palma de Mallorca (the
 * flight journeys.ts flies). Categories 3xx, articles 3xxx. No day programme: a flight has none.
 */
import { art, cat, t, type VariantContent } from './model.ts';

export function airline(): VariantContent {
  return {
    categories: [
      cat(301, null, t('Welcome on board', 'Willkommen an Bord', 'Bienvenue à bord', 'Welkom aan boord'), {
        description: '<p>Your seat, the Wi-Fi and what the crew can do for you.</p>',
        textColour: 'FFFFFF',
        backgroundColour: '1B3A6B',
        image: 'default',
        hashtags: ['welcome'],
      }),
      cat(302, null, t('Menu & bar', 'Speisen & Getränke', 'Menu et bar', 'Menu & bar'), {
        description: '<p>Snacks, meals and drinks to buy on board.</p>',
        contentType: 'DoubleColumn',
        textColour: 'FFFFFF',
        backgroundColour: 'A4343A',
        image: 'restaurant',
      }),
      cat(303, null, t('Duty free', 'Duty Free', 'Duty free', 'Duty free'), {
        description: '<p>Perfume, cosmetics, gifts and travel essentials.</p>',
        searchable: true,
        image: 'default',
      }),
      cat(304, null, t('Your flight & arrival', 'Ihr Flug & Ankunft', 'Votre vol et l’arrivée', 'Uw vlucht & aankomst'), {
        description: '<p>Flight time, arriving in Palma and onward connections.</p>',
        image: 'beach',
      }),
      cat(305, null, t('Safety on board', 'Sicherheit an Bord', 'Sécurité à bord', 'Veiligheid aan boord'), {
        description: '<p>Safety instructions, seat belts and electronic devices.</p>',
        textColour: 'FFFFFF',
        backgroundColour: 'C8102E',
        image: 'default',
      }),
      cat(306, null, t('Entertainment', 'Unterhaltung', 'Divertissements', 'Entertainment'), {
        description: '<p>Films, series, music and live TV on your own device.</p>',
        image: 'theatre',
      }),
      cat(307, null, t('Your feedback', 'Ihre Meinung', 'Votre avis', 'Uw feedback'), {
        description: '<p>Tell us about your flight. One form for everything.</p>',
        hashtags: ['allInOneFeedback'],
        image: 'default',
      }),
      cat(308, null, t('Sign-in help', 'Anmeldehilfe', 'Aide à la connexion', 'Hulp bij inloggen'), { published: false, showTitle: false, image: 'default' }),
    ],
    articles: [
      art(
        3001,
        null,
        'Welcome on board Skyline Air',
        'FullScreen',
        '<h2>Welcome on board!</h2><p>Thank you for flying Skyline Air from Frankfurt to Palma de Mallorca. Sit back and relax: films, music and live TV are free on your own device, and the menu is a tap away.</p>',
        { image: 'default', hashtags: ['welcome-home'] },
      ),
      art(
        3002,
        301,
        'On-board Wi-Fi',
        'Extended',
        '<p>Switch your device to flight mode, turn Wi-Fi back on and connect to <strong>SkylineAir</strong>. The entertainment portal is free; internet access is sold from 10 minutes after take-off until the descent.</p><ul><li>Messaging: 3.00 per flight</li><li>Surf: 8.00 per flight</li></ul>',
        { image: 'default' },
      ),
      art(
        3003,
        301,
        'Your comfort',
        'Classic',
        '<p>Recline your seat once the seat-belt signs are off, and bring it upright again for landing. Blankets and pillows are available on request: press the call button above your seat and a member of the crew will come to you.</p>',
        { image: 'default' },
      ),
      art(
        3004,
        301,
        'Flying with children',
        'Classic',
        '<p>Infants travel on an adult’s lap with an extra loop belt, which the crew hands out before take-off. Ask for a colouring kit; the crew will gladly warm up baby food.</p>',
        { image: 'default' },
      ),
      art(
        3010,
        302,
        'Snacks & meals',
        'Classic',
        '<p>Freshly prepared in Frankfurt and served from the trolley after take-off. We accept cards and mobile payment only.</p>' +
          '<table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody>' +
          '<tr><td>Chicken wrap</td><td>7.50</td></tr><tr><td>Vegetarian pasta salad</td><td>7.00</td></tr>' +
          '<tr><td>Breakfast box (croissant, yoghurt, juice)</td><td>8.50</td></tr><tr><td>Crisps or chocolate bar</td><td>3.00</td></tr></tbody></table>',
        { image: 'restaurant' },
      ),
      art(
        3011,
        302,
        'Drinks',
        'Classic',
        '<p>Hot and cold drinks from the trolley. Alcohol is served to passengers aged 18 and over only.</p>' +
          '<table><thead><tr><th>Drink</th><th>Price</th></tr></thead><tbody>' +
          '<tr><td>Coffee or tea</td><td>3.00</td></tr><tr><td>Soft drink (0.33 l)</td><td>3.50</td></tr><tr><td>Still or sparkling water (0.5 l)</td><td>2.50</td></tr>' +
          '<tr><td>Beer (0.33 l)</td><td>5.00</td></tr><tr><td>Red or white wine (0.25 l)</td><td>6.50</td></tr><tr><td>Cava (0.2 l)</td><td>8.00</td></tr></tbody></table>',
        { image: 'wine-tasting' },
      ),
      art(
        3012,
        302,
        'Pre-order a hot meal',
        'Classic',
        '<p>Pasta, curry or paella can be pre-ordered for 12.00 up to 36 hours before departure under “Manage my booking”; pre-ordered meals are served first.</p>',
        { image: 'restaurant' },
      ),
      art(
        3020,
        303,
        'On-board shop',
        'Extended',
        '<p>Perfume, cosmetics, sunglasses, watches and toys. Flights within the EU are not tax-free, but our travel-value prices are below those in the shops at home. Pay by card; the crew comes through the aisle after the meal service.</p>',
        { image: 'default' },
      ),
      art(
        3021,
        303,
        'Pre-order for your way home',
        'Classic',
        '<p>Order online up to seven days before your return flight: we deliver to your seat, with 10% off.</p>',
        { image: 'default' },
      ),
      art(
        3030,
        304,
        'LD 4217 Frankfurt – Palma',
        'Classic',
        '<p>The flight takes about 2 hours 5 minutes from gate to gate. Palma is in the same time zone as Frankfurt, so there is no need to change your watch. The captain announces the weather in Palma before landing.</p>',
        { image: 'beach' },
      ),
      art(
        3031,
        304,
        'Arriving in Palma',
        'Extended',
        '<p>After landing, follow the signs to baggage reclaim; your belt number is on the screens in the hall. Bus A1 leaves every 15 minutes for the centre of Palma, taxis wait outside the arrivals hall, and the car-hire desks are in the car park opposite.</p>',
        { image: 'old-town' },
      ),
      art(
        3032,
        304,
        'Connecting flights',
        'Classic',
        '<p>Changing planes in Palma? If your baggage is checked through, go up to departures and through security; your gate is on the screens. If it is not, collect your bags and check in again. The transfer desk is at the end of the arrivals hall.</p>',
        { image: 'default' },
      ),
      art(
        3040,
        305,
        'Safety instructions',
        'Classic',
        '<p>Please watch the safety demonstration before take-off and read the safety card in your seat pocket. Find your nearest exit: it may be behind you. If the air pressure drops, oxygen masks fall from above: pull one towards you and put your own on before helping others. Your life vest is under your seat; inflate it only as you leave the aircraft.</p>',
        { image: 'default' },
      ),
      art(
        3041,
        305,
        'Seat belts & electronics',
        'Classic',
        '<p>Fasten your seat belt whenever the signs are on, and keep it loosely fastened while seated. Phones and tablets may stay on in flight mode throughout the flight; laptops must be stowed for take-off and landing. Power banks travel in your hand luggage only and may not be used on board.</p>',
        { image: 'default' },
      ),
      art(
        3042,
        305,
        'Feeling unwell?',
        'Classic',
        '<p>Tell a member of the crew at once: they are trained in first aid and can call for a doctor among the passengers or get medical advice from the ground. Drink plenty of water and move your feet now and then.</p>',
        { image: 'default' },
      ),
      art(
        3050,
        306,
        'Films & series',
        'Classic',
        '<p>Connect to the Wi-Fi and open <a href="/vod/overview">Movies and box sets</a>: new releases, classics and series for children, free on this flight. Bring headphones, or buy a pair from the crew for 3.00.</p>',
        { image: 'theatre' },
      ),
      art(
        3051,
        306,
        'Music & live TV',
        'Classic',
        '<p>Playlists and audio books are under <a href="/vod/overview/audios">Audio</a>, news and sport under <a href="/vod/overview/channels">Live TV</a>.</p>',
        { image: 'default' },
      ),
      art(3060, 307, 'Tell us what you think', 'Classic', '<p>How was your flight? Your feedback helps our crews, and it takes two minutes.</p>', {
        image: 'default',
        hashtags: ['feedback'],
      }),
      art(
        3090,
        308,
        'Need help signing in?',
        'Classic',
        '<p>Your booking reference is on your boarding pass and in your confirmation e-mail. The surname is your own, as on your boarding pass.</p>',
        { hashtags: ['loginFormExtra'] },
      ),
      art(3091, 308, 'Scan your boarding pass', 'Classic', '<p>Hold the barcode of your boarding pass, printed or on your phone, under the scanner.</p>', {
        hashtags: ['loginFormKiosk'],
      }),
      art(3092, 308, 'Movies', 'Classic', '<p>Movies on demand.</p>', { image: 'theatre', hashtags: ['vodmovieimage'] }),
      art(3093, 308, 'Box sets', 'Classic', '<p>Series on demand.</p>', { image: 'default', hashtags: ['vodseriesimage'] }),
    ],
    dailySchedule: null,
    signageCategoryId: 302,
  };
}
