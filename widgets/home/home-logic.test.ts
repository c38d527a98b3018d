import { describe, expect, it } from 'vitest';
import { variantOf } from '../../core/config/variant';
import { HOME_TILES, TILE_GROUPS, groupTiles, homeTiles } from './home-logic';

const keys = (tiles: { key: string }[]) => tiles.map((tile) => tile.key);

describe('home tiles', () => {
  it("a cruise opens on the spec's tiles in their order, then the other features", () => {
    const tiles = keys(homeTiles('cruise', []));
    expect(tiles.slice(0, 7)).toEqual(['myHoliday', 'browseExcursions', 'itinerary', 'cruiseExcursions', 'myExcursions', 'reportProblem', 'problemTracking']);
    expect(tiles).toHaveLength(HOME_TILES.length);
  });

  it('only what the device profile has: a tile is on when any of its modules is', () => {
    expect(keys(homeTiles('cruise', ['vod', 'problems', 'cruiseExcursions']))).toEqual([
      'cruiseExcursions',
      'myExcursions',
      'reportProblem',
      'problemTracking',
      'vod',
    ]);
  });

  it('an airline opens on films, audio and TV; a resort on its holiday, dining and spa', () => {
    expect(keys(homeTiles('airline', ['content', 'vod', 'audio', 'liveTv', 'tracker', 'ratings']))).toEqual([
      'vod',
      'audio',
      'liveTv',
      'tracker',
      'information',
      'feedback',
    ]);
    expect(keys(homeTiles('resort', ['itinerary', 'dining', 'spa', 'activity', 'content'])).slice(0, 4)).toEqual(['myHoliday', 'dining', 'spa', 'activities']);
  });

  it('an airport opens on its flight board, then entertainment and information; the board is only where the profile has it', () => {
    const airport = homeTiles('airport', ['flights', 'content', 'vod', 'audio', 'liveTv', 'wayfinder', 'ratings', 'signage']);
    expect(keys(airport)).toEqual(['flights', 'vod', 'audio', 'liveTv', 'information', 'feedback']);
    expect(airport[0]!.to).toBe('/flights');
    expect(groupTiles(airport).map((group) => group.group)).toEqual(['today', 'entertainment', 'services']);
    expect(keys(homeTiles('airline', ['content', 'vod', 'audio', 'liveTv', 'tracker', 'ratings']))).not.toContain('flights');
  });

  it("the hub's hubType names the variant; anything else is a cruise", () => {
    expect(variantOf('Airline')).toBe('airline');
    expect(variantOf(' RESORT ')).toBe('resort');
    expect(variantOf('Cruise')).toBe('cruise');
    expect(variantOf('Ferry')).toBe('cruise');
    expect(variantOf(undefined)).toBe('cruise');
  });

  it('groups the tiles by journey, each group where its first tile stands in the variant order', () => {
    expect(HOME_TILES.every((tile) => TILE_GROUPS[tile.key])).toBe(true);
    const cruise = groupTiles(homeTiles('cruise', []));
    expect(cruise.map((group) => group.group)).toEqual(['today', 'onBoard', 'ashore', 'services', 'entertainment']);
    // a profile that lists no modules has every feature, the airport's board too
    expect(keys(cruise[0]!.tiles)).toEqual(['myHoliday', 'itinerary', 'programme', 'safety', 'messages', 'flights']);
    expect(keys(cruise[2]!.tiles)).toEqual(['cruiseExcursions', 'myExcursions', 'resortExcursions']);
    const airline = groupTiles(homeTiles('airline', ['content', 'vod', 'audio', 'liveTv', 'tracker', 'ratings']));
    expect(airline.map((group) => group.group)).toEqual(['entertainment', 'onBoard', 'services']);
    expect(airline.flatMap((group) => keys(group.tiles))).toEqual(['vod', 'audio', 'liveTv', 'tracker', 'information', 'feedback']);
  });
});
