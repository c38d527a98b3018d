/**
 * <lido-activities-finder> in real Chromium against the demo hub and its activities provider
 * (001 §2, §3, §7): countries → cities → activities → detail with every field, the external Book
 * Excursion link (none on signage), 'No activities found for this location.' (Kotor), a provider
 * failure with a retry, axe.
 */
import './activities-finder.element';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, core, hubUrl, place, text, until, untilText, useHubDeviceConfig } from '../../tests/helpers/widget-page';

const finder = (attributes = '') => place(`<lido-activities-finder ${attributes}></lido-activities-finder>`, 1000);

afterEach(async () => {
  await cleanUp();
  await useHubDeviceConfig('Browser');
});

async function firstActivity(): Promise<{ uuid: string; title: string }> {
  const list = (await (await fetch(`${hubUrl()}/api/musement/countries/1/cities/1/activities`)).json()) as { uuid: string; title: string }[];
  assert(list[0], 'an activity in Barcelona');
  return list[0];
}

describe('lido-activities-finder', () => {
  it('countries link to their cities, cities to their activities, in place', async () => {
    const element = finder();
    await untilText(element, '[part="heading"]', 'Activities by country');
    const spain = await waitFor(() => $$<HTMLAnchorElement>(element, '[part="list"] a').find((link) => link.textContent === 'Spain'), 5000, 'Spain');
    expect(spain.getAttribute('href')).toBe('/musement/1');
    spain.click();
    await untilText(element, '[part="heading"]', 'Spain');
    const barcelona = await waitFor(
      () => $$<HTMLAnchorElement>(element, '[part="list"] a').find((link) => link.textContent?.includes('Barcelona')),
      5000,
      'Barcelona',
    );
    expect(barcelona.getAttribute('href')).toBe('/musement/1/1');
    barcelona.click();
    await untilText(element, '[part="heading"]', 'Barcelona');
    expect($$(element, '.activity-tile').length).toBeGreaterThan(0);
    expect(text(element, '.activity-tile-price')).toMatch(/^€\d+\.\d\d$/);
    await expectNoAxeViolations(element);
  });

  it('the detail: cover, duration, price, languages, features, about, where, meeting point, info, taxonomies, gallery, Book Excursion', async () => {
    const activity = await firstActivity();
    const element = finder(`activity-id="${activity.uuid}"`);
    await untilText(element, '[part="heading"]', activity.title);
    expect(text(element, '.activity-price')).toMatch(/^€\d+\.\d\d$/);
    const page = element.shadowRoot!.textContent!;
    for (const label of [
      'Duration',
      'Languages',
      'Features',
      'About',
      'Where',
      'Meeting point',
      'Good to know',
      'Highlights',
      'Included',
      'Not included',
      'Pictures',
    ]) {
      expect(page).toContain(label);
    }
    expect(page).toContain('Lido Excursions');
    const book = $<HTMLAnchorElement>(element, '[part="book"]');
    assert(book, 'Book Excursion');
    expect(book.textContent).toContain('Book Excursion');
    expect(book.getAttribute('href')).toContain(`/activities-api/book/${activity.uuid}`);
    expect(book.getAttribute('target')).toBe('_blank');
    expect($$(element, '[part="gallery"] img').length).toBeGreaterThan(0);
    await expectNoAxeViolations(element);
  });

  it("the provider's ISO 8601 durations read in words of the guest's language; the detail links back to its list (#30)", async () => {
    const list = (await (await fetch(`${hubUrl()}/api/musement/countries/1/cities/1/activities`)).json()) as { uuid: string; title: string }[];
    const sagrada = list.find((activity) => activity.title.startsWith('Sagrada Família'))!; // PT3H
    const tapas = list.find((activity) => activity.title.startsWith('Gothic Quarter'))!; // PT2H30M to PT3H
    const duration = (element: HTMLElement) =>
      $$(element, '.facts > div')
        .find((row) => row.querySelector('dt')?.textContent === 'Duration' || row.querySelector('dt')?.textContent === 'Dauer')
        ?.querySelector('dd')?.textContent;
    // history="none": the list the back link opens stays out of the URL, where the next finder would read it
    const element = finder(`history="none" activity-id="${sagrada.uuid}"`);
    await untilText(element, '[part="heading"]', sagrada.title);
    expect(duration(element)).toBe('3 h');
    const back = $<HTMLAnchorElement>(element, '[part="back"]');
    assert(back, 'the way back to the list');
    expect(back.textContent).toBe('All activities in Barcelona');
    expect(back.getAttribute('href')).toBe('/musement/1/1');
    back.click();
    await untilText(element, '[part="heading"]', 'Barcelona');
    expect($$(element, '.activity-tile').length).toBeGreaterThan(0);
    element.parentElement!.remove();
    const range = finder(`history="none" activity-id="${tapas.uuid}"`);
    await untilText(range, '[part="heading"]', tapas.title);
    expect(duration(range)).toBe('2 h 30 min to 3 h');
    range.parentElement!.remove();
    await core.i18n.changeLanguage('de');
    const german = finder(`history="none" activity-id="${sagrada.uuid}"`);
    await untilText(german, '[part="heading"]', sagrada.title);
    await waitFor(() => duration(german) === '3 Std.', 3000, `'3 Std.', not ${duration(german)}`);
    expect(text(german, '[part="back"]')).toBe('Alle Aktivitäten in Barcelona');
  });

  it('a city without activities says so; signage shows no Book Excursion link', async () => {
    const kotor = finder('country-id="5" city-id="11"');
    await untilText(kotor, '.empty', 'No activities found for this location.');
    await useHubDeviceConfig('DigitalSignage');
    const activity = await firstActivity();
    const element = finder(`activity-id="${activity.uuid}"`);
    await untilText(element, '[part="heading"]', activity.title);
    expect($(element, '[part="book"]')).toBe(null);
  });

  it('a provider failure shows the error with a retry that loads the detail', async () => {
    const activity = await firstActivity();
    await addFault({ pattern: '/activities-api/activities/*', status: 404, times: 3 });
    const element = finder(`activity-id="${activity.uuid}"`);
    await until(element, '[part="error"]');
    expect(text(element, '[part="error"]')).toContain('Content not found');
    await waitFor(() => $(element, '[part="error"] button'), 3000, 'retry');
    $(element, '[part="error"] button')!.click();
    await untilText(element, '[part="heading"]', activity.title);
  });

  it('an address the hub cannot take (country "abc") is a page not found with the way back, never the parameter error or a useless retry (issue 31)', async () => {
    const element = finder('country-id="abc"');
    const notice = await until(element, '[role="alert"]', 8000);
    expect(text(element, '[role="alert"] p')).toBe('This page could not be found.');
    expect(notice.textContent).not.toMatch(/Parameter|countryId|must be a number|400/);
    expect($(element, '[role="alert"] button'), 'no Try again').toBe(null);
    const back = $<HTMLAnchorElement>(element, '[role="alert"] a')!;
    expect(back.getAttribute('href')).toBe('/musement');
    expect(back.textContent).toBe('All countries');
    await expectNoAxeViolations(element);
    back.click();
    await untilText(element, '[part="heading"]', 'Activities by country');
  });

  it('the same in German', async () => {
    await core.i18n.changeLanguage('de');
    try {
      const element = finder('country-id="abc" city-id="x"');
      await untilText(element, '[role="alert"] p', 'Diese Seite wurde nicht gefunden.', 8000);
      expect(text(element, '[role="alert"] a')).toBe('Alle Länder');
    } finally {
      await core.i18n.changeLanguage('en');
    }
  });
});
