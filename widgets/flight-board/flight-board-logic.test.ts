import { describe, expect, it } from 'vitest';
import type { Flight } from '../../core/hub/flights';
import { changedTime, isGone, matchesSearch, shownFlights, statusOf } from './flight-board-logic';

const NOW = Date.parse('2026-06-01T12:00:00+02:00');
const flight = (over: Partial<Flight>): Flight => ({
  id: 'D-1',
  flightNumber: 'LH 1163',
  airline: { code: 'LH', name: 'Lufthansa' },
  airport: { code: 'FRA', city: 'Frankfurt' },
  scheduledTime: '2026-06-01T13:20:00+02:00',
  estimatedTime: '2026-06-01T13:20:00+02:00',
  status: 'scheduled',
  ...over,
});

describe('flight board logic', () => {
  it('a departed, landed or cancelled flight drops off 20 minutes after its (estimated) time; one still on the belt stays', () => {
    const at = (time: string, status: string) => flight({ scheduledTime: `2026-06-01T${time}:00+02:00`, estimatedTime: `2026-06-01T${time}:00+02:00`, status });
    expect(isGone(at('11:41', 'departed'), NOW)).toBe(false);
    expect(isGone(at('11:39', 'departed'), NOW)).toBe(true);
    expect(isGone(at('11:00', 'landed'), NOW)).toBe(true);
    expect(isGone(at('11:00', 'baggage'), NOW)).toBe(false);
    expect(isGone(at('09:00', 'boarding'), NOW)).toBe(false);
    // a cancelled flight has no estimate: its scheduled time counts
    expect(isGone(flight({ scheduledTime: '2026-06-01T11:30:00+02:00', estimatedTime: null, status: 'cancelled' }), NOW)).toBe(true);
    expect(isGone(flight({ scheduledTime: '2026-06-01T11:50:00+02:00', estimatedTime: null, status: 'cancelled' }), NOW)).toBe(false);
    // a delay keeps a departure of 11:00 that left at 11:50
    expect(isGone(flight({ scheduledTime: '2026-06-01T11:00:00+02:00', estimatedTime: '2026-06-01T11:50:00+02:00', status: 'departed' }), NOW)).toBe(false);
    // the offset counts: 10:50 in UTC is 12:50 at the airport
    expect(isGone(flight({ scheduledTime: '2026-06-01T10:50:00Z', estimatedTime: '2026-06-01T10:50:00Z', status: 'departed' }), NOW)).toBe(false);
  });

  it('an unknown status reads as scheduled', () => {
    expect(statusOf({ status: 'boarding' })).toBe('boarding');
    expect(statusOf({ status: 'diverted' })).toBe('scheduled');
  });

  it('the changed time: a delay or an early arrival, not the same minute', () => {
    expect(changedTime(flight({}))).toBe(null);
    expect(changedTime(flight({ estimatedTime: '2026-06-01T14:05:00+02:00' }))).toBe('2026-06-01T14:05:00+02:00');
    expect(changedTime(flight({ estimatedTime: '2026-06-01T13:12:00+02:00' }))).toBe('2026-06-01T13:12:00+02:00');
    expect(changedTime(flight({ estimatedTime: null }))).toBe(null);
  });

  it('searches flight number (spaces and case aside), city, airport code and airline', () => {
    const munich = flight({ flightNumber: 'DE 1437', airline: { code: 'DE', name: 'Condor' }, airport: { code: 'MUC', city: 'München' } });
    expect(matchesSearch(munich, 'de1437')).toBe(true);
    expect(matchesSearch(munich, 'DE 14')).toBe(true);
    expect(matchesSearch(munich, 'munchen')).toBe(true);
    expect(matchesSearch(munich, 'MUC')).toBe(true);
    expect(matchesSearch(munich, 'condor')).toBe(true);
    expect(matchesSearch(munich, '  ')).toBe(true);
    expect(matchesSearch(munich, 'Lufthansa')).toBe(false);
    expect(shownFlights([munich, flight({ id: 'D-2' })], NOW, 'frankfurt').map((each) => each.id)).toEqual(['D-2']);
  });
});
