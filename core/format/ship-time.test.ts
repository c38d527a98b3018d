import { describe, expect, test } from 'vitest';
import {
  allAboardMinutesLeft,
  deviceDiffersFromShip,
  changeParts,
  clockChangeAfter,
  shipClock,
  shipDayIndex,
  shipInstant,
  upcomingDays,
  type ShipDay,
} from './ship-time';

const days: ShipDay[] = [
  { date: '01/06/2026', utcOffsetMinutes: 120, allOnBoard: '17:00' },
  { date: '02/06/2026', utcOffsetMinutes: 120, atSea: true },
  { date: '03/06/2026', utcOffsetMinutes: 180, allOnBoard: '16:30' },
  { date: '04/06/2026', utcOffsetMinutes: 120, allOnBoard: '16:30' },
];

describe('ship time', () => {
  test('the clock on board is UTC plus the day offset, whatever the device zone', () => {
    const now = Date.UTC(2026, 5, 1, 22, 30); // 00:30 on 2 June at UTC+2
    expect(shipClock(now, 120)).toEqual({ date: { year: 2026, month: 6, day: 2 }, minutes: 30 });
    expect(shipClock(now, -300).date.day).toBe(1);
  });

  test('the current itinerary day is read with each day offset', () => {
    expect(shipDayIndex(days, Date.UTC(2026, 5, 1, 10))).toBe(0);
    expect(shipDayIndex(days, Date.UTC(2026, 5, 2, 21, 30))).toBe(1); // 23:30 on the 2nd: the clocks change later tonight
    expect(shipDayIndex(days, Date.UTC(2026, 5, 2, 23, 30))).toBe(2); // 02:30 on the 3rd at UTC+3
    expect(shipDayIndex(days, Date.UTC(2026, 6, 1))).toBe(-1);
  });

  test('a ship time on a day is an instant under that day offset', () => {
    expect(shipInstant(days[2]!, '16:30', 0)).toBe(Date.UTC(2026, 5, 3, 13, 30));
    expect(shipInstant(days[2]!, 'Late', 0)).toBeNull();
  });

  test('clock changes: forward before a day with a larger offset, back after, none otherwise', () => {
    expect(clockChangeAfter(days[0]!, days[1])).toBeNull();
    expect(clockChangeAfter(days[1]!, days[2])).toEqual({ direction: 'forward', minutes: 60 });
    expect(clockChangeAfter(days[2]!, days[3])).toEqual({ direction: 'back', minutes: 60 });
    expect(clockChangeAfter(days[3]!, undefined)).toBeNull();
    expect(clockChangeAfter({ date: '01/06/2026' }, days[1])).toBeNull();
    expect(changeParts({ direction: 'forward', minutes: 90 })).toEqual({ hours: 1, minutes: 30 });
  });

  test('all aboard countdown: minutes left on a port day, none at sea or after the time', () => {
    // 15:00 ship time (UTC+3) on the 3rd: 90 minutes to 16:30
    expect(allAboardMinutesLeft(days, Date.UTC(2026, 5, 3, 12, 0))).toEqual({ index: 2, minutes: 90 });
    expect(allAboardMinutesLeft(days, Date.UTC(2026, 5, 3, 12, 0, 30))).toEqual({ index: 2, minutes: 90 });
    expect(allAboardMinutesLeft(days, Date.UTC(2026, 5, 2, 12))).toBeNull();
    expect(allAboardMinutesLeft(days, Date.UTC(2026, 5, 3, 14))).toBeNull();
  });
});

describe('upcomingDays', () => {
  test('keeps readable dates from today on board', () => {
    const now = Date.UTC(2026, 5, 2, 10);
    expect(upcomingDays([...days, { date: 'soon' }], now).map((d) => d.date)).toEqual(['02/06/2026', '03/06/2026', '04/06/2026']);
    // 23:30 UTC on the 2nd is already the 3rd at UTC+3 on board
    expect(upcomingDays(days, Date.UTC(2026, 5, 2, 23, 30)).map((d) => d.date)).toEqual(['03/06/2026', '04/06/2026']);
  });
});

describe('deviceDiffersFromShip', () => {
  const deviceAt = (date: string) => {
    const [d, m, y] = date.split('/').map(Number) as [number, number, number];
    return -new Date(Date.UTC(y, m - 1, d, 12)).getTimezoneOffset();
  };
  test('labels a day whose ship offset is not the device offset, not one that matches', () => {
    const date = '15/06/2026';
    expect(deviceDiffersFromShip({ date, utcOffsetMinutes: deviceAt(date) })).toBe(false);
    expect(deviceDiffersFromShip({ date, utcOffsetMinutes: deviceAt(date) + 60 })).toBe(true);
  });
  test('unknown day, offset or date: nothing to compare', () => {
    expect(deviceDiffersFromShip(null)).toBe(false);
    expect(deviceDiffersFromShip({ date: '15/06/2026', utcOffsetMinutes: null })).toBe(false);
    expect(deviceDiffersFromShip({ date: 'soon', utcOffsetMinutes: 60 })).toBe(false);
  });
});
