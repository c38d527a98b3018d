/**
 * First content before any JavaScript runs (issue 36): /content/overview is rendered on the
 * server into <lido-content-overview>'s declarative shadow root, with the hub's answers in the
 * page; the element hydrates from them.
 */
import type { Page } from '@playwright/test';
import { HUB_URL, expect, hubAdmin, portalReady, test, useDevice } from './fixtures';

const overview = (page: Page) => page.locator('lido-content-overview');
/** The answers the server sends with /content/overview (Overview.tsx's root reads; the device's own configuration the client asks for itself). */
const SERVED = /\/(?:cms\/categories\/findByRoot|cms\/content\/articles\/findByRoot)\b/;
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(?:418|419|421|422|423|425)/i;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the tiles show, readable, and their links open their pages', async ({ page }) => {
    const response = await page.goto('/content/overview');
    expect(response?.status()).toBe(200);
    const dining = overview(page).getByRole('link', { name: 'Dining' });
    await expect(dining).toBeVisible();
    // styled (the widget's sheet in the shadow root): tiles in a grid, not a bare list
    const display = await overview(page)
      .locator('[part~="grid"]')
      .first()
      .evaluate((grid) => getComputedStyle(grid).display);
    expect(display).toBe('grid');
    await dining.click();
    await page.waitForURL('**/content/overview/3');
  });
});

/** A cabin TV's browser (LG webOS): 10-foot mode from its user agent, on the server as in the client. */
const TV_USER_AGENT = 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.0.0 Safari/537.36 WebAppManager';

/**
 * The element at `path` hydrates the server root: the same nodes, no mismatch, no second request
 * for the answers (`served`: the hub calls the server answered), no markup shown as text.
 */
async function expectHydrated(page: Page, path: string, tag: string, served: RegExp, tv = false): Promise<void> {
  await test.step(path, async () => {
    const trouble: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_TROUBLE.test(error.message)) trouble.push(error.message);
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(HUB_URL) && served.test(request.url())) asked.push(request.url());
    });
    // the server's first element, taken when parsing ends (before any module script has run)
    await page.addInitScript((tag) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.querySelector(tag)?.shadowRoot;
        (window as unknown as { serverNode?: Element | null }).serverNode = Array.from(root?.children ?? []).find((node) => node.localName !== 'style') ?? null;
      });
    }, tag);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<${tag}`);
    // the hydration chunk comes with the page (not one round trip after the element's)
    await expect(page.locator('link[rel="modulepreload"][href*="/server-root-"]')).toHaveCount(1);
    if (tv) {
      expect(html).toMatch(new RegExp(`<${tag}[^>]* data-lido-ten-foot data-lido-ssr="en Browser tv `));
      await expect(page.locator('html')).toHaveAttribute('data-lido-ten-foot');
    }
    await portalReady(page);
    const host = page.locator(tag);
    await expect(host).not.toHaveAttribute('data-lido-ssr');
    // hydrated: the server's nodes are the ones React now owns
    const same = await host.evaluate((element) => {
      const server = (window as unknown as { serverNode?: Element | null }).serverNode;
      const first = Array.from(element.shadowRoot?.children ?? []).find((node) => node.localName !== 'style');
      return Boolean(server) && server === first && server!.isConnected;
    });
    expect(same).toBe(true);
    await expect(host.locator('style[data-lido-ssr-style]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(trouble).toEqual([]);
    expect(asked).toEqual([]);
    // no markup shown as text (CMS HTML is the client's to sanitise)
    expect(await host.evaluate((element) => element.shadowRoot?.textContent ?? '')).not.toMatch(/<\/?p>|&lt;|&#60;/);
  });
}

test('/content/overview: the element hydrates the server root', async ({ page }) => {
  await expectHydrated(page, '/content/overview', 'lido-content-overview', SERVED);
});

test('the other public routes hydrate their server roots', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const SCHEDULES = /\/itinerary\/schedules\b/;
  // each in a fresh context: nothing kept from the route before (the client's persisted answers)
  for (const [path, tag, served] of [
    // a category: its description is CMS HTML, which only the client sanitises and shows
    ['/content/overview/3', 'lido-content-overview', SERVED],
    // a date the guest reads in their own order (en-GB: day first; Node's own navigator says en-US)
    ['/dailyschedule', 'lido-daily-schedule', /\/cms\/dailySchedule/],
    ['/dailyprogram', 'lido-daily-programme', /\/itinerary\/schedules\b|\/lineup\b/],
    ['/scheduledprogram', 'lido-daily-programme', /\/itinerary\/schedules\b|\/cms\/dailySchedule/],
    ['/itinerary/overview', 'lido-itinerary', SCHEDULES],
    ['/itinerary/detail/1', 'lido-itinerary', /\/itinerary\/schedule/],
    ['/weather', 'lido-itinerary', /\/itinerary\/(?:schedules\b|weather\/)/],
    ['/wherewhen', 'lido-itinerary', /whereAndWhen/],
    ['/dining', 'lido-venues', /\/api\/dining\b/],
    ['/vod/overview', 'lido-vod', /findByHashtag/],
  ] as const) {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    await expectHydrated(await context.newPage(), path, tag, served);
    await context.close();
  }
});

