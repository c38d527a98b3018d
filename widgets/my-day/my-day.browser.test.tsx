/**
 * <lido-my-day> in real Chromium against the real demo hub (issue 34): the lead guest's day under
 * a controlled ship clock — order, now / next, a starred event and its clash, the muster still to
 * do and the urgent message; tomorrow one button away; entries open their feature through
 * lido-navigate; the .ics read back; a visitor's day; a failing source leaves the rest with a
 * short note; the last good day with its "as of"; four languages; axe.
 */
import './my-day.element';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { scheduledStarId, starsOwner, toggleStar } from '../../core/session/stars';
import {
  $,
  $$,
  addFault,
  cleanUp,
  clearFaults,
  core,
  dmy,
  hubGet,
  hubUrl,
  place,
  resetHub,
  signIn,
  signOut,
  text,
  until,
  untilText,
  useHubDeviceConfig,
} from '../../tests/helpers/widget-page';

interface Schedule {
  date: string;
  utcOffsetMinutes?: number;
  allOnBoard?: string;
}
interface Lineup {
  date: string;
  events: { id: number; name: string; start: string; end: string }[];
}

const myDay = (attributes = '') => place(`<lido-my-day ${attributes}></lido-my-day>`, 700);
const realNow = Date.now;
const titles = (element: HTMLElement) => $$(element, '[part="entry"] .entry-title').map((node) => node.textContent);
const entry = (element: HTMLElement, title: string) => $$(element, '[part="entry"]').find((node) => node.querySelector('.entry-title')?.textContent === title);

/** The voyage's port schedules, as a visitor reads them. */
const schedules = async () => (await (await fetch(`${hubUrl()}/api/itinerary/schedules`)).json()) as Schedule[];

/** Runs the page clock from today's ship time hh:mm (the demo voyage's offset of today). */
async function shipClockAt(hours: number, minutes: number): Promise<void> {
  const today = (await schedules()).find((day) => day.date === dmy(0));
  assert(today && typeof today.utcOffsetMinutes === 'number', 'the demo itinerary gives today with its offset');
  const [d, m, y] = dmy(0).split('/').map(Number) as [number, number, number];
  const target = Date.UTC(y, m - 1, d, hours, minutes) - today.utcOffsetMinutes * 60_000;
  const start = realNow();
  Date.now = () => target + (realNow() - start);
}

/** Stars (as the programme's star does) the first of today's events that overlaps the Smiths' dinner (19:30–21:30). */
async function starEventDuringDinner(): Promise<string> {
  const [day] = await hubGet<Lineup[]>(`lineup?startDate=${encodeURIComponent(dmy(0))}&days=1`);
  const event = day?.events.find((e) => e.start.slice(11, 16) < '21:30' && e.end.slice(11, 16) > '19:30');
  assert(event, "the demo programme has an event during the Smiths' dinner");
  toggleStar(starsOwner(core.stores.authentication.getState())!, String(event.id));
  return event.name;
}

before(resetHub);
afterEach(async () => {
  Date.now = realNow;
  localStorage.clear();
  signOut();
  await cleanUp();
});

