import { describe, expect, it } from 'vitest';
import { attributesOfPath, examplePath, matchRoute, routeAttributes, type RoutePattern } from './route-table';

const TABLE: readonly RoutePattern[] = [
  { pattern: '/vod/:id', attributes: { view: 'player', 'item-id': ':id' } },
  { pattern: '/vod/login', attributes: { view: 'vod' } },
  { pattern: '/vod/overview/:type/:genreid', attributes: { view: ':type', 'genre-id': ':genreid' } },
  { pattern: '/vod/overview/serie/:id', attributes: { view: 'serie', 'item-id': ':id' } },
  { pattern: '/onboard/excursions/:date?', attributes: { view: 'list', date: ':date' } },
  { pattern: '/dailyschedule/:dd/:mm/:yyyy', attributes: { date: ':dd/:mm/:yyyy' } },
  { pattern: '/weather', attributes: { view: 'weather', date: '?date' } },
  { pattern: '/' },
];

const pattern = (path: string) => matchRoute(TABLE, path)?.route.pattern ?? null;

describe('the route matcher', () => {
  it('matches literal routes and takes the parameters, decoded', () => {
    expect(pattern('/vod/login')).toBe('/vod/login');
    expect(matchRoute(TABLE, '/vod/Caf%C3%A9%2F1')?.params).toEqual({ id: 'Café/1' });
    expect(pattern('/')).toBe('/');
  });

  it('prefers the most specific pattern, whatever the order of the table', () => {
    expect(pattern('/vod/overview/serie/7')).toBe('/vod/overview/serie/:id');
    expect(pattern('/vod/overview/movies/7')).toBe('/vod/overview/:type/:genreid');
    const reversed = [...TABLE].reverse();
    expect(matchRoute(reversed, '/vod/login')?.route.pattern).toBe('/vod/login');
    expect(matchRoute(reversed, '/vod/42')?.route.pattern).toBe('/vod/:id');
  });

  it('takes an optional last parameter or leaves it out', () => {
    expect(matchRoute(TABLE, '/onboard/excursions')?.params).toEqual({});
    expect(matchRoute(TABLE, '/onboard/excursions/2024-05-01')?.params).toEqual({ date: '2024-05-01' });
  });

  it('ignores trailing slashes, the query and the hash', () => {
    expect(pattern('/vod/login/')).toBe('/vod/login');
    expect(pattern('/vod/login//')).toBe('/vod/login');
    expect(pattern('/vod/42?x=1#top')).toBe('/vod/:id');
  });

  it('gives null for unknown paths: a prefix, a longer path, another route', () => {
    expect(pattern('/vod')).toBeNull();
    expect(pattern('/vod/42/7')).toBeNull();
    expect(pattern('/vodka')).toBeNull();
    expect(pattern('/dailyschedule/1/2')).toBeNull();
    expect(matchRoute([], '/')).toBeNull();
  });

  it('gives null for a malformed escape, never a throw', () => {
    expect(() => matchRoute(TABLE, '/vod/%E0%A4%A')).not.toThrow();
    expect(matchRoute(TABLE, '/vod/%E0%A4%A')).toBeNull();
    expect(matchRoute(TABLE, '/vod%ZZ/login')).toBeNull();
    expect(attributesOfPath(TABLE, '/vod/%E0%A4%A')).toBeNull();
  });

  it('fills the attributes from the parameters, the query and literals', () => {
    const schedule = matchRoute(TABLE, '/dailyschedule/01/05/2024')!;
    expect(routeAttributes(schedule, new URLSearchParams())).toEqual({ date: '01/05/2024' });
    // an absent optional parameter or query value leaves its attribute out
    expect(attributesOfPath(TABLE, '/onboard/excursions')).toEqual({ view: 'list' });
    expect(attributesOfPath(TABLE, '/weather')).toEqual({ view: 'weather' });
    expect(attributesOfPath(TABLE, '/weather?date=')).toEqual({ view: 'weather' });
    expect(attributesOfPath(TABLE, '/weather?date=2024-05-01#x')).toEqual({ view: 'weather', date: '2024-05-01' });
    expect(attributesOfPath(TABLE, '/vod/overview/series/9')).toEqual({ view: 'series', 'genre-id': '9' });
    expect(attributesOfPath(undefined, '/vod/1')).toBeNull();
  });

  it('makes an example path that matches its own route', () => {
    for (const route of TABLE) expect(matchRoute(TABLE, examplePath(route))?.route).toBe(route);
    expect(examplePath(TABLE[5]!, (param) => param.toUpperCase())).toBe('/dailyschedule/DD/MM/YYYY');
  });
});
