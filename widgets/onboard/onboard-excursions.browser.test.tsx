/**
 * <lido-onboard-excursions> in real Chromium against the real demo hub (001 §2–§9): the lists of
 * a date and of a cruise day, the type and duration filters (opening one at a time, disabling
 * options nothing matches, clearing), hideExcursionFilters; the detail with every availability
 * band, every child-price case, sold out and closed, descriptions (POI label), Log in to book,
 * DigitalSignage; the booking: the allowed check's messages, why a guest cannot go, overbooked,
 * the pax and conditions errors, a failed booking with its system information, two guests
 * booked with the confirmation, a double click booking once; axe.
 */
import './onboard-excursions.element';
import type { PortSchedule } from '../../core/hub/itinerary';
import type { Appointment } from '../../core/hub/onboard';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cleanUp,
  clockAt,
  core,
  dmy,
  hubGet,
  hubUrl,
  place,
  replaceHubDoc,
  restoreClock,
  resetHub,
  signIn,
  text,
  until,
  untilText,
  useHubDeviceConfig,
  useHubUiSettings,
} from '../../tests/helpers/widget-page';
import { HOSTILE_HTML, HOSTILE_SAFE_TEXT } from '../../tests/helpers/hostile';

const list = (date?: string) =>
  place(`<lido-onboard-excursions view="list"${date ? ` date="${date.replace(/\//g, '-')}"` : ''}></lido-onboard-excursions>`, 900);
const detail = (id: number) => place(`<lido-onboard-excursions view="detail" excursion-id="${id}"></lido-onboard-excursions>`, 900);
const book = (id: number) => place(`<lido-onboard-excursions view="book" excursion-id="${id}"></lido-onboard-excursions>`, 900);

const guestBox = (element: HTMLElement, firstName: string) => {
  const row = $$(element, '.guest').find((candidate) => candidate.querySelector('.guest-name')?.textContent?.startsWith(firstName));
  assert(row, `guest ${firstName}`);
  return row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
};
const tick = (box: HTMLInputElement) => box.click();

beforeEach(async () => {
  await resetHub();
});

// Midday: "today" is the ship's day, and between 23:00 and 24:00 UTC the ship (UTC+1) is already in
// the voyage's next day.
beforeEach(() => clockAt(12, 0));

afterEach(async () => {
  restoreClock();
  await cleanUp();
  sessionStorage.removeItem('lido:nav-state');
  core.stores.wipePersonalData();
  // the hub's own settings again, as a browser sees them
  await useHubUiSettings(null);
});

