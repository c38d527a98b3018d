/**
 * <lido-daily-schedule> in real Chromium against the real demo hub (000 §2: today, tomorrow, or a
 * dd/mm/yyyy date; the three daily-schedule calls).
 */
import './daily-schedule.element';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, core, dmy, place, text, until, useHubUiSettings } from './test-support';

const schedule = (attributes = '') => place(`<lido-daily-schedule ${attributes}></lido-daily-schedule>`, 900);
const titles = (element: HTMLElement) => $$(element, '.agenda-title').map((h) => h.textContent);

afterEach(cleanUp);

describe('lido-daily-schedule', () => {
  it("today: the heading names the day and lists today's events by time", async () => {
    // The hub answers in a few ms, faster than until() looks (every 20 ms): held back a moment, the
    // loading state is there to see.
    await addFault({ pattern: 'GET /api/cms/dailySchedule', latencyMs: 400, times: 1 });
    const element = schedule();
    await until(element, '.loading', 2000);
    await until(element, '.agenda-event');
    expect(text(element, '[part="heading"]').startsWith('Daily schedule')).toBe(true);
    assert(text(element, '.schedule-date').startsWith('Today · '), text(element, '.schedule-date'));
    assert(text(element, '.schedule-date').endsWith(dmy(0)), `today's date ${dmy(0)}: ${text(element, '.schedule-date')}`);
    assert(titles(element).includes('Silent disco'), `${titles(element)}`);
    // the embarkation day of the demo voyage
    assert(text(element, '.schedule-day').includes('Barcelona'), text(element, '.schedule-day'));
  });

  it('tomorrow (cms/dailyScheduleTomorrow)', async () => {
    const element = schedule('day="tomorrow"');
    await until(element, '.agenda-event');
    assert(text(element, '.schedule-date').startsWith('Tomorrow · '), text(element, '.schedule-date'));
    assert(text(element, '.schedule-date').endsWith(dmy(1)), text(element, '.schedule-date'));
    const times = $$(element, '.agenda-time').map((p) => p.firstChild!.textContent!);
    expect(times[0], 'breakfast first, in time order').toBe('07:00 – 10:00');
    assert(titles(element).includes('Showtime: Magic at Sea'), `${titles(element)}`);
  });

  it('a date from the route (cms/dailyScheduleByDate), end time "Late" shown empty', async () => {
    const element = schedule(`date="${dmy(3)}"`);
    await until(element, '.agenda-event');
    assert(text(element, '.schedule-date').endsWith(dmy(3)), text(element, '.schedule-date'));
    const band = $$(element, '.agenda-event').find((li) => li.querySelector('.agenda-title')?.textContent === 'Live band')!;
    expect(band.querySelector('.agenda-time')!.firstChild!.textContent).toBe('21:00');
  });

  it('a date outside the voyage has no events: no_events', async () => {
    const element = schedule('date="01/01/2001"');
    await until(element, '.empty');
    expect(text(element, '.empty')).toBe('There are no events at the moment.');
  });

  it('an invalid date says so', async () => {
    const element = schedule('date="31/02/2025"');
    await until(element, '.notice.error');
    expect(text(element, '.notice.error')).toBe('This date is not valid. Please use the form dd/mm/yyyy.');
  });

  it('switching from a date to tomorrow reloads', async () => {
    const element = schedule(`date="${dmy(2)}"`);
    await until(element, '.agenda-event');
    element.removeAttribute('date');
    element.setAttribute('day', 'tomorrow');
    await waitFor(() => text(element, '.schedule-date').startsWith('Tomorrow'), 8000, 'tomorrow');
  });

  it('a failed call shows the catalogue error and a retry', async () => {
    // the first answer and both retries of the query layer (after 1 s and 3 s) fail
    await addFault({ pattern: 'GET /api/cms/dailySchedule', status: 500, times: 3 });
    const element = schedule();
    await until(element, '.notice.error');
    assert(text(element, '.notice.error p').startsWith('There has been an error: '), text(element, '.notice.error p'));
    $<HTMLButtonElement>(element, '.notice.error button')!.click();
    await until(element, '.agenda-event');
  });

  it('12-hour times and other languages', async () => {
    const element = schedule('day="tomorrow"');
    await until(element, '.agenda-event');
    await useHubUiSettings({ use12HourClock: true });
    await waitFor(() => $$(element, '.agenda-time')[0]!.firstChild!.textContent === '7:00 AM – 10:00 AM', 3000, '12-hour');
    await useHubUiSettings(null);
    await core.i18n.changeLanguage('fr');
    await waitFor(() => text(element, '[part="heading"]').startsWith('Programme du jour'), 3000, 'French');
    assert(text(element, '.schedule-date').startsWith('Demain · '), text(element, '.schedule-date'));
    await core.i18n.changeLanguage('nl');
    await waitFor(() => text(element, '.schedule-date').startsWith('Morgen · '), 3000, 'Dutch');
    assert(text(element, '.schedule-date').endsWith(dmy(1).replaceAll('/', '-')), 'Dutch date order dd-mm-yyyy');
  });

  it("German and French: the hub's day title and events; a sea day said once, in Lido's words (issue 30)", async () => {
    await core.i18n.changeLanguage('de');
    const today = schedule();
    await until(today, '.agenda-event');
    expect(text(today, '.schedule-title')).toBe('Barcelona (Einschiffung)');
    assert(titles(today).includes('Willkommens-Mittagessen'), `${titles(today)}`);
    await core.i18n.changeLanguage('fr');
    await waitFor(() => text(today, '.schedule-title') === 'Barcelone (embarquement)', 5000, 'the French day title');
    await waitFor(() => titles(today).includes('Déjeuner de bienvenue'), 5000, 'French events');
    const tomorrow = schedule('day="tomorrow"');
    await until(tomorrow, '.agenda-event');
    // the sea day: "En mer" once (not the hub's title of it as well)
    expect(text(tomorrow, '.schedule-day')).toBe('En mer');
    expect($(tomorrow, '.schedule-title')).toBe(null);
  });

  it('is axe-clean', async () => {
    const element = schedule();
    await until(element, '.agenda-event');
    await expectNoAxeViolations(element);
  });
});
