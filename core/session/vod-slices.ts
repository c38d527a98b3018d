/**
 * The media slices of the spec (000 §3) as client state only: the VOD token and device id, the
 * fetching flag, error messages, search terms, the second catalogue's token and the catalogue
 * language the guest chose — with their transitions (000 §4) as pure functions `(state, …) →
 * state`, so they are unit-tested without a browser and applied with
 * `store.setState((s) => vodTransitions.x(s, …))`.
 *
 * What the providers answer — titles, genres, series, episodes, details, playout assets, channels,
 * the second catalogue's locales, genres and movies — lives in the query cache (core/query/vod.ts,
 * core/query/seanet.ts), never here: one copy of hub data. So the spec's list fields (movies,
 * genres, watchlistitems, serie, series, episodes, audios, channels, data …) and the voditem slice
 * (vodassets, voddetails) are cache entries; maxReached is the paged list's end
 * (useHubPagedQuery's `maxReached`).
 *
 * Persistence follows the spec's list (000 §3: vod is saved); seanetVod is saved too, because its
 * 6-hour token must survive the full page loads of the host site to be reused (000 §4). The guest's
 * media state is personal: logout wipes it. The actions that change these slices through provider
 * calls (VOD sign-in, every provider call's transitions, the second catalogue's token reuse,
 * logout) are in vod-actions.ts.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { SessionStores } from './stores';
import type { EpgProgram, VodMessage } from '../hub/vod';

export type { VodMessage };

export interface VodState {
  maxicastertoken: string | null;
  errormessage: VodMessage | null;
  isFetching: boolean;
  searchTermMovies: string;
  searchTermSeries: string;
  deviceUuid: string | null;
}

export interface AudiosState {
  errormessage: VodMessage | null;
  searchTermAudio: string;
}

export interface ChannelState {
  errormessage: VodMessage | null;
}

export interface SeanetVodState {
  token: string | null;
  /** Epoch ms. */
  tokenValidUntil: number | null;
  /** The catalogue language the guest chose (null: the interface language, else the catalogue's default). */
  seanetLocale: string | null;
}

export const initialVod: VodState = {
  maxicastertoken: null,
  errormessage: null,
  isFetching: false,
  searchTermMovies: '',
  searchTermSeries: '',
  deviceUuid: null,
};

export const initialAudios: AudiosState = { errormessage: null, searchTermAudio: '' };

export const initialChannel: ChannelState = { errormessage: null };

export const initialSeanetVod: SeanetVodState = { token: null, tokenValidUntil: null, seanetLocale: null };

/** Transitions of the vod slice (000 §4). */
export const vodTransitions = {
  /** The fetching flag is on at request start … */
  started: (state: VodState): VodState => ({ ...state, isFetching: true }),
  /** … and off at finish … */
  finished: (state: VodState): VodState => ({ ...state, isFetching: false }),
  /** … or error: a VOD error stores the message and drops the token. */
  failed: (state: VodState, message: VodMessage): VodState => ({
    ...state,
    isFetching: false,
    errormessage: message,
    maxicastertoken: null,
  }),
  errorCleared: (state: VodState): VodState => ({ ...state, errormessage: null }),
  /** A playback (media) error: the message is stored (002 §8); the provider session is fine. */
  mediaFailed: (state: VodState, message: VodMessage): VodState => ({ ...state, errormessage: message }),
  signedIn: (state: VodState, token: string): VodState => ({ ...state, maxicastertoken: token, errormessage: null, isFetching: false }),
  searchTermMoviesSet: (state: VodState, searchTermMovies: string): VodState => ({ ...state, searchTermMovies }),
  searchTermSeriesSet: (state: VodState, searchTermSeries: string): VodState => ({ ...state, searchTermSeries }),
};

export const audiosTransitions = {
  failed: (state: AudiosState, message: VodMessage): AudiosState => ({ ...state, errormessage: message }),
  errorCleared: (state: AudiosState): AudiosState => ({ ...state, errormessage: null }),
  searchTermAudioSet: (state: AudiosState, searchTermAudio: string): AudiosState => ({ ...state, searchTermAudio }),
};

export const channelTransitions = {
  loaded: (state: ChannelState): ChannelState => ({ ...state, errormessage: null }),
  failed: (state: ChannelState, message: VodMessage): ChannelState => ({ ...state, errormessage: message }),
};

export const seanetTransitions = {
  /** A new token, valid for `lifetimeMs` from `now`. */
  tokenSet: (state: SeanetVodState, token: string, now: number, lifetimeMs: number): SeanetVodState => ({
    ...state,
    token,
    tokenValidUntil: now + lifetimeMs,
  }),
  tokenDropped: (state: SeanetVodState): SeanetVodState => ({ ...state, token: null, tokenValidUntil: null }),
  /** The guest chose another catalogue language (its catalogue is another set of cache entries). */
  localeChosen: (state: SeanetVodState, seanetLocale: string): SeanetVodState => (state.seanetLocale === seanetLocale ? state : { ...state, seanetLocale }),
};

/** The token is reused until it expires (000 §4). */
export function seanetTokenValid(state: Pick<SeanetVodState, 'token' | 'tokenValidUntil'>, now: number): boolean {
  return Boolean(state.token) && state.tokenValidUntil !== null && now < state.tokenValidUntil;
}

/**
 * The catalogue language shown: the guest's choice when the catalogue has it, else the interface
 * language when it has that, else its default (or first) locale; '' when it names none (the
 * catalogue then answers in its own default).
 */
export function seanetLocaleOf(chosen: string | null, locales: { default?: string; codes: readonly string[] }, language: string): string {
  const { codes } = locales;
  if (chosen && codes.includes(chosen)) return chosen;
  if (codes.includes(language)) return language;
  return locales.default ?? codes[0] ?? '';
}

export interface VodSlices {
  vod: StoreApi<VodState>;
  audios: StoreApi<AudiosState>;
  channel: StoreApi<ChannelState>;
  seanetVod: StoreApi<SeanetVodState>;
}

/** Defines (or finds) the media slices in the core's stores. */
export function vodSlices(stores: SessionStores): VodSlices {
  return {
    vod: stores.defineSlice('vod', initialVod, { persist: true, personal: true }),
    audios: stores.defineSlice('audios', initialAudios, { persist: false, personal: true }),
    channel: stores.defineSlice('channel', initialChannel, { persist: false }),
    seanetVod: stores.defineSlice('seanetVod', initialSeanetVod, { persist: true, personal: true }),
  };
}

/** The programme of `programs` running at `now` (epoch ms), if any. */
export function currentProgram(programs: readonly EpgProgram[] | undefined, now: number): EpgProgram | undefined {
  return programs?.find((program) => Date.parse(program.start_time) <= now && now < Date.parse(program.end_time));
}
