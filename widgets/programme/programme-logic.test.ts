import { describe, expect, test } from 'vitest';
import { parseRouteDate } from '../../core/format/dates';
import { fetchBlock, initialIndex, levelsOf, matchesFilters, stayDays, windowStart, NO_FILTERS } from './programme-logic';

describe('day picker window (002 §4)', () => {
  test('the 7-day block of the selection', () => {
    expect(windowStart(0, 15)).toBe(0);
    expect(windowStart(6, 15)).toBe(0);
    expect(windowStart(7, 15)).toBe(7);
    expect(windowStart(10, 15)).toBe(7);
  });
  test('the last block is shifted back to show 7 dates', () => {
    expect(windowStart(14, 15)).toBe(8);
    expect(windowStart(20, 21)).toBe(14);
    expect(windowStart(3, 5)).toBe(0);
  });
  test('the fetched block: the 7 days containing the selection', () => {
    expect(fetchBlock(2, 15)).toEqual({ start: 0, days: 7 });
    expect(fetchBlock(9, 15)).toEqual({ start: 7, days: 7 });
    expect(fetchBlock(14, 15)).toEqual({ start: 14, days: 1 });
  });
});

describe('dates of the route', () => {
  const days = [{ date: '01/06/2026' }, { date: '02/06/2026' }, { date: '03/06/2026' }];
  test('dd-mm-yyyy, dd/mm/yyyy, yyyy-mm-dd', () => {
    expect(parseRouteDate('02-06-2026')).toEqual({ year: 2026, month: 6, day: 2 });
    expect(parseRouteDate('02%2F06%2F2026')).toEqual({ year: 2026, month: 6, day: 2 });
    expect(parseRouteDate('2026-06-03')).toEqual({ year: 2026, month: 6, day: 3 });
    expect(parseRouteDate('tomorrow')).toBeNull();
    expect(parseRouteDate('%E0%A4%A')).toBeNull();
  });
  test('the selection starts at the asked day, else 0', () => {
    expect(initialIndex(days, parseRouteDate('03-06-2026'))).toBe(2);
    expect(initialIndex(days, parseRouteDate('09-06-2026'))).toBe(0);
    expect(initialIndex(days, null)).toBe(0);
  });
});

describe('filters (002 §4)', () => {
  const quiz = { name: 'Pub Quiz', description: '<p>Test your <b>knowledge</b></p>', levels: ['Adults', 'Entertainment'] };
  const kids = { name: 'Kids Club', description: 'Pirates', levels: ['Kids'] };
  test('search over name plus description, case-insensitive', () => {
    expect(matchesFilters(quiz, { search: 'KNOWLEDGE', levels: null })).toBe(true);
    expect(matchesFilters(quiz, { search: 'pub q', levels: null })).toBe(true);
    expect(matchesFilters(kids, { search: 'quiz', levels: null })).toBe(false);
    expect(matchesFilters(kids, NO_FILTERS)).toBe(true);
  });
  test('at least one selected level', () => {
    expect(matchesFilters(quiz, { search: null, levels: ['Kids', 'Adults'] })).toBe(true);
    expect(matchesFilters(kids, { search: null, levels: ['Adults'] })).toBe(false);
    expect(matchesFilters(kids, { search: null, levels: [] })).toBe(true);
    expect(matchesFilters(kids, { search: 'pirates', levels: ['Adults'] })).toBe(false);
  });
  test('levels of the day in first-seen order', () => {
    expect(levelsOf([quiz, kids, { name: 'x' }])).toEqual(['Adults', 'Entertainment', 'Kids']);
  });
});

describe('stayDays', () => {
  test("a stay's days: today and the 13 after it, across a month's end, untitled and never at sea", () => {
    const days = stayDays({ year: 2026, month: 12, day: 25 });
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ id: 1, date: '25/12/2026', title: '', atSea: false });
    expect(days.map((day) => day.date).slice(6, 8)).toEqual(['31/12/2026', '01/01/2027']);
    expect(stayDays({ year: 2026, month: 2, day: 27 }, 3).map((day) => day.date)).toEqual(['27/02/2026', '28/02/2026', '01/03/2026']);
  });
});
