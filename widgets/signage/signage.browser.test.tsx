/**
 * <lido-signage-board> in real Chromium against the real demo hub (002 §2–§9): restaurants with
 * location, type and private-only note; traffic lights; past slots dropped as a controlled clock
 * passes them (no reload); five slots per page with arrows; 'No timeslots remain for this venue
 * today'; the keyed form (HHMM); a malformed templateValues as a board-level message; the
 * interval refresh; landscape and portrait; languages; axe.
 */
import './signage.element';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, cleanUp, clockAt, core, place, restoreClock, text, until, untilText } from '../../tests/helpers/widget-page';

const board = (id: string, width = 1920) => place(`<lido-signage-board board-id="${id}"></lido-signage-board>`, width);
const restaurant = (element: HTMLElement, name: string) => $$(element, '[part="restaurant"]').find((r) => r.querySelector('h2')?.textContent === name)!;
const times = (card: Element) => [...card.querySelectorAll<HTMLElement>('.slot')].map((s) => s.dataset.time);

afterEach(async () => {
  restoreClock();
  await cleanUp();
});

describe('lido-signage-board', () => {
  it('the restaurants of board 1 with location, type, private-only note and coloured slots; axe-clean', async () => {
    clockAt(12, 0);
    const element = board('1');
    await until(element, '[part="restaurant"] .slot');
    expect(text(element, '[part="heading"]')).toBe('Tonight’s tables');
    expect($$(element, '[part="restaurant"] h2').map((h) => h.textContent)).toEqual([
      'Horizon Restaurant',
      'The Grill',
      'Sakura Teppanyaki',
      'Trattoria Aurora',
    ]);
    const sakura = restaurant(element, 'Sakura Teppanyaki');
    expect(sakura.querySelector('.restaurant-facts')!.textContent).toBe('Deck 6, forward · Specialty restaurant');
    expect(sakura.querySelector('.private-only')!.textContent).toBe('Reservations on your own device only');
    expect(restaurant(element, 'Horizon Restaurant').querySelector('.restaurant-facts')!.textContent).toBe('Deck 5, aft · Open seating');
    expect(restaurant(element, 'Horizon Restaurant').querySelector('.private-only')).toBe(null);
    // The Grill's 20:30 is closed today: Off
    const grill = restaurant(element, 'The Grill');
    grill.querySelectorAll<HTMLButtonElement>('.page-arrow')[1]!.click();
    await waitFor(() => times(grill).includes('20:30'), 2000, 'second page of The Grill');
    const off = grill.querySelector<HTMLElement>('.slot[data-time="20:30"]')!;
    expect(off.dataset.colour).toBe('Off');
    expect(off.querySelector('.slot-state')!.textContent).toBe('Not available');
    for (const slot of $$(element, '.slot')) expect(['Green', 'Yellow', 'Red', 'Off']).toContain(slot.dataset.colour);
    expect($$(element, '[part="legend"] li').map((li) => li.textContent)).toEqual(['Plenty of room', 'Busy', 'Full or queues', 'Not available']);
    await expectNoAxeViolations(element);
  });

  it("each restaurant's QR code opens its booking page on the guest's phone; booking-url sets where, empty hides them", async () => {
    const element = board('1');
    await until(element, '[part="restaurant"]');
    const codes = $$(element, 'svg.restaurant-qr');
    expect(codes.length).toBe($$(element, '[part="restaurant"]').length);
    expect(codes[0]!.dataset.value).toBe(`${location.origin}/dining/detail/7201`);
    expect(codes[0]!.getAttribute('aria-label')).toBe(`Scan to book a table at ${$$(element, '[part="restaurant"] h2')[0]!.textContent} on your phone`);
    const own = place('<lido-signage-board board-id="1" booking-url="https://guest.ship.example/book?venue={id}"></lido-signage-board>', 1920);
    await until(own, 'svg.restaurant-qr');
    expect($(own, 'svg.restaurant-qr')!.dataset.value).toBe('https://guest.ship.example/book?venue=7201');
    const none = place('<lido-signage-board board-id="1" booking-url=""></lido-signage-board>', 1920);
    await until(none, '[part="restaurant"]');
    expect($(none, 'svg.restaurant-qr')).toBe(null);
  });

  it('at most five slots, paged with arrows', async () => {
    clockAt(12, 0);
    const element = board('1');
    await until(element, '[part="restaurant"] .slot');
    const horizon = restaurant(element, 'Horizon Restaurant');
    expect(times(horizon)).toEqual(['17:30', '18:00', '18:30', '19:00', '19:30']);
    const [earlier, later] = [...horizon.querySelectorAll<HTMLButtonElement>('.page-arrow')];
    expect(earlier!.disabled).toBe(true);
    expect(later!.getAttribute('aria-label')).toBe('Later times at Horizon Restaurant');
    later!.click();
    await waitFor(() => times(horizon)[0] === '20:00', 2000, 'page 2');
    expect(times(horizon)).toEqual(['20:00', '20:30', '21:00']);
    expect(later!.disabled).toBe(true);
    expect(horizon.querySelector('[part="slots"]')!.getAttribute('aria-label')).toBe('Times at Horizon Restaurant, page 2 of 2');
    earlier!.click();
    await waitFor(() => times(horizon)[0] === '17:30', 2000, 'page 1 again');
  });

  it('past slots drop off as the clock passes them, without a reload; none left: the note', async () => {
    clockAt(17, 59);
    const element = board('1');
    await until(element, '[part="restaurant"] .slot');
    const requests = performance.getEntriesByType('resource').filter((e) => e.name.includes('digitalsignage/content')).length;
    const horizon = restaurant(element, 'Horizon Restaurant');
    expect(times(horizon)[0]).toBe('18:00');
    clockAt(18, 1);
    await waitFor(() => times(horizon)[0] === '18:30', 4000, '18:00 dropped');
    expect(times(horizon)).toEqual(['18:30', '19:00', '19:30', '20:00', '20:30']);
    clockAt(21, 1);
    await waitFor(() => horizon.querySelector('[part="no-slots"]')?.textContent === 'No timeslots remain for this venue today', 4000, 'none left');
    expect(restaurant(element, 'The Grill').querySelector('[part="no-slots"]')).toBe(null);
    // no new request was needed for it
    expect(performance.getEntriesByType('resource').filter((e) => e.name.includes('digitalsignage/content')).length).toBe(requests);
  });

  it('slots keyed by time (HHMM) round the clock; a restaurant with none left', async () => {
    // Early morning (board 3's slots run every 30 minutes until 23:30; the real hour could be later).
    clockAt(3, 10);
    const now = new Date(Date.now());
    const element = board('3');
    await until(element, '[part="restaurant"] .slot');
    expect(text(element, '[part="heading"]')).toBe('Tables today');
    const horizon = restaurant(element, 'Horizon Restaurant');
    const first = times(horizon)[0]!;
    const [h, m] = first.split(':').map(Number) as [number, number];
    const nowMinutes = now.getHours() * 60 + now.getMinutes();
    expect(h * 60 + m >= nowMinutes && h * 60 + m < nowMinutes + 30).toBe(true);
    expect(restaurant(element, 'Sakura Teppanyaki').querySelector('[part="no-slots"]')!.textContent).toBe('No timeslots remain for this venue today');
  });

  it('a malformed templateValues: a board-level message, never a blank screen', async () => {
    const element = board('5');
    await untilText(element, '[role="alert"]', 'cannot be shown at the moment');
    expect(text(element, '[part="heading"]')).toBe('Broken export – Deck 12');
    expect($(element, '[part="restaurant"]')).toBe(null);
    await expectNoAxeViolations(element);
  });

  it('an unknown board says it does not exist, with no retry button on a screen without input (issue 30)', async () => {
    const element = board('999');
    await untilText(element, '.board-not-found', 'This board does not exist.');
    expect($$(element, 'button').length).toBe(0);
  });

  it('portrait 1080 wide: one column; landscape 1920: two by two; type for 3 m', async () => {
    clockAt(12, 0);
    const element = board('1', 1080);
    await until(element, '[part="restaurant"] .slot');
    const cards = $$(element, '[part="restaurant"]');
    expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size).toBe(1);
    const slotSize = parseFloat(getComputedStyle(cards[0]!.querySelector('.slot')!).fontSize);
    expect(slotSize >= 22).toBe(true);
    await cleanUp();
    const wide = board('1', 1920);
    await until(wide, '[part="restaurant"] .slot');
    const wideCards = $$(wide, '[part="restaurant"]');
    expect(new Set(wideCards.map((c) => Math.round(c.getBoundingClientRect().left))).size).toBe(2);
    expect(new Set(wideCards.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(2);
    expect(parseFloat(getComputedStyle(wideCards[0]!.querySelector('.slot')!).fontSize) >= 32).toBe(true);
  });

  it('speaks German, French and Dutch', async () => {
    clockAt(12, 0);
    const element = board('1');
    await until(element, '[part="restaurant"] .slot');
    for (const [language, legend] of [
      ['de', 'Viel Platz'],
      ['fr', 'Beaucoup de place'],
      ['nl', 'Volop plaats'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="legend"] li', legend);
    }
  });

  it('in a box of fixed height (a CMS zone) the type shrinks until the board fits; a board of automatic height keeps its size', async () => {
    clockAt(12, 0);
    const free = board('1', 1200);
    await until(free, '[part="restaurant"] .slot');
    const section = (element: HTMLElement) => $(element, '.signage-board')!;
    const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(section(element)).fontSize);
    const natural = fontSize(free);
    const naturalHeight = section(free).scrollHeight;
    expect(free.clientHeight).toBe(naturalHeight);
    await cleanUp();

    // the same board in a zone 70 % of its natural height
    const zone = place<HTMLElement>(
      `<lido-signage-board board-id="1" style="display:block; height:${Math.round(naturalHeight * 0.7)}px"></lido-signage-board>`,
      1200,
    );
    await until(zone, '[part="restaurant"] .slot');
    await waitFor(
      () => section(zone).scrollHeight <= zone.clientHeight + 1,
      3000,
      `fits its ${zone.clientHeight} px (content ${section(zone).scrollHeight} px)`,
    );
    expect(fontSize(zone)).toBeLessThan(natural);
    expect(fontSize(zone)).toBeGreaterThanOrEqual(natural * 0.6 - 0.5);
    // the legend is inside the box (it ran below it on the lobby example at 21:00–21:30)
    const legend = $(zone, '[part="legend"]')!.getBoundingClientRect();
    expect(legend.bottom).toBeLessThanOrEqual(zone.getBoundingClientRect().bottom + 1);

    // more room: back to its own size
    zone.style.height = `${naturalHeight + 100}px`;
    await waitFor(() => fontSize(zone) === natural, 3000, 'its own size again');
  });
});
