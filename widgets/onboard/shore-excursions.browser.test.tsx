/**
 * <lido-shore-excursions> in real Chromium against the real demo hub (001 §2): the schedule
 * tiles linking to their dates, the excursions of a date, the older detail with availability,
 * the suitability tags, the 'just so you know' hint, the book link (Log in to book for a visitor,
 * none on digital signage), sold out and closed; axe.
 */
import './shore-excursions.element';
import type { PortSchedule } from '../../core/hub/itinerary';
import { expect } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, cleanUp, core, dmy, hubUrl, place, resetHub, signIn, text, until, untilText, useHubDeviceConfig } from '../../tests/helpers/widget-page';

const shore = (attributes = '') => place(`<lido-shore-excursions ${attributes}></lido-shore-excursions>`, 900);

beforeEach(async () => {
  await resetHub();
});

afterEach(async () => {
  await cleanUp();
  core.stores.wipePersonalData();
  await useHubDeviceConfig('Browser');
});

describe('lido-shore-excursions', () => {
  it('one schedule tile per itinerary schedule, linking to its date', async () => {
    const schedules = (await (await fetch(`${hubUrl()}/api/itinerary/schedules`)).json()) as PortSchedule[];
    const element = shore();
    await until(element, '.schedule-tile');
    const tiles = $$(element, '.schedule-tile');
    expect(tiles.length).toBe(schedules.length);
    expect(tiles[2]!.getAttribute('href')).toBe(`/shoreexcursions/${schedules[2]!.date.replace(/\//g, '-')}`);
    expect(tiles[2]!.textContent).toContain('Palma de Mallorca');
    await expectNoAxeViolations(element);
  });

  it("a date's excursions link to the older detail", async () => {
    const element = shore(`date="${dmy(2).replace(/\//g, '-')}"`);
    await until(element, '[part="tile"]');
    const tiles = $$(element, '[part="tile"]');
    expect(tiles.map((tile) => tile.querySelector('.onboard-tile-name')!.textContent)).toEqual([
      'Palma walking tour',
      'Palma by boat',
      'Tastes of Palma',
      'Palma panorama by coach',
    ]);
    expect(tiles[0]!.getAttribute('href')).toBe('/shoreexcursion/6005');
  });

  it('the detail: availability, suitability tags, just so you know, and Log in to book', async () => {
    const element = shore('excursion-id="6006"');
    await untilText(element, '[part="heading"]', 'Palma by boat');
    expect(text(element, '.availability')).toBe('8 Spaces Remaining');
    expect(text(element, '.suitability')).toContain('On the water');
    expect(text(element, '.suitability')).toContain('Family friendly');
    await untilText(element, '.just-so-you-know', 'Meet in the Aurora Theatre');
    expect($(element, '.login-link')!.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/onboard/bookexcursion/6006')}`);
    await expectNoAxeViolations(element);
  });

  it('a signed-in guest gets the book link; sold out and closed show their notices; signage shows no book control', async () => {
    await signIn();
    const boat = shore('excursion-id="6006"');
    await until(boat, '.book-link');
    expect($(boat, '.book-link')!.getAttribute('href')).toBe('/onboard/bookexcursion/6006');
    const soldOut = shore('excursion-id="6012"');
    await until(soldOut, '.sold-out');
    const closed = shore('excursion-id="6008"');
    await until(closed, '.closed-online');
    await useHubDeviceConfig('DigitalSignage');
    const signage = shore('excursion-id="6006"');
    await until(signage, '.availability');
    expect($(signage, '[part="book"]')).toBe(null);
  });
});
