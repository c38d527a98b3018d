/**
 * Signage that fits and moves by itself (issue 33) on a DigitalSignage device, at 1920×1080 and
 * 1080×1920, with the page's clock under the test's control: the signage home is the content
 * the hub's device profile names (the demo hub's Deck 5 screen: board 1; ?signageHome=programme:
 * the programme); the page never scrolls (document height ≤ viewport); what does not fit pages
 * itself every 12 s (the profile's pageSeconds) with a page indicator; a restaurant's slots page
 * likewise; nothing interactive shows; the idle redirect falls back to the signage content.
 */
import type { Locator, Page } from '@playwright/test';
import { HUB_URL, axeViolations, expect, portalReady, test, useDevice } from './fixtures';

const PAGE_MS = 12_000;
const BOARD_HOME = '/restaurantavailability/overview/1';
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
] as const;

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight <= innerHeight);
const heights = (page: Page) => page.evaluate(() => `${document.documentElement.scrollHeight} ≤ ${innerHeight}`);
/** The text shown of a page indicator ("2 / 3"), or null when there is none. */
async function indicator(locator: Locator): Promise<string | null> {
  if ((await locator.count()) === 0) return null;
  return locator.locator('span[aria-hidden="true"]').textContent();
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the signage home is the profile’s board; it fits, pages itself, and its slots page likewise', async ({ page }) => {
      await useDevice(page, { deviceType: 'DigitalSignage' });
      const evening = new Date();
      evening.setHours(17, 59, 0, 0);
      await page.clock.install({ time: evening });
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === BOARD_HOME);
      await portalReady(page);
      const board = page.locator('lido-signage-board');
      await expect(board.getByRole('heading', { level: 1, name: 'Tonight’s tables' })).toBeVisible();
      await expect(board.locator('[part="restaurant"]').first()).toBeVisible();
      // nothing waits for input: no arrows, no buttons at all
      await expect(board.getByRole('button')).toHaveCount(0);
      await expect.poll(() => fits(page), { message: await heights(page) }).toBe(true);
      await page.screenshot({ path: `/tmp/signage-board-${size.width}x${size.height}.png` });
      expect(await axeViolations(page, ['lido-signage-board'])).toEqual([]);

      const boardIndicator = board.locator('.board-foot [part="page-indicator"]');
      const seen = new Set<string>();
      const boardPages = new Set<string>();
      const horizonSlots = new Set<string>();
      const slotIndicators = new Set<string>();
      // two minutes of the screen's life, page by page
      for (let step = 0; step < 10; step++) {
        for (const name of await board.locator('[part="restaurant"] h2').allTextContents()) seen.add(name);
        const shown = await indicator(boardIndicator);
        if (shown) boardPages.add(shown);
        const horizon = board.locator('[part="restaurant"]').filter({ has: page.getByRole('heading', { name: 'Horizon Restaurant' }) });
        if ((await horizon.count()) > 0) {
          for (const time of await horizon.locator('.slot-time').allTextContents()) horizonSlots.add(time);
          const slots = await indicator(horizon.locator('[part="page-indicator"]'));
          if (slots) slotIndicators.add(slots);
        }
        expect(await fits(page), `step ${step}: ${await heights(page)}`).toBe(true);
        await expect(board.getByRole('button')).toHaveCount(0);
        await page.clock.runFor(PAGE_MS);
      }
      // every restaurant of the board was on the screen at some time
      expect([...seen].sort()).toEqual(['Horizon Restaurant', 'Sakura Teppanyaki', 'The Grill', 'Trattoria Aurora'].sort());
      if (size.height === 1080) {
        // 1,369–1,587 px of board on a 1080 px screen (issue 33): more than one page
        expect(boardPages.size).toBeGreaterThan(1);
        expect([...boardPages]).toContain('2 / 2');
      }
      // the slots after the fifth come round by themselves (Horizon: 18:30 … 21:00)
      expect(horizonSlots).toContain('21:00');
      expect([...slotIndicators].sort()).toEqual(['1 / 2', '2 / 2']);
    });

    test('the programme as the signage home: today, no day picker, cards that open nothing, pages that fit and advance', async ({ page }) => {
      await useDevice(page, { deviceType: 'DigitalSignage', signageHome: 'programme' });
      const morning = new Date();
      morning.setHours(8, 0, 0, 0);
      await page.clock.install({ time: morning });
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/dailyprogram');
      await portalReady(page);
      const programme = page.locator('lido-daily-programme');
      await expect(programme.locator('[part="event"]').first()).toBeVisible();
      await expect(programme.locator('[part="day-picker"]')).toHaveCount(0);
      await expect(programme.getByRole('button')).toHaveCount(0);
      await expect.poll(() => fits(page), { message: await heights(page) }).toBe(true);
      await page.screenshot({ path: `/tmp/signage-programme-${size.width}x${size.height}.png` });
      expect(await axeViolations(page, ['lido-daily-programme'])).toEqual([]);

      const pageIndicator = programme.locator('[part="page-indicator"]');
      const first = await indicator(pageIndicator);
      const events = await programme.locator('[part="event"]').count();
      if (size.height === 1920 && first === null) {
        // portrait: today's nine events of the demo voyage fit one screen; nothing pages
        expect(events).toBe(9);
        await page.clock.runFor(PAGE_MS);
        await expect(programme.locator('[part="event"]')).toHaveCount(9);
        expect(await fits(page)).toBe(true);
        return;
      }
      // landscape: today's programme of the demo voyage is more than one screen
      expect(first).toMatch(/^1 \/ [2-9]\d*$/);
      const pages = Number(first!.split(' / ')[1]);
      const firstNames = await programme.locator('[part="event"] .event-name').allTextContents();
      const all = new Set(firstNames);
      for (let n = 2; n <= pages; n++) {
        await page.clock.runFor(PAGE_MS);
        await expect.poll(() => indicator(pageIndicator)).toBe(`${n} / ${pages}`);
        const names = await programme.locator('[part="event"] .event-name').allTextContents();
        expect(names.some((name) => !firstNames.includes(name))).toBe(true);
        for (const name of names) all.add(name);
        expect(await fits(page), `page ${n}: ${await heights(page)}`).toBe(true);
      }
      await page.clock.runFor(PAGE_MS);
      await expect.poll(() => indicator(pageIndicator)).toBe(`1 / ${pages}`);
      expect(all.size).toBeGreaterThan(firstNames.length);
    });
  });
}

