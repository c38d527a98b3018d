import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  distanceNm,
  formatCoordinate,
  fromNautical,
  isAircraft,
  vehicleOf,
  markerSize,
  nextPort,
  rotationOf,
  routeOf,
  unitsOf,
  type PortDay,
} from './tracker-logic';

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
    expect([vehicleOf({ dataType: 'Aircraft' }, 'airline'), vehicleOf({ dataType: 'Ship' }, 'bus'), vehicleOf({ dataType: 'Ship' }, 'cruise')]).toEqual([
      'aircraft',
      'coach',
      'ship',
    ]);
    expect(formatCoordinate(41.38333, 'lat')).toBe('41°23.0′ N');
    expect(formatCoordinate(-2.5, 'lng')).toBe('2°30.0′ W');
    expect(unitsOf('imperial')).toEqual({ temperature: '°F', speed: 'mph', distance: 'mi' });
    expect(unitsOf('metric')).toEqual({ temperature: '°C', speed: 'km/h', distance: 'km' });
    // an aircraft's 450 knots read as km/h or mph; 100 nautical miles as km or mi
    expect(Math.round(fromNautical(450, unitsOf('metric')))).toBe(833);
    expect(Math.round(fromNautical(100, unitsOf('imperial')))).toBe(115);
  });
});

describe('voyage context (beyond the spec)', () => {
  // Barcelona (embarkation, departs 17:00) → a sea day → Palma (arrives 08:00), ship time UTC+1
  const days: PortDay[] = [
    { date: '01/06/2025', title: 'Barcelona', portName: 'Barcelona', atSea: false, arrives: null, latitude: 41.352, longitude: 2.174, utcOffsetMinutes: 60 },
    { date: '02/06/2025', title: 'At sea', atSea: true, utcOffsetMinutes: 60 },
    {
      date: '03/06/2025',
      title: 'Palma de Mallorca',
      portName: 'Palma de Mallorca',
      atSea: false,
      arrives: '08:00',
      latitude: 39.555,
      longitude: 2.627,
      utcOffsetMinutes: 60,
    },
    {
      date: '04/06/2025',
      title: 'Palma de Mallorca',
      portName: 'Palma de Mallorca',
      atSea: false,
      arrives: '08:00',
      latitude: 39.555,
      longitude: 2.627,
      utcOffsetMinutes: 60,
    },
  ];

  it('distance in nautical miles (Barcelona to Palma about 110 nm)', () => {
    expect(distanceNm({ latitude: 41.352, longitude: 2.174 }, { latitude: 39.555, longitude: 2.627 })).toBeCloseTo(110, -1);
    expect(distanceNm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(60, 0);
  });

  it('the route runs through the ports in order, a port kept two days counted once, sea days skipped', () => {
    expect(routeOf(days)).toEqual([
      [41.352, 2.174],
      [39.555, 2.627],
    ]);
  });

  it('the next port is the first scheduled arrival still ahead, with an ETA at the current speed', () => {
    const now = Date.UTC(2025, 5, 2, 12, 0);
    const halfway = { latitude: 40.45, longitude: 2.4 };
    const port = nextPort(days, halfway, 11, now)!;
    expect(port.name).toBe('Palma de Mallorca');
    expect(port.arrival).toBe(Date.UTC(2025, 5, 3, 7, 0));
    expect(port.distanceNm).toBeCloseTo(55, -1);
    expect(port.eta).toBeCloseTo(now + (port.distanceNm / 11) * 3_600_000, -3);
    // stopped: no ETA from the speed
    expect(nextPort(days, halfway, 0.4, now)!.eta).toBe(null);
    // once alongside in Palma, the next day's arrival there is the next one; after the last, none
    expect(nextPort(days, halfway, 11, Date.UTC(2025, 5, 3, 9, 0))!.arrival).toBe(Date.UTC(2025, 5, 4, 7, 0));
    expect(nextPort(days, halfway, 11, Date.UTC(2025, 5, 4, 9, 0))).toBe(null);
  });
});
