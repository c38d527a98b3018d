/**
 * Reads and writes of the VOD provider (000 §7 "VOD service calls", 002 §7), one definition per
 * provider call, so that two widgets on a page asking for the same titles, genres or channels make
 * one request. Every fetcher first makes sure a VOD session exists (000 §2: signing in when there is
 * no token) and runs the typed provider call under the spec's transitions (000 §4: the fetching
 * flag on at start and off at finish; a VOD error stores the message and drops the token) —
 * withVodSession in core/session/vod-actions.ts. A session that cannot be had rejects with
 * VodSignInFailed (the kit's VodQueryView sends the guest home, 000 §2).
 *
 * The provider's answers live here, in the query cache; the VOD slices keep only client state.
 * Answers that belong to the guest's VOD account (the watchlist, a title's details with its
 * watchlist flag and last position, episodes with their positions, playout assets) are personal.
 */
import type { QueryClient } from '@tanstack/react-query';
import { TILE_IMAGE_WIDTH, findArticleByHashtag, imageUrl } from '../hub/content';
import {
  ALL_VOD_TYPES,
  DETAIL_INCLUDE,
  LIST_INCLUDE,
  fetchPlayoutAssets,
  genresOf,
  getChannelData,
  getProviders,
  getVods,
  reportPosition,
  toVodError,
  watchlistAdd,
  watchlistRemove,
  watchlistTarget,
  type GetVodsFilters,
  type VodChannel,
  type VodClient,
  type VodItem,
  type VodMessage,
  type VodPage,
  type VodType,
} from '../hub/vod';
import type { LidoCore } from '../index';
import { VodSignInFailed, vodRuntime, withVodSession } from '../session/vod-actions';
import { audiosTransitions, channelTransitions } from '../session/vod-slices';
import { isUnanswered } from './client';
import { coreMutation, coreQuery, hubQuery, type QueryContext, type QueryDefinitionOptions } from './define';
import type { PagedData } from './paged';
import { runWrite } from './mutations';

/** The provider's answered errors are shown (000 §8); only a call without an answer is asked again. */
const PROVIDER: QueryDefinitionOptions = { retryable: isUnanswered };
const ACCOUNT: QueryDefinitionOptions = { ...PROVIDER, personal: true };
/** A title's last position moves with every play (here or on another screen): shown at once, then asked for again. */
const POSITIONS: QueryDefinitionOptions = { staleTime: 0 };
/** Title lists are not saved with the cache: every view asks for its list again, and 10,000 titles would be a 4 MB write. */
const LIST: QueryDefinitionOptions = { persist: false };

/** One provider call of a query, with a VOD session, the spec's transitions and the query's abort signal. */
function vodCall<T>(
  { core, signal }: QueryContext,
  call: (client: VodClient, signal: AbortSignal) => Promise<T>,
  onError?: (message: VodMessage) => void,
): Promise<T> {
  return withVodSession(core, (client) => call(client, signal), onError);
}

/** The titles of a getVods answer (an answer without a list is an empty page). */
const titlesOf = (page: VodPage | null | undefined): VodItem[] => (Array.isArray(page?.vods) ? page.vods : []);

const AUDIO_TYPES: ReadonlySet<VodType> = new Set(['audio', 'audio_series', 'audio_episode']);

/** Audio views keep their message in the audios slice too (000 §3). */
function audioErrors(core: LidoCore, types: readonly VodType[] | undefined): ((message: VodMessage) => void) | undefined {
  if (!types?.length || !types.every((type) => AUDIO_TYPES.has(type))) return undefined;
  return (message) => vodRuntime(core).slices.audios.setState((state) => audiosTransitions.failed(state, message));
}

// ------------------------------------------------------------------------------------ reads

/**
 * A catalogue list (movies, series, audio of a genre or all of them, the kids area, search
 * results), a page at a time: use with useHubPagedQuery (000 §4: pages stop at an empty one).
 */
export const vodTitlesQuery = coreQuery(
  'vod',
  'getVods',
  (context, filters: GetVodsFilters, offset: number, limit: number) =>
    vodCall(context, (client, signal) => getVods(client, { ...filters, offset, limit }, { signal }), audioErrors(context.core, filters.types)).then(titlesOf),
  { ...PROVIDER, ...LIST },
);

