/**
 * Stand-in for the third-party activities provider (spec 001 §2/§3/§7), mounted at /activities-api/.
 * Countries → cities → activities, plus activity detail, taxonomies (HIGHLIGHT, INCLUSION, EXCLUSION)
 * and media. Plain JSON, no authentication. Kotor (Montenegro) deliberately has no activities.
 *
 * The hub's own musement/countries[/{id}/cities[/{id}/activities]] routes answer the same data
 * through the exported list functions, so both always agree.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, Router, sendBytes, type Ctx, type Lang } from '../lib/http.ts';
import { escapeXml, optInt } from './common.ts';

type L = Record<Lang, string>;
/** Where answers point their image and booking URLs (the hub's scheme://host:port) and the language of names. */
export interface ActivityView {
  origin: string;
  lang?: Lang;
}

const COUNTRIES: [id: number, iso: string, name: L][] = [
  [1, 'ES', { en: 'Spain', de: 'Spanien', fr: 'Espagne', nl: 'Spanje' }],
  [2, 'IT', { en: 'Italy', de: 'Italien', fr: 'Italie', nl: 'Italië' }],
  [3, 'GR', { en: 'Greece', de: 'Griechenland', fr: 'Grèce', nl: 'Griekenland' }],
  [4, 'PT', { en: 'Portugal', de: 'Portugal', fr: 'Portugal', nl: 'Portugal' }],
  [5, 'ME', { en: 'Montenegro', de: 'Montenegro', fr: 'Monténégro', nl: 'Montenegro' }],
];

/** id, country, name, cover image, where the ship docks (meeting point) */
const CITIES: [id: number, country: number, name: L, image: string, pier: string][] = [
  [1, 1, { en: 'Barcelona', de: 'Barcelona', fr: 'Barcelone', nl: 'Barcelona' }, 'old-town', 'World Trade Center cruise terminal, Moll de Barcelona'],
  [
    2,
    1,
    { en: 'Palma de Mallorca', de: 'Palma de Mallorca', fr: 'Palma de Majorque', nl: 'Palma de Mallorca' },
    'beach',
    'Poniente cruise terminal, Estació Marítima',
  ],
  [3, 1, { en: 'Málaga', de: 'Málaga', fr: 'Malaga', nl: 'Málaga' }, 'harbour', 'Levante cruise terminal, Muelle de Levante'],
  [4, 2, { en: 'Rome', de: 'Rom', fr: 'Rome', nl: 'Rome' }, 'old-town', 'Civitavecchia cruise port, Largo della Pace'],
  [5, 2, { en: 'Naples', de: 'Neapel', fr: 'Naples', nl: 'Napels' }, 'harbour', 'Stazione Marittima, Molo Angioino'],
  [6, 2, { en: 'Venice', de: 'Venedig', fr: 'Venise', nl: 'Venetië' }, 'boat-tour', 'Venezia Terminal Passeggeri, Marittima'],
  [7, 3, { en: 'Athens', de: 'Athen', fr: 'Athènes', nl: 'Athene' }, 'old-town', 'Piraeus cruise terminal A, Akti Miaouli'],
  [8, 3, { en: 'Santorini', de: 'Santorin', fr: 'Santorin', nl: 'Santorini' }, 'sunset', 'Old Port of Fira (tender landing)'],
  [9, 4, { en: 'Lisbon', de: 'Lissabon', fr: 'Lisbonne', nl: 'Lissabon' }, 'old-town', 'Lisbon Cruise Terminal, Santa Apolónia'],
  [10, 4, { en: 'Funchal', de: 'Funchal', fr: 'Funchal', nl: 'Funchal' }, 'mountain', 'Funchal cruise terminal, Pontinha pier'],
  [11, 5, { en: 'Kotor', de: 'Kotor', fr: 'Kotor', nl: 'Kotor' }, 'harbour', 'Kotor tender pier'],
];

const FEATURES: Record<string, string> = {
  'free-cancellation': 'Free cancellation up to 24 hours before',
  'skip-the-line': 'Skip the line',
  'guided-tour': 'Guided tour',
  'small-group': 'Small group (max. 15)',
  'mobile-ticket': 'Mobile ticket',
  'pickup-included': 'Pickup at the cruise terminal',
  'food-included': 'Food tastings included',
  'drinks-included': 'Drinks included',
  'equipment-included': 'Equipment included',
  'wheelchair-accessible': 'Wheelchair accessible',
  'instant-confirmation': 'Instant confirmation',
};
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  nl: 'Dutch',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  el: 'Greek',
};

