/**
 * <lido-home> in real Chromium against the real demo hub (002 §9, 000 §1–§3): the spec's home tiles
 * first on a cruise, only what the device profile's modules switch on, another variant's lead
 * (an airline on films, audio and TV, an airport on its flight board), the kiosk's guest-card sign-in for a signed-out guest,
 * arrow keys between the tiles, four languages, axe.
 */
import './home.element';
import type { LidoWidgetHost } from '../../core/element/host';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, cleanUp, core, key, place, resetHub, signIn, signOut, text, until, useHubDeviceConfig, useHubVariant } from '../../tests/helpers/widget-page';

const home = () => place('<lido-home></lido-home>', 1000);
const tiles = (element: HTMLElement) => $$<HTMLAnchorElement>(element, '[part="tile"]');

beforeEach(resetHub);
afterEach(async () => {
  await cleanUp();
  signOut();
  await core.i18n.changeLanguage('en');
  await resetHub();
  await useHubDeviceConfig('Browser');
});

describe('lido-home', () => {
  it('a cruise: the tiles grouped by journey (today, on board, ashore, services, entertainment), each a link with its icon', async () => {
    await useHubVariant('Cruise');
    const element = home();
    await until(element, '[part="tile"]');
    expect(text(element, '[part="heading"]')).toBe('Welcome');
    // issue 34: groups by journey instead of one list; the spec's tiles keep their order inside each group
    expect($$(element, '[part="group"] h2').map((heading) => heading.textContent)).toEqual(['Today', 'On board', 'Ashore', 'Services', 'Entertainment']);
    const inGroup = (group: string) => $$<HTMLAnchorElement>(element, `[data-group="${group}"] [part="tile"]`);
    expect(inGroup('today').map((tile) => tile.textContent)).toEqual(['My Holiday', 'Itinerary', 'Daily programme', 'Virtual muster', 'Cabin messages']);
    expect(inGroup('ashore').map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Cruise Excursions', '/shoreexcursions'],
      ['My Excursions', '/my_bookings'],
      ['Resort excursions', '/resorts'],
    ]);
    expect(inGroup('onBoard')[0]!.getAttribute('href')).toBe('/onboard/excursions');
    expect(
      inGroup('services')
        .slice(0, 2)
        .map((tile) => tile.getAttribute('href')),
    ).toEqual(['/problem/new', '/problem/tracking']);
    expect(tiles(element)[0]!.getAttribute('href')).toBe('/my_holiday');
    expect(tiles(element).every((tile) => tile.querySelector('svg.tile-icon[aria-hidden="true"]'))).toBe(true);
    expect(tiles(element).map((tile) => tile.dataset.key)).toContain('vod');
    expect($(element, '[part="sign-in"]'), 'no kiosk sign-in on a browser').toBe(null);
    await expectNoAxeViolations(element);
  });

  it('an airline opens on films, audio and TV, and shows nothing it does not run', async () => {
    await useHubVariant('Airline');
    const element = home();
    await waitFor(() => tiles(element)[0]?.dataset.key === 'vod' || null, 4000, 'the airline lead');
    expect(tiles(element).map((tile) => tile.dataset.key)).toEqual(['vod', 'audio', 'liveTv', 'tracker', 'information', 'feedback']);
    expect($(element, '[data-key="cruiseExcursions"]')).toBe(null);
  });

  it('an airport opens on its flight board, with its icon, then films, audio, TV and information', async () => {
    await useHubVariant('Airport');
    const element = home();
    await waitFor(() => tiles(element)[0]?.dataset.key === 'flights' || null, 4000, 'the airport lead');
    expect(tiles(element).map((tile) => tile.dataset.key)).toEqual(['flights', 'vod', 'audio', 'liveTv', 'information', 'feedback']);
    const board = tiles(element)[0]!;
    expect([board.textContent, board.getAttribute('href')]).toEqual(['Flights', '/flights']);
    expect(board.querySelector('svg.tile-icon[aria-hidden="true"] path')!.getAttribute('d')).not.toBe(
      $(element, '[data-key="information"] svg path')!.getAttribute('d'),
    );
    await core.i18n.changeLanguage('de');
    await waitFor(() => tiles(element)[0]?.textContent === 'Flüge' || null, 4000, 'the tile in German');
    await expectNoAxeViolations(element);
  });

  it('a resort: its holiday, restaurants and spa first; no cruise excursions', async () => {
    await useHubVariant('Resort');
    const element = home();
    await waitFor(() => $$(element, '[data-group="onBoard"] [part="tile"]')[0]?.dataset.key === 'dining' || null, 4000, 'the resort lead');
    expect(tiles(element)[0]!.textContent).toBe('My Holiday');
    expect(
      $$(element, '[data-group="onBoard"] [part="tile"]')
        .slice(0, 3)
        .map((tile) => tile.textContent),
    ).toEqual(['Restaurants', 'Spa', 'Activities']);
    expect($(element, '[data-key="cruiseExcursions"]')).toBe(null);
  });

  it('on a kiosk a signed-out guest is offered the guest-card sign-in; signed in, the tiles alone', async () => {
    await useHubVariant('Cruise', 'Kiosk');
    const element = home();
    const card = await until(element, '[part="sign-in"]');
    expect(card.querySelector('h2')!.textContent).toBe('Sign in with your guest card');
    expect(card.querySelector('a')!.getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(element);
    await signIn();
    await waitFor(() => $(element, '[part="sign-in"]') === null || null, 3000, 'the card gone once signed in');
  });

  it("on a signage screen it goes to the profile's signage content; where nothing can open that, the tiles show with no link", async () => {
    await useHubVariant('Cruise');
    await useHubDeviceConfig('DigitalSignage');
    const asked: string[] = [];
    const route = (event: Event) => {
      event.preventDefault();
      asked.push((event as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('lido-navigate', route);
    try {
      const element = home();
      // the demo hub's signage profile names its restaurant board
      await waitFor(() => asked.length > 0 || null, 3000, 'the home asks to go to the signage content');
      expect(asked).toEqual(['/restaurantavailability/overview/1']);
      expect($$(element, '[part="tile"]')).toEqual([]);
    } finally {
      document.removeEventListener('lido-navigate', route);
    }
    await cleanUp();
    // an operator's page that neither routes nor names a portal: an overview, nothing to press
    const alone = home();
    await until(alone, '[part="tile"]');
    expect($$(alone, 'a, button')).toEqual([]);
    expect(tiles(alone).map((tile) => tile.textContent)).toContain('Daily programme');
    await expectNoAxeViolations(alone);
  });

  it('a tile leaves the home for its feature: the root route is not every route', async () => {
    await useHubVariant('Cruise');
    const asked: string[] = [];
    const route = (event: Event) => asked.push((event as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('lido-navigate', route);
    const element = home();
    try {
      const tile = (await until(element, '[part="tile"][data-key="itinerary"]')) as HTMLAnchorElement;
      tile.click();
      expect(asked).toEqual(['/itinerary/overview']);
      // nobody routed and no portal-url: the home stays as it was, not "showing" a route it has not got
      expect((element as unknown as LidoWidgetHost).lidoRoute.getState().route).toBe(null);
    } finally {
      document.removeEventListener('lido-navigate', route);
    }
  });

  it('arrow keys move between the tiles (a TV remote), and it speaks German, French and Dutch', async () => {
    const element = home();
    await until(element, '[part="tile"]');
    const [first, second] = tiles(element);
    first!.focus();
    key(first!, 'ArrowRight');
    await waitFor(() => element.shadowRoot!.activeElement === second || null, 2000, 'the next tile');
    for (const [language, label] of [
      ['de', 'Meine Reise'],
      ['fr', 'Mon voyage'],
      ['nl', 'Mijn reis'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await waitFor(() => tiles(element)[0]?.textContent === label || null, 3000, language);
    }
  });
});
