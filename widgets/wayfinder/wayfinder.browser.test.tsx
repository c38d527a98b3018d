/**
 * <lido-wayfinder> in real Chromium against the real demo hub (002 §2–§9): the deck choice rules
 * (wayfinding, else the device's deck, else the first), top and side views, the cabin keypad and
 * its bounds per theme, a found cabin replacing the maps, an unknown cabin's message, the muster
 * station's profile, languages, arrow keys, axe.
 */
import './wayfinder.element';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, core, place, settled, text, until, untilText, useHubDeviceConfig, useHubVariant } from '../../tests/helpers/widget-page';

const wayfinder = (attributes = '') => place(`<lido-wayfinder ${attributes}></lido-wayfinder>`, 1100);
const activeDeck = (element: HTMLElement) => $(element, '[part="decks"] [aria-pressed="true"]')?.textContent ?? '';
const keyButton = (element: HTMLElement, label: string) =>
  $$<HTMLButtonElement>(element, '.keypad button').find((b) => (b.getAttribute('aria-label') ?? b.textContent) === label)!;
const type = (element: HTMLElement, digits: string) => {
  for (const digit of digits) keyButton(element, digit).click();
};
const entry = (element: HTMLElement) => text(element, '.keypad-entry');
const searchButton = (element: HTMLElement) => $<HTMLButtonElement>(element, '.keypad-search')!;

afterEach(async () => {
  await cleanUp();
  await useHubDeviceConfig('Browser');
});