interface ActivityDef {
  city: number;
  title: string;
  image: string;
  duration: string | [string, string];
  price: number;
  features: string[];
  languages: string[];
  about: string;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
}
const A = (
  city: number,
  title: string,
  image: string,
  duration: ActivityDef['duration'],
  price: number,
  features: string[],
  languages: string[],
  about: string,
  highlights: string[],
  inclusions: string[],
  exclusions: string[],
): ActivityDef => ({ city, title, image, duration, price, features, languages, about, highlights, inclusions, exclusions });

const ACTIVITIES: ActivityDef[] = [
  A(
    1,
    'Sagrada Família and Gaudí Highlights Guided Tour',
    'old-town',
    'PT3H',
    59,
    ['guided-tour', 'skip-the-line', 'small-group', 'mobile-ticket'],
    ['en', 'de', 'fr', 'es'],
    'Discover Gaudí’s unfinished masterpiece with a licensed guide, then walk past Casa Batlló and La Pedrera on the elegant Passeig de Gràcia.',
    ['Skip the queue at the Sagrada Família', 'See the facades of Casa Batlló and La Pedrera'],
    ['Licensed local guide', 'Entrance ticket to the basilica', 'Headsets'],
    ['Tower access', 'Hotel or port transfer'],
  ),
  A(
    1,
    'Gothic Quarter Tapas Walk',
    'restaurant',
    ['PT2H30M', 'PT3H'],
    69,
    ['guided-tour', 'food-included', 'small-group'],
    ['en', 'es'],
    'Taste your way through the narrow lanes of the Gothic Quarter and El Born, with stops at four family-run tapas bars.',
    ['Eight tapas in four traditional bars', 'Stories of medieval Barcelona'],
    ['Tapas and one drink per stop', 'Local food guide'],
    ['Additional drinks'],
  ),
  A(
    1,
    'Montjuïc Cable Car and Castle Visit',
    'mountain',
    'PT2H',
    34,
    ['mobile-ticket', 'instant-confirmation', 'free-cancellation'],
    ['en', 'es', 'fr'],
    'Float above the harbour in the Montjuïc cable car and explore the hilltop castle with sweeping views over the city and the sea.',
    ['Panoramic cable car ride', 'Views over the port from the castle walls'],
    ['Return cable car ticket', 'Castle entrance'],
    ['Guide', 'Food and drinks'],
  ),
  A(
    1,
    'Sunset Catamaran Cruise along the Barcelona Coast',
    'boat-tour',
    'PT1H30M',
    45,
    ['drinks-included', 'free-cancellation', 'instant-confirmation'],
    ['en', 'es'],
    'Relax on a modern catamaran as the sun sets over the city skyline, with chill-out music and a glass of cava.',
    ['Barcelona skyline at sunset', 'Chill-out music on deck'],
    ['Glass of cava', 'Soft drinks'],
    ['Food'],
  ),
  A(
    2,
    'Palma Cathedral and Old Town Walking Tour',
    'old-town',
    'PT2H',
    29,
    ['guided-tour', 'skip-the-line', 'wheelchair-accessible'],
    ['en', 'de', 'es'],
    'Visit La Seu, the Gothic cathedral by the sea, and wander through the Arab baths quarter and the courtyards of the old town.',
    ['Inside La Seu cathedral', 'Hidden patios of the old town'],
    ['Cathedral entrance', 'Local guide'],
    ['Transport to the meeting point'],
  ),
  A(
    2,
    'Serra de Tramuntana Scenic Drive with Sóller Tram',
    'mountain',
    ['PT6H', 'PT7H'],
    89,
    ['pickup-included', 'guided-tour', 'free-cancellation'],
    ['en', 'de'],
    'Drive the winding roads of the UNESCO-listed mountains, ride the vintage tram from Sóller to its port and enjoy free time by the sea.',
    ['Historic wooden tram ride', 'Mountain villages and olive groves'],
    ['Coach with guide', 'Tram ticket', 'Pickup at the pier'],
    ['Lunch'],
  ),
  A(
    2,
    'Snorkelling Trip to the Hidden Coves',
    'beach',
    'PT4H',
    65,
    ['equipment-included', 'small-group', 'pickup-included'],
    ['en', 'de', 'es'],
    'Board a small boat to reach turquoise coves only accessible from the sea, and snorkel among posidonia meadows with a marine biologist.',
    ['Two snorkelling stops', 'Coves unreachable by road'],
    ['Mask, snorkel and fins', 'Wetsuit', 'Snacks and water'],
    ['Towels'],
  ),
  A(
    3,
    'Alcazaba and Roman Theatre Tour',
    'old-town',
    'PT2H',
    32,
    ['guided-tour', 'skip-the-line'],
    ['en', 'es', 'fr'],
    'Explore the Moorish fortress-palace of the Alcazaba and the Roman theatre at its feet on a relaxed guided walk.',
    ['Moorish gardens and courtyards', 'First-century Roman theatre'],
    ['Entrance tickets', 'Guide'],
    ['Gibralfaro castle'],
  ),
  A(
    3,
    'Caminito del Rey Guided Hike',
    'mountain',
    ['PT5H', 'PT6H'],
    75,
    ['pickup-included', 'guided-tour', 'equipment-included'],
    ['en', 'es'],
    'Walk the famous boardwalk pinned to the walls of the Gaitanes gorge, 100 metres above the river.',
    ['Boardwalk high above the gorge', 'Hanging bridge crossing'],
    ['Return coach', 'Helmet', 'Entrance ticket'],
    ['Lunch', 'Walking shoes'],
  ),
  A(
    3,
    'Andalusian Cooking Class with Market Visit',
    'restaurant',
    'PT4H',
    79,
    ['food-included', 'small-group', 'drinks-included'],
    ['en', 'es'],
    'Shop for ingredients at the Atarazanas market with a chef, then cook gazpacho, paella and a classic dessert together.',
    ['Guided visit of the central market', 'Three-course lunch you cook yourself'],
    ['Ingredients', 'Lunch with wine', 'Recipes to take home'],
    ['Transfers'],
  ),
  A(
    4,
    'Colosseum, Roman Forum and Palatine Hill Skip-the-Line Tour',
    'old-town',
    'PT3H',
    64,
    ['skip-the-line', 'guided-tour', 'small-group', 'mobile-ticket'],
    ['en', 'de', 'fr', 'it'],
    'Step into the arena of the gladiators and walk the ancient heart of Rome with an archaeologist guide.',
    ['Priority entrance to the Colosseum', 'Roman Forum and Palatine Hill'],
    ['Entrance tickets', 'Archaeologist guide', 'Headsets'],
    ['Transfer from Civitavecchia'],
  ),
  A(
    4,
    'Vatican Museums and Sistine Chapel Early Entry',
    'theatre',
    'PT3H30M',
    79,
    ['skip-the-line', 'guided-tour'],
    ['en', 'de', 'fr', 'it', 'nl'],
    'Enter before the crowds to admire the Raphael Rooms, the Gallery of Maps and Michelangelo’s ceiling in the Sistine Chapel.',
    ['Early access before the public opening', 'Michelangelo’s Sistine Chapel'],
    ['Reserved entrance', 'Guide'],
    ['St Peter’s dome climb'],
  ),
  A(
    4,
    'Trastevere Evening Food Tour',
    'restaurant',
    'PT3H',
    75,
    ['food-included', 'drinks-included', 'small-group'],
    ['en', 'it'],
    'Eat like a Roman in the cobbled lanes of Trastevere: supplì, cacio e pepe, artisan gelato and local wine.',
    ['Ten tastings in six family-run places', 'Roman street food classics'],
    ['All food tastings', 'Wine'],
    ['Hotel transfer'],
  ),
  A(
    4,
    'Rome by Golf Cart',
    'old-town',
    'PT3H',
    115,
    ['guided-tour', 'small-group', 'wheelchair-accessible'],
    ['en', 'de', 'fr', 'it'],
    'See the Trevi Fountain, the Pantheon, Piazza Navona and more without long walks, in an electric golf cart with your own guide.',
    ['Ten landmarks in three hours', 'Stops for photos and gelato'],
    ['Electric golf cart', 'Driver-guide'],
    ['Entrance tickets'],
  ),
  A(
    5,
    'Pompeii Archaeological Park with an Archaeologist',
    'old-town',
    ['PT2H30M', 'PT3H'],
    55,
    ['guided-tour', 'skip-the-line', 'pickup-included'],
    ['en', 'de', 'fr', 'it'],
    'Walk the streets of the Roman city buried by Vesuvius and see villas, bakeries and frescoes preserved for two thousand years.',
    ['The Forum and the House of the Faun', 'Plaster casts of the victims'],
    ['Entrance ticket', 'Archaeologist guide', 'Coach from the port'],
    ['Lunch'],
  ),
  A(
    5,
    'Amalfi Coast Boat Day Trip',
    'boat-tour',
    'PT8H',
    119,
    ['drinks-included', 'small-group', 'free-cancellation'],
    ['en', 'it'],
    'Cruise past Positano and Amalfi, swim in emerald bays and enjoy free time in the colourful villages of the coast.',
    ['Positano from the sea', 'Swim stop in a secluded bay'],
    ['Boat with skipper', 'Prosecco and snacks'],
    ['Lunch in Amalfi'],
  ),
  A(
    5,
    'Neapolitan Pizza-Making Workshop',
    'restaurant',
    'PT2H',
    49,
    ['food-included', 'drinks-included', 'instant-confirmation'],
    ['en', 'it'],
    'Learn the secrets of the real Neapolitan pizza from a pizzaiolo, then eat the pizza you made straight from the wood-fired oven.',
    ['Hands-on dough workshop', 'Certificate of pizza maker'],
    ['Pizza and drink', 'Apron'],
    ['Transport'],
  ),
  A(
    6,
    'Grand Canal Gondola Ride with Commentary',
    'boat-tour',
    'PT30M',
    35,
    ['instant-confirmation', 'mobile-ticket'],
    ['en', 'de', 'fr', 'it'],
    'Glide along the Grand Canal in a shared gondola with audio commentary about the palaces you pass.',
    ['Rialto Bridge from the water', 'Palaces of the Grand Canal'],
    ['Shared gondola ride', 'Audio commentary app'],
    ['Private gondola', 'Gratuities'],
  ),
  A(
    6,
    'Doge’s Palace and St Mark’s Basilica Tour',
    'old-town',
    'PT2H30M',
    72,
    ['skip-the-line', 'guided-tour'],
    ['en', 'de', 'fr', 'it'],
    'Cross the Bridge of Sighs from inside the Doge’s Palace and admire the golden mosaics of St Mark’s Basilica.',
    ['The Bridge of Sighs from the inside', 'Golden mosaics of St Mark’s'],
    ['Entrance tickets', 'Guide'],
    ['Museum of St Mark'],
  ),
  A(
    6,
    'Murano and Burano Islands Half-Day Trip',
    'boat-tour',
    ['PT4H', 'PT5H'],
    39,
    ['guided-tour', 'free-cancellation'],
    ['en', 'it', 'es'],
    'Watch a glass-blowing demonstration on Murano and stroll along the brightly painted houses of Burano.',
    ['Glass-blowing demonstration', 'Colourful houses of Burano'],
    ['Boat transfers', 'Glass factory visit'],
    ['Food and drinks'],
  ),
  A(
    7,
    'Acropolis and Parthenon Guided Walking Tour',
    'old-town',
    'PT2H',
    45,
    ['guided-tour', 'skip-the-line', 'small-group'],
    ['en', 'de', 'fr', 'el'],
    'Climb the sacred rock of Athens with a licensed guide and stand before the Parthenon, the Erechtheion and the Temple of Athena Nike.',
    ['The Parthenon up close', 'Views over Athens to the sea'],
    ['Licensed guide', 'Headsets'],
    ['Entrance ticket (bought on site)', 'Acropolis Museum'],
  ),
  A(
    7,
    'Cape Sounion Sunset Trip and Temple of Poseidon',
    'sunset',
    'PT4H',
    55,
    ['pickup-included', 'guided-tour'],
    ['en', 'el'],
    'Drive along the Athenian Riviera to the Temple of Poseidon, perched on a cliff above the Aegean, in time for sunset.',
    ['Sunset at the Temple of Poseidon', 'Coastal drive along the Riviera'],
    ['Coach and guide', 'Entrance ticket'],
    ['Dinner'],
  ),
  A(
    7,
    'Plaka Street Food Tour',
    'restaurant',
    'PT3H',
    59,
    ['food-included', 'small-group'],
    ['en', 'el'],
    'From koulouri to souvlaki and loukoumades, taste the street food of Athens in the old quarters of Plaka and Psyrri.',
    ['Central market visit', 'Twelve tastings'],
    ['All tastings', 'Greek coffee'],
    ['Alcoholic drinks'],
  ),
  A(
    8,
    'Caldera Sailing Cruise with Hot Springs',
    'boat-tour',
    'PT5H',
    110,
    ['food-included', 'drinks-included', 'small-group'],
    ['en', 'el'],
    'Sail inside the volcanic caldera, swim in the warm springs near the volcano and enjoy a barbecue lunch on board.',
    ['Swim at the hot springs', 'Red and white beaches from the sea'],
    ['Barbecue lunch', 'Drinks', 'Snorkelling gear'],
    ['Transfer to the marina'],
  ),
  A(
    8,
    'Santorini Wine Tasting at Three Wineries',
    'wine-tasting',
    'PT4H',
    85,
    ['pickup-included', 'food-included', 'drinks-included'],
    ['en', 'el'],
    'Taste Assyrtiko and Vinsanto at three family wineries growing vines in basket shapes on volcanic soil.',
    ['Twelve wines at three wineries', 'Caldera views from a winery terrace'],
    ['Tastings with local snacks', 'Transport'],
    ['Bottles to take home'],
  ),
  A(
    8,
    'Oia Sunset Photo Walk',
    'sunset',
    'PT2H',
    39,
    ['guided-tour', 'small-group'],
    ['en'],
    'A professional photographer leads you through the quieter lanes of Oia to the best spots for the famous sunset.',
    ['Photography tips from a pro', 'Lesser-known viewpoints'],
    ['Photographer guide'],
    ['Camera', 'Transfer to Oia'],
  ),
  A(
    9,
    'Belém Monuments and Pastry Tasting',
    'old-town',
    'PT3H',
    39,
    ['guided-tour', 'food-included', 'wheelchair-accessible'],
    ['en', 'de', 'fr', 'pt'],
    'See the Jerónimos Monastery, the Belém Tower and the Monument to the Discoveries, then taste the original custard tart.',
    ['Jerónimos Monastery', 'The original pastel de Belém'],
    ['Guide', 'Pastry and coffee'],
    ['Monument entrances'],
  ),
  A(
    9,
    'Alfama Fado Evening with Dinner',
    'theatre',
    'PT3H',
    89,
    ['food-included', 'drinks-included'],
    ['en', 'pt', 'fr'],
    'Listen to live fado, Portugal’s soulful music, in an intimate tavern in the Alfama quarter over a traditional dinner.',
    ['Live fado performance', 'Three-course Portuguese dinner'],
    ['Dinner with wine', 'Show'],
    ['Transfers'],
  ),
  A(
    9,
    'Sintra Palaces Day Trip',
    'mountain',
    ['PT7H', 'PT8H'],
    95,
    ['pickup-included', 'guided-tour', 'skip-the-line'],
    ['en', 'de', 'fr', 'nl'],
    'Visit the fairy-tale Pena Palace, wander through the romantic town of Sintra and stop at Cabo da Roca, Europe’s westernmost point.',
    ['Pena Palace', 'Cabo da Roca cliffs'],
    ['Minibus and guide', 'Pena Palace ticket'],
    ['Lunch'],
  ),
  A(
    9,
    'Tram 28 and Viewpoints Tour',
    'old-town',
    'PT2H',
    29,
    ['guided-tour', 'mobile-ticket'],
    ['en', 'pt', 'es'],
    'Ride the historic yellow tram through Graça and Alfama and stop at the best miradouros over the Tagus river.',
    ['Historic tram ride', 'Three viewpoints'],
    ['Tram ticket', 'Guide'],
    ['Food and drinks'],
  ),
  A(
    10,
    'Levada Walk through the Laurel Forest',
    'mountain',
    'PT4H',
    45,
    ['pickup-included', 'guided-tour', 'small-group'],
    ['en', 'de', 'pt'],
    'Follow an old irrigation channel through the UNESCO-listed laurel forest, past waterfalls and tunnels.',
    ['Ancient laurel forest', 'Waterfall viewpoint'],
    ['Transport', 'Walking guide'],
    ['Lunch', 'Walking shoes'],
  ),
  A(
    10,
    'Dolphin and Whale Watching Cruise',
    'boat-tour',
    'PT3H',
    55,
    ['free-cancellation', 'instant-confirmation'],
    ['en', 'de', 'pt'],
    'Head out with marine biologists to spot dolphins, pilot whales and turtles in the deep waters off Madeira.',
    ['Dolphin sightings on most trips', 'Marine biologist on board'],
    ['Boat trip', 'Water'],
    ['Pickup'],
  ),
  A(
    10,
    'Toboggan Ride and Monte Palace Gardens',
    'mountain',
    'PT2H30M',
    42,
    ['mobile-ticket', 'instant-confirmation'],
    ['en', 'de', 'pt'],
    'Take the cable car up to Monte, explore the tropical gardens and ride down in a traditional wicker toboggan steered by two drivers.',
    ['Wicker toboggan ride', 'Tropical gardens'],
    ['Cable car', 'Garden entrance', 'Toboggan ride'],
    ['Return to the port'],
  ),
];

