/**
 * The demo hub's plumbing, over real HTTP: JSON errors, CORS, static media with Range, faults
 * (admin API and start flags), session expiry (403), the admin API and server-sent events.
 */
import { describe, expect, it } from 'vitest';
import { startHub } from './start-hub.ts';
import { client, useDemoHub, signIn } from './hub-api.ts';

const hub = useDemoHub({ args: ['--gps-interval', '200'] });
const api = client(hub);

const admin = api.admin;

/** Reads an SSE response until `count` data messages arrived (or the stream ends). */
async function readSse(res: Response, count: number, timeoutMs = 5000): Promise<{ raw: string; messages: string[]; ended: boolean }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  let ended = false;
  const deadline = Date.now() + timeoutMs;
  const messages = () =>
    raw
      .split('\n\n')
      .filter((b) => b.includes('data:'))
      .map((b) =>
        b
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n'),
      );
  while (messages().length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (chunk === null) break;
    if (chunk.done) {
      ended = true;
      break;
    }
    raw += decoder.decode(chunk.value, { stream: true });
  }
  if (!ended) await reader.cancel().catch(() => undefined);
  return { raw, messages: messages(), ended };
}

describe('errors are JSON and never 500 for client mistakes', () => {
  it('answers an unknown path with 404 {error, message}', async () => {
    const r = await api.get('no/such/call');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'not_found', message: expect.stringContaining('no/such/call') });
  });

  it('says its error messages are English (Content-Language), whatever language was asked for', async () => {
    const r = await api.call('no/such/call', { headers: { 'Accept-Language': 'de' } });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-language')).toBe('en');
  });

  it('answers a known path with the wrong method with 405', async () => {
    const r = await api.call('devices/config', { method: 'DELETE' });
    expect(r.status).toBe(405);
    expect(r.body.error).toBe('method_not_allowed');
  });

  it('rejects a malformed JSON body with 400 malformed_json', async () => {
    const r = await api.call('authentication/loginByPassenger', { method: 'POST', raw: '{"bookingReference": "LIDO123",' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'malformed_json', message: expect.any(String) });
  });

  it('rejects a non-object JSON body with 400', async () => {
    const r = await api.call('authentication/loginByPassenger', { method: 'POST', raw: '[1,2,3]' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_body');
  });

  it('answers bad ids, dates and parameters with 4xx, not 500', async () => {
    const sid = await signIn(hub);
    const cases: [string, unknown?][] = [
      ['cms/articles/abc'],
      ['cms/categories/findById/-x'],
      ['cms/dailyScheduleByDate?date=31/02/2026'],
      ['cms/dailyScheduleByDate'],
      ['blobs/image?reference=ship&width=huge'],
      ['blobs/image'],
      ['excursions/byDay?day=soon'],
      ['itinerary/weather/2026-01-01'],
      ['lineup?startDate=tomorrow'],
      ['lineup?days=99'],
      ['cabinfinder/topview/12'],
      ['wayfinder/maps/topview/marker?wayfinderProfileId=x'],
      ['devices/config?deviceType=Toaster'],
      ['ratings/profiles?allInOne=maybe'],
      ['activity?categoryId=x'],
      ['excursions/book/6001', { guests: 'all' }],
      ['passengers/cart', { excursion: { id: 'NOPE' }, passenger: { id: 1 } }],
      ['photomatch/addToCart', { photos: [{ id: 'AUR:D0:7012-0001', variants: [{ id: 'DIG', count: -1 }] }] }],
      ['problem/report', { description: 42 }],
      ['ratings/answer', { id: 'x' }],
      ['dining/book/7202', { numberOfPersons: 'two' }],
    ];
    for (const [path, body] of cases) {
      const r = body === undefined ? await api.get(path, sid) : await api.post(path, body, sid);
      expect(r.status, `${path} → ${r.status} ${r.text}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${path} → ${r.status} ${r.text}`).toBeLessThan(500);
      expect(r.body, path).toEqual({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('CORS', () => {
  it('reflects a localhost origin with credentials', async () => {
    const r = await api.get('devices/config', null, { Origin: 'http://localhost:4321' });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers a preflight from 127.0.0.1 on another port', async () => {
    const res = await fetch(`${hub.url}/api/pms/changePin`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:8000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-session-id, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8000');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['x-session-id', 'content-type', 'authorization']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('does not allow foreign origins', async () => {
    const r = await api.get('devices/config', null, { Origin: 'https://evil.example' });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('static media', () => {
  it('serves HLS playlists with the HLS content type', async () => {
    const res = await fetch(`${hub.url}/media/hls/movie-1/index.m3u8`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await res.text()).toContain('#EXTM3U');
  });

  it('answers Range requests with 206 and the exact slice', async () => {
    const full = await fetch(`${hub.url}/media/audio/track-1.mp3`);
    const size = Number(full.headers.get('content-length'));
    await full.arrayBuffer();
    const res = await fetch(`${hub.url}/media/audio/track-1.mp3`, { headers: { Range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
    const bad = await fetch(`${hub.url}/media/audio/track-1.mp3`, { headers: { Range: `bytes=${size + 10}-` } });
    expect(bad.status).toBe(416);
  });

  it('revalidates with ETag (304)', async () => {
    const first = await fetch(`${hub.url}/media/pdf/welcome-aboard.pdf`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${hub.url}/media/pdf/welcome-aboard.pdf`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses path traversal and missing files with 404', async () => {
    expect((await fetch(`${hub.url}/media/%2e%2e/server.ts`)).status).toBe(404);
    expect((await fetch(`${hub.url}/media/images/nothing-400.jpg`)).status).toBe(404);
  });
});

describe('a simulated restart (admin API)', () => {
  it('POST /__admin/streams/drop cuts every open event stream', async () => {
    const response = await fetch(`${hub.url}/api/cms/events/register`);
    const reader = response.body!.getReader();
    await reader.read(); // the retry line: the stream is open
    const cut = await admin('/streams/drop', 'POST');
    expect(cut.body.dropped).toBeGreaterThanOrEqual(1);
    await expect(
      (async () => {
        for (;;) {
          const { done } = await reader.read();
          if (done) return 'ended';
        }
      })(),
    ).rejects.toThrow();
  });
});

describe('faults (admin API)', () => {
  it('injects a status for a glob, a number of times, then stops', async () => {
    const add = await admin('/faults', 'POST', { pattern: 'GET /api/cms/*', status: 503, times: 2 });
    expect(add.status).toBe(200);
    expect(add.body[0]).toMatchObject({ id: expect.any(Number), pattern: 'GET /api/cms/*', status: 503, times: 2 });
    const a = await api.get('cms/categories/findByRoot');
    expect(a.status).toBe(503);
    expect(a.body.error).toBe('injected_fault');
    expect((await api.get('cms/categories/findById/1')).status).toBe(503);
    expect((await api.get('cms/categories/findByRoot')).status).toBe(200);
  });

  it('matches methods: a GET fault leaves POSTs alone', async () => {
    await admin('/faults', 'POST', { pattern: 'GET /api/ratings/*', status: 500, times: 1 });
    const post = await api.post('ratings/answer', { id: 3, fields: [], answers: [{ id: 6, rating: 7 }] });
    expect(post.status).toBe(200);
    expect((await api.get('ratings/config')).status).toBe(500);
    expect((await api.get('ratings/config')).status).toBe(200);
  });

  it('supports regular expressions and a 403 (session expiry simulation)', async () => {
    await admin('/faults', 'POST', { pattern: '/^\\/api\\/passengers\\//', status: 403, times: 1 });
    const sid = await signIn(hub);
    expect((await api.get('passengers/cart', sid)).status).toBe(403);
    expect((await api.get('passengers/cart', sid)).status).toBe(200);
  });

  it('adds latency', async () => {
    await admin('/faults', 'POST', { pattern: '/api/ratings/config', latencyMs: 400, times: 1 });
    const t0 = Date.now();
    const r = await api.get('ratings/config');
    expect(r.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(380);
  });

  it('sends malformed JSON', async () => {
    await admin('/faults', 'POST', { pattern: '/api/problem/categories', malformedJson: true, times: 1 });
    const res = await fetch(`${hub.url}/api/problem/categories`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('empties lists, also list fields of objects', async () => {
    await admin('/faults', 'POST', { pattern: '/api/cms/categories/findByRoot', emptyList: true, times: 1 });
    expect((await api.get('cms/categories/findByRoot')).body).toEqual([]);
    await admin('/faults', 'POST', { pattern: '/api/photomatch/config', emptyList: true, times: 1 });
    const cfg = (await api.get('photomatch/config')).body;
    expect(cfg.variants).toEqual([]);
    expect(cfg.keyvalues.NO_PHOTOS_ERROR_MESSAGE).toEqual(expect.any(String));
  });

  it('cuts a JSON answer mid-way (dropStream)', async () => {
    await admin('/faults', 'POST', { pattern: '/api/itinerary/schedules', dropStream: true, times: 1 });
    await expect(fetch(`${hub.url}/api/itinerary/schedules`).then((r) => r.text())).rejects.toThrow();
    expect((await api.get('itinerary/schedules')).status).toBe(200);
  });

  it('cuts an event stream after its first message (dropStream)', async () => {
    await admin('/faults', 'POST', { pattern: '/api/cms/events/register', dropStream: true, times: 1 });
    const res = await fetch(`${hub.url}/api/cms/events/register`);
    const sse = await readSse(res, 3);
    expect(sse.messages).toHaveLength(1);
    expect(sse.ended).toBe(true);
  });

  it('lists and clears faults; the admin API itself is never faulted', async () => {
    await admin('/faults', 'POST', { pattern: '*', status: 500 });
    const list = await admin('/faults');
    expect(list.status).toBe(200);
    expect(list.body.some((f: { pattern: string }) => f.pattern === '*')).toBe(true);
    expect((await api.get('devices/config')).status).toBe(500);
    expect((await admin('/faults', 'DELETE')).body).toEqual({ cleared: true });
    expect((await admin('/faults')).body).toEqual([]);
    expect((await api.get('devices/config')).status).toBe(200);
  });

  it('rejects invalid fault descriptions with 400', async () => {
    expect((await admin('/faults', 'POST', { status: 500 })).status).toBe(400);
    expect((await admin('/faults', 'POST', { pattern: '/x' })).status).toBe(400);
    expect((await admin('/faults', 'POST', { pattern: '/x', status: 'boom' })).status).toBe(400);
  });
});

describe('sessions', () => {
  it('protected calls need a session: none or unknown → 403', async () => {
    for (const path of [
      'passengers/cart',
      'pms/invoices',
      'photomatch/cart',
      'muster/passenger',
      'problem/report',
      'cabinmessage/get/app',
      'pms/accounts/appointments',
      'itinerary/holiday',
    ]) {
      expect((await api.get(path)).status, path).toBe(403);
      const r = await api.get(path, 'not-a-session');
      expect(r.status, path).toBe(403);
      expect(r.body.error).toBe('session_invalid');
    }
    expect((await api.post('pms/changePin', { currentPin: '1234', newPin: '4321' })).status).toBe(403);
  });

  it('POST /__admin/session-expire ends one session: every protected call answers 403', async () => {
    const sid = await signIn(hub);
    const other = await signIn(hub);
    expect((await api.get('passengers/cart', sid)).status).toBe(200);
    const r = await admin('/session-expire', 'POST', { sessionId: sid });
    expect(r.body).toEqual({ expired: 1 });
    expect((await api.get('passengers/cart', sid)).status).toBe(403);
    expect((await api.get('photomatch/orders', sid)).status).toBe(403);
    expect((await api.get('passengers/cart', other)).status).toBe(200);
    expect((await admin('/session-expire', 'POST', { sessionId: 'unknown' })).status).toBe(404);
  });
});

describe('event streams', () => {
  it('GPS: retry hint first, then gpsProfile messages that keep coming', async () => {
    const res = await fetch(`${hub.url}/api/cms/events/register`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const sse = await readSse(res, 2);
    expect(sse.raw.startsWith('retry: ')).toBe(true);
    expect(sse.messages.length).toBeGreaterThanOrEqual(2);
    const msg = JSON.parse(sse.messages[0]!);
    expect(msg.gpsProfile).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number), dataType: 'Ship' });
  });

  it('signage: an admin reload reaches listeners as the upper-cased device type', async () => {
    const res = await fetch(`${hub.url}/api/digitalsignage/events/register`);
    const reading = readSse(res, 1);
    // let the stream register before broadcasting
    let sent = { listeners: 0 };
    for (let i = 0; i < 20 && sent.listeners === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      sent = (await admin('/signage/reload', 'POST', { deviceType: 'DigitalSignage' })).body;
    }
    const sse = await reading;
    expect(sse.raw).toMatch(/^retry: \d+/);
    expect(sse.messages[0]).toBe('DIGITALSIGNAGE');
    expect((await admin('/signage/reload', 'POST', { deviceType: 'Toaster' })).status).toBe(400);
  });
});

describe('admin', () => {
  it('lists the routes', async () => {
    const r = await admin('/routes');
    expect(r.body.length).toBeGreaterThan(100);
    expect(r.body).toContainEqual({ method: 'GET', path: '/api/devices/config' });
  });

  it('moves the GPS clock: at sea the ship has a heading and speed', async () => {
    await admin('/gps', 'POST', { hoursIntoVoyage: 30 });
    const at = (await api.get('gps/current')).body;
    expect(at.advancedInformation.heading).not.toBe(511);
    expect(at.advancedInformation.speed).toBeGreaterThan(5);
    await admin('/gps', 'POST', { hoursIntoVoyage: 12 });
    const port = (await api.get('gps/current')).body;
    expect(port).toMatchObject({ latitude: 41.352, longitude: 2.174 });
    expect(port.advancedInformation.heading).toBe(511);
    expect((await admin('/gps', 'POST', { hoursIntoVoyage: -1 })).status).toBe(400);
    await admin('/gps', 'POST', { hoursIntoVoyage: null });
  });
});

describe('start flags', () => {
  it('listens on this machine only unless --host opens it to the network', async () => {
    const bound = async (host: string | null) => {
      const other = await startHub({ host });
      try {
        await expect.poll(() => other.log(), { timeout: 5000 }).toMatch(/listening on /);
        return /listening on (\S+)/.exec(other.log())![1];
      } finally {
        await other.stop();
      }
    };
    expect(await bound(null)).toBe('127.0.0.1');
    expect(await bound('0.0.0.0')).toBe('0.0.0.0');
  }, 30_000);

  it('--fault, --latency and --session-ttl', async () => {
    const other = await startHub({
      args: ['--fault', 'GET /api/ratings/*:500', '--fault', '/api/problem/categories:empty', '--latency', '50', '--session-ttl', '1'],
    });
    try {
      const o = client(other);
      expect((await o.get('ratings/config')).status).toBe(500);
      expect((await o.get('problem/categories')).body).toEqual([]);
      const t0 = Date.now();
      expect((await o.get('devices/config')).status).toBe(200);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
      const sid = await signIn(other);
      expect((await o.get('passengers/cart', sid)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1200));
      const expired = await o.get('passengers/cart', sid);
      expect(expired.status).toBe(403);
      expect(expired.body.error).toBe('session_invalid');
    } finally {
      await other.stop();
    }
  }, 30_000);
});
