/**
 * The media slices of the spec (000 §3): vod, voditem, audios, channel, seanetVod, with their
 * transitions (000 §4) as pure functions `(state, …) → state`, so they are unit-tested without a
 * browser and applied with `store.setState((s) => vodTransitions.x(s, …))`.
 *
 * Persistence follows the spec's list (000 §3: vod and voditem are saved); seanetVod is saved too,
 * because its 6-hour token must survive the full page loads of the host site to be reused (000 §4).
 * The vod slice is saved without its title lists (see `toJSON` below). The guest's media state is
 * personal: logout wipes it. The actions that change these slices through provider calls (VOD
 * sign-in, the second catalogue's token reuse, the watchlist toggle, logout) are in vod-actions.ts.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { SessionStores } from './stores';
import type { EpgProgram, PlayoutAssets, VodChannel, VodGenre, VodItem, VodMessage } from '../hub/vod';
import type { SeanetCatalogue } from '../hub/seanet';

export type { VodMessage };

export interface VodState {
  maxicastertoken: string | null;
  movies: VodItem[];
  genres: VodGenre[];
  watchlistitems: VodItem[];
  /** The series being shown (season list). */
  serie: VodItem | null;
  series: VodItem[];
  episodes: VodItem[];
  errormessage: VodMessage | null;
  isFetching: boolean;
  searchTermMovies: string;
  searchTermSeries: string;
  /** No more pages of the current list. */
  maxReached: boolean;
  deviceUuid: string | null;
  /**
   * What persistence writes (JSON.stringify calls it): everything but the title lists. Every view
   * loads its list again anyway, and a list of 10,000 titles would be a 4 MB write every 2 s —
   * hundreds of milliseconds of main thread at a time — and beyond some browsers' storage quota.
   */
  toJSON?: () => Partial<VodState>;
}

export interface VodItemState {
  vodassets: PlayoutAssets | null;
  voddetails: VodItem | null;
}

export interface AudiosState {
  audios: VodItem[];
  genres: VodGenre[];
  watchlistitems: VodItem[];
  errormessage: VodMessage | null;
  searchTermAudio: string;
  maxReached: boolean;
}

export interface ChannelState {
  channels: VodChannel[];
  errormessage: VodMessage | null;
}

export interface SeanetVodState {
  token: string | null;
  /** Epoch ms. */
  tokenValidUntil: number | null;
  data: SeanetCatalogue | null;
  /** Epoch ms. */
  dataValidUntil: number | null;
  showLocales: boolean;
  seanetLocale: string | null;
  allLocales: string[];
}

function persistedVod(this: VodState): Partial<VodState> {
  return { ...this, movies: [], series: [], episodes: [], watchlistitems: [], maxReached: false };
}

export const initialVod: VodState = {
  maxicastertoken: null,
  movies: [],
  genres: [],
  watchlistitems: [],
  serie: null,
  series: [],
  episodes: [],
  errormessage: null,
  isFetching: false,
  searchTermMovies: '',
  searchTermSeries: '',
  maxReached: false,
  deviceUuid: null,
  toJSON: persistedVod,
};

export const initialVodItem: VodItemState = { vodassets: null, voddetails: null };

export const initialAudios: AudiosState = {
  audios: [],
  genres: [],
  watchlistitems: [],
  errormessage: null,
  searchTermAudio: '',
  maxReached: false,
};

export const initialChannel: ChannelState = { channels: [], errormessage: null };

export const initialSeanetVod: SeanetVodState = {
  token: null,
  tokenValidUntil: null,
  data: null,
  dataValidUntil: null,
  showLocales: false,
  seanetLocale: null,
  allLocales: [],
};

/** Which list of the vod slice a grid shows. */
export type VodListKey = 'movies' | 'series' | 'watchlistitems' | 'episodes';

function flagged(items: VodItem[], id: number, watchlisted: boolean): VodItem[] {
  // Keep the array identity when nothing changed, so unrelated grids do not re-render.
  return items.some((item) => item.id === id) ? items.map((item) => (item.id === id ? { ...item, watchlisted } : item)) : items;
}

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
  /** A new list turns maxReached off. */
  listSet: (state: VodState, key: VodListKey, items: VodItem[]): VodState => ({ ...state, [key]: items, maxReached: false }),
  /** The next page: an empty page means no more titles exist. */
  pageAppended: (state: VodState, key: VodListKey, page: VodItem[]): VodState => {
    if (page.length === 0) return { ...state, maxReached: true };
    const known = new Set(state[key].map((item) => item.id));
    return { ...state, [key]: [...state[key], ...page.filter((item) => !known.has(item.id))] };
  },
  genresSet: (state: VodState, genres: VodGenre[]): VodState => ({ ...state, genres }),
  serieSet: (state: VodState, serie: VodItem | null): VodState => ({ ...state, serie }),
  searchTermMoviesSet: (state: VodState, searchTermMovies: string): VodState => ({ ...state, searchTermMovies }),
  searchTermSeriesSet: (state: VodState, searchTermSeries: string): VodState => ({ ...state, searchTermSeries }),
  /** Removing a watchlist item deletes it by id. */
  watchlistItemRemoved: (state: VodState, id: number): VodState => ({
    ...state,
    watchlistitems: state.watchlistitems.filter((item) => item.id !== id),
  }),
  /** After a successful add or remove: the flag changes everywhere the title is shown. */
  watchlistedChanged: (state: VodState, id: number, watchlisted: boolean): VodState => ({
    ...state,
    movies: flagged(state.movies, id, watchlisted),
    series: flagged(state.series, id, watchlisted),
    episodes: flagged(state.episodes, id, watchlisted),
    watchlistitems: flagged(state.watchlistitems, id, watchlisted),
    serie: state.serie?.id === id ? { ...state.serie, watchlisted } : state.serie,
  }),
};

