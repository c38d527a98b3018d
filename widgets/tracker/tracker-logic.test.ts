import { describe, expect, it } from 'vitest';
import { clampZoom, formatCoordinate, isAircraft, markerSize, rotationOf, unitsOf } from './tracker-logic';

describe('tracker rules', () => {
  it('marker 80 px up to zoom 14, then 40 px more per level', () => {
    expect([3, 13, 14, 15, 16, 18].map(markerSize)).toEqual([80, 80, 80, 120, 160, 240]);
  });

  it('zoom stays within 3 to 18', () => {
    expect([0, 3, 4.4, 18, 30, Number.NaN].map(clampZoom)).toEqual([3, 3, 4, 18, 18, 4]);
  });

  it('rotation by heading, else course; 511 is unknown', () => {
    expect(rotationOf({ advancedInformation: { heading: 132, course: 140 } })).toBe(132);
    expect(rotationOf({ advancedInformation: { heading: 511, course: 140 } })).toBe(140);
    expect(rotationOf({ advancedInformation: { heading: 511, course: 511 } })).toBe(null);
    expect(rotationOf({ advancedInformation: null })).toBe(null);
    expect(rotationOf({ advancedInformation: { heading: 370 } })).toBe(10);
  });

  it('ship or aircraft; coordinates; units', () => {
    expect([isAircraft({ dataType: 'Aircraft' }), isAircraft({ dataType: 'Ship' }), isAircraft({})]).toEqual([true, false, false]);
    expect(formatCoordinate(41.38333, 'lat')).toBe('41°23.0′ N');
    expect(formatCoordinate(-2.5, 'lng')).toBe('2°30.0′ W');
    expect(unitsOf('imperial')).toEqual({ temperature: '°F', speed: 'mph' });
    expect(unitsOf('metric')).toEqual({ temperature: '°C', speed: 'km/h' });
  });
});
