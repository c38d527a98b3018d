/**
 * <lido-itinerary> in real Chromium against the real demo hub (002 §2, §3, §7, §8; 000 §7): the
 * signed-in guest's holiday, the port schedules in ship time (the all-aboard countdown with a
 * controlled clock, the nights the clocks change), a visitor, one port schedule, port weather
 * (metric, imperial, at sea, not available), where-and-when, the schedule export (tiles, a day,
 * hidden thumbnails), the schedules' failure text, languages and axe.
 */
import './itinerary.element';
import type { PortSchedule } from '../../core/hub/itinerary';
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
  hubUrl,
  place,
  restoreClock,
  signIn,
  signOut,
  text,
  until,
  untilText,
  useHubUiSettings,
  useHubVariant,
} from '../../tests/helpers/widget-page';

const dashed = (offset: number) => dmy(offset).replaceAll('/', '-');
const itinerary = (attributes = '') => place(`<lido-itinerary ${attributes}></lido-itinerary>`, 1100);
const schedules = async () => (await (await fetch(`${hubUrl()}/api/itinerary/schedules`)).json()) as PortSchedule[];

// Midday: the days shown are "today on board or later" in ship time, and between 23:00 and 24:00
// UTC the ship (UTC+1) is already in the voyage's second day.
beforeEach(() => clockAt(12, 0));

afterEach(async () => {
  restoreClock();
  signOut();
  await cleanUp();
});

describe('lido-itinerary: overview', () => {
  it('a signed-in guest: flights out and in, the cruise and its days, hotels, guests, then the port schedules', async () => {
    await signIn();
    const element = itinerary();
    await until(element, '[part="holiday"]');
    expect(text(element, '[part="heading"]')).toBe('Itinerary');
    const holiday = text(element, '[part="holiday"]');
    for (const expected of [
      'Outbound flights',
      'Flight LD2041',
      'London Gatwick (LGW)',
      'Barcelona El Prat (BCN)',
      'Return flights',
      'Flight LD2042',
      'Cruise: Western Mediterranean Highlights',
      'Lido Aurora',
      'Hotel Arts Barcelona',
      'Port Olímpic',
      'Catalonia',
      'Hotel Miramar Barcelona',
      'Mr John Smith',
      'Master Tom Smith',
    ]) {
      assert(holiday.includes(expected), `holiday shows "${expected}"`);
    }
    const rows = $$(element, '.cruise-days tbody tr').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toHaveLength(15);
    expect(rows[1]).toEqual(['2', dmy(1), 'At sea', '']);
    expect(rows[8]).toEqual(['9', dmy(8), 'Port', 'Katakolon, Greece']);
    await until(element, '[part="schedules"] li');
    expect($$(element, '[part="schedules"] > li')).toHaveLength(15);
    await expectNoAxeViolations(element);
  });

  it('a resort guest: the stay at the hotel with its nights and the flights; no cruise, no ship, no port schedules', async () => {
    await useHubVariant('Resort');
    try {
      await signIn();
      const element = itinerary();
      await until(element, '[part="holiday"]');
      const holiday = text(element, '[part="holiday"]');
      for (const expected of ['Outbound flights', 'Flight LD2041', 'Your stay', 'Hotel Arts Barcelona', '7 nights', 'Return flights', 'Mr John Smith']) {
        assert(holiday.includes(expected), `the stay shows "${expected}"`);
      }
      expect($(element, '.cruise')).toBe(null);
      assert(!/Cruise|Lido Aurora|Port schedules|All aboard|At sea/.test(text(element, 'section')), 'no cruise, ship or port words');
      expect($(element, '.schedules')).toBe(null);
      await expectNoAxeViolations(element);
    } finally {
      await useHubVariant('Cruise');
    }
  });

  it('port schedules in ship time: arrival, departure, all aboard; the nights the clocks go forward and back', async () => {
    const element = itinerary();
    await until(element, '[part="schedules"] li');
    const items = $$(element, '[part="schedules"] > li');
    expect(items[2]!.querySelector('.schedule-title')!.textContent).toBe(`${dmy(2)} · Palma de Mallorca`);
    expect(items[2]!.querySelector('.schedule-times')!.textContent).toBe('Arrival 08:00 · Departure 18:00 · All aboard 17:30');
    expect(items[1]!.querySelector('.schedule-title')!.textContent).toBe(`${dmy(1)} · At sea`);
    expect(items[7]!.querySelector('[part="clock-change"]')!.textContent).toBe('Clocks go forward 1 h tonight');
    expect(items[8]!.querySelector('[part="clock-change"]')!.textContent).toBe('Clocks go back 1 h tonight');
    expect(items[2]!.querySelector('[part="clock-change"]')).toBe(null);
    // each port day leads to its cruise excursions (issue 34); a sea day has none
    const excursions = items[2]!.querySelector<HTMLAnchorElement>('[part="port-excursions"]')!;
    expect(excursions.getAttribute('href')).toBe('/excursion/3');
    expect(excursions.getAttribute('aria-label')).toBe('Cruise excursions in Palma de Mallorca');
    expect(items[1]!.querySelector('[part="port-excursions"]'), 'none at sea').toBe(null);
    // a visitor is offered the sign-in for the holiday part
    expect($<HTMLAnchorElement>(element, '[part="login"]')!.getAttribute('href')).toBe('/login?forward_to=%2Fmy_holiday');
  });

  it("the theme's button shape: ocean's buttons are pills, others keep the corners of everything else", async () => {
    const radius = async (element: Element) => getComputedStyle(await until(element, '.button[part="login"]')).borderTopLeftRadius;
    expect(await radius(itinerary('theme="ocean"'))).toBe('999px');
    // whatever the page's theme (the demo hub's is ocean): sunset's own corners, not pills
    expect(await radius(itinerary('theme="sunset"')), "sunset's --lido-radius (0.25rem)").toBe('4px');
  });

  it('on a port day: the time left until all aboard, on the ship clock (controlled clock)', async () => {
    const days = await schedules();
    const today = days[0]!;
    const [d, m, y] = today.date.split('/').map(Number) as [number, number, number];
    const realNow = Date.now;
    // 15:00 ship time on embarkation day; all aboard is 17:00
    const shipThree = Date.UTC(y, m - 1, d, 15, 0) - (today.utcOffsetMinutes ?? 0) * 60_000;
    try {
      Date.now = () => shipThree;
      const element = itinerary();
      const countdown = await until(element, '[part="all-aboard"]');
      expect(countdown.textContent).toBe('All aboard at 17:00 (ship time): 2 h 00 min left');
      await cleanUp();
      Date.now = () => shipThree + 2 * 3_600_000 + 60_000; // 17:01: passed
      const later = itinerary();
      await until(later, '[part="schedules"] li');
      expect($(later, '[part="all-aboard"]')).toBe(null);
    } finally {
      Date.now = realNow;
    }
  });

  it('the port schedules fail: "There has been an error:" with the error, and a retry', async () => {
    await addFault({ pattern: 'GET /api/itinerary/schedules', status: 503 });
    const element = itinerary();
    const alert = await untilText(element, '[role="alert"]', 'There has been an error:');
    // the sentence once, then the hub's own message
    expect(alert.textContent!.split('There has been an error:').length).toBe(2);
    expect(alert.textContent).toContain('503');
    expect($$(element, '[role="alert"] button').map((b) => b.textContent)).toEqual(['Try again']);
  });
});

