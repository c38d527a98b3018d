/**
 * Reads of the second catalogue (000 §2, §7), one definition per call. Every fetcher goes through
 * the page's seanet session (core/session/vod-actions.ts: the token is reused until it expires,
 * then renewed; 000 §4) and passes the query's abort signal. The catalogue's locales, genres,
 * movies and a movie live here, in the query cache, per catalogue locale (an argument, not the
 * interface language); the seanetVod slice keeps the token and the locale the guest chose.
 */
import {
  SEANET_DATA_LIFETIME_MS,
  getSeanetGenreMovies,
  getSeanetGenres,
  getSeanetLocales,
  getSeanetMovie,
  getSeanetPlayback,
  type SeanetPlayback,
  type SeanetRequestOptions,
} from '../hub/seanet';
import { seanetSession } from '../session/vod-actions';
import { coreQuery, type QueryContext, type QueryDefinitionOptions } from './define';
import { isUnanswered } from './client';

/** Like the VOD provider: the catalogue's answered errors are shown, only "no answer" is asked again. */
const CATALOGUE: QueryDefinitionOptions = { perLanguage: false, staleTime: SEANET_DATA_LIFETIME_MS, retryable: isUnanswered };

/** One call of the catalogue with the page's session (its token) and the query's abort signal. */
function catalogueCall<T>({ core, signal }: QueryContext, call: (base: string, token: string, options: SeanetRequestOptions) => Promise<T>): Promise<T> {
  return seanetSession(core).call((base, token) => call(base, token, { signal }));
}

/** The catalogue's locales: its default and the codes it has (the film language choice, 002 §4). */
export const seanetLocalesQuery = coreQuery(
  'seanet',
  'locales',
  (context) => catalogueCall(context, getSeanetLocales).then((answer) => ({ default: answer.default, codes: answer.locales.map((locale) => locale.code) })),
  CATALOGUE,
);

/** The genres in a catalogue locale ('' : the catalogue's default). */
export const seanetGenresQuery = coreQuery(
  'seanet',
  'genres',
  (context, locale: string) => catalogueCall(context, (base, token, options) => getSeanetGenres(base, token, locale || undefined, options)),
  CATALOGUE,
);

/** A genre with its movies. */
export const seanetGenreMoviesQuery = coreQuery(
  'seanet',
  'genreMovies',
  (context, genreId: string, locale: string) =>
    catalogueCall(context, (base, token, options) => getSeanetGenreMovies(base, token, genreId, locale || undefined, options)),
  CATALOGUE,
);

/** One movie. */
export const seanetMovieQuery = coreQuery(
  'seanet',
  'movie',
  (context, movieId: string, locale: string) =>
    catalogueCall(context, (base, token, options) => getSeanetMovie(base, token, movieId, locale || undefined, options)),
  CATALOGUE,
);

/** What the player needs to start a movie, with the token it was asked with (000 §2: the player's navigation state). */
export interface SeanetStart extends SeanetPlayback {
  token: string;
}

/** A movie's playback address (asked for when the guest presses Play; never shown again from the cache). */
export const seanetPlaybackQuery = coreQuery(
  'seanet',
  'playback',
  async (context, movieId: string): Promise<SeanetStart> => {
    const playback = await catalogueCall(context, (base, token, options) => getSeanetPlayback(base, token, movieId, options));
    return { ...playback, token: seanetSession(context.core).store.getState().token ?? '' };
  },
  { ...CATALOGUE, staleTime: 0, gcTime: 0 },
);