const INFO_HTML =
  '<ul><li>Wear comfortable shoes and bring sun protection.</li><li>The tour runs in all weather conditions.</li><li>Please be back on board at least 30 minutes before the all-aboard time.</li></ul>';

function uuidOf(n: number): string {
  const h = createHash('sha1').update(`lido-activity-${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function ensureActivitiesSchema(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS act_country (id INTEGER PRIMARY KEY, iso TEXT NOT NULL, names TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS act_city (id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL, names TEXT NOT NULL, image TEXT NOT NULL, pier TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS act_activity (uuid TEXT PRIMARY KEY, city_id INTEGER NOT NULL, sort INTEGER NOT NULL, doc TEXT NOT NULL) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS act_activity_city ON act_activity (city_id, sort);
  `);
}

export function seedActivitiesProvider(db: DatabaseSync): void {
  ensureActivitiesSchema(db);
  for (const t of ['act_country', 'act_city', 'act_activity']) db.exec(`DELETE FROM ${t}`);
  const insCountry = db.prepare('INSERT INTO act_country (id, iso, names) VALUES (?, ?, ?)');
  for (const [id, iso, names] of COUNTRIES) insCountry.run(id, iso, JSON.stringify(names));
  const insCity = db.prepare('INSERT INTO act_city (id, country_id, names, image, pier) VALUES (?, ?, ?, ?, ?)');
  for (const [id, country, names, image, pier] of CITIES) insCity.run(id, country, JSON.stringify(names), image, pier);
  const insActivity = db.prepare('INSERT INTO act_activity (uuid, city_id, sort, doc) VALUES (?, ?, ?, ?)');
  ACTIVITIES.forEach((a, i) => insActivity.run(uuidOf(i + 1), a.city, i, JSON.stringify(a)));
}

