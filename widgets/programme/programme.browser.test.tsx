/**
 * <lido-daily-programme> in real Chromium against the real demo hub (002 §2, §4, §8, §9): the day
 * picker's windows at the start, middle and end of the voyage, the day heading (at sea, the
 * clock change), the per-day cache with a controlled clock, the filters, the event popup (focus
 * kept inside and brought back), every empty state, a day that cannot be fetched, the scheduled
 * programme, the device rules, arrow-key use, four languages and axe.
 */
import './programme.element';
import { sendKeys } from '@web/test-runner-commands';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { starsKey, starsOwner } from '../../core/session/stars';
import {
  $,
  $$,
  addFault,
  cleanUp,
  clockAt,
  core,
  dmy,
  key,
  place,
  restoreClock,
  signIn,
  signOut,
  text,
  typeInto,
  until,
  untilText,
  useHubDeviceConfig,
  useHubVariant,
} from '../../tests/helpers/widget-page';

const dashed = (offset: number) => dmy(offset).replaceAll('/', '-');
const programme = (attributes = '') => place(`<lido-daily-programme ${attributes}></lido-daily-programme>`, 1300);
const dayButtons = (element: HTMLElement) => $$<HTMLButtonElement>(element, '.day-list .day');
const selectedDay = (element: HTMLElement) => $(element, '.day.selected')?.textContent ?? '';
const arrows = (element: HTMLElement) => $$<HTMLButtonElement>(element, '.day-arrow');
const cardNames = (element: HTMLElement) => $$(element, '.event-card .event-name').map((name) => name.textContent);
const lineupRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/lineup')).length;
const dayLabel = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  // a day reads weekday, day number, month (English as en-GB: "Sat 28 Nov", not "Nov 28")
  const at = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), 12));
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at);
  return `${part({ weekday: 'short' })} ${d.getDate()} ${part({ month: 'short' })}`;
};

// Midday: "today" is the ship's day, and between 23:00 and 24:00 UTC the ship (UTC+1) is already in
// the voyage's next day.
beforeEach(() => clockAt(12, 0));

afterEach(async () => {
  restoreClock();
  await cleanUp();
  await useHubDeviceConfig('Browser');
});

