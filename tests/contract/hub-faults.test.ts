/**
 * Every fault kind of the widgets' fault matrix (tests/faults/), scoped by path pattern, on the hub
 * API, the VOD provider (/vod-api/, `{code, data}` envelopes) and the second catalogue (/seanet/):
 * hub unreachable, 5xx JSON, 5xx proxy HTML page, 5xx Java stack trace, malformed JSON, latency,
 * empty lists and 403 session expiry. The basics (times, methods, regex, dropStream, admin API)
 * are in hub-core.test.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, useDemoHub } from './hub-api.ts';
import { emptyLists, parseFaultFlag, toFaultSpec } from '../../demo-hub/lib/faults.ts';

const hub = useDemoHub();
let vodQuery: string;
let seanetToken: string;
let sid: string;

const { admin } = client(hub);
const fault = async (spec: Record<string, unknown>) => {
  const r = await admin('/faults', 'POST', spec);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body[0];
};

/** The three services a widget talks to, one list call each. */
const SERVICES = {
  hub: { pattern: 'GET /api/cms/categories/findByRoot*', url: () => `${hub.url}/api/cms/categories/findByRoot/`, init: (): RequestInit => ({}) },
  vod: { pattern: 'GET /vod-api/vods/getVods', url: () => `${hub.url}/vod-api/vods/getVods?${vodQuery}&types=movie&limit=5`, init: (): RequestInit => ({}) },
  seanet: {
    pattern: 'GET /seanet/api/genres',
    url: () => `${hub.url}/seanet/api/genres`,
    init: (): RequestInit => ({ headers: { Authorization: `Bearer ${seanetToken}` } }),
  },
} as const;
type Service = keyof typeof SERVICES;
const call = (s: Service) => fetch(SERVICES[s].url(), SERVICES[s].init());

