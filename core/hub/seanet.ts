/**
 * The second VOD catalogue ("seanet", spec 000 §2, §7): POST api/connect-token with username and
 * password returns a token; every other call is a GET with that bearer token. A third-party
 * service like the VOD provider, so it has its own small client (see core/hub/vod.ts for
 * why not the hub client); every call gets the provider's address and the token passed in.
 *
 * Only calls live here. Reusing the token until it expires (6 hours, 000 §4) and renewing it is a
 * session action: seanetSession() in core/session/vod-actions.ts.
 */
import { bodyOf, exchange, HttpStatusError, timeoutSignal } from './http';
import { HUB_TIMEOUT_MS } from './client';

/** Second catalogue token lifetime (000 §9). */
export const SEANET_TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;
/** How long a loaded part of the catalogue (locales, genres, movies) is shown without asking again. */
export const SEANET_DATA_LIFETIME_MS = 60 * 60 * 1000;

export interface SeanetGenre {
  id: number;
  name: string;
  movieCount?: number;
  imageUrl?: string;
}

export interface SeanetMovieSummary {
  id: number;
  title: string;
  year?: number;
  durationMinutes?: number;
  ageRating?: number;
  genreId?: number;
  posterUrl?: string;
}

export interface SeanetMovie extends SeanetMovieSummary {
  synopsis?: string;
  backdropUrl?: string;
  genre?: { id: number; name: string };
  audioLocales?: string[];
  subtitleLocales?: string[];
}

export interface SeanetPlayback {
  movieId: number;
  mediaPath: string;
  mimeType?: string;
  durationMinutes?: number;
}

export interface SeanetConfiguration {
  url: string;
  username: string;
  password: string;
}

/** From the hub's device configuration (`seanetConfiguration`); never part of the bundle. */
export function seanetConfigurationOf(device: unknown): SeanetConfiguration | null {
  const raw = device && typeof device === 'object' ? (device as { seanetConfiguration?: unknown }).seanetConfiguration : undefined;
  if (!raw || typeof raw !== 'object') return null;
  const { url, username, password } = raw as Record<string, unknown>;
  return typeof url === 'string' && url && typeof username === 'string' && username && typeof password === 'string' ? { url, username, password } : null;
}

/**
 * UNREACHABLE: the hub could not be reached, so the catalogue's address is unknown.
 * INVALID_RESPONSE: an answer that is not what the call returns (cut off, not JSON, another shape).
 */
export type SeanetErrorCode = number | 'NETWORK' | 'TIMEOUT' | 'ABORTED' | 'NOT_CONFIGURED' | 'UNREACHABLE' | 'INVALID_RESPONSE';

export class SeanetError extends Error {
  readonly code: SeanetErrorCode;
  constructor(message: string, code: SeanetErrorCode) {
    super(message);
    this.name = 'SeanetError';
    this.code = code;
  }
}

function toSeanetError(error: unknown): SeanetError {
  if (error instanceof SeanetError) return error;
  if (error instanceof HttpStatusError) {
    const data = error.body;
    const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
    return new SeanetError(typeof message === 'string' && message ? message : `HTTP ${error.status}`, error.status);
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return new SeanetError('timeout', 'TIMEOUT');
  if (error instanceof DOMException && error.name === 'AbortError') return new SeanetError('aborted', 'ABORTED');
  return new SeanetError(error instanceof Error ? error.message : String(error), 'NETWORK');
}

/** Per-request options: the caller's abort signal (a query no longer needed). */
export interface SeanetRequestOptions {
  signal?: AbortSignal;
}

const isObject = (body: unknown): body is Record<string, unknown> => !!body && typeof body === 'object' && !Array.isArray(body);

interface RequestInit extends SeanetRequestOptions {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** The answer has the call's shape (a cut-off or foreign answer is INVALID_RESPONSE, never passed on). */
  valid: (body: unknown) => boolean;
}

async function request<T>(base: string, path: string, init: RequestInit): Promise<T> {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(init.query ?? {})) if (value) url.searchParams.set(key, value);
  let body: unknown;
  try {
    body = bodyOf(
      await exchange(url.href, {
        method: init.method ?? 'GET',
        headers: init.token ? { Authorization: `Bearer ${init.token}` } : {},
        body: init.body,
        signal: timeoutSignal(HUB_TIMEOUT_MS, init.signal),
      }),
    );
  } catch (error) {
    throw toSeanetError(error);
  }
  if (!init.valid(body)) throw new SeanetError('unreadable answer', 'INVALID_RESPONSE');
  return body as T;
}

export interface ConnectTokenResult {
  token: string;
  /** Seconds. */
  expiresIn?: number;
}

export const connectToken = (config: SeanetConfiguration) =>
  request<ConnectTokenResult>(config.url, 'api/connect-token', {
    method: 'POST',
    body: { username: config.username, password: config.password },
    valid: isObject,
  });

export interface SeanetLocales {
  default?: string;
  locales: { code: string; name: string }[];
}

export const getSeanetLocales = (base: string, token: string, options: SeanetRequestOptions = {}) =>
  request<SeanetLocales>(base, 'api/locales', { ...options, token, valid: (body) => isObject(body) && Array.isArray(body.locales) });

export const getSeanetGenres = (base: string, token: string, locale?: string, options: SeanetRequestOptions = {}) =>
  request<SeanetGenre[]>(base, 'api/genres', { ...options, token, query: { locale }, valid: Array.isArray });

export interface SeanetGenreMovies {
  genre: { id: number; name: string };
  movies: SeanetMovieSummary[];
}

export const getSeanetGenreMovies = (base: string, token: string, genreId: number | string, locale?: string, options: SeanetRequestOptions = {}) =>
  request<SeanetGenreMovies>(base, `api/genres/${encodeURIComponent(String(genreId))}/movies`, {
    ...options,
    token,
    query: { locale },
    valid: (body) => isObject(body) && isObject(body.genre) && Array.isArray(body.movies),
  });

export const getSeanetMovie = (base: string, token: string, movieId: number | string, locale?: string, options: SeanetRequestOptions = {}) =>
  request<SeanetMovie>(base, `api/movies/${encodeURIComponent(String(movieId))}`, {
    ...options,
    token,
    query: { locale },
    valid: (body) => isObject(body) && typeof body.id === 'number',
  });

export const getSeanetPlayback = (base: string, token: string, movieId: number | string, options: SeanetRequestOptions = {}) =>
  request<SeanetPlayback>(base, `api/movies/${encodeURIComponent(String(movieId))}/playback`, {
    ...options,
    token,
    valid: (body) => isObject(body) && typeof body.mediaPath === 'string' && body.mediaPath !== '',
  });