describe('lido-daily-programme: the day picker', () => {
  it('at the start of the voyage: the first 7 days, today selected, previous disabled; next moves by one', async () => {
    const element = programme();
    await until(element, '.event-card');
    expect(text(element, '[part="heading"]')).toBe('Daily Programme');
    expect(dayButtons(element)).toHaveLength(7);
    expect(selectedDay(element)).toContain(dayLabel(0));
    const [previous, next] = arrows(element);
    expect(previous!.disabled).toBe(true);
    expect(next!.disabled).toBe(false);
    next!.click();
    await waitFor(() => selectedDay(element).includes(dayLabel(1)), 3000, 'day 2 selected');
    expect(previous!.disabled).toBe(false);
    await untilText(element, '[part="day-heading"]', 'at sea');
    expect(text(element, '[part="day-heading"]')).toBe(`${dmy(1)} | at sea`);
    await expectNoAxeViolations(element);
  });

  it('in the middle: the window is the 7-day block of the selection; a date click jumps there', async () => {
    const element = programme(`date="${dashed(9)}"`);
    await until(element, '.event-card');
    const labels = dayButtons(element).map((button) => button.textContent);
    expect(labels[0]).toContain(dayLabel(7));
    expect(labels[6]).toContain(dayLabel(13));
    expect(selectedDay(element)).toContain(dayLabel(9));
    expect(text(element, '[part="day-heading"]')).toBe(`${dmy(9)} | Messina, Sicily`);
    dayButtons(element)[5]!.click();
    await waitFor(() => selectedDay(element).includes(dayLabel(12)), 3000, 'day 13 selected');
    await untilText(element, '[part="day-heading"]', 'Marseille');
  });

  it('at the end: the last block shifted back to show 7 dates, next disabled', async () => {
    const element = programme(`date="${dmy(14)}"`);
    await until(element, '.event-card');
    const labels = dayButtons(element).map((button) => button.textContent);
    expect(labels).toHaveLength(7);
    expect(labels[0]).toContain(dayLabel(8));
    expect(labels[6]).toContain(dayLabel(14));
    expect(arrows(element)[1]!.disabled).toBe(true);
    await untilText(element, '.event-name', 'Disembarkation');
    // the previous arrow moves by one: day 14 is in the block of days 8 to 14 (7 to 13 from 0)
    arrows(element)[0]!.click();
    await waitFor(() => selectedDay(element).includes(dayLabel(13)), 3000, 'day 14 selected');
    expect(dayButtons(element)[0]!.textContent).toContain(dayLabel(7));
  });

  it('the days around the Greek port say when the clocks change (ship time)', async () => {
    const element = programme(`date="${dashed(7)}"`);
    await untilText(element, '[part="clock-change"]', 'Clocks go forward 1 h tonight');
    arrows(element)[1]!.click();
    await untilText(element, '[part="day-heading"]', 'Katakolon');
    await untilText(element, '[part="clock-change"]', 'Clocks go back 1 h tonight');
    arrows(element)[1]!.click();
    await untilText(element, '[part="day-heading"]', 'Messina');
    expect($(element, '[part="clock-change"]')).toBe(null);
  });

  // issue 30: seven 29 px buttons held 37–43 px of text ("ov 2Nov 3Dec") on a phone
  for (const [device, width] of [
    ['a phone', 390],
    ['a cabin TV', 1920],
  ] as const) {
    it(`legible on ${device} (${width} px): weekday and day number unclipped, targets of at least 24 px, English dates as en-GB`, async () => {
      const element = place('<lido-daily-programme></lido-daily-programme>', width);
      await until(element, '.event-card');
      const buttons = dayButtons(element);
      expect(buttons).toHaveLength(7);
      for (const button of buttons) {
        const box = button.getBoundingClientRect();
        expect(box.width, 'target width').toBeGreaterThanOrEqual(24);
        expect(box.height, 'target height').toBeGreaterThanOrEqual(24);
        for (const part of button.querySelectorAll<HTMLElement>('span:not(.lido-visually-hidden)')) {
          expect(part.scrollWidth, `"${part.textContent}" fits its button`).toBeLessThanOrEqual(button.clientWidth);
        }
        expect(button.querySelector('.day-date')!.textContent).toMatch(/^\d{1,2}$/);
        expect(button.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2,3}$/);
      }
      expect(selectedDay(element)).toBe(dayLabel(0));
      // the selected day is in the row's view
      const row = $(element, '.day-list')!.getBoundingClientRect();
      const chosen = $(element, '.day.selected')!.getBoundingClientRect();
      expect(chosen.left).toBeGreaterThanOrEqual(row.left - 1);
      expect(chosen.right).toBeLessThanOrEqual(row.right + 1);
      await expectNoAxeViolations(element);
      // this page's resource timings are read by later tests (a full buffer drops new entries)
      performance.clearResourceTimings();
    });
  }
});

describe('lido-daily-programme: per-day cache (120000 ms)', () => {
  it('a day of the same block is not asked again while fresh, but is once older than 120 s (controlled clock)', async () => {
    const realNow = Date.now;
    try {
      const element = programme();
      await until(element, '.event-card');
      const first = lineupRequests();
      dayButtons(element)[2]!.click();
      await untilText(element, '[part="day-heading"]', 'Palma');
      expect(lineupRequests()).toBe(first);
      Date.now = () => realNow() + 121_000;
      dayButtons(element)[3]!.click();
      await untilText(element, '[part="day-heading"]', 'Ajaccio');
      await waitFor(() => lineupRequests() > first, 3000, 'the block asked again');
      expect(lineupRequests()).toBe(first + 1);
      // the next block is its own request
      dayButtons(element)[6]!.click();
      await untilText(element, '[part="day-heading"]', 'Naples');
      arrows(element)[1]!.click();
      await untilText(element, '[part="day-heading"]', 'at sea');
      await waitFor(() => lineupRequests() === first + 2, 3000, 'the second block');
      await until(element, '.event-card');
    } finally {
      Date.now = realNow;
    }
  });

  it('a cached day keeps showing, with an "As of" note, when its refresh fails', async () => {
    const realNow = Date.now;
    try {
      const element = programme();
      await until(element, '.event-card');
      await addFault({ pattern: 'GET /api/lineup*', status: 500 });
      Date.now = () => realNow() + 121_000;
      dayButtons(element)[1]!.click();
      await until(element, '.stale-note', 10_000);
      expect(cardNames(element).length).toBeGreaterThan(0);
    } finally {
      Date.now = realNow;
    }
  });
});

