/**
 * The wayfinder end to end (002 §2–§8): a kiosk follows an article's deck-plan link, sees its
 * deck (the kiosk's own deck 4, where Guest Services is) and finds a cabin with the keypad; an
 * unknown cabin is refused; the muster station's "Show on the deck map" lands on its deck.
 */
import { DEMO, axeViolations, expect, portalReady, test, useDevice } from './fixtures';

const wayfinder = (page: import('@playwright/test').Page) => page.locator('lido-wayfinder');

test('a kiosk follows the deck-plan link of an article and finds a cabin with the keypad', async ({ page }) => {
  await useDevice(page, { deviceType: 'Kiosk' });
  await page.goto('/content/detail/1010');
  await portalReady(page);
  await page.locator('lido-content-detail').getByRole('link', { name: 'Show the way on the deck plan' }).click();
  await page.waitForURL('**/wayfinder/3');
  const finder = wayfinder(page);
  await expect(finder.getByRole('heading', { level: 1, name: 'Deck plan' })).toBeVisible();
  await expect(finder.getByRole('group', { name: 'Decks' }).getByRole('button', { pressed: true })).toHaveText('4');
  await expect(finder.locator('[part="top-view"] img')).toHaveAttribute('alt', /You are here.*Guest Services/);

  const keypad = finder.getByRole('group', { name: 'Cabin number keypad' });
  const search = finder.getByRole('button', { name: 'Find cabin' });
  for (const digit of '999') await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(search).toBeDisabled();
  await keypad.getByRole('button', { name: '9', exact: true }).click();
  await search.click();
  await expect(finder.getByRole('alert')).toHaveText('The cabin could not be found, please search for another cabin');

  await keypad.getByRole('button', { name: 'Clear' }).click();
  for (const digit of '7012') await keypad.getByRole('button', { name: digit, exact: true }).click();
  await search.click();
  await expect(finder.locator('[part="cabin-result"]')).toHaveText('Cabin 7012 is on deck 7 (port side, aft).');
  await expect(finder.getByRole('group', { name: 'Decks' }).getByRole('button', { pressed: true })).toHaveText('7');
  expect(await axeViolations(page, ['lido-wayfinder'])).toEqual([]);
});

test("the muster station's deck-map link lands on the wayfinder with the station's deck", async ({ page }) => {
  // the kiosk signs guests in with their card
  await useDevice(page, { deviceType: 'Kiosk' });
  await page.goto(`/login?forward_to=${encodeURIComponent('/muster/status')}`);
  await page.locator('lido-login').getByLabel('Card number').fill(DEMO.card);
  await page.locator('lido-login').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/muster/status');
  await page.locator('lido-muster').getByRole('link', { name: 'Show on the deck map' }).click();
  await page.waitForURL('**/wayfinder/14');
  const finder = wayfinder(page);
  await expect(finder.getByRole('group', { name: 'Decks' }).getByRole('button', { pressed: true })).toHaveText('5');
  await expect(finder.locator('[part="top-view"] img')).toHaveAttribute('alt', /Muster Station B/);
});
