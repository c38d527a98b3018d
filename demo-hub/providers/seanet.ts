/**
 * Stand-in for the second VOD catalogue ("seanet", spec 000 §2/§3/§7), mounted at /seanet/.
 * POST api/connect-token {username, password} → {token, expiresIn: 21600}; every other call is a GET
 * with `Authorization: Bearer <token>` and answers plain JSON (errors: {error, message}, 401 when the
 * token is missing, unknown or expired). Content is localised: `locale` = en | de | fr | nl.
 *
 * Demo knob for expiry tests: `POST api/connect-token?expires_in=2` (1 … 21600 s) or the environment
 * variable LIDO_SEANET_TOKEN_TTL shortens the token lifetime.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, LANGS, Router, asObject, type Ctx, type Lang } from '../lib/http.ts';
import { artworkSvg, optInt, sendSvg } from './common.ts';

export const SEANET_USERNAME = 'seanet-demo';
export const SEANET_PASSWORD = 'seanet-demo-pass';
/** 6 hours (000 §9). */
export const SEANET_TOKEN_LIFETIME = 21600;
const LOCALE_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', fr: 'Français', nl: 'Nederlands' };
const DEFAULT_LOCALE: Lang = 'en';

type L = Record<Lang, string>;
const GENRES: { id: number; name: L }[] = [
  { id: 1, name: { en: 'Adventure', de: 'Abenteuer', fr: 'Aventure', nl: 'Avontuur' } },
  { id: 2, name: { en: 'Comedy', de: 'Komödie', fr: 'Comédie', nl: 'Komedie' } },
  { id: 3, name: { en: 'Nature & Travel', de: 'Natur & Reisen', fr: 'Nature & Voyages', nl: 'Natuur & Reizen' } },
  { id: 4, name: { en: 'Family', de: 'Familie', fr: 'Famille', nl: 'Familie' } },
];

