/**
 * The VOD / media provider (spec 000 §7 "VOD service calls", 002 §7 "Media service").
 *
 * A third-party service, not the hub: its own base address (vodconfiguration.url from the hub's
 * device configuration), its own authentication (a token in the query), its own envelope, and no
 * hub session header — a 403 from it must not sign the guest out of the hub. So it gets its own
 * small client (createVodClient) instead of going through core/hub/client.ts.
 *
 * Only calls live here: typed functions over a VodClient that reads its address, token and
 * device id through accessors. Signing in, keeping the token, the watchlist toggle and logout
 * are session actions (core/session/vod-actions.ts). Widgets never build provider URLs.
 */
import { bodyOf, exchange, HttpStatusError, timeoutSignal } from './http';
import { HUB_TIMEOUT_MS } from './client';
import type { DeviceConfig } from './config';

// ------------------------------------------------------------------------------ entities (000 §3)

export type VodType = 'movie' | 'series' | 'episode' | 'audio' | 'audio_series' | 'audio_episode';

export interface VodImages {
  poster?: string;
  backdrop?: string;
  tile?: string;
  logo?: string;
}

export interface VodSeason {
  season: number;
  episodes: number;
}

export interface EpisodeDescription {
  vod_id: number;
  season: number | null;
  episode: number | null;
  title: string;
  description?: string;
}

export interface SeriesInfo {
  series_id: number;
  series_title?: string;
  /** For an episode: its season and number. */
  season?: number | null;
  episode?: number | null;
  seasons?: VodSeason[];
  episode_count?: number;
  episode_descriptions?: EpisodeDescription[];
}

/** Movie (000 §3); also series, episodes and audio titles, told apart by `type`. */
export interface VodItem {
  id: number;
  type: VodType;
  title: string;
  provider_id?: number;
  year?: number | null;
  rating?: number | null;
  rating_age?: number | null;
  kids?: boolean;
  images?: VodImages;
  genres?: { id: number; name: string }[];
  actors?: string[];
  directors?: string[];
  descriptions?: { short?: string; long?: string };
  languages?: { audio: string[]; subtitles: string[] };
  assets?: { duration_sec?: number; playable?: boolean; media_type?: 'audio' | 'video' };
  series_info?: SeriesInfo | null;
  watchlisted?: boolean;
  last_playback_status?: { position_seconds: number; updated_at?: string | null } | null;
}

/** Genre (000 §3): id, name, images, vods (title count per type). */
export interface VodGenre {
  id: number;
  name: string;
  kind?: 'video' | 'audio';
  kids?: boolean;
  images?: VodImages;
  vods?: Partial<Record<VodType, number>>;
  /** Set by the client from the provider the genre belongs to. */
  provider_id?: number;
}

export interface VodProvider {
  id: number;
  name: string;
  kind?: string;
  images?: VodImages;
  genres: VodGenre[];
}

export interface PlayoutAsset {
  format: string;
  mime_type: string;
  url: string;
}

export interface PlayoutAssets {
  vod_id: number;
  type?: VodType;
  title?: string;
  duration_sec?: number;
  position_seconds?: number;
  assets: PlayoutAsset[];
}

export interface EpgProgram {
  id?: string;
  name: string;
  description?: string;
  start_time: string;
  end_time: string;
}

/** Channel (000 §3): id, name, streams with url, epg programs. */
export interface VodChannel {
  id: number;
  number?: number;
  name: string;
  category?: string;
  logos?: { default?: string };
  streams?: { url: string; type?: string; live?: boolean; mime_type?: string }[];
  epg?: { from?: string; to?: string; programs: EpgProgram[] };
}

export interface VodPage {
  vods: VodItem[];
  total?: number;
  offset?: number;
  limit?: number;
}

// ------------------------------------------------------------------------------ constants (000 §9)

/** The provider whose genres are excluded from genre lists (its promotional clips). */
export const EXCLUDED_PROVIDER_ID = 146;
/** Page size of movie grids (by genre, all movies …). */
export const MOVIE_PAGE_SIZE = 100;
/** Page size of curated lists (kids area, watchlist). */
export const CURATED_PAGE_SIZE = 50;
/** Page size of everything else (search results, audio, episodes). */
export const DEFAULT_PAGE_SIZE = 20;
/** The detail fetch waits this long after the playout assets fetch. */
export const DETAIL_FETCH_DELAY_MS = 500;