describe('lido-daily-programme: filters and events', () => {
  it('search over name plus description (case-insensitive), levels, no-match message, clear resets', async () => {
    const element = programme();
    await until(element, '.event-card');
    const all = cardNames(element);
    const toggle = $<HTMLButtonElement>(element, '.filter-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    const search = await until<HTMLInputElement>(element, '[part="filters"] input[type="search"]');
    typeInto(search, 'LUGGAGE'); // only in the lunch's description
    await waitFor(() => cardNames(element).length === 1, 3000, 'one match');
    expect(cardNames(element)).toEqual(['Welcome aboard lunch']);
    typeInto(search, 'zzz');
    await untilText(element, '.no-result', 'No events match the filters.');
    expect(text(element, '.no-result')).toContain('Please change the filters.');
    $<HTMLButtonElement>(element, '.clear-filters')!.click();
    await waitFor(() => cardNames(element).length === all.length, 3000, 'all again');
    expect(search.value).toBe('');
    const kids = $$<HTMLInputElement>(element, '.level input').find((box) => box.parentElement!.textContent!.includes('Kids'))!;
    kids.click();
    await waitFor(() => cardNames(element).length === 1, 3000, 'Kids only');
    expect(cardNames(element)[0]).toContain('Kids Club');
    expect(toggle.textContent).toBe('Filter (on)');
    await expectNoAxeViolations(element);
  });

  it('cards: preview image, ship time, the Chargeable Experience mark; the popup has focus inside and gives it back', async () => {
    const element = programme();
    await until(element, '.event-card');
    const disco = $$<HTMLButtonElement>(element, '.event-card').find((card) => card.textContent!.includes('Silent disco'))!;
    expect(disco.querySelector('.chargeable')!.textContent).toBe('Chargeable Experience');
    expect(disco.querySelector('.event-time')!.textContent).toBe('22:30');
    const breakfast = $$<HTMLButtonElement>(element, '.event-card').find((card) => card.textContent!.includes('Breakfast'))!;
    expect(breakfast.querySelector('.chargeable')).toBe(null);
    expect(breakfast.querySelector('.event-time')!.textContent).toBe('07:00 – 10:00');
    expect(new URL(breakfast.querySelector('img')!.src).searchParams.get('width')).toBe('400');
    disco.focus();
    disco.click();
    const dialog = await until<HTMLDialogElement>(element, 'dialog[part="event-detail"]');
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')!.textContent).toBe('Silent disco');
    await waitFor(() => dialog.textContent!.includes('Three channels, one dance floor.'), 3000, 'the description');
    const ok = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'OK')!;
    await waitFor(() => element.shadowRoot!.activeElement === ok, 2000, 'focus on Ok');
    await expectNoAxeViolations(element);
    ok.click();
    await waitFor(() => !$(element, 'dialog[part="event-detail"]'), 2000, 'closed');
    await waitFor(() => element.shadowRoot!.activeElement === disco, 2000, 'focus back on the card');
  });

  it('the cabin TV remote: arrows move through the picker, the filter button and the cards; OK opens', async () => {
    const element = programme();
    await until(element, '.event-card');
    const days = dayButtons(element);
    days[0]!.focus();
    key(days[0]!, 'ArrowRight');
    expect(element.shadowRoot!.activeElement).toBe(days[1]);
    key(days[1]!, 'ArrowDown');
    const below = element.shadowRoot!.activeElement as HTMLElement;
    assert(below.matches('.filter-toggle, .event-card'), `below the picker: ${below.className}`);
    let card = below;
    for (let i = 0; i < 3 && !card.matches('.event-card'); i += 1) {
      key(card, 'ArrowDown');
      card = element.shadowRoot!.activeElement as HTMLElement;
    }
    assert(card.matches('.event-card'), 'a card reached');
    key(card, 'ArrowRight');
    const second = element.shadowRoot!.activeElement as HTMLElement;
    assert(second !== card && second.matches('.event-card'), 'the next card');
    key(second, 'ArrowUp');
    assert((element.shadowRoot!.activeElement as HTMLElement) !== second, 'up leaves the row');
    // the filter: OK ticks a level checkbox
    $<HTMLButtonElement>(element, '.filter-toggle')!.click();
    const box = await until<HTMLInputElement>(element, '.level input');
    key(box, 'Enter');
    await waitFor(() => box.checked, 2000, 'ticked with OK');
  });
});

