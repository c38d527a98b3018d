/**
 * <lido-venues> in real Chromium against the real demo hub: the listings of activity, dining and
 * spa, their empty states, the detail page (001 §2, §3) and the device rules (000 §6, 001 §6).
 */
import './venues.element';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, core, hubUrl, place, settled, text, until, untilText } from '../../tests/helpers/widget-page';
import type { DeviceConfig } from '../../core/hub/config';

const venues = (attributes: string) => place(`<lido-venues ${attributes}></lido-venues>`, 1100);
const tileTitles = (element: HTMLElement) => $$(element, '.venue-tile-title').map((title) => title.getAttribute('title') ?? title.textContent?.trim());

/** The hub's real device configuration for a device type (the demo hub answers per ?deviceType=). */
async function useDevice(deviceType: 'Browser' | 'Kiosk' | 'DigitalSignage' | 'App'): Promise<void> {
  const device = (await (await fetch(`${hubUrl()}/api/devices/config?deviceType=${deviceType}`)).json()) as DeviceConfig;
  core.config.state.setState({ status: 'ready', device, error: null });
  core.config.applyAttributes({ 'device-type': deviceType });
}

afterEach(async () => {
  await cleanUp();
  await useDevice('Browser');
});

describe('lido-venues: listings', () => {
  it('activity overview: categories and all activities as tiles linking to their routes', async () => {
    const element = venues('module="activity"');
    await until(element, '.venue-tile');
    expect(text(element, '[part="heading"]')).toBe('Activities');
    const links = $$<HTMLAnchorElement>(element, 'a.venue-tile').map((a) => a.getAttribute('href'));
    assert(links.includes('/activity/category/71'), `category link: ${links}`);
    assert(links.includes('/activity/detail/7101'), 'activity link');
    expect(tileTitles(element)).toContain('Sports & fitness');
    expect(tileTitles(element)).toContain('Climbing wall');
    // price and duration on an item tile; 0 reads FREE
    const climbing = $$(element, 'a.venue-tile').find((a) => a.getAttribute('href') === '/activity/detail/7101')!;
    expect(climbing.querySelector('.venue-tile-facts')!.textContent).toBe('FREE · 30 min');
    const picture = climbing.querySelector('img')!;
    expect(new URL(picture.src).searchParams.get('width')).toBe('400');
    expect(new URL(picture.src).searchParams.get('reference')).not.toBe(null);
    await expectNoAxeViolations(element);
  });

  it('activity category (activity?categoryId=): the category title and its items; in-place navigation to a detail', async () => {
    const element = venues('module="activity" category-id="72"');
    await untilText(element, '[part="heading"]', 'Classes & workshops');
    await until(element, '.venue-tile');
    expect(tileTitles(element)).toEqual(['Painting workshop', 'Cocktail masterclass', 'Bridge club', 'Escape room']);
    const paths: string[] = [];
    element.addEventListener('lido-navigate', (event) => paths.push(event.detail.path));
    $$<HTMLAnchorElement>(element, 'a.venue-tile')[1]!.click();
    expect(paths).toEqual(['/activity/detail/7104']);
    await untilText(element, '[part="heading"]', 'Cocktail masterclass');
    await waitFor(() => element.shadowRoot!.activeElement === $(element, '[part="heading"]'), 2000, 'focus on the new heading');
  });

  it("dining: the restaurants; spa: the categories, then a category's treatments (spa?categoryId=)", async () => {
    const dining = venues('module="dining"');
    await until(dining, '.venue-tile');
    expect(text(dining, '[part="heading"]')).toBe('Restaurants');
    expect(tileTitles(dining)).toContain('The Grill');
    const spa = venues('module="spa"');
    await until(spa, '.venue-tile');
    expect(tileTitles(spa)).toEqual(['Massages', 'Facials', 'Hair & beauty']);
    const massages = venues('module="spa" category-id="81"');
    await untilText(massages, '[part="heading"]', 'Massages');
    await until(massages, '.venue-tile');
    expect(tileTitles(massages)).toEqual(['Hot stone massage', 'Swedish massage', 'Thermal suite']);
  });

  it('empty states: no_activities_available, no_activity_available, no_restaurants_available, no_spa_available', async () => {
    await addFault({ pattern: 'GET /api/*', emptyList: true });
    const cases: [string, string][] = [
      ['module="activity"', 'There are no activities available at the moment.'],
      ['module="activity" category-id="71"', 'There are no activities in this category at the moment.'],
      ['module="dining"', 'There are no restaurants available at the moment.'],
      ['module="spa"', 'There are no spa treatments available at the moment.'],
      ['module="spa" category-id="81"', 'There are no spa treatments available at the moment.'],
    ];
    for (const [attributes, empty] of cases) {
      const element = venues(attributes);
      await untilText(element, '.empty', empty);
      expect($(element, '.venue-tile')).toBe(null);
    }
  });

  it('in four languages', async () => {
    const element = venues('module="dining"');
    await until(element, '.venue-tile');
    for (const [language, title] of [
      ['de', 'Restaurants'],
      ['fr', 'Restaurants'],
      ['nl', 'Restaurants'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="heading"]', title);
    }
    await core.i18n.changeLanguage('de');
    const activities = venues('module="activity"');
    await untilText(activities, '[part="heading"]', 'Aktivitäten');
    await core.i18n.changeLanguage('nl');
    await untilText(activities, '[part="heading"]', 'Activiteiten');
    await core.i18n.changeLanguage('fr');
    await untilText(activities, '[part="heading"]', 'Activités');
  });
});

describe('lido-venues: detail', () => {
  it('title, sanitised description, price, duration, location, just-to-know, picture, Book with the item in its address', async () => {
    const element = venues('module="dining" item-id="7206"');
    await untilText(element, '[part="heading"]', 'Chef’s table');
    expect((await until(element, '[part="description"] p')).textContent).toBe('Eight courses at the galley’s own table, with the head chef.');
    expect($$(element, '.facts dt').map((dt) => dt.textContent)).toEqual(['Price', 'Duration', 'Location']);
    expect($$(element, '.facts dd').map((dd) => dd.textContent)).toEqual(['£95.00', '2 h 30 min', 'Galley, Deck 5']);
    expect(text(element, '[part="just-to-know"] p')).toBe('Wine pairing included. Smart attire.');
    const picture = $<HTMLImageElement>(element, '.venue-picture')!;
    expect(new URL(picture.src).pathname).toMatch(/\/api\/blobs\/image$/);
    expect(new URL(picture.src).searchParams.get('width')).toBe('400');
    const book = $<HTMLAnchorElement>(element, '[part="book"]')!;
    expect(book.getAttribute('href')).toBe('/tacbooking?module=dining&objectId=7206');
    expect(book.getAttribute('aria-label')).toBe('Book Chef’s table');
    const navigations: { path: string; state?: unknown }[] = [];
    element.addEventListener('lido-navigate', (event) => {
      event.preventDefault();
      navigations.push(event.detail);
    });
    book.click();
    expect(navigations).toEqual([{ path: '/tacbooking?module=dining&objectId=7206', state: { module: 'dining', objectId: '7206' } }]);
    await expectNoAxeViolations(element);
  });

  it('videos and PDFs of the item (blobs/videos, blobs/pdfs); the PDF viewer opens', async () => {
    const element = venues('module="dining" item-id="7201"');
    await until(element, '[part="pdfs"] .pdf-button');
    expect($$(element, '.pdf-button').map((b) => b.textContent)).toEqual(['Horizon dinner menu']);
    await until(element, '[part="video"] .stream-player');
    expect(text(element, '[part="video"] figcaption')).toBe('A night at the Horizon');
    $<HTMLButtonElement>(element, '.pdf-button')!.click();
    await until(element, 'dialog.pdf-viewer[open]');
  });

  it('no Book button without an externalId; the wayfinder link only when the device profile enables it', async () => {
    const element = venues('module="activity" item-id="7107"');
    await untilText(element, '[part="heading"]', 'Aqua park');
    expect($(element, '[part="book"]')).toBe(null);
    expect($(element, '.wayfinder')).toBe(null);
    await useDevice('Kiosk');
    const link = await until<HTMLAnchorElement>(element, '.wayfinder a');
    expect(link.getAttribute('href')).toBe('/wayfinder/8');
  });

  it('DigitalSignage: no Book button and no videos (PDFs stay); Kiosk: no videos, no PDFs; App: PDFs download', async () => {
    await useDevice('DigitalSignage');
    const signage = venues('module="dining" item-id="7201"');
    await untilText(signage, '[part="heading"]', 'Horizon Restaurant');
    await until(signage, '.pdf-button');
    expect($(signage, '[part="book"]')).toBe(null);
    expect($(signage, '[part="video"]')).toBe(null);
    await useDevice('Kiosk');
    const kiosk = venues('module="dining" item-id="7201"');
    await untilText(kiosk, '[part="heading"]', 'Horizon Restaurant');
    assert($(kiosk, '[part="book"]'), 'kiosks book');
    await settled();
    expect($(kiosk, '[part="video"]')).toBe(null);
    expect($(kiosk, '[part="pdfs"]')).toBe(null);
    await useDevice('App');
    const app = venues('module="dining" item-id="7201"');
    const download = await until<HTMLAnchorElement>(app, 'a.pdf-button');
    assert(download.hasAttribute('download'), 'a download link');
  });

  it('an unknown item says not found with a retry; a failure of the item shows the translated message', async () => {
    const missing = venues('module="spa" item-id="7202"');
    await untilText(missing, '.notice.error p', 'Content not found');
    await addFault({ pattern: 'GET /api/activity/7101', status: 502, errorBody: 'html', times: 10 });
    const failing = venues('module="activity" item-id="7101"');
    const message = await until(failing, '.notice.error', 12000);
    expect(message.textContent).not.toContain('nginx');
    expect(message.querySelector('p')!.textContent).toBe('There has been an error: The hub had a problem (502)');
  });
});
