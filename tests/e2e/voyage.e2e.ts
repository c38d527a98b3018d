/**
 * Voyage information end to end (002 §2–§9) against the built portal and a fresh demo hub: a
 * signed-in guest lands on /my_holiday with the itinerary, opens a port, its weather, the
 * programme for the third day, filters it by level and opens an event. A resort guest sees the
 * weather at the hotel: today's and the next days' forecast, in their language (issue 34).
 */
import { axeViolations, expect, hubGet, portalReady, signInAsPassenger, test, useDevice, withHubVariant } from './fixtures';

test('a guest: holiday on /my_holiday → a port → its weather → the programme of the third day, filtered by level → an event', async ({ page }) => {
  test.setTimeout(90_000);
  // Midday: the days listed are "today on board or later" in ship time, and between 23:00 and
  // 24:00 UTC the ship (UTC+1) is already in the voyage's second day.
  const midday = new Date();
  midday.setUTCHours(12, 0, 0, 0);
  await page.clock.setSystemTime(midday);
  await signInAsPassenger(page, '/my_holiday');
  await page.waitForURL('**/my_holiday');
  const itinerary = page.locator('lido-itinerary');
  await expect(itinerary.getByRole('heading', { level: 1, name: 'My holiday' })).toBeVisible();
  await expect(itinerary.getByRole('heading', { name: 'Flight LD2041' })).toBeVisible();
  await expect(itinerary.getByRole('heading', { name: 'Cruise: Western Mediterranean Highlights' })).toBeVisible();
  await expect(itinerary.getByText('Mr John Smith')).toBeVisible();
  await expect(itinerary.locator('[part="schedules"] > li')).toHaveCount(15);
  expect(await axeViolations(page, ['lido-itinerary'])).toEqual([]);

  // a port
  await itinerary.getByRole('link', { name: /· Palma de Mallorca/ }).click();
  await page.waitForURL('**/itinerary/detail/3');
  await expect(itinerary.getByRole('heading', { level: 1, name: 'Palma de Mallorca' })).toBeVisible();
  await expect(itinerary.getByText('Poniente Dock, Terminal 6')).toBeVisible();
  await expect(itinerary.getByText('All times are ship time.')).toBeVisible();

  // its weather
  await itinerary.getByRole('link', { name: 'Weather' }).click();
  await page.waitForURL(/\/weather\?date=\d\d-\d\d-\d{4}$/);
  await expect(itinerary.getByRole('heading', { level: 1, name: 'Port weather' })).toBeVisible();
  await expect(itinerary.locator('[part="weather"]')).toContainText('Palma');
  await expect(itinerary.locator('[part="weather"]')).toContainText('°C');
  expect(await axeViolations(page, ['lido-itinerary'])).toEqual([]);

  // the programme of the third day
  await page.goto('/itinerary/go');
  const programme = page.locator('lido-daily-programme');
  await expect(programme.getByRole('heading', { level: 1, name: 'Daily Programme' })).toBeVisible();
  await programme.locator('.day-list .day').nth(2).click();
  await expect(programme.locator('[part="day-heading"]')).toContainText('Palma de Mallorca');
  await expect(programme.locator('.event-card').first()).toBeVisible();
  const all = await programme.locator('.event-card').count();

  // filtered by level
  await programme.getByRole('button', { name: 'Filter' }).click();
  await programme.getByRole('checkbox', { name: 'Kids' }).check();
  await expect(programme.locator('.event-card')).toHaveCount(1);
  await expect(programme.locator('.event-card')).toContainText('Kids Club');
  expect(all).toBeGreaterThan(1);
  expect(await axeViolations(page, ['lido-daily-programme'])).toEqual([]);

  // an event
  await programme.locator('.event-card').first().click();
  const dialog = programme.getByRole('dialog', { name: /Kids Club/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Treasure maps, costumes and a pirate quiz');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(programme.locator('.event-card').first()).toBeFocused();
});

test('a resort guest: the weather at the hotel, today and the next days, in the guest’s language; no port or ship word', async ({ page }) => {
  test.setTimeout(60_000);
  // the hub itself answers as a resort (its weather too, not only devices/config)
  await withHubVariant('Resort', async () => {
    await useDevice(page, { hubType: 'Resort' });
    await page.goto('/weather');
    await portalReady(page);
    const itinerary = page.locator('lido-itinerary');
    await expect(itinerary.getByRole('heading', { level: 1, name: 'Weather at the hotel' })).toBeVisible();
    const weather = itinerary.locator('[part="weather"]');
    await expect(weather.getByRole('heading', { name: 'Barcelona' })).toBeVisible();
    await expect(weather).toContainText('°C');
    await expect(weather).toContainText('km/h');
    // today's values are the hub's for today
    const dashed = (offset: number) => {
      const day = new Date();
      day.setDate(day.getDate() + offset);
      return `${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`;
    };
    const today = await hubGet<{ temperature: number; synopsis: string }>(`itinerary/weather/${dashed(0)}`);
    await expect(weather.locator('.synopsis')).toHaveText(today.synopsis);
    await expect(weather).toContainText(`${today.temperature} °C`);
    // the forecast: today and the next five days, today chosen; another day shows its weather
    const days = itinerary.locator('[part="forecast-day"]');
    await expect(days).toHaveCount(6);
    await expect(days.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(days.first()).toContainText('Today');
    const third = await hubGet<{ temperature: number; synopsis: string }>(`itinerary/weather/${dashed(2)}`);
    await expect(days.nth(2)).toContainText(`${third.temperature} °C`);
    await days.nth(2).click();
    await expect(days.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(weather.locator('.synopsis')).toHaveText(third.synopsis);
    expect(await axeViolations(page, ['lido-itinerary'])).toEqual([]);
    // no port, ship or sea-day wording anywhere in the element
    const shipWords = /\b(port|ship|cruise|at sea|deck|cabin)\b/i;
    expect(await itinerary.evaluate((element) => element.shadowRoot!.textContent)).not.toMatch(shipWords);
    // in German: the hotel's title, the forecast and the hub's synopsis in German
    await page.locator('lido-footer').getByRole('button', { name: 'Deutsch' }).click();
    await expect(itinerary.getByRole('heading', { level: 1, name: 'Wetter am Hotel' })).toBeVisible();
    await expect(itinerary.getByRole('heading', { name: 'Vorhersage' })).toBeVisible();
    await expect(days.first()).toContainText('Heute');
    const german = await hubGet<{ synopsis: string }>(`itinerary/weather/${dashed(2)}?lang=de`);
    await expect(weather.locator('.synopsis')).toHaveText(german.synopsis);
    expect(await itinerary.evaluate((element) => element.shadowRoot!.textContent)).not.toMatch(/(Hafen|Schiff|Kabine|Deck|auf See)/);
  });
});