describe('lido-itinerary: one port schedule', () => {
  it('a schedule link opens the port in place: times, pier, agent, gangway, currency, language, picture, links', async () => {
    const element = itinerary();
    await until(element, '[part="schedules"] li');
    $$<HTMLAnchorElement>(element, '.schedule-title a')[3]!.click();
    await untilText(element, '[part="heading"]', 'Ajaccio, Corsica');
    const facts = Object.fromEntries(
      $$(element, '.port-facts > div').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );
    expect(facts).toEqual({
      Port: 'Ajaccio, France',
      Arrival: '09:00',
      Departure: '17:00',
      'All-aboard time': '16:30',
      'Name of pier': 'Quai des Capucins',
      "Ship's local agent": 'Corsica Ship Services',
      Gangway: 'Deck 4, aft',
      Currency: 'EUR',
      Language: 'French, Corsican',
    });
    expect(new URL($<HTMLImageElement>(element, '.port-image')!.src).searchParams.get('reference')).toBe('beach');
    const links = $$<HTMLAnchorElement>(element, '.port-links a').map((a) => a.getAttribute('href'));
    // the port day leads to its cruise excursions (issue 34), then weather and programme
    expect(links).toEqual(['/excursion/4', `/weather?date=${dashed(3)}`, `/dailyprogram/${dashed(3)}`]);
    expect(text(element, '[part="port-excursions"]')).toBe('Cruise excursions in Ajaccio, Corsica');
    await expectNoAxeViolations(element);
  });

  it('a sea day says so (and offers no excursions); the day before Katakolon tells of the clock change', async () => {
    const element = itinerary('view="port" schedule-id="8"');
    await untilText(element, '[part="heading"]', `At sea, ${dmy(7)}`);
    expect($(element, '[part="port-excursions"]'), 'no excursions at sea').toBe(null);
    expect(text(element, '.port-facts')).toBe('At seaYes');
    await untilText(element, '[part="clock-change"]', 'Clocks go forward 1 h tonight');
  });
});

