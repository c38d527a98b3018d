/**
 * The coach operator's content: the Alpine Express from Munich to Vienna, with breaks in Salzburg
 * and Linz (the trip journeys.ts drives). Categories 5xx, articles 5xxx. No day programme: a coach
 * trip has none.
 */
import { art, cat, t, type VariantContent } from './model.ts';

export function bus(): VariantContent {
  return {
    categories: [
      cat(501, null, t('Welcome on board', 'Willkommen an Bord', 'Bienvenue à bord', 'Welkom aan boord'), {
        description: '<p>Your trip from Munich to Vienna: the timetable, your seat and your ticket.</p>',
        textColour: 'FFFFFF',
        backgroundColour: '1E5631',
        image: 'mountain',
        hashtags: ['welcome'],
      }),
      cat(502, null, t('On-board services', 'Service an Bord', 'Services à bord', 'Service aan boord'), {
        description: '<p>Wi-Fi, power sockets, the toilet, snacks and your luggage.</p>',
        searchable: true,
        image: 'default',
      }),
      cat(503, null, t('Stops on the way', 'Halte unterwegs', 'Arrêts en route', 'Haltes onderweg'), {
        description: '<p>Salzburg and Linz, with a 20-minute break at each, then Vienna.</p>',
        image: 'old-town',
      }),
      cat(504, null, t('Safety', 'Sicherheit', 'Sécurité', 'Veiligheid'), {
        description: '<p>Seat belts, emergency exits and what to do in an emergency.</p>',
        textColour: 'FFFFFF',
        backgroundColour: 'C8102E',
        image: 'default',
      }),
      cat(505, null, t('Your feedback', 'Ihre Meinung', 'Votre avis', 'Uw feedback'), {
        description: '<p>Tell us about your trip. One form for everything.</p>',
        hashtags: ['allInOneFeedback'],
        image: 'mountain',
      }),
      cat(506, null, t('Sign-in help', 'Anmeldehilfe', 'Aide à la connexion', 'Hulp bij inloggen'), { published: false, showTitle: false, image: 'default' }),
    ],
    articles: [
      art(
        5001,
        null,
        'Welcome to the Alpine Express',
        'FullScreen',
        '<h2>Welcome on board!</h2><p>Munich to Vienna in under six hours, with breaks in Salzburg and Linz. Connect to the Wi-Fi, watch a film, or follow the coach on the map.</p>',
        { image: 'mountain', hashtags: ['welcome-home'] },
      ),
      art(
        5002,
        501,
        'Your trip today',
        'Classic',
        '<p>The coach leaves München ZOB at the time on your ticket and arrives at Wien Erdberg 5 hours 50 minutes later. Traffic can change the times; the map shows where we are.</p>' +
          '<table><thead><tr><th>Stop</th><th>Driving time</th><th>Break</th></tr></thead><tbody>' +
          '<tr><td>München ZOB</td><td>–</td><td>–</td></tr><tr><td>Salzburg Hauptbahnhof</td><td>1 h 50 min</td><td>20 min</td></tr>' +
          '<tr><td>Linz Hauptbahnhof</td><td>1 h 30 min</td><td>20 min</td></tr><tr><td>Wien Erdberg</td><td>1 h 50 min</td><td>–</td></tr></tbody></table>',
        { image: 'mountain' },
      ),
      art(
        5003,
        501,
        'Your seat & your driver',
        'Classic',
        '<p>Please take the seat shown on your ticket; with the driver’s OK you may move to a free seat after Salzburg. The breaks in Salzburg and Linz are also your driver’s rest: please do not talk to the driver while the coach is moving.</p>',
        { image: 'default' },
      ),
      art(
        5004,
        501,
        'Tickets & ID',
        'Classic',
        '<p>Keep your ticket, on paper or on your phone, and your ID card or passport at hand: the police check documents at the border near Salzburg now and then.</p>',
        { image: 'default' },
      ),
      art(
        5010,
        502,
        'Wi-Fi & power sockets',
        'Classic',
        '<p>Connect to <strong>AlpineExpress</strong>: free, and fast enough for messages and the entertainment portal, though streaming can be slow in the mountains. Every seat has a power socket and a USB charger below the armrest.</p>',
        { image: 'default' },
      ),
      art(
        5011,
        502,
        'Toilet',
        'Classic',
        '<p>The toilet is by the middle door. Hold on to the handrail while the coach is moving, and flush nothing but toilet paper. If it is out of order, tell the driver: there are toilets at every break.</p>',
        { image: 'default' },
      ),
      art(
        5012,
        502,
        'Snacks & drinks',
        'Classic',
        '<p>Your driver sells drinks and snacks at the breaks in Salzburg and Linz; cash or card.</p>' +
          '<table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody>' +
          '<tr><td>Coffee</td><td>2.50</td></tr><tr><td>Water (0.5 l)</td><td>2.00</td></tr><tr><td>Soft drink (0.33 l)</td><td>2.50</td></tr>' +
          '<tr><td>Pretzel</td><td>2.00</td></tr><tr><td>Sandwich</td><td>4.50</td></tr></tbody></table>',
        { image: 'default' },
      ),
      art(
        5013,
        502,
        'Luggage',
        'Classic',
        '<p>One suitcase of up to 20 kg travels free in the luggage hold, and one small bag at your seat, in the rack above or under the seat in front. Extra bags, bicycles and skis must be booked in advance. Keep your luggage tag until you have collected your suitcase in Vienna.</p>',
        { image: 'default' },
      ),
      art(
        5020,
        503,
        'Salzburg Hauptbahnhof',
        'Extended',
        '<p>A 20-minute break at the coach stop in front of the main station, with toilets and a bakery in the station hall. Please be back at the coach five minutes before it leaves: the driver cannot wait. The old town, with Mozart’s birthplace, is 20 minutes away on foot, for your next visit.</p>',
        { image: 'mountain' },
      ),
      art(
        5021,
        503,
        'Linz Hauptbahnhof',
        'Extended',
        '<p>A 20-minute break at the coach stop beside the main station, with shops, a café and toilets in the station. As we drive into Linz, look out for the Danube.</p>',
        { image: 'old-town' },
      ),
      art(
        5022,
        503,
        'Arriving in Vienna (Erdberg)',
        'Extended',
        '<p>The trip ends at the coach terminal in Erdberg. The U3 underground line takes you from Erdberg to Stephansplatz in the city centre in about ten minutes; buy your ticket from the machines in the station. Taxis wait outside the terminal.</p>',
        { image: 'old-town' },
      ),
      art(
        5030,
        504,
        'Seat belts',
        'Classic',
        '<p>Please wear your seat belt whenever you are seated: it is the law in Germany and Austria, and it protects you if the coach brakes hard. Ask the driver for a booster seat for a small child.</p>',
        { image: 'default' },
      ),
      art(
        5031,
        504,
        'Emergency exits',
        'Classic',
        '<p>The emergency exits are the doors, the roof hatches and the windows marked with a red sign. To break a window, strike a corner with the red hammer next to it. Always follow the driver’s instructions.</p>',
        { image: 'default' },
      ),
      art(
        5032,
        504,
        'In an emergency',
        'Classic',
        '<p>Tell the driver at once. The emergency number 112 works in Germany and Austria from any phone. The first-aid kit and the fire extinguisher are by the front door.</p>',
        { image: 'default' },
      ),
      art(5040, 505, 'Tell us what you think', 'Classic', '<p>How was your trip? Your feedback helps our drivers, and it takes two minutes.</p>', {
        image: 'mountain',
        hashtags: ['feedback'],
      }),
      art(
        5090,
        506,
        'Need help signing in?',
        'Classic',
        '<p>Your booking reference is on your ticket. The surname is that of the person who made the booking.</p>',
        { hashtags: ['loginFormExtra'] },
      ),
      art(5091, 506, 'Scan your ticket', 'Classic', '<p>Hold the barcode of your ticket, printed or on your phone, under the scanner.</p>', {
        hashtags: ['loginFormKiosk'],
      }),
      art(5092, 506, 'Movies', 'Classic', '<p>Movies on demand.</p>', { image: 'theatre', hashtags: ['vodmovieimage'] }),
      art(5093, 506, 'Box sets', 'Classic', '<p>Series on demand.</p>', { image: 'default', hashtags: ['vodseriesimage'] }),
    ],
    dailySchedule: null,
    signageCategoryId: 502,
  };
}
