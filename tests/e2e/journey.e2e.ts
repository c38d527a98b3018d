/**
 * A way into every journey (issue 34), through the host site on a phone (390×844): the header
 * names the ship and offers the languages at the top; header and session bar stay within 120 px;
 * a port day of the itinerary leads to its cruise excursions → the detail → add to cart → the
 * header's cart button shows the count (named with it) → the cart. On a resort hub the hotel of
 * the holiday leads to resort excursions. On a cabin TV (10-foot) the header's controls are
 * 48 px targets with 24 px text; on signage nothing in it is interactive. Screenshots of the
 * header go to $LIDO_SCREENSHOTS when set.
 */
import type { Page } from '@playwright/test';
import { HUB_URL, axeViolations, expect, portalReady, signInAsPassenger, test, useDevice, withHubVariant } from './fixtures';

const shots = process.env.LIDO_SCREENSHOTS;

async function sessionOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:authentication') ?? '{}').sessionId as string);
}

interface CartAnswer {
  elements: { type: string; excursion: { id: string }; date: string; passenger: { id: number } }[];
}

/** The guest's cart emptied at the hub (another test may have left entries). */
async function emptyCart(page: Page): Promise<void> {
  const headers = { 'X-Session-Id': await sessionOf(page), 'Content-Type': 'application/json' };
  const cart = (await (await fetch(`${HUB_URL}/api/passengers/cart`, { headers })).json()) as CartAnswer;
  if (cart.elements.length === 0) return;
  const body = cart.elements.map((e) => ({ type: e.type, excursion: e.excursion, date: e.date, passenger: e.passenger, action: 'remove' }));
  await fetch(`${HUB_URL}/api/passengers/cart`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** Heights of the header and the session bar as painted. */
async function barHeights(page: Page): Promise<{ header: number; subheader: number }> {
  const header = (await page.locator('lido-header').boundingBox())!.height;
  const subheader = (await page.locator('lido-subheader').boundingBox())!.height;
  return { header, subheader };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a port day → its cruise excursions → detail → add to cart → the header's cart button with the count → the cart", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsPassenger(page, '/itinerary/overview');
    await emptyCart(page);
    await page.reload();
    await portalReady(page);

    // the header: the ship's name, the languages at the top, no cart button while the cart is empty
    const header = page.locator('lido-header');
    await expect(header.locator('[part="title"]')).toHaveText('Lido Aurora');
    await expect(header.getByRole('combobox', { name: 'Choose language' })).toBeVisible();
    await expect(header.locator('[part="cart"]')).toHaveCount(0);
    // header and session bar (booking reference, photo basket, log out) within 120 px
    await expect(page.locator('lido-subheader').getByRole('button', { name: 'Log out' })).toBeVisible();
    const heights = await barHeights(page);
    expect.soft(heights.header + heights.subheader, JSON.stringify(heights)).toBeLessThanOrEqual(120);
    // beside the urgent-message pill (on a phone its count, named in words) the booking reference stays whole
    const subheader = page.locator('lido-subheader');
    await expect(subheader.getByRole('link', { name: '1 urgent message' })).toBeVisible();
    const identity = subheader.locator('[part="identity"]');
    await expect(identity).toHaveText('Booking LIDO123');
    expect(await identity.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the booking reference is not cut off').toBe(true);

    // a port day leads to its cruise excursions
    const itinerary = page.locator('lido-itinerary');
    await itinerary.getByRole('link', { name: 'Cruise excursions in Palma de Mallorca' }).click();
    await page.waitForURL('**/excursion/3');
    await portalReady(page);
    await expect(page).toHaveTitle('Cruise excursions · Lido guest portal');
    const excursion = page.locator('lido-excursion');
    await expect(excursion.getByRole('heading', { level: 1, name: 'Cruise excursions in Palma de Mallorca' })).toBeVisible();
    expect(await axeViolations(page, ['lido-excursion', 'lido-header'])).toEqual([]);
    await excursion.getByRole('link', { name: /Palma cathedral and old town/ }).click();
    await page.waitForURL('**/excursion/3/PMI-CATH');
    await portalReady(page);
    await expect(excursion.getByRole('heading', { level: 1, name: 'Palma cathedral and old town' })).toBeVisible();

    // add two guests
    await excursion.getByRole('checkbox', { name: /Anna Smith/ }).check();
    await excursion.getByRole('checkbox', { name: /John Smith/ }).check();
    await excursion.getByRole('button', { name: 'Add to cart' }).click();
    await expect(excursion.getByText('2 guests added to your cart.')).toBeVisible();

    // the header's cart button follows at once, named with the count, and leads to the cart
    const cartButton = header.getByRole('link', { name: 'Excursion cart, 2 items' });
    await expect(cartButton).toBeVisible();
    await expect(cartButton.locator('.cart-count')).toHaveText('2');
    expect((await cartButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const withCart = await barHeights(page);
    expect.soft(withCart.header + withCart.subheader, JSON.stringify(withCart)).toBeLessThanOrEqual(120);
    expect(await axeViolations(page, ['lido-header'])).toEqual([]);
    if (shots) await header.screenshot({ path: `${shots}/journey-header-390x844.png` });
    if (shots) await page.screenshot({ path: `${shots}/journey-top-390x844.png`, clip: { x: 0, y: 0, width: 390, height: 260 } });

    // on every page: also after a reload elsewhere
    await page.goto('/content/overview');
    await portalReady(page);
    await expect(cartButton).toBeVisible();
    await cartButton.click();
    await page.waitForURL('**/cart');
    await portalReady(page);
    const cart = page.locator('lido-excursion-cart');
    await expect(cart.getByRole('heading', { level: 3, name: /Palma cathedral and old town/ })).toBeVisible();
    await expect(cart.getByText('Anna Smith')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Excursion cart, 2 items' })).toHaveAttribute('aria-current', 'page');

    // removed in the cart: the button goes
    await cart.getByRole('button', { name: 'Remove Palma cathedral and old town' }).click();
    await expect(header.locator('[part="cart"]')).toHaveCount(0);
  });

  test("on a resort: the hotel's name in the header; My holiday is the stay at the hotel, which leads to resort excursions, not to ports", async ({ page }) => {
    // the hub itself answers as a resort (the guest's holiday too, not only devices/config)
    await withHubVariant('Resort', () => resortHoliday(page));
  });
});

async function resortHoliday(page: Page): Promise<void> {
  await useDevice(page, { hubType: 'Resort' });
  await signInAsPassenger(page, '/my_holiday');
  await expect(page.locator('lido-header [part="title"]')).toHaveText('Hotel Arts Barcelona');
  const itinerary = page.locator('lido-itinerary');
  await expect(itinerary.getByRole('heading', { level: 1, name: 'My holiday' })).toBeVisible();
  await expect(page).toHaveTitle('My holiday · Lido guest portal');
  // the guest's stay at the hotel; a resort has no port days and sells no cruise excursions
  await expect(itinerary.getByRole('heading', { name: 'Your stay' })).toBeVisible();
  await expect(itinerary.getByText(/7 nights/)).toBeVisible();
  await expect(itinerary.locator('.schedules, .cruise, [part="port-excursions"]')).toHaveCount(0);
  await itinerary.getByRole('link', { name: 'Resort excursions' }).first().click();
  await page.waitForURL('**/resorts');
  await portalReady(page);
  const excursion = page.locator('lido-excursion');
  await excursion.getByRole('link', { name: /Barcelona, Spain/ }).click();
  await page.waitForURL('**/resorts/BCN');
  await portalReady(page);
  await expect(page).toHaveTitle('Resort excursions · Lido guest portal');
  await expect(excursion.getByRole('heading', { level: 1, name: 'Resort excursions in Barcelona' })).toBeVisible();
  await excursion.getByRole('link', { name: /Sagrada Família skip-the-line/ }).click();
  await page.waitForURL('**/resorts/BCN/BCN-SAGRADA');
  await expect(excursion.getByRole('heading', { level: 1, name: 'Sagrada Família skip-the-line' })).toBeVisible();
}

test("a cabin TV (1920×1080, 10-foot): the header's language menu and cart button are 48 px targets with 24 px text", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await useDevice(page, { tenFoot: 'true' });
  await signInAsPassenger(page, '/excursion/4/AJA-BOAT');
  await emptyCart(page);
  await page.reload();
  await portalReady(page);
  const excursion = page.locator('lido-excursion');
  await excursion.getByRole('checkbox', { name: /Anna Smith/ }).check();
  await excursion.getByRole('button', { name: 'Add to cart' }).click();
  const header = page.locator('lido-header');
  const cartButton = header.getByRole('link', { name: 'Excursion cart, 1 item' });
  await expect(cartButton).toBeVisible();
  const menu = header.getByRole('combobox', { name: 'Choose language' });
  for (const control of [cartButton, menu]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(parseFloat(await control.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(24);
  }
  await expect(cartButton.getByText('Excursion cart')).toBeVisible();
  if (shots) await header.screenshot({ path: `${shots}/journey-header-1920x1080-tv.png` });
  await emptyCart(page);
});

test('signage: the header shows the ship and nothing to press', async ({ page }) => {
  await useDevice(page, { deviceType: 'DigitalSignage' });
  await page.goto('/content/overview');
  await portalReady(page);
  const header = page.locator('lido-header');
  await expect(header.locator('[part="title"]')).toHaveText('Lido Aurora');
  await expect(header.locator('select, [part="cart"]')).toHaveCount(0);
  // the mark shows, but is no link: nothing in the header can take focus
  await expect(header.locator('[part="logo"] svg')).toBeVisible();
  await expect(header.locator('a, button, input, select, [tabindex]')).toHaveCount(0);
});
