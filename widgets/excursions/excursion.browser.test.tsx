/**
 * <lido-excursion> in real Chromium against the real demo hub (001 §2–§9, 000 §9): the detail of a
 * cruise and a resort excursion, prices and the child label, catalogue language and currency,
 * every eligibility status of a seeded guest in plain words, add to cart (and the cart element on
 * the same page follows at once, with lido-cart-change), children need an adult, sold out, closed
 * for online booking, description missing, Log in to book, DigitalSignage, axe.
 */
import './excursion.element';
import './excursion-cart.element';
import type { Cart } from '../../core/hub/excursions';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  cleanUp,
  core,
  dmy,
  hubGet,
  hubUrl,
  place,
  resetHub,
  signIn,
  text,
  until,
  untilText,
  useHubDeviceConfig,
} from '../../tests/helpers/widget-page';

/** Today (+ offset days) as yyyy-mm-dd, a resort route's day. */
const ymd = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const cruise = (itinerary: number, id: string) => place(`<lido-excursion itinerary-id="${itinerary}" excursion-id="${id}"></lido-excursion>`, 900);
const resort = (id: string, date?: string) =>
  place(`<lido-excursion resort-id="BCN" excursion-id="${id}"${date ? ` date="${date}"` : ''}></lido-excursion>`, 900);

/** passenger first name → [data-status, status text] */
async function statuses(element: HTMLElement): Promise<Record<string, [string, string]>> {
  await until(element, '.passenger');
  return Object.fromEntries(
    $$(element, '.passenger').map((row) => [
      row.querySelector('.passenger-name')!.textContent!.split(' ')[0]!,
      [row.dataset.status!, row.querySelector('.passenger-status')!.textContent!.trim()],
    ]),
  );
}

const box = (element: HTMLElement, name: string) => {
  const row = $$(element, '.passenger').find((candidate) => candidate.querySelector('.passenger-name')?.textContent?.startsWith(name));
  assert(row, `passenger ${name}`);
  return row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
};

beforeEach(async () => {
  await resetHub();
});

afterEach(async () => {
  await cleanUp();
  core.stores.wipePersonalData();
  await useHubDeviceConfig('Browser');
});