// ------------------------------------------------------------------------------- views (shared with the hub)

interface CountryRow {
  id: number;
  iso: string;
  names: string;
}
interface CityRow {
  id: number;
  country_id: number;
  names: string;
  image: string;
  pier: string;
}
interface ActivityRow {
  uuid: string;
  city_id: number;
  sort: number;
  doc: string;
}

const image = (origin: string, name: string, width = 800) => `${origin}/media/images/${name}-${width}.jpg`;
const nameIn = (names: string, lang: Lang) => (JSON.parse(names) as L)[lang];

export function listCountries(db: DatabaseSync, view: ActivityView): unknown[] {
  const lang = view.lang ?? 'en';
  const counts = db
    .prepare(`SELECT c.country_id AS id, COUNT(DISTINCT c.id) AS cities, COUNT(a.uuid) AS activities
    FROM act_city c LEFT JOIN act_activity a ON a.city_id = c.id GROUP BY c.country_id`)
    .all() as { id: number; cities: number; activities: number }[];
  return (db.prepare('SELECT * FROM act_country ORDER BY id').all() as unknown as CountryRow[]).map((c) => {
    const n = counts.find((x) => x.id === c.id);
    return { id: c.id, name: nameIn(c.names, lang), iso_code: c.iso, cities_count: n?.cities ?? 0, activities_count: n?.activities ?? 0 };
  });
}

