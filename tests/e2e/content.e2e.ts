/**
 * The information area end to end (000 §2–§9): the portal (host-site) routes the content
 * elements' lido-navigate events; everything comes from a fresh demo hub.
 */
import { HUB_URL, axeViolations, expect, portalReady, serveExamples, test, useDevice } from './fixtures';

const overview = (page: import('@playwright/test').Page) => page.locator('lido-content-overview');
const detail = (page: import('@playwright/test').Page) => page.locator('lido-content-detail');

test('browse: root → category → article → PDF viewer (pages and documents) → related article', async ({ page }) => {
  await page.goto('/content/overview');
  await portalReady(page);
  await overview(page).getByRole('link', { name: 'Dining' }).click();
  await page.waitForURL('**/content/overview/3');
  await expect(overview(page).getByRole('heading', { name: 'Dining' })).toBeVisible();

  // the card's link (its Book now, "Book now: Horizon Restaurant", is a link of its own)
  await overview(page)
    .getByRole('link', { name: /^Horizon Restaurant/ })
    .click();
  await page.waitForURL('**/content/detail/1020');
  await expect(detail(page).getByRole('heading', { level: 1, name: 'Horizon Restaurant' })).toBeVisible();
  await expect(detail(page).getByText('Deck 5, aft', { exact: true })).toBeVisible();

  // PDF viewer: open, page forward and back, close with Escape; focus returns to the PDF button.
  const firstPdf = detail(page).getByRole('button', { name: 'Dinner menu' });
  await firstPdf.click();
  const viewer = detail(page).getByRole('dialog', { name: 'Dinner menu' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Document 1 of 2')).toBeVisible();
  // The pages, drawn by pdf.js with its worker from the published bundle.
  await expect(viewer.getByRole('img', { name: 'Page 1 of 3' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.getByRole('img', { name: 'Page 2 of 3' })).toBeVisible();
  await expect(viewer.getByText('Grilled sea bass', { exact: false })).toBeAttached();
  await expect(viewer.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(
    detail(page)
      .getByRole('dialog', { name: /Children’s menu/ })
      .getByText('Document 2 of 2'),
  ).toBeVisible();
  await detail(page).getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(detail(page).getByText('Document 1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail(page).getByRole('dialog')).toHaveCount(0);
  await expect(firstPdf).toBeFocused();

  await detail(page).getByRole('link', { name: 'The Grill' }).click();
  await page.waitForURL('**/content/detail/1021');
  await expect(detail(page).getByRole('heading', { level: 1, name: 'The Grill' })).toBeVisible();
});

test('the Extended layout on a 1920×1080 screen: title and the start of the text above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/content/detail/1020');
  const title = detail(page).getByRole('heading', { level: 1, name: 'Horizon Restaurant' });
  await expect(title).toBeVisible();
  const titleBox = (await title.boundingBox())!;
  expect(titleBox.y + titleBox.height, 'title above the fold').toBeLessThan(1080);
  const text = detail(page).locator('.extended-main');
  expect((await text.boundingBox())!.y, 'text starts above the fold').toBeLessThan(1080 - 100);
});

test('the keyword filter of a searchable category, and its no-result text', async ({ page }) => {
  await page.goto('/content/overview/2');
  await portalReady(page);
  const search = overview(page).getByRole('searchbox', { name: 'Search' });
  await search.fill('health');
  await expect(overview(page).getByRole('link')).toHaveText(['Health & care']);
  await search.fill('no such thing');
  await expect(overview(page).getByText('Sorry, nothing matches your search.')).toBeVisible();
  await expect(overview(page).getByRole('link')).toHaveCount(0);
  // not searchable: no box
  await page.goto('/content/overview/1');
  await expect(overview(page).getByRole('link').first()).toBeVisible();
  await expect(overview(page).getByRole('searchbox')).toHaveCount(0);
});

test('preview mode shows unpublished content with the hidden-eye tag', async ({ page }) => {
  await page.goto('/content/overview');
  await portalReady(page);
  await expect(overview(page).getByRole('link', { name: 'Dining' })).toBeVisible();
  await expect(overview(page).getByText('Coming next season')).toHaveCount(0);

  await page.goto('/content/overview?previewMode=true');
  const hidden = overview(page).getByRole('link', { name: /Coming next season/ });
  await expect(hidden).toBeVisible();
  await expect(hidden.getByText('Not published')).toBeVisible();
  await hidden.click();
  await page.waitForURL('**/content/overview/12?previewMode=true');
  await overview(page)
    .getByRole('link', { name: /New ship in 2027/ })
    .click();
  await page.waitForURL('**/content/detail/1095?previewMode=true');
  await expect(detail(page).getByRole('heading', { level: 1, name: 'New ship in 2027' })).toBeVisible();

  await page.goto('/content/detail/1095');
  await expect(detail(page).getByText('Content not found')).toBeVisible();
});

test('QR / hashtag routes redirect to the article, or home', async ({ page }) => {
  await page.goto('/QR/palma');
  await page.waitForURL('**/content/detail/1052');
  await expect(detail(page).getByRole('heading', { level: 1, name: 'Palma de Mallorca' })).toBeVisible();
  await page.goto('/#/horizon');
  await page.waitForURL('**/content/detail/1020');
  await page.goto('/QR/no-such-tag');
  await page.waitForURL((url) => url.pathname === '/');
});

test('the daily schedule for tomorrow and for a date from the route', async ({ page }) => {
  await page.goto('/dailyschedule/tomorrow');
  await portalReady(page);
  const schedule = page.locator('lido-daily-schedule');
  await expect(schedule.getByRole('heading', { level: 1 })).toContainText('Tomorrow');
  await expect(schedule.getByRole('heading', { name: /Showtime/ })).toBeVisible();
  await page.goto('/dailyschedule/01/01/2001');
  await expect(schedule.getByText('There are no events at the moment.')).toBeVisible();
});

test.describe('an en-US guest', () => {
  test.use({ locale: 'en-US' });

  test('reads dates in the US order (000 §9), and others in theirs', async ({ page }) => {
    await page.goto('/dailyschedule/25/12/2030');
    await portalReady(page);
    const heading = page.locator('lido-daily-schedule').getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Wednesday, 12/25/2030');
    await page.locator('lido-footer').getByRole('button', { name: 'Deutsch' }).click();
    await expect(heading).toContainText('Mittwoch, 25.12.2030');
  });
});

test.describe('device types', () => {
  test('Kiosk: no PDFs and no videos', async ({ page }) => {
    await useDevice(page, { deviceType: 'Kiosk' });
    await page.goto('/content/detail/1020');
    await portalReady(page);
    await expect(detail(page).getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(detail(page).getByRole('heading', { name: 'Documents' })).toHaveCount(0);
    await page.goto('/content/detail/1033');
    await expect(detail(page).getByRole('heading', { level: 1, name: 'Destination films' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(detail(page).getByRole('heading', { name: 'Videos' })).toHaveCount(0);
    // the wayfinder is on for the kiosk's device profile
    await page.goto('/content/detail/1010');
    await expect(detail(page).getByRole('link', { name: 'Show the way on the deck plan' })).toHaveAttribute('href', '/wayfinder/3');
  });

  test('DigitalSignage: 3 columns, no Book Now, no videos', async ({ page }) => {
    await useDevice(page, { deviceType: 'DigitalSignage' });
    await page.goto('/content/overview');
    await portalReady(page);
    const grid = overview(page).locator('.tile-grid');
    await expect(grid).toBeVisible();
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(3);
    await page.goto('/content/overview/3');
    await expect(overview(page).getByRole('link', { name: /^Horizon Restaurant/ })).toBeVisible();
    await expect(overview(page).getByText('Book now')).toHaveCount(0);
    await page.goto('/content/detail/1020');
    await expect(detail(page).getByText('Deck 5, aft', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(detail(page).getByRole('link', { name: /Book now/ })).toHaveCount(0);
    await page.goto('/content/detail/1033');
    await expect(detail(page).getByRole('heading', { level: 1, name: 'Destination films' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(detail(page).getByRole('button', { name: /Play video/ })).toHaveCount(0);
  });

  test('App: PDFs are downloads, not a viewer', async ({ page }) => {
    await useDevice(page, { deviceType: 'App' });
    await page.goto('/content/detail/1020');
    await portalReady(page);
    const download = detail(page).getByRole('link', { name: 'Dinner menu' });
    await expect(download).toHaveAttribute('download', /\.pdf$/);
    await expect(detail(page).getByRole('button', { name: 'Dinner menu' })).toHaveCount(0);
  });

  test('Browser: 4 columns, Book Now to the booking, videos', async ({ page }) => {
    await page.goto('/content/overview');
    await portalReady(page);
    const grid = overview(page).locator('.tile-grid');
    await expect(grid).toBeVisible();
    expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(4);
    // Book now opens the restaurant's booking page, not the article; the buffet (no bookingLink) has none
    await page.goto('/content/overview/3');
    await expect(overview(page).getByRole('link', { name: 'Book now: The Grill' })).toBeVisible();
    await expect(overview(page).getByRole('link', { name: /^Book now/ })).toHaveCount(2);
    await expect(overview(page).getByRole('link', { name: 'Book now: Lido Buffet' })).toHaveCount(0);
    await overview(page).getByRole('link', { name: 'Book now: The Grill' }).click();
    await page.waitForURL('**/dining/detail/7202');
    await expect(page.locator('lido-venues').getByRole('heading', { level: 1, name: 'The Grill' })).toBeVisible();
    // and from the article page
    await page.goto('/content/detail/1040');
    await detail(page).getByRole('link', { name: 'Book now' }).click();
    await page.waitForURL('**/spa/detail/7301');
    await expect(page.locator('lido-venues').getByRole('heading', { level: 1, name: 'Hot stone massage' })).toBeVisible();
    await page.goto('/content/detail/1033');
    await expect(detail(page).getByRole('button', { name: 'Play video: Palma de Mallorca' })).toBeVisible();
  });
});

test('content pages are axe-clean', async ({ page }) => {
  // six pages, each loaded and checked by axe: more than one test's time on a loaded machine
  test.setTimeout(90_000);
  for (const path of ['/content/overview', '/content/overview/2', '/content/overview/3', '/content/detail/1020', '/content/detail/1030', '/dailyschedule']) {
    await page.goto(path);
    await portalReady(page);
    await expect(page.locator('lido-content-overview, lido-content-detail, lido-daily-schedule').locator('.loading')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test.describe('a brand site embedding the information area (examples/brand-site): one script, one element', () => {
  let examples: Awaited<ReturnType<typeof serveExamples>>;

  test.beforeAll(async () => {
    examples = await serveExamples();
  });
  test.afterAll(() => examples.close());

  test('the loader starts the first hub calls with the chunks, and the widget takes them over: each call made once', async ({ page }) => {
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/i.test(message.text())) unusedPreloads.push(message.text());
    });
    const hubCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${HUB_URL}/api/`)) hubCalls.push(request.url().slice(HUB_URL.length));
    });
    await page.goto(`${examples.origin}/examples/brand-site/`);
    await expect(overview(page).getByRole('link', { name: 'Dining' })).toBeVisible();

    const firstCalls = ['/api/devices/config', '/api/cms/categories/findByRoot/', '/api/cms/content/articles/findByRoot/'];
    // Made by the loader's preload links (initiator "link"), not again by the widget.
    const entries = await page.evaluate(
      (hub) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(`${hub}/api/`))
          .map((entry) => ({ url: entry.name.slice(hub.length), initiator: (entry as PerformanceResourceTiming).initiatorType })),
      HUB_URL,
    );
    for (const call of firstCalls) {
      expect(
        hubCalls.filter((url) => url === call),
        `${call} requested once`,
      ).toHaveLength(1);
      expect(entries.find((entry) => entry.url === call)?.initiator, `${call} came from the loader`).toBe('link');
    }
    // Chromium reports a preload nobody used about 3 s after the load event.
    await page.waitForTimeout(3500);
    expect(unusedPreloads).toEqual([]);

    // And the widget works as ever: a category opens in place.
    await overview(page).getByRole('link', { name: 'Dining' }).click();
    await expect(overview(page).getByRole('heading', { name: 'Dining' })).toBeVisible();
  });

  test('a guest with a session gets no preloads (the session header would not match them)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lido:v1:authentication', JSON.stringify({ isAuthenticated: true, sessionId: 'stale-session' })));
    await page.goto(`${examples.origin}/examples/brand-site/`);
    await expect(overview(page).getByRole('link', { name: 'Dining' })).toBeVisible();
    expect(await page.locator('link[rel="preload"]').count()).toBe(0);
  });
});
