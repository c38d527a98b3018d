/**
 * The portal's home (002 §9, 000 §1): the home tiles above the information area, following the
 * installation's variant — a cruise opens on the holiday and excursions, an airline on films.
 */
import { expect, portalReady, test, useDevice } from './fixtures';

test('a cruise home: the home tiles first, then the information area', async ({ page }) => {
  await page.goto('/');
  await portalReady(page);
  const home = page.locator('lido-home');
  // one h1 on a page of three elements: the guest's day on top; the tiles' and the information area's titles below it
  await expect(page.locator('lido-my-day').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // issue 34: the tiles in groups by journey, Today first on a cruise
  const tiles = home.getByRole('region', { name: 'Today' }).getByRole('link');
  await expect(tiles.first()).toHaveText('My Holiday');
  await expect(page.locator('lido-content-overview').getByRole('link', { name: /Dining/ })).toBeVisible();
  // the tiles come before the categories in the page
  const [tilesTop, categoriesTop] = await Promise.all([tiles.first().boundingBox(), page.locator('lido-content-overview').getByRole('link', { name: /Dining/ }).boundingBox()]);
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
