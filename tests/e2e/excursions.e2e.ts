/**
 * Shore-excursion commerce end to end through the host site (001 §2–§9): a signed-out guest is
 * sent to /login and comes back; the guest browses an excursion, sees an ineligible passenger's
 * reason, adds two passengers (a second tab's cart follows without a reload), adds another
 * excursion, opens the cart, removes one, amends, checks out with each validation error first,
 * orders by Card (double click: one order), lands on the confirmation and reloads it; then orders
 * by Cash through a dropped answer and a retry (one order). The bookings are checked at the hub
 * (passengers/bookings with the guest's session) and in lido-my-bookings.
 */
import type { Page } from '@playwright/test';
import { HUB_URL, DEMO, axeViolations, expect, portalReady, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

async function sessionOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:authentication') ?? '{}').sessionId as string);
}

async function hub<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${HUB_URL}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Session-Id': await sessionOf(page), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface CartAnswer {
  elements: { type: string; excursion: { id: string }; date: string; passenger: { id: number } }[];
}

/** The guest's cart emptied at the hub (another test may have left entries). */
async function emptyCart(page: Page): Promise<void> {
  const cart = await hub<CartAnswer>(page, 'passengers/cart');
  if (cart.elements.length === 0) return;
  await hub(
    page,
    'passengers/cart',
    cart.elements.map((e) => ({ type: e.type, excursion: e.excursion, date: e.date, passenger: e.passenger, action: 'remove' })),
  );
}

const orders = async (page: Page) => new Set((await hub<{ groupReference: string }[]>(page, 'passengers/bookings')).map((b) => b.groupReference));

