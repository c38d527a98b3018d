/**
 * Stand-in for the schedule export service (spec 000 §7, 002 "Scheduled event"), mounted at /spark/:
 *   GET /spark/api/v1/ext/export/{propertyId}/schedule?date=dd/mm/yyyy[&days=n]
 *   Authorization: Bearer <sparkApiToken>
 * The token and property id are the ones the hub's devices/config hands out (lib/constants.ts).
 * The programme is a weekly loop (daily events + weekday specials) generated for any date, so
 * every date of a live demo has a schedule. Times are ship time without zone (yyyy-mm-ddTHH:MM:00).
 */
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, Router, type Ctx } from '../lib/http.ts';
import { SPARK_API_TOKEN, SPARK_PROPERTY_ID } from '../lib/constants.ts';
import { formatDate } from '../lib/dates.ts';
import { optInt } from './common.ts';

export const SPARK_MAX_DAYS = 14;

/** weekday (0 = Sunday … 6, null = daily), start, end (null = open end), title, location, overview, category */
type Template = [weekday: number | null, start: string, end: string | null, title: string, location: string, overview: string, category: string];

const TEMPLATES: Template[] = [
  [
    null,
    '07:00',
    '08:00',
    'Sunrise Yoga',
    'Sun Deck, Deck 12 forward',
    'Start the day with a gentle flow as the sun comes up over the sea. Mats are provided.',
    'Wellness',
  ],
  [
    null,
    '09:30',
    '10:15',
    'Morning Trivia',
    'Horizon Lounge, Deck 7',
    'Test your general knowledge in teams of up to six. Prizes for the winning team.',
    'Games',
  ],
  [
    null,
    '11:00',
    '12:00',
    'Kids Club Treasure Hunt',
    'Kids Cove, Deck 11',
    'A treasure hunt around the ship for children aged 4 to 11, led by the kids club team.',
    'Kids',
  ],
  [null, '14:00', '16:00', 'Pool Party', 'Lido Pool, Deck 11', 'Music, games and cocktails by the pool with our entertainment team.', 'Entertainment'],
  [null, '17:00', '17:45', 'Art Auction Preview', 'Gallery, Deck 6', 'Browse the artworks of tonight’s auction with a glass of sparkling wine.', 'Shopping'],
  [
    null,
    '19:30',
    '20:30',
    'Main Show: Starlight Revue',
    'Starlight Theatre, Deck 5',
    'Singers, dancers and acrobats in the ship’s signature production show. Second performance at 21:30.',
    'Shows',
  ],
  [
    null,
    '21:30',
    '22:30',
    'Main Show: Starlight Revue (second performance)',
    'Starlight Theatre, Deck 5',
    'The second performance of tonight’s show.',
    'Shows',
  ],
  [null, '22:30', null, 'Late Night Dance Party', 'Aurora Club, Deck 7', 'The DJ plays the hits until late. Adults only after midnight.', 'Nightlife'],
  [
    0,
    '10:30',
    '11:30',
    'Sunday Brunch Cooking Demo',
    'Culinary Studio, Deck 8',
    'Our executive chef shows how to make the perfect eggs Benedict.',
    'Food & Drink',
  ],
  [0, '16:00', '17:00', 'Classical Afternoon Concert', 'Atrium, Deck 5', 'The Aurora Chamber Strings play Vivaldi and Mozart.', 'Music'],
  [
    1,
    '10:30',
    '11:30',
    'Port Talk: Tomorrow’s Destination',
    'Starlight Theatre, Deck 5',
    'Our port lecturer introduces tomorrow’s port, its history and the best excursions.',
    'Talks',
  ],
  [
    1,
    '15:00',
    '16:00',
    'Wine Tasting: Wines of the Mediterranean',
    'Vintage Wine Bar, Deck 6',
    'Six wines from the regions we visit on this voyage. Surcharge applies.',
    'Food & Drink',
  ],
  [2, '10:00', '11:00', 'Towel Animal Workshop', 'Horizon Lounge, Deck 7', 'Learn to fold the famous towel animals with our housekeeping team.', 'Workshops'],
  [2, '16:30', '17:30', 'Bridge Tournament', 'Card Room, Deck 8', 'Duplicate bridge for all levels. Partners can be found on site.', 'Games'],
  [
    3,
    '11:00',
    '12:00',
    'Behind the Scenes: The Galley',
    'Main Restaurant, Deck 4',
    'Tour the galley and meet the chefs who cook 9,000 meals a day. Limited places.',
    'Tours',
  ],
  [3, '20:00', '21:00', 'Captain’s Welcome Reception', 'Atrium, Deck 5', 'Meet the captain and senior officers over a glass of champagne.', 'Special'],
  [4, '10:00', '11:00', 'Dance Class: Salsa for Beginners', 'Aurora Club, Deck 7', 'No partner or experience needed.', 'Workshops'],
  [4, '15:30', '16:30', 'Afternoon Tea with Live Piano', 'Orangery, Deck 10', 'Scones, sandwiches and pastries with live piano music.', 'Food & Drink'],
  [
    5,
    '10:30',
    '11:30',
    'Photography Talk: Capturing the Sea',
    'Starlight Theatre, Deck 5',
    'Tips from the ship’s photographers for better holiday pictures.',
    'Talks',
  ],
  [5, '21:00', '23:00', 'White Night Party', 'Lido Pool, Deck 11', 'Dress in white for the biggest deck party of the cruise.', 'Nightlife'],
  [6, '09:00', '10:00', 'Walk a Mile for Charity', 'Promenade, Deck 5', 'Walk the promenade for the ship’s charity of the month.', 'Wellness'],
  [6, '18:00', '19:00', 'Crew Talent Show', 'Starlight Theatre, Deck 5', 'Our crew show their hidden talents.', 'Shows'],
];