describe('lido-wayfinder', () => {
  it("a venue's profile: starts at its deck, top and side view with the place named; axe-clean", async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '[part="top-view"] img');
    expect(text(element, '[part="heading"]')).toBe('Deck plan');
    expect(activeDeck(element)).toBe('5');
    expect($$(element, '[part="decks"] button').map((b) => b.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '14']);
    const top = $<HTMLImageElement>(element, '[part="top-view"] img')!;
    expect(top.src.startsWith('data:image/png;base64,')).toBe(true);
    expect(top.alt).toContain('Deck 5 seen from above');
    expect(top.alt).toContain('Horizon Restaurant');
    await until(element, '[part="side-view"] img');
    expect($<HTMLImageElement>(element, '[part="side-view"] img')!.alt).toBe('Side view of the ship, deck 5 marked');
    await waitFor(() => top.complete && top.naturalWidth > 0, 3000, 'the deck map decodes');
    await expectNoAxeViolations(element);
  });

  it('choosing another deck shows its map', async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '[part="top-view"] img');
    $$<HTMLButtonElement>(element, '[part="decks"] button')
      .find((b) => b.textContent === '10')!
      .click();
    await waitFor(() => activeDeck(element) === '10', 2000, 'deck 10 active');
    expect($<HTMLImageElement>(element, '[part="top-view"] img')!.dataset.level).toBe('10');
  });

  it('the panel (no profile): only where the device profile enables the wayfinder; there the deck with the device', async () => {
    const plain = wayfinder();
    await settled();
    expect(plain.shadowRoot!.querySelector('section')).toBe(null);
    await cleanUp();
    await useHubDeviceConfig('Kiosk');
    const kiosk = wayfinder();
    await until(kiosk, '[part="top-view"] img');
    expect(activeDeck(kiosk)).toBe('4');
    expect($<HTMLImageElement>(kiosk, '[part="top-view"] img')!.alt).toContain('You are here');
    await cleanUp();
    // wayfinding wins over the device's deck
    const both = wayfinder('profile-id="6"');
    await until(both, '[part="top-view"] img');
    expect(activeDeck(both)).toBe('10');
  });

  it('the muster station (profile 14, the muster page link) is marked on deck 5', async () => {
    const element = wayfinder('profile-id="14"');
    await until(element, '[part="top-view"] img');
    expect(activeDeck(element)).toBe('5');
    expect($<HTMLImageElement>(element, '[part="top-view"] img')!.alt).toContain('Muster Station B');
  });

  it('keypad: digits append up to 6, C clears, backspace deletes one; search only between 3 and 6 digits', async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '.keypad button');
    expect($$(element, '.keypad-entry').length).toBe(1);
    expect($$(element, 'input').length).toBe(0);
    expect(searchButton(element).disabled).toBe(true);
    type(element, '701');
    await waitFor(() => entry(element) === '701', 2000, '701 entered');
    expect(searchButton(element).disabled).toBe(true);
    type(element, '2');
    await waitFor(() => !searchButton(element).disabled, 2000, 'search enabled at 4 digits');
    type(element, '3');
    await waitFor(() => entry(element) === '70123', 2000);
    expect(searchButton(element).disabled).toBe(false);
    type(element, '456');
    await waitFor(() => entry(element) === '701234', 2000, 'six digits at most');
    expect(searchButton(element).disabled).toBe(true);
    keyButton(element, 'Delete the last digit').click();
    await waitFor(() => entry(element) === '70123', 2000, 'backspace');
    keyButton(element, 'Clear').click();
    await waitFor(() => entry(element) === '—', 2000, 'cleared');
    expect($(element, '.keypad')!.getAttribute('aria-label')).toBe('Cabin number keypad');
  });

  it('keypad bounds from the theme: sunset takes 3 digits only (2 and 4)', async () => {
    const element = wayfinder('theme="sunset" profile-id="1"');
    await until(element, '.keypad button');
    type(element, '12');
    await waitFor(() => entry(element) === '12', 2000);
    expect(searchButton(element).disabled).toBe(true);
    type(element, '3');
    await waitFor(() => !searchButton(element).disabled, 2000, '3 digits allowed');
    type(element, '4');
    await waitFor(() => searchButton(element).disabled, 2000, '4 digits not allowed');
    // issue 30: one length allowed reads "3 digits", not "3 to 3 digits", in every language
    expect(text(element, '.keypad-hint')).toBe('Enter your cabin number (3 digits) with the keypad.');
    try {
      for (const [language, hint] of [
        ['de', '(3 Ziffern)'],
        ['fr', '(3 chiffres)'],
        ['nl', '(3 cijfers)'],
      ] as const) {
        await core.i18n.changeLanguage(language);
        await untilText(element, '.keypad-hint', hint);
      }
    } finally {
      await core.i18n.changeLanguage('en');
    }
    const standard = wayfinder('profile-id="1"');
    await untilText(standard, '.keypad-hint', 'Enter your cabin number (4 to 5 digits) with the keypad.');
  });

  it('a found cabin replaces the maps (its deck active, its place named); back to the route', async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '[part="top-view"] img');
    type(element, '7012');
    await waitFor(() => !searchButton(element).disabled, 2000);
    searchButton(element).click();
    await untilText(element, '[part="cabin-result"]', 'Cabin 7012 is on deck 7');
    expect(activeDeck(element)).toBe('7');
    expect($<HTMLImageElement>(element, '[part="top-view"] img')!.alt).toContain('Cabin 7012');
    expect($<HTMLImageElement>(element, '[part="side-view"] img')!.alt).toBe('Side view of the ship, deck 7 marked');
    await expectNoAxeViolations(element);
    $$<HTMLButtonElement>(element, 'button')
      .find((b) => b.textContent === 'Back to the route')!
      .click();
    await waitFor(() => activeDeck(element) === '5', 3000, 'the route again');
  });

  it("an unknown cabin: 'The cabin could not be found, please search for another cabin'; the maps stay", async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '[part="top-view"] img');
    type(element, '9999');
    await waitFor(() => !searchButton(element).disabled, 2000);
    searchButton(element).click();
    await untilText(element, '[role="alert"]', 'The cabin could not be found, please search for another cabin');
    expect(activeDeck(element)).toBe('5');
    expect($(element, '[part="cabin-result"]')).toBe(null);
  });

  it('a failing cabin search (503) is an error with a retry, not "not found"', async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '[part="top-view"] img');
    await addFault({ pattern: 'GET /api/cabinfinder/*', status: 503 });
    type(element, '7012');
    await waitFor(() => !searchButton(element).disabled, 2000);
    searchButton(element).click();
    const alert = await until(element, '[role="alert"]', 12000);
    expect(alert.textContent).not.toContain('could not be found');
  });

  it('arrow keys move between the keypad keys (TV remote)', async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '.keypad button');
    const five = keyButton(element, '5');
    five.focus();
    five.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitFor(() => element.shadowRoot!.activeElement === keyButton(element, '6'), 2000, 'focus on 6');
    keyButton(element, '6').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    await waitFor(() => element.shadowRoot!.activeElement === keyButton(element, '9'), 2000, 'focus on 9');
  });

  it("a resort's lobby kiosk: the hotel's floors and a room finder, in the hotel's words in every language", async () => {
    await useHubVariant('Resort', 'Kiosk');
    try {
      const element = wayfinder();
      await until(element, '[part="top-view"] img');
      expect(text(element, '[part="heading"]')).toBe('Hotel map');
      expect($(element, '[part="decks"]')!.getAttribute('aria-label')).toBe('Floors');
      expect($<HTMLImageElement>(element, '[part="top-view"] img')!.alt).toMatch(/^Floor -?\d+ seen from above/);
      type(element, '7012');
      await waitFor(() => !searchButton(element).disabled, 2000);
      expect(text(element, '.keypad-search')).toBe('Find room');
      searchButton(element).click();
      await untilText(element, '[part="cabin-result"]', 'Room 7012 is on floor 7');
      expect(element.shadowRoot!.textContent).not.toMatch(/\b(deck|cabin|ship)\b/i);
      for (const [language, title, floor] of [
        ['de', 'Hotelplan', 'Zimmer 7012 liegt auf Etage 7'],
        ['fr', 'Plan de l’hôtel', 'La chambre 7012 se trouve à l’étage 7'],
        ['nl', 'Hotelplattegrond', 'Kamer 7012 ligt op verdieping 7'],
      ] as const) {
        await core.i18n.changeLanguage(language);
        await untilText(element, '[part="heading"]', title);
        await untilText(element, '[part="cabin-result"]', floor);
      }
    } finally {
      await core.i18n.changeLanguage('en');
      await useHubVariant('Cruise');
    }
  });

  it('speaks German, French and Dutch', async () => {
    const element = wayfinder('profile-id="1"');
    await until(element, '[part="top-view"] img');
    for (const [language, title, search] of [
      ['de', 'Deckplan', 'Kabine finden'],
      ['fr', 'Plan des ponts', 'Trouver la cabine'],
      ['nl', 'Dekplan', 'Hut zoeken'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '[part="heading"]', title);
      expect(text(element, '.keypad-search')).toBe(search);
    }
  });
});