describe('lido-daily-programme: a cabin TV (1920 wide, remote keys only)', () => {
  const active = (element: HTMLElement) => element.shadowRoot!.activeElement as HTMLElement | null;
  async function pressUntil(element: HTMLElement, key: string, reached: (focused: HTMLElement) => boolean, max = 12): Promise<HTMLElement> {
    for (let i = 0; i < max; i += 1) {
      await sendKeys({ press: key });
      const focused = active(element);
      if (focused && reached(focused)) return focused;
    }
    throw new Error(`${key} never reached the target (focus on ${active(element)?.className})`);
  }

  it('picker, filter, level, card, popup and back, with arrows and OK (real key presses)', async () => {
    const element = place<HTMLElement>('<lido-daily-programme></lido-daily-programme>', 1920);
    await until(element, '.event-card');
    expect(getComputedStyle($(element, '.event-grid')!).gridTemplateColumns.split(' ').length).toBe(4);
    dayButtons(element)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(active(element)).toBe(dayButtons(element)[1]);
    await sendKeys({ press: 'Enter' });
    await untilText(element, '[part="day-heading"]', 'at sea');
    // along the picker to the next arrow, then down to the filter button
    await pressUntil(element, 'ArrowRight', (focused) => focused === arrows(element)[1]);
    await pressUntil(element, 'ArrowDown', (focused) => focused.matches('.filter-toggle'));
    await sendKeys({ press: 'Enter' });
    await until(element, '[part="filters"]');
    await pressUntil(element, 'ArrowDown', (focused) => focused.matches('.level input'));
    const box = active(element) as HTMLInputElement;
    const level = box.parentElement!.textContent!.trim();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => box.checked, 2000, 'ticked with OK');
    await waitFor(() => $$(element, '.event-card').length > 0 && $$(element, '.event-card').every((card) => card.textContent !== ''), 2000, 'filtered cards');
    const card = await pressUntil(element, 'ArrowDown', (focused) => focused.matches('.event-card'));
    await sendKeys({ press: 'Enter' });
    const dialog = await until<HTMLDialogElement>(element, 'dialog[part="event-detail"]');
    await waitFor(() => active(element)?.textContent === 'OK', 2000, 'OK focused');
    expect(dialog.textContent).toContain(level);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !$(element, 'dialog[part="event-detail"]'), 2000, 'closed with OK');
    await waitFor(() => active(element) === card, 2000, 'back on the card');
  });
});

