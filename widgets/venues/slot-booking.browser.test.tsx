/**
 * <lido-slot-booking> in real Chromium against the real demo hub (001 §2–§9): party size bounds
 * (defaults 1 and 4, a minimum above 1, spa = 1), choosing the party size clears date and time,
 * no times, conditions, the book button rule, the reference, 'book not complete' with the system
 * information kept when another guest filled the slot, a booking the hub never answered (kept
 * choices, one booking on retry), the persisted slice, keyboard / TV-remote operation, axe.
 */
import './slot-booking.element';
import { authenticationFromResponse, loginByPassenger } from '../../core/hub/auth';
import { tacBookingsSlice } from '../../core/session/tac-bookings';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, addFault, cleanUp, core, hubUrl, key, place, text, until, untilText } from '../../tests/helpers/widget-page';

const slice = tacBookingsSlice(core.stores);
const booking = (module: string, id: number | string) => place(`<lido-slot-booking module="${module}" object-id="${id}"></lido-slot-booking>`, 1000);

/** The named fields of an object (the assertions compare those). */
const pick = (value: object, fields: string[]) => Object.fromEntries(fields.map((field) => [field, (value as Record<string, unknown>)[field]]));
const state = (fields: string[]) => pick(slice.getState(), fields);

const p2 = (n: number) => String(n).padStart(2, '0');
function dmy(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${d.getFullYear()}`;
}

async function signIn(): Promise<void> {
  const answer = await loginByPassenger(core.hub, { bookingReference: 'LIDO123', lastName: 'Smith', departureDate: dmy(0) });
  core.stores.authentication.setState(authenticationFromResponse(answer));
}

/** Another guest's session, straight against the hub (a second cabin). */
async function otherGuest(): Promise<string> {
  const response = await fetch(`${hubUrl()}/api/authentication/loginByAccountIdCabinNoAndPinNo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber: '100500', location: '8022', pinNo: '1234' }),
  });
  return ((await response.json()) as { sessionId: string }).sessionId;
}