describe('lido-onboard-excursions: lists and filters', () => {
  it("a date's list: tiles linking to the detail, no availability text (fixed at 99)", async () => {
    const element = list(dmy(1));
    await until(element, '[part="tile"]');
    expect(text(element, '[part="heading"]')).toBe('Onboard excursions');
    const tiles = $$(element, '[part="tile"]');
    expect(tiles.length).toBe(11);
    // issue 30: in time order (the 07:00 yoga class was the seventh tile)
    expect(tiles[0]!.getAttribute('href')).toBe('/onboard/excursion/6904');
    const starts = tiles.map((tile) => /\b(\d{2}:\d{2})\b/.exec(tile.querySelector('.onboard-tile-facts')!.textContent!)![1]!);
    expect(starts).toEqual([...starts].sort());
    // issue 30: cards, not underlined link text
    for (const tile of tiles) {
      expect(getComputedStyle(tile).textDecorationLine).toBe('none');
      expect(parseFloat(getComputedStyle(tile).borderTopWidth)).toBeGreaterThan(0);
    }
    expect($(element, '.availability')).toBe(null);
    await expectNoAxeViolations(element);
  });

  it('previous and next day (issue 30): links to the days around, within the voyage', async () => {
    const schedules = (await (await fetch(`${hubUrl()}/api/itinerary/schedules`)).json()) as PortSchedule[];
    const element = list(dmy(1));
    await until(element, '[part="tile"]');
    const nav = await until(element, '[part="day-navigation"]');
    expect(nav.querySelector('.day-previous')!.getAttribute('href')).toBe(`/onboard/excursions/${dmy(0).replace(/\//g, '-')}`);
    const next = nav.querySelector<HTMLAnchorElement>('.day-next')!;
    expect(next.getAttribute('href')).toBe(`/onboard/excursions/${dmy(2).replace(/\//g, '-')}`);
    expect(next.textContent).toBe('Next day ›');
    next.click();
    await waitFor(() => text(element, '.onboard-date').startsWith(dmy(2)) || null, 8000, 'the next day shown');
    await untilText(element, '[part="tile"]', 'walking tour');
    // the voyage's first day has no previous day
    const first = list(schedules[0]!.date);
    await until(first, '[part="day-navigation"]');
    expect($(first, '.day-previous')).toBe(null);
    expect($(first, '.day-next')).not.toBe(null);
    await expectNoAxeViolations(element);
  });

  it('tile times are labelled as ship time exactly when the device keeps another offset that day', async () => {
    const schedules = (await (await fetch(`${hubUrl()}/api/itinerary/schedules`)).json()) as PortSchedule[];
    const day = schedules.find((entry) => entry.date === dmy(1))!;
    const [d, m, y] = dmy(1).split('/').map(Number) as [number, number, number];
    const differs = -new Date(Date.UTC(y, m - 1, d, 12)).getTimezoneOffset() !== day.utcOffsetMinutes;
    const element = list(dmy(1));
    await until(element, '[part="tile"]');
    const tile = $$(element, '[part="tile"]')[0]!;
    await waitFor(
      () => (tile.querySelector('.ship-time-label') !== null) === differs || null,
      4000,
      `the ship-time label (${differs ? 'expected' : 'not expected'})`,
    );
    if (differs) expect(tile.querySelector('.ship-time-label')!.textContent).toBe(' (ship time)');
  });

  it("no date: the ship's day today", async () => {
    const element = list();
    await untilText(element, '[part="tile"]', 'Behind the scenes: galley tour');
    expect($$(element, '[part="tile"]').map((tile) => tile.getAttribute('href'))).toEqual(['/onboard/excursion/6001']);
  });

  it('type and duration filters open one at a time, disable options nothing matches, and clear', async () => {
    const element = list(dmy(1));
    await until(element, '[part="tile"]');
    $(element, '.type-toggle')!.click();
    await until(element, '.type-choices');
    const types = $$(element, '.type-choices [role="option"]').map((option) => option.textContent);
    expect(types).toEqual(['All types', 'Ship tour', 'Food and drink', 'Workshop', 'Wellness', 'Kids', 'Entertainment']);
    $(element, '.duration-toggle')!.click();
    await until(element, '.duration-choices');
    expect($(element, '.type-choices')).toBe(null);
    const durations = $$(element, '.duration-choices [role="option"]');
    expect(durations.map((option) => option.getAttribute('aria-disabled'))).toEqual([null, null, null, 'true']);
    durations[2]!.click(); // 2h to 5h: only the pirate club (150 min)
    await waitFor(() => $$(element, '[part="tile"]').length === 1);
    expect(text(element, '[part="tile"]')).toContain("Kids' pirate club");
    $(element, '.type-toggle')!.click();
    await until(element, '.type-choices');
    const shipTour = $$(element, '.type-choices [role="option"]').find((option) => option.textContent === 'Ship tour')!;
    expect(shipTour.getAttribute('aria-disabled')).toBe('true');
    shipTour.click();
    expect($$(element, '[part="tile"]').length).toBe(1);
    $(element, '.filter-clear')!.click();
    await waitFor(() => $$(element, '[part="tile"]').length === 11);
    await expectNoAxeViolations(element);
  });

  it("German and French: the hub's names, types and tags; a type chosen in another language is let go (issue 30)", async () => {
    const element = list(dmy(1));
    await until(element, '[part="tile"]');
    const types = () => $$(element, '.type-choices [role="option"]').map((option) => option.textContent);
    const names = () => $$(element, '[part="tile"] .onboard-tile-name').map((name) => name.textContent);
    $(element, '.type-toggle')!.click();
    await until(element, '.type-choices');
    $$(element, '.type-choices [role="option"]')
      .find((option) => option.textContent === 'Kids')!
      .click();
    await waitFor(() => $$(element, '[part="tile"]').length === 2, 3000, 'the two kids classes');
    for (const [language, allTypes, kids, pirates, workshop] of [
      ['de', 'Alle Arten', 'Kinder', 'Piratenclub für Kinder', 'Workshop'],
      ['fr', 'Tous les types', 'Enfants', 'Club des pirates pour enfants', 'Atelier'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      // the type chosen in the other language is let go: the whole day in this language
      await waitFor(() => names().length === 11 && names().includes(pirates), 5000, `the day in ${language}`);
      if (!$(element, '.type-choices')) $(element, '.type-toggle')!.click();
      await until(element, '.type-choices');
      for (const type of [allTypes, kids, workshop]) expect(types()).toContain(type);
      expect(types()).not.toContain('Kids');
      $$(element, '.type-choices [role="option"]')
        .find((option) => option.textContent === kids)!
        .click();
      await waitFor(() => $$(element, '[part="tile"]').length === 2, 3000, `${kids} only`);
    }
    await cleanUp();
    await core.i18n.changeLanguage('de');
    const pirateClub = detail(6905);
    await untilText(pirateClub, '.onboard-tags', 'Familienfreundlich');
    expect(text(pirateClub, '[part="heading"]')).toContain('Piratenclub für Kinder');
  });

  it('the filters work with arrow keys and Enter alone', async () => {
    const element = list(dmy(1));
    await until(element, '[part="tile"]');
    $(element, '.type-toggle')!.click();
    const options = await waitFor(() => ($$(element, '.type-choices [role="option"]').length > 0 ? $$(element, '.type-choices [role="option"]') : null));
    options[0]!.focus();
    options[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    options[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    options[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => $$(element, '[part="tile"]').length === 3);
    expect(text(element, '.type-toggle')).toBe('Type: Food and drink');
  });

  it('hideExcursionFilters hides the filters; the by-day list has neither headers nor filters; an empty day says so', async () => {
    await useHubUiSettings({ hideExcursionFilters: true });
    const hidden = list(dmy(1));
    await until(hidden, '[part="tile"]');
    expect($(hidden, '[part="filters"]')).toBe(null);
    await useHubUiSettings({ hideExcursionFilters: false });
    const byDay = place('<lido-onboard-excursions view="byday" day="2"></lido-onboard-excursions>', 900);
    await until(byDay, '[part="tile"]');
    expect($$(byDay, '[part="tile"]').length).toBe(11);
    expect($(byDay, '[part="heading"]')).toBe(null);
    expect($(byDay, '[part="filters"]')).toBe(null);
    const empty = place('<lido-onboard-excursions view="byday" day="15"></lido-onboard-excursions>', 900);
    await untilText(empty, '.empty, .empty-state, [role="status"]', 'There are no experiences available on this day.');
  });
});

describe('lido-onboard-excursions: the detail', () => {
  const availabilityOf = async (id: number) => {
    const element = detail(id);
    await until(element, '[part="prices"]');
    const value = text(element, '.availability');
    element.parentElement!.remove();
    return value;
  };

  it('every availability band: 1, 9, 10, 20, 21, held places (current below availability)', async () => {
    expect(await availabilityOf(6901)).toBe('1 Space Remaining');
    expect(await availabilityOf(6902)).toBe('9 Spaces Remaining');
    expect(await availabilityOf(6903)).toBe('Limited Spaces Available');
    expect(await availabilityOf(6904)).toBe('Limited Spaces Available');
    expect(await availabilityOf(6905)).toBe('');
    expect(await availabilityOf(6908)).toBe('8 Spaces Remaining');
  });

  it('every child-price case: (3-12) by default and for minimum age 1, (minimumAge-12) above 2, FREE, N/A above 12 and when missing', async () => {
    const cases: [number, string, string][] = [
      [6905, 'Child (3-12)', '£12.00'],
      [6901, 'Child (age 12)', '£30.00'],
      [6008, 'Child (5-12)', '£55.00'],
      [6005, 'Child (3-12)', 'FREE'],
      [6906, 'Child', 'N/A'],
      [6903, 'Child', 'N/A'],
    ];
    for (const [id, label, price] of cases) {
      const element = detail(id);
      await until(element, '.price-child');
      expect(text(element, '.child-label'), `label of ${id}`).toBe(label);
      expect(text(element, '.price-child'), `price of ${id}`).toBe(price);
      element.parentElement!.remove();
    }
  });

  it('minimum age with the right plural (issue 30: "1 years")', async () => {
    for (const [id, age] of [
      [6905, '1 year'],
      [6901, '12 years'],
    ] as const) {
      const element = detail(id);
      await until(element, '.minimum-age');
      expect(text(element, '.minimum-age')).toBe(age);
      element.parentElement!.remove();
    }
  });

  it('a visitor: gallery, tags, duration, descriptions by type, waiver, and Log in to book back to the booking', async () => {
    const element = detail(6005);
    await untilText(element, '[part="heading"]', 'Palma walking tour');
    expect(text(element, '.duration')).toBe('3 h');
    expect($(element, '.minimum-age')).toBe(null); // minimum age 0: no line
    await until(element, '.onboard-header-picture');
    expect($$(element, '.thumbnail').length).toBe(3);
    expect(text(element, '.onboard-tags')).toContain('Moderate walking');
    await until(element, '.description-Description');
    expect(text(element, '.description-WalkingInfo h2')).toBe('Walking information');
    expect(text(element, '.description-Notes h2')).toBe('Notes');
    expect(text(element, '.description-Hint h2')).toBe('Just so you know');
    expect($(element, '.waiver a')?.getAttribute('href')).toContain('.pdf');
    const login = $<HTMLAnchorElement>(element, '.login-link');
    assert(login, 'Log in to book');
    expect(login.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/onboard/bookexcursion/6005')}`);
    await expectNoAxeViolations(element);
  });

  it('usePoiLabelForNotes labels the notes as a point of interest; the hostile description is sanitised', async () => {
    await useHubUiSettings({ usePoiLabelForNotes: true });
    // the hostile description is the test's fixture (the seed's are credible texts); the hub
    // whitelists it when answering (its whitelist leaves the iframe and the style to the client)
    type Description = { descriptionType: string; value: { default: string } };
    await replaceHubDoc<Description[]>('descriptions', 6002, (list) =>
      list.map((d) => (d.descriptionType === 'Description' ? { ...d, value: { ...d.value, default: d.value.default + HOSTILE_HTML } } : d)),
    );
    const element = detail(6002);
    await until(element, '.description-Notes');
    expect(text(element, '.description-Notes h2')).toBe('Point of interest');
    await untilText(element, '.description-Description', HOSTILE_SAFE_TEXT);
    expect($$(element, '.description-Description script, .description-Description iframe, .description-Description [onerror]')).toHaveLength(0);
    expect((window as Window & { __lidoXss?: unknown }).__lidoXss).toBe(undefined);
  });

  it('sold out and closed for online booking tell the guest whom to contact, with no book control', async () => {
    await signIn();
    const soldOut = detail(6004);
    await until(soldOut, '.sold-out');
    expect(text(soldOut, '.sold-out')).toContain('contact the team on board');
    expect($(soldOut, '[part="book"]')).toBe(null);
    const closed = detail(6008);
    await until(closed, '.closed-online');
    expect(text(closed, '.closed-online')).toContain('cannot be booked online');
    expect($(closed, '[part="book"]')).toBe(null);
  });

  it('DigitalSignage shows no book controls, on the detail and the booking page', async () => {
    await useHubDeviceConfig('DigitalSignage');
    await signIn();
    const element = detail(6905);
    await until(element, '[part="prices"]');
    expect($(element, '[part="book"]')).toBe(null);
    expect($(element, '.login-link')).toBe(null);
    const booking = book(6905);
    await until(booking, '.no-booking-here');
    expect($(booking, '.book-button')).toBe(null);
  });
});

describe('lido-onboard-excursions: booking', () => {
  it('a visitor is asked to sign in and comes back to the booking', async () => {
    const element = book(6905);
    await until(element, '[part="login"]');
    expect($(element, '[part="login"]')!.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/onboard/bookexcursion/6905')}`);
  });

  it("the allowed check's messages replace the form", async () => {
    await signIn({ accountNumber: '100400', location: '8020', pinNo: '1234' });
    const element = book(6905);
    await until(element, '.not-allowed');
    expect(text(element, '.not-allowed')).toContain('Guest Services on Deck 4');
    expect($(element, '.book-button')).toBe(null);
  });

  it("each guest's price and why a guest cannot go (minimum age, already booked, time overlap)", async () => {
    await signIn();
    const element = book(6007);
    await until(element, '.guest');
    const rows = Object.fromEntries(
      $$(element, '.guest').map((row) => [row.querySelector('.guest-name')!.textContent!.split(' ')[0], [row.dataset.status, row.textContent]]),
    );
    expect(rows.John![0]).toBe('TimeOverlapWithOtherBooking');
    expect(rows.John![1]).toContain('Booked on something else at this time.');
    expect(rows.Tom![0]).toBe('MinimumAge');
    expect(rows.Tom![1]).toContain('minimum age 18');
    expect(guestBox(element, 'John').disabled).toBe(true);
    element.parentElement!.remove();
    const walking = book(6005);
    await until(walking, '.guest');
    expect($$(walking, '.guest')[0]!.dataset.status).toBe('AlreadyBooked');
    const tom = $$(walking, '.guest').find((row) => row.textContent?.includes('Tom'))!;
    expect(tom.querySelector('.guest-price')!.textContent).toBe('FREE');
    await expectNoAxeViolations(walking);
  });

  it('overbooked: more guests than places warns with the places left and disables Book', async () => {
    await signIn();
    const element = book(6907);
    await until(element, '.guest');
    for (const name of ['John', 'Anna', 'Tom']) tick(guestBox(element, name));
    await waitFor(() => guestBox(element, 'Tom').checked);
    expect($(element, '.overbooked')).toBe(null);
    expect($<HTMLButtonElement>(element, '.book-button')!.disabled).toBe(false);
    tick(guestBox(element, 'Lily'));
    await until(element, '.overbooked');
    expect(text(element, '.overbooked')).toBe('overbooked. slots remaining: 3');
    expect($<HTMLButtonElement>(element, '.book-button')!.disabled).toBe(true);
  });

  it('the pax selection error, the adult rule checked before sending (translated), then the conditions error', async () => {
    await signIn();
    const element = book(6905);
    await until(element, '.guest');
    await until(element, '.accept-conditions');
    $(element, '.book-button')!.click();
    await untilText(element, '.guests', 'Please choose at least one guest.');
    tick(guestBox(element, 'Tom'));
    tick($<HTMLInputElement>(element, '.accept-conditions input')!);
    await waitFor(() => $<HTMLInputElement>(element, '.accept-conditions input')!.checked);
    const requests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/excursions/book/')).length;
    const before = requests();
    $(element, '.book-button')!.click();
    // issue 30: the shore cart's rule, said in words before anything is sent; never the raw key
    await untilText(element, '.guests', 'Children and infants need an adult on the excursion. Please add an adult as well.');
    expect(element.shadowRoot!.textContent).not.toContain('excursion_error_no_adult_on_excursion');
    expect($(element, '.booking-failed')).toBe(null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests()).toBe(before);
    expect((await hubGet<{ currentAvailability: number }>('excursions/availability/6905')).currentAvailability).toBe(21);
    expect(guestBox(element, 'Tom').checked).toBe(true);
    // with an adult the conditions are checked
    tick(guestBox(element, 'John'));
    tick($<HTMLInputElement>(element, '.accept-conditions input')!);
    await waitFor(() => !$<HTMLInputElement>(element, '.accept-conditions input')!.checked);
    $(element, '.book-button')!.click();
    await untilText(element, '.conditions .field-error', 'Please accept the terms and conditions.');
    expect(text(element, '.guests')).not.toContain('need an adult');
  });

  it('books two guests once (a double click), shows the confirmation, and the appointments follow', async () => {
    await signIn();
    const element = book(6905);
    await until(element, '.guest');
    await until(element, '.accept-conditions');
    tick(guestBox(element, 'John'));
    tick(guestBox(element, 'Tom'));
    tick($<HTMLInputElement>(element, '.accept-conditions input')!);
    await waitFor(() => $<HTMLInputElement>(element, '.accept-conditions input')!.checked);
    expect(text(element, '.booking-total')).toBe('Total: £32.00');
    const button = $(element, '.book-button')!;
    const heightBefore = element.getBoundingClientRect().height;
    button.click();
    button.click();
    await until(element, '.booking-confirmed', 8000);
    // issue 30: the confirmation keeps the form's place: nothing below moves up under the finger
    expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(heightBefore - 1);
    expect(text(element, '.confirmed-reference')).toMatch(/^EXC-\d+$/);
    // issue 30: in words, not "Booked 2 on OB-905"
    const [d, m, y] = dmy(1).split('/').map(Number) as [number, number, number];
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d, 12)),
    );
    expect(text(element, '.booking-summary')).toMatch(new RegExp(`^Kids' pirate club, ${day}, 13:00( \\(ship time\\))?, for 2 guests\\.$`));
    expect(text(element, '.confirmed-date')).toBe(day);
    expect($(element, '.system-information')).toBe(null);
    expect(text(element, '[part="result"]')).not.toContain('OB-905');
    expect(text(element, '.confirmed-persons')).toBe('2 guests');
    expect(text(element, '.confirmed-total')).toBe('£32.00');
    expect(text(element, '.confirmed-time')).toMatch(/^13:00( \(ship time\))?$/);
    expect(text(element, '.confirmed-duration')).toBe('2 h 30 min');
    const appointments = await hubGet<Appointment[]>('pms/accounts/appointments');
    expect(appointments.filter((appointment) => appointment.excursionCode === 'OB-905').length).toBe(2);
    const availability = await hubGet<{ currentAvailability: number }>('excursions/availability/6905');
    expect(availability.currentAvailability).toBe(19);
    await expectNoAxeViolations(element);
  });

  it('a 403 mid-booking: the guest signs in again and finds the choice kept; nothing was booked', async () => {
    await signIn();
    const element = book(6905);
    await until(element, '.guest');
    await until(element, '.accept-conditions');
    tick(guestBox(element, 'John'));
    tick($<HTMLInputElement>(element, '.accept-conditions input')!);
    await waitFor(() => $<HTMLInputElement>(element, '.accept-conditions input')!.checked);
    await addFault({ pattern: 'POST /api/excursions/book/*', status: 403, times: 1 });
    $(element, '.book-button')!.click();
    await until(element, '[part="login"]');
    await signIn();
    expect((await hubGet<{ currentAvailability: number }>('excursions/availability/6905')).currentAvailability).toBe(21);
    await until(element, '.guest');
    await waitFor(() => guestBox(element, 'John').checked || null, 4000, 'John still chosen');
    expect($<HTMLInputElement>(element, '.accept-conditions input')!.checked).toBe(true);
    $(element, '.book-button')!.click();
    await until(element, '.booking-confirmed');
    expect(text(element, '.confirmed-persons')).toBe('1 guest');
  });

  it('no answer (the link drops): a translated message and a retry that sends the same booking once', async () => {
    await signIn();
    const element = book(6905);
    await until(element, '.guest');
    await until(element, '.accept-conditions');
    tick(guestBox(element, 'Anna'));
    tick($<HTMLInputElement>(element, '.accept-conditions input')!);
    await waitFor(() => $<HTMLInputElement>(element, '.accept-conditions input')!.checked);
    await addFault({ pattern: 'POST /api/excursions/book/*', dropStream: true, times: 1 });
    $(element, '.book-button')!.click();
    await untilText(element, '.booking-outcome', 'Your booking could not be sent.', 20000);
    expect(guestBox(element, 'Anna').checked).toBe(true);
    const retry = $$(element, '.booking-outcome button').find((button) => button.textContent === 'Try again')!;
    retry.click();
    await until(element, '.booking-confirmed', 8000);
    expect((await hubGet<{ currentAvailability: number }>('excursions/availability/6905')).currentAvailability).toBe(20);
  });

  it('a booking that partly fails (a guest booked meanwhile elsewhere) says exactly who is booked', async () => {
    await signIn();
    const element = book(6905);
    await until(element, '.guest');
    await until(element, '.accept-conditions');
    tick(guestBox(element, 'John'));
    tick(guestBox(element, 'Anna'));
    tick($<HTMLInputElement>(element, '.accept-conditions input')!);
    await waitFor(() => $<HTMLInputElement>(element, '.accept-conditions input')!.checked);
    // Anna books on another device in between
    await core.hub.post('excursions/book/6905', { excursionId: 6905, guests: [{ accountNumber: '100201', firstName: 'Anna', lastName: 'Smith' }] });
    $(element, '.book-button')!.click();
    await until(element, '.booking-failed');
    expect(text(element, '.book-error')).toBe('Sorry, this experience could not be booked.');
    expect(text(element, '.partly-booked')).toMatch(/^Booked: John Smith \(reference EXC-\d+\)\. The others are not booked\.$/);
    expect(text(element, '.system-information')).toContain('AlreadyBooked: Anna Smith');
    await waitFor(() => $$(element, '.guest').filter((row) => row.dataset.status === 'AlreadyBooked').length === 2 || null, 4000, 'both now booked');
  });
});