/** The guest's watchlist (every type), a page at a time. */
export const vodWatchlistQuery = coreQuery(
  'vod',
  'watchlist',
  (context, offset: number, limit: number) =>
    vodCall(context, (client, signal) => getVods(client, { include: LIST_INCLUDE, types: ALL_VOD_TYPES, watchlist: true, offset, limit }, { signal })).then(
      titlesOf,
    ),
  { ...ACCOUNT, ...LIST },
);

const EPISODE_INCLUDE = [...LIST_INCLUDE, 'descriptions', 'last_playback_status'] as const;

/** The episodes of a season of a series, or the tracks of a season of an audio album, a page at a time. */
export const vodEpisodesQuery = coreQuery(
  'vod',
  'episodes',
  (context, seriesId: number, season: number, audio: boolean, offset: number, limit: number) => {
    const types: VodType[] = [audio ? 'audio_episode' : 'episode'];
    return vodCall(
      context,
      (client, signal) => getVods(client, { series_ids: [seriesId], series_seasons: [season], types, include: EPISODE_INCLUDE, offset, limit }, { signal }),
      audioErrors(context.core, types),
    ).then(titlesOf);
  },
  { ...ACCOUNT, ...LIST, ...POSITIONS },
);

/** One title with everything it carries (detail page, series, audio album, the player's details); null: no such title. */
export const vodTitleQuery = coreQuery(
  'vod',
  'title',
  (context, id: number, types: readonly VodType[]) =>
    vodCall(context, (client, signal) => getVods(client, { vod_ids: [id], types, include: DETAIL_INCLUDE }, { signal })).then(
      (page) => titlesOf(page)[0] ?? null,
    ),
  { ...ACCOUNT, ...POSITIONS },
);

/**
 * The player's playout assets (000 §8: any failure is "error while retrieving playout assets").
 * Their addresses expire and their position moves: never shown again from the cache.
 */
export const vodPlayoutQuery = coreQuery(
  'vod',
  'getPlayoutAssets',
  (context, id: number) => vodCall(context, (client, signal) => fetchPlayoutAssets(client, id, { signal })),
  { ...ACCOUNT, gcTime: 0 },
);

/** Every genre of every provider but the excluded one (000 §9), video and audio ones (`kind`). */
export const vodGenresQuery = coreQuery(
  'vod',
  'getProviders',
  (context) => vodCall(context, (client, signal) => getProviders(client, { signal })).then((answer) => genresOf(answer?.providers ?? [])),
  PROVIDER,
);

/** Channels of a page shown at once; the rest follow in larger pages (CHANNEL_PAGES). */
export const CHANNEL_PAGES = { firstPageSize: 40, pageSize: 200, end: 'short' } as const;
/** Programme hours asked for: the guide covers 24 hours. */
export const EPG_HOURS = 24;
/** A loaded channel list is reused this long by the list, the guide and the player. */
export const CHANNELS_FRESH_MS = 5 * 60 * 1000;
/** A channel list or guide left open (a cabin TV, a kiosk) reloads its programmes this often. */
export const EPG_REFRESH_MS = 30 * 60 * 1000;

/** Live channels with streams, logos and programmes (002 §7), a page at a time. */
export const vodChannelsQuery = coreQuery(
  'vod',
  'getChannelData',
  async (context, offset: number, limit: number): Promise<VodChannel[]> => {
    const { channel } = vodRuntime(context.core).slices;
    const answer = await vodCall(
      context,
      (client, signal) => getChannelData(client, { limit, offset, epg_hours: EPG_HOURS }, { signal }),
      (message) => channel.setState((state) => channelTransitions.failed(state, message)),
    );
    channel.setState(channelTransitions.loaded);
    return Array.isArray(answer?.channels) ? answer.channels : [];
  },
  { ...PROVIDER, ...LIST, staleTime: CHANNELS_FRESH_MS, refetchInterval: EPG_REFRESH_MS },
);

/** The picture of an entry tile of the VOD overview: the CMS article tagged vodmovieimage / vodseriesimage (000 §7). */
export const vodEntryPictureQuery = hubQuery(
  'vod',
  'entryPicture',
  async (hub, hashtag: string): Promise<string | null> => {
    const article = await findArticleByHashtag(hub, hashtag);
    return article ? imageUrl(hub, { id: article.imageId }, TILE_IMAGE_WIDTH) : null;
  },
  // A decorative picture: without one the tile shows the default picture.
  { retryable: () => false },
);

// ------------------------------------------------------------------------------------ writes

/** Every cached title the writes below may change: lists, details, episodes. */
const TITLE_CALLS = ['getVods', 'watchlist', 'episodes', 'title'] as const;

