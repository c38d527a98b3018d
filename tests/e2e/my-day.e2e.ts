/**
 * My day in the built portal against a fresh demo hub (issue 34): on the home, above the grouped
 * tiles, the signed-in guest's day (the dinner booked tonight, the muster still to do); a visitor
 * gets today's port call instead; /my_day alone; a cabin TV (10-foot, 1920×1080) with targets of
 * 48 px and more, text of 24 px and more, and the remote reaching Tomorrow. Screenshots of each
 * go to test-results/my-day/ for a person to look at.
 */
import { axeViolations, expect, portalReady, signInAsPassenger, test, useDevice } from './fixtures';

const SHOTS = 'test-results/my-day';

/**
 * The demo hub seeds the voyage's first day on the day of the machine it runs on (UTC in CI); the
 * ship keeps its own clock (UTC+1 or +2), whose day starts an hour or two earlier. The page's clock
 * starts at 10:00 of the machine's day and runs on, so "today on board" is the seeded day
 * whatever the hour the suite runs (run between 23:00 and 24:00 UTC, My day rightly showed the
 * ship's next day, which has no dinner booked).
 */
test.beforeEach(async ({ page }) => {
  const today = new Date();
  await page.clock.install({ time: new Date(today.getFullYear(), today.getMonth(), today.getDate(), 10, 0) });
});

test.describe('My day', () => {
  test('a visitor: today on board above the home tiles; then signed in, My day', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await portalReady(page);
    const day = page.locator('lido-my-day');
    await expect(day.getByRole('heading', { level: 2 })).toHaveText('Today on board');
    await expect(day.locator('[part="timeline"]')).toContainText('All aboard');
    // My day stands above the tiles
    const dayBox = (await day.boundingBox())!;
    const homeBox = (await page.locator('lido-home').boundingBox())!;
    expect(dayBox.y).toBeLessThan(homeBox.y);
    await page.screenshot({ path: `${SHOTS}/home-visitor-390.png`, fullPage: false });

    await signInAsPassenger(page, '/');
    await expect(day.getByRole('heading', { level: 2 })).toHaveText('My day');
    await expect(day.locator('[part="timeline"]')).toContainText('The Grill (2 guests)');
    await expect(day.locator('[part="timeline"]')).toContainText('Safety drill: still to complete');
    await expect(page.locator('lido-home [part="group"] h2').first()).toHaveText('Today');
    expect(await axeViolations(page, ['lido-my-day', 'lido-home'])).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/home-guest-390.png`, fullPage: false });
    await page.locator('lido-home').screenshot({ path: `${SHOTS}/home-tiles-390.png` });

    await page.goto('/my_day');
    await portalReady(page);
    await expect(day.locator('[part="timeline"]')).toContainText('The Grill (2 guests)');
    await day.getByRole('button', { name: 'Tomorrow' }).click();
    await expect(day.locator('[part="timeline"]')).toContainText('Behind the scenes: galley tour');
    await page.screenshot({ path: `${SHOTS}/my-day-tomorrow-390.png`, fullPage: true });
  });

  test('a cabin TV: 48 px targets, 24 px text, the remote reaches Tomorrow', async ({ page }) => {
    await useDevice(page, { tenFoot: 'true' });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signInAsPassenger(page, '/');
    const day = page.locator('lido-my-day');
    await expect(day.locator('[part="timeline"]')).toContainText('The Grill (2 guests)');
    await expect(page.locator('html[data-lido-ten-foot]')).toHaveCount(1);
    const sizes = await day.evaluate((host) => {
      const root = host.shadowRoot!;
      const box = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].map((node) => node.getBoundingClientRect().height);
      const font = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].map((node) => parseFloat(getComputedStyle(node).fontSize));
      return {
        buttons: box('[part="day-switch"] button, [part="calendar"]'),
        links: box('.entry-link'),
        text: font('.entry-title, .entry-details, .entry-time, .entry-clash'),
      };
    });
    expect(Math.min(...sizes.buttons)).toBeGreaterThanOrEqual(48);
    expect(Math.min(...sizes.links)).toBeGreaterThanOrEqual(48);
    expect(Math.min(...sizes.text)).toBeGreaterThanOrEqual(24);
    await page.screenshot({ path: `${SHOTS}/home-guest-tv-1920.png` });
    await page.locator('lido-home').screenshot({ path: `${SHOTS}/home-tiles-tv-1920.png` });
    // the remote: focus Today, then Right reaches Tomorrow, OK selects it
    await day.getByRole('button', { name: 'Today' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(day.getByRole('button', { name: 'Tomorrow' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(day.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    await expect(day.locator('[part="timeline"]')).toContainText('Behind the scenes: galley tour');
    await page.goto('/dailyprogram');
    await portalReady(page);
    const star = page.locator('lido-daily-programme [part="event-star"]').first();
    await expect(star).toBeVisible();
    const starBox = (await star.boundingBox())!;
    expect(Math.min(starBox.width, starBox.height)).toBeGreaterThanOrEqual(48);
    await page.screenshot({ path: `${SHOTS}/programme-tv-1920.png` });
  });

  test('a kiosk (1080×1920): My day without Add to calendar (no download leaves a kiosk)', async ({ page }) => {
    await useDevice(page, { deviceType: 'Kiosk' });
    await page.setViewportSize({ width: 1080, height: 1920 });
    await page.goto('/');
    await portalReady(page);
    // the kiosk's card reader: the guest card typed fast, then Enter (tests/e2e/kiosk.e2e.ts)
    await page.keyboard.type('CARD100200');
    await page.keyboard.press('Enter');
    // a swipe on the kiosk home leads to the holiday (issue 33); back home, My day is the guest's
    await page.waitForURL('**/my_holiday');
    await page.goto('/');
    await portalReady(page);
    const day = page.locator('lido-my-day');
    await expect(day.locator('[part="timeline"]')).toContainText('The Grill (2 guests)');
    await expect(day.getByRole('button', { name: 'Tomorrow' })).toBeVisible();
    await expect(day.locator('[part="calendar"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/home-guest-kiosk-1080.png` });
  });
});
