import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { LidoChannel, type LidoEventMap } from '../channel/channel';
import { createStores, type SessionStores } from '../session/stores';
import { deriveHubUrl, joinApiUrl } from './address';
import { createHub, HubError, SESSION_HEADER, type HubErrorInfo } from './client';
import { json, startTestServer, type TestServer } from './test-server';

describe('deriveHubUrl (spec 000 §7)', () => {
  test.each([
    [{ protocol: 'https:', hostname: 'app.ship.example', port: '' }, 'https://hub.ship.example'],
    [{ protocol: 'https:', hostname: 'host.ship.example', port: '' }, 'https://hub.ship.example'],
    [{ protocol: 'http:', hostname: 'APP.ship.example', port: '8443' }, 'http://hub.ship.example:8443'],
    [{ protocol: 'https:', hostname: 'app-staging.ship.example', port: '' }, 'https://hub-staging.ship.example'],
    [{ protocol: 'https:', hostname: 'host-2.resort.example', port: '' }, 'https://hub-2.resort.example'],
    [{ protocol: 'https:', hostname: 'hub.ship.example', port: '' }, 'https://hub.ship.example'],
    [{ protocol: 'https:', hostname: 'hub-test.ship.example', port: '' }, 'https://hub-test.ship.example'],
    [{ protocol: 'http:', hostname: 'localhost', port: '4321' }, 'http://localhost:8080'],
    [{ protocol: 'http:', hostname: '192.168.1.20', port: '' }, 'http://192.168.1.20:8080'],
    [{ protocol: 'https:', hostname: 'portal.ship.example', port: '' }, 'https://portal.ship.example:8080'],
    [{ protocol: 'https:', hostname: 'apple.ship.example', port: '' }, 'https://apple.ship.example:8080'],
    [{ protocol: 'https:', hostname: 'myapp.ship.example', port: '' }, 'https://myapp.ship.example:8080'],
    [{ protocol: 'file:', hostname: '', port: '' }, 'http://localhost:8080'],
  ])('%j → %s', (location, expected) => {
    expect(deriveHubUrl(location)).toBe(expected);
  });

  test('no location (server, worker) → local fallback', () => {
    expect(deriveHubUrl(undefined)).toBe('http://localhost:8080');
  });

  test.each([
    ['http://localhost:8080', undefined, 'http://localhost:8080/api/'],
    ['http://localhost:8080/', '/api/', 'http://localhost:8080/api/'],
    ['https://hub.x', 'rest/v2', 'https://hub.x/rest/v2/'],
    ['https://hub.x', '', 'https://hub.x/'],
  ])('joinApiUrl(%s, %j) → %s', (hubUrl, apiPath, expected) => {
    expect(joinApiUrl(hubUrl, apiPath)).toBe(expected);
  });
});