/** Cities of a country; null when the country does not exist. */
export function listCities(db: DatabaseSync, countryId: number, view: ActivityView): unknown[] | null {
  const lang = view.lang ?? 'en';
  const country = db.prepare('SELECT * FROM act_country WHERE id = ?').get(countryId) as CountryRow | undefined;
  if (!country) return null;
  const rows = db
    .prepare(`SELECT c.*, (SELECT COUNT(*) FROM act_activity a WHERE a.city_id = c.id) AS n
    FROM act_city c WHERE c.country_id = ? ORDER BY c.id`)
    .all(countryId) as unknown as (CityRow & { n: number })[];
  return rows.map((c) => ({
    id: c.id,
    name: nameIn(c.names, lang),
    country: { id: country.id, name: nameIn(country.names, lang), iso_code: country.iso },
    cover_image_url: image(view.origin, c.image),
    activities_count: c.n,
  }));
}

/** Activities of a city (an empty list for Kotor); null when the city does not exist. */
export function listActivities(db: DatabaseSync, cityId: number, view: ActivityView, page: { limit?: number; offset?: number } = {}): unknown[] | null {
  const city = db.prepare('SELECT * FROM act_city WHERE id = ?').get(cityId) as CityRow | undefined;
  if (!city) return null;
  const rows = db
    .prepare('SELECT * FROM act_activity WHERE city_id = ? ORDER BY sort LIMIT ? OFFSET ?')
    .all(cityId, page.limit ?? 100, page.offset ?? 0) as unknown as ActivityRow[];
  return rows.map((r) => renderActivity(db, r, view));
}

