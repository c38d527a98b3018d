/**
 * The resort's content: a beach hotel stay in Barcelona (the hotel config.ts names, the resort
 * excursions of catalogue.ts). Categories 2xx, articles 2xxx, events 40000 on. The entertainment
 * programme (article 2040) is the hotel's programme of ../programme.ts (the lineup's), and also the
 * stay's daily schedule; its texts are translated in ../translations.ts.
 */
import { MEDIA } from '../blobs.ts';
import { cmsEvent, STAY_DAYS, stayProgramme } from '../programme.ts';
import { art, cat, t, ww, type CmsEvent, type VariantContent } from './model.ts';

const PROGRAMME = 2040;

/** The hotel's programme (../programme.ts, the lineup's too): every day of the stay's events. */
function programme(): CmsEvent[] {
  return stayProgramme().flatMap((day) => day.events.map(cmsEvent));
}

export function resort(): VariantContent {
  return {
    categories: [
      cat(201, null, t('Welcome to the resort', 'Willkommen im Resort', 'Bienvenue à l’hôtel', 'Welkom in het resort'), { description: '<p>Everything you need on your first day at the hotel.</p>', textColour: 'FFFFFF', backgroundColour: '0E6E73', image: 'beach', hashtags: ['welcome'] }),
      cat(202, null, t('Hotel & services', 'Hotel & Service', 'Hôtel et services', 'Hotel & service'), { description: '<p>Reception, housekeeping, medical help and more.</p>', searchable: true, textColour: '0E6E73', backgroundColour: 'E3F4F4', image: 'default' }),
      cat(203, null, t('Restaurants & bars', 'Restaurants & Bars', 'Restaurants et bars', 'Restaurants & bars'), { description: '<p>Where to eat and drink, with opening hours and menus.</p>', contentType: 'DoubleColumn', showBookNow: true, textColour: 'FFFFFF', backgroundColour: 'A4343A', image: 'restaurant' }),
      cat(204, null, t('Pools & spa', 'Pools & Spa', 'Piscines et spa', 'Zwembaden & spa'), { description: '<p>Three pools, the spa and the gym.</p>', contentType: 'SingleColumn', showBookNow: true, textColour: '1F3B2C', backgroundColour: 'DCEFE3', image: 'spa' }),
      cat(205, null, t('Activities & shows', 'Aktivitäten & Shows', 'Activités et spectacles', 'Activiteiten & shows'), { description: '<p>Sport, music and the evening show, every day.</p>', searchable: true, image: 'theatre' }),
      cat(206, null, t('Kids & family', 'Kinder & Familie', 'Enfants et famille', 'Kinderen & gezin'), { description: '<p>The Mini Club, babysitting and baby equipment.</p>', image: 'kids-club' }),
      cat(207, null, t('Excursions & surroundings', 'Ausflüge & Umgebung', 'Excursions et environs', 'Excursies & omgeving'), { description: '<p>Barcelona on your doorstep: excursions, beaches and getting around.</p>', searchable: true, showBookNow: true, image: 'old-town' }),
      cat(208, null, t('Safety', 'Sicherheit', 'Sécurité', 'Veiligheid'), { description: '<p>Fire safety, pools and beach, emergency numbers.</p>', textColour: 'FFFFFF', backgroundColour: 'C8102E', image: 'default' }),
      cat(209, null, t('Photo gallery', 'Fotogalerie', 'Galerie photos', 'Fotogalerij'), { description: '<p>Our photographers capture your holiday.</p>', hashtags: ['photocontent'], image: 'photo-03' }),
      cat(210, null, t('Your feedback', 'Ihre Meinung', 'Votre avis', 'Uw feedback'), { description: '<p>Tell us about your stay. One form for everything.</p>', hashtags: ['allInOneFeedback'], image: 'beach' }),
      cat(211, null, t('Sign-in help', 'Anmeldehilfe', 'Aide à la connexion', 'Hulp bij inloggen'), { published: false, showTitle: false, image: 'default' }),
      cat(221, 202, t('Reception & housekeeping', 'Rezeption & Housekeeping', 'Réception et ménage', 'Receptie & huishouding'), { image: 'default', searchable: true }),
      cat(222, 202, t('Health & care', 'Gesundheit', 'Santé', 'Gezondheid'), { image: 'spa' }),
    ],
    articles: [
      art(2001, null, 'Welcome to your beach hotel', 'FullScreen', '<h2>Welcome!</h2><p>Your holiday starts now. The beach is right in front of the hotel and the old town is a 20-minute walk away. Book a table or a treatment, see today’s activities and plan your excursions here.</p>', { image: 'beach', hashtags: ['welcome-home'] }),
      art(2002, null, 'Today at the hotel', 'DailySchedule', '<p>Everything that happens at the hotel today, hour by hour: sport, the Mini Club, music and the evening show.</p>', { image: 'fitness' }),
      art(2003, 201, 'Your room key card', 'Classic', '<p>Your key card opens your room, the gym and the spa, and lets you charge restaurant and bar bills to your room. Keep it away from phones and magnets; if it stops working, reception replaces it in a minute.</p>', { image: 'default', hashtags: ['roomcard'] }),
      art(2004, 201, 'Wi-Fi', 'Extended', '<p>Connect to <strong>Lido-Resort</strong> and open the portal. Wi-Fi is free in your room, by the pools and on the beach terrace.</p><ul><li>Standard: free, up to four devices</li><li>Premium for streaming and video calls: 9.00 per day, at reception</li></ul>', { image: 'default', whereAndWhen: ww('Everywhere in the hotel', 'Around the clock'), location: 'Whole hotel', times: '24 hours' }),
      art(2005, 201, 'Check-out', 'Classic', '<p>Your room is yours until 12:00 on the day you leave. A late check-out until 18:00 costs 40.00, subject to availability: ask at reception the day before. Leave your luggage at the bell desk and enjoy the pools until your transfer.</p>', { image: 'default' }),
      art(2010, 221, 'Reception', 'Classic', '<p>Reception is open around the clock: room changes, safe deposit boxes, taxis, transfers and tickets for concerts and football. Dial 9 from your room phone.</p>', { image: 'default', whereAndWhen: ww('Lobby, ground floor', 'Open 24 hours'), location: 'Lobby', times: '24 hours' }),
      art(2011, 221, 'Housekeeping', 'Classic', '<p>Your room is cleaned every day between 09:00 and 15:00; hang the green card on your door when it suits you. Towels left on the floor are changed, towels on the rail are used again: thank you for helping us save water. For extra pillows, a cot or an iron, dial 6.</p>', { image: 'default', hashtags: ['housekeeping'] }),
      art(2012, 221, 'Laundry & pressing', 'Extended', '<p>Put your laundry in the bag in your wardrobe and fill in the form; items collected before 09:00 come back the same evening.</p>' +
        '<table><thead><tr><th>Item</th><th>Wash and press</th><th>Pressing only</th></tr></thead><tbody>' +
        '<tr><td>Shirt or blouse</td><td>5.00</td><td>3.50</td></tr><tr><td>Trousers or skirt</td><td>6.00</td><td>4.00</td></tr>' +
        '<tr><td>Dress</td><td>9.00</td><td>6.00</td></tr><tr><td>Swimwear</td><td>3.00</td><td>–</td></tr></tbody></table>', { image: 'default' }),
      art(2013, 222, 'Doctor & pharmacy', 'Classic', '<p>A doctor visits the hotel on request: reception calls one around the clock (a consultation costs 90.00; most travel insurances refund it). The nearest pharmacy is two streets away, open 09:00–21:00. Hospital del Mar is 10 minutes by taxi. In an emergency, dial 112.</p>', { image: 'spa', whereAndWhen: ww('Reception, lobby', 'Doctor on call 24 hours'), location: 'Lobby', times: '24 hours' }),
      art(2014, 202, 'Report a problem', 'Classic', '<p>Something not working in your room: the air conditioning, the shower, the safe? Report it here and follow the progress. Our technicians are on duty from 07:00 to 23:00.</p>', { image: 'default', hashtags: ['problemReportingTiles'] }),
      art(2020, 203, 'Mar Blau restaurant', 'Extended', '<p>Our buffet restaurant with show cooking: breakfast with fresh juices and churros, and dinner with a different theme every night, from Catalan and Italian to grill and seafood.</p>', { image: 'restaurant', whereAndWhen: ww('Ground floor, garden side', 'Breakfast 07:00–10:30, dinner 19:00–22:30'), location: 'Ground floor', times: '07:00–22:30', showAdditionalArticles: true, additionalArticlesCategoryId: 203 }),
      art(2021, 203, 'La Terrassa', 'Classic', '<p>À la carte on the beach terrace: paella, grilled fish and tapas with a view of the sea. Reservations are recommended for dinner.</p>', { image: 'restaurant', whereAndWhen: ww('Beach terrace', 'Lunch 12:30–16:00, dinner 19:30–23:00'), location: 'Beach terrace', times: '12:30–23:00', bookingLink: '/dining' }),
      art(2022, 203, 'Pool bar', 'Classic', '<p>Cocktails, fresh juices, ice cream and light snacks by the main pool. Happy hour from 17:00 to 18:00.</p>', { image: 'pool-deck', whereAndWhen: ww('Main pool', '10:00–19:00'), location: 'Main pool', times: '10:00–19:00' }),
      art(2023, 203, 'Rooftop bar', 'Classic', '<p>The best view of the coast at sunset, with cocktails and a DJ from 19:00. Over-18s only after 21:00; smart casual dress.</p>', { image: 'wine-tasting', whereAndWhen: ww('8th floor', '17:00–01:00'), location: '8th floor', times: '17:00–01:00' }),
      art(2030, 204, 'Pools', 'Classic', '<p>The main pool is open from 09:00 to 19:00 (heated in spring and autumn), the quiet adults-only pool on the 2nd floor from 10:00 to 18:00, and the children’s pool with water slides from 10:00 to 18:00. Pick up towels at the pool bar with your room key card. Lifeguards are on duty during opening hours.</p>', { image: 'pool-deck' }),
      art(2031, 204, 'Spa & wellness', 'Extended', '<p>Massages, facials, a sauna, a steam bath and a heated indoor pool. Sauna and indoor pool are free for hotel guests; treatments are booked at the spa desk or here. Guests aged 16 and over.</p>', { image: 'spa', whereAndWhen: ww('Spa, lower ground floor', '09:00–21:00'), location: 'Lower ground floor', times: '09:00–21:00', bookingLink: '/spa' }),
      art(2032, 204, 'Gym', 'Classic', '<p>Open around the clock with your room key card: treadmills, bikes and free weights. Personal training on request at the spa desk.</p>', { image: 'fitness' }),
      art(PROGRAMME, 205, 'Entertainment programme', 'Timetable', '<p>Sport, music and shows all week: yoga on the beach, aqua fitness, beach volleyball, a DJ on the roof terrace and the evening show in the gardens.</p>', { image: 'theatre' }),
      art(2041, 205, 'Bikes & water sports', 'Classic', '<p>City bikes cost 12.00 a day at the bell desk. At the beach kiosk: paddle boards, kayaks and sailing lessons from May to October.</p>', { image: 'boat-tour' }),
      art(2050, 206, 'Mini Club (4 to 12 years)', 'Classic', '<p>Games, crafts, treasure hunts and a mini disco at 20:30, every day from 10:00 to 13:00 and from 15:00 to 18:00. Free of charge: register your children at the Mini Club with your room number.</p>', { image: 'kids-club', whereAndWhen: ww('Mini Club, garden level', '10:00–13:00 and 15:00–18:00'), location: 'Garden level', times: '10:00–18:00' }),
      art(2051, 206, 'Babysitting & baby equipment', 'Classic', '<p>Cots, high chairs, bottle warmers and buggies are free on request: dial 6. Babysitting by qualified carers costs 15.00 per hour; book at reception by 16:00.</p>', { image: 'kids-club' }),
      art(2060, 207, 'Excursions with our partners', 'Extended', '<p>Sagrada Família without the queue, half a day in Montserrat, a flamenco night with tapas: book here, and your guide picks you up in the lobby.</p>', { image: 'old-town', bookingLink: '/resorts/BCN' }),
      art(2061, 207, 'Old town & Gothic Quarter', 'Extended', '<p>Twenty minutes on foot along the beach promenade, or two stops on metro line 4. Don’t miss the cathedral, the Picasso Museum and La Boqueria market. Keep your bag closed in crowded streets.</p>', { image: 'old-town' }),
      art(2062, 207, 'Beaches', 'Classic', '<p>The hotel’s beach has sunbeds and parasols (12.00 a day, free for suite guests). The flags say whether to swim: green yes, yellow take care, red no. Lifeguards are on duty from June to September, 11:00 to 19:00.</p>', { image: 'beach' }),
      art(2063, 207, 'Getting around', 'Classic', '<p>Metro line 4 is five minutes from the hotel; a T-casual ticket gives ten journeys. Taxis wait at the entrance, and reception books transfers to the airport (about 30 minutes).</p>', { image: 'default' }),
      art(2070, 208, 'Fire safety', 'Classic', '<p>The escape plan is on the back of your room door: find your two nearest exits on your first day. If the alarm sounds, leave your room, close the door and take the stairs, never the lift. The assembly point is the front car park.</p>', { image: 'default' }),
      art(2071, 208, 'Pool & beach safety', 'Classic', '<p>Children must be supervised in and around the pools at all times. No diving in the shallow end, no glass by the pools. At the beach, follow the flags and the lifeguards’ instructions.</p>', { image: 'beach' }),
      art(2072, 208, 'Emergency numbers', 'Classic', '<p>Reception: dial 9 from your room phone, 24 hours. Police, ambulance and fire brigade: 112. The nearest hospital is Hospital del Mar, on the seafront promenade.</p>', { image: 'default' }),
      art(2080, 209, 'Photo packages', 'Classic', '<p>Our photographers are at the pools, on the beach and at the gala dinner. Save with a package: all your digital photos or ten prints.</p>', { image: 'photo-02', hashtags: ['photopackages'] }),
      art(2081, 209, 'My photos', 'Classic', '<p>Your photos from the pools, the beach and the evening shows, matched to you by our photo team. Choose the ones you like and order them here.</p>', { image: 'photo-05', hashtags: ['myphotos'] }),
      art(2082, 209, 'My photo orders', 'Classic', '<p>Your photo orders and digital downloads. Prints are ready to collect at the photo shop by reception the next day.</p>', { image: 'photo-07', hashtags: ['photoorders'] }),
      art(2083, 209, 'Photo consent', 'Classic', '<p>We use face matching to find your photos. You can opt out at any time; we then delete your matches.</p>', { image: 'photo-01', hashtags: ['photoconsent'] }),
      art(2085, 210, 'Tell us what you think', 'Classic', '<p>How is your stay? Your feedback helps us improve, and it takes two minutes.</p>', { image: 'beach', hashtags: ['feedback'] }),
      art(2090, 211, 'Need help signing in?', 'Classic', '<p>Your booking reference is on your booking confirmation. The surname is that of the person who made the booking. Reception can help too.</p>', { hashtags: ['loginFormExtra'] }),
      art(2091, 211, 'Scan your room key card', 'Classic', '<p>Find the barcode on the back of your room key card and hold it under the scanner.</p>', { hashtags: ['loginFormKiosk'] }),
      art(2092, 211, 'Movies', 'Classic', '<p>Movies on demand.</p>', { image: 'theatre', hashtags: ['vodmovieimage'] }),
      art(2093, 211, 'Box sets', 'Classic', '<p>Series on demand.</p>', { image: 'default', hashtags: ['vodseriesimage'] }),
    ],
    media: [['pdfSet', 2020, [{ id: 2001, path: MEDIA.pdf.menu, name: 'Dinner menu', description: 'Starters, main courses and desserts' }]]],
    events: { [PROGRAMME]: programme() },
    dailySchedule: { articleId: PROGRAMME, days: STAY_DAYS, title: t('Barcelona', 'Barcelona', 'Barcelone', 'Barcelona') },
    // a screen by the restaurants: "Restaurants & bars"
    signageCategoryId: 203,
  };
}
