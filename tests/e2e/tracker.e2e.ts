/**
 * The ship tracker end to end (002 §2–§9): on a cabin-TV-like page the map follows the moving ship
 * on the demo hub's GPS clock (the live stream moves the marker and the autocentred map with it),
 * with the position as text; offline tiles from the hub.
 */
import { HUB_URL, axeViolations, expect, hubAdmin, portalReady, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await hubAdmin('reset');
});

test('the tracker follows the moving ship on the GPS clock', async ({ page }) => {
  await hubAdmin('gps', { hoursIntoVoyage: 30 });
  await page.goto('/map/tracker/1');
  await portalReady(page);
  const tracker = page.locator('lido-ship-tracker');
  await expect(tracker.getByRole('heading', { level: 1, name: 'Where is the ship?' })).toBeVisible();
  const map = tracker.locator('[part="map"][data-state="ready"]');
  await expect(map.locator('.ship-marker[data-size="80"]')).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', new RegExp(`^${HUB_URL}/api/osm/4/`));
  const position = tracker.locator('[part="position"]');
  const before = await position.textContent();
  expect(before).toMatch(/speed \d+\.\d knots/);

  // six hours later on the voyage: the next stream message moves the ship
  await hubAdmin('gps', { hoursIntoVoyage: 36 });
  await expect(position).not.toHaveText(before!, { timeout: 15_000 });
  // autocenter keeps the ship in the middle of the map
  const centred = async () => {
    const [m, s] = await Promise.all([map.boundingBox(), map.locator('.ship-marker').boundingBox()]);
    return Math.hypot(m!.x + m!.width / 2 - (s!.x + s!.width / 2), m!.y + m!.height / 2 - (s!.y + s!.height / 2));
  };
  await expect.poll(centred).toBeLessThan(2);
  expect(await axeViolations(page, ['lido-ship-tracker'])).toEqual([]);
});