/** genre, year, minutes, age, title, synopsis */
const MOVIES: [number, number, number, number, L, L][] = [
  [
    1,
    2021,
    108,
    12,
    { en: 'The Amber Compass', de: 'Der Bernsteinkompass', fr: 'La Boussole d’ambre', nl: 'Het Barnstenen Kompas' },
    {
      en: 'A young sailor inherits a compass that always points to what its owner has lost.',
      de: 'Ein junger Seemann erbt einen Kompass, der immer auf das zeigt, was sein Besitzer verloren hat.',
      fr: 'Un jeune marin hérite d’une boussole qui indique toujours ce que son propriétaire a perdu.',
      nl: 'Een jonge zeeman erft een kompas dat altijd wijst naar wat de eigenaar kwijt is.',
    },
  ],
  [
    1,
    2019,
    115,
    12,
    { en: 'Beyond the Reef', de: 'Jenseits des Riffs', fr: 'Au-delà du récif', nl: 'Voorbij het Rif' },
    {
      en: 'Two divers search for a legendary wreck beyond the outer reef before a storm closes in.',
      de: 'Zwei Taucher suchen ein legendäres Wrack jenseits des Außenriffs, bevor ein Sturm aufzieht.',
      fr: 'Deux plongeurs cherchent une épave légendaire au-delà du récif avant l’arrivée d’une tempête.',
      nl: 'Twee duikers zoeken een legendarisch wrak voorbij het buitenrif voordat een storm opsteekt.',
    },
  ],
  [
    1,
    2022,
    101,
    12,
    { en: 'The Glacier Run', de: 'Der Gletscherlauf', fr: 'La Course du glacier', nl: 'De Gletsjerrace' },
    {
      en: 'A dog-sled team races across a melting glacier to deliver medicine to a cut-off village.',
      de: 'Ein Hundeschlittenteam rast über einen schmelzenden Gletscher, um Medizin in ein abgeschnittenes Dorf zu bringen.',
      fr: 'Un attelage de chiens traverse un glacier qui fond pour livrer des médicaments à un village isolé.',
      nl: 'Een hondensleeteam racet over een smeltende gletsjer om medicijnen naar een afgesneden dorp te brengen.',
    },
  ],
  [
    1,
    2018,
    122,
    12,
    { en: 'Kingdom of Dunes', de: 'Königreich der Dünen', fr: 'Le Royaume des dunes', nl: 'Koninkrijk der Duinen' },
    {
      en: 'A cartographer and a caravan guide cross a desert that changes shape every night.',
      de: 'Eine Kartografin und ein Karawanenführer durchqueren eine Wüste, die jede Nacht ihre Form ändert.',
      fr: 'Une cartographe et un guide de caravane traversent un désert qui change de forme chaque nuit.',
      nl: 'Een cartografe en een karavaangids doorkruisen een woestijn die elke nacht van vorm verandert.',
    },
  ],
  [
    2,
    2020,
    96,
    6,
    { en: 'The Honeymoon Mix-Up', de: 'Die Flitterwochen-Verwechslung', fr: 'Lune de miel à l’envers', nl: 'De Huwelijksreisverwarring' },
    {
      en: 'Two newly-wed couples with the same surname are given each other’s honeymoon.',
      de: 'Zwei frisch verheiratete Paare mit demselben Nachnamen bekommen die Flitterwochen des jeweils anderen.',
      fr: 'Deux couples de jeunes mariés portant le même nom reçoivent la lune de miel de l’autre.',
      nl: 'Twee pasgetrouwde stellen met dezelfde achternaam krijgen elkaars huwelijksreis.',
    },
  ],
  [
    2,
    2017,
    92,
    0,
    { en: 'Uncle Bruno’s Boat', de: 'Onkel Brunos Boot', fr: 'Le Bateau de l’oncle Bruno', nl: 'De Boot van Oom Bruno' },
    {
      en: 'A family inherits a leaky fishing boat and decides to run sightseeing tours with it.',
      de: 'Eine Familie erbt ein undichtes Fischerboot und bietet damit Rundfahrten an.',
      fr: 'Une famille hérite d’un bateau de pêche qui prend l’eau et décide d’organiser des excursions.',
      nl: 'Een familie erft een lekke vissersboot en begint er rondvaarten mee.',
    },
  ],
  [
    2,
    2023,
    99,
    6,
    { en: 'Seasick in Paradise', de: 'Seekrank im Paradies', fr: 'Mal de mer au paradis', nl: 'Zeeziek in het Paradijs' },
    {
      en: 'A travel blogger who gets seasick wins a month-long island-hopping cruise.',
      de: 'Eine Reisebloggerin, die seekrank wird, gewinnt eine einmonatige Inselkreuzfahrt.',
      fr: 'Une blogueuse voyage sujette au mal de mer gagne une croisière d’un mois entre les îles.',
      nl: 'Een reisblogger die zeeziek wordt, wint een cruise van een maand langs de eilanden.',
    },
  ],
  [
    2,
    2021,
    94,
    6,
    { en: 'The Karaoke Cruise', de: 'Die Karaoke-Kreuzfahrt', fr: 'La Croisière karaoké', nl: 'De Karaokecruise' },
    {
      en: 'A shy accountant enters the ship’s karaoke contest to impress his former choir teacher.',
      de: 'Ein schüchterner Buchhalter nimmt am Karaoke-Wettbewerb an Bord teil, um seine frühere Chorleiterin zu beeindrucken.',
      fr: 'Un comptable timide participe au concours de karaoké du bord pour impressionner son ancienne professeure de chant.',
      nl: 'Een verlegen boekhouder doet mee aan de karaokewedstrijd aan boord om zijn oude koordirigente te imponeren.',
    },
  ],
  [
    3,
    2020,
    78,
    0,
    { en: 'Islands of Fire', de: 'Inseln aus Feuer', fr: 'Les Îles de feu', nl: 'Eilanden van Vuur' },
    {
      en: 'How volcanoes build new islands, filmed over five years of eruptions.',
      de: 'Wie Vulkane neue Inseln erschaffen, gefilmt über fünf Jahre voller Ausbrüche.',
      fr: 'Comment les volcans créent de nouvelles îles, filmé pendant cinq années d’éruptions.',
      nl: 'Hoe vulkanen nieuwe eilanden bouwen, vijf jaar lang gefilmd tijdens uitbarstingen.',
    },
  ],
  [
    3,
    2022,
    74,
    0,
    { en: 'The Secret Life of Harbours', de: 'Das geheime Leben der Häfen', fr: 'La Vie secrète des ports', nl: 'Het Geheime Leven van Havens' },
    {
      en: 'A day and a night in the busiest harbours of Europe, from pilots to fish auctions.',
      de: 'Ein Tag und eine Nacht in den geschäftigsten Häfen Europas, von Lotsen bis zu Fischauktionen.',
      fr: 'Un jour et une nuit dans les ports les plus animés d’Europe, des pilotes aux criées.',
      nl: 'Een dag en een nacht in de drukste havens van Europa, van loodsen tot visafslagen.',
    },
  ],
  [
    3,
    2019,
    81,
    0,
    { en: 'Rivers to the Sea', de: 'Flüsse zum Meer', fr: 'Des fleuves à la mer', nl: 'Rivieren naar Zee' },
    {
      en: 'Following four great rivers from their springs to the sea.',
      de: 'Vier große Flüsse von der Quelle bis zum Meer.',
      fr: 'Quatre grands fleuves suivis de leur source jusqu’à la mer.',
      nl: 'Vier grote rivieren gevolgd van de bron tot aan zee.',
    },
  ],
  [
    3,
    2023,
    69,
    0,
    { en: 'Night Skies at Sea', de: 'Nachthimmel auf See', fr: 'Ciels nocturnes en mer', nl: 'Nachtelijke Hemel op Zee' },
    {
      en: 'Astronomers show how sailors navigated by the stars, far from any city light.',
      de: 'Astronomen zeigen, wie Seeleute fernab jeder Stadtbeleuchtung nach den Sternen navigierten.',
      fr: 'Des astronomes montrent comment les marins naviguaient aux étoiles, loin des lumières des villes.',
      nl: 'Sterrenkundigen laten zien hoe zeelieden op de sterren navigeerden, ver van elk stadslicht.',
    },
  ],
  [
    4,
    2021,
    84,
    0,
    { en: 'Ollie and the Giant Turtle', de: 'Ollie und die Riesenschildkröte', fr: 'Ollie et la tortue géante', nl: 'Ollie en de Reuzenschildpad' },
    {
      en: 'A boy helps a giant sea turtle find her way back to the beach where she was born.',
      de: 'Ein Junge hilft einer Riesenschildkröte, den Strand ihrer Geburt wiederzufinden.',
      fr: 'Un garçon aide une tortue géante à retrouver la plage où elle est née.',
      nl: 'Een jongen helpt een reuzenschildpad de weg terug te vinden naar het strand waar ze geboren is.',
    },
  ],
  [
    4,
    2018,
    79,
    0,
    { en: 'The Flying Picnic', de: 'Das fliegende Picknick', fr: 'Le Pique-nique volant', nl: 'De Vliegende Picknick' },
    {
      en: 'A picnic basket carried off by the wind leads three cousins on a wild chase.',
      de: 'Ein vom Wind davongetragener Picknickkorb führt drei Cousins auf eine wilde Jagd.',
      fr: 'Un panier de pique-nique emporté par le vent entraîne trois cousins dans une folle poursuite.',
      nl: 'Een picknickmand die door de wind wordt meegevoerd, leidt drie neven op een wilde achtervolging.',
    },
  ],
  [
    4,
    2022,
    88,
    0,
    { en: 'Midnight at the Aquarium', de: 'Mitternacht im Aquarium', fr: 'Minuit à l’aquarium', nl: 'Middernacht in het Aquarium' },
    {
      en: 'Locked in the aquarium overnight, two friends discover the fish have plans of their own.',
      de: 'Über Nacht im Aquarium eingeschlossen, entdecken zwei Freundinnen, dass die Fische eigene Pläne haben.',
      fr: 'Enfermées dans l’aquarium pour la nuit, deux amies découvrent que les poissons ont leurs propres projets.',
      nl: 'Twee vriendinnen worden ’s nachts in het aquarium opgesloten en ontdekken dat de vissen eigen plannen hebben.',
    },
  ],
  [
    4,
    2020,
    76,
    0,
    { en: 'The Lighthouse Cat', de: 'Die Leuchtturmkatze', fr: 'Le Chat du phare', nl: 'De Vuurtorenkat' },
    {
      en: 'A stray cat moves into a lighthouse and keeps the light burning when the keeper falls ill.',
      de: 'Eine streunende Katze zieht in einen Leuchtturm und hält das Licht am Brennen, als der Wärter krank wird.',
      fr: 'Un chat errant s’installe dans un phare et garde la lumière allumée quand le gardien tombe malade.',
      nl: 'Een zwerfkat trekt in een vuurtoren en houdt het licht brandend als de wachter ziek wordt.',
    },
  ],
];