async function faults(body?: unknown): Promise<void> {
  await fetch(
    `${HUB_URL}/__admin/faults`,
    body === undefined ? { method: 'DELETE' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
}

async function fillBasket(page: Page, email: string): Promise<void> {
  const basket = page.locator('lido-basket');
  await basket.getByLabel('Email address', { exact: true }).fill(email);
  await basket.getByLabel('Confirm email address').fill(email);
  await basket.getByLabel('I have read and accept the booking terms and conditions').check();
}

test('browse, add, cart in a second tab, remove, amend, checkout errors, order by Card and by Cash, confirmation', async ({ page, context }) => {
  test.setTimeout(120_000);
  // signed out: Log in to book goes to /login and back to the excursion
  await page.goto('/excursion/4/AJA-BOAT');
  await portalReady(page);
  const detail = page.locator('lido-excursion');
  await expect(detail.getByRole('heading', { level: 1, name: 'Scandola nature reserve by boat' })).toBeVisible();
  await detail.getByRole('link', { name: 'Log in to book' }).click();
  await page.waitForURL('**/login?**');
  const login = page.locator('lido-login');
  await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
  await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/excursion/4/AJA-BOAT');
  await portalReady(page);
  await emptyCart(page);
  const before = await orders(page);

  // a second tab on the cart
  const second = await context.newPage();
  await second.goto('/cart');
  await portalReady(second);
  const secondCart = second.locator('lido-excursion-cart');
  await expect(secondCart.getByText('Your excursion cart is empty.')).toBeVisible();

  // an ineligible passenger says why; two passengers added
  await page.reload();
  await portalReady(page);
  await expect(detail.getByText('Too young for this excursion (minimum age 4).')).toBeVisible();
  await expect(detail.getByRole('checkbox', { name: /Lily Smith/ })).toBeDisabled();
  await detail.getByRole('checkbox', { name: /John Smith/ }).check();
  await detail.getByRole('checkbox', { name: /Tom Smith/ }).check();
  expect(await axeViolations(page, ['lido-excursion'])).toEqual([]);
  await detail.getByRole('button', { name: 'Add to cart' }).click();
  await expect(detail.getByText('2 guests added to your cart.')).toBeVisible();
  // the other tab follows without a reload
  await expect(secondCart.getByRole('heading', { level: 3, name: /Scandola nature reserve by boat/ })).toBeVisible();
  await second.close();

  // another excursion
  await page.goto('/excursion/3/PMI-CATH');
  await portalReady(page);
  await detail.getByRole('checkbox', { name: /Anna Smith/ }).check();
  await detail.getByRole('button', { name: 'Add to cart' }).click();
  await expect(detail.getByText('1 guest added to your cart.')).toBeVisible();

  // the cart: remove one, amend the other
  await detail.getByRole('link', { name: 'View cart' }).click();
  await page.waitForURL('**/cart');
  await portalReady(page);
  const cart = page.locator('lido-excursion-cart');
  await expect(cart.getByText('2 excursions')).toBeVisible();
  expect(await axeViolations(page, ['lido-excursion-cart'])).toEqual([]);
  await cart.getByRole('button', { name: 'Remove Palma cathedral and old town' }).click();
  await expect(cart.getByRole('heading', { level: 3, name: /Palma cathedral/ })).toHaveCount(0);
  await expect(cart.getByText('1 excursion', { exact: true })).toBeVisible();
  await cart.getByRole('link', { name: 'Amend Scandola nature reserve by boat' }).click();
  await page.waitForURL('**/excursion/4/AJA-BOAT');
  await portalReady(page);
  await expect(detail.getByText('Already in your cart')).toHaveCount(2);

  // checkout: each validation error first
  await page.goto('/basket');
  await portalReady(page);
  const basket = page.locator('lido-basket');
  await expect(basket.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await basket.getByRole('button', { name: 'Place order' }).click();
  await expect(basket.getByRole('link', { name: 'Please enter a valid email address.' })).toBeVisible();
  await expect(basket.getByRole('link', { name: 'Please accept the booking terms and conditions.' })).toBeVisible();
  await expect(basket.getByLabel('Email address', { exact: true })).toBeFocused();
  await basket.getByLabel('Email address', { exact: true }).fill('john.smith@example.com');
  await basket.getByLabel('Confirm email address').fill('john@example.com');
  await basket.getByRole('button', { name: 'Place order' }).click();
  await expect(basket.getByRole('link', { name: 'The email addresses do not match.' })).toBeVisible();
  await expect(basket.getByLabel('Confirm email address')).toBeFocused();
  await basket.getByRole('button', { name: 'Show the booking terms' }).click();
  await expect(basket.getByText('lead booker, who must be 18 or older', { exact: false })).toBeVisible();
  await fillBasket(page, 'john.smith@example.com');
  expect(await axeViolations(page, ['lido-basket'])).toEqual([]);
  // Card is the default; a double click orders once
  await expect(basket.getByRole('radio', { name: 'Card' })).toBeChecked();
  await basket.getByRole('button', { name: 'Place order' }).dblclick();
  await page.waitForURL('**/confirmation');
  await portalReady(page);
  const confirmation = page.locator('lido-basket');
  await expect(confirmation.getByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' })).toBeVisible();
  const reference = (await confirmation.locator('.group-reference').textContent()) ?? '';
  expect(reference).toMatch(/^GRP-\d+$/);
  await expect(confirmation.locator('.lead-guest')).toHaveText('John Smith');
  await expect(confirmation.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my_bookings');
  await page.reload();
  await portalReady(page);
  await expect(confirmation.locator('.group-reference')).toHaveText(reference);
  const afterCard = await orders(page);
  expect([...afterCard].filter((r) => !before.has(r))).toEqual([reference]);
  expect(
    (await hub<{ groupReference: string; passengers: unknown[] }[]>(page, 'passengers/bookings')).filter((b) => b.groupReference === reference)[0]?.passengers,
  ).toHaveLength(2);
  // …and the guest finds it in my bookings
  await confirmation.getByRole('link', { name: 'My bookings' }).click();
  await page.waitForURL('**/my_bookings');
  await portalReady(page);
  await expect(page.locator('lido-my-bookings').locator('.shore-booking').filter({ hasText: 'Scandola nature reserve by boat' }).first()).toContainText(
    'John Smith, Tom Smith',
  );

  // by Cash, through a dropped answer and a retry: one order
  await page.goto('/excursion/3/PMI-CATH');
  await portalReady(page);
  await detail.getByRole('checkbox', { name: /John Smith/ }).check();
  await detail.getByRole('button', { name: 'Add to cart' }).click();
  await detail.getByRole('link', { name: 'Go to checkout' }).click();
  await page.waitForURL('**/basket');
  await portalReady(page);
  await fillBasket(page, 'anna.smith@example.com');
  await basket.getByRole('radio', { name: 'Cash' }).check();
  await faults({ pattern: 'POST /api/passengers/cart/order', dropStream: true, times: 1 });
  try {
    await basket.getByRole('button', { name: 'Place order' }).click();
    await expect(basket.getByText('Your order was not confirmed.', { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(basket.getByLabel('Email address', { exact: true })).toHaveValue('anna.smith@example.com');
  } finally {
    await faults();
  }
  await basket.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL('**/confirmation');
  await expect(confirmation.locator('.payment')).toHaveText('Cash');
  const afterCash = await orders(page);
  expect(afterCash.size).toBe(afterCard.size + 1);
});

test('a signed-out guest opening the basket is sent to /login and comes back to it', async ({ page }) => {
  await page.goto('/basket');
  await page.waitForURL('**/login?**');
  expect(new URL(page.url()).searchParams.get('forward_to')).toBe('/basket');
  const login = page.locator('lido-login');
  await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
  await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/basket');
  await portalReady(page);
  await expect(page.locator('lido-basket').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a 403 while ordering: to /login and back to the basket, with the typed fields and the cart intact', async ({ page }) => {
  await page.goto('/login?forward_to=%2Fexcursion%2F3%2FPMI-CATH');
  const login = page.locator('lido-login');
  await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
  await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/excursion/3/PMI-CATH');
  await portalReady(page);
  await emptyCart(page);
  await hub(page, 'passengers/cart', [{ type: 'CruiseExcursion', excursion: { id: 'PMI-CATH' }, passenger: { id: 2 } }]);
  await page.goto('/basket');
  await portalReady(page);
  const basket = page.locator('lido-basket');
  await basket.getByLabel('Email address', { exact: true }).fill('anna.smith@example.com');
  await basket.getByLabel('Confirm email address').fill('anna.smith@example.com');
  await basket.getByLabel('Mobile number (optional)').fill('+44 7700 900456');
  await basket.getByLabel('I have read and accept the booking terms and conditions').check();
  await faults({ pattern: 'POST /api/passengers/cart/order', status: 403, times: 1 });
  try {
    await basket.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/login?**');
  } finally {
    await faults();
  }
  expect(new URL(page.url()).searchParams.get('forward_to')).toBe('/basket');
  await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
  await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/basket');
  await portalReady(page);
  await expect(basket.getByLabel('Email address', { exact: true })).toHaveValue('anna.smith@example.com');
  await expect(basket.getByLabel('Mobile number (optional)')).toHaveValue('+44 7700 900456');
  await expect(basket.getByRole('heading', { level: 3, name: /Palma cathedral and old town/ })).toBeVisible();
  await emptyCart(page);
});

test('third-party activities: country → city → activity → Book Excursion; Kotor has none', async ({ page }) => {
  await page.goto('/musement/1');
  await portalReady(page);
  const finder = page.locator('lido-activities-finder');
  await finder.getByRole('link', { name: 'Barcelona' }).click();
  await page.waitForURL('**/musement/1/1');
  await portalReady(page);
  await finder.locator('.activity-tile').first().click();
  await page.waitForURL('**/musement/activity/**');
  await portalReady(page);
  await expect(finder.getByRole('link', { name: /Book Excursion/ })).toHaveAttribute('href', /\/activities-api\/book\//);
  expect(await axeViolations(page, ['lido-activities-finder'])).toEqual([]);
  await page.goto('/musement/5/11');
  await portalReady(page);
  await expect(finder.getByText('No activities found for this location.')).toBeVisible();
});