describe('lido-my-day', () => {
  it("the lead guest's today: notices first, then by ship time; now and next; a starred event and its clash", async () => {
    await signIn();
    await shipClockAt(16, 10);
    const starred = await starEventDuringDinner();
    const element = myDay();
    await untilText(element, '[part="timeline"]', 'The Grill (2 guests)', 10_000);
    await waitFor(() => titles(element).includes(starred) || null, 8000, 'the starred event');
    await untilText(element, '[part="timeline"]', 'Safety drill today at 16:00');
    await untilText(element, '[part="timeline"]', 'Safety drill: still to complete');
    expect(text(element, '[part="heading"]')).toBe('My day');
    const shown = titles(element);
    // the urgent unread message, the muster still to do, then the day in ship time
    expect(shown.slice(0, 2)).toEqual(['Safety drill today at 16:00', 'Safety drill: still to complete']);
    const order = ['Safety drill briefing, Muster Station B', 'All aboard', 'Departure from Barcelona', 'The Grill (2 guests)'];
    expect(order.map((title) => shown.indexOf(title))).toEqual([...order.map((title) => shown.indexOf(title))].sort((a, b) => a - b));
    expect(shown.indexOf('Safety drill briefing, Muster Station B')).toBeGreaterThan(1);
    // times are the ship's
    expect(entry(element, 'The Grill (2 guests)')!.querySelector('.entry-time')!.textContent).toBe('19:30–21:30');
    expect(entry(element, 'All aboard')!.querySelector('.entry-time')!.textContent).toBe('17:00');
    // now (16:10): the drill briefing 16:00–16:30; next: all aboard
    const now = entry(element, 'Safety drill briefing, Muster Station B')!;
    expect(now.getAttribute('aria-current')).toBe('time');
    expect(now.querySelector('.entry-mark')!.textContent).toBe('Happening now');
    expect(entry(element, 'All aboard')!.querySelector('.entry-mark')!.textContent).toBe('Up next');
    expect($$(element, '.entry-mark').length).toBe(2);
    // the clash said plainly
    expect(entry(element, starred)!.textContent).toContain('Overlaps The Grill (2 guests)');
    expect(entry(element, 'The Grill (2 guests)')!.textContent).toContain(`Overlaps ${starred}`);
    expect(entry(element, 'The Grill (2 guests)')!.textContent).toContain('Booking · Booked');
    await expectNoAxeViolations(element);
  });

  it('an event starred on the scheduled programme joins the day and opens the scheduled programme', async () => {
    await signIn();
    await shipClockAt(10, 0);
    const [schedule] = await hubGet<{ events: { id: number; title: string; startTime: string }[] }[]>(
      `cms/dailyScheduleByDate?date=${encodeURIComponent(dmy(0))}`,
    );
    const event = schedule!.events.find((candidate) => candidate.startTime > '12:00')!;
    toggleStar(starsOwner(core.stores.authentication.getState())!, scheduledStarId(event.id));
    const element = myDay();
    await waitFor(() => titles(element).includes(event.title) || null, 8000, 'the starred scheduled event');
    expect(entry(element, event.title)!.querySelector('.entry-time')!.textContent!.startsWith(event.startTime)).toBe(true);
    expect(entry(element, event.title)!.querySelector('a')!.getAttribute('href')).toBe('/scheduledprogram');
  });

  it('tomorrow is one button away: at sea, the galley tour and the spa slot with their statuses', async () => {
    await signIn();
    await shipClockAt(9, 0);
    const element = myDay();
    await until(element, '[part="timeline"]', 10_000);
    const [today, tomorrow] = $$<HTMLButtonElement>(element, '[part="day-switch"] button');
    expect([today!.textContent, today!.getAttribute('aria-pressed'), tomorrow!.textContent, tomorrow!.getAttribute('aria-pressed')]).toEqual([
      'Today',
      'true',
      'Tomorrow',
      'false',
    ]);
    tomorrow!.click();
    await untilText(element, '[part="timeline"]', 'Behind the scenes: galley tour');
    expect(tomorrow!.getAttribute('aria-pressed')).toBe('true');
    expect(titles(element).slice(0, 3)).toEqual(['At sea', 'Behind the scenes: galley tour', 'Hot stone massage, Serenity Spa']);
    expect(entry(element, 'Hot stone massage, Serenity Spa')!.textContent).toContain('14:00–14:50');
    expect(entry(element, 'Hot stone massage, Serenity Spa')!.textContent).toContain('Booked'); // R reads as confirmed
    // tomorrow has no now / next, and no muster or message notices
    expect($$(element, '.entry-mark').length).toBe(0);
    expect(titles(element)).not.toContain('Safety drill: still to complete');
  });

  it('each entry opens its feature through lido-navigate', async () => {
    await signIn();
    await shipClockAt(9, 0);
    const element = myDay();
    await untilText(element, '[part="timeline"]', 'The Grill (2 guests)', 10_000);
    await untilText(element, '[part="timeline"]', 'Safety drill today at 16:00');
    await untilText(element, '[part="timeline"]', 'Safety drill: still to complete');
    const paths: string[] = [];
    const listen = (event: Event) => {
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    };
    document.addEventListener('lido-navigate', listen);
    try {
      for (const title of ['The Grill (2 guests)', 'Safety drill: still to complete', 'Safety drill today at 16:00', 'All aboard'])
        entry(element, title)!.querySelector<HTMLAnchorElement>('a')!.click();
    } finally {
      document.removeEventListener('lido-navigate', listen);
    }
    expect(paths.slice(0, 3)).toEqual(['/my_bookings', '/muster/home', '/cabinmessages']);
    expect(paths[3]).toMatch(/^\/itinerary\/detail\/\w+$/);
  });

  it('Add to calendar: an .ics of the day in UTC from the ship offset, read back', async () => {
    await signIn();
    await shipClockAt(9, 0);
    const element = myDay();
    const button = await until<HTMLButtonElement>(element, '[part="calendar"]', 10_000);
    await untilText(element, '[part="timeline"]', 'The Grill (2 guests)');
    const blobs: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return create.call(URL, blob);
    };
    try {
      button.click();
    } finally {
      URL.createObjectURL = create;
    }
    expect(blobs.length).toBe(1);
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await blobs[0]!.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = ics
      .split('BEGIN:VEVENT\r\n')
      .slice(1)
      .map((block) =>
        Object.fromEntries(
          block
            .split('\r\n')
            .filter(Boolean)
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
        ),
      );
    const grill = events.find((event) => event.SUMMARY === 'The Grill (2 guests)');
    assert(grill, 'the dinner is in the calendar');
    const today = (await schedules()).find((day) => day.date === dmy(0))!;
    const [d, m, y] = dmy(0).split('/').map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(y, m - 1, d, 19, 30) - today.utcOffsetMinutes! * 60_000).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(grill.DTSTART).toBe(utc);
    // the notices without a time are no calendar events
    expect(events.some((event) => event.SUMMARY === 'Safety drill: still to complete')).toBe(false);
  });

  it("a visitor: today's port call and the programme's highlights, no switch and no calendar", async () => {
    await shipClockAt(9, 0);
    const element = myDay();
    await untilText(element, '[part="timeline"]', 'All aboard', 10_000);
    expect(text(element, '[part="heading"]')).toBe('Today on board');
    expect(titles(element)).toContain('Departure from Barcelona');
    expect($(element, '[part="day-switch"]')).toBe(null);
    expect($(element, '[part="calendar"]')).toBe(null);
    expect(titles(element)).not.toContain('The Grill (2 guests)');
    // the programme's highlights are not the guest's stars
    expect(element.shadowRoot!.textContent).not.toContain('Starred event');
    expect($$(element, '[data-kind="highlight"] .entry-details').every((details) => details.textContent!.startsWith('Programme'))).toBe(true);
    await expectNoAxeViolations(element);
  });

  it('a failing source leaves the rest standing, with a short translated note and no exception text', async () => {
    await addFault({ pattern: 'GET /api/pms/accounts/appointments', status: 500, errorBody: 'stacktrace' });
    await signIn();
    await shipClockAt(9, 0);
    const element = myDay();
    const notes = await until(element, '[part="source-notes"]', 15_000);
    expect(text(element, '.source-note')).toBe('Your bookings could not be loaded just now.');
    await untilText(element, '[part="timeline"]', 'All aboard');
    expect(titles(element)).not.toContain('The Grill (2 guests)');
    expect(element.shadowRoot!.textContent).not.toMatch(/Exception|stack|500|at com\./i);
    // the hub answers again: Try again brings the bookings in, and the note goes
    await clearFaults();
    const retry = notes.querySelector('button')!;
    expect(retry.textContent).toBe('Try again');
    retry.click();
    await untilText(element, '[part="timeline"]', 'The Grill (2 guests)', 10_000);
    await waitFor(() => !$(element, '[part="source-notes"]'), 5000, 'the note goes');
  });

  it('offline: the last good day with its "as of" note', async () => {
    await signIn();
    await shipClockAt(9, 0);
    const element = myDay();
    await untilText(element, '[part="timeline"]', 'The Grill (2 guests)', 10_000);
    await addFault({ pattern: 'GET /api/*', unreachable: true });
    await core.queryClient.refetchQueries({ type: 'active' }).catch(() => {});
    await until(element, '[part="stale-note"]', 15_000);
    expect(text(element, '[part="stale-note"]')).toMatch(/^As of \d{1,2}:\d{2}/);
    expect(titles(element)).toContain('The Grill (2 guests)');
    await clearFaults();
  });

  it('speaks de, fr and nl', async () => {
    await signIn();
    await shipClockAt(9, 0);
    const element = myDay();
    await untilText(element, '[part="timeline"]', 'The Grill (2 guests)', 10_000);
    for (const [lang, title, tomorrow] of [
      ['de', 'Mein Tag', 'Morgen'],
      ['fr', 'Ma journée', 'Demain'],
      ['nl', 'Mijn dag', 'Morgen'],
    ] as const) {
      await core.i18n.changeLanguage(lang);
      await untilText(element, '[part="heading"]', title);
      expect($$(element, '[part="day-switch"] button')[1]!.textContent).toBe(tomorrow);
    }
  });

  it('signage (no input): the day to read, with nothing to press', async () => {
    await useHubDeviceConfig('DigitalSignage');
    try {
      await shipClockAt(9, 0);
      const element = myDay();
      await untilText(element, '[part="timeline"]', 'All aboard', 10_000);
      expect($$(element, 'a, button, input, [tabindex]:not([tabindex="-1"])').length).toBe(0);
      expect($$(element, '.entry-link.still').length).toBeGreaterThan(0);
    } finally {
      await useHubDeviceConfig('Browser');
    }
  });
});
