import { describe, expect, test } from 'vitest';
import { eventEndTime, formatTime, formatTimeOfDay, parseTime } from './time';

describe('parseTime', () => {
  test.each([
    ['14:05', { hours: 14, minutes: 5 }],
    ['9:30', { hours: 9, minutes: 30 }],
    ['00:00:00', { hours: 0, minutes: 0 }],
    ['24:00', { hours: 24, minutes: 0 }],
    ['2025-06-01T18:45:00', { hours: 18, minutes: 45 }],
    ['2025-06-01T18:45:00.000Z', { hours: 18, minutes: 45 }],
    ['2025-06-01T07:15:00+02:00', { hours: 7, minutes: 15 }],
  ])('%s', (text, expected) => {
    expect(parseTime(text)).toEqual(expected);
  });
  test.each(['25:00', '24:01', '12:60', 'Late', 'noon', '', '1430'])('rejects %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });
});

describe('12 and 24 hour formats', () => {
  test.each([
    [0, 0, '00:00', '12:00 AM'],
    [0, 30, '00:30', '12:30 AM'],
    [9, 5, '09:05', '9:05 AM'],
    [11, 59, '11:59', '11:59 AM'],
    [12, 0, '12:00', '12:00 PM'],
    [13, 15, '13:15', '1:15 PM'],
    [23, 59, '23:59', '11:59 PM'],
    [24, 0, '24:00', '12:00 AM'],
  ])('%i:%i → %s / %s', (hours, minutes, h24, h12) => {
    expect(formatTimeOfDay({ hours, minutes }, false)).toBe(h24);
    expect(formatTimeOfDay({ hours, minutes }, true)).toBe(h12);
  });

  test('formatTime keeps ship time and passes other text through', () => {
    expect(formatTime('2025-06-01T18:45:00Z', false)).toBe('18:45');
    expect(formatTime('18:45', true)).toBe('6:45 PM');
    expect(formatTime('All day', true)).toBe('All day');
    expect(formatTime('', false)).toBe('');
    expect(formatTime(null, false)).toBe('');
    expect(formatTime(undefined, true)).toBe('');
  });
});

describe('eventEndTime', () => {
  test("'Late' counts as empty", () => {
    expect(eventEndTime('Late')).toBeNull();
    expect(eventEndTime(' late ')).toBeNull();
    expect(eventEndTime('')).toBeNull();
    expect(eventEndTime(null)).toBeNull();
    expect(eventEndTime('23:00')).toBe('23:00');
  });
});