export function ensureSeanetSchema(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS seanet_genre (id INTEGER PRIMARY KEY, names TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS seanet_movie (
      id INTEGER PRIMARY KEY, genre_id INTEGER NOT NULL, year INTEGER NOT NULL, minutes INTEGER NOT NULL, age INTEGER NOT NULL,
      titles TEXT NOT NULL, synopses TEXT NOT NULL, audio_locales TEXT NOT NULL, media TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS seanet_movie_genre ON seanet_movie (genre_id);
    CREATE TABLE IF NOT EXISTS seanet_account (username TEXT PRIMARY KEY, password TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS seanet_token (token TEXT PRIMARY KEY, username TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
  `);
}

export function seedSeanet(db: DatabaseSync): void {
  ensureSeanetSchema(db);
  for (const t of ['seanet_genre', 'seanet_movie', 'seanet_account']) db.exec(`DELETE FROM ${t}`);
  db.prepare('INSERT INTO seanet_account (username, password) VALUES (?, ?)').run(SEANET_USERNAME, SEANET_PASSWORD);
  const insGenre = db.prepare('INSERT INTO seanet_genre (id, names) VALUES (?, ?)');
  for (const g of GENRES) insGenre.run(g.id, JSON.stringify(g.name));
  const insMovie = db.prepare(
    'INSERT INTO seanet_movie (id, genre_id, year, minutes, age, titles, synopses, audio_locales, media) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  MOVIES.forEach(([genre, year, minutes, age, titles, synopses], i) => {
    const audio = i % 3 === 0 ? ['en', 'de', 'fr', 'nl'] : i % 3 === 1 ? ['en', 'de'] : ['en', 'fr'];
    insMovie.run(
      i + 1,
      genre,
      year,
      minutes,
      age,
      JSON.stringify(titles),
      JSON.stringify(synopses),
      JSON.stringify(audio),
      `hls/movie-${((i + 2) % 4) + 1}/index.m3u8`,
    );
  });
}

interface MovieRow {
  id: number;
  genre_id: number;
  year: number;
  minutes: number;
  age: number;
  titles: string;
  synopses: string;
  audio_locales: string;
  media: string;
}

function tokenLifetime(ctx: Ctx): number {
  const fromEnv = Number(process.env.LIDO_SEANET_TOKEN_TTL);
  const fromQuery = optInt(ctx.query.get('expires_in'), 'expires_in', 1, SEANET_TOKEN_LIFETIME);
  return fromQuery ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? Math.min(fromEnv, SEANET_TOKEN_LIFETIME) : SEANET_TOKEN_LIFETIME);
}

export function seanetRoutes(db: DatabaseSync): Router {
  ensureSeanetSchema(db);
  const r = new Router();
  const stmt = {
    account: db.prepare('SELECT password FROM seanet_account WHERE username = ?'),
    insertToken: db.prepare('INSERT INTO seanet_token (token, username, expires_at) VALUES (?, ?, ?)'),
    token: db.prepare('SELECT expires_at FROM seanet_token WHERE token = ?'),
    purge: db.prepare('DELETE FROM seanet_token WHERE expires_at < ?'),
    genres: db.prepare('SELECT g.id, g.names, COUNT(m.id) AS n FROM seanet_genre g LEFT JOIN seanet_movie m ON m.genre_id = g.id GROUP BY g.id ORDER BY g.id'),
    genre: db.prepare('SELECT id, names FROM seanet_genre WHERE id = ?'),
    moviesOfGenre: db.prepare('SELECT * FROM seanet_movie WHERE genre_id = ? ORDER BY id'),
    movie: db.prepare('SELECT * FROM seanet_movie WHERE id = ?'),
  };

  const bearer = (ctx: Ctx): void => {
    const header = ctx.req.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    const challenge = (error: string) => ctx.res.setHeader('WWW-Authenticate', `Bearer realm="seanet", error="${error}"`);
    if (!m) {
      challenge('invalid_request');
      throw new HttpError(401, 'Missing bearer token: call api/connect-token first', 'missing_token');
    }
    const row = stmt.token.get(m[1]!) as { expires_at: number } | undefined;
    if (!row) {
      challenge('invalid_token');
      throw new HttpError(401, 'Unknown token', 'invalid_token');
    }
    if (row.expires_at <= Date.now()) {
      challenge('invalid_token');
      throw new HttpError(401, 'The token has expired: request a new one', 'token_expired');
    }
  };
  const localeOf = (ctx: Ctx): Lang => {
    const raw = ctx.query.get('locale');
    if (raw === null || raw === '') return DEFAULT_LOCALE;
    const code = raw.slice(0, 2).toLowerCase();
    if (!(LANGS as readonly string[]).includes(code)) throw new HttpError(400, `Unknown locale '${raw}' (allowed: ${LANGS.join(', ')})`, 'invalid_locale');
    return code as Lang;
  };
  const idParam = (ctx: Ctx, name: string): number => {
    const v = ctx.params[name] ?? '';
    if (!/^\d+$/.test(v)) throw new HttpError(404, `No ${name} '${v}'`);
    return Number(v);
  };
  const art = (ctx: Ctx, shape: string, id: number, locale: Lang) => `${ctx.origin}/seanet/images/${shape}/${id}.svg?locale=${locale}`;
  const summary = (ctx: Ctx, m: MovieRow, locale: Lang) => ({
    id: m.id,
    title: (JSON.parse(m.titles) as L)[locale],
    year: m.year,
    durationMinutes: m.minutes,
    ageRating: m.age,
    genreId: m.genre_id,
    posterUrl: art(ctx, 'poster', m.id, locale),
  });

  r.post('/api/connect-token', async (ctx) => {
    const body = asObject(await ctx.body());
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password) throw new HttpError(400, 'username and password are required', 'missing_credentials');
    const account = stmt.account.get(username) as { password: string } | undefined;
    if (!account || account.password !== password) throw new HttpError(401, 'Invalid username or password', 'invalid_credentials');
    const lifetime = tokenLifetime(ctx);
    const now = Date.now();
    stmt.purge.run(now);
    const token = randomBytes(24).toString('base64url');
    stmt.insertToken.run(token, username, now + lifetime * 1000);
    return { token, tokenType: 'Bearer', expiresIn: lifetime, expiresAt: new Date(now + lifetime * 1000).toISOString() };
  });

  r.get('/api/locales', (ctx) => {
    bearer(ctx);
    return { default: DEFAULT_LOCALE, locales: LANGS.map((code) => ({ code, name: LOCALE_NAMES[code] })) };
  });

  r.get('/api/genres', (ctx) => {
    bearer(ctx);
    const locale = localeOf(ctx);
    return (stmt.genres.all() as { id: number; names: string; n: number }[]).map((g) => ({
      id: g.id,
      name: (JSON.parse(g.names) as L)[locale],
      movieCount: g.n,
      imageUrl: art(ctx, 'genre', g.id, locale),
    }));
  });

  r.get('/api/genres/:genreId/movies', (ctx) => {
    bearer(ctx);
    const locale = localeOf(ctx);
    const genre = stmt.genre.get(idParam(ctx, 'genreId')) as { id: number; names: string } | undefined;
    if (!genre) throw new HttpError(404, `No genre ${ctx.params.genreId}`);
    return {
      genre: { id: genre.id, name: (JSON.parse(genre.names) as L)[locale] },
      movies: (stmt.moviesOfGenre.all(genre.id) as unknown as MovieRow[]).map((m) => summary(ctx, m, locale)),
    };
  });

  r.get('/api/movies/:movieId', (ctx) => {
    bearer(ctx);
    const locale = localeOf(ctx);
    const m = stmt.movie.get(idParam(ctx, 'movieId')) as MovieRow | undefined;
    if (!m) throw new HttpError(404, `No movie ${ctx.params.movieId}`);
    const genre = stmt.genre.get(m.genre_id) as { id: number; names: string };
    return {
      ...summary(ctx, m, locale),
      synopsis: (JSON.parse(m.synopses) as L)[locale],
      backdropUrl: art(ctx, 'backdrop', m.id, locale),
      genre: { id: genre.id, name: (JSON.parse(genre.names) as L)[locale] },
      audioLocales: JSON.parse(m.audio_locales) as string[],
      subtitleLocales: [...LANGS],
    };
  });

  r.get('/api/movies/:movieId/playback', (ctx) => {
    bearer(ctx);
    const m = stmt.movie.get(idParam(ctx, 'movieId')) as MovieRow | undefined;
    if (!m) throw new HttpError(404, `No movie ${ctx.params.movieId}`);
    return { movieId: m.id, mediaPath: `${ctx.origin}/media/${m.media}`, mimeType: 'application/vnd.apple.mpegurl', durationMinutes: m.minutes };
  });

  // Artwork is public (an <img> cannot send the bearer token).
  r.get('/images/:shape/:file', (ctx) => {
    const locale = localeOf(ctx);
    const match = /^(\d+)\.svg$/.exec(ctx.params.file ?? '');
    const shape = ctx.params.shape;
    if (match && (shape === 'poster' || shape === 'backdrop')) {
      const m = stmt.movie.get(Number(match[1])) as MovieRow | undefined;
      if (m) return sendSvg(ctx, artworkSvg(shape, (JSON.parse(m.titles) as L)[locale], (m.id * 71 + 200) % 360, String(m.year)));
    }
    if (match && shape === 'genre') {
      const g = stmt.genre.get(Number(match[1])) as { id: number; names: string } | undefined;
      if (g) return sendSvg(ctx, artworkSvg('tile', (JSON.parse(g.names) as L)[locale], (g.id * 83) % 360));
    }
    throw new HttpError(404, `No ${shape} image ${ctx.params.file}`);
  });

  return r;
}
