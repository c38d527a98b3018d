import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { deriveHubUrl, joinApiUrl } from './address';
import { createHub, HubError, hubMessageOf, SESSION_HEADER, type HubErrorInfo, type HubOptions } from './client';
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
  /** What the accessors answer: the session id, the API base, the secured-origin flag. */
  let session: { sessionId: string | null; apiUrl: string; securedOrigin: boolean };
  /** Every callback, in order: forbidden(path), answer, no-answer, error. */
  const events: Array<{ type: 'forbidden' | 'answer' | 'no-answer'; path?: string }> = [];
  const errors: HubErrorInfo[] = [];
  const reported = (type: 'forbidden' | 'answer' | 'no-answer') => events.filter((event) => event.type === type);

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
    // Error bodies of every kind a hub, or a proxy in front of it, sends.
    const errorBody = (status: number, contentType: string, body: string) => (_req: unknown, res: ServerResponse) => {
      res.writeHead(status, { 'content-type': contentType });
      res.end(body);
    };
    server.handle('GET /api/err/message', errorBody(409, 'application/json', JSON.stringify({ message: '  Cabin 4012 is already booked.  ' })));
    server.handle('GET /api/err/errorMessage', errorBody(400, 'application/json', JSON.stringify({ errorMessage: 'Invalid date' })));
    server.handle('GET /api/err/error', errorBody(400, 'application/json', JSON.stringify({ error: 'bad_request' })));
    server.handle(
      'GET /api/err/multiline',
      errorBody(500, 'application/json', JSON.stringify({ message: 'Booking failed\n\tat com.ship.Booking.save(Booking.java:42)' })),
    );
    server.handle('GET /api/err/long', errorBody(500, 'application/json', JSON.stringify({ message: 'x'.repeat(500) })));
    server.handle('GET /api/err/array', errorBody(500, 'application/json', JSON.stringify([{ message: 'inside an array' }])));
    server.handle('GET /api/err/json-string', errorBody(500, 'application/json', JSON.stringify('a bare JSON string')));
    server.handle('GET /api/err/no-field', errorBody(500, 'application/json', JSON.stringify({ status: 'down', message: 42 })));
    server.handle(
      'GET /api/err/html',
      errorBody(
        502,
        'text/html',
        '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
      ),
    );
    server.handle(
      'GET /api/err/stack',
      errorBody(
        500,
        'text/plain',
        'There has been an error: java.lang.NullPointerException\n\tat com.ship.Hub.handle(Hub.java:12)\n\tat java.base/java.lang.Thread.run(Thread.java:829)',
      ),
    );
    server.handle('GET /api/err/empty', errorBody(503, 'text/plain', ''));
    server.handle('GET /api/file', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(Buffer.from([0xff, 0xd8, 0x00, 0xc3, 0x28]));
    });
  });
  afterAll(() => server.close());

  function makeHub(timeout?: number, extra: Partial<HubOptions> = {}) {
    session = { sessionId: null, apiUrl: `${server.origin}/api/`, securedOrigin: false };
    return createHub({
      sessionId: () => session.sessionId,
      apiUrl: () => session.apiUrl,
      securedOrigin: () => session.securedOrigin,
      onForbidden: (path) => events.push({ type: 'forbidden', path }),
      onAnswer: () => events.push({ type: 'answer' }),
      onNoAnswer: () => events.push({ type: 'no-answer' }),
      onError: (error) => errors.push(error),
      timeout,
      ...extra,
    });
  }

  afterEach(() => {
    events.length = 0;
    errors.length = 0;
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

  test('a file (read): its bytes unaltered with the session header; an error status is still a HubError, a 403 still reported', async () => {
    const hub = makeHub();
    session.sessionId = 'abc-123';
    const read = (response: Response) => response.arrayBuffer();
    const bytes = await hub.get<ArrayBuffer>('file', undefined, { read });
    // not UTF-8 text: 0xc3 0x28 would not survive a text() decode
    expect([...new Uint8Array(bytes)]).toEqual([0xff, 0xd8, 0x00, 0xc3, 0x28]);
    expect(server.requests.at(-1)?.headers['x-session-id']).toBe('abc-123');
    await expect(hub.get('broken', undefined, { read })).rejects.toMatchObject({ code: 500, hubMessage: 'database unavailable' });
    await expect(hub.get('forbidden', undefined, { read })).rejects.toMatchObject({ code: 403 });
    expect(reported('forbidden')).toEqual([{ type: 'forbidden', path: 'forbidden' }]);
  });

  test('sends the session id header on every call, and none when signed out', async () => {
    const hub = makeHub();
    await hub.get('ping');
    expect(server.requests.at(-1)?.headers[SESSION_HEADER.toLowerCase()]).toBeUndefined();
    session.sessionId = 'abc-123';
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

  test('403 is reported to onForbidden with the path (not to the error callback); the hub answered', async () => {
    const hub = makeHub();
    session.sessionId = 'old';
    const failure = hub.get('forbidden');
    await expect(failure).rejects.toBeInstanceOf(HubError);
    await expect(failure).rejects.toMatchObject({ code: 403, hubMessage: 'session invalid' });
    expect(events).toEqual([{ type: 'answer' }, { type: 'forbidden', path: 'forbidden' }]);
    expect(errors).toEqual([]);
  });

  test('other errors reach the error callback with message, code and path', async () => {
    const hub = makeHub();
    await expect(hub.get('broken')).rejects.toMatchObject({ code: 500, message: 'database unavailable' });
    expect(errors).toEqual([{ message: 'database unavailable', code: 500, path: 'broken' }]);
    expect(reported('forbidden')).toEqual([]);
  });

  test('malformed JSON is an INVALID_RESPONSE error, never half-parsed data', async () => {
    const hub = makeHub();
    await expect(hub.get('malformed')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(errors).toEqual([{ message: 'Invalid response from hub', code: 'INVALID_RESPONSE', path: 'malformed' }]);
  });

  test('a text answer stays text; a text error body is never the message', async () => {
    const hub = makeHub();
    expect(await hub.get('text')).toBe('plain words');
    await expect(hub.get('teapot')).rejects.toMatchObject({ code: 418, message: "I'm a Teapot", hubMessage: null, data: 'short and stout' });
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
    // … but they still tell whether the hub answered.
    expect(events).toEqual([{ type: 'answer' }]);
  });

  test('times out after the configured time', async () => {
    const hub = makeHub(150);
    const started = Date.now();
    await expect(hub.get('slow')).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(errors).toEqual([{ message: 'Request timed out', code: 'TIMEOUT', path: 'slow' }]);
    expect(events).toEqual([{ type: 'no-answer' }]);
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
    // A caller's abort says nothing about the hub.
    expect(events).toEqual([]);
  });

  test('without a timeout of its own a call gives up after 15 s (000 §7), not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A link that never answers: the request ends only when the client aborts it.
      const silent: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }));
      const hub = makeHub(undefined, { fetch: silent });
      let outcome: unknown = 'pending';
      hub.get('ping').catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ code: 'TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });

  test('an unreachable hub is a NETWORK error and reported as no answer; the next answer as an answer', async () => {
    const hub = makeHub();
    session.apiUrl = 'http://127.0.0.1:1/api/';
    const error = await hub.get('ping').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NETWORK', hubMessage: null });
    expect((error as HubError).message).not.toMatch(/\n/);
    expect(errors[0]?.code).toBe('NETWORK');
    expect(events).toEqual([{ type: 'no-answer' }]);
    session.apiUrl = `${server.origin}/api/`;
    await hub.get('ping');
    expect(events).toEqual([{ type: 'no-answer' }, { type: 'answer' }]);
  });

  test('every answer counts as an answer, whatever its status or body', async () => {
    const hub = makeHub();
    await hub.get('ping');
    await hub.get('missing').catch(() => undefined);
    await hub.get('malformed').catch(() => undefined);
    expect(events).toEqual([{ type: 'answer' }, { type: 'answer' }, { type: 'answer' }]);
  });

  test('credentials are included only on a secured origin', async () => {
    const seen: RequestCredentials[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init?.credentials ?? 'same-origin');
      return fetch(input, init);
    };
    const hub = makeHub(undefined, { fetch: recordingFetch });
    await hub.get('ping');
    session.securedOrigin = true;
    await hub.get('ping');
    expect(seen).toEqual(['same-origin', 'include']);
  });

  describe('error messages a guest can read (hubMessage)', () => {
    test.each([
      ['message', 409, 'Cabin 4012 is already booked.'],
      ['errorMessage', 400, 'Invalid date'],
      ['error', 400, 'bad_request'],
      ['multiline', 500, 'Booking failed'],
    ])('a JSON object with %s: its text, first line, trimmed', async (kind, code, text) => {
      const hub = makeHub();
      await expect(hub.get(`err/${kind}`)).rejects.toMatchObject({ code, hubMessage: text, message: text });
    });

    test('a long message is cut to 200 characters', async () => {
      const hub = makeHub();
      const error = (await hub.get('err/long').catch((caught: unknown) => caught)) as HubError;
      expect(error.hubMessage?.length).toBe(200);
      expect(error.message).toBe(error.hubMessage);
    });

    test.each([
      ['array', 500, 'Internal Server Error'],
      ['json-string', 500, 'Internal Server Error'],
      ['no-field', 500, 'Internal Server Error'],
      ['html', 502, 'Bad Gateway'],
      ['stack', 500, 'Internal Server Error'],
      ['empty', 503, 'Service Unavailable'],
    ])('%s body: no hub message; the message is the short status text', async (kind, code, message) => {
      const hub = makeHub();
      const error = (await hub.get(`err/${kind}`).catch((caught: unknown) => caught)) as HubError;
      expect(error).toBeInstanceOf(HubError);
      expect(error).toMatchObject({ code, hubMessage: null, message });
      expect(error.message).not.toMatch(/[<>\n]/);
    });

    test('hubMessageOf reads only a JSON object', () => {
      expect(hubMessageOf({ message: 'a\nb' })).toBe('a');
      expect(hubMessageOf({ message: '   ', errorMessage: 'second' })).toBe('second');
      expect(hubMessageOf({ error: '<b>bold</b> move' })).toBe('bold move');
      expect(hubMessageOf('text')).toBeNull();
      expect(hubMessageOf(['message'])).toBeNull();
      expect(hubMessageOf(null)).toBeNull();
      expect(hubMessageOf({ message: 7 })).toBeNull();
    });
  });

  test('url() builds absolute hub addresses for the browser to load', () => {
    const hub = makeHub();
    expect(hub.url('blobs/image', { reference: 'ab c', width: 400 })).toBe(`${server.origin}/api/blobs/image?reference=ab+c&width=400`);
    expect(hub.apiUrl).toBe(`${server.origin}/api/`);
  });
});
