import { describe, expect, test } from 'vitest';
import type { OnboardExcursion } from '../../core/hub/onboard';
import {
  NO_FILTERS,
  applyFilters,
  bookDisabled,
  bookingProblem,
  byStartTime,
  neighbourDays,
  durationDisabled,
  excursionTypes,
  groupByStatus,
  inRange,
  overbooked,
  onboardTarget,
  onboardTargetOf,
  routeDateToHub,
  statusOf,
  typeDisabled,
} from './logic';

const e = (id: number, duration: number, ...categories: string[]): OnboardExcursion => ({
  id,
  name: `E${id}`,
  duration,
  categories: categories.map((name) => ({ name })),
});
const list = [e(1, 60, 'Ship tour'), e(2, 120, 'Workshop'), e(3, 150, 'Kids'), e(4, 90, 'Kids', 'Workshop')];

describe('duration ranges (001 §5, §9)', () => {
  test('2h or less holds 0–120, 2h to 5h above 120 up to 300, 5h or more above 300 up to 1440', () => {
    expect([0, 120, 121].map((m) => inRange(m, 'short'))).toEqual([true, true, false]);
    expect([120, 121, 300, 301].map((m) => inRange(m, 'medium'))).toEqual([false, true, true, false]);
    expect([300, 301, 1440, 1441].map((m) => inRange(m, 'long'))).toEqual([false, true, true, false]);
    expect(inRange(5000, 'all')).toBe(true);
  });
});

describe('filters', () => {
  test('types in first-seen order, filtering by type and duration', () => {
    expect(excursionTypes(list)).toEqual(['Ship tour', 'Workshop', 'Kids']);
    expect(applyFilters(list, NO_FILTERS).length).toBe(4);
    expect(applyFilters(list, { type: 'Kids', duration: 'all' }).map((x) => x.id)).toEqual([3, 4]);
    expect(applyFilters(list, { type: 'Kids', duration: 'short' }).map((x) => x.id)).toEqual([4]);
  });
  test('options without a matching excursion are disabled', () => {
    expect(durationDisabled(list, NO_FILTERS, 'long')).toBe(true);
    expect(durationDisabled(list, NO_FILTERS, 'medium')).toBe(false);
    expect(durationDisabled(list, { type: 'Ship tour', duration: 'all' }, 'medium')).toBe(true);
    expect(typeDisabled(list, { type: null, duration: 'medium' }, 'Ship tour')).toBe(true);
    expect(typeDisabled(list, { type: null, duration: 'medium' }, 'Kids')).toBe(false);
  });
});

describe('routes', () => {
  test('the onboard routes of 001 §2', () => {
    expect(onboardTargetOf('/onboard/excursions')).toEqual({ kind: 'list', date: null });
    expect(onboardTargetOf('/onboard/excursions/26-11-2026')).toEqual({ kind: 'list', date: '26-11-2026' });
    expect(onboardTargetOf('/onboard/excursionsbyday/3')).toEqual({ kind: 'byday', day: '3' });
    expect(onboardTargetOf('/onboard/excursion/6001?x=1')).toEqual({ kind: 'detail', id: '6001' });
    expect(onboardTargetOf('/onboard/bookexcursion/6001')).toEqual({ kind: 'book', id: '6001' });
    expect(onboardTargetOf('/onboard/other/1')).toBe(null);
    expect(onboardTargetOf('/shoreexcursions/1')).toBe(null);
    expect(onboardTargetOf('/onboard/excursion')).toBe(null);
    expect(onboardTargetOf('/onboard/excursions/1/2')).toBe(null);
    expect(onboardTargetOf('/onboard/excursion/%E0%A4%A')).toBe(null);
    // the attributes read the same way
    expect(onboardTarget('book', undefined, undefined, '6001')).toEqual({ kind: 'book', id: '6001' });
    expect(onboardTarget('byday', undefined, undefined, undefined)).toBe(null);
    expect(onboardTarget('list', undefined, undefined, undefined)).toEqual({ kind: 'list', date: null });
  });
  test('dashes for slashes', () => {
    expect(routeDateToHub('26-11-2026')).toBe('26/11/2026');
    expect(routeDateToHub('2026-11-26')).toBe(null);
    expect(routeDateToHub('31-02-2026')).toBe(null);
  });
});

describe('booking checks (001 §5)', () => {
  test('at least one guest, then the conditions', () => {
    expect(bookingProblem(0, true, true)).toBe('noGuest');
    expect(bookingProblem(1, false, true)).toBe('conditions');
    expect(bookingProblem(1, false, false)).toBe(null);
    expect(bookingProblem(2, true, true)).toBe(null);
  });
  test('overbooked and the book button', () => {
    expect(overbooked(4, 3)).toBe(true);
    expect(overbooked(3, 3)).toBe(false);
    expect(overbooked(3, null)).toBe(false);
    expect(bookDisabled(4, 3)).toBe(true);
    expect(bookDisabled(0, 0)).toBe(true);
    expect(bookDisabled(1, -1)).toBe(true);
    expect(bookDisabled(3, 3)).toBe(false);
    expect(bookDisabled(1, undefined)).toBe(false);
  });
});

describe('appointment status (001 §3, §4)', () => {
  test('R is treated as C; sections confirmed, waitlist, cancelled without empty ones', () => {
    expect(['C', 'R', 'W', 'X', 'r', null].map((bookingStatus) => statusOf({ bookingStatus }))).toEqual(['C', 'C', 'W', 'X', 'C', 'C']);
    const groups = groupByStatus([{ bookingStatus: 'X' }, { bookingStatus: 'R' }, { bookingStatus: 'C' }]);
    expect(groups.map((g) => [g.status, g.items.length])).toEqual([
      ['C', 2],
      ['X', 1],
    ]);
  });
});

describe('the order of the day and the days around it (issue 30)', () => {
  test('by start time, fromTime when there is no startTime, untimed last, ties in the hub order', () => {
    const list = [
      { id: 1, startTime: '11:00' },
      { id: 2, startTime: '07:00' },
      { id: 3, fromTime: '9:30' },
      { id: 4 },
      { id: 5, startTime: '07:00' },
    ] as OnboardExcursion[];
    expect(byStartTime(list).map((e) => e.id)).toEqual([2, 5, 3, 1, 4]);
  });
  test('previous and next day, within the voyage when it is known', () => {
    expect(neighbourDays('01/03/2026', null)).toEqual({ previous: '28/02/2026', next: '02/03/2026' });
    expect(neighbourDays('01/03/2026', ['01/03/2026', '02/03/2026'])).toEqual({ previous: null, next: '02/03/2026' });
    expect(neighbourDays('02/03/2026', ['01/03/2026', '02/03/2026'])).toEqual({ previous: '01/03/2026', next: null });
  });
});
