/**
 * The restaurant board end to end (002 §2–§9) on a DigitalSignage device: the board drops a slot
 * when its time passes (the page's clock runs on; no reload), pages with its arrows, and the
 * remote reload of signage screens (digitalsignage/events/register, the shell's) reloads this page;
 * with ?lights=booking a guest's booking turns its slot busier at the board's next refresh.
 */
import { HUB_URL, DEMO, axeViolations, expect, hubAdmin, portalReady, test, today, useDevice } from './fixtures';

const board = (page: import('@playwright/test').Page) => page.locator('lido-signage-board');
const horizonSlots = (page: import('@playwright/test').Page) =>
  board(page)
    .locator('[part="restaurant"]')
    .filter({ has: page.getByRole('heading', { name: 'Horizon Restaurant' }) })
    .locator('.slot-time');

test.describe.configure({ mode: 'serial' });

// A browser's board: its arrows page the slots (on DigitalSignage the board pages itself, with no
// arrows: signage-pages.e2e.ts).
test('the board drops a slot when its time passes, and pages with its arrows (a browser)', async ({ page }) => {
  await useDevice(page, { deviceType: 'Browser' });
  const start = new Date();
  start.setHours(17, 59, 0, 0);
  await page.clock.install({ time: start });
  await page.goto('/restaurantavailability/overview/1');
  await portalReady(page);
  await expect(board(page).getByRole('heading', { level: 1, name: 'Tonight’s tables' })).toBeVisible();
  await expect(horizonSlots(page)).toHaveText(['18:00', '18:30', '19:00', '19:30', '20:00']);
  expect(await axeViolations(page, ['lido-signage-board'])).toEqual([]);

  await page.clock.fastForward('02:00');
  await expect(horizonSlots(page)).toHaveText(['18:30', '19:00', '19:30', '20:00', '20:30']);

  await board(page).getByRole('button', { name: 'Later times at Horizon Restaurant' }).click();
  await expect(horizonSlots(page)).toHaveText(['21:00']);
  await board(page).getByRole('button', { name: 'Earlier times at Horizon Restaurant' }).click();
  await expect(horizonSlots(page)).toHaveCount(5);
});

test('the remote reload for signage screens reloads the board page', async ({ page }) => {
  await useDevice(page, { deviceType: 'DigitalSignage' });
  // Midday: in the late evening more of the board's venues have no slots left.
  const midday = new Date();
  midday.setHours(12, 0, 0, 0);
  await page.clock.setSystemTime(midday);
  await page.goto('/restaurantavailability/overview/3');
  await portalReady(page);
  await expect(board(page).getByRole('heading', { level: 1, name: 'Tables today' })).toBeVisible();
  // on DigitalSignage the board pages itself (issue 33): the venue without slots may be on its next page
  await expect(board(page).getByText('No timeslots remain for this venue today').or(board(page).locator('[part="page-indicator"]').first())).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'before reload'));
  await expect.poll(async () => ((await hubAdmin('signage/reload', { deviceType: 'App' })) as { listeners: number }).listeners).toBeGreaterThan(0);
  const reloaded = page.waitForEvent('load');
  await hubAdmin('signage/reload', { deviceType: 'DigitalSignage' });
  await reloaded;
  await portalReady(page);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
  await expect(board(page).getByRole('heading', { level: 1, name: 'Tables today' })).toBeVisible();
});

test("lights=booking: a guest's booking on their phone turns the board's slot Yellow at its next refresh", async ({ page }) => {
  await useDevice(page, { deviceType: 'DigitalSignage' });
  // noon for the page and for the hub's slots of today, whatever the hour of the run
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  await page.clock.install({ time: noon });
  await hubAdmin('venue-clock', { time: '12:00' });
  try {
    await page.goto('/restaurantavailability/overview/6?lights=booking');
    await portalReady(page);
    const chef = board(page)
      .locator('[part="restaurant"][data-lights="booking"]')
      .filter({ has: page.getByRole('heading', { name: 'Chef’s table' }) });
    await expect(chef.locator('.slot[data-time="20:30"]')).toHaveAttribute('data-colour', 'Green');
    await expect(chef.locator('.slot[data-time="19:00"]')).toHaveAttribute('data-colour', 'Yellow');
    // a guest books three of the four covers at 20:30
    const login = (await (
      await fetch(`${HUB_URL}/api/authentication/loginByPassenger`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bookingReference: DEMO.bookingReference, lastName: DEMO.surname, departureDate: today().dmy }),
      })
    ).json()) as { sessionId: string };
    const booked = await fetch(`${HUB_URL}/api/dining/book/7206`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Session-Id': login.sessionId },
      body: JSON.stringify({ numberOfPersons: 3, date: today().dmy, fromTime: '20:30', toTime: '22:00', objectId: 7206 }),
    });
    expect(((await booked.json()) as { reference: string | null }).reference).toMatch(/^DIN-/);
    await expect(chef.locator('.slot[data-time="20:30"]')).toHaveAttribute('data-colour', 'Green');
    await page.clock.fastForward('01:00');
    // DigitalSignage pages the board and the slots by themselves (issue 33): on to the page with 20:30
    for (let turn = 0; turn < 8 && (await chef.locator('.slot[data-time="20:30"]').count()) === 0; turn++) await page.clock.runFor(12_000);
    await expect(chef.locator('.slot[data-time="20:30"]')).toHaveAttribute('data-colour', 'Yellow');
  } finally {
    await hubAdmin('venue-clock', { time: null });
  }
});
