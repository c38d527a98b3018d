/**
 * <lido-flight-board> in real Chromium against the real demo hub: the board of Palma at 12:00
 * local time (the hub's flight clock and the page's clock agree) — departures and arrivals as the
 * hub answers them, past flights dropped, times in the airport's local time, statuses in words;
 * the Departures / Arrivals switch; the search and its no-result text; signage with nothing to
 * press, paging itself; a kiosk's large type and arrow keys; de, fr and nl; the "as of" note; axe.
 */
import './flight-board.element';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cleanUp,
  clearFaults,
  core,
  hubUrl,
  key,
  place,
  resetHub,
  text,
  typeInto,
  until,
  untilText,
  useHubDeviceConfig,
} from '../../tests/helpers/widget-page';

interface HubFlight {
  id: string;
  flightNumber: string;
  airline: { name: string };
  airport: { code: string; city: string };
  scheduledTime: string;
  estimatedTime: string | null;
  terminal: string;
  gate: string | null;
  checkInDesks?: string | null;
  baggageBelt?: string | null;
  status: string;
}
interface HubBoard {
  airport: { code: string; name: string; utcOffsetMinutes: number };
  flights: HubFlight[];
}

const realNow = Date.now;
const board = (attributes = '') => place(`<lido-flight-board ${attributes}></lido-flight-board>`, 780);
const rows = (element: HTMLElement) => $$(element, 'tbody tr[part="flight"]');
const numbers = (element: HTMLElement) => rows(element).map((row) => row.querySelector('.flight-number')!.textContent);
const hubBoard = async (direction: 'departures' | 'arrivals', lang = 'en') =>
  (await (await fetch(`${hubUrl()}/api/airport/flights?direction=${direction}&lang=${lang}`)).json()) as HubBoard;
/** The wall clock of an ISO time with offset: the airport's local time. */
const local = (iso: string) => iso.slice(11, 16);
/** What the board keeps: a departed, landed or cancelled flight drops off 20 minutes after its time. */
const kept = (flights: HubFlight[]) =>
  flights.filter(
    (flight) =>
      !['departed', 'landed', 'cancelled'].includes(flight.status) || Date.parse(flight.estimatedTime ?? flight.scheduledTime) >= Date.now() - 20 * 60_000,
  );

const EN_STATUS: Record<string, (flight: HubFlight) => string> = {
  scheduled: () => 'Scheduled',
  checkInOpen: () => 'Check-in open',
  boarding: () => 'Boarding',
  gateClosed: () => 'Gate closed',
  departed: () => 'Departed',
  delayed: (flight) => `Delayed to ${local(flight.estimatedTime!)}`,
  cancelled: () => 'Cancelled',
  expected: (flight) => `Expected ${local(flight.estimatedTime!)}`,
  landed: () => 'Landed',
  baggage: (flight) => `Baggage on belt ${flight.baggageBelt}`,
};

/** The hub's flight board and the page's clock both at 12:00 today at the airport. */
async function airportClockAtNoon(): Promise<void> {
  const set = await fetch(`${hubUrl()}/__admin/flights-clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ time: '12:00' }),
  });
  assert(set.ok, `flights-clock answered ${set.status}`);
  const { airport } = await hubBoard('departures');
  const there = new Date(realNow() + airport.utcOffsetMinutes * 60_000);
  const target = Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate(), 12, 0) - airport.utcOffsetMinutes * 60_000;
  const start = realNow();
  Date.now = () => target + (realNow() - start);
}

before(resetHub);
beforeEach(airportClockAtNoon);
afterEach(async () => {
  Date.now = realNow;
  await fetch(`${hubUrl()}/__admin/flights-clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ time: null }) });
  await cleanUp();
});

