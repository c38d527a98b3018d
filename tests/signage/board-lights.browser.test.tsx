/**
 * The signage board fed by live capacity (issue 21): <lido-signage-board lights="booking"> and the
 * dining booking flow <lido-slot-booking> on one page, against the real demo hub. The board's
 * lights for the chef's table come from the flow's own calls for today (booking information,
 * available times with the demo hub's covers); a booking made through the flow turns its slot
 * Yellow without the board's content being fetched again; the buffet, which takes no bookings,
 * keeps its template lights and says so. Two widgets on one page, hence a file outside
 * widgets/ (a widget's folder never imports another's).
 *
 * Both clocks read noon: the page's (Date.now) and the hub's for today's slots
 * (POST /__admin/venue-clock), so the evening slots are still to come at any hour of the run.
 */
import '../../widgets/signage/signage.element';
import '../../widgets/venues/slot-booking.element';
import { expect, waitFor } from '../helpers/assert';
import { expectNoAxeViolations } from '../helpers/axe';
import { $, $$, cleanUp, core, dmy, hubUrl, place, signIn, signOut, until, untilText } from '../helpers/widget-page';

const realNow = Date.now.bind(Date);

async function venueClock(time: string | null): Promise<void> {
  const response = await fetch(`${hubUrl()}/__admin/venue-clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ time }),
  });
  expect(response.ok).toBe(true);
}

const restaurant = (board: HTMLElement, name: string) => $$(board, '[part="restaurant"]').find((r) => r.querySelector('h2')?.textContent === name);
const colour = (card: Element | undefined, time: string) => card?.querySelector<HTMLElement>(`.slot[data-time="${time}"]`)?.dataset.colour;
const contentRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('digitalsignage/content/6')).length;

afterEach(async () => {
  Date.now = realNow;
  await venueClock(null);
  await cleanUp();
  signOut();
});

describe('lido-signage-board lights="booking"', () => {
  it("follows the booking flow's times for today: a booking through the flow turns its slot Yellow; no booking data keeps the template lights", async () => {
    const noon = new Date(realNow());
    noon.setHours(12, 0, 30, 0);
    const offset = noon.getTime() - realNow();
    Date.now = () => realNow() + offset;
    await venueClock('12:00');
    await signIn();
    performance.clearResourceTimings();

    const board = place('<lido-signage-board board-id="6" lights="booking"></lido-signage-board>', 1920);
    const chef = await waitFor(
      () => {
        const card = restaurant(board, 'Chef’s table');
        return card?.dataset.lights === 'booking' ? card : null;
      },
      8000,
      'the chef’s table lit from the booking calls',
    );
    // 4 covers: 19:00 has one left (a quarter: Yellow), 20:30 all four (Green)
    expect(colour(chef, '19:00')).toBe('Yellow');
    expect(colour(chef, '20:30')).toBe('Green');
    expect(chef.querySelector('[part="planned-lights"]')).toBe(null);
    // the buffet takes no bookings (its booking information answers 409): template lights, said so
    const buffet = await waitFor(() => restaurant(board, 'Lido Buffet')?.querySelector('[part="planned-lights"]'), 8000, 'the buffet’s note');
    expect(buffet.textContent).toBe('Planned availability: live booking figures are not available.');
    expect(restaurant(board, 'Lido Buffet')!.dataset.lights).toBe('template');
    expect(restaurant(board, 'Lido Buffet')!.querySelectorAll('.slot').length).toBeGreaterThan(0);
    await expectNoAxeViolations(board);

    // a party of three books 20:30 through the dining booking flow
    const flow = place('<lido-slot-booking module="dining" object-id="7206"></lido-slot-booking>', 1000);
    const options = (name: string) => $$(flow, `.${name}-choices [role="option"]`);
    (await waitFor(() => options('party').find((o) => o.textContent === '3 persons'), 8000, 'party sizes')).click();
    (await waitFor(() => options('date').find((o) => o.dataset.key === dmy(0)), 8000, 'today')).click();
    (await waitFor(() => options('time').find((o) => o.textContent === '20:30 – 22:00'), 8000, '20:30')).click();
    (await until<HTMLInputElement>(flow, '.accept-conditions input')).click();
    (await until<HTMLButtonElement>(flow, '.book-button')).click();
    await untilText(flow, '.booking-confirmed-title', 'Your booking is confirmed.', 8000);

    // one cover left of four: Yellow, from the booking calls (the board's content was not asked again)
    await waitFor(() => colour(restaurant(board, 'Chef’s table'), '20:30') === 'Yellow', 8000, '20:30 turns Yellow');
    expect(colour(restaurant(board, 'Chef’s table'), '19:00')).toBe('Yellow');
    expect(contentRequests()).toBe(1);
    expect($(board, '[part="legend"]')).not.toBe(null);
    expect(core.queryClient.getQueryCache().findAll({ queryKey: ['venues', 'availableTimes', ['dining', '7206', dmy(0), 1]] }).length).toBe(1);
  });
});