const list = (element: HTMLElement, name: 'party' | 'date' | 'time') => $(element, `.${name}-choices`);
const options = (element: HTMLElement, name: 'party' | 'date' | 'time') => [...(list(element, name)?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
const selected = (element: HTMLElement, name: 'party' | 'date' | 'time') =>
  options(element, name)
    .filter((option) => option.getAttribute('aria-selected') === 'true')
    .map((option) => option.textContent);
const option = (element: HTMLElement, name: 'party' | 'date' | 'time', label: string) => {
  const found = options(element, name).find((candidate) => candidate.textContent === label);
  assert(found, `option ${label} in ${name}: ${options(element, name).map((o) => o.textContent)}`);
  return found;
};
/** Waits for the date list and chooses the date `offset` days from today (its label is the hub's). */
async function chooseDate(element: HTMLElement, offset: number): Promise<void> {
  await until(element, '.date-choices');
  const value = dmy(offset);
  const target = options(element, 'date').find((candidate) => candidate.dataset.key === value);
  assert(target, `date ${value}`);
  target.click();
  await until(element, '.time-choices, .booking-step .empty');
}

beforeEach(signIn);
afterEach(async () => {
  await cleanUp();
  core.stores.wipePersonalData();
});

describe('lido-slot-booking: party size', () => {
  it('bounds of the booking information: dining 7201 offers 1 to 8, 1 chosen', async () => {
    const element = booking('dining', 7201);
    await until(element, '.party-choices');
    expect(text(element, '[part="heading"]')).toBe('Book: Horizon Restaurant');
    expect(options(element, 'party').map((o) => o.textContent)).toEqual([
      '1 person',
      '2 persons',
      '3 persons',
      '4 persons',
      '5 persons',
      '6 persons',
      '7 persons',
      '8 persons',
    ]);
    await waitFor(() => selected(element, 'party')[0] === '1 person', 3000, 'party of 1');
    await expectNoAxeViolations(element);
  });

  it('without limits the defaults 1 and 4 apply, and activities suggest 4', async () => {
    const element = booking('activity', 7108);
    await until(element, '.party-choices');
    expect(options(element, 'party').map((o) => o.textContent)).toEqual(['1 person', '2 persons', '3 persons', '4 persons']);
    await waitFor(() => selected(element, 'party')[0] === '4 persons', 3000, 'the suggestion of 4');
    expect(slice.getState().numberOfPersons).toBe(4);
  });

  it('a minimum above 1: 2 to 6 persons', async () => {
    const element = booking('activity', 7109);
    await until(element, '.party-choices');
    expect(options(element, 'party').map((o) => o.textContent)).toEqual(['2 persons', '3 persons', '4 persons', '5 persons', '6 persons']);
  });

  it('spa forces one person: no choice, and the times are asked for 1', async () => {
    const element = booking('spa', 7302);
    await untilText(element, '.spa-one-person', '1 person');
    expect(list(element, 'party')).toBe(null);
    await chooseDate(element, 3);
    assert(options(element, 'time').length > 0, 'times for one person');
    expect(slice.getState().numberOfPersons).toBe(1);
  });

  it('choosing the party size clears date and time', async () => {
    const element = booking('dining', 7204);
    await chooseDate(element, 4);
    options(element, 'time')[0]!.click();
    await until(element, '.conditions');
    expect(slice.getState().time).not.toBe(null);
    option(element, 'party', '2 persons').click();
    await waitFor(() => list(element, 'time') === null, 3000, 'the time step goes');
    expect(selected(element, 'date')).toEqual([]);
    expect(selected(element, 'party')).toEqual(['2 persons']);
    expect(state(['numberOfPersons', 'date', 'time'])).toEqual({ numberOfPersons: 2, date: null, time: null });
  });
});

describe('lido-slot-booking: dates, times, conditions, booking', () => {
  it('no times on a date: no_timeslots', async () => {
    await addFault({ pattern: 'POST /api/dining/availabilityTimes/*', emptyList: true });
    const element = booking('dining', 7202);
    await chooseDate(element, 2);
    expect(text(element, '.booking-step .empty')).toBe('There are no time slots left on this date. Please choose another date.');
    expect($(element, '.book-button')).toBe(null);
  });

  it('dining: conditions must be accepted before Book shows; the reference after booking', async () => {
    const element = booking('dining', 7204);
    await chooseDate(element, 5);
    expect($(element, '.book-button'), 'no book button before a time').toBe(null);
    option(element, 'time', '18:30 – 20:00').click();
    await untilText(element, '.conditions', 'Reservations are held for 15 minutes.');
    expect($(element, '.book-button'), 'no book button before the conditions are accepted').toBe(null);
    const accept = $<HTMLInputElement>(element, '.accept-conditions input')!;
    accept.click();
    const book = await until<HTMLButtonElement>(element, '.book-button');
    await expectNoAxeViolations(element);
    book.click();
    const reference = await until(element, '.booking-reference', 8000);
    expect(reference.textContent).toMatch(/^DIN-\d+$/);
    expect(text(element, '.booking-confirmed-title')).toBe('Your booking is confirmed.');
    // issue 30: in words (not "Confirmed DIN-TRA 29/11/2026 18:30-20:00 for 1"), with the price the hub gives
    const [d, m, y] = dmy(5).split('/').map(Number) as [number, number, number];
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d, 12)),
    );
    expect(text(element, '.booking-summary')).toBe(`Trattoria Aurora, ${day}, 18:30 – 20:00, for 1 guest.`);
    expect(text(element, '.booking-date')).toBe(day);
    expect(text(element, '.booking-party')).toBe('1 guest');
    expect(text(element, '.booking-price')).toBe('£25.00');
    expect($(element, '.system-information')).toBe(null);
    expect(text(element, '[part="result"]')).not.toContain('DIN-TRA');
    expect(slice.getState().systemInformation).toContain('DIN-TRA');
    expect(state(['reference', 'error', 'date', 'numberOfPersons'])).toEqual({
      reference: reference.textContent,
      error: null,
      date: dmy(5),
      numberOfPersons: 1,
    });
    const appointments = await core.hub.get<{ fromTime: string; date: string; excursionCode: string }[]>('pms/accounts/appointments');
    assert(
      appointments.some((a) => a.excursionCode === 'DIN-TRA' && a.fromTime === '18:30' && a.date === dmy(5)),
      'the appointment is in the PMS diary',
    );
  });

  it('activity without conditions: Book shows once a time is chosen', async () => {
    const element = booking('activity', 7108);
    await waitFor(() => selected(element, 'party')[0] === '4 persons', 3000, 'party of 4');
    await chooseDate(element, 6);
    options(element, 'time')[0]!.click();
    await until(element, '.book-button');
    expect($(element, '.conditions')).toBe(null);
  });

  it('another guest fills the slot while the guest chooses: book not complete in red, system information kept, the times refresh', async () => {
    const element = booking('dining', 7206);
    await chooseDate(element, 7);
    option(element, 'time', '19:00 – 20:30').click();
    await until(element, '.accept-conditions input');
    $<HTMLInputElement>(element, '.accept-conditions input')!.click();
    const book = await until<HTMLButtonElement>(element, '.book-button');
    // meanwhile, in another cabin
    const other = await otherGuest();
    const taken = await fetch(`${hubUrl()}/api/dining/book/7206`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Session-Id': other },
      body: JSON.stringify({ numberOfPersons: 1, date: dmy(7), fromTime: '19:00', toTime: '20:30', objectId: 7206 }),
    });
    expect(((await taken.json()) as { reference: string }).reference).toMatch(/^DIN-/);
    book.click();
    const failed = await until(element, '.booking-failed', 8000);
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.querySelector('.book-not-complete')!.textContent).toBe('Your booking is not complete.');
    expect(getComputedStyle(failed.querySelector('.book-not-complete')!).color).toBe('rgb(179, 38, 30)');
    expect(text(element, '.booking-failed .system-information')).toContain('DIN-CHEF');
    expect(state(['reference', 'error'])).toEqual({ reference: null, error: 'This time slot is no longer available' });
    expect(slice.getState().systemInformation).toContain('DIN-CHEF');
    // the free times refreshed: 19:00 is gone, the error stays until another time is chosen
    await waitFor(() => options(element, 'time').every((o) => o.textContent !== '19:00 – 20:30'), 8000, '19:00 gone');
    expect($(element, '.book-button')).toBe(null);
    option(element, 'time', '20:30 – 22:00').click();
    await waitFor(() => $(element, '.booking-failed') === null, 3000, 'the error goes with a new choice');
  });

  it('a booking the hub never answered: a translated message and a retry; choices kept; the retry books once', async () => {
    const element = booking('spa', 7305);
    await chooseDate(element, 8);
    const time = options(element, 'time')[0]!;
    const label = time.textContent!;
    time.click();
    await until(element, '.accept-conditions input');
    $<HTMLInputElement>(element, '.accept-conditions input')!.click();
    // the booking arrives and is made, but its answer never comes back
    await addFault({ pattern: 'POST /api/spa/book/*', dropStream: true, times: 1 });
    (await until<HTMLButtonElement>(element, '.book-button')).click();
    const notice = await until(element, '.booking-failed .notice.error', 8000);
    expect(notice.textContent).toContain('There has been an error:');
    expect(notice.textContent).toContain('Your choices are kept.');
    expect(selected(element, 'time')).toEqual([label]);
    expect(state(['date', 'numberOfPersons', 'conditionsAccepted'])).toEqual({ date: dmy(8), numberOfPersons: 1, conditionsAccepted: true });
    notice.querySelector('button')!.click();
    const reference = await until(element, '.booking-reference', 8000);
    const appointments = await core.hub.get<{ date: string; excursionCode: string; fromTime: string }[]>('pms/accounts/appointments');
    expect(appointments.filter((a) => a.excursionCode === 'SPA-BD30' && a.date === dmy(8) && label.startsWith(a.fromTime)).length).toBe(1);
    expect(reference.textContent).toMatch(/^SPA-/);
  });

  it('a fast success keeps everything in place: the page below does not move up, no control lands under the finger (issue 30)', async () => {
    const container = document.createElement('div');
    container.style.width = '390px';
    container.innerHTML = '<lido-slot-booking module="dining" object-id="7204"></lido-slot-booking><a class="footer-back" href="#back">← Back</a>';
    document.body.append(container);
    try {
      const element = container.querySelector<HTMLElement>('lido-slot-booking')!;
      const footer = container.querySelector<HTMLElement>('.footer-back')!;
      await chooseDate(element, 12);
      options(element, 'time')[0]!.click();
      await until(element, '.accept-conditions input');
      $<HTMLInputElement>(element, '.accept-conditions input')!.click();
      const book = await until<HTMLButtonElement>(element, '.book-button');
      book.scrollIntoView({ block: 'center' });
      const spot = book.getBoundingClientRect();
      const x = spot.left + spot.width / 2;
      const y = spot.top + spot.height / 2;
      const footerTop = footer.getBoundingClientRect().top;
      book.click();
      await until(element, '.booking-reference', 8000);
      // the second tap of a double tap: at the same place, straight after the answer
      expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(footerTop);
      const under = element.shadowRoot!.elementFromPoint(x, y);
      const control = under?.closest('a, button');
      if (control) expect(getComputedStyle(control).pointerEvents, `${control.textContent} takes no tap yet`).toBe('none');
      expect(document.elementFromPoint(x, y)).not.toBe(footer);
      expect(document.activeElement).toBe(element);
      expect(element.shadowRoot!.activeElement?.classList.contains('booking-confirmed')).toBe(true);
      // a moment later the confirmation's controls work
      await waitFor(() => $(element, '[data-settling]') === null, 3000, 'settled');
    } finally {
      container.remove();
    }
  });

  it('a double click books once', async () => {
    const element = booking('activity', 7109);
    await waitFor(() => selected(element, 'party')[0] === '4 persons', 3000, 'party of 4');
    await chooseDate(element, 9);
    options(element, 'time')[1]!.click();
    const book = await until<HTMLButtonElement>(element, '.book-button');
    book.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    book.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(element, '.booking-reference', 8000);
    const appointments = await core.hub.get<{ date: string; excursionCode: string }[]>('pms/accounts/appointments');
    expect(appointments.filter((a) => a.excursionCode === 'ACT-ESC' && a.date === dmy(9)).length).toBe(1);
  });

  it('the choices survive a new element (a reload): the slice is persisted', async () => {
    const first = booking('dining', 7203);
    await chooseDate(first, 10);
    options(first, 'time')[0]!.click();
    await waitFor(() => slice.getState().time !== null, 3000, 'a time');
    core.stores.flush();
    const stored = JSON.parse(localStorage.getItem('lido:v1:tacBookings') ?? '{}') as object;
    expect(pick(stored, ['module', 'objectId', 'date'])).toEqual({ module: 'dining', objectId: '7203', date: dmy(10) });
    first.parentElement!.remove();
    const second = place('<lido-slot-booking></lido-slot-booking>', 1000);
    await untilText(second, '[part="heading"]', 'Sakura Teppanyaki');
    await until(second, '.time-choices');
    expect(selected(second, 'date').length).toBe(1);
    expect(selected(second, 'time').length).toBe(1);
  });
});

