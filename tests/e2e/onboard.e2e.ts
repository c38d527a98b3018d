/**
 * Onboard excursions and my bookings end to end (001 §2–§9): a signed-in guest filters a day's
 * list, opens a detail, books two guests (a double click books once), sees the confirmation, then
 * finds the appointment in my bookings in the confirmed section; digital signage shows no book
 * controls.
 */
import { HUB_URL, DEMO, axeViolations, expect, portalReady, test } from './fixtures';

const dmy = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
};

async function appointments(page: import('@playwright/test').Page): Promise<{ excursionCode: string }[]> {
  const sessionId = await page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:authentication') ?? '{}').sessionId as string);
  const response = await fetch(`${HUB_URL}/api/pms/accounts/appointments`, { headers: { 'X-Session-Id': sessionId } });
  return (await response.json()) as { excursionCode: string }[];
}

test("filter a day's list → detail → book two guests once → confirmation → my bookings", async ({ page }) => {
  const day = dmy(1).replace(/\//g, '-');
  await page.goto(`/login?forward_to=${encodeURIComponent(`/onboard/excursions/${day}`)}`);
  await portalReady(page);
  const login = page.locator('lido-login');
  await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
  await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**/onboard/excursions/${day}`);
  await portalReady(page);

  const onboard = page.locator('lido-onboard-excursions');
  await expect(onboard.getByRole('heading', { level: 1, name: 'Onboard excursions' })).toBeVisible();
  await onboard.getByRole('button', { name: 'Duration' }).click();
  await expect(onboard.getByRole('option', { name: '5h or more' })).toHaveAttribute('aria-disabled', 'true');
  await onboard.getByRole('option', { name: '2h to 5h' }).click();
  await expect(onboard.locator('[part="tile"]')).toHaveCount(1);
  await onboard.getByRole('link', { name: /Kids' pirate club/ }).click();
  await page.waitForURL('**/onboard/excursion/6905');
  await expect(onboard.getByRole('heading', { level: 1, name: "Kids' pirate club" })).toBeVisible();
  await onboard.getByRole('link', { name: 'Book' }).click();
  await page.waitForURL('**/onboard/bookexcursion/6905');

  await onboard.getByRole('checkbox', { name: /John Smith/ }).check();
  await onboard.getByRole('checkbox', { name: /Tom Smith/ }).check();
  await onboard.getByLabel('I accept the terms and conditions').check();
  await expect(onboard.getByText('Total: £32.00')).toBeVisible();
  expect(await axeViolations(page, ['lido-onboard-excursions'])).toEqual([]);
  await onboard.getByRole('button', { name: 'Book' }).dblclick();
  await expect(onboard.getByText("Kids' pirate club is booked")).toBeVisible();
  await expect(onboard.locator('.confirmed-persons')).toHaveText('2 guests');
  await expect(onboard.locator('.confirmed-total')).toHaveText('£32.00');
  expect((await appointments(page)).filter((a) => a.excursionCode === 'OB-905')).toHaveLength(2);

  await onboard.getByRole('link', { name: 'My bookings' }).click();
  await page.waitForURL('**/my_onboard_bookings');
  await portalReady(page);
  const mine = page.locator('lido-my-bookings');
  const confirmed = mine.locator('.status-C');
  await expect(confirmed.getByRole('heading', { name: 'Confirmed' })).toBeVisible();
  // one entry for the booking, naming both guests (issue 30: not one row per guest)
  await expect(confirmed.locator('.appointment[data-code="OB-905"]')).toHaveCount(1);
  await expect(confirmed.locator('.appointment[data-code="OB-905"] .appointment-meta')).toContainText(/John Smith, Tom Smith|Tom Smith, John Smith/);
  await expect(mine.locator('.status-W')).toContainText('Florence on your own');
  expect(await axeViolations(page, ['lido-my-bookings'])).toEqual([]);
});

test('digital signage shows no book controls on an onboard excursion', async ({ page }) => {
  await page.route(/\/api\/devices\/config(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('deviceType', 'DigitalSignage');
    return route.continue({ url: url.href });
  });
  await page.goto('/onboard/excursion/6905');
  await portalReady(page);
  const onboard = page.locator('lido-onboard-excursions');
  await expect(onboard.getByRole('heading', { level: 1, name: "Kids' pirate club" })).toBeVisible();
  await expect(onboard.locator('.price-adult')).toHaveText('£20.00');
  await expect(onboard.getByRole('link', { name: 'Book' })).toHaveCount(0);
  await expect(onboard.getByRole('link', { name: 'Log in to book' })).toHaveCount(0);
});