describe('lido-excursion: the detail', () => {
  it('a cruise excursion for a visitor: facts, prices, lists, and Log in to book back here', async () => {
    const element = cruise(3, 'PMI-CATH');
    await untilText(element, '[part="heading"]', 'Palma cathedral and old town');
    expect(text(element, '.excursion-where')).toContain('Palma de Mallorca, Spain');
    expect(text(element, '.price-adult')).toBe('£59.00');
    expect(text(element, '.excursion-prices')).toContain('Child (3-12)');
    expect(text(element, '.price-child')).toBe('£35.00');
    expect(text(element, '[part="highlights"]')).toContain('La Seu cathedral');
    expect(text(element, '[part="included"]')).toContain('Cathedral entrance');
    expect(text(element, '[part="important-information"]')).toContain('Bring your cruise card');
    expect(text(element, '[part="facts"]')).toContain('09:00');
    expect(text(element, '[part="facts"]')).toContain('3 h 30 min');
    const login = $<HTMLAnchorElement>(element, '[part="login"]');
    assert(login, 'Log in to book');
    expect(login.textContent).toBe('Log in to book');
    expect(login.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/excursion/3/PMI-CATH')}`);
    expect($(element, '.add-button')).toBe(null);
    await expectNoAxeViolations(element);
  });

  it('catalogue language and currency: German in euros, French in euros, Dutch falls back to English in dollars', async () => {
    await core.i18n.changeLanguage('de');
    const element = cruise(3, 'PMI-CATH');
    await untilText(element, '[part="heading"]', 'Kathedrale und Altstadt von Palma');
    // the amount as German writes money (#13: never '€69.03' in German)
    expect(text(element, '.price-adult')).toBe('69,03\u00a0€');
    element.parentElement!.remove();
    await core.i18n.changeLanguage('nl');
    const dutch = cruise(3, 'PMI-CATH');
    await untilText(dutch, '[part="heading"]', 'Palma cathedral and old town');
    expect(text(dutch, '.price-adult')).toBe('74,93\u00a0$');
  });

  it('child price N/A above a minimum age of 12, FREE at 0, and (minimumAge-12) above 2', async () => {
    const wine = cruise(7, 'NAP-WINE');
    await until(wine, '.price-child');
    expect(text(wine, '.price-child')).toBe('N/A');
    const mdina = cruise(9, 'KAT-OLYMPIA');
    await until(mdina, '.price-child');
    expect(text(mdina, '.price-child')).toBe('FREE');
    const boat = cruise(4, 'AJA-BOAT');
    await until(boat, '.price-child');
    expect(text(boat, '.excursion-prices')).toContain('Child (4-12)');
  });

  it('sold out and closed for online booking tell the guest whom to contact; a missing description says so', async () => {
    await signIn();
    const etna = cruise(10, 'MSN-ETNA');
    await until(etna, '.sold-out');
    expect(text(etna, '.sold-out')).toContain('shore excursion manager');
    expect($(etna, '.add-button')).toBe(null);
    const bike = cruise(13, 'MRS-BIKE');
    await until(bike, '.closed-online');
    expect(text(bike, '.closed-online')).toContain('cannot be booked online');
    expect(text(bike, '.description-missing')).toContain('not available yet');
    expect($(bike, '.add-button')).toBe(null);
    await expectNoAxeViolations(bike);
  });

  it('a resort excursion: available days to choose, the route day chosen', async () => {
    const days = (await (await fetch(`${hubUrl()}/api/catalogue/resort/BCN/BCN-SAGRADA`)).json()) as { availableDates: string[] };
    const element = resort('BCN-SAGRADA', days.availableDates[1]);
    await until(element, '.day-choices');
    const options = $$(element, '.day-choices [role="option"]');
    expect(options.length).toBe(days.availableDates.length);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(text(element, '[part="heading"]')).toBe('Sagrada Família skip-the-line');
    expect($(element, '.day-unavailable')).toBe(null);
  });

  it('offers only days still bookable and opens on the first of them; Add to cart books that day (#30)', async () => {
    await signIn();
    const element = resort('BCN-SAGRADA');
    await until(element, '.day-choices');
    const labels = $$(element, '.day-choices [role="option"]').map((option) => option.textContent);
    // the stay began two days ago: those days are over
    expect(labels).not.toContain(dmy(-2));
    expect(labels).not.toContain(dmy(-1));
    expect(labels).toContain(dmy(15));
    const selected = $(element, '.day-choices [aria-selected="true"]');
    expect(selected?.textContent).toBe(labels[0]);
    await until(element, '.passenger');
    box(element, 'John').click();
    $<HTMLButtonElement>(element, '.add-button')!.click();
    await until(element, '.added');
    const held = await hubGet<Cart>('passengers/cart');
    expect(held.elements.map((entry) => entry.date)).toEqual([labels[0]]);
  });

  it('a route day that is not offered is said, and no day is chosen for the guest (#30)', async () => {
    await signIn();
    const past = resort('BCN-SAGRADA', ymd(-1));
    await until(past, '.day-unavailable');
    expect(text(past, '.day-unavailable')).toBe(`${dmy(-1)} cannot be booked for this excursion. Please choose one of the available days.`);
    expect($$(past, '.day-choices [aria-selected="true"]')).toEqual([]);
    expect($(past, '.add-button')).toBe(null);
    // choosing a day offers the guests
    $(past, '.day-choices [role="option"]')!.click();
    await until(past, '.add-button');
    expect($(past, '.day-unavailable')).toBe(null);
    past.parentElement!.remove();
    const notOffered = resort('BCN-SAGRADA', ymd(5));
    await untilText(notOffered, '.day-unavailable', `${dmy(5)} cannot be booked`);
    await expectNoAxeViolations(notOffered);
  });

  it('DigitalSignage shows no book control', async () => {
    await useHubDeviceConfig('DigitalSignage');
    await signIn();
    const element = cruise(3, 'PMI-CATH');
    await until(element, '[part="prices"]');
    expect($(element, '[part="book"]')).toBe(null);
    expect($(element, '[part="login"]')).toBe(null);
  });
});

describe('lido-excursion: who can go (001 §5)', () => {
  beforeEach(() => signIn());

  it('MinimumAge, AlreadyBooked, TimeOverlapWithOtherBooking, and FREE for a child', async () => {
    const wine = cruise(7, 'NAP-WINE');
    const s = await statuses(wine);
    expect(s.John).toEqual(['Eligible', 'Can go']);
    expect(s.Tom![0]).toBe('MinimumAge');
    expect(s.Tom![1]).toBe('Too young for this excursion (minimum age 18).');
    expect(s.Lily![0]).toBe('MinimumAge');
    await expectNoAxeViolations(wine);
    const harbour = cruise(9, 'KAT-OLIVE');
    expect((await statuses(harbour)).John).toEqual(['AlreadyBooked', 'Already booked on this excursion.']);
    const mdina = cruise(9, 'KAT-OLYMPIA');
    const m = await statuses(mdina);
    expect(m.Anna).toEqual(['TimeOverlapWithOtherBooking', 'At this time this guest is already booked on another excursion.']);
    expect(m.Tom![0]).toBe('Eligible');
  });

  it('the guest list reads FREE where the price panel does: a child going free and an infant (#30)', async () => {
    const mdina = cruise(9, 'KAT-OLYMPIA');
    await until(mdina, '.passenger-price');
    expect(text(mdina, '.price-child')).toBe('FREE');
    const priceOf = (name: string) =>
      $$(mdina, '.passenger')
        .find((row) => row.querySelector('.passenger-name')?.textContent?.startsWith(name))
        ?.querySelector('.passenger-price')?.textContent;
    expect(priceOf('Tom')).toBe('FREE');
    expect(priceOf('Lily')).toBe('FREE');
    // an infant goes free on every excursion, not only where children do
    const palma = cruise(3, 'PMI-CATH');
    await until(palma, '.passenger-price');
    const palmaPrice = (id: string) =>
      $$(palma, '.passenger')
        .find((row) => row.dataset.passenger === id)
        ?.querySelector('.passenger-price')?.textContent;
    expect(palmaPrice('1')).toBe('£59.00');
    expect(palmaPrice('4')).toBe('FREE');
  });

  it('MaximumAge, NoPriceAvailable, FirstCruiseDay and LastCruiseDay for the default booking', async () => {
    const jetski = await statuses(cruise(4, 'AJA-JETSKI'));
    expect(jetski.John).toEqual(['MaximumAge', 'Above the maximum age for this excursion (47).']);
    expect(jetski.Anna![0]).toBe('Eligible');
    expect((await statuses(cruise(6, 'CIV-VAT'))).Tom![0]).toBe('NoPriceAvailable');
    const first = await statuses(cruise(1, 'BCN-GAUDI'));
    expect(first.Anna![0]).toBe('FirstCruiseDay');
    expect(first.John![0]).toBe('Eligible');
    const last = await statuses(cruise(15, 'BCN-LAST'));
    expect(last.John![0]).toBe('LastCruiseDay');
    expect(last.John![1]).toContain('last cruise day');
    expect(last.Anna![0]).toBe('Eligible');
  });

  it("the reasons in the guest's language (German, French, Dutch)", async () => {
    const cases: [string, string][] = [
      ['de', 'Zu jung für diesen Ausflug (Mindestalter 18).'],
      ['fr', 'Trop jeune pour cette excursion (âge minimum 18 ans).'],
      ['nl', 'Te jong voor deze excursie (minimumleeftijd 18).'],
    ];
    for (const [language, reason] of cases) {
      await core.i18n.changeLanguage(language);
      const element = cruise(7, 'NAP-WINE');
      expect((await statuses(element)).Tom, language).toEqual(['MinimumAge', reason]);
      element.parentElement!.remove();
    }
  });

  it('adds the chosen passengers; the cart element on the page follows at once and lido-cart-change carries the count', async () => {
    const cart = place('<lido-excursion-cart></lido-excursion-cart>');
    await until(cart, '.empty');
    const counts: number[] = [];
    cart.addEventListener('lido-cart-change', (event) => counts.push((event as CustomEvent<{ count: number }>).detail.count));
    const element = cruise(3, 'PMI-CATH');
    await until(element, '.passenger');
    box(element, 'John').click();
    box(element, 'Tom').click();
    $<HTMLButtonElement>(element, '.add-button')!.click();
    await untilText(element, '.added', '2 guests added to your cart.');
    expect(document.activeElement === element || element.shadowRoot!.activeElement !== null).toBe(true);
    const held = await hubGet<Cart>('passengers/cart');
    expect(held.elements.map((e) => e.passenger.id).sort()).toEqual([1, 3]);
    await untilText(cart, '.cart-excursion h3', 'Palma cathedral and old town');
    expect(text(cart, '.cart-total')).toBe('£94.00');
    await waitFor(() => counts.includes(2), 3000, 'lido-cart-change with 2');
    // now in the cart: no box to tick, and it says so
    expect((await statuses(element)).John).toEqual(['InCart', 'Already in your cart']);
    expect(box(element, 'John').disabled).toBe(true);
  });

  it('children alone need an adult (excursion_error_no_adult_on_excursion); nothing chosen asks for a guest', async () => {
    const element = cruise(3, 'PMI-CATH');
    await until(element, '.passenger');
    $<HTMLButtonElement>(element, '.add-button')!.click();
    await untilText(element, '.field-error', 'Please choose at least one guest.');
    box(element, 'Tom').click();
    box(element, 'Lily').click();
    $<HTMLButtonElement>(element, '.add-button')!.click();
    await untilText(element, '.field-error', 'Children and infants need an adult on the excursion.');
    expect((await hubGet<Cart>('passengers/cart')).elements).toEqual([]);
    await expectNoAxeViolations(element);
  });

  it('the verdicts follow the cart: TimeOverlapWithOtherCartEntry once the other excursion is in it', async () => {
    const florence = cruise(5, 'LIV-FLO');
    await until(florence, '.passenger');
    box(florence, 'John').click();
    $<HTMLButtonElement>(florence, '.add-button')!.click();
    await until(florence, '.added');
    const pisa = cruise(5, 'LIV-PISA');
    const s = await statuses(pisa);
    expect(s.John).toEqual(['TimeOverlapWithOtherCartEntry', 'At this time this guest already has another excursion in the cart.']);
  });
});

describe('lido-excursion: the entrances (issue 34)', () => {
  it("a port day's cruise excursions: tiles with time, duration and price, each opening its detail, which leads back", async () => {
    const element = place('<lido-excursion itinerary-id="3"></lido-excursion>', 900);
    await untilText(element, '[part="heading"]', 'Cruise excursions in Palma de Mallorca');
    await until(element, '[part="tile"]');
    const tiles = $$<HTMLAnchorElement>(element, '[part="tile"]');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/excursion/3/PMI-CATH', '/excursion/3/PMI-BEACH']);
    expect(tiles[0]!.querySelector('.excursion-tile-name')!.textContent).toBe('Palma cathedral and old town');
    expect(tiles[0]!.querySelector('.excursion-tile-facts')!.textContent).toContain('09:00');
    expect(tiles[0]!.querySelector('.excursion-tile-price')!.textContent).toBe('from £59.00');
    await expectNoAxeViolations(element);
    // alone on the page, the element opens its own detail in place
    tiles[0]!.click();
    await untilText(element, '[part="heading"]', 'Palma cathedral and old town');
    const back = await until<HTMLAnchorElement>(element, '[part="all-excursions"]');
    expect(back.getAttribute('href')).toBe('/excursion/3');
    expect(back.textContent).toBe('All cruise excursions in Palma de Mallorca');
  });

  it('a sold-out excursion says so on its tile; a sea day has none to book; German names', async () => {
    const etna = place('<lido-excursion itinerary-id="10"></lido-excursion>', 900);
    await until(etna, '[part="tile"]');
    expect(text(etna, '[data-excursion="MSN-ETNA"] .excursion-tile-note')).toBe('Sold out');
    const sea = place('<lido-excursion itinerary-id="2"></lido-excursion>', 900);
    await untilText(sea, '[part="empty"]', 'There are no excursions to book for this port day.');
    await core.i18n.changeLanguage('de');
    try {
      await untilText(etna, '[part="heading"]', 'Landausflüge in Messina, Sizilien');
    } finally {
      await core.i18n.changeLanguage('en');
    }
  });

  it("on a resort: the resorts, then a resort's excursions, each opening its detail", async () => {
    const element = place('<lido-excursion view="resorts"></lido-excursion>', 900);
    await untilText(element, '[part="heading"]', 'Resort excursions');
    const resortTile = await until<HTMLAnchorElement>(element, '[part="tile"]');
    expect(resortTile.getAttribute('href')).toBe('/resorts/BCN');
    expect(resortTile.textContent).toContain('Barcelona, Spain');
    resortTile.click();
    await untilText(element, '[part="heading"]', 'Resort excursions in Barcelona');
    await waitFor(() => $$(element, '[part="tile"]').length === 3 || null, 5000, 'three resort excursions');
    expect($$<HTMLAnchorElement>(element, '[part="tile"]').map((tile) => tile.getAttribute('href'))).toEqual([
      '/resorts/BCN/BCN-SAGRADA',
      '/resorts/BCN/BCN-MONTS',
      '/resorts/BCN/BCN-FLAM',
    ]);
    await expectNoAxeViolations(element);
  });
});