/** Everything a title can carry; lists ask for less (see LIST_INCLUDE). */
export const DETAIL_INCLUDE = [
  'images',
  'genres',
  'actors',
  'directors',
  'descriptions',
  'languages',
  'assets',
  'series_info',
  'watchlisted',
  'last_playback_status',
] as const;
/** What a tile needs: a list of 100 stays small on a satellite link. */
export const LIST_INCLUDE = ['images', 'assets', 'series_info', 'watchlisted'] as const;
/** Every kind of title (a watchlist, a title looked up by id). */
export const ALL_VOD_TYPES: readonly VodType[] = ['movie', 'series', 'episode', 'audio', 'audio_series', 'audio_episode'];

// ------------------------------------------------------------------------------ errors (000 §8)

/**
 * A message for the guest: a key of the vod catalogue (`errors.<key>`) and, for provider and
 * network errors, the text that came with it (000 §8). `unreachable`: the hub itself could not be
 * reached, so the provider's address is unknown (not the same as "not set up"). `server`: a 5xx
 * without a message of the provider's; `unreadable`: an answer that is not the provider's
 * envelope; `refused`: a 403 even after signing in again (core/session/vod-actions.ts).
 */
export interface VodMessage {
  key:
    | 'providerMessage'
    | 'noDetailedMessage'
    | 'network'
    | 'timeout'
    | 'notConfigured'
    | 'unreachable'
    | 'errorSettingPlayedSeconds'
    | 'errorRetrievingPlayoutAssets'
    | 'signInFailed'
    | 'mediaError'
    | 'server'
    | 'unreadable'
    | 'refused';
  detail?: string;
}

export type VodErrorCode = number | 'NETWORK' | 'TIMEOUT' | 'ABORTED' | 'NOT_CONFIGURED';

/** Every failed provider call rejects with this; `reason` is what the guest is shown. */
export class VodError extends Error {
  readonly code: VodErrorCode;
  readonly reason: VodMessage;
  constructor(reason: VodMessage, code: VodErrorCode) {
    super(reason.detail ?? reason.key);
    this.name = 'VodError';
    this.code = code;
    this.reason = reason;
  }
}

/**
 * A reply with a code other than 200: its data message (000 §8; shown only when it is human text,
 * core/ui/errors.ts), else by what failed: a 403 the provider's refusal, a 5xx the provider's
 * problem, an answer that is no envelope at all unreadable, else 'No detailed message available'.
 */
export function envelopeError(body: unknown, status?: number): VodError {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  const errorCode = typeof code === 'number' ? code : (status ?? 'NETWORK');
  if (typeof message === 'string' && message.trim()) return new VodError({ key: 'providerMessage', detail: message.trim() }, errorCode);
  const key: VodMessage['key'] =
    errorCode === 403
      ? 'refused'
      : typeof errorCode === 'number' && errorCode >= 500
        ? 'server'
        : status === undefined && typeof code !== 'number'
          ? 'unreadable'
          : 'noDetailedMessage';
  return new VodError({ key }, errorCode);
}

/** The provider's `{ code, data }` envelope: data when the code is 200, else a VodError. */
export function unwrapEnvelope<T>(body: unknown): T {
  if (body && typeof body === 'object' && (body as { code?: unknown }).code === 200) return (body as { data: T }).data;
  throw envelopeError(body);
}

export function toVodError(error: unknown): VodError {
  if (error instanceof VodError) return error;
  if (error instanceof HttpStatusError) return envelopeError(error.body, error.status);
  if (error instanceof DOMException && error.name === 'TimeoutError') return new VodError({ key: 'timeout' }, 'TIMEOUT');
  if (error instanceof DOMException && error.name === 'AbortError') return new VodError({ key: 'network', detail: 'aborted' }, 'ABORTED');
  return new VodError({ key: 'network', detail: error instanceof Error ? error.message : String(error) }, 'NETWORK');
}

// ------------------------------------------------------------------------------ the VOD client

export type VodQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type VodQuery = Record<string, VodQueryValue>;