test('a device configuration slower than the hydration code: the element waits for its theme and device type, then hydrates', async ({ page }) => {
  // the inputs (theme, device type) come with devices/config: deciding before it arrived took the server's tree for another theme's
  await page.route(/\/api\/devices\/config(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await expectHydrated(page, '/dailyschedule', 'lido-daily-schedule', /\/cms\/dailySchedule/);
});

test.describe('a TV: the server renders in 10-foot mode, as the client will', () => {
  test.use({ userAgent: TV_USER_AGENT });
  test('/content/overview on a TV: the element hydrates the server root', async ({ page }) => {
    await expectHydrated(page, '/content/overview', 'lido-content-overview', SERVED, true);
  });

  test('hydrating keeps the page’s theme and 10-foot mode: not one frame without them', async ({ page }) => {
    // the hydrating tree once read the stores' initial state (no theme, no 10-foot mode) for a frame:
    // the page flashed unthemed, and the remote, turned off and on, stopped looking for a first focus
    await page.addInitScript(() => {
      const lost: string[] = ((window as unknown as { lost: string[] }).lost = []);
      // (observing the document: this runs before the parser creates <html> with the server's attributes)
      // a record of an absent attribute (old value null) after one of it: it had been taken away in between
      const changed = new Set<string>();
      new MutationObserver((changes) => {
        for (const { target, attributeName, oldValue } of changes) {
          if (target !== document.documentElement || !attributeName) continue;
          if (oldValue === null && changed.has(attributeName)) lost.push(attributeName);
          changed.add(attributeName);
        }
      }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-lido-theme', 'data-lido-ten-foot'] });
    });
    await page.goto('/itinerary/overview');
    await portalReady(page);
    await expect(page.locator('lido-itinerary')).not.toHaveAttribute('data-lido-ssr');
    await expect(page.locator('html')).toHaveAttribute('data-lido-theme', 'ocean');
    await expect(page.locator('html')).toHaveAttribute('data-lido-ten-foot');
    expect(await page.evaluate(() => (window as unknown as { lost: string[] }).lost)).toEqual([]);
    // and the remote placed the first focus in the page's widget
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('lido-itinerary');
  });
});

test('hydrated links work: a tile opens its category in place', async ({ page }) => {
  await page.goto('/content/overview');
  await portalReady(page);
  await expect(overview(page)).not.toHaveAttribute('data-lido-ssr');
  await overview(page).getByRole('link', { name: 'Dining' }).click();
  await page.waitForURL('**/content/overview/3');
  await expect(overview(page).getByRole('heading', { name: 'Dining' })).toBeVisible();
});

for (const [lang, locale, information] of [
  ['de', 'de-DE', 'Informationen'],
  ['en', 'en-GB', 'Information'],
  ['fr', 'fr-FR', 'Informations'],
  ['nl', 'nl-NL', 'Informatie'],
] as const) {
  test(`${lang}: the server renders the text the client shows`, async ({ browser, baseURL }) => {
    const text = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ baseURL, locale, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/content/overview');
      await expect(overview(page).getByRole('heading', { name: information })).toBeAttached();
      if (javaScriptEnabled) {
        await portalReady(page);
        await expect(overview(page)).not.toHaveAttribute('data-lido-ssr');
        await page.waitForLoadState('networkidle');
      } else {
        await expect(overview(page)).toHaveAttribute('data-lido-ssr', new RegExp(`^${lang} Browser `));
      }
      // the words shown (the server's <style> elements left out)
      const shown = await overview(page).evaluate((host) =>
        Array.from(host.shadowRoot?.childNodes ?? [])
          .filter((node) => node.nodeName !== 'STYLE')
          .map((node) => node.textContent)
          .join(''),
      );
      await context.close();
      return shown;
    };
    const server = await text(false);
    expect(server).toContain(information);
    expect(await text(true)).toBe(server);
  });
}

// A device the hub configures otherwise than the server's view of it: the client renders anew,
// and the server's nodes go (React does not clear a shadow root before its first render).
for (const [name, device, check] of [
  [
    'a signage screen (three columns, no Book now)',
    { deviceType: 'DigitalSignage' },
    async (page: Page) => {
      const grid = overview(page).locator('.tile-grid');
      await expect(grid).toHaveCount(1);
      expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(3);
    },
  ],
  [
    'a brand theme (sunset)',
    { theme: 'sunset' },
    async (page: Page) => {
      await expect(page.locator('html')).toHaveAttribute('data-lido-theme', 'sunset');
      await expect(overview(page).locator('.tile-grid')).toHaveCount(1);
    },
  ],
] as const) {
  test(`${name}: rendered anew on the client, the server's nodes gone, no mismatch`, async ({ page }) => {
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
    });
    await useDevice(page, device);
    // the device's configuration known before the page (kept from an earlier visit), as on a real screen
    await page.goto('/content/overview');
    await portalReady(page);
    await page.goto('/content/overview/3');
    await portalReady(page);
    await expect(overview(page)).not.toHaveAttribute('data-lido-ssr');
    await expect(overview(page).getByRole('link', { name: /^Horizon Restaurant/ })).toHaveCount(1);
    if (device.deviceType === 'DigitalSignage') await expect(overview(page).getByText('Book now')).toHaveCount(0);
    await page.goto('/content/overview');
    await portalReady(page);
    await check(page);
    expect(trouble).toEqual([]);
  });
}

test('a hub slower than the budget holds the page no longer: it comes without server rendering, and the client renders', async ({ page }) => {
  // slower than the e2e budget (3 s, global-setup.ts), once: the server's call; the client's next one answers at once
  await hubAdmin('faults', { pattern: 'GET /api/cms/categories/findByRoot*', latencyMs: 8000, times: 1 });
  const response = await page.goto('/content/overview');
  // the page came before the hub answered the server: no server root, no answers in it
  await expect(page.locator('#lido-ssr')).toHaveCount(0);
  expect(await response?.text()).not.toContain('shadowrootmode');
  await portalReady(page);
  await expect(overview(page).getByRole('link', { name: 'Dining' })).toBeVisible();
});
