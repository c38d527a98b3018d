/**
 * VOD, live TV and the second catalogue end to end: the partner airline's page that embeds only
 * the published lido.js and <lido-vod> with a hub address (examples/airline-vod/), and the same
 * elements inside the portal, each route a full page load, against the demo hub with real HLS.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { EXAMPLE_HUB, HUB_URL, expect, hubAdmin, portalReady, serveExamples, test } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Media can start without a gesture in these tests (the guest's click on Play is synthetic). */
async function muteMedia(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function mutedPlay(this: HTMLMediaElement) {
      this.muted = true;
      return play.call(this);
    };
  });
}

async function playingTime(page: Page, tag: string): Promise<number> {
  const media = page.locator(`${tag} video, ${tag} audio`).first();
  await expect(media).toHaveAttribute('data-engine', /native|hls\.js/, { timeout: 15_000 });
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  return media.evaluate((element: HTMLMediaElement) => element.currentTime);
}

test.describe('the airline page (examples/airline-vod): one script, one element, a hub address', () => {
  let examples: Awaited<ReturnType<typeof serveExamples>>;
  let origin: string;

  test.beforeAll(async () => {
    examples = await serveExamples();
    origin = examples.origin;
  });
  test.afterAll(() => examples.close());

  test.beforeEach(async ({ page }) => {
    await muteMedia(page);
  });

  test('the page has nothing but the script and the element', async () => {
    const html = (await readFile(path.join(ROOT, 'examples/airline-vod/index.html'), 'utf8')).replace(/<!--[\s\S]*?-->/g, '');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script type="module" src="../../dist/cdn/0/lido.js">']);
    expect([...html.matchAll(/<lido-[a-z-]+\b[^>]*>/g)].map((m) => m[0])).toEqual([`<lido-vod hub-url="${EXAMPLE_HUB}">`]);
  });

  test('the entry screen starts in parallel: lido.js preloads the hashtag calls, the pictures load before the sign-in answers, never the default picture', async ({
    page,
  }) => {
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/i.test(message.text())) unusedPreloads.push(message.text());
    });
    const hubCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(HUB_URL)) hubCalls.push(request.url().slice(HUB_URL.length));
    });
    // The sign-in answers late: the entry tiles and their pictures do not wait for it.
    await hubAdmin('faults', { pattern: 'GET /vod-api/customers/loginApp', latencyMs: 2000, times: 1 });
    try {
      await page.goto(`${origin}/examples/airline-vod/`);
      const vod = page.locator('lido-vod');
      const pictures = vod.locator('.entry-tile img');
      await expect(pictures).toHaveCount(2);
      await expect
        .poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0)))
        .toBe(true);
      const entries = await page.evaluate(
        (hub) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(hub))
            .map((entry) => {
              const timing = entry as PerformanceResourceTiming;
              return { url: entry.name.slice(hub.length), initiator: timing.initiatorType, start: timing.startTime, end: timing.responseEnd };
            }),
        HUB_URL,
      );
      const login = entries.find((entry) => entry.url.startsWith('/vod-api/customers/loginApp'));
      // Still signing in (2 s) while both pictures have loaded.
      expect(
        login === undefined ||
          login.end === 0 ||
          login.end > Math.max(...entries.filter((entry) => entry.url.startsWith('/api/blobs/image')).map((entry) => entry.end)),
      ).toBe(true);
      for (const hashtag of ['vodmovieimage', 'vodseriesimage']) {
        const call = `/api/cms/articles/findByHashtag?hashtag=${hashtag}`;
        expect(
          hubCalls.filter((url) => url === call),
          `${call} requested once`,
        ).toHaveLength(1);
        expect(entries.find((entry) => entry.url === call)?.initiator, `${call} came from the loader`).toBe('link');
      }
      const images = hubCalls.filter((url) => url.startsWith('/api/blobs/image'));
      expect(images, 'the two hashtag pictures, no default picture').toHaveLength(2);
      for (const image of images) expect(new URL(image, HUB_URL).searchParams.get('width')).toBe('400');
      await expect(vod.locator('.entry-tile img[fetchpriority="high"]')).toHaveCount(2);
      await page.waitForTimeout(3500);
      expect(unusedPreloads).toEqual([]);
    } finally {
      await fetch(`${HUB_URL}/__admin/faults`, { method: 'DELETE' });
    }
  });

  test('signs in by itself, browses a genre, opens a title and plays it, all in place', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/examples/airline-vod/`);
    const vod = page.locator('lido-vod');
    await vod.getByRole('link', { name: 'Movies' }).first().click();
    await vod
      .getByRole('link', { name: /Thriller & Mystery/ })
      .first()
      .click();
    await expect(vod.getByRole('heading', { name: 'Thriller & Mystery' })).toBeVisible();
    await vod.locator('a.tile').first().click();
    await expect(vod.locator('[part="play"]')).toBeVisible();
    // The element keeps its place in the operator's URL (history="query", the default): a reload
    // comes back to the title, Back to the genre, Forward to the title again.
    const url = new URL(page.url());
    expect(url.pathname).toBe('/examples/airline-vod/');
    expect(url.searchParams.get('lido-vod')).toMatch(/^\/vod\/[\w/]+\/\d+$/);
    await page.reload();
    await expect(vod.locator('[part="play"]')).toBeVisible();
    await page.goBack();
    await expect(vod.getByRole('heading', { name: 'Thriller & Mystery' })).toBeVisible();
    await page.goForward();
    await expect(vod.locator('[part="play"]')).toBeVisible();
    const beforePlay = [...scripts];
    expect(beforePlay.every((script) => script.startsWith('/dist/'))).toBe(true);
    expect(
      beforePlay.some((script) => /\/hls-[\w-]+\.js$/.test(script)),
      'no hls.js before Play',
    ).toBe(false);
    await vod.locator('[part="play"]').click();
    expect(await playingTime(page, 'lido-vod')).toBeGreaterThan(0.5);
    // The session is saved at most every 2 s (000 §9): wait for the save, not for a fixed time.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:vod') ?? '{}').deviceUuid ?? ''), { timeout: 5000 })
      .toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe('VOD in the portal: every route a page', () => {
  test.beforeEach(async ({ page }) => {
    await muteMedia(page);
  });

  test('overview → genre → grid → detail → player, each a full page load, resuming the last position', async ({ page }) => {
    await page.goto('/vod/overview');
    await portalReady(page);
    const vod = page.locator('lido-vod');
    await vod.getByRole('link', { name: 'Box sets' }).first().click();
    await page.waitForURL('**/vod/overview/genre/series');
    await vod.getByRole('link', { name: 'Comedy' }).click();
    await page.waitForURL('**/vod/overview/series/2');
    await vod.locator('a.tile', { hasText: 'Office at Sea' }).click();
    await page.waitForURL(/\/vod\/overview\/serie\/\d+$/);
    await vod.getByRole('link', { name: /Season 2/ }).click();
    await page.waitForURL(/\/vod\/overview\/serie\/\d+\/2$/);
    await vod.getByRole('link', { name: 'The Pool Incident', exact: true }).click();
    await page.waitForURL(/\/vod\/detail\/\d+$/);
    const episodeId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await vod.locator('[part="play"]').click();
    await page.waitForURL(`**/vod/${episodeId}`);
    await playingTime(page, 'lido-vod');
    const media = page.locator('lido-vod video');
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(3);
    await media.evaluate((element: HTMLMediaElement) => element.pause());
    const pausedAt = Math.floor(await media.evaluate((element: HTMLMediaElement) => element.currentTime));
    // the provider now knows the position: a reload of the player resumes there
    await expect
      .poll(
        async () => {
          const state = await page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:vod') ?? '{}'));
          const url = `${HUB_URL}/vod-api/vods/getPlayoutAssets?vod_id=${episodeId}&token=${state.maxicastertoken}&device_uuid=${state.deviceUuid}&api_version=3`;
          return (await (await fetch(url)).json()).data.position_seconds;
        },
        { timeout: 10_000 },
      )
      .toBe(pausedAt);
    await page.reload();
    await expect
      .poll(() => page.locator('lido-vod video').evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(pausedAt - 0.5);
  });

  test('live TV: the channel list opens the channel player with its stream as navigation state', async ({ page }) => {
    await page.goto('/channels');
    await portalReady(page);
    const live = page.locator('lido-live-tv');
    await live.locator('a.tile', { hasText: 'Sport Deck' }).click();
    await page.waitForURL('**/channel/4');
    await expect(live.getByRole('heading', { name: 'Sport Deck' })).toBeVisible();
    await playingTime(page, 'lido-live-tv');
    // the same page opened directly has no navigation state: a clear message
    const direct = await page.context().newPage();
    await direct.goto('/channel/4');
    await expect(direct.locator('lido-live-tv [role="alert"]')).toContainText('There was an error fetching the content.');
    await direct.close();
  });

  test('TV guide by keyboard: the programme on air is the one tab stop, arrows move, Enter opens the channel', async ({ page }) => {
    await page.goto('/channels');
    await portalReady(page);
    const live = page.locator('lido-live-tv');
    await live.getByRole('button', { name: 'TV guide' }).click();
    const stop = live.locator('[role="gridcell"][tabindex="0"]');
    await expect(stop).toHaveCount(1);
    await stop.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(live.locator('.guide-details-channel')).toHaveText('Harbour News 24');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/channel/3');
    await playingTime(page, 'lido-live-tv');
  });

  test('second catalogue: genre → movie → player across page loads, the token reused', async ({ page }) => {
    await page.goto('/seanetvod');
    await portalReady(page);
    const seanet = page.locator('lido-seanet-vod');
    await seanet.getByRole('link', { name: /Family/ }).click();
    await page.waitForURL('**/seanetvod/genre/4');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:seanetVod') ?? '{}').token);
    await seanet.locator('a.tile').first().click();
    await page.waitForURL(/\/seanetvod\/movie\/\d+$/);
    await seanet.locator('[part="play"]').click();
    await page.waitForURL('**/seanetvod/moviePlayer');
    await playingTime(page, 'lido-seanet-vod');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:seanetVod') ?? '{}').token)).toBe(token);
  });

  test('the VOD provider down: the sign-in fails and the guest goes home', async ({ page }) => {
    await hubAdmin('faults', { pattern: 'GET /vod-api/customers/loginApp', status: 503 });
    try {
      await page.goto('/vod/overview/movies');
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await fetch(`${HUB_URL}/__admin/faults`, { method: 'DELETE' });
    }
  });
});
