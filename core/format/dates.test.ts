import { describe, expect, test } from 'vitest';
import {
  addDays,
  calendarDateOf,
  compareDates,
  daysBetween,
  dateOrder,
  daysInMonth,
  formatDashedDmy,
  formatDate,
  formatDmy,
  formatIsoDate,
  isValidDate,
  parseDashedDmy,
  parseDmy,
  parseIsoDate,
} from './dates';
import { formatDayMonth, formatLongDate, formatWeekday } from './dates-in-words';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('formatDate in locale order', () => {
  test.each([
    ['en', '05/03/2025'],
    ['en-GB', '05/03/2025'],
    ['en-US', '03/05/2025'],
    ['en_US', '03/05/2025'],
    ['de', '05.03.2025'],
    ['de-AT', '05.03.2025'],
    ['fr', '05/03/2025'],
    ['fr-FR', '05/03/2025'],
    ['nl', '05-03-2025'],
    ['nl-BE', '05-03-2025'],
    ['es', '05/03/2025'],
  ])('%s → %s', (locale, expected) => {
    expect(formatDate(d(2025, 3, 5), locale)).toBe(expected);
  });

  test('pads day, month and year', () => {
    expect(formatDate(d(987, 1, 2), 'de')).toBe('02.01.0987');
  });

  test.each([
    ['en', 'dmy'],
    ['en-US', 'mdy'],
    ['de', 'dmy'],
    ['fr', 'dmy'],
    ['nl', 'dmy'],
  ] as const)('dateOrder(%s) = %s', (locale, order) => {
    expect(dateOrder(locale)).toBe(order);
  });
});

describe('dd/mm/yyyy', () => {
  test('round trip', () => {
    expect(parseDmy('31/12/2025')).toEqual(d(2025, 12, 31));
    expect(formatDmy(d(2025, 12, 31))).toBe('31/12/2025');
    expect(formatDmy(d(2025, 1, 5))).toBe('05/01/2025');
    expect(parseDmy(' 01/02/2024 ')).toEqual(d(2024, 2, 1));
  });

  test.each(['31/02/2025', '29/02/2023', '00/01/2025', '01/13/2025', '1/2/2025', '01-02-2025', '2025-02-01', '', 'abc'])('rejects %j', (text) => {
    expect(parseDmy(text)).toBeNull();
  });

  test('accepts 29 February of a leap year', () => {
    expect(parseDmy('29/02/2024')).toEqual(d(2024, 2, 29));
  });
});

describe('DD-MM-YYYY route form', () => {
  test('round trip', () => {
    expect(parseDashedDmy('07-08-2025')).toEqual(d(2025, 8, 7));
    expect(formatDashedDmy(d(2025, 8, 7))).toBe('07-08-2025');
  });
  test.each(['07/08/2025', '2025-08-07', '32-01-2025', '7-8-2025'])('rejects %j', (text) => {
    expect(parseDashedDmy(text)).toBeNull();
  });
});

describe('yyyy-mm-dd', () => {
  test('round trip', () => {
    expect(parseIsoDate('2025-08-07')).toEqual(d(2025, 8, 7));
    expect(formatIsoDate(d(2025, 8, 7))).toBe('2025-08-07');
  });
  test('reads the date part of a date-time without time-zone conversion', () => {
    expect(parseIsoDate('2025-08-07T23:30:00-10:00')).toEqual(d(2025, 8, 7));
  });
  test.each(['2025-02-30', '07-08-2025', '2025/08/07', '2025-8-7', '2025-08-07x'])('rejects %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe('calendar helpers', () => {
  test('daysInMonth', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  test('isValidDate', () => {
    expect(isValidDate(d(2025, 6, 30))).toBe(true);
    expect(isValidDate(d(2025, 6, 31))).toBe(false);
    expect(isValidDate(d(2025, 0, 1))).toBe(false);
    expect(isValidDate(d(2025, 1.5, 1))).toBe(false);
    expect(isValidDate(d(0, 1, 1))).toBe(false);
  });

  test('daysBetween counts calendar days across months, leap days and summer time', () => {
    expect(daysBetween(d(2026, 3, 27), d(2026, 4, 3))).toBe(7);
    expect(daysBetween(d(2028, 2, 28), d(2028, 3, 1))).toBe(2);
    expect(daysBetween(d(2026, 1, 2), d(2026, 1, 1))).toBe(-1);
  });

  test('addDays crosses months, years and leap days', () => {
    expect(addDays(d(2025, 12, 31), 1)).toEqual(d(2026, 1, 1));
    expect(addDays(d(2024, 2, 28), 1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2024, 3, 1), -1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2025, 1, 10), 7)).toEqual(d(2025, 1, 17));
  });

  test('compareDates', () => {
    expect(compareDates(d(2025, 1, 1), d(2025, 1, 2))).toBeLessThan(0);
    expect(compareDates(d(2025, 2, 1), d(2025, 1, 31))).toBeGreaterThan(0);
    expect(compareDates(d(2024, 12, 31), d(2025, 1, 1))).toBeLessThan(0);
    expect(compareDates(d(2025, 1, 1), d(2025, 1, 1))).toBe(0);
  });

  test('calendarDateOf uses the local calendar day', () => {
    expect(calendarDateOf(new Date(2025, 6, 4, 23, 59))).toEqual(d(2025, 7, 4));
  });
});

describe('dates in words (issue 30: the portal English is en-GB, "28 Nov", not "Nov 28")', () => {
  const day = { year: 2026, month: 11, day: 28 };
  test('day and month', () => {
    expect(formatDayMonth(day, 'en')).toBe('28 Nov');
    expect(formatDayMonth(day, 'en-US')).toBe('Nov 28');
    expect(formatDayMonth(day, 'de')).toBe('28. Nov.');
    expect(formatDayMonth(day, 'fr')).toBe('28 nov.');
  });
  test('weekday and the long date', () => {
    expect(formatWeekday(day, 'en')).toBe('Sat');
    // the comma after the weekday depends on the engine's CLDR data
    expect(formatLongDate(day, 'en')).toMatch(/^Saturday,? 28 November 2026$/);
    expect(formatLongDate(day, 'de')).toBe('Samstag, 28. November 2026');
    expect(formatLongDate(day, 'nl')).toBe('zaterdag 28 november 2026');
  });
});