describe('lido-daily-programme: empty and failing days', () => {
  it('a day without events: "Our Daily events are in the works!"', async () => {
    await addFault({ pattern: 'GET /api/lineup*', emptyList: true });
    const element = programme();
    await untilText(element, '.empty', 'Our Daily events are in the works! Please check back soon for updates.');
    expect(text(element, '[part="day-heading"]')).toContain(dmy(0));
  });

  it('no voyage days: the same message', async () => {
    await addFault({ pattern: 'GET /api/itinerary/schedules', emptyList: true });
    const element = programme();
    await untilText(element, '.empty', 'Our Daily events are in the works!');
  });

  it('the port schedules fail: "There has been an error:" and a retry', async () => {
    await addFault({ pattern: 'GET /api/itinerary/schedules', status: 500 });
    const element = programme();
    await untilText(element, '[role="alert"]', 'There has been an error:');
    assert(!$(element, '.day-picker'), 'no picker');
  });

  for (const [mode, pattern, status] of [
    ['', 'GET /api/lineup*', 500],
    ['mode="scheduled"', 'GET /api/cms/dailyScheduleByDate*', 404],
  ] as const) {
    it(`a day fetch failure (${mode || 'daily'}, ${status}) is logged and says the day could not be loaded, never that nothing is planned; it loads again (issue 31)`, async () => {
      const warned: unknown[] = [];
      const realWarn = console.warn;
      console.warn = (...args: unknown[]) => warned.push(args[0]);
      try {
        await addFault({ pattern, status });
        const element = programme(mode);
        await untilText(element, '[part="day-unavailable"]', "This day's events could not be loaded.");
        assert(!$(element, '.empty'), 'not the empty day');
        assert(!(element.shadowRoot!.textContent ?? '').includes('in the works'), 'never "in the works"');
        assert(!$(element, '[role="alert"]'), 'no error alert');
        await waitFor(() => warned.some((w) => String(w).includes('lido-daily-programme')), 2000, 'logged');
        await cleanUpFaults();
        $$<HTMLButtonElement>(element, 'button')
          .find((b) => b.textContent === 'Load again')!
          .click();
        await waitFor(() => !$(element, '[part="day-unavailable"]'), 5000, 'loaded again');
        assert(!$(element, '[role="alert"]'), 'no error alert');
      } finally {
        console.warn = realWarn;
      }
    });
  }
});

async function cleanUpFaults() {
  await fetch(`${core.hub.apiUrl.replace(/\/api\/?$/, '')}/__admin/faults`, { method: 'DELETE' });
}