describe('lido-itinerary: port weather', () => {
  it('metric port weather, imperial for Ajaccio, the at-sea message, the day choice', async () => {
    const element = itinerary(`view="weather" date="${dashed(2)}"`);
    await untilText(element, '[part="weather"]', 'Palma');
    const facts = () =>
      Object.fromEntries(
        $$(element, '[part="weather"] .facts > div').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
      );
    expect(facts().Temperature).toMatch(/^-?\d+ °C$/);
    expect(facts()['Feels like']).toMatch(/^-?\d+ °C$/);
    expect(facts().Humidity).toBe('55 %');
    expect(facts().Wind).toBe('10 km/h S');
    expect(text(element, '.synopsis')).toContain('Clear sky');
    const select = await until<HTMLSelectElement>(element, 'select');
    select.value = dashed(3);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await untilText(element, '[part="weather"]', 'Ajaccio');
    expect(facts().Temperature).toMatch(/^\d+ °F$/);
    expect(facts().Wind).toBe('9 mph NW');
    select.value = dashed(1);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // issue 30: tomorrow at sea is not "today"
    const [d, m, y] = dmy(1).split('/').map(Number) as [number, number, number];
    const tomorrow = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d, 12)),
    );
    await untilText(element, '.at-sea-today', `At sea on ${tomorrow}.`);
    expect(text(element, '.at-sea-today')).not.toContain('today');
    await expectNoAxeViolations(element);
  });

  it("the weather picture is the kit's SVG beside the synopsis, not an emoji (issue 30: a missing-glyph box on signage players)", async () => {
    const element = itinerary(`view="weather" date="${dashed(2)}"`);
    await untilText(element, '.synopsis', 'Clear sky');
    const icon = $(element, '.synopsis svg.weather-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('data-icon')).toBe('01');
    expect(icon!.getBoundingClientRect().width).toBeGreaterThan(0);
    expect(text(element, '.synopsis')).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('a date without weather: not available', async () => {
    const element = itinerary(`view="weather" date="${dashed(40)}"`);
    await untilText(element, '.notice', 'Weather is not available for this day.');
  });
});

describe('lido-itinerary: where and when, schedule export', () => {
  it('where and when: a table of articles linking to their content pages', async () => {
    const element = itinerary('view="wherewhen"');
    await until(element, '.where-when-table tbody tr');
    expect(text(element, '[part="heading"]')).toBe('Where and when');
    const row = $$(element, '.where-when-table tbody tr').find((r) => r.textContent!.includes('Medical centre'))!;
    expect(row.querySelector('a')!.getAttribute('href')).toBe('/content/detail/1011');
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Deck 3, forward', '08:00–10:00 and 17:00–19:00; emergencies 24 hours']);
    await expectNoAxeViolations(element);
  });

  it('schedule tiles lead to a day of the export; thumbnails hidden by hideSparkThumbnails', async () => {
    const element = itinerary('view="spark"');
    await until(element, '[part="tile"]');
    expect($$(element, '[part="tile"]')).toHaveLength(15);
    expect($$<HTMLAnchorElement>(element, '[part="tile"]')[2]!.getAttribute('href')).toBe(`/itinerary/spark/${dashed(2)}`);
    $$<HTMLAnchorElement>(element, '[part="tile"]')[2]!.click();
    await untilText(element, '[part="heading"]', `Schedule of ${dmy(2)}`);
    await until(element, '[part="scheduled-event"]');
    const yoga = $$(element, '[part="scheduled-event"]').find((e) => e.textContent!.includes('Sunrise Yoga'))!;
    expect(yoga.querySelector('.spark-time')!.textContent).toBe('07:00 – 08:00');
    expect(yoga.querySelector('.spark-location')!.textContent).toBe('Sun Deck, Deck 12 forward');
    expect(new URL(yoga.querySelector('img')!.src).searchParams.get('width')).toBe('200');
    await expectNoAxeViolations(element);
    try {
      await useHubUiSettings({ hideSparkThumbnails: true });
      await waitFor(() => $$(element, '.spark-thumbnail').length === 0, 2000, 'thumbnails hidden');
      expect($$(element, '[part="scheduled-event"]').length).toBeGreaterThan(5);
    } finally {
      await useHubUiSettings(null);
    }
  });
});

describe('lido-itinerary: languages', () => {
  it('speaks German, French and Dutch', async () => {
    const element = itinerary();
    await until(element, '[part="schedules"] li');
    for (const [language, title, sea] of [
      ['de', 'Reiseroute', 'Auf See'],
      ['fr', 'Itinéraire', 'En mer'],
      ['nl', 'Reisroute', 'Op zee'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="heading"]', title);
      await untilText(element, '.schedule-title', sea);
    }
  });
});
