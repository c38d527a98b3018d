/**
 * Each variant its own product (issue 34): on an airline, resort, airport or bus installation
 * (the hub's hubType, loaded as a device would) Lido's own words never speak of a ship, a cabin,
 * a cruise, ports or knots — the header, footer, home, sign-in and (where the variant runs one)
 * the tracker, in all four languages. Nor does the demo hub's content for the variant (the
 * information area's categories and home articles, demo-hub/api/cms/), nor a resort's restaurants,
 * spa, activities, daily programme and signage board (the hotel's: demo-hub/api/venues/,
 * programme.ts, signage.ts). A cruise keeps its words.
 */
import '../../widgets/shell/header.element';
import '../../widgets/shell/footer.element';
import '../../widgets/home/home.element';
import '../../widgets/login/login.element';
import '../../widgets/tracker/tracker.element';
import '../../widgets/my-day/my-day.element';
import '../../widgets/flight-board/flight-board.element';
import '../../widgets/content/content-overview.element';
import '../../widgets/venues/venues.element';
import '../../widgets/programme/programme.element';
import '../../widgets/signage/signage.element';
import { expect, waitFor } from '../helpers/assert';
import { $, cleanUp, clockAt, core, place, resetHub, restoreClock, useHubVariant } from '../helpers/widget-page';

