/**
 * The airport's content: Palma de Mallorca Airport (PMI, the flight board of flights.ts: modules
 * A for flights outside Schengen, C and D for Schengen flights). Categories 4xx, articles 4xxx.
 * No day programme: an airport has none.
 */
import { art, cat, t, ww, type VariantContent } from './model.ts';

export function airport(): VariantContent {
  return {
    categories: [
      cat(401, null, t('Welcome to Palma Airport', 'Willkommen am Flughafen Palma', 'Bienvenue à l’aéroport', 'Welkom op luchthaven Palma'), { description: '<p>Find your way: check-in, security and the gates in four modules.</p>', textColour: 'FFFFFF', backgroundColour: '1B3A6B', image: 'default', hashtags: ['welcome'] }),
      cat(402, null, t('Shops & dining', 'Shopping & Gastronomie', 'Boutiques et restaurants', 'Winkels & eten'), { description: '<p>Duty-free shopping, cafés and restaurants.</p>', contentType: 'DoubleColumn', searchable: true, textColour: 'FFFFFF', backgroundColour: 'A4343A', image: 'restaurant' }),
      cat(403, null, t('Services', 'Services', 'Services', 'Diensten'), { description: '<p>Lost and found, assistance, Wi-Fi, lounges and information.</p>', searchable: true, image: 'default' }),
      cat(404, null, t('Getting to the city', 'In die Stadt', 'Rejoindre la ville', 'Naar de stad'), { description: '<p>Bus, taxi and car hire to Palma and the rest of the island.</p>', image: 'old-town' }),
      cat(405, null, t('Security & baggage', 'Sicherheitskontrolle & Gepäck', 'Sûreté et bagages', 'Beveiliging & bagage'), { description: '<p>Liquids, the security checkpoint and baggage reclaim.</p>', textColour: 'FFFFFF', backgroundColour: 'C8102E', image: 'default' }),
      cat(406, null, t('Your feedback', 'Ihre Meinung', 'Votre avis', 'Uw feedback'), { description: '<p>Tell us about your visit. One form for everything.</p>', hashtags: ['allInOneFeedback'], image: 'default' }),
      cat(407, null, t('Sign-in help', 'Anmeldehilfe', 'Aide à la connexion', 'Hulp bij inloggen'), { published: false, showTitle: false, image: 'default' }),
    ],
    articles: [
      art(4001, null, 'Welcome to Palma de Mallorca', 'FullScreen', '<h2>Welcome!</h2><p>Leaving or just landed? Check your flight on the board, find something to eat and see how to get to Palma and the rest of Mallorca.</p>', { image: 'default', hashtags: ['welcome-home'] }),
      art(4002, 401, 'Finding your way', 'Classic', '<p>Departures are on the upper floor, arrivals on the ground floor. After security, the gates are in four modules: A for flights outside the Schengen area (such as the UK and Ireland), B for flights to the other Balearic Islands, C and D for Schengen flights (such as Germany). Allow up to 20 minutes to walk to the far gates of module D.</p>', { image: 'default' }),
      art(4003, 401, 'Check-in & boarding times', 'Classic', '<p>Check-in desks open about two and a half hours before departure and close 40 minutes before. Boarding starts about 40 minutes before departure and the gate closes 15 minutes before: watch the flight board for your gate.</p>', { image: 'default' }),
      art(4010, 402, 'Shops', 'Classic', '<p>The duty-free shop after security sells perfume, cosmetics, spirits and Mallorcan specialities such as ensaïmadas and olive oil. Passengers to destinations outside the EU (module A) shop tax-free: show your boarding pass at the till.</p>', { image: 'default', whereAndWhen: ww('Departures, after security, central area', 'From 05:00 until the last departure'), location: 'Departures', times: '05:00 until the last departure' }),
      art(4011, 402, 'Cafés & restaurants', 'Classic', '<p>Cafés and sandwich bars in every module, and a tapas bar and a restaurant with a view of the runway in the central area after security. Before security, a café in the arrivals hall is open around the clock.</p>', { image: 'restaurant', whereAndWhen: ww('Departures, central area after security', '05:00–23:00; arrivals café 24 hours'), location: 'Departures', times: '05:00–23:00' }),
      art(4012, 402, 'Drinking water', 'Classic', '<p>Bring an empty bottle through security and fill it up for free at the drinking-water fountains next to the toilets after security.</p>', { image: 'default' }),
      art(4020, 403, 'Lost and found', 'Classic', '<p>Lost something in the terminal or at security? Ask at the lost-property office in the arrivals hall. Items left on board an aircraft are kept by the airline’s handling agent: ask at the baggage services desk in the baggage hall.</p>', { image: 'default', whereAndWhen: ww('Arrivals hall, ground floor', '08:00–20:00'), location: 'Arrivals hall', times: '08:00–20:00' }),
      art(4021, 403, 'Reduced mobility assistance', 'Classic', '<p>Free assistance from the entrance to your seat, and from the aircraft to the exit. Book it with your airline at least 48 hours before your flight, then press the call button at one of the assistance points at the entrances, or ask at the information desk.</p>', { image: 'default', whereAndWhen: ww('Assistance points at every entrance', 'From the first to the last flight'), location: 'Entrances', times: 'All day' }),
      art(4022, 403, 'Free Wi-Fi', 'Classic', '<p>Connect to <strong>Lido-PMI</strong> and open the portal: free and unlimited throughout the terminal. There are charging points at the gates of every module.</p>', { image: 'default' }),
      art(4023, 403, 'Lounges', 'Extended', '<p>Two lounges with snacks, drinks, Wi-Fi and quiet areas: one for Schengen flights (modules C and D) and one in module A. Entry with a lounge membership, a business-class ticket or a day pass bought at the entrance.</p>', { image: 'default', whereAndWhen: ww('Departures, after security', '05:00–22:00'), location: 'Departures', times: '05:00–22:00' }),
      art(4024, 403, 'Information desks', 'Classic', '<p>Questions about the airport, your flight or Mallorca? The information desks in the departures and arrivals halls are staffed from the first to the last flight.</p>', { image: 'default', whereAndWhen: ww('Departures hall and arrivals hall', 'From the first to the last flight'), location: 'Departures and arrivals', times: 'All day' }),
      art(4030, 404, 'Bus A1 to Palma', 'Classic', '<p>Bus A1 leaves from outside arrivals every 15 minutes, from early morning until after midnight, for the centre of Palma (Plaça d’Espanya, Passeig del Born) and the ferry terminal. The ride takes about 30 minutes; pay by card on board. Bus A2 runs to S’Arenal and Platja de Palma.</p>', { image: 'old-town' }),
      art(4031, 404, 'Taxi', 'Classic', '<p>The taxi rank is outside the arrivals hall. A ride to the centre of Palma costs about 25.00, to Alcúdia about 90.00; night and luggage supplements apply. Every taxi takes cards.</p>', { image: 'default' }),
      art(4032, 404, 'Car hire', 'Classic', '<p>The car-hire desks are on the ground floor of the car park opposite arrivals; the cars are parked on the floors above. Have your driving licence, your ID and a credit card in the driver’s name ready.</p>', { image: 'default' }),
      art(4033, 404, 'Holiday transfers', 'Classic', '<p>Tour operators’ coaches leave from the coach park beside arrivals. Your operator’s representative meets you in the arrivals hall.</p>', { image: 'default' }),
      art(4040, 405, 'Liquids in hand luggage', 'Classic', '<p>Liquids, gels and sprays in containers of up to 100 ml each, all in one clear, resealable bag of up to 1 litre: one bag per passenger. Baby food and medicines you need during the flight are allowed in larger amounts; show them at the checkpoint.</p>', { image: 'default' }),
      art(4041, 405, 'Security checkpoint', 'Classic', '<p>Allow at least 20 minutes for security in summer. Have your boarding pass ready, take laptops and tablets out of your bag, and empty your pockets into the tray.</p>', { image: 'default' }),
      art(4042, 405, 'Baggage reclaim & lost luggage', 'Classic', '<p>Your belt number is on the screens in the baggage hall. Is your bag missing or damaged? Report it at your airline’s baggage services desk before you leave the baggage hall, and keep your bag tag.</p>', { image: 'default', whereAndWhen: ww('Baggage hall, ground floor', 'From the first to the last arrival'), location: 'Baggage hall', times: 'All day' }),
      art(4060, 406, 'Tell us what you think', 'Classic', '<p>How was your time at the airport? Your feedback helps us improve, and it takes two minutes.</p>', { image: 'default', hashtags: ['feedback'] }),
      art(4090, 407, 'Need help signing in?', 'Classic', '<p>Your booking reference is on your boarding pass and in your confirmation e-mail. The surname is your own, as on your boarding pass. The information desk can help too.</p>', { hashtags: ['loginFormExtra'] }),
      art(4091, 407, 'Scan your boarding pass', 'Classic', '<p>Hold the barcode of your boarding pass, printed or on your phone, under the scanner.</p>', { hashtags: ['loginFormKiosk'] }),
      art(4092, 407, 'Movies', 'Classic', '<p>Movies on demand.</p>', { image: 'theatre', hashtags: ['vodmovieimage'] }),
      art(4093, 407, 'Box sets', 'Classic', '<p>Series on demand.</p>', { image: 'default', hashtags: ['vodseriesimage'] }),
    ],
    dailySchedule: null,
    // a screen in the terminal: "Shops & dining"
    signageCategoryId: 402,
  };
}
