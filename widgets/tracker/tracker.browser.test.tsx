/**
 * <lido-ship-tracker> in real Chromium against the real demo hub (002 §2–§9): Leaflet loaded
 * into the shadow root on the hub's offline tiles; the marker's size at zoom 13, 14 and 16; its
 * rotation by heading, none for 511; the live stream moving the marker; autocenter freezing and
 * recentring; the weather panel and its toggle; the text alternative; languages; axe.
 */
import './tracker.element';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, clearFaults, core, hubUrl, place, settled, text, until, untilText } from '../../tests/helpers/widget-page';

const tracker = (attributes = '') => place(`<lido-ship-tracker ${attributes}></lido-ship-tracker>`, 1100);
const marker = (element: HTMLElement) => $<HTMLElement>(element, '.ship-marker');
const toggle = (element: HTMLElement, name: string) => $$<HTMLButtonElement>(element, '[part="controls"] button').find((b) => b.textContent === name)!;
async function gpsClock(hoursIntoVoyage: number | null): Promise<void> {
  await fetch(`${hubUrl()}/__admin/gps`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hoursIntoVoyage }) });
}
/** The position's coordinates (the rest of the line — the next port's ETA — also moves with the clock). */
const coordinates = (element: HTMLElement) => text(element, '[part="position"]').split(' · ')[0];
const ready = (element: HTMLElement) => until(element, '[part="map"][data-state="ready"] .ship-marker[data-size]', 8000);
/** The map's centre in pixels relative to the marker's, on screen. */
function markerOffset(element: HTMLElement): number {
  const map = $(element, '[part="map"]')!.getBoundingClientRect();
  const ship = marker(element)!.getBoundingClientRect();
  return Math.hypot(map.left + map.width / 2 - (ship.left + ship.width / 2), map.top + map.height / 2 - (ship.top + ship.height / 2));
}

afterEach(async () => {
  await cleanUp();
  await fetch(`${hubUrl()}/__admin/reset`, { method: 'POST' });
});