/** One activity; null when unknown. */
export function getActivity(db: DatabaseSync, uuid: string, view: ActivityView): Record<string, unknown> | null {
  const row = db.prepare('SELECT * FROM act_activity WHERE uuid = ?').get(uuid) as ActivityRow | undefined;
  return row ? renderActivity(db, row, view) : null;
}

function renderActivity(db: DatabaseSync, row: ActivityRow, view: ActivityView): Record<string, unknown> {
  const lang = view.lang ?? 'en';
  const a = JSON.parse(row.doc) as ActivityDef;
  const city = db.prepare('SELECT * FROM act_city WHERE id = ?').get(row.city_id) as unknown as CityRow;
  const country = db.prepare('SELECT * FROM act_country WHERE id = ?').get(city.country_id) as unknown as CountryRow;
  const cityName = nameIn(city.names, lang);
  return {
    uuid: row.uuid,
    title: a.title,
    cover_image_url: image(view.origin, a.image),
    ...(typeof a.duration === 'string' ? { duration: a.duration } : { duration_range: { min: a.duration[0], max: a.duration[1] } }),
    retail_price: {
      currency: 'EUR',
      value: a.price,
      formatted_value: `€${a.price.toFixed(2)}`,
      formatted_iso_value: `EUR ${a.price.toFixed(2)}`,
    },
    languages: a.languages.map((code) => ({ code, name: LANGUAGE_NAMES[code] ?? code })),
    features: a.features.map((code) => ({ code, name: FEATURES[code] ?? code })),
    about: `<p>${escapeXml(a.about)}</p>`,
    where_text: `${cityName}, ${nameIn(country.names, lang)}`,
    meeting_point: `${city.pier}. Look for the guide holding a “Lido Excursions” sign 15 minutes before the start.`,
    info: INFO_HTML,
    city: { id: city.id, name: cityName },
    country: { id: country.id, name: nameIn(country.names, lang) },
    reviews_avg: Math.round((4.2 + ((row.sort * 7) % 8) / 10) * 10) / 10,
    reviews_number: 40 + ((row.sort * 137) % 900),
    url: `${view.origin}/activities-api/book/${row.uuid}`,
  };
}