/** Cruise words in each language (word-bounded; "Report" is not "port"). */
const CRUISE_WORDS: Record<string, RegExp> = {
  en: /\b(ship|ship's|ship’s|cabins?|cruise|voyage|knots|nautical|aboard|deck plans?|port|ports)\b/i,
  // (an airport's Flughafen is no Hafen)
  de: /(Schiff|Kabine|Kreuzfahrt|Knoten|Seemeilen|Bordzeit|(?<!Flug)Hafen|Deckpl)/i,
  fr: /\b(navire|cabine|croisière|nœuds|milles nautiques|heure du bord|port|ponts)\b/i,
  nl: /\b(schip|scheeps\w*|hut\w*|cruise|knopen|zeemijl|haven|dekplan\w*)\b/i,
};

/** Every word a guest reads or hears: text, labels, titles and alternatives, through the shadow roots. */
function wording(root: ParentNode): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element) {
      if (node.localName === 'style' || node.localName === 'script') return;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = node.getAttribute(name);
        if (value) parts.push(value);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/**
 * The variant's pages side by side, once each element shows something: My day on a stay (a
 * resort's day; nothing on a flight, a coach or at an airport), the home's information area (the
 * variant's CMS categories and home articles), the airport's flight board.
 */
async function placePages(tracker: boolean, day: boolean, flights: boolean): Promise<HTMLElement> {
  const page = place<HTMLElement>(
    `<div><lido-header></lido-header><lido-my-day></lido-my-day><lido-home></lido-home><lido-content-overview></lido-content-overview><lido-login></lido-login>${tracker ? '<lido-ship-tracker></lido-ship-tracker>' : ''}${flights ? '<lido-flight-board></lido-flight-board>' : ''}<lido-footer></lido-footer></div>`,
    1200,
  );
  const shown = [
    ['lido-home', '[part="tile"]'],
    ['lido-content-overview', '[part="tile"]'],
    ['lido-login', 'form'],
    ...(tracker ? [['lido-ship-tracker', '[part="position"]']] : []),
    ...(day ? [['lido-my-day', '[part="timeline"], [part="nothing"]']] : []),
    ...(flights ? [['lido-flight-board', '[part="flight"]']] : []),
  ] as const;
  for (const [tag, selector] of shown) {
    await waitFor(() => page.querySelector(tag)?.shadowRoot?.querySelector(selector) ?? null, 15_000, `${tag} rendered`);
  }
  return page;
}

beforeEach(resetHub);
afterEach(async () => {
  await cleanUp();
  await core.i18n.changeLanguage('en');
  await useHubVariant('Cruise');
});

describe('each variant speaks its own business', () => {
  for (const [hubType, tracker, day, flights] of [
    ['Airline', true, false, false],
    ['Bus', true, false, false],
    ['Resort', false, true, false],
    ['Airport', false, false, true],
  ] as const) {
    it(`${hubType}: no cruise word in de, en, fr or nl`, async function (this: MochaContext) {
      this.timeout(30_000);
      await useHubVariant(hubType);
      const page = await placePages(tracker, day, flights);
      if (!day) expect(page.querySelector('lido-my-day')!.shadowRoot!.textContent, `${hubType}: no day of its own`).toBe('');
      for (const language of ['en', 'de', 'fr', 'nl'] as const) {
        await core.i18n.changeLanguage(language);
        await waitFor(() => (page.querySelector('lido-home')?.shadowRoot?.textContent?.length ? document.documentElement : null), 3000, language);
        const words = wording(page);
        expect(words.match(CRUISE_WORDS[language]!)?.[0] ?? null, `${hubType} ${language}: ${words.slice(0, 400)}`).toBe(null);
      }
    });
  }

  it("Resort: the hotel's restaurants, spa, activities, programme and board, no cruise word in de, en, fr or nl", async function (this: MochaContext) {
    this.timeout(40_000);
    // midday: the board has the evening's tables still to come
    clockAt(12, 0);
    try {
      await useHubVariant('Resort');
      const page = place<HTMLElement>(
        '<div><lido-venues module="dining"></lido-venues><lido-venues module="dining" item-id="8202"></lido-venues><lido-venues module="spa" category-id="281"></lido-venues>' +
          '<lido-venues module="activity"></lido-venues><lido-daily-programme></lido-daily-programme><lido-signage-board board-id="1"></lido-signage-board></div>',
        1200,
      );
      for (const [selector, what] of [
        ['lido-venues', '[part="tile"], [part="description"]'],
        ['lido-daily-programme', '.event-card'],
        ['lido-signage-board', '[part="restaurant"] .slot'],
      ] as const) {
        for (const element of page.querySelectorAll(selector))
          await waitFor(() => element.shadowRoot?.querySelector(what) ?? null, 15_000, `${selector} rendered`);
      }
      // the hotel's, in its places: no ship's venue, no day "at sea"
      const english = wording(page);
      for (const name of ['Mar Blau', 'La Terrassa', 'Beach terrace', 'Olive oil massage', 'Tennis court', 'Beach yoga', 'Garden stage', 'Tonight’s tables'])
        expect(english, name).toContain(name);
      for (const name of ['Horizon Restaurant', 'Serenity Spa', 'Aurora Theatre', 'at sea']) expect(english, name).not.toContain(name);
      // a word of the programme in each language says the page has its texts
      const marks = { en: 'Beach yoga', de: 'Yoga am Strand', fr: 'Yoga sur la plage', nl: 'Yoga op het strand' } as const;
      for (const language of ['en', 'de', 'fr', 'nl'] as const) {
        await core.i18n.changeLanguage(language);
        await waitFor(
          () => wording(page).includes(marks[language]) || null,
          10_000,
          () => `${language}: ${marks[language]}`,
        );
        const words = wording(page);
        expect(words.match(CRUISE_WORDS[language]!)?.[0] ?? null, `Resort ${language}: ${words.slice(0, 400)}`).toBe(null);
      }
    } finally {
      restoreClock();
    }
  });

  it('an airline tracker: the aircraft to Palma in km and local time; a coach to its next stop; a cruise keeps knots and nautical miles', async function (this: MochaContext) {
    this.timeout(40_000);
    await useHubVariant('Airline');
    const page = await placePages(true, false, false);
    const position = () => $(page.querySelector('lido-ship-tracker')!, '[part="position"]')?.textContent ?? '';
    // the demo hub's flight (Frankfurt → Palma) runs every 3 h: in the air, or at the gate before the next
    await waitFor(
      () => /destination Palma de Mallorca: [\d,.]+ km, .*local time\)$/.test(position()) || /speed 0 km\/h/.test(position()) || null,
      10_000,
      () => `the destination in km: ${position()}`,
    );
    expect(position()).toMatch(/speed [\d,.]+ km\/h/);
    await cleanUp();
    await useHubVariant('Bus');
    const coach = await placePages(true, false, false);
    const coachPosition = () => $(coach.querySelector('lido-ship-tracker')!, '[part="position"]')?.textContent ?? '';
    await waitFor(
      () => /speed [\d,.]+ km\/h/.test(coachPosition()) || null,
      10_000,
      () => `the coach in km/h: ${coachPosition()}`,
    );
    const marker = () => $(coach.querySelector('lido-ship-tracker')!, '.marker-shape rect[width="36"]');
    await waitFor(() => marker(), 10_000, 'the coach marker (a body with a windscreen, not a hull)');
    await cleanUp();
    await useHubVariant('Cruise');
    const cruise = await placePages(true, false, false);
    const cruisePosition = () => $(cruise.querySelector('lido-ship-tracker')!, '[part="position"]')?.textContent ?? '';
    await waitFor(
      () => /next port .+ nautical miles/.test(cruisePosition()) || null,
      10_000,
      () => `the next port in nautical miles: ${cruisePosition()}`,
    );
    expect(cruisePosition()).toMatch(/speed [\d,.]+ knots/);
  });
});