export interface VodRequestOptions {
  signal?: AbortSignal;
  /** The request outlives the page (position reports on exit). */
  keepalive?: boolean;
}

export interface VodClient {
  /** GET a provider call with token, device identifier, API version and language added. */
  get<T>(path: string, query?: VodQuery, options?: VodRequestOptions): Promise<T>;
}

/** Where and how the provider is called (the vodconfiguration slice has this shape). */
export interface VodEndpoint {
  /** The provider's base address; null until the hub's device configuration gave one. */
  url: string | null;
  apiVersion: number;
  useWithCredentials: boolean;
}

export interface VodClientOptions {
  /** Read at every call. */
  endpoint: () => VodEndpoint;
  /** The provider token (maxicastertoken); null before sign-in. */
  token: () => string | null;
  deviceUuid: () => string | null;
  /** Content language for localised names (genres). */
  language?: () => string | undefined;
  /**
   * Called when the endpoint has no address yet: resolves once the device configuration (which
   * holds it) has loaded, or rejects with the reason it cannot be had.
   */
  configured?: () => Promise<unknown>;
  timeout?: number;
  fetch?: typeof globalThis.fetch;
}

function queryString(query: VodQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    // The provider reads list filters as comma lists (include=images,genres).
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

export function createVodClient(options: VodClientOptions): VodClient {
  const timeout = options.timeout ?? HUB_TIMEOUT_MS;
  return {
    async get<T>(path: string, query: VodQuery = {}, requestOptions: VodRequestOptions = {}): Promise<T> {
      // A token restored from storage can be used before this page's configuration arrived.
      if (!options.endpoint().url) await options.configured?.();
      const config = options.endpoint();
      if (!config.url) throw new VodError({ key: 'notConfigured' }, 'NOT_CONFIGURED');
      const base = config.url.endsWith('/') ? config.url : `${config.url}/`;
      const search = queryString({
        token: options.token(),
        device_uuid: options.deviceUuid(),
        api_version: config.apiVersion,
        lang: options.language?.(),
        ...query,
      });
      const signal = timeoutSignal(timeout, requestOptions.signal);
      try {
        const answer = await exchange(
          `${new URL(path.replace(/^\/+/, ''), base).href}?${search}`,
          { method: 'GET', credentials: config.useWithCredentials ? 'include' : 'same-origin', signal, keepalive: requestOptions.keepalive },
          options.fetch,
        );
        return unwrapEnvelope<T>(bodyOf(answer));
      } catch (error) {
        throw toVodError(error);
      }
    },
  };
}

// ------------------------------------------------------------------------------ typed calls

export interface DeviceFields {
  device_uuid: string;
  device_type?: string;
  device_model?: string;
  device_os?: string;
  device_name?: string;
}

export interface VodCredentials {
  username: string;
  password: string;
}

export interface LoginAppResult {
  token: string;
  customer?: { username: string; display_name?: string };
  app_identifier?: string;
}

export const loginApp = (vod: VodClient, credentials: VodCredentials, device: DeviceFields, appIdentifier: string) =>
  vod.get<LoginAppResult>('customers/loginApp', { ...credentials, ...device, app_identifier: appIdentifier });

export const logoutApp = (vod: VodClient, options?: VodRequestOptions) => vod.get<unknown>('customers/logout', {}, options);

/** vods/getVods filters (000 §7, 002 §7). Lists are sent as comma lists. */
export interface GetVodsFilters {
  include?: readonly string[];
  types?: readonly VodType[];
  limit?: number;
  offset?: number;
  search?: string;
  genre_id?: number | string;
  series_ids?: readonly number[];
  series_seasons?: readonly number[];
  vod_ids?: readonly number[];
  watchlist?: boolean;
  languages?: readonly string[];
  provider_ids?: readonly number[];
  series_format?: 'seasons' | 'episodes';
  kids?: boolean;
  sort?: 'catalogue' | 'title' | 'newest' | 'rating';
}

export const getVods = (vod: VodClient, filters: GetVodsFilters, options?: VodRequestOptions) => vod.get<VodPage>('vods/getVods', { ...filters }, options);

export const getProviders = (vod: VodClient, options?: VodRequestOptions) => vod.get<{ providers: VodProvider[] }>('vods/getProviders', {}, options);

export const getPlayoutAssets = (vod: VodClient, vodId: number, options?: VodRequestOptions) =>
  vod.get<PlayoutAssets | null>('vods/getPlayoutAssets', { vod_id: vodId }, options);

export const setPosition = (vod: VodClient, vodId: number, positionSeconds: number, options?: VodRequestOptions) =>
  vod.get<{ vod_id: number; position_seconds: number } | null>(
    'vods/setPosition',
    { vod_id: vodId, position_seconds: Math.max(0, Math.floor(positionSeconds)) },
    options,
  );

/**
 * Playout assets for the player (000 §8): any failure — an error, a null reply, no assets — is
 * 'error while retrieving playout assets: …' with the provider's or the network's message.
 */
export async function fetchPlayoutAssets(vod: VodClient, vodId: number, options?: VodRequestOptions): Promise<PlayoutAssets> {
  let assets: PlayoutAssets | null;
  try {
    assets = await getPlayoutAssets(vod, vodId, options);
  } catch (error) {
    const reason = toVodError(error);
    if (reason.code === 'ABORTED') throw reason;
    throw new VodError({ key: 'errorRetrievingPlayoutAssets', detail: reason.reason.detail }, reason.code);
  }
  if (!assets || !Array.isArray(assets.assets) || assets.assets.length === 0) {
    throw new VodError({ key: 'errorRetrievingPlayoutAssets' }, 'NETWORK');
  }
  return assets;
}

/** setPosition; a null reply is 'error while setting played seconds' (000 §8). */
export async function reportPosition(vod: VodClient, vodId: number, positionSeconds: number, options?: VodRequestOptions): Promise<number> {
  const reply = await setPosition(vod, vodId, positionSeconds, options);
  if (reply === null || reply === undefined) throw new VodError({ key: 'errorSettingPlayedSeconds' }, 'NETWORK');
  return typeof reply.position_seconds === 'number' ? reply.position_seconds : Math.floor(positionSeconds);
}

/** Series are added by vod_series_id, everything else by vod_id. */
export type WatchlistTarget = { vod_id: number } | { vod_series_id: number };

export const watchlistTarget = (item: Pick<VodItem, 'id' | 'type'>): WatchlistTarget =>
  item.type === 'series' || item.type === 'audio_series' ? { vod_series_id: item.id } : { vod_id: item.id };

export const watchlistAdd = (vod: VodClient, target: WatchlistTarget, options?: VodRequestOptions) =>
  vod.get<unknown>('vods/watchlistAdd', { ...target }, options);

export const watchlistRemove = (vod: VodClient, target: WatchlistTarget, options?: VodRequestOptions) =>
  vod.get<unknown>('vods/watchlistRemove', { ...target }, options);

export interface ChannelDataFilters {
  include?: readonly ('streams' | 'logos' | 'epg')[];
  channel_ids?: readonly number[];
  limit?: number;
  offset?: number;
  epg_hours?: number;
}

export const getChannelData = (vod: VodClient, filters: ChannelDataFilters = {}, options?: VodRequestOptions) =>
  vod.get<{ channels: VodChannel[] }>('channels/getChannelData', { include: ['streams', 'logos', 'epg'], ...filters }, options);

/** Genres of every provider but the excluded one, each marked with its provider. */
export function genresOf(providers: readonly VodProvider[]): VodGenre[] {
  return providers
    .filter((provider) => provider.id !== EXCLUDED_PROVIDER_ID)
    .flatMap((provider) => provider.genres.map((genre) => ({ ...genre, provider_id: provider.id })));
}

/**
 * The provider credentials from the hub's device configuration (vodConfiguration.username /
 * password). They are configuration, never part of the bundle.
 */
export function vodCredentialsOf(device: DeviceConfig | null | undefined): VodCredentials | null {
  const vodConfiguration: unknown = device?.vodConfiguration;
  if (!vodConfiguration || typeof vodConfiguration !== 'object') return null;
  const { username, password } = vodConfiguration as { username?: unknown; password?: unknown };
  return typeof username === 'string' && username && typeof password === 'string' ? { username, password } : null;
}
