import { describe, expect, test } from 'vitest';
import { durationFromIso, durationFromMinutes, durationFromSeconds, durationMessage } from './durations';

describe('durations', () => {
  test.each([
    [0, 0, 0],
    [1, 0, 1],
    [59, 0, 59],
    [60, 1, 0],
    [61, 1, 1],
    [135, 2, 15],
    [1440, 24, 0],
    [-5, 0, 0],
    [Number.NaN, 0, 0],
    [89.6, 1, 30],
  ])('%d minutes → %d h %d min', (input, hours, minutes) => {
    expect(durationFromMinutes(input)).toEqual({ hours, minutes });
  });

  test.each([
    [0, 0, 0],
    [29, 0, 0],
    [30, 0, 1],
    [3599, 1, 0],
    [5400, 1, 30],
    [7265, 2, 1],
    [Number.POSITIVE_INFINITY, 0, 0],
  ])('%d seconds → %d h %d min', (input, hours, minutes) => {
    expect(durationFromSeconds(input)).toEqual({ hours, minutes });
  });

  test('messages', () => {
    expect(durationMessage({ hours: 1, minutes: 30 })).toEqual({
      key: 'duration.hoursMinutes',
      values: { hours: 1, minutes: 30 },
    });
    expect(durationMessage({ hours: 2, minutes: 0 })).toEqual({ key: 'duration.hours', values: { hours: 2 } });
    expect(durationMessage({ hours: 0, minutes: 45 })).toEqual({ key: 'duration.minutes', values: { minutes: 45 } });
    expect(durationMessage({ hours: 0, minutes: 0 })).toEqual({ key: 'duration.minutes', values: { minutes: 0 } });
  });

  test.each([
    ['PT3H', { hours: 3, minutes: 0 }],
    ['PT2H30M', { hours: 2, minutes: 30 }],
    ['PT30M', { hours: 0, minutes: 30 }],
    ['PT90M', { hours: 1, minutes: 30 }],
    ['P1DT2H', { hours: 26, minutes: 0 }],
    ['PT1.5H', { hours: 1, minutes: 30 }],
    ['pt45m', { hours: 0, minutes: 45 }],
    ['PT5400S', { hours: 1, minutes: 30 }],
    ['P', null],
    ['PT', null],
    ['3 hours', null],
    ['', null],
    [null, null],
  ])('ISO 8601 %s → %o', (input, expected) => {
    expect(durationFromIso(input)).toEqual(expected);
  });
});
