/**
 * <lido-muster> home, status and schedule in real Chromium against the real demo hub (002 §2–§9):
 * the guest's overall state, per-passenger status with and without the station visit, the guest
 * distinguished from the party, the muster station and its deck-map link, the schedule's events,
 * blocked guests, the spec's status load error with a retry, four languages, axe.
 */
import './muster.element';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, core, dmy, place, resetMuster, settled, signIn, signOut, text, until, untilText, useHubDeviceConfig } from './test-support';

const muster = (view: string) => place(`<lido-muster view="${view}"></lido-muster>`, 900);

before(async () => {
  await resetMuster();
});

afterEach(async () => {
  signOut();
  await cleanUp();
  await useHubDeviceConfig('Browser');
});

/** Row texts of the status table: [name cell, then each status cell]. */
function rows(element: HTMLElement): string[][] {
  return $$(element, '.status-table tbody tr').map((row) => [...row.children].map((cell) => cell.textContent!.trim()));
}

describe('lido-muster view="status"', () => {
  it('per passenger: video, station visit, overall complete only when both are done; the guest first and marked', async () => {
    await signIn('john');
    const element = muster('status');
    await until(element, '.status-table tbody tr');
    expect($$(element, '.status-table thead th').map((th) => th.textContent)).toEqual(['Passenger', 'Safety video', 'Station visit', 'Muster']);
    expect(rows(element)).toEqual([
      ['Mr John Smithyoulead passenger', 'Not yet watched', 'Not yet visited', 'Not complete'],
      ['Mrs Anna Smith', 'Watched', 'Visited', 'Complete'],
      ['Master Tom Smith', 'Not yet watched', 'Visited', 'Not complete'],
      ['Miss Lily Smith', 'Not yet watched', 'Not yet visited', 'Not complete'],
    ]);
    expect($(element, 'tr.me')?.dataset.account).toBe('100200');
    await expectNoAxeViolations(element);
  });

  it('without a required station visit (Jones booking) the column is not shown and the video alone completes', async () => {
    await signIn('sarah');
    const element = muster('status');
    await until(element, '.status-table tbody tr');
    expect($$(element, '.status-table thead th').map((th) => th.textContent)).toEqual(['Passenger', 'Safety video', 'Muster']);
    expect(rows(element)).toEqual([
      ['Mrs Sarah Jonesyou', 'Watched', 'Complete'],
      ['Mr Peter Joneslead passenger', 'Not yet watched', 'Not complete'],
    ]);
  });

  it("the guest's muster station: deck and position; the deck-map link only where the wayfinder is enabled", async () => {
    await signIn('john');
    const element = muster('status');
    await until(element, '[part="station"]');
    expect(text(element, '.station-name')).toBe('Muster Station B');
    expect(text(element, '.station p:nth-of-type(2)')).toBe('Deck 5, Midships, port side, Horizon Restaurant');
    expect($(element, '.station a')).toBe(null);
    await useHubDeviceConfig('Kiosk');
    const link = await until<HTMLAnchorElement>(element, '.station a');
    expect(link.getAttribute('href')).toBe('/wayfinder/14');
    expect(link.textContent).toBe('Show on the deck map');
  });

  it("load failure: the spec's sentence, and a retry that loads the status", async () => {
    await signIn('john');
    await addFault({ pattern: 'GET /api/muster/passenger/status', status: 500 });
    const element = muster('status');
    const alert = await untilText(element, '[role="alert"]', 'The muster status can currently not be loaded. Please try again later.', 8000);
    await cleanUpFaults();
    alert.querySelector('button')!.click();
    await until(element, '.status-table tbody tr');
    expect($(element, '[role="alert"]')).toBe(null);
  });

  it('a guest blocked for muster sees why and what to do', async () => {
    await signIn('maria');
    const element = muster('status');
    await untilText(element, '[role="alert"]', 'Your virtual muster is on hold for your account. Please go to reception');
    await until(element, '.status-table tbody tr');
  });

  it('a visitor is asked to sign in (no personal call is made)', async () => {
    performance.setResourceTimingBufferSize(10_000);
    const musterCalls = () => performance.getEntriesByType('resource').filter((entry) => /\/api\/(muster|pms)\//.test(entry.name)).length;
    const before = musterCalls();
    const element = muster('status');
    const link = await until<HTMLAnchorElement>(element, '.notice a');
    expect(link.getAttribute('href')).toBe('/login?forward_to=%2Fmuster%2Fstatus');
    await settled();
    expect(musterCalls()).toBe(before);
  });

  it('German, French and Dutch', async () => {
    await signIn('john');
    const element = muster('status');
    await until(element, '.status-table tbody tr');
    const expected = {
      de: ['Übungsstatus', 'Noch nicht gesehen'],
      fr: ['État de l’exercice', 'Pas encore regardée'],
      nl: ['Status van de oefening', 'Nog niet bekeken'],
    };
    for (const [language, [heading, cell]] of Object.entries(expected)) {
      await core.i18n.changeLanguage(language);
      await waitFor(() => text(element, 'h1') === heading, 3000, `${language} heading`);
      expect(rows(element)[0]![1]).toBe(cell);
    }
  });
});

async function cleanUpFaults() {
  await fetch(`${(window as Window & { lidoConfig?: { hubUrl?: string } }).lidoConfig!.hubUrl}/__admin/faults`, { method: 'DELETE' });
}

describe('lido-muster view="home"', () => {
  it("the guest's overall state, the party's count and the links to video, status and schedule", async () => {
    await signIn('john');
    const element = muster('home');
    await until(element, '.overall-state');
    expect(text(element, '.overall-state')).toBe('Please watch the safety video.');
    expect(text(element, '[part="overall"] p:nth-of-type(2)')).toBe('1 of 4 passengers in your party have completed the muster.');
    expect($$<HTMLAnchorElement>(element, '.home-links a').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Safety video', '/muster/video'],
      ['Muster status', '/muster/status'],
      ['Muster schedule', '/muster/schedule'],
    ]);
    await expectNoAxeViolations(element);
  });

  it('a link opens the page in place and moves focus to its heading', async () => {
    await signIn('john');
    const element = muster('home');
    (await until<HTMLAnchorElement>(element, 'a[href="/muster/schedule"]')).click();
    await until(element, '.schedule .drill');
    expect(element.shadowRoot!.activeElement).toBe($(element, 'h1'));
    expect(text(element, 'h1')).toBe('Muster schedule');
  });

  it('a complete guest (Sarah) reads that the muster is complete', async () => {
    await signIn('sarah');
    const element = muster('home');
    await untilText(element, '.overall-state', 'Your muster is complete. Thank you!');
  });

  it('a visitor sees the introduction, a sign-in link and the three pages', async () => {
    const element = muster('home');
    await until(element, '.notice a');
    expect(text(element, '.notice p')).toBe('Please sign in to complete the virtual muster.');
    expect($$(element, '.home-links a')).toHaveLength(3);
  });
});

describe('lido-muster view="schedule"', () => {
  it("the musterSchedule article's events: time, title, location and where exactly; the safety card PDF", async () => {
    await signIn('john');
    const element = muster('schedule');
    await until(element, '.schedule .drill');
    const first = $$(element, '.schedule .drill').find((drill) => drill.textContent!.includes('station A'))!;
    // the crew drill is on another day: every drill names its day
    expect(first.querySelector('.drill-time')!.textContent).toBe(`${dmy(1)} 15:00 – 15:20`);
    expect(first.querySelector('.drill-title')!.textContent).toBe('Muster drill, station A');
    expect([...first.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Muster Station A', 'Deck 5, forward']);
    const pdf = await until<HTMLAnchorElement>(element, '.pdfs a');
    expect(pdf.href).toMatch(/safety-card\.pdf$/);
    await expectNoAxeViolations(element);
  });

  it('empty: the translated empty text', async () => {
    await addFault({ pattern: 'GET /api/cms/articles/findEventsByArticleId/*', emptyList: true });
    const element = muster('schedule');
    await untilText(element, '.empty', 'No muster drills are scheduled at the moment.');
  });
});