describe('lido-slot-booking: keyboard and TV remote', () => {
  it('Left/Right move between choices, Enter chooses, Down moves to the next step; the step is announced', async () => {
    const element = booking('dining', 7201);
    await waitFor(() => selected(element, 'party')[0] === '1 person', 3000, 'party of 1');
    const party = options(element, 'party');
    party[0]!.focus();
    key(party[0]!, 'ArrowRight');
    expect(element.shadowRoot!.activeElement).toBe(party[1]);
    expect(selected(element, 'party'), 'moving does not choose').toEqual(['1 person']);
    key(party[1]!, 'Enter');
    await waitFor(() => selected(element, 'party')[0] === '2 persons', 2000, 'Enter chooses');
    key(party[1]!, 'ArrowDown');
    const date = element.shadowRoot!.activeElement as HTMLElement;
    expect(date.closest('.date-choices'), 'Down goes to the dates').not.toBe(null);
    key(date, 'ArrowRight');
    const next = element.shadowRoot!.activeElement as HTMLElement;
    key(next, 'Enter');
    await until(element, '.time-choices');
    await waitFor(
      () => /Step 3 of 4: choose a time\. \d+ times? (is|are) free\./.test(text(element, '.slot-booking-flow > [role="status"]')),
      4000,
      'the time step announced',
    );
    key(next, 'ArrowDown');
    const time = element.shadowRoot!.activeElement as HTMLElement;
    expect(time.closest('.time-choices')).not.toBe(null);
    key(time, 'Enter');
    await until(element, '.accept-conditions input');
    key(time, 'ArrowDown');
    const checkbox = element.shadowRoot!.activeElement as HTMLInputElement;
    expect(checkbox.type).toBe('checkbox');
    key(checkbox, 'Enter');
    await until(element, '.book-button');
    key(checkbox, 'ArrowDown');
    expect(element.shadowRoot!.activeElement).toBe($(element, '.book-button'));
    key($(element, '.book-button')!, 'ArrowUp');
    expect(element.shadowRoot!.activeElement).toBe(checkbox);
  });

  it('signed out: the flow shows, and Log in to book forwards back to this booking', async () => {
    core.stores.clearAuthentication();
    const element = booking('activity', 7108);
    await chooseDate(element, 11);
    options(element, 'time')[0]!.click();
    const login = await until<HTMLAnchorElement>(element, 'a[part="book"]');
    expect(login.textContent).toBe('Log in to book');
    expect(login.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/tacbooking?module=activity&objectId=7108')}`);
  });

  it('in German, French and Dutch', async () => {
    const element = booking('spa', 7301);
    await until(element, '.spa-one-person');
    for (const [language, heading, person] of [
      // the treatment's name as the hub sends it in the guest's language (Accept-Language)
      ['de', 'Buchen: Hot-Stone-Massage', '1 Person'],
      ['fr', 'Réserver\u00a0: Massage aux pierres chaudes', '1 personne'],
      ['nl', 'Boeken: Hotstonemassage', '1 persoon'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="heading"]', heading);
      // the times are asked for again in the new language: the line comes back with them
      await untilText(element, '.spa-one-person', person);
    }
  });
});