describe('hub client against a real server', () => {
  let server: TestServer;
  let stores: SessionStores;
  let channel: LidoChannel;
  const events: Array<{ type: string; detail: unknown }> = [];
  const errors: HubErrorInfo[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    server.handle('GET /api/ping', (req, res) => json(res, 200, { pong: true, query: req.url }));
    server.handle('POST /api/echo', (req, res) => json(res, 200, JSON.parse(req.body)));
    server.handle('GET /api/forbidden', (_req, res) => json(res, 403, { message: 'session invalid' }));
    server.handle('GET /api/broken', (_req, res) => json(res, 500, { message: 'database unavailable' }));
    server.handle('GET /api/slow', (_req, res) => {
      setTimeout(() => json(res, 200, { late: true }), 1000);
    });
    server.handle('GET /api/malformed', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"items":[1,2');
    });
    server.handle('GET /api/text', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('plain words');
    });
    server.handle('GET /api/teapot', (_req, res) => {
      res.writeHead(418, { 'content-type': 'text/plain' });
      res.end('short and stout');
    });
    server.handle('GET /api/empty', (_req, res) => {
      res.writeHead(200);
      res.end();
    });
  });
  afterAll(() => server.close());

  function makeHub(timeout?: number) {
    channel = new LidoChannel();
    stores = createStores({ storage: null, channel });
    stores.configuration.setState({ hubUrl: server.origin, hubApiUrl: `${server.origin}/api/` });
    for (const type of ['lido:auth-required', 'lido:error'] as const) {
      channel.on(type, (detail: LidoEventMap[typeof type]) => events.push({ type, detail }));
    }
    return createHub({
      stores,
      channel,
      timeout,
      onError: (error) => errors.push(error),
      currentPath: () => '/my_bookings?x=1',
    });
  }

  afterEach(() => {
    events.length = 0;
    errors.length = 0;
    channel.close();
    stores.dispose();
  });

  test('GET with query against the configured API base', async () => {
    const hub = makeHub();
    const answer = await hub.get<{ pong: boolean; query: string }>('ping', {
      previewMode: true,
      skip: undefined,
      ids: [1, 2],
    });
    expect(answer.pong).toBe(true);
    expect(answer.query).toBe('/api/ping?previewMode=true&ids=1&ids=2');
  });

  test('sends the session id header on every call, and none when signed out', async () => {
    const hub = makeHub();
    await hub.get('ping');
    expect(server.requests.at(-1)?.headers[SESSION_HEADER.toLowerCase()]).toBeUndefined();
    stores.authentication.setState({ sessionId: 'abc-123', isAuthenticated: true });
    await hub.get('ping');
    await hub.post('echo', { a: 1 });
    const [get, post] = server.requests.slice(-2);
    expect(get?.headers['x-session-id']).toBe('abc-123');
    expect(post?.headers['x-session-id']).toBe('abc-123');
  });

  test('POST sends JSON and returns the parsed answer', async () => {
    const hub = makeHub();
    const answer = await hub.post<{ name: string }>('/echo', { name: 'Ada' });
    expect(answer).toEqual({ name: 'Ada' });
    expect(server.requests.at(-1)?.headers['content-type']).toBe('application/json');
  });

  test('an empty answer resolves to nothing', async () => {
    const hub = makeHub();
    expect(await hub.get('empty')).toBeFalsy();
  });

  test('403 clears authentication and announces auth-required with the origin', async () => {
    const hub = makeHub();
    stores.authentication.setState({ sessionId: 'old', isAuthenticated: true, bookingReference: 'BR1' });
    const failure = hub.get('forbidden');
    await expect(failure).rejects.toBeInstanceOf(HubError);
    await expect(failure).rejects.toMatchObject({ code: 403 });
    expect(stores.authentication.getState()).toMatchObject({ sessionId: null, isAuthenticated: false, bookingReference: null });
    expect(events).toEqual([{ type: 'lido:auth-required', detail: { origin: '/my_bookings?x=1' } }]);
    expect(errors).toEqual([]);
  });

  test('other errors reach the error callback and lido:error with message and code', async () => {
    const hub = makeHub();
    stores.authentication.setState({ sessionId: 'keep', isAuthenticated: true });
    await expect(hub.get('broken')).rejects.toMatchObject({ code: 500, message: 'database unavailable' });
    expect(errors).toEqual([{ message: 'database unavailable', code: 500, path: 'broken' }]);
    expect(events).toEqual([{ type: 'lido:error', detail: { message: 'database unavailable', code: 500 } }]);
    expect(stores.authentication.getState().sessionId).toBe('keep');
  });

  test('malformed JSON is an INVALID_RESPONSE error, never half-parsed data', async () => {
    const hub = makeHub();
    await expect(hub.get('malformed')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(errors).toEqual([{ message: 'Invalid response from hub', code: 'INVALID_RESPONSE', path: 'malformed' }]);
  });

  test('a text answer stays text; a text error body becomes the message', async () => {
    const hub = makeHub();
    expect(await hub.get('text')).toBe('plain words');
    await expect(hub.get('teapot')).rejects.toMatchObject({ code: 418, message: 'short and stout' });
  });

  test('a 404 is an error too', async () => {
    const hub = makeHub();
    await expect(hub.get('missing')).rejects.toMatchObject({ code: 404 });
    expect(errors[0]?.code).toBe(404);
  });

  test('quiet calls fail without reporting', async () => {
    const hub = makeHub();
    await expect(hub.get('broken', undefined, { quiet: true })).rejects.toMatchObject({ code: 500 });
    expect(errors).toEqual([]);
    expect(events).toEqual([]);
  });

  test('times out after the configured time', async () => {
    const hub = makeHub(150);
    const started = Date.now();
    await expect(hub.get('slow')).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(errors).toEqual([{ message: 'Request timed out', code: 'TIMEOUT', path: 'slow' }]);
  });

  test('the timeout also applies when the caller passes a signal; caller aborts are not errors', async () => {
    const hub = makeHub(150);
    const controller = new AbortController();
    await expect(hub.get('slow', undefined, { signal: controller.signal })).rejects.toMatchObject({ code: 'TIMEOUT' });
    errors.length = 0;
    events.length = 0;
    const aborted = hub.get('slow', undefined, { signal: controller.signal, timeout: 5000 });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'ABORTED' });
    expect(errors).toEqual([]);
    expect(events).toEqual([]);
  });

  test('the default timeout is 15 s', async () => {
    const { HUB_TIMEOUT_MS } = await import('./client');
    expect(HUB_TIMEOUT_MS).toBe(15_000);
  });

  test('an unreachable hub is a NETWORK error', async () => {
    const hub = makeHub();
    stores.configuration.setState({ hubApiUrl: 'http://127.0.0.1:1/api/' });
    await expect(hub.get('ping')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(errors[0]?.code).toBe('NETWORK');
  });

  test('credentials are included only on a secured origin', async () => {
    const seen: RequestCredentials[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init?.credentials ?? 'same-origin');
      return fetch(input, init);
    };
    channel = new LidoChannel();
    stores = createStores({ storage: null, channel });
    stores.configuration.setState({ hubApiUrl: `${server.origin}/api/` });
    const hub = createHub({ stores, channel, fetch: recordingFetch });
    await hub.get('ping');
    stores.configuration.setState({ securedOrigin: true });
    await hub.get('ping');
    expect(seen).toEqual(['same-origin', 'include']);
  });

  test('url() builds absolute hub addresses for the browser to load', () => {
    const hub = makeHub();
    expect(hub.url('blobs/image', { reference: 'ab c', width: 400 })).toBe(
      `${server.origin}/api/blobs/image?reference=ab+c&width=400`,
    );
    expect(hub.apiUrl).toBe(`${server.origin}/api/`);
  });
});