describe('lido-flight-board', () => {
  it("departures as the hub answers them, in the airport's local time, past flights dropped, statuses in words", async function (this: MochaContext) {
    // the file's first case loads the element's chunk and axe; in CI two more browsers share the cores
    this.timeout(30_000);
    const element = board();
    await until(element, 'tbody tr', 10_000);
    const hub = await hubBoard('departures');
    const expected = kept(hub.flights);
    assert(expected.length < hub.flights.length, 'the hub sends flights gone more than 20 minutes (10:00 to 11:40), which the board drops');
    expect(numbers(element)).toEqual(expected.map((flight) => flight.flightNumber));
    expect(text(element, 'caption')).toBe('Departures, Palma de Mallorca (PMI)');
    expect(text(element, '[part="local-time"]')).toBe('Local time in Palma de Mallorca.');
    expect($$(element, 'thead th').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual(
      ['Time', 'Expected', 'To', 'Flight', 'Check-in', 'Terminal / gate', 'Status'].map((name) => [name, 'col']),
    );
    for (const [index, row] of rows(element).entries()) {
      const flight = expected[index]!;
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
      expect(cells[0], flight.flightNumber).toBe(local(flight.scheduledTime));
      expect(row.querySelector('.time time')!.getAttribute('datetime')).toBe(flight.scheduledTime);
      expect(cells[2]).toBe(`${flight.airport.city} ${flight.airport.code}`);
      expect(cells[3]).toBe(`${flight.flightNumber} ${flight.airline.name}`);
      expect(cells[4]).toBe(flight.checkInDesks ?? '');
      expect(cells[5]).toBe([flight.terminal, flight.gate].filter(Boolean).join(' / '));
      expect(row.querySelector('[part="status"]')!.textContent, flight.flightNumber).toBe(EN_STATUS[flight.status]!(flight));
      // a delay shows its new time in the Expected column too
      if (flight.status === 'delayed') expect(cells[1]).toBe(local(flight.estimatedTime!));
    }
    // at noon the demo day always has a delay and a cancellation ahead
    const statuses = rows(element).map((row) => row.querySelector('[part="status"]')!.textContent!);
    expect(statuses.some((status) => /^Delayed to \d\d:\d\d$/.test(status))).toBe(true);
    expect(statuses).toContain('Cancelled');
    await expectNoAxeViolations(element);
  });

  it('the switch shows the arrivals: origin, belt, and their statuses; aria-pressed follows', async () => {
    const element = board();
    await until(element, 'tbody tr', 10_000);
    const [departures, arrivals] = $$<HTMLButtonElement>(element, '[part="direction-switch"] button');
    expect([departures!.textContent, departures!.getAttribute('aria-pressed'), arrivals!.textContent, arrivals!.getAttribute('aria-pressed')]).toEqual([
      'Departures',
      'true',
      'Arrivals',
      'false',
    ]);
    arrivals!.click();
    await untilText(element, 'caption', 'Arrivals, Palma de Mallorca (PMI)');
    expect(arrivals!.getAttribute('aria-pressed')).toBe('true');
    expect(departures!.getAttribute('aria-pressed')).toBe('false');
    const expected = kept((await hubBoard('arrivals')).flights);
    expect(numbers(element)).toEqual(expected.map((flight) => flight.flightNumber));
    expect($$(element, 'thead th').map((th) => th.textContent)).toEqual(['Time', 'Expected', 'From', 'Flight', 'Terminal / belt', 'Status']);
    for (const [index, row] of rows(element).entries()) {
      const flight = expected[index]!;
      expect(row.querySelector('.where')!.textContent).toBe([flight.terminal, flight.baggageBelt].filter(Boolean).join(' / '));
      expect(row.querySelector('[part="status"]')!.textContent, flight.flightNumber).toBe(EN_STATUS[flight.status]!(flight));
    }
    // at noon: aircraft landed with their bags on a belt, and some still in the air
    expect(expected.some((flight) => flight.status === 'baggage' || flight.status === 'landed')).toBe(true);
    expect(expected.some((flight) => flight.status === 'expected' || flight.status === 'scheduled')).toBe(true);
    await expectNoAxeViolations(element);
  });

  it('direction="arrivals" opens on the arrivals', async () => {
    const element = board('direction="arrivals"');
    await untilText(element, 'caption', 'Arrivals, Palma de Mallorca (PMI)', 10_000);
    expect($$(element, '[part="direction-switch"] button')[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('the search finds by airline, flight number and city; nothing found is said', async () => {
    const element = board();
    await until(element, 'tbody tr', 10_000);
    const expected = kept((await hubBoard('departures')).flights);
    const input = $<HTMLInputElement>(element, '[part="search"] input')!;
    expect(input.type).toBe('search');
    expect(element.shadowRoot!.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Search by flight, city or airline');
    typeInto(input, 'lufthansa');
    const lufthansa = expected.filter((flight) => flight.airline.name === 'Lufthansa').map((flight) => flight.flightNumber);
    assert(lufthansa.length > 1, 'Lufthansa flies more than once between 10:00 and 22:00');
    await waitFor(
      () => numbers(element).join() === lufthansa.join() || null,
      4000,
      () => `Lufthansa only: ${numbers(element).join()}`,
    );
    typeInto(input, 'lh1163');
    await waitFor(
      () => numbers(element).join() === 'LH 1163' || null,
      4000,
      () => `LH 1163: ${numbers(element).join()}`,
    );
    typeInto(input, 'amsterdam');
    await waitFor(
      () => (numbers(element).length > 0 && rows(element).every((row) => row.querySelector('.city')!.textContent === 'Amsterdam')) || null,
      4000,
      'Amsterdam only',
    );
    typeInto(input, 'Timbuktu');
    const none = await until(element, '[part="no-match"]');
    expect(none.textContent).toBe('No flight matches “Timbuktu”.');
    expect(none.getAttribute('role')).toBe('status');
    expect(rows(element).length).toBe(0);
    await expectNoAxeViolations(element);
    typeInto(input, '');
    await waitFor(() => numbers(element).length === expected.length || null, 4000, 'every flight again');
  });

  it('signage (no input): no switch, no search, nothing to press; the board pages itself, only in its direction', async function (this: MochaContext) {
    this.timeout(60_000);
    await useHubDeviceConfig('DigitalSignage');
    try {
      const element = board('direction="departures" page-seconds="4"');
      const indicator = await until(element, '[part="page-indicator"]', 10_000);
      expect($(element, '[part="direction-switch"]')).toBe(null);
      expect($(element, '[part="search"]')).toBe(null);
      expect($$(element, 'a, button, input, [tabindex]:not([tabindex="-1"])').length).toBe(0);
      const total = kept((await hubBoard('departures')).flights).length;
      const pages = Number(indicator.dataset.pages);
      expect(pages).toBeGreaterThan(1);
      const first = numbers(element);
      expect(first.length).toBeLessThan(total);
      expect(text(element, 'tbody').length).toBeGreaterThan(0);
      expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
      // the next page after page-seconds, with other flights
      await waitFor(() => $(element, '[part="page-indicator"]')?.dataset.page === '2' || null, 7000, 'page 2');
      expect(numbers(element)[0]).not.toBe(first[0]);
      expect(numbers(element).some((number) => first.includes(number))).toBe(false);
      await expectNoAxeViolations(element);
      // every page within the screen (a page's rows measured together with all the others once
      // stuck the board on page 2: alone they laid out taller, overflowed, and were measured again
      // and again), then the first again: still departures
      for (let page = 3; page <= pages; page++) {
        await waitFor(() => $(element, '[part="page-indicator"]')?.dataset.page === String(page) || null, 6000, `page ${page} of ${pages}`);
        expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
        expect(rows(element).length).toBeGreaterThan(0);
      }
      await waitFor(() => $(element, '[part="page-indicator"]')?.dataset.page === '1' || null, 6000, 'the first page again');
      expect(text(element, 'caption').startsWith('Departures')).toBe(true);
    } finally {
      await useHubDeviceConfig('Browser');
    }
  });

  it('signage without a direction: departures, then arrivals after the last page, then departures again', async function (this: MochaContext) {
    // two rounds of 4 s pages
    this.timeout(90_000);
    await useHubDeviceConfig('DigitalSignage');
    try {
      const element = board('page-seconds="4"');
      const caption = () => text(element, 'caption');
      await waitFor(() => caption().startsWith('Departures') || null, 10_000, 'departures first');
      const pages = Number((await until(element, '[part="page-indicator"]', 10_000)).dataset.pages);
      expect(pages).toBeGreaterThan(1);
      // each page of departures, then the arrivals from their first page
      await waitFor(() => caption().startsWith('Arrivals') || null, pages * 4000 + 4000, 'arrivals after the last page of departures');
      expect($(element, '[part="page-indicator"]')?.dataset.page ?? '1').toBe('1');
      const arrivals = kept((await hubBoard('arrivals')).flights).map((flight) => flight.flightNumber);
      expect(numbers(element).length).toBeGreaterThan(0);
      expect(numbers(element).every((number) => arrivals.includes(number))).toBe(true);
      expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
      const arrivalPages = Number($(element, '[part="page-indicator"]')?.dataset.pages ?? '1');
      await waitFor(() => caption().startsWith('Departures') || null, arrivalPages * 4000 + 4000, 'departures again');
      await expectNoAxeViolations(element);
    } finally {
      await useHubDeviceConfig('Browser');
    }
  });

  it('a kiosk: large type, and the arrows move between the controls', async () => {
    const plain = board();
    await until(plain, 'tbody tr', 10_000);
    const plainSize = parseFloat(getComputedStyle($(plain, 'tbody td')!).fontSize);
    await cleanUp();
    await airportClockAtNoon();
    await useHubDeviceConfig('Kiosk');
    try {
      const element = board();
      await until(element, 'tbody tr', 10_000);
      expect($(element, '.flight-board')!.classList.contains('large')).toBe(true);
      expect(parseFloat(getComputedStyle($(element, 'tbody td')!).fontSize)).toBeGreaterThan(plainSize);
      const [departures, arrivals] = $$<HTMLButtonElement>(element, '[part="direction-switch"] button');
      departures!.focus();
      key(departures!, 'ArrowRight');
      expect(element.shadowRoot!.activeElement).toBe(arrivals);
      // down: the search or the table's scroll region below; up from the search: the switch again
      key(arrivals!, 'ArrowDown');
      expect([$(element, '[part="search"] input'), $(element, '.table-scroll')]).toContain(element.shadowRoot!.activeElement);
      const search = $<HTMLInputElement>(element, '[part="search"] input')!;
      search.focus();
      key(search, 'ArrowUp');
      expect([departures, arrivals]).toContain(element.shadowRoot!.activeElement);
      // Enter on the focused switch shows the arrivals, as OK on a remote does
      arrivals!.click();
      await untilText(element, 'caption', 'Arrivals, Palma de Mallorca (PMI)');
    } finally {
      await useHubDeviceConfig('Browser');
    }
  });

  it('speaks de, fr and nl: headings, columns, statuses and the hub’s cities', async () => {
    const element = board();
    await until(element, 'tbody tr', 10_000);
    const checks = [
      ['de', 'Flüge', 'Abflüge, Palma de Mallorca (PMI)', 'Nach', 'Annulliert'],
      ['fr', 'Vols', 'Départs, Palma de Majorque (PMI)', 'Vers', 'Annulé'],
      ['nl', 'Vluchten', 'Vertrek, Palma de Mallorca (PMI)', 'Naar', 'Geannuleerd'],
    ] as const;
    for (const [lang, title, caption, to, cancelled] of checks) {
      await core.i18n.changeLanguage(lang);
      await untilText(element, '[part="heading"]', title);
      await untilText(element, 'caption', caption, 8000);
      expect($$(element, 'thead th')[2]!.textContent).toBe(to);
      const hub = kept((await hubBoard('departures', lang)).flights);
      await waitFor(
        () =>
          rows(element)
            .map((row) => row.querySelector('.city')!.textContent)
            .join() === hub.map((flight) => flight.airport.city).join() || null,
        8000,
        `${lang} cities`,
      );
      expect(rows(element).some((row) => row.querySelector('[part="status"]')!.textContent === cancelled)).toBe(true);
    }
    expect($$(element, '[part="direction-switch"] button').map((button) => button.textContent)).toEqual(['Vertrek', 'Aankomst']);
  });

  it('offline: the last good board with its "as of" note', async () => {
    const element = board();
    await until(element, 'tbody tr', 10_000);
    const shown = numbers(element);
    await addFault({ pattern: 'GET /api/*', unreachable: true });
    await core.queryClient.refetchQueries({ type: 'active' }).catch(() => {});
    await until(element, '[part="stale-note"]', 15_000);
    expect(text(element, '[part="stale-note"]')).toMatch(/^As of \d{1,2}:\d{2}/);
    expect(numbers(element)).toEqual(shown);
    await clearFaults();
  });
});
