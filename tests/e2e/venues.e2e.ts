/**
 * Activity, dining and spa end to end (001 §2–§9): the portal routes the venues elements' links,
 * the guest signs in on the way to /tacbooking and comes back to the flow, books a table, and the
 * appointment is in the guest's PMS diary: asserted through the hub's pms/accounts/appointments
 * with the guest's session, and in lido-my-bookings.
 */
import { HUB_URL, DEMO, axeViolations, expect, portalReady, test, today } from './fixtures';

const dmy = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
};

async function appointments(page: import('@playwright/test').Page): Promise<{ date: string; fromTime: string; excursionCode: string }[]> {
  const sessionId = await page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:authentication') ?? '{}').sessionId as string);
  const response = await fetch(`${HUB_URL}/api/pms/accounts/appointments`, { headers: { 'X-Session-Id': sessionId } });
  return (await response.json()) as { date: string; fromTime: string; excursionCode: string }[];
}

test('dining detail → book → sign in → party size → date → time → conditions → reference; the appointment is booked once', async ({ page }) => {
  await page.goto('/dining');
  await portalReady(page);
  const venues = page.locator('lido-venues');
  await venues.getByRole('link', { name: /Trattoria Aurora/ }).click();
  await page.waitForURL('**/dining/detail/7204');
  await expect(venues.getByRole('heading', { level: 1, name: 'Trattoria Aurora' })).toBeVisible();
  await venues.getByRole('link', { name: 'Book Trattoria Aurora' }).click();

  // /tacbooking needs a sign-in: the login page, then back to the flow with the item
  await page.waitForURL('**/login?**');
  const login = page.locator('lido-login');
  await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
  await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/tacbooking?module=dining&objectId=7204');
  await portalReady(page);

  const flow = page.locator('lido-slot-booking');
  await expect(flow.getByRole('heading', { level: 1, name: 'Book: Trattoria Aurora' })).toBeVisible();
  await flow.getByRole('option', { name: '2 persons' }).click();
  await expect(flow.getByRole('option', { name: '2 persons' })).toHaveAttribute('aria-selected', 'true');
  await flow.locator(`[role="option"][data-key="${dmy(12)}"]`).click();
  await flow.getByRole('option', { name: '19:00 – 20:30' }).click();
  await expect(flow.getByText('Reservations are held for 15 minutes.')).toBeVisible();
  await expect(flow.getByRole('button', { name: 'Book now' })).toHaveCount(0);
  await flow.getByLabel('I accept the conditions').check();
  expect(await axeViolations(page, ['lido-slot-booking'])).toEqual([]);

  // a double click books once
  await flow.getByRole('button', { name: 'Book now' }).dblclick();
  await expect(flow.getByText('Your booking is confirmed.')).toBeVisible();
  const reference = await flow.locator('.booking-reference').textContent();
  expect(reference).toMatch(/^DIN-\d+$/);
  const mine = (await appointments(page)).filter((a) => a.excursionCode === 'DIN-TRA' && a.date === dmy(12) && a.fromTime === '19:00');
  expect(mine).toHaveLength(1);
  // …and in my bookings, confirmed
  await flow.getByRole('link', { name: 'My bookings' }).click();
  await page.waitForURL('**/my_onboard_bookings');
  await portalReady(page);
  await expect(page.locator('lido-my-bookings').locator('.status-C .appointment[data-code="DIN-TRA"]')).toHaveCount(1);
  await page.goBack();
  await portalReady(page);

  // a reload keeps the outcome (the persisted slice)
  await page.reload();
  await expect(flow.getByText(reference!)).toBeVisible();
  expect(today().dmy).toBe(dmy(0));
});

test('spa: the category, a treatment, one person; signage hides the Book button', async ({ page }) => {
  await page.goto('/spa');
  await portalReady(page);
  const venues = page.locator('lido-venues');
  await venues.getByRole('link', { name: 'Facials' }).click();
  await page.waitForURL('**/spa/category/82');
  await venues.getByRole('link', { name: /Hydrating facial/ }).click();
  await page.waitForURL('**/spa/detail/7303');
  await expect(venues.getByRole('link', { name: 'Book Hydrating facial' })).toBeVisible();
  await page.route(/\/api\/devices\/config(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('deviceType', 'DigitalSignage');
    return route.continue({ url: url.href });
  });
  await page.reload();
  await expect(venues.getByRole('heading', { level: 1, name: 'Hydrating facial' })).toBeVisible();
  await expect(venues.getByRole('link', { name: 'Book Hydrating facial' })).toHaveCount(0);
});