const TAXONOMY_TYPES = ['HIGHLIGHT', 'INCLUSION', 'EXCLUSION'] as const;

export function activityTaxonomies(db: DatabaseSync, uuid: string): { id: string; type: (typeof TAXONOMY_TYPES)[number]; name: string }[] | null {
  const row = db.prepare('SELECT doc FROM act_activity WHERE uuid = ?').get(uuid) as { doc: string } | undefined;
  if (!row) return null;
  const a = JSON.parse(row.doc) as ActivityDef;
  const of = (type: (typeof TAXONOMY_TYPES)[number], list: string[]) => list.map((name, i) => ({ id: `${type.toLowerCase()}-${i + 1}`, type, name }));
  return [...of('HIGHLIGHT', a.highlights), ...of('INCLUSION', a.inclusions), ...of('EXCLUSION', a.exclusions)];
}

export function activityMedia(db: DatabaseSync, uuid: string, view: ActivityView): unknown[] | null {
  const row = db.prepare('SELECT doc, city_id FROM act_activity WHERE uuid = ?').get(uuid) as { doc: string; city_id: number } | undefined;
  if (!row) return null;
  const a = JSON.parse(row.doc) as ActivityDef;
  const city = db.prepare('SELECT image FROM act_city WHERE id = ?').get(row.city_id) as { image: string };
  const names = [...new Set([a.image, city.image, 'harbour', 'sunset'])].slice(0, 3);
  return names.map((name, i) => ({
    type: 'image',
    title: i === 0 ? a.title : `${a.title} (${i + 1})`,
    url: image(view.origin, name, 800),
    thumbnail_url: image(view.origin, name, 200),
  }));
}