function mapTitles(data: unknown, update: (item: VodItem) => VodItem | null): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data) {
    const paged = data as PagedData<VodItem>;
    let changed = false;
    const pages = paged.pages.map((page) => {
      const next = page.flatMap((item) => {
        const updated = update(item);
        if (updated !== item) changed = true;
        return updated ? [updated] : [];
      });
      return next.length === page.length && next.every((item, i) => item === page[i]) ? page : next;
    });
    return changed ? { ...paged, pages } : data;
  }
  return 'id' in data ? (update(data as VodItem) ?? data) : data;
}

/** Applies `update` to every cached title of `calls` (an unchanged list keeps its identity). */
function updateTitles(queryClient: QueryClient, calls: readonly string[], update: (item: VodItem) => VodItem | null): void {
  for (const call of calls) queryClient.setQueriesData({ queryKey: ['vod', call] }, (data: unknown) => mapTitles(data, update));
}

export interface WatchlistChange {
  item: Pick<VodItem, 'id' | 'type'>;
  /** The flag wanted: true adds, false removes. */
  watchlisted: boolean;
}

/**
 * Watchlist add / remove (000 §7). After the provider confirmed (000 §4: only then), the flag
 * changes on every cached title and a removed title leaves the cached watchlist (by id); the
 * watchlist is then asked for again.
 */
export const watchlistWrite = coreMutation(
  'vod',
  'watchlistChange',
  async ({ core }, change: WatchlistChange): Promise<boolean> => {
    const target = watchlistTarget(change.item);
    await withVodSession(
      core,
      (client) => (change.watchlisted ? watchlistAdd(client, target) : watchlistRemove(client, target)),
      change.item.type.startsWith('audio') ? audioErrors(core, ['audio']) : undefined,
    );
    return change.watchlisted;
  },
  {
    updates(queryClient, watchlisted, { item }) {
      updateTitles(queryClient, TITLE_CALLS, (title) => (title.id === item.id ? { ...title, watchlisted } : title));
      if (!watchlisted) updateTitles(queryClient, ['watchlist'], (title) => (title.id === item.id ? null : title));
    },
    invalidates: [vodWatchlistQuery],
  },
);

export interface PositionReport {
  vodId: number;
  seconds: number;
  /** The request outlives the page (a report on exit). */
  keepalive?: boolean;
}

/**
 * setPosition (000 §7; a null reply is "error while setting played seconds", 000 §8); the position
 * the provider recorded reaches the cached title and episodes, so a return to the detail page
 * shows it.
 */
export const positionWrite = coreMutation(
  'vod',
  'setPosition',
  ({ core }, report: PositionReport): Promise<number> =>
    withVodSession(core, (client) => reportPosition(client, report.vodId, report.seconds, { keepalive: report.keepalive })),
  {
    updates(queryClient, position, { vodId }) {
      updateTitles(queryClient, ['title', 'episodes'], (title) =>
        title.id === vodId ? { ...title, last_playback_status: { position_seconds: position } } : title,
      );
    },
  },
);

/** What a failed VOD call tells the guest. */
export function vodReasonOf(error: unknown): VodMessage {
  return error instanceof VodSignInFailed ? error.reason : toVodError(error).reason;
}

/** Outcome of a watchlist toggle: the flag now in force, and the message when it failed. */
export interface ToggleResult {
  watchlisted: boolean;
  error: VodMessage | null;
}

const togglesInFlight = new WeakMap<LidoCore, Set<number>>();

/**
 * Watchlist toggle (000 §4): adds when not watchlisted, removes when it is; the flag changes only
 * after the provider confirmed. A second press while one is on its way does nothing (a double
 * click toggles once), wherever the title is shown.
 */
export async function toggleWatchlist(core: LidoCore, item: Pick<VodItem, 'id' | 'type' | 'watchlisted'>): Promise<ToggleResult> {
  const current = item.watchlisted === true;
  let busy = togglesInFlight.get(core);
  if (!busy) togglesInFlight.set(core, (busy = new Set()));
  if (busy.has(item.id)) return { watchlisted: current, error: null };
  busy.add(item.id);
  try {
    const watchlisted = await runWrite(core, watchlistWrite, { item: { id: item.id, type: item.type }, watchlisted: !current });
    return { watchlisted, error: null };
  } catch (caught) {
    return { watchlisted: current, error: vodReasonOf(caught) };
  } finally {
    busy.delete(item.id);
  }
}
