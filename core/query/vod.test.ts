/**
 * The VOD provider's answers in the query cache (core/query/vod.ts). What the vod, voditem, audios
 * and channel slices' lists did (000 §3, §4) is observed here now, where it lives: pages and the
 * end of a list (maxReached), a page overlapping the list, the watchlist flag on every cached
 * title only after success, removal from the watchlist by id, a recorded position, what is saved.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GetVodsFilters, VodItem } from '../hub/vod';
import { createCore, type LidoCore } from '../index';
import { MemoryStorage } from '../session/memory-storage';
import { queryOptionsOf } from './define';
import { itemsOf, pagedQueryOptionsOf, type PageParam, type PagedData } from './paged';
import { QUERY_CACHE_KEY } from './layer';
import { CHANNEL_PAGES, positionWrite, vodChannelsQuery, vodTitleQuery, vodTitlesQuery, vodWatchlistQuery, watchlistWrite } from './vod';

const item = (id: number, extra: Partial<VodItem> = {}): VodItem => ({ id, type: 'movie', title: `Title ${id}`, ...extra });
const movies: GetVodsFilters = { types: ['movie'], genre_id: 2 };
const series: GetVodsFilters = { types: ['series'] };
const PAGING = { pageSize: 100 };

let cores: LidoCore[] = [];
function newCore(storage: MemoryStorage | null = null): LidoCore {
  const core = createCore({
    storage,
    navigator: { languages: ['en-GB'] },
    location: { protocol: 'http:', hostname: 'localhost', port: '4321' },
    page: { lidoConfig: { hubUrl: 'http://127.0.0.1:9' } },
  });
  cores.push(core);
  return core;
}
afterEach(() => {
  for (const core of cores) {
    core.queryClient.clear();
    core.channel.close();
    core.stores.dispose();
  }
  cores = [];
  vi.useRealTimers();
});

/** The next page after `pages` (undefined: the list has ended). */
function nextPage(core: LidoCore, pages: VodItem[][], lastParam: PageParam, paging: Parameters<typeof pagedQueryOptionsOf>[3] = PAGING) {
  return pagedQueryOptionsOf(core, vodTitlesQuery, [movies], paging).getNextPageParam(pages.at(-1)!, pages, lastParam);
}

/** Puts pages of a paged list into the cache as a fetch would (with the definition's meta). */
async function cachePages<A extends unknown[]>(core: LidoCore, options: ReturnType<typeof pagedQueryOptionsOf<A, VodItem>>, pages: VodItem[][]) {
  let next = 0;
  await core.queryClient.fetchInfiniteQuery({ ...options, queryFn: () => Promise.resolve(pages[next++] ?? []), pages: pages.length });
}