// ------------------------------------------------------------------------------- routes

export function activitiesProviderRoutes(db: DatabaseSync): Router {
  ensureActivitiesSchema(db);
  const r = new Router();
  const view = (ctx: Ctx): ActivityView => ({ origin: ctx.origin, lang: ctx.lang });
  const num = (ctx: Ctx, name: string): number => {
    const v = ctx.params[name] ?? '';
    if (!/^\d+$/.test(v)) throw new HttpError(404, `No ${name.replace('Id', '')} '${v}'`);
    return Number(v);
  };
  const notFound = (what: string, id: string | undefined): never => {
    throw new HttpError(404, `No ${what} '${id}'`);
  };
  const activities = (ctx: Ctx) =>
    listActivities(db, num(ctx, 'cityId'), view(ctx), {
      limit: optInt(ctx.query.get('limit'), 'limit', 1, 100) ?? 100,
      offset: optInt(ctx.query.get('offset'), 'offset', 0, 100000) ?? 0,
    }) ?? notFound('city', ctx.params.cityId);

  r.get('/countries', (ctx) => listCountries(db, view(ctx)));
  r.get('/countries/:countryId/cities', (ctx) => listCities(db, num(ctx, 'countryId'), view(ctx)) ?? notFound('country', ctx.params.countryId));
  r.get('/cities/:cityId/activities', activities);
  r.get('/countries/:countryId/cities/:cityId/activities', activities);
  r.get('/activities/:activityId', (ctx) => getActivity(db, ctx.params.activityId ?? '', view(ctx)) ?? notFound('activity', ctx.params.activityId));
  r.get('/activities/:activityId/taxonomies', (ctx) => {
    const list = activityTaxonomies(db, ctx.params.activityId ?? '') ?? notFound('activity', ctx.params.activityId);
    const type = ctx.query.get('type');
    if (type === null) return list;
    if (!(TAXONOMY_TYPES as readonly string[]).includes(type))
      throw new HttpError(400, `Unknown taxonomy type '${type}' (allowed: ${TAXONOMY_TYPES.join(', ')})`);
    return list.filter((t) => t.type === type);
  });
  r.get('/activities/:activityId/media', (ctx) => activityMedia(db, ctx.params.activityId ?? '', view(ctx)) ?? notFound('activity', ctx.params.activityId));

  // The "Book Excursion" external link of the detail page lands here: the partner's booking page.
  r.get('/book/:activityId', (ctx) => {
    const a = getActivity(db, ctx.params.activityId ?? '', view(ctx)) ?? notFound('activity', ctx.params.activityId);
    const price = (a.retail_price as { formatted_value: string }).formatted_value;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Book: ${escapeXml(String(a.title))}</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<p>Activities partner — demo booking page</p><h1>${escapeXml(String(a.title))}</h1><img src="${escapeXml(String(a.cover_image_url))}" alt="" width="400">
<p>From <strong>${escapeXml(price)}</strong> per person. ${escapeXml(String(a.where_text))}.</p>
<p>This stand-in partner page ends the demo flow: real bookings happen on the partner's site.</p></body></html>`;
    return sendBytes(ctx, html, 'text/html; charset=utf-8', 0);
  });

  return r;
}
