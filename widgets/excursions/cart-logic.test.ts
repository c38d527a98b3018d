/** The cart and checkout rules (001 §3–§5): grouping, Amend routes, removes, conflicts, validation, routes. */
import { describe, expect, it } from 'vitest';
import type { CartElement, ShoreBooking } from '../../core/hub/excursions';
import {
  amendPath,
  bookableDays,
  cartConflicts,
  excursionPath,
  groupCart,
  initialDay,
  needsAdult,
  excursionView,
  excursionViewOf,
  excursionListPath,
  removeItems,
  validateBasket,
  EMPTY_BASKET_FORM,
} from './cart-logic';

const element = (id: string, passenger: number, o: Partial<CartElement> & { start?: string; duration?: number; name?: string } = {}): CartElement => ({
  id: `${id}:${passenger}`,
  type: 'CruiseExcursion',
  excursion: { id, name: o.name ?? id, port: 'Palma', startTime: o.start ?? '09:00', duration: o.duration ?? 120 },
  itinerary: { id: 3, date: '03/12/2026' },
  date: '03/12/2026',
  passenger: { id: passenger, firstName: `P${passenger}`, lastName: 'Smith', type: passenger >= 3 ? 'Child' : 'Adult' },
  price: passenger >= 3 ? 20 : 50,
  ...o,
});

const resortElement = (id: string, passenger: number, date: string): CartElement => ({
  id: `${id}:${passenger}`,
  type: 'ResortExcursion',
  excursion: { id, name: id, destination: 'Barcelona', startTime: '10:00', duration: 60 },
  itinerary: null,
  resortId: 'BCN',
  date,
  passenger: { id: passenger },
  price: 30,
});