test('the information area on signage: its tiles fit the screen and page themselves, then start again', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await useDevice(page, { deviceType: 'DigitalSignage', signageHome: 'content' });
  await page.clock.install();
  await page.goto('/content/overview');
  await portalReady(page);
  const overview = page.locator('lido-content-overview');
  await expect(overview.locator('.tile').first()).toBeVisible();
  const pageIndicator = overview.locator('[part="page-indicator"]');
  const first = await indicator(pageIndicator);
  expect(first).toMatch(/^1 \/ [2-9]\d*$/);
  const pages = Number(first!.split(' / ')[1]);
  const firstTiles = await overview.locator('.tile').count();
  const seen = new Set<string>();
  for (let n = 1; n <= pages; n++) {
    if (n > 1) {
      await page.clock.runFor(PAGE_MS);
      await expect.poll(() => indicator(pageIndicator)).toBe(`${n} / ${pages}`);
    }
    await expect.poll(() => fits(page), { message: await heights(page) }).toBe(true);
    for (const title of await overview.locator('.tile').allTextContents()) seen.add(title);
  }
  // each page brought tiles of its own
  expect(seen.size).toBeGreaterThan(firstTiles);
  await page.clock.runFor(PAGE_MS);
  await expect.poll(() => indicator(pageIndicator)).toBe(`1 / ${pages}`);
});