beforeAll(async () => {
  const login = (await (
    await fetch(`${hub.url}/vod-api/customers/loginApp?username=lido-demo&password=lido-demo-pass&device_uuid=faults&api_version=3`)
  ).json()) as { data: { token: string } };
  vodQuery = `api_version=3&device_uuid=faults&token=${login.data.token}`;
  const connect = await fetch(`${hub.url}/seanet/api/connect-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'seanet-demo', password: 'seanet-demo-pass' }),
  });
  seanetToken = ((await connect.json()) as { token: string }).token;
  sid = await signIn(hub);
}, 60_000);
afterEach(async () => {
  await admin('/faults', 'DELETE');
});

describe.each(['hub', 'vod', 'seanet'] as Service[])('fault kinds on %s calls', (service) => {
  const { pattern } = SERVICES[service];

  it('unreachable: the socket is destroyed without an answer; clearing the fault brings the call back', async () => {
    await fault({ pattern, unreachable: true });
    await expect(call(service)).rejects.toThrow(TypeError);
    await expect(call(service)).rejects.toThrow(TypeError);
    await admin('/faults', 'DELETE');
    expect((await call(service)).status).toBe(200);
  });

  it('5xx JSON: a JSON error body with a message', async () => {
    await fault({ pattern, status: 500, times: 1 });
    const res = await call(service);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as any;
    expect(body).toEqual({ error: 'injected_fault', message: expect.stringContaining('Injected fault: 500 Internal Server Error') });
    expect((await call(service)).status).toBe(200);
  });

  it('5xx HTML: a proxy error page ("502 Bad Gateway")', async () => {
    await fault({ pattern, status: 502, errorBody: 'html', times: 1 });
    const res = await call(service);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('text/html');
    const text = await res.text();
    expect(text).toMatch(/^<html>/);
    expect(text).toContain('<title>502 Bad Gateway</title>');
    expect(text).toContain('<h1>502 Bad Gateway</h1>');
  });

  it('5xx stack trace: a Java stack trace as the body', async () => {
    await fault({ pattern, errorBody: 'stacktrace', times: 1 });
    const res = await call(service);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^java\.lang\.NullPointerException/);
    expect(text).toContain('\n\tat com.example.');
  });

  it('5xx exception: JSON whose message is a Java exception (a hub that serialises it)', async () => {
    await fault({ pattern, errorBody: 'exception', times: 1 });
    const res = await call(service);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/^java\.lang\.NullPointerException: Cannot invoke "String\.length\(\)"/);
  });

  it('malformed JSON: a truncated body declared as application/json', async () => {
    await fault({ pattern, malformedJson: true, times: 1 });
    const res = await call(service);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('latency: the answer comes after the configured time', async () => {
    await fault({ pattern, latencyMs: 400, times: 1 });
    const t0 = Date.now();
    const res = await call(service);
    expect(res.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(380);
  });

  it('403: the session-expiry answer', async () => {
    await fault({ pattern, status: 403, times: 1 });
    const res = await call(service);
    expect(res.status).toBe(403);
    const body = (await res.json()) as any;
    expect(body).toEqual({ error: 'session_invalid', message: 'The session is invalid or has expired. Please sign in again.' });
  });
});

describe('a pattern with a query', () => {
  it('faults only the calls whose query matches (a glob with ?); a plain path pattern ignores the query', async () => {
    await fault({ pattern: 'GET /vod-api/vods/getVods?*genre_id=5*', status: 403, times: 1 });
    const list = (genre: number) => fetch(`${hub.url}/vod-api/vods/getVods?${vodQuery}&types=movie&limit=5&genre_id=${genre}`);
    expect((await list(3)).status).toBe(200);
    expect((await list(5)).status).toBe(403);
    // used up once
    expect((await list(5)).status).toBe(200);
  });
});

describe('empty lists reach every list answer', () => {
  it('hub lists and list fields of hub objects', async () => {
    await fault({ pattern: 'GET /api/cms/*', emptyList: true });
    expect(await (await fetch(`${hub.url}/api/cms/categories/findByRoot/`)).json()).toEqual([]);
    expect(await (await fetch(`${hub.url}/api/cms/dailySchedule`)).json()).toEqual([]);
  });

  it("the VOD provider's {code, data} envelopes: titles, providers and channels (a total beside them becomes 0)", async () => {
    const full = (await (await fetch(`${hub.url}/vod-api/vods/getVods?${vodQuery}&types=movie&limit=5`)).json()) as any;
    expect(full.data.vods).toHaveLength(5);
    expect(full.data.total).toBeGreaterThan(5);
    await fault({ pattern: 'GET /vod-api/*', emptyList: true });
    const vods = (await (await fetch(`${hub.url}/vod-api/vods/getVods?${vodQuery}&types=movie&limit=5`)).json()) as any;
    expect(vods).toEqual({ code: 200, data: { vods: [], total: 0, offset: 0, limit: 5 } });
    const providers = (await (await fetch(`${hub.url}/vod-api/vods/getProviders?${vodQuery}`)).json()) as any;
    expect(providers).toEqual({ code: 200, data: { providers: [] } });
    const channels = (await (await fetch(`${hub.url}/vod-api/channels/getChannelData?${vodQuery}`)).json()) as any;
    expect(channels).toEqual({ code: 200, data: { channels: [] } });
  });

  it("the second catalogue's genres and a genre's movies", async () => {
    await fault({ pattern: 'GET /seanet/api/genres*', emptyList: true });
    const auth = { headers: { Authorization: `Bearer ${seanetToken}` } };
    expect(await (await fetch(`${hub.url}/seanet/api/genres`, auth)).json()).toEqual([]);
    const movies = (await (await fetch(`${hub.url}/seanet/api/genres/1/movies`, auth)).json()) as any;
    expect(movies.movies).toEqual([]);
    expect(movies.genre).toMatchObject({ id: 1, name: expect.any(String) });
  });

  it('emptyLists(): arrays at any depth, scalars kept, counts beside an emptied list zeroed', () => {
    expect(emptyLists([1, 2])).toEqual([]);
    expect(emptyLists({ code: 200, data: { vods: [1], total: 9, page: { items: [1], count: 1, size: 20 }, name: 'x' } })).toEqual({
      code: 200,
      data: { vods: [], total: 0, page: { items: [], count: 0, size: 20 }, name: 'x' },
    });
    expect(emptyLists('text')).toBe('text');
    expect(emptyLists(null)).toBe(null);
  });
});

describe('scoping', () => {
  it('a fault on one path leaves the other calls of the same service alone', async () => {
    await fault({ pattern: 'GET /vod-api/vods/getVods', status: 503 });
    expect((await fetch(`${hub.url}/vod-api/vods/getVods?${vodQuery}`)).status).toBe(503);
    expect((await fetch(`${hub.url}/vod-api/vods/getProviders?${vodQuery}`)).status).toBe(200);
    expect((await fetch(`${hub.url}/seanet/api/genres`, { headers: { Authorization: `Bearer ${seanetToken}` } })).status).toBe(200);
    expect((await fetch(`${hub.url}/api/cms/categories/findByRoot/`)).status).toBe(200);
  });

  it('a 403 fault mid-session: the next protected call after it works again with the same session', async () => {
    expect((await fetch(`${hub.url}/api/passengers/cart`, { headers: { 'X-Session-Id': sid } })).status).toBe(200);
    await fault({ pattern: 'GET /api/passengers/*', status: 403, times: 1 });
    expect((await fetch(`${hub.url}/api/passengers/cart`, { headers: { 'X-Session-Id': sid } })).status).toBe(403);
    expect((await fetch(`${hub.url}/api/passengers/cart`, { headers: { 'X-Session-Id': sid } })).status).toBe(200);
  });

  it('latency adds up with another kind: slow, then a proxy page', async () => {
    await fault({ pattern: 'GET /api/cms/dailySchedule', latencyMs: 300, status: 504, errorBody: 'html', times: 1 });
    const t0 = Date.now();
    const res = await fetch(`${hub.url}/api/cms/dailySchedule`);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    expect(res.status).toBe(504);
    expect(await res.text()).toContain('504 Gateway Timeout');
  });

  it('the admin API lists the new fields and rejects unknown error bodies', async () => {
    const added = await fault({ pattern: '/seanet/*', errorBody: 'html' });
    expect(added).toMatchObject({ pattern: '/seanet/*', status: 502, errorBody: 'html' });
    await fault({ pattern: '/vod-api/*', unreachable: true, latencyMs: 15000 });
    expect((await admin('/faults')).body).toEqual([
      expect.objectContaining({ errorBody: 'html' }),
      expect.objectContaining({ unreachable: true, latencyMs: 15000 }),
    ]);
    expect((await admin('/faults', 'POST', { pattern: '/x', errorBody: 'xml' })).status).toBe(400);
    expect((await admin('/faults', 'POST', { pattern: '/x', unreachable: 'yes' })).status).toBe(400);
  });

  it('a fault with a referer applies only to requests whose Referer contains it; its scope is listed and cleared alone', async () => {
    const url = `${hub.url}/api/cms/categories/findByRoot/`;
    const from = (page: string) => fetch(url, { headers: { Referer: `http://localhost:9000/tests/faults/frame.html?case=${page}` } });
    await fault({ pattern: 'GET /api/cms/*', status: 503, referer: 'case=a1' });
    await fault({ pattern: 'GET /api/cms/*', status: 500, referer: 'case=b2' });
    expect((await from('a1')).status).toBe(503);
    expect((await from('b2')).status).toBe(500);
    expect((await from('c3')).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    expect((await admin('/faults?referer=case%3Da1')).body).toEqual([expect.objectContaining({ referer: 'case=a1', status: 503, hits: 1 })]);
    await admin('/faults?referer=case%3Da1', 'DELETE');
    expect((await from('a1')).status).toBe(200);
    expect((await from('b2')).status).toBe(500);
    expect((await admin('/faults')).body).toEqual([expect.objectContaining({ referer: 'case=b2' })]);
    expect((await admin('/faults', 'POST', { pattern: '/x', status: 500, referer: '' })).status).toBe(400);
  });
});

describe('--fault flag options', () => {
  it('html, stacktrace and unreachable', () => {
    expect(parseFaultFlag('GET /api/cms/*:502:html')).toEqual({ pattern: 'GET /api/cms/*', status: 502, errorBody: 'html' });
    expect(parseFaultFlag('/vod-api/*:stacktrace:times=2')).toEqual({ pattern: '/vod-api/*', status: 500, errorBody: 'stacktrace', times: 2 });
    expect(parseFaultFlag('/seanet/*:unreachable')).toEqual({ pattern: '/seanet/*', unreachable: true });
    expect(parseFaultFlag('/api/*:latency=15000')).toEqual({ pattern: '/api/*', latencyMs: 15000 });
    expect(() => toFaultSpec({ pattern: '/x' })).toThrow();
  });
});
