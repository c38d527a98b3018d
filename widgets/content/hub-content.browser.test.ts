/**
 * core/hub/content.ts against the real demo hub through the page's one hub client: every
 * content call of spec 000 §7, and the hashtag / QR resolver the host site calls.
 */
import {
  findArticle,
  findArticleByHashtag,
  findArticlesByCategoryId,
  findAudios,
  findCategoriesByParentId,
  findCategoryById,
  findDailySchedule,
  findEventsByArticleId,
  findImages,
  findPdfs,
  findRootArticles,
  findRootCategories,
  findVideos,
  hashtagFromRoute,
  imageUrl,
  resolveHashtag,
} from '../../core/hub/content';
import { HubError } from '../../core/hub/client';
import { assert, expect } from '../../tests/helpers/assert';
import { addFault, clearFaults, core, dmy } from './test-support';

const hub = core.hub;

afterEach(clearFaults);

describe('content calls (000 §7)', () => {
  it('categories: root, by id, by parent, with preview mode', async () => {
    const root = await findRootCategories(hub);
    assert(root.some((c) => c.id === 1) && !root.some((c) => c.id === 12), 'published root categories');
    assert(
      (await findRootCategories(hub, true)).some((c) => c.id === 12),
      'preview shows unpublished',
    );
    const category = await findCategoryById(hub, 2);
    expect(category.searchable).toBe(true);
    expect(category.titles?.de).toBe('Schiff & Service');
    expect((await findCategoriesByParentId(hub, 2)).map((c) => c.id)).toEqual([21, 22]);
    expect((await findCategoriesByParentId(hub, 2, true)).map((c) => c.id)).toEqual([21, 22, 23]);
  });

  it('articles: root, by category (with descriptions / wayfinder), one article, preview', async () => {
    expect((await findRootArticles(hub)).map((a) => a.id)).toEqual([1001, 1002]);
    const list = await findArticlesByCategoryId(hub, 3);
    assert(
      list.every((a) => a.description === null),
      'no descriptions unless asked',
    );
    const full = await findArticlesByCategoryId(hub, 3, { withDescriptions: true, withWayFinder: true });
    assert(
      full.every((a) => typeof a.description === 'string' && 'wayfinderProfile' in a),
      'descriptions and wayfinder',
    );
    assert(!full.some((a) => a.id === 1024), 'unpublished article hidden');
    assert(
      (await findArticlesByCategoryId(hub, 3, { previewMode: true })).some((a) => a.id === 1024),
      'preview shows it',
    );
    const article = await findArticle(hub, 1020);
    expect(article.layoutType).toBe('Extended');
    expect(article.additionalArticlesCategory?.id).toBe(3);
    try {
      await findArticle(hub, 1024);
      assert(false, 'unpublished article must be 404');
    } catch (error) {
      assert(error instanceof HubError && error.code === 404, String(error));
    }
    expect((await findArticle(hub, 1024, true)).published).toBe(false);
  });

  it('events, with and without past events', async () => {
    const upcoming = await findEventsByArticleId(hub, 1030);
    const all = await findEventsByArticleId(hub, 1030, { filterPastEvents: false });
    assert(!upcoming.some((e) => e.fromDate === dmy(-1)), 'past events filtered by default');
    assert(
      all.some((e) => e.fromDate === dmy(-1)),
      'filterPastEvents=false keeps them',
    );
  });

  it('daily schedules: today, tomorrow, by date', async () => {
    expect((await findDailySchedule(hub, 'today'))?.date).toBe(dmy(0));
    expect((await findDailySchedule(hub, 'tomorrow'))?.date).toBe(dmy(1));
    const [d, m, y] = dmy(4).split('/').map(Number) as [number, number, number];
    const byDate = await findDailySchedule(hub, { year: y, month: m, day: d });
    expect(byDate?.date).toBe(dmy(4));
    assert((byDate?.events.length ?? 0) > 0, 'events');
    expect(await findDailySchedule(hub, { year: 2001, month: 1, day: 1 })).toBe(null);
  });

  it('blobs: PDFs, audio, video (preview), images; none is an empty list', async () => {
    expect((await findPdfs(hub, 1020)).map((p) => p.name)).toEqual(['Dinner menu', 'Children’s menu and allergen information']);
    assert((await findAudios(hub, 1032))[0]!.url.endsWith('.mp3'), 'audio url');
    expect((await findVideos(hub, 1033)).length).toBe(2);
    expect((await findVideos(hub, 1033, true)).length).toBe(3);
    assert((await findImages(hub, 1020)).length > 0, 'images');
    expect(await findPdfs(hub, 1003)).toEqual([]);
    const url = new URL(imageUrl(hub, { id: 5 }, 400)!);
    expect(url.pathname.endsWith('/api/blobs/image') && url.searchParams.get('width')).toBe('400');
    expect(imageUrl(hub, { id: null })).toBe(null);
    const response = await fetch(imageUrl(hub, { reference: 'ship' }, 200)!);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a real failure of a media call is an error, not an empty list', async () => {
    await addFault({ pattern: 'GET /api/blobs/pdfs/*', status: 500, times: 1 });
    try {
      await findPdfs(hub, 1020);
      assert(false, 'must throw');
    } catch (error) {
      assert(error instanceof HubError && error.code === 500, String(error));
    }
  });
});

describe('hashtag / QR route (000 §2)', () => {
  it('route hashes become hashtags', () => {
    expect(hashtagFromRoute('palma')).toBe('palma');
    expect(hashtagFromRoute('#/palma')).toBe('palma');
    expect(hashtagFromRoute('%23palma')).toBe('palma');
    expect(hashtagFromRoute('/palma/')).toBe('palma');
    expect(hashtagFromRoute('  ')).toBe('');
  });

  it("resolves to the article's detail route, or home when no article has the tag", async () => {
    expect(await resolveHashtag(hub, 'palma')).toBe('/content/detail/1052');
    expect(await resolveHashtag(hub, '#/Horizon')).toBe('/content/detail/1020');
    expect(await resolveHashtag(hub, 'no-such-tag')).toBe('/');
    expect(await resolveHashtag(hub, '')).toBe('/');
    expect((await findArticleByHashtag(hub, 'loginFormExtra'))?.id).toBe(1090);
  });

  it('a hub failure is thrown (the caller offers a retry) instead of sending the guest home', async () => {
    await addFault({ pattern: 'GET /api/cms/articles/findByHashtag', status: 503, times: 1 });
    try {
      await resolveHashtag(hub, 'palma');
      assert(false, 'must throw');
    } catch (error) {
      assert(error instanceof HubError && error.code === 503, String(error));
    }
  });
});