test('prefers-reduced-motion: the pages swap without the fade', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await useDevice(page, { deviceType: 'DigitalSignage' });
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(BOARD_HOME);
  await portalReady(page);
  const list = page.locator('lido-signage-board [part="restaurants"]');
  await expect(list).toHaveClass(/self-page/);
  expect(await list.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await list.evaluate((element) => getComputedStyle(element).animationName)).toBe('lido-page-in');
});

test('signage: an unreachable signage address sends the screen to its signage content, never the guest home, and it stays there', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await useDevice(page, { deviceType: 'DigitalSignage' });
  const config = (await (await fetch(`${HUB_URL}/api/devices/config?deviceType=DigitalSignage`)).json()) as {
    hub: { signageHostname: string };
    deviceGroup: { settings: { maxIdleTime: number } };
  };
  const signage = `http://${config.hub.signageHostname}/`;
  const probes: string[] = [];
  await page.route(`${signage}**`, (route) => {
    probes.push(route.request().method());
    return route.abort('connectionrefused');
  });
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  await page.clock.install();
  await page.goto('/content/overview/3');
  await portalReady(page);
  await page.clock.fastForward(config.deviceGroup.settings.maxIdleTime * 1000 + 1000);
  await page.waitForURL((url) => url.pathname === BOARD_HOME);
  await portalReady(page);
  expect(probes.length).toBeGreaterThan(0);
  expect(paths).not.toContain('/');
  // at its signage content the screen stays: the next idle period probes again and does not move
  const before = probes.length;
  await page.clock.fastForward(config.deviceGroup.settings.maxIdleTime * 1000 + 1000);
  await expect.poll(() => probes.length).toBeGreaterThan(before);
  await page.clock.runFor(2000);
  expect(new URL(page.url()).pathname).toBe(BOARD_HOME);
  expect(paths.filter((path) => path === BOARD_HOME)).toHaveLength(1);
  await expect(page.locator('lido-signage-board').getByRole('heading', { level: 1, name: 'Tonight’s tables' })).toBeVisible();
});

test('a browser keeps the guest home and the board’s arrows (nothing changes off signage)', async ({ page }) => {
  await useDevice(page, { deviceType: 'Browser' });
  await page.goto('/');
  await portalReady(page);
  await expect(page.locator('lido-home [part="tile"]').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.goto(BOARD_HOME);
  await portalReady(page);
  await expect(page.locator('lido-signage-board [part="restaurant"]')).toHaveCount(4);
  await expect(page.locator('lido-signage-board [part="page-indicator"]')).toHaveCount(0);
});

test("the programme on a signage screen moves on to the next day at the ship's midnight, without a reload", async ({ page }) => {
  await useDevice(page, { deviceType: 'DigitalSignage', signageHome: 'programme' });
  const days = (await (await fetch(`${HUB_URL}/api/itinerary/schedules`)).json()) as { date: string; utcOffsetMinutes: number }[];
  const [today, tomorrow] = days as [(typeof days)[0], (typeof days)[0]];
  const [day, month, year] = today.date.split('/').map(Number) as [number, number, number];
  const shipMidnight = Date.UTC(year, month - 1, day + 1) - today.utcOffsetMinutes * 60_000;
  await page.clock.install({ time: shipMidnight - 30_000 });
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/dailyprogram');
  await portalReady(page);
  const heading = page.locator('lido-daily-programme [part="day-heading"]');
  // the heading names the day by its date (en-GB: dd/mm/yyyy, as the hub writes it)
  await expect(heading).toContainText(today.date);
  const loads: number[] = [];
  page.on('load', () => loads.push(Date.now()));
  await expect(page.locator('lido-daily-programme [part="event"]').first()).toBeVisible();
  // one jump past midnight (the minute's tick fires once; no request is under way to time out)
  await page.clock.fastForward(60_000);
  await expect(heading).toContainText(tomorrow.date);
  await expect(page.locator('lido-daily-programme [part="event"]').first()).toBeVisible();
  expect(loads).toEqual([]);
});