describe('a title list loads in pages (000 §4, §9)', () => {
  test('pages of 100 from offset 0; an empty page ends the list (maxReached), a short one does not', () => {
    const core = newCore();
    const options = pagedQueryOptionsOf(core, vodTitlesQuery, [movies], PAGING);
    expect(options.initialPageParam).toEqual({ offset: 0, limit: 100 });
    const first = [item(1), item(2)];
    expect(nextPage(core, [first], { offset: 0, limit: 100 })).toEqual({ offset: 2, limit: 100 });
    expect(nextPage(core, [first, []], { offset: 2, limit: 100 })).toBeUndefined();
    // A first page that is already empty: nothing more to ask for.
    expect(nextPage(core, [[]], { offset: 0, limit: 100 })).toBeUndefined();
  });

  test('a new list (other filters, another page size) is another cache entry: it starts without maxReached', () => {
    const core = newCore();
    const key = (filters: GetVodsFilters, pageSize: number) => pagedQueryOptionsOf(core, vodTitlesQuery, [filters], { pageSize }).queryKey;
    expect(key(movies, 100)).toEqual(['vod', 'getVods', [movies], 'en', { pageSize: 100, first: 100 }]);
    expect(key(series, 100)).not.toEqual(key(movies, 100));
    expect(key({ ...movies, search: 'storm' }, 20)).not.toEqual(key(movies, 100));
  });

  test('a page overlapping the list (the catalogue moved) adds no duplicates', () => {
    expect(
      itemsOf(
        [
          [item(1), item(2)],
          [item(2), item(3)],
        ],
        (title) => title.id,
      ).map((title) => title.id),
    ).toEqual([1, 2, 3]);
  });

  test('channels: a small first page, then larger ones until a page comes back short', () => {
    const core = newCore();
    const options = pagedQueryOptionsOf(core, vodChannelsQuery, [], CHANNEL_PAGES);
    expect(options.initialPageParam).toEqual({ offset: 0, limit: 40 });
    const full = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Channel ${i + 1}` }));
    expect(options.getNextPageParam(full, [full], { offset: 0, limit: 40 })).toEqual({ offset: 40, limit: 200 });
    expect(options.getNextPageParam(full.slice(0, 14), [full, full.slice(0, 14)], { offset: 40, limit: 200 })).toBeUndefined();
  });
});

describe('the watchlist toggle and position reports change the cached titles (000 §4)', () => {
  test('the watchlisted flag changes everywhere the title is cached; other lists keep their identity', async () => {
    const core = newCore();
    const { queryClient } = core;
    await cachePages(core, pagedQueryOptionsOf(core, vodTitlesQuery, [movies], PAGING), [[item(1), item(2)]]);
    await cachePages(core, pagedQueryOptionsOf(core, vodTitlesQuery, [series], PAGING), [[item(9, { type: 'series' })]]);
    queryClient.setQueryData(queryOptionsOf(core, vodTitleQuery, [2, ['movie']]).queryKey, item(2, { watchlisted: false }));
    const seriesBefore = queryClient.getQueryData(pagedQueryOptionsOf(core, vodTitlesQuery, [series], PAGING).queryKey);

    watchlistWrite.options.updates!(queryClient, true, { item: { id: 2, type: 'movie' }, watchlisted: true });

    const list = queryClient.getQueryData<PagedData<VodItem>>(pagedQueryOptionsOf(core, vodTitlesQuery, [movies], PAGING).queryKey)!;
    expect(list.pages[0]!.find((title) => title.id === 2)?.watchlisted).toBe(true);
    expect(list.pages[0]!.find((title) => title.id === 1)?.watchlisted).toBeUndefined();
    expect(queryClient.getQueryData<VodItem>(queryOptionsOf(core, vodTitleQuery, [2, ['movie']]).queryKey)?.watchlisted).toBe(true);
    expect(queryClient.getQueryData(pagedQueryOptionsOf(core, vodTitlesQuery, [series], PAGING).queryKey)).toBe(seriesBefore);
  });

  test('removing a watchlist item deletes it by id from the cached watchlist, which is asked for again', async () => {
    const core = newCore();
    const options = pagedQueryOptionsOf(core, vodWatchlistQuery, [], { pageSize: 50 });
    await cachePages(core, options, [[item(1, { watchlisted: true }), item(2, { watchlisted: true }), item(3, { watchlisted: true })]]);
    watchlistWrite.options.updates!(core.queryClient, false, { item: { id: 2, type: 'movie' }, watchlisted: false });
    const watchlist = core.queryClient.getQueryData<PagedData<VodItem>>(options.queryKey)!;
    expect(itemsOf(watchlist.pages).map((title) => title.id)).toEqual([1, 3]);
    expect(watchlistWrite.options.invalidates).toEqual([vodWatchlistQuery]);
  });

  test('a recorded position reaches the cached title (a return to the detail page shows it), no other', () => {
    const core = newCore();
    const key = (id: number) => queryOptionsOf(core, vodTitleQuery, [id, ['movie']]).queryKey;
    core.queryClient.setQueryData(key(5), item(5, { last_playback_status: { position_seconds: 10 } }));
    core.queryClient.setQueryData(key(6), item(6));
    const other = core.queryClient.getQueryData(key(6));
    positionWrite.options.updates!(core.queryClient, 42, { vodId: 5, seconds: 42.7 });
    expect(core.queryClient.getQueryData<VodItem>(key(5))?.last_playback_status?.position_seconds).toBe(42);
    expect(core.queryClient.getQueryData(key(6))).toBe(other);
  });
});

describe('what is saved with the cache', () => {
  test('a title list is not saved (a 10,000-title list is not worth a 4 MB write); a title is, for a signed-in guest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const storage = new MemoryStorage();
    const core = newCore(storage);
    core.stores.authentication.setState({ sessionId: 'guest-a', isAuthenticated: true });
    const titles = Array.from({ length: 10_000 }, (_, i) => item(i + 1));
    await cachePages(core, pagedQueryOptionsOf(core, vodTitlesQuery, [movies], PAGING), [titles, []]);
    await core.queryClient.fetchQuery({
      ...queryOptionsOf(core, vodTitleQuery, [3, ['movie']]),
      queryFn: () => Promise.resolve(item(3, { title: 'Iron Harbour' })),
    });
    vi.advanceTimersByTime(2100);
    const saved = storage.getItem(QUERY_CACHE_KEY)!;
    expect(saved.length).toBeLessThan(5000);
    expect(saved).toContain('Iron Harbour');
    expect(saved).not.toContain('Title 9999');
  });
});