describe('lido-ship-tracker', () => {
  it('a Leaflet map in the shadow root on the hub tiles, the ship at initial zoom 4, the text alternative; axe-clean', async function (this: MochaContext) {
    // the map's tiles and an axe scan: over mocha's 10 s once in CI (load average 12)
    this.timeout(30_000);
    const element = tracker();
    await ready(element);
    const map = $(element, '[part="map"]')!;
    expect(map.dataset.zoom).toBe('4');
    expect(map.classList.contains('leaflet-container')).toBe(true);
    // leaflet.css is adopted by this shadow root only
    expect(getComputedStyle($(element, '.leaflet-pane')!).position).toBe('absolute');
    const tile = await until<HTMLImageElement>(element, '.leaflet-tile-loaded', 8000);
    expect(tile.src.startsWith(`${hubUrl()}/api/osm/4/`)).toBe(true);
    expect(marker(element)!.dataset.size).toBe('80');
    await waitFor(() => text(element, '[part="position"]').includes(' · next port ') || null, 4000, 'the next port');
    expect(text(element, '[part="position"]')).toMatch(/^Position \d+°\d\d\.\d′ N, \d+°\d\d\.\d′ E · speed \d+\.\d knots · heading \d+° · next port /);
    // beyond the spec: the next port of the itinerary with its distance, in ship time
    expect(text(element, '[part="position"]')).toMatch(
      / · next port Palma de Mallorca: [\d,]+ nautical miles, (arrival \w{3} 08:00 \(ship time\)|about (\w{3} )?\d\d:\d\d at the current speed \(scheduled \w{3} 08:00, ship time\))$/,
    );
    // and the voyage's route through its ports
    await until(element, 'path.voyage-route', 4000);
    expect($$(element, 'path.port-dot').length).toBeGreaterThan(5);
    expect(map.getAttribute('aria-label')).toBe("Map with the ship's position");
    await expectNoAxeViolations(element);
  });

  it('marker size: 80 px at zoom 13 and 14, 160 px at 16', async () => {
    for (const [zoom, size] of [
      ['13', '80'],
      ['14', '80'],
      ['16', '160'],
    ] as const) {
      const element = tracker(`zoom="${zoom}"`);
      await ready(element);
      expect($(element, '[part="map"]')!.dataset.zoom).toBe(zoom);
      expect(marker(element)!.dataset.size).toBe(size);
      expect(Math.round(marker(element)!.getBoundingClientRect().width)).toBe(Number(size));
      await cleanUp();
    }
    // zooming in from 14 grows the marker by 40 px
    const element = tracker('zoom="14"');
    await ready(element);
    $<HTMLAnchorElement>(element, '.leaflet-control-zoom-in')!.click();
    await waitFor(() => marker(element)?.dataset.size === '120', 3000, '120 px at zoom 15');
  });

  it('rotated by the heading under way; no rotation for 511 (docked)', async () => {
    const element = tracker();
    await ready(element);
    const rotation = marker(element)!.dataset.rotation!;
    expect(rotation).not.toBe('none');
    expect(marker(element)!.querySelector('svg')!.style.transform).toBe(`rotate(${rotation}deg)`);
    await cleanUp();
    await gpsClock(10); // alongside in Barcelona
    const docked = tracker();
    await ready(docked);
    await waitFor(() => marker(docked)?.dataset.rotation === 'none', 3000, 'no rotation');
    expect(marker(docked)!.querySelector('svg')!.style.transform).toBe('');
    expect(text(docked, '[part="position"]')).toContain('heading unknown');
  });

  it('a stream update moves the marker; autocenter off freezes the map, on again recentres', async function (this: MochaContext) {
    this.timeout(30_000);
    await gpsClock(30);
    const element = tracker('zoom="9"');
    await ready(element);
    await waitFor(() => markerOffset(element) < 2, 3000, 'centred on the ship');
    toggle(element, 'Auto-centre on the ship').click();
    await waitFor(() => toggle(element, 'Auto-centre on the ship').getAttribute('aria-pressed') === 'false', 2000);
    const before = coordinates(element);
    // jump the voyage ahead: the next stream message (every 5 s) moves the ship
    await gpsClock(40);
    await waitFor(() => coordinates(element) !== before, 12_000, 'a stream message arrived');
    await waitFor(() => markerOffset(element) > 20, 3000, 'the marker moved away from the frozen centre');
    toggle(element, 'Auto-centre on the ship').click();
    await waitFor(() => markerOffset(element) < 2, 3000, 'recentred on the ship');
  });

  it('the live stream survives 503 answers (reconnects with backoff) and still moves the ship', async function (this: MochaContext) {
    this.timeout(30_000);
    await gpsClock(30);
    await addFault({ pattern: 'GET /api/cms/events/register', status: 503, times: 2 });
    const element = tracker();
    await ready(element);
    const before = coordinates(element);
    await gpsClock(45);
    await waitFor(() => coordinates(element) !== before, 20_000, 'a stream message after the 503s');
  });

  it('the live stream survives a hub restart: reconnects with growing delays (no storm) and moves the ship again', async function (this: MochaContext) {
    this.timeout(40_000);
    await gpsClock(30);
    const element = tracker();
    await ready(element);
    await settled();
    const before = coordinates(element);
    // the restart: the hub answers nothing on the stream's path, and every open stream dies
    await addFault({ pattern: 'GET /api/cms/events/register', unreachable: true, times: 1000 });
    const cut = await (await fetch(`${hubUrl()}/__admin/streams/drop`, { method: 'POST' })).json();
    expect(cut.dropped).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    // four seconds down: a stream may try at most three times (delays of at least 0.5, 1 and 2 s),
    // where a reconnect storm would try dozens of times. The hub is shared with the streams of this
    // file's earlier pages, which may still be backing off, so the bound leaves room for two more.
    const faults = (await (await fetch(`${hubUrl()}/__admin/faults`)).json()) as { pattern: string; hits: number }[];
    const attempts = faults.find((fault) => fault.pattern === 'GET /api/cms/events/register')!.hits;
    expect(attempts).toBeGreaterThan(0);
    expect(attempts).toBeLessThanOrEqual(3 * (cut.dropped + 2));
    // the hub is back: the stream reconnects by itself and the ship moves again
    await clearFaults();
    await gpsClock(45);
    await waitFor(() => coordinates(element) !== before, 30_000, 'a stream message after the restart');
  });

  it('an airline installation tracks an aircraft: the aircraft marker and its map name', async () => {
    await fetch(`${hubUrl()}/__admin/variant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hubType: 'Airline' }),
    });
    const element = tracker();
    await ready(element);
    expect($(element, '[part="map"]')!.getAttribute('aria-label')).toBe("Map with the aircraft's position");
    // the aircraft's outline (wings), not the hull
    expect(marker(element)!.querySelector('path')!.getAttribute('d')!.startsWith('M50 4l7 30')).toBe(true);
  });

  it('channel mode (a cabin-TV channel): no buttons, no pointer handling, still the ship and the next port', async () => {
    const element = place<HTMLElement>('<lido-ship-tracker mode="channel"></lido-ship-tracker>', 1000);
    await ready(element);
    expect($(element, '[part="controls"]')).toBe(null);
    expect($(element, '.leaflet-control-zoom')).toBe(null);
    const map = $(element, '[part="map"]')!;
    expect(map.classList.contains('leaflet-grab'), 'not draggable').toBe(false);
    await waitFor(() => text(element, '[part="position"]').includes('next port Palma de Mallorca') || null, 4000, 'the next port');
    await expectNoAxeViolations(element);
  });

  it('mode switched while shown (channel → page → channel): the buttons come and go, the widget keeps working', async () => {
    const element = place<HTMLElement>('<lido-ship-tracker mode="channel"></lido-ship-tracker>', 1000);
    await ready(element);
    expect($(element, '[part="controls"]')).toBe(null);
    // the device rules are read in both modes: the same hooks in the same order (a hook behind || broke this)
    element.setAttribute('mode', 'page');
    await until(element, '[part="controls"]');
    element.setAttribute('mode', 'channel');
    await waitFor(() => $(element, '[part="controls"]') === null || null, 4000, 'the buttons gone');
    await ready(element);
  });

  it('the weather panel (metric) and the hide-weather toggle', async () => {
    const element = tracker();
    await until(element, '[part="weather"] dl');
    expect(text(element, '[part="weather"] h2')).toBe('Weather');
    const facts = $$(element, '[part="weather"] dl div').map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]);
    expect(facts.map(([label]) => label)).toEqual(['Temperature', 'Feels like', 'Humidity', 'Wind']);
    expect(facts[0]![1]).toMatch(/^-?\d+ °C$/);
    expect(facts[3]![1]).toMatch(/^[NESW]+ \d+ km\/h$/);
    expect(text(element, '.weather-synopsis').length > 3).toBe(true);
    toggle(element, 'Hide weather').click();
    await waitFor(() => $(element, '[part="weather"]') === null, 2000, 'weather hidden');
    toggle(element, 'Hide weather').click();
    await until(element, '[part="weather"]');
  });

  it('speaks German, French and Dutch', async () => {
    const element = tracker();
    await ready(element);
    for (const [language, title] of [
      ['de', 'Wo ist das Schiff?'],
      ['fr', 'Où est le navire\u202f?'],
      ['nl', 'Waar is het schip?'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="heading"]', title);
    }
  });
});