describe('groupCart (001 §3)', () => {
  it('groups by itinerary (cruise) or date (resort), then by excursion, days in date order, excursions by start time', () => {
    const groups = groupCart([
      resortElement('BCN-SAGRADA', 2, '10/12/2026'),
      element('PMI-BEACH', 1, { start: '13:00' }),
      element('PMI-CATH', 1),
      element('PMI-CATH', 3),
      resortElement('BCN-MONTS', 1, '01/12/2026'),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['date:01/12/2026', 'itinerary:3', 'date:10/12/2026']);
    expect(groups[1]!.excursions.map((e) => [e.excursionId, e.elements.length, e.total])).toEqual([
      ['PMI-CATH', 2, 70],
      ['PMI-BEACH', 1, 50],
    ]);
    expect(groups[1]!.place).toBe('Palma');
    expect(groups[0]!.place).toBe('Barcelona');
  });

  it('an empty cart has no groups', () => {
    expect(groupCart([])).toEqual([]);
  });
});

describe('Amend and remove', () => {
  it('Amend goes back to the cruise detail, or the resort detail on its day', () => {
    const [cruise] = groupCart([element('PMI-CATH', 1)]);
    expect(amendPath(cruise!.excursions[0]!)).toBe('/excursion/3/PMI-CATH');
    const [resort] = groupCart([resortElement('BCN-SAGRADA', 2, '10/12/2026')]);
    expect(amendPath(resort!.excursions[0]!)).toBe('/resorts/BCN/BCN-SAGRADA/2026-12-10');
  });

  it('removing an excursion is a remove action for each of its passengers (001 §4)', () => {
    const [day] = groupCart([element('PMI-CATH', 1), element('PMI-CATH', 2)]);
    expect(removeItems(day!.excursions[0]!)).toEqual([
      { type: 'CruiseExcursion', excursion: { id: 'PMI-CATH' }, itinerary: { id: '3' }, date: '03/12/2026', passenger: { id: 1 }, action: 'remove' },
      { type: 'CruiseExcursion', excursion: { id: 'PMI-CATH' }, itinerary: { id: '3' }, date: '03/12/2026', passenger: { id: 2 }, action: 'remove' },
    ]);
  });
});

describe('cartConflicts (beyond the spec)', () => {
  const booking = (o: Partial<ShoreBooking>): ShoreBooking => ({
    excursionId: 'B',
    excursionName: 'Booked tour',
    date: '03/12/2026',
    startTime: '10:00',
    duration: 60,
    price: 10,
    type: 'CruiseExcursion',
    passengers: [{ id: 1, firstName: 'P1', lastName: 'S' }],
    ...o,
  });

  it('warns about cart excursions overlapping each other for a passenger on both', () => {
    const groups = groupCart([
      element('A', 1, { name: 'Tour A', start: '09:00', duration: 120 }),
      element('C', 1, { name: 'Tour C', start: '10:30', duration: 60 }),
    ]);
    expect(cartConflicts(groups, [])).toEqual([{ name: 'Tour A', other: 'Tour C', withBooking: false }]);
  });

  it('no warning for touching times, other passengers or other days', () => {
    expect(cartConflicts(groupCart([element('A', 1, { start: '09:00', duration: 60 }), element('C', 1, { start: '10:00' })]), [])).toEqual([]);
    expect(cartConflicts(groupCart([element('A', 1), element('C', 2)]), [])).toEqual([]);
    expect(cartConflicts(groupCart([element('A', 1)]), [booking({ date: '04/12/2026' })])).toEqual([]);
  });

  it('warns about overlaps with booked excursions', () => {
    expect(cartConflicts(groupCart([element('A', 1, { name: 'Tour A' })]), [booking({})])).toEqual([
      { name: 'Tour A', other: 'Booked tour', withBooking: true },
    ]);
  });
});

describe('validateBasket (001 §5)', () => {
  const form = (o: Partial<typeof EMPTY_BASKET_FORM>) => ({ ...EMPTY_BASKET_FORM, ...o });
  it('email pattern, confirmation equal, terms ticked; mobile is free', () => {
    expect(validateBasket(form({}))).toEqual({ email: 'basket_email_error', terms: 'basket_tc_error' });
    expect(validateBasket(form({ email: 'a@b', confirmEmail: 'a@b', termsAccepted: true }))).toEqual({ email: 'basket_email_error' });
    expect(validateBasket(form({ email: 'a b@c.de', confirmEmail: 'a b@c.de', termsAccepted: true }))).toEqual({ email: 'basket_email_error' });
    expect(validateBasket(form({ email: 'anna@example.com', confirmEmail: 'anna@example.org', termsAccepted: true }))).toEqual({
      confirmEmail: 'basket_email_missmatch',
    });
    expect(validateBasket(form({ email: 'anna@example.com', confirmEmail: 'anna@example.com', termsAccepted: true, mobile: 'anything' }))).toEqual({});
  });

  it('the email is the HTML type=email rule with a dot in the domain, at most 254 characters; the mobile at most 30 (#30)', () => {
    const long = `${'a'.repeat(64)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com`;
    for (const email of [
      '<script>alert(1)</script>@x.com',
      '\u{1F600}@example.com',
      'anna@exämple.com',
      long,
      'anna@-example.com',
      'anna@example..com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(validateBasket(form({ email, confirmEmail: email, termsAccepted: true })), email).toEqual({ email: 'basket_email_error' });
    }
    for (const email of ["o'brien+lido@mail.example.co.uk", 'john.smith@example.com', 'x@y.de']) {
      expect(validateBasket(form({ email, confirmEmail: email, termsAccepted: true })), email).toEqual({});
    }
    const ok = { email: 'anna@example.com', confirmEmail: 'anna@example.com', termsAccepted: true };
    expect(validateBasket(form({ ...ok, mobile: '+44 (0) 7700 900123 ext. 12345' }))).toEqual({});
    expect(validateBasket(form({ ...ok, mobile: '0'.repeat(31) }))).toEqual({ mobile: 'basket_mobile_error' });
  });
});

describe('needsAdult (excursion_error_no_adult_on_excursion)', () => {
  it('children or infants alone need an adult chosen or already in the cart', () => {
    const child = { id: 3, firstName: 'Tom', lastName: 'S', type: 'Child' };
    const infant = { id: 4, firstName: 'Lily', lastName: 'S', type: 'Infant' };
    const adult = { id: 1, firstName: 'John', lastName: 'S', type: 'Adult' };
    expect(needsAdult([child, infant], 0)).toBe(true);
    expect(needsAdult([child, adult], 0)).toBe(false);
    expect(needsAdult([child], 1)).toBe(false);
    expect(needsAdult([], 0)).toBe(false);
  });
});

describe('routes (001 §2)', () => {
  it('parses the cruise and resort detail routes', () => {
    const detail = (path: string) => {
      const shown = excursionViewOf(path);
      return shown?.view === 'detail' ? shown.target : null;
    };
    expect(detail('/excursion/3/PMI-CATH')).toEqual({ kind: 'CruiseExcursion', parentId: '3', excursionId: 'PMI-CATH', date: null });
    expect(detail('/excursion/3/PMI-CATH/1')).toEqual({ kind: 'CruiseExcursion', parentId: '3', excursionId: 'PMI-CATH', date: null });
    expect(detail('/resorts/BCN/BCN-MONTS/2026-12-01')).toEqual({
      kind: 'ResortExcursion',
      parentId: 'BCN',
      excursionId: 'BCN-MONTS',
      date: '2026-12-01',
    });
    expect(detail('/resorts/BCN')).toBe(null);
    expect(detail('/basket')).toBe(null);
    expect(excursionViewOf('/excursion/3/PMI-CATH/1/2')).toBe(null);
    expect(excursionPath('ResortExcursion', 'BCN', 'BCN-MONTS', null)).toBe('/resorts/BCN/BCN-MONTS');
  });

  it("the entrances: a port day's cruise excursions, a resort's, the resorts (issue 34)", () => {
    expect(excursionViewOf('/excursion/3')).toEqual({ view: 'list', kind: 'CruiseExcursion', parentId: '3' });
    expect(excursionViewOf('/excursion/3/')).toEqual({ view: 'list', kind: 'CruiseExcursion', parentId: '3' });
    expect(excursionViewOf('/resorts/BCN?x=1')).toEqual({ view: 'list', kind: 'ResortExcursion', parentId: 'BCN' });
    expect(excursionViewOf('/resorts')).toEqual({ view: 'resorts' });
    expect(excursionViewOf('/excursion/3/PMI-CATH')).toEqual({
      view: 'detail',
      target: { kind: 'CruiseExcursion', parentId: '3', excursionId: 'PMI-CATH', date: null },
    });
    expect(excursionViewOf('/excursion')).toBe(null);
    expect(excursionViewOf('/cart')).toBe(null);
    expect(excursionViewOf('/excursion/%E0%A4%A/7')).toBe(null);
    // the attributes read the same way
    expect(excursionView({ view: 'resorts' })).toEqual({ view: 'resorts' });
    expect(excursionView({ resortId: 'BCN', excursionId: 'X', date: '2026-12-01' })).toEqual({
      view: 'detail',
      target: { kind: 'ResortExcursion', parentId: 'BCN', excursionId: 'X', date: '2026-12-01' },
    });
    expect(excursionView({ excursionId: 'X' })).toBe(null);
    expect(excursionListPath('CruiseExcursion', '3')).toBe('/excursion/3');
    expect(excursionListPath('ResortExcursion', 'B C')).toBe('/resorts/B%20C');
  });
});

describe('bookableDays and initialDay (resort days, #30)', () => {
  const at = (hours: number) => new Date(2026, 11, 5, hours, 0).getTime();
  const dates = ['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-19', 'nonsense'];

  it('offers today while the start is ahead, never a past day', () => {
    expect(bookableDays(dates, '10:00', at(9)).map((day) => day.value)).toEqual(['2026-12-05', '2026-12-19']);
    expect(bookableDays(dates, '10:00', at(11)).map((day) => day.value)).toEqual(['2026-12-19']);
    expect(bookableDays(null, '10:00', at(9))).toEqual([]);
  });

  it('opens on the route day when bookable, on none when it is not, else on the first', () => {
    const days = bookableDays(dates, '10:00', at(9));
    expect(initialDay(days, '2026-12-19')).toMatchObject({ value: '2026-12-19', unavailable: false });
    expect(initialDay(days, '2026-12-04')).toEqual({ value: null, unavailable: true, wanted: { year: 2026, month: 12, day: 4 } });
    expect(initialDay(days, 'garbage')).toEqual({ value: null, unavailable: true, wanted: null });
    expect(initialDay(days, null)).toEqual({ value: '2026-12-05', unavailable: false, wanted: null });
  });
});
