/**
 * The portal's home (002 §9, 000 §1): the home tiles above the information area, following the
 * installation's variant — a cruise opens on the holiday and excursions, an airline on films.
 */
import type { Page } from '@playwright/test';
import { expect, portalReady, test, useDevice, withHubVariant } from './fixtures';

test('a cruise home: the home tiles first, then the information area', async ({ page }) => {
  await page.goto('/');
  await portalReady(page);
  const home = page.locator('lido-home');
  // one h1 on a page of three elements, the page's name (for screen readers); the elements' titles are h2
  await expect(page.locator('lido-my-day').getByRole('heading', { level: 2, name: 'Today on board' })).toBeVisible();
  await expect(home.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Home']);
  // issue 34: the tiles in groups by journey, Today first on a cruise
  const tiles = home.getByRole('region', { name: 'Today' }).getByRole('link');
  await expect(tiles.first()).toHaveText('My Holiday');
  await expect(page.locator('lido-content-overview').getByRole('link', { name: /Dining/ })).toBeVisible();
  // the tiles come before the categories in the page
  const [tilesTop, categoriesTop] = await Promise.all([
    tiles.first().boundingBox(),
    page
      .locator('lido-content-overview')
      .getByRole('link', { name: /Dining/ })
      .boundingBox(),
  ]);
  expect(tilesTop!.y).toBeLessThan(categoriesTop!.y);
  await home.getByRole('link', { name: 'Cruise Excursions' }).click();
  await page.waitForURL('**/shoreexcursions');
});

test('an airline installation opens on films, audio and TV, in its own words (the aircraft, not the ship)', async ({ page }) => {
  await useDevice(page, { hubType: 'Airline' });
  await page.goto('/');
  await portalReady(page);
  const tiles = page.locator('lido-home').getByRole('link');
  await expect(tiles).toHaveText(['Movies and box sets', 'Audio', 'Live TV', 'Where is the aircraft?', 'Information', 'Your opinion']);
  await tiles.first().click();
  await page.waitForURL('**/vod/overview');
});

test('an airport opens on its flight board, named in the header; no day on board, one h1; its own information area', async ({ page }) => {
  // the hub itself answers as an airport (its CMS content too, not only devices/config)
  await withHubVariant('Airport', () => airportHome(page));
});

async function airportHome(page: Page): Promise<void> {
  await useDevice(page, { hubType: 'Airport' });
  await page.goto('/');
  await portalReady(page);
  await expect(page.locator('lido-header [part="title"]')).toHaveText('Palma de Mallorca Airport');
  const tiles = page.locator('lido-home').getByRole('link');
  await expect(tiles.first()).toHaveText('Flights');
  // My day is a stay's (a cruise's, a resort's): at an airport it shows nothing, and no cruise word
  await expect(page.locator('lido-home').getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
  expect(await page.locator('lido-my-day').evaluate((element) => element.shadowRoot?.textContent ?? '')).toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Home']);
  await expect(page.locator('lido-home')).not.toContainText(/aboard|on board|ship|port|cruise/i);
  // the information area is the operator's CMS content: the demo hub's airport has its own (demo-hub/api/cms/airport.ts)
  const information = page.locator('lido-content-overview');
  await expect(information.getByRole('link', { name: /Shops & dining/ })).toBeVisible();
  await expect(information.getByRole('link', { name: /Getting to the city/ })).toBeVisible();
  await expect(information.getByRole('link', { name: /Welcome to Palma de Mallorca/ })).toBeVisible();
  await expect(information).not.toContainText(/\b(aboard|ship|cruise)\b|Ship & services|Kids Club/i);
  await tiles.first().click();
  await page.waitForURL('**/flights');
  await portalReady(page);
  await expect(page.locator('lido-flight-board').getByRole('table', { name: /Departures, Palma de Mallorca/ })).toBeVisible();
}