describe('lido-daily-programme: scheduled programme, devices, languages', () => {
  it('the Scheduled Programme reads cms/dailyScheduleByDate of the selected day', async () => {
    const element = programme('mode="scheduled"');
    await untilText(element, '[part="heading"]', 'Scheduled Programme');
    await until(element, '.event-card');
    const requests = () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('dailyScheduleByDate'))
        .map((e) => e.name);
    assert(
      requests().some((url) => url.includes(encodeURIComponent(dmy(0)))),
      'asked for today',
    );
    dayButtons(element)[2]!.click();
    await untilText(element, '[part="day-heading"]', 'Palma');
    await waitFor(() => requests().some((url) => url.includes(encodeURIComponent(dmy(2)))), 3000, 'asked for day 3');
    await until(element, '.event-card');
    await expectNoAxeViolations(element);
  });

  it("an event without a picture shows the theme's default pictures: small on the card, large in the popup", async () => {
    const element = programme('mode="scheduled" theme="sunset"');
    const card = await until<HTMLButtonElement>(element, '.event-card');
    const small = card.querySelector('.default-event-image.small')!;
    // drawn in the theme's primary colour (sunset: rgb(163, 58, 0))
    expect(getComputedStyle(small).backgroundImage).toMatch(/^linear-gradient\(.*rgb\(163, 58, 0\)/);
    expect(small.getBoundingClientRect().height).toBeGreaterThan(0);
    card.click();
    const large = await until(element, '.event-detail .default-event-image.large');
    expect(getComputedStyle(large).backgroundImage).toMatch(/^radial-gradient\(circle/);
  });

  it('signage: no filter button, 3 columns; kiosk: no filter button', async () => {
    await useHubDeviceConfig('DigitalSignage');
    const signage = programme();
    await until(signage, '.event-card');
    expect($(signage, '.filter-toggle')).toBe(null);
    const grid = $(signage, '.event-grid')!;
    expect(grid.classList.contains('columns-3')).toBe(true);
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ').length).toBe(3);
    await cleanUp();
    await useHubDeviceConfig('Kiosk');
    const kiosk = programme();
    await until(kiosk, '.event-card');
    expect($(kiosk, '.filter-toggle')).toBe(null);
    expect(getComputedStyle($(kiosk, '.event-grid')!).gridTemplateColumns.split(' ').length).toBe(4);
  });

  it("German and French: the hub's levels, day titles and events; a level chosen in another language is let go (issue 30)", async () => {
    const element = programme();
    await until(element, '.event-card');
    $<HTMLButtonElement>(element, '.filter-toggle')!.click();
    await until(element, '.level input');
    const levels = () => $$(element, '.level').map((level) => level.textContent!.trim());
    const chooseLevel = (name: string) =>
      $$<HTMLInputElement>(element, '.level input')
        .find((box) => box.parentElement!.textContent!.trim() === name)!
        .click();
    chooseLevel('Kids');
    await waitFor(() => cardNames(element).length === 1, 3000, 'Kids only');
    for (const [language, dayTitle, kids, family, kidsClub, breakfast, levelsOf] of [
      ['de', 'Barcelona (Einschiffung)', 'Kinder', 'Familie', 'Kinderclub: Piratenabenteuer', 'Frühstück', 'Für: Kinder, Familie'],
      ['fr', 'Barcelone (embarquement)', 'Enfants', 'Famille', 'Club enfants : aventure de pirates', 'Petit-déjeuner', 'Pour\u00a0: Enfants, Famille'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="day-heading"]', dayTitle);
      // the level chosen in the other language matches nothing here: it is let go, the whole day shows
      await waitFor(() => cardNames(element).includes(breakfast) && cardNames(element).includes(kidsClub), 5000, `the day in ${language}`);
      // the day list reloads in the new language: the panel may have closed with it
      if ($<HTMLButtonElement>(element, '.filter-toggle')!.getAttribute('aria-expanded') !== 'true') $<HTMLButtonElement>(element, '.filter-toggle')!.click();
      await until(element, '.level input');
      expect(levels()).toContain(kids);
      expect(levels()).toContain(family);
      expect(levels()).not.toContain('Kids');
      expect(levels()).not.toContain('Family');
      chooseLevel(kids);
      await waitFor(() => cardNames(element).length === 1, 3000, `${kids} only`);
      const card = $$<HTMLButtonElement>(element, '.event-card')[0]!;
      expect(card.textContent).toContain(kidsClub);
      card.click();
      const dialog = await until<HTMLDialogElement>(element, 'dialog[part="event-detail"]');
      expect(dialog.querySelector('.event-levels')!.textContent).toBe(levelsOf);
      dialog.querySelector<HTMLButtonElement>('.button-row button')!.click();
      await waitFor(() => !$(element, 'dialog[part="event-detail"]'), 2000, 'closed');
    }
    await expectNoAxeViolations(element);
  });

  it('speaks German, French and Dutch', async () => {
    const element = programme();
    await until(element, '.event-card');
    for (const [language, title, atSea] of [
      ['de', 'Tagesprogramm', 'auf See'],
      ['fr', 'Programme du jour', 'en mer'],
      ['nl', 'Dagprogramma', 'op zee'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="heading"]', title);
      (await until<HTMLButtonElement>(element, '.day-arrow:last-child')).click();
      await untilText(element, '[part="day-heading"]', atSea);
      (await until<HTMLButtonElement>(element, '.day-arrow:first-child')).click();
      await waitFor(() => !text(element, '[part="day-heading"]').includes(atSea), 3000, 'back to day 1');
    }
  });
});

describe('lido-daily-programme: stars for My day (issue 34)', () => {
  afterEach(() => {
    signOut();
    localStorage.clear();
  });

  it('a signed-in guest stars an event: a labelled toggle, kept per guest on the device; a visitor has no stars', async () => {
    const visitor = programme();
    await until(visitor, '.event-card');
    expect($(visitor, '[part="event-star"]'), 'no star for a visitor').toBe(null);
    visitor.remove();

    await signIn();
    const element = programme();
    const star = await until<HTMLButtonElement>(element, '[part="event-star"]');
    const name = cardNames(element)[0]!;
    expect(star.getAttribute('aria-label')).toBe(`Add ${name} to My day`);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    star.click();
    await waitFor(() => star.getAttribute('aria-pressed') === 'true' || null, 2000, 'the star pressed');
    const owner = starsOwner(core.stores.authentication.getState())!;
    const stored = JSON.parse(localStorage.getItem(starsKey(owner))!) as string[];
    expect(stored).toHaveLength(1);
    // a new page of the same guest shows it starred
    element.remove();
    const again = programme();
    const kept = await until<HTMLButtonElement>(again, '[part="event-star"]');
    await waitFor(() => kept.getAttribute('aria-pressed') === 'true' || null, 2000, 'the star kept');
    kept.click();
    await waitFor(() => kept.getAttribute('aria-pressed') === 'false' || null, 2000, 'the star taken back');
    expect(JSON.parse(localStorage.getItem(starsKey(owner))!)).toEqual([]);
    await expectNoAxeViolations(again);
  });

  it("the scheduled programme has stars too, kept apart from the lineup's", async () => {
    await signIn();
    const element = programme('mode="scheduled"');
    const star = await until<HTMLButtonElement>(element, '[part="event-star"]', 8000);
    star.click();
    await waitFor(() => star.getAttribute('aria-pressed') === 'true' || null, 2000, 'the star pressed');
    const stored = JSON.parse(localStorage.getItem(starsKey(starsOwner(core.stores.authentication.getState())!))!) as string[];
    expect(stored).toHaveLength(1);
    assert(stored[0]!.startsWith('schedule:'), `a scheduled programme's star: ${stored[0]}`);
  });

  it('corrupt stored stars start clean', async () => {
    await signIn();
    const owner = starsOwner(core.stores.authentication.getState())!;
    localStorage.setItem(starsKey(owner), '{"broken":');
    const element = programme();
    const stars = await waitFor(
      () => ($$<HTMLButtonElement>(element, '[part="event-star"]').length > 0 ? $$<HTMLButtonElement>(element, '[part="event-star"]') : null),
      8000,
      'the stars',
    );
    expect(stars.every((star) => star.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(localStorage.getItem(starsKey(owner))).toBe(null);
  });
});

describe('lido-daily-programme: a resort (issue 34)', () => {
  it("the days of the stay from today (no port schedules) with the hotel's programme; the scheduled programme too", async () => {
    await useHubVariant('Resort');
    try {
      const element = programme();
      await until(element, '.event-card');
      expect(dayButtons(element)).toHaveLength(7);
      expect(selectedDay(element)).toContain(dayLabel(0));
      // the hotel is the same every day: the heading is the date alone
      expect(text(element, '[part="day-heading"]')).toBe(dmy(0));
      for (const name of ['Breakfast', 'Beach yoga', 'Aqua fitness', 'Sunset DJ', 'Noche Flamenca']) expect(cardNames(element), name).toContain(name);
      expect($(element, '.day-picker')!.getAttribute('aria-label')).toBe('Days of your stay');
      arrows(element)[1]!.click();
      await waitFor(() => cardNames(element).includes('Paella cooking class') || null, 3000, "day 2's paella class");
      expect(text(element, '[part="day-heading"]')).toBe(dmy(1));
      await cleanUp();
      const scheduled = programme('mode="scheduled"');
      await until(scheduled, '.event-card');
      for (const name of ['Beach yoga', 'Mini disco']) expect(cardNames(scheduled), name).toContain(name);
    } finally {
      await useHubVariant('Cruise');
    }
  });
});
