/**
 * <lido-my-bookings> in real Chromium against the real demo hub (001 §2–§4, §8): the seeded
 * appointments in sections confirmed, waitlist, cancelled (R shown as confirmed) when
 * groupBookingsByStatus is on, one list when off; the booked shore excursions; photo orders only
 * when photoMatchEnabled; no_onboard_bookings; the sign-in gate; a booking made in
 * <lido-onboard-excursions> on the same page appears without a reload; the ship-time label; axe.
 */
import './my-bookings.element';
import './onboard-excursions.element';
import type { PortSchedule } from '../../core/hub/itinerary';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, cleanUp, core, dmy, hubUrl, place, resetHub, signIn, text, until, untilText, useHubUiSettings } from '../../tests/helpers/widget-page';

const bookings = () => place('<lido-my-bookings></lido-my-bookings>', 900);

beforeEach(async () => {
  await resetHub();
  await useHubUiSettings({ groupBookingsByStatus: true, photoMatchEnabled: false });
});

afterEach(async () => {
  await cleanUp();
  sessionStorage.removeItem('lido:nav-state');
  core.stores.wipePersonalData();
  await useHubUiSettings(null);
});

describe('lido-my-bookings', () => {
  it('a visitor is asked to sign in and comes back here', async () => {
    const element = bookings();
    await until(element, '[part="login"]');
    expect($(element, '[part="login"]')!.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/my_onboard_bookings')}`);
  });

  it('groups the appointments confirmed, waitlist, cancelled (R as confirmed), and lists the booked excursion of EXC-39999', async () => {
    await signIn();
    const element = bookings();
    await until(element, '.booking-group');
    expect($$(element, '.booking-group').map((group) => group.dataset.status)).toEqual(['C', 'W', 'X']);
    expect($$(element, '.booking-group h2').map((heading) => heading.textContent)).toEqual(['Confirmed', 'Waitlist', 'Cancelled']);
    const confirmed = $$(element, '.status-C .appointment').map((item) => item.querySelector('.appointment-text')!.textContent);
    expect(confirmed).toContain('Hot stone massage, Serenity Spa');
    expect(confirmed).toContain('Palma walking tour');
    expect(text(element, '.status-W')).toContain('Florence on your own');
    expect(text(element, '.status-X')).toContain('Rome highlights');
    // issue 30: one entry per booking with its guests, not one per guest
    const walkers = $$(element, '.appointment[data-code="PAL-005"] .appointment-meta').map((meta) => meta.textContent);
    expect(walkers.length).toBe(1);
    expect(walkers[0]).toMatch(/^(John Smith, Anna Smith|Anna Smith, John Smith) · Confirmed$/);
    const entries = $$(element, '.appointment').map((item) => `${item.dataset.code}|${item.querySelector('.appointment-when')!.textContent}`);
    expect(new Set(entries).size).toBe(entries.length);
    // issue 30: the shore excursion is listed once, under shore excursions, not also as an appointment
    expect($(element, '.appointment[data-code="KAT-OLIVE"]')).toBe(null);
    expect($$(element, '.shore-booking').filter((item) => item.textContent!.includes('Olive oil tasting at a family estate')).length).toBe(1);
    await expectNoAxeViolations(element);
  });

  it('one list when groupBookingsByStatus is off; photo orders only when photoMatchEnabled', async () => {
    await useHubUiSettings({ groupBookingsByStatus: false });
    await signIn();
    const element = bookings();
    await until(element, '.appointment');
    expect($(element, '.booking-group')).toBe(null);
    expect($(element, '.photo-orders')).toBe(null);
    element.parentElement!.remove();
    await useHubUiSettings({ photoMatchEnabled: true });
    const withPhotos = bookings();
    await until(withPhotos, '.photo-order');
    expect(text(withPhotos, '.photo-orders')).toContain('Order PH-0902');
    expect(text(withPhotos, '.photo-orders')).toContain('In production');
  });

  it('no_onboard_bookings for a guest with nothing booked', async () => {
    await signIn({ accountNumber: '100501', location: '8022', pinNo: '1234' });
    const element = bookings();
    await untilText(element, '.my-bookings', 'You have no bookings yet.');
    expect($(element, '.appointment')).toBe(null);
  });

  it('times are labelled as ship time exactly when the device keeps another offset that day', async () => {
    await signIn();
    const schedules = (await (await fetch(`${hubUrl()}/api/itinerary/schedules`)).json()) as PortSchedule[];
    const today = schedules.find((day) => day.date === dmy(0))!;
    const element = bookings();
    await until(element, '.appointment');
    const muster = await waitFor(() => $$(element, '.appointment').find((item) => item.dataset.code === 'MUS-B'));
    const [d, m, y] = dmy(0).split('/').map(Number) as [number, number, number];
    const deviceOffset = -new Date(Date.UTC(y, m - 1, d, 12)).getTimezoneOffset();
    const differs = deviceOffset !== today.utcOffsetMinutes;
    await waitFor(() => (muster.querySelector('.ship-time-label') !== null) === differs || null, 4000, 'the ship-time label');
    expect(muster.querySelector('.appointment-when')!.textContent).toContain('16:00–16:30');
  });

  it('a booking made in lido-onboard-excursions on the same page appears without a reload', async () => {
    await signIn();
    const mine = bookings();
    await until(mine, '.appointment');
    expect($(mine, '.appointment[data-code="OB-905"]')).toBe(null);
    const booking = place('<lido-onboard-excursions view="book" excursion-id="6905"></lido-onboard-excursions>', 900);
    await until(booking, '.guest');
    await until(booking, '.accept-conditions');
    $$(booking, '.guest')
      .find((row) => row.textContent?.includes('Anna'))!
      .querySelector('input')!
      .click();
    $<HTMLInputElement>(booking, '.accept-conditions input')!.click();
    await waitFor(() => $<HTMLInputElement>(booking, '.accept-conditions input')!.checked);
    $(booking, '.book-button')!.click();
    await until(booking, '.booking-confirmed');
    await until(mine, '.status-C .appointment[data-code="OB-905"]');
    expect(text(mine, '.appointment[data-code="OB-905"] .appointment-text')).toBe("Kids' pirate club");
  });
});
