import { describe, expect, it } from 'vitest';
import { hasModule, portalName } from './portal';

describe('portalName: what the header names instead of the app title', () => {
  it('a cruise hub (hubType Cruise or none) names its ship', () => {
    expect(portalName({ hub: { hubType: 'Cruise', shipName: 'Lido Aurora' } })).toBe('Lido Aurora');
    expect(portalName({ hub: { shipName: ' Lido Aurora ' } })).toBe('Lido Aurora');
    expect(portalName({ hub: { hubType: 'cruise', shipName: 'Lido Aurora' } })).toBe('Lido Aurora');
  });

  it('another variant names its property; its leftover ship name is not its hotel', () => {
    expect(portalName({ hub: { hubType: 'Resort', shipName: 'Lido Aurora', propertyName: 'Hotel Arts Barcelona' } })).toBe('Hotel Arts Barcelona');
    expect(portalName({ hub: { hubType: 'Resort', shipName: 'Lido Aurora' } })).toBe(null);
    expect(portalName({ hub: { hubType: 'Airline', propertyName: 'LX 1612 Zurich – Barcelona' } })).toBe('LX 1612 Zurich – Barcelona');
  });

  it('nothing named, blank or no configuration yet: null (the app title stays)', () => {
    expect(portalName(null)).toBe(null);
    expect(portalName({})).toBe(null);
    expect(portalName({ hub: { hubType: 'Cruise', shipName: '  ' } })).toBe(null);
    expect(portalName({ hub: { hubType: 'Cruise', shipName: 42 as unknown as string } })).toBe(null);
  });
});

describe('hasModule', () => {
  it('on when the profile lists one of the names, or lists none', () => {
    expect(hasModule([], 'cruiseExcursions')).toBe(true);
    expect(hasModule([{ name: 'vod' }, { name: 'resortExcursions' }], 'cruiseExcursions', 'resortExcursions')).toBe(true);
    expect(hasModule([{ name: 'vod' }], 'cruiseExcursions')).toBe(false);
  });
});
