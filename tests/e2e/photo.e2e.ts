/**
 * The photo service end to end (001 §2–§9) in real Chromium against the built portal and the demo
 * hub: first access → consent → my photos → variants added → a package → the basket → the upsell
 * once → one order → the confirmation → the orders → a download; the subheader's basket button
 * follows the basket live; opting out hides every photo view, also in another tab; a blocked
 * guest cannot order; a kiosk sees the download notice.
 */
import type { Page } from '@playwright/test';
import { HUB_URL, axeViolations, expect, portalReady, sessionState, signInAsPassenger, test, today, useDevice } from './fixtures';

// one guest's consent, basket and orders on one hub: one test at a time
test.describe.configure({ mode: 'serial' });

async function asGuest(page: Page, path: string, body?: unknown): Promise<unknown> {
  const { sessionId } = await sessionState(page);
  const response = await fetch(`${HUB_URL}/api/${path}`, {
    method: body === undefined && !path.includes('consent/') && !path.endsWith('emptyCart') ? 'GET' : 'POST',
    headers: { 'X-Session-Id': sessionId!, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

const shop = (page: Page) => page.locator('lido-photo-shop');

test('first access → consent → my photos → variants → package → basket → upsell once → order → confirmation → orders → download', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsPassenger(page, '/photomatch/overview');
  // the lead guest has not decided yet: the overview sends them to the consent page
  await page.waitForURL('**/photomatch/consent');
  await expect(shop(page).getByRole('heading', { level: 1, name: 'Photo consent' })).toBeVisible();
  await expect(shop(page).getByText('compare the faces in them with your boarding photo')).toBeVisible();
  expect(await axeViolations(page, ['lido-photo-shop'])).toEqual([]);
  await shop(page).getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL('**/photomatch/overview');
  await portalReady(page);
  const subheader = page.locator('lido-subheader');
  await expect(subheader.getByRole('button', { name: /^Photo basket/ })).toHaveCount(0);

  await shop(page)
    .getByRole('link', { name: /^My Photos/ })
    .click();
  await page.waitForURL('**/photomatch/myphotos');
  await shop(page).getByRole('button', { name: 'Open Embarkation 1' }).click();
  await shop(page).getByRole('button', { name: 'One more: Digital' }).click();
  await shop(page).getByRole('button', { name: 'One more: Print 6×8″' }).click();
  await expect(shop(page).getByRole('button', { name: 'One more: Digital' })).toBeDisabled();
  await shop(page).getByRole('button', { name: 'Add to basket' }).click();
  await expect(shop(page).getByText('Added to your basket.')).toBeVisible();
  // the subheader follows the basket without a reload (£12.99 + £9.99)
  await expect(subheader.getByRole('button', { name: 'Photo basket: £22.98' })).toBeVisible();
  expect(await axeViolations(page, ['lido-photo-shop'])).toEqual([]);

  // seven more digital photos (the same call the detail makes): the All digital package becomes worth an upgrade
  const photos = (await asGuest(page, 'photomatch/cabinImages')) as Array<{ id: string }>;
  await asGuest(page, 'photomatch/addToCart', { photos: photos.slice(1, 8).map((photo) => ({ id: photo.id, variants: [{ id: 'DIG', count: 1 }] })) });

  await page.goto('/photomatch/packages');
  await shop(page).getByRole('button', { name: 'Add 10 prints' }).click();
  await expect(shop(page).getByText('This package is in your basket.')).toBeVisible();
  await shop(page).getByRole('button', { name: 'Remove 10 prints' }).click();
  await expect(shop(page).getByText('This package is in your basket.')).toHaveCount(0);

  await subheader.getByRole('button', { name: /^Photo basket/ }).click();
  await page.waitForURL('**/photomatch/cart');
  await expect(
    shop(page)
      .getByText(/Get All digital for £\d+\.\d\d more\./)
      .first(),
  ).toBeVisible();
  await shop(page).getByRole('button', { name: 'Place order' }).click();
  await expect(shop(page).locator('.field-error')).toHaveText('Please accept the Terms & Conditions, before placing your order');
  await expect(shop(page).locator('.error-summary').getByRole('link')).toHaveText(['Please accept the Terms & Conditions, before placing your order']);
  await expect(shop(page).getByLabel('I accept the Terms & Conditions')).toBeFocused();
  await shop(page).getByLabel('I accept the Terms & Conditions').check();
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/photomatch/order')) orders.push(request.url());
  });
  await shop(page).getByRole('button', { name: 'Place order' }).click();
  const upsell = shop(page).getByRole('dialog', { name: 'Upgrade your order?' });
  await expect(upsell).toBeVisible();
  expect(await axeViolations(page, ['lido-photo-shop'])).toEqual([]);
  await upsell.getByRole('button', { name: 'No thanks, place my order' }).click();
  await page.waitForURL('**/photomatch/orderconfirmation');
  await expect(shop(page).getByText(/Your order PH-\d+ has been received\./)).toBeVisible();
  expect(orders).toHaveLength(1);
  await expect(subheader.getByRole('button', { name: /^Photo basket/ })).toHaveCount(0);

  await shop(page).getByRole('link', { name: 'My Orders' }).click();
  await page.waitForURL('**/photomatch/orders');
  const first = shop(page).locator('[part="order"]').first();
  await expect(first.getByText('Order received')).toBeVisible();
  await expect(first.getByText(today().dmy)).toBeVisible();
  await shop(page).getByRole('link', { name: 'Details of order PH-0901' }).click();
  await page.waitForURL('**/photomatch/orderDetail');
  await expect(shop(page).getByRole('heading', { level: 1, name: 'Order PH-0901' })).toBeVisible();
  await expect(shop(page).getByRole('link', { name: 'Download all 14 photos as ZIP' })).toBeVisible();
  // the download is the hub's (another origin): its address answers the bought photo
  const href = await shop(page).getByRole('link', { name: 'Download Embarkation 1' }).getAttribute('href');
  expect(href).toContain('/api/photomatch/viewphoto/AUR:D0:7012-0001');
  const photo = await fetch(href!);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  // a click downloads it under its name (the browser would open it through the cross-origin link)
  const [download] = await Promise.all([page.waitForEvent('download'), shop(page).getByRole('link', { name: 'Download Embarkation 1' }).click()]);
  expect(download.suggestedFilename()).toBe('7012-0001.jpg');
  expect(page.url()).toContain('/photomatch/orderDetail');
  // reloadable: the order comes back from the photomatch slice
  await page.reload();
  await expect(shop(page).getByRole('heading', { level: 1, name: 'Order PH-0901' })).toBeVisible();
  expect(await axeViolations(page, ['lido-photo-shop'])).toEqual([]);
});

test('opting out hides every photo view at once, also in another tab', async ({ page, context }) => {
  await signInAsPassenger(page);
  await asGuest(page, 'photo/passenger/consent/true');
  await page.goto('/photomatch/myphotos');
  await expect(shop(page).locator('[part="photo"]').first()).toBeVisible();
  const other = await context.newPage();
  await other.goto('/photomatch/consent');
  await other.locator('lido-photo-shop').getByRole('button', { name: 'Change Status' }).click();
  await expect(other.locator('lido-photo-shop').getByText('You have opted out of photo matching.')).toBeVisible();
  // the first tab's photos go at once, and it is sent to the consent page
  await expect(shop(page).locator('[part="photo"]')).toHaveCount(0);
  await page.waitForURL('**/photomatch/consent');
  await expect(shop(page).getByText('You have opted out of photo matching.')).toBeVisible();
  // the overview, too, sends the guest to the consent page now
  await other.goto('/photomatch/overview');
  await other.waitForURL('**/photomatch/consent');
  await asGuest(page, 'photo/passenger/consent/true');
});

test('a blocked guest cannot order', async ({ page }) => {
  await useDevice(page, { authType: 'PmsAccount' });
  // signed in on a page of its own (a photo page would send this guest, who opted out, to the consent page meanwhile)
  await page.goto('/login');
  const login = page.locator('lido-login');
  await login.getByLabel('Account number').fill('100400');
  await login.getByLabel('Cabin number').fill('8020');
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/my_holiday');
  await portalReady(page);
  await asGuest(page, 'photo/passenger/consent/true');
  await page.goto('/photomatch/cart');
  await expect(shop(page).getByText(/on hold/)).toBeVisible();
  await expect(shop(page).getByRole('button', { name: 'Place order' })).toHaveCount(0);
});

test('a kiosk sees the download notice instead of downloads', async ({ page }) => {
  await useDevice(page, { deviceType: 'Kiosk', authType: 'CardSwipe' });
  await page.goto('/login');
  await expect(page.locator('lido-login').getByText('Hold the barcode under the scanner.')).toBeVisible();
  // the lead guest's card, scanned
  await page.keyboard.type('100200');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/my_holiday');
  await portalReady(page);
  await asGuest(page, 'photo/passenger/consent/true');
  await page.goto('/photomatch/orders');
  await shop(page).getByRole('link', { name: 'Details of order PH-0901' }).click();
  await page.waitForURL('**/photomatch/orderDetail');
  await expect(shop(page).getByText('Download not available on kiosk')).toBeVisible();
  await expect(shop(page).getByRole('link', { name: /^Download / })).toHaveCount(0);
});