export function ensureSparkSchema(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS spark_template (
    id INTEGER PRIMARY KEY, weekday INTEGER, start TEXT NOT NULL, end_time TEXT, title TEXT NOT NULL, location TEXT NOT NULL,
    overview TEXT NOT NULL, category TEXT NOT NULL
  )`);
}

export function seedSpark(db: DatabaseSync): void {
  ensureSparkSchema(db);
  db.exec('DELETE FROM spark_template');
  const ins = db.prepare('INSERT INTO spark_template (id, weekday, start, end_time, title, location, overview, category) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  TEMPLATES.forEach((t, i) => ins.run(i + 1, ...t));
}

interface TemplateRow {
  id: number;
  weekday: number | null;
  start: string;
  end_time: string | null;
  title: string;
  location: string;
  overview: string;
  category: string;
}

function parseDmy(text: string | null): Date | null {
  const m = text ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) : null;
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** A thumbnail per category (hub pictures, 200 wide: 002 §9 thumbnails); hidden by clients when hideSparkThumbnails. */
const THUMBNAILS: Record<string, string> = {
  Wellness: 'spa',
  Games: 'theatre',
  Kids: 'kids-club',
  Entertainment: 'pool-deck',
  Shopping: 'ship',
  Shows: 'theatre',
  Nightlife: 'sunset',
  'Food & Drink': 'restaurant',
  Music: 'theatre',
  Talks: 'theatre',
  Workshops: 'ship',
  Tours: 'restaurant',
  Special: 'sunset',
};

const at = (day: Date, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m);
};

/** The scheduled events of `days` days starting at `first` (local dates), sorted by start. */
export function scheduleFor(db: DatabaseSync, first: Date, days: number, origin = ''): unknown[] {
  const templates = db.prepare('SELECT * FROM spark_template ORDER BY start, id').all() as unknown as TemplateRow[];
  const events: unknown[] = [];
  for (let i = 0; i < days; i++) {
    const day = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i);
    for (const t of templates) {
      if (t.weekday !== null && t.weekday !== day.getDay()) continue;
      events.push({
        id: `${formatDate(day, 'ymd').replaceAll('-', '')}-${t.id}`,
        title: t.title,
        location: t.location,
        startTime: formatDate(at(day, t.start), 'iso'),
        endTime: t.end_time ? formatDate(at(day, t.end_time), 'iso') : null,
        eventOverview: t.overview,
        date: formatDate(day, 'dmy'),
        category: t.category,
        thumbnailUrl: `${origin}/api/blobs/image?reference=${THUMBNAILS[t.category] ?? 'default'}&width=200`,
      });
    }
  }
  return events;
}

export function sparkRoutes(db: DatabaseSync): Router {
  ensureSparkSchema(db);
  const r = new Router();
  r.get('/api/v1/ext/export/:propertyId/schedule', (ctx: Ctx) => {
    const m = /^Bearer\s+(\S+)$/i.exec(ctx.req.headers.authorization ?? '');
    if (!m) {
      ctx.res.setHeader('WWW-Authenticate', 'Bearer realm="spark"');
      throw new HttpError(401, 'Missing bearer token', 'missing_token');
    }
    if (m[1] !== SPARK_API_TOKEN) {
      ctx.res.setHeader('WWW-Authenticate', 'Bearer realm="spark", error="invalid_token"');
      throw new HttpError(401, 'Invalid API token', 'invalid_token');
    }
    if (ctx.params.propertyId !== SPARK_PROPERTY_ID) throw new HttpError(404, `Unknown property '${ctx.params.propertyId}'`, 'unknown_property');
    const date = parseDmy(ctx.query.get('date'));
    if (!date) throw new HttpError(400, "Query 'date' is required as dd/mm/yyyy", 'invalid_date');
    const days = optInt(ctx.query.get('days'), 'days', 1, SPARK_MAX_DAYS) ?? 1;
    return { propertyId: SPARK_PROPERTY_ID, date: formatDate(date, 'dmy'), days, events: scheduleFor(db, date, days, ctx.origin) };
  });
  return r;
}
