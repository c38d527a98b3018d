import { describe, expect, it } from 'vitest';
import { decodeSegment, pathSegments } from './path';

describe('route paths', () => {
  it('splits a path into decoded segments, without its query and hash', () => {
    expect(pathSegments('/resorts/7/Caf%C3%A9%20Sol/?x=1#top')).toEqual(['resorts', '7', 'Café Sol']);
    expect(pathSegments('/')).toEqual([]);
  });
  it('gives null for a malformed escape, anywhere in the path', () => {
    expect(pathSegments('/itinerary/detail/%E0%A4%A')).toBeNull();
    expect(decodeSegment('%E0%A4%A')).toBeNull();
    expect(decodeSegment('a%2Fb')).toBe('a/b');
  });
});