export const vodItemTransitions = {
  assetsSet: (state: VodItemState, vodassets: PlayoutAssets | null): VodItemState => ({ ...state, vodassets }),
  detailsSet: (state: VodItemState, voddetails: VodItem | null): VodItemState => ({ ...state, voddetails }),
  watchlistedChanged: (state: VodItemState, id: number, watchlisted: boolean): VodItemState =>
    state.voddetails?.id === id ? { ...state, voddetails: { ...state.voddetails, watchlisted } } : state,
  /** The position the provider recorded, so a return to the detail page shows it. */
  positionRecorded: (state: VodItemState, id: number, position: number): VodItemState =>
    state.voddetails?.id === id
      ? { ...state, voddetails: { ...state.voddetails, last_playback_status: { position_seconds: position } } }
      : state,
};

export const audiosTransitions = {
  /** A new list turns maxReached off. */
  audiosSet: (state: AudiosState, audios: VodItem[]): AudiosState => ({ ...state, audios, maxReached: false }),
  /** An empty page means no more audios exist. */
  pageAppended: (state: AudiosState, page: VodItem[]): AudiosState => {
    if (page.length === 0) return { ...state, maxReached: true };
    const known = new Set(state.audios.map((item) => item.id));
    return { ...state, audios: [...state.audios, ...page.filter((item) => !known.has(item.id))] };
  },
  genresSet: (state: AudiosState, genres: VodGenre[]): AudiosState => ({ ...state, genres }),
  watchlistSet: (state: AudiosState, watchlistitems: VodItem[]): AudiosState => ({ ...state, watchlistitems }),
  watchlistItemRemoved: (state: AudiosState, id: number): AudiosState => ({
    ...state,
    watchlistitems: state.watchlistitems.filter((item) => item.id !== id),
  }),
  watchlistedChanged: (state: AudiosState, id: number, watchlisted: boolean): AudiosState => ({
    ...state,
    audios: flagged(state.audios, id, watchlisted),
    watchlistitems: flagged(state.watchlistitems, id, watchlisted),
  }),
  failed: (state: AudiosState, message: VodMessage): AudiosState => ({ ...state, errormessage: message }),
  errorCleared: (state: AudiosState): AudiosState => ({ ...state, errormessage: null }),
  searchTermAudioSet: (state: AudiosState, searchTermAudio: string): AudiosState => ({ ...state, searchTermAudio }),
};

export const channelTransitions = {
  channelsSet: (state: ChannelState, channels: VodChannel[]): ChannelState => ({ ...state, channels, errormessage: null }),
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
  dataSet: (state: SeanetVodState, data: SeanetCatalogue, validUntil: number): SeanetVodState => ({
    ...state,
    data,
    dataValidUntil: validUntil,
  }),
  localesSet: (state: SeanetVodState, allLocales: string[]): SeanetVodState => ({
    ...state,
    allLocales,
    showLocales: allLocales.length > 1,
    seanetLocale: state.seanetLocale && allLocales.includes(state.seanetLocale) ? state.seanetLocale : (allLocales[0] ?? null),
  }),
  /** Another locale means another catalogue: the cached one is dropped. */
  localeChosen: (state: SeanetVodState, seanetLocale: string): SeanetVodState =>
    state.seanetLocale === seanetLocale ? state : { ...state, seanetLocale, data: null, dataValidUntil: null },
};

/** The token is reused until it expires (000 §4). */
export function seanetTokenValid(state: Pick<SeanetVodState, 'token' | 'tokenValidUntil'>, now: number): boolean {
  return Boolean(state.token) && state.tokenValidUntil !== null && now < state.tokenValidUntil;
}

export interface VodSlices {
  vod: StoreApi<VodState>;
  voditem: StoreApi<VodItemState>;
  audios: StoreApi<AudiosState>;
  channel: StoreApi<ChannelState>;
  seanetVod: StoreApi<SeanetVodState>;
}

const isList = (value: unknown) => value === undefined || Array.isArray(value);

/** Defines (or finds) the media slices in the core's stores. */
export function vodSlices(stores: SessionStores): VodSlices {
  return {
    vod: stores.defineSlice('vod', initialVod, {
      persist: true,
      personal: true,
      validate: (stored) => [stored.movies, stored.series, stored.episodes, stored.watchlistitems, stored.genres].every(isList),
    }),
    voditem: stores.defineSlice('voditem', initialVodItem, { persist: true, personal: true }),
    audios: stores.defineSlice('audios', initialAudios, { persist: false, personal: true }),
    channel: stores.defineSlice('channel', initialChannel, { persist: false }),
    seanetVod: stores.defineSlice('seanetVod', initialSeanetVod, {
      persist: true,
      personal: true,
      validate: (stored) => stored.allLocales === undefined || Array.isArray(stored.allLocales),
    }),
  };
}

/** The programme of `programs` running at `now` (epoch ms), if any. */
export function currentProgram(programs: readonly EpgProgram[] | undefined, now: number): EpgProgram | undefined {
  return programs?.find((program) => Date.parse(program.start_time) <= now && now < Date.parse(program.end_time));
}
