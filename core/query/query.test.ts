/**
 * The query layer against a real HTTP server: shared requests, the retry policy, persistence and
 * its personal part, queued writes that wait for the hub, and idempotency keys.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { findArticle } from '../hub/content';
import { json, startTestServer, type TestServer } from '../hub/test-server';
import { createCore, type LidoCore } from '../index';
import { MemoryStorage } from '../session/memory-storage';
import { hubQuery, mutationKeyOf, queryOptionsOf } from './define';
import { QUERY_CACHE_KEY } from './layer';
import { HubError } from '../hub/client';
import { forgetWrite, IDEMPOTENCY_HEADER, nextTryOf, QUEUED_RETRY_DELAYS_MS, registerQueuedWrite, tryNow, type QueuedWriteVariables } from './mutations';
import { problemReportWrite } from './queued-writes';

const articleQuery = hubQuery('content', 'article', (hub, id: number) => findArticle(hub, id));
const invoicesQuery = hubQuery('account', 'invoices', (hub) => hub.get<unknown[]>('pms/invoices'), { personal: true });

let server: TestServer;
let cores: LidoCore[] = [];

function newCore(storage = new MemoryStorage(), origin = server.origin): LidoCore {
  const core = createCore({
    storage,
    navigator: { languages: ['en-GB'] },
    location: { protocol: 'http:', hostname: 'localhost', port: '4321' },
    page: { lidoConfig: { hubUrl: origin } },
  });
  cores.push(core);
  return core;
}

const hits = (path: string) => server.requests.filter((request) => request.url.split('?')[0] === `/api/${path}`).length;

beforeEach(async () => {
  server = await startTestServer();
  server.handle('GET /api/devices/config', (_req, res) => json(res, 200, {}));
  server.handle('GET /api/cms/articles/7', (_req, res) => setTimeout(() => json(res, 200, { id: 7, title: 'Spa' }), 30));
});
afterEach(async () => {
  for (const core of cores) {
    core.queryClient.clear();
    core.channel.close();
    core.stores.dispose();
  }
  cores = [];
  await server.close();
  vi.useRealTimers();
});

describe('reads', () => {
  test('two readers of the same data make one request', async () => {
    const core = newCore();
    const [a, b] = await Promise.all([
      core.queryClient.fetchQuery(queryOptionsOf(core, articleQuery, [7])),
      core.queryClient.fetchQuery(queryOptionsOf(core, articleQuery, [7])),
    ]);
    expect(a).toEqual({ id: 7, title: 'Spa' });
    expect(b).toBe(a);
    expect(hits('cms/articles/7')).toBe(1);
  });

  test('the key names domain, call, arguments and language', () => {
    const core = newCore();
    expect(queryOptionsOf(core, articleQuery, [7]).queryKey).toEqual(['content', 'article', [7], 'en']);
  });

  test('a 5xx is retried, a 4xx is not', async () => {
    const core = newCore();
    let calls = 0;
    server.handle('GET /api/cms/articles/8', (_req, res) => (++calls < 2 ? json(res, 502, { message: 'busy' }) : json(res, 200, { id: 8 })));
    server.handle('GET /api/cms/articles/9', (_req, res) => json(res, 404, { message: 'gone' }));
    await expect(
      core.queryClient.fetchQuery({ ...queryOptionsOf(core, articleQuery, [8]), retry: core.queryClient.getDefaultOptions().queries!.retry, retryDelay: 1 }),
    ).resolves.toEqual({ id: 8 });
    expect(calls).toBe(2);
    await expect(
      core.queryClient.fetchQuery({ ...queryOptionsOf(core, articleQuery, [9]), retry: core.queryClient.getDefaultOptions().queries!.retry, retryDelay: 1 }),
    ).rejects.toMatchObject({ code: 404 });
    expect(hits('cms/articles/9')).toBe(1);
  });

  test('no answer marks the hub unreachable', async () => {
    const down = await startTestServer();
    const origin = down.origin;
    await down.close(); // nothing listens there now
    const core = newCore(new MemoryStorage(), origin);
    const observer = core.queryClient.getQueryCache().build(core.queryClient, { ...queryOptionsOf(core, articleQuery, [7]), retry: false });
    await expect(observer.fetch()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(core.connection.state.getState().status).toBe('unreachable');
  });
});

describe('persistence', () => {
  test('answers are saved at most every 2 s and shown again before the network answers', async () => {
    const storage = new MemoryStorage();
    const core = newCore(storage);
    await core.queryClient.fetchQuery(queryOptionsOf(core, articleQuery, [7]));
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(storage.getItem(QUERY_CACHE_KEY)).toContain('"Spa"');

    const returning = newCore(storage);
    // Synchronously there: the first render of a returning guest has the article …
    const key = queryOptionsOf(returning, articleQuery, [7]).queryKey;
    expect(returning.queryClient.getQueryData(key)).toEqual({ id: 7, title: 'Spa' });
    // … and the hub is asked again when a widget reads it (a new page load revalidates).
    expect(returning.queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    await returning.queryClient.fetchQuery({ ...queryOptionsOf(returning, articleQuery, [7]), staleTime: 60_000 });
    expect(hits('cms/articles/7')).toBe(2);
  });

  test('a corrupt or foreign stored cache starts clean', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem(QUERY_CACHE_KEY, '{not json');
    const core = newCore(storage);
    expect(core.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();

    storage.setItem(QUERY_CACHE_KEY, JSON.stringify({ buster: 'another version', timestamp: Date.now(), clientState: { queries: [], mutations: [] } }));
    newCore(storage);
    expect(storage.getItem(QUERY_CACHE_KEY)).toBeNull();
    warn.mockRestore();
  });

  test("a guest's personal answers are saved only while signed in and go when the guest changes", async () => {
    server.handle('GET /api/pms/invoices', (_req, res) => json(res, 200, [{ description: 'Spa', charges: 40 }]));
    const storage = new MemoryStorage();
    const core = newCore(storage);
    core.stores.authentication.setState({ sessionId: 'guest-a', isAuthenticated: true });
    await core.queryClient.fetchQuery(queryOptionsOf(core, invoicesQuery, []));
    await core.queryClient.fetchQuery(queryOptionsOf(core, articleQuery, [7]));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(storage.getItem(QUERY_CACHE_KEY)).toContain('charges');

    core.stores.wipePersonalData(); // logout / kiosk idle logout
    expect(core.queryClient.getQueryData(queryOptionsOf(core, invoicesQuery, []).queryKey)).toBeUndefined();
    expect(core.queryClient.getQueryData(queryOptionsOf(core, articleQuery, [7]).queryKey)).toBeDefined();
    expect(storage.getItem(QUERY_CACHE_KEY)).not.toContain('charges');
    expect(storage.getItem(QUERY_CACHE_KEY)).toContain('"Spa"');
  });
});

describe('writes', () => {
  function queueProblemReport(core: LidoCore, description: string, idempotencyKey = 'key-1') {
    // What useHubMutation does for a queued write: its defaults first, then the write by its key.
    registerQueuedWrite(core.queryClient, core.hub, () => core.stores.authentication.getState().sessionId, problemReportWrite as never);
    const observer = new MutationObserver(core.queryClient, { mutationKey: mutationKeyOf(problemReportWrite) });
    const variables: QueuedWriteVariables<unknown> = {
      input: { categoryId: 1, description },
      sessionId: core.stores.authentication.getState().sessionId,
      idempotencyKey,
    };
    return observer.mutate(variables as never).catch(() => undefined);
  }

  test('a queued problem report waits while the hub is away and is sent exactly once when it answers', async () => {
    const received: string[] = [];
    let up = false;
    server.handle('POST /api/problem/report', (req, res) => {
      if (!up) {
        res.socket?.destroy(); // the link drops: no answer at all
        return;
      }
      received.push(`${req.headers[IDEMPOTENCY_HEADER.toLowerCase()]} ${req.body}`);
      json(res, 200, { id: 1 });
    });
    const core = newCore();
    core.stores.authentication.setState({ sessionId: 'guest-a', isAuthenticated: true });
    const sent = queueProblemReport(core, 'The shower drips');
    await vi.waitFor(() => expect(core.queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true), { timeout: 5000 });
    expect(core.connection.state.getState().status).toBe('unreachable');

    up = true; // the probe (devices/config) finds the hub again and the write resumes
    await sent;
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 8000 });
    expect(received[0]).toBe('key-1 {"description":"The shower drips","category":{"id":1}}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);
  }, 15_000);

  test('a queued write that met a 5xx is kept on the device: after a reload it is sent, once, when the hub recovers', async () => {
    const received: string[] = [];
    let recovered = false;
    server.handle('POST /api/problem/report', (req, res) => {
      // The first page (127.0.0.1) only ever meets the failure: it stands for a page that is gone.
      if (!recovered || !String(req.headers.host).startsWith('localhost')) return json(res, 500, { message: 'java.lang.NullPointerException' });
      received.push(String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]));
      json(res, 200, { id: 1 });
    });
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:authentication', JSON.stringify({ sessionId: 'guest-a', isAuthenticated: true }));
    const first = newCore(storage);
    void queueProblemReport(first, 'The shower drips', 'key-5xx');
    const write = () => first.queryClient.getMutationCache().getAll()[0]!;
    await vi.waitFor(() => expect(write().state.failureCount).toBeGreaterThan(0), { timeout: 5000 });
    // retrying after the 5xx, not paused: the hub answers, with a failure
    expect(write().state.isPaused).toBe(false);
    expect(first.connection.state.getState().status).not.toBe('unreachable');
    await vi.waitFor(() => expect(storage.getItem(QUERY_CACHE_KEY) ?? '').toContain('The shower drips'), { timeout: 5000 });

    recovered = true;
    newCore(storage, server.origin.replace('127.0.0.1', 'localhost'));
    await vi.waitFor(() => expect(received).toEqual(['key-5xx']), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual(['key-5xx']);
  }, 15_000);

  test('two tabs restoring the same kept write send it under one idempotency key, so the hub keeps it once (issue 31: across tabs)', async () => {
    const received: string[] = [];
    let recovered = false;
    server.handle('POST /api/problem/report', (req, res) => {
      if (!recovered || !String(req.headers.host).startsWith('localhost')) return json(res, 500, { message: 'Internal error' });
      received.push(String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]));
      json(res, 200, { id: 1 });
    });
    const storage = new MemoryStorage(); // one device: the tabs share its localStorage
    storage.setItem('lido:v1:authentication', JSON.stringify({ sessionId: 'guest-a', isAuthenticated: true }));
    const first = newCore(storage);
    void queueProblemReport(first, 'The shower drips', 'key-tabs');
    await vi.waitFor(() => expect(storage.getItem(QUERY_CACHE_KEY) ?? '').toContain('The shower drips'), { timeout: 5000 });

    recovered = true;
    const origin = server.origin.replace('127.0.0.1', 'localhost');
    newCore(storage, origin); // a second tab
    newCore(storage, origin); // and a third, opened after the report was kept
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(new Set(received)).toEqual(new Set(['key-tabs']));
  }, 15_000);

  test('a kept write the hub refuses after a reload stays (refused, with its HubError) across another reload until the guest has read it; never sent again (issue 31)', async () => {
    let posts = 0;
    let refusing = false;
    server.handle('POST /api/problem/report', (_req, res) => {
      posts += 1;
      if (!refusing) return json(res, 500, {});
      json(res, 400, { message: 'Category closed' });
    });
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:authentication', JSON.stringify({ sessionId: 'guest-a', isAuthenticated: true }));
    const first = newCore(storage);
    void queueProblemReport(first, 'The shower drips', 'key-refused');
    await vi.waitFor(() => expect(storage.getItem(QUERY_CACHE_KEY) ?? '').toContain('The shower drips'), { timeout: 5000 });
    first.queryClient.getMutationCache().clear(); // the page is gone

    refusing = true;
    const second = newCore(storage);
    const refused = () =>
      second.queryClient
        .getMutationCache()
        .getAll()
        .find((mutation) => mutation.state.status === 'error');
    await vi.waitFor(() => expect(refused()).toBeDefined(), { timeout: 5000 });
    expect(refused()!.state.error).toBeInstanceOf(HubError);
    expect((refused()!.state.error as HubError).hubMessage).toBe('Category closed');
    await vi.waitFor(() => expect(storage.getItem(QUERY_CACHE_KEY) ?? '').toContain('"status":"error"'), { timeout: 5000 });
    const sent = posts;

    // another reload: told again, not sent again
    second.queryClient.getMutationCache().clear();
    const third = newCore(storage);
    await vi.waitFor(() => expect(third.queryClient.getMutationCache().getAll()).toHaveLength(1), { timeout: 5000 });
    const kept = third.queryClient.getMutationCache().getAll()[0]!;
    expect(kept.state.status).toBe('error');
    expect(kept.state.error).toBeInstanceOf(HubError);
    expect((kept.state.error as HubError).code).toBe(400);
    expect((kept.state.variables as QueuedWriteVariables<{ description: string }>).input.description).toBe('The shower drips');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toBe(sent);

    // read: forgotten here and on the device
    forgetWrite(third.queryClient, problemReportWrite as never, 'key-refused');
    expect(third.queryClient.getMutationCache().getAll()).toHaveLength(0);
    await vi.waitFor(() => expect(storage.getItem(QUERY_CACHE_KEY) ?? '').not.toContain('The shower drips'), { timeout: 5000 });
  }, 20_000);

  test('a queued write retries on a bounded schedule and "send now" cuts the wait short', async () => {
    let attempts = 0;
    server.handle('POST /api/problem/report', (_req, res) => {
      attempts += 1;
      if (attempts < 3) return json(res, 503, {});
      json(res, 200, { id: 1 });
    });
    const core = newCore();
    core.stores.authentication.setState({ sessionId: 'guest-a', isAuthenticated: true });
    const sent = queueProblemReport(core, 'Lamp broken', 'key-now');
    const nextTry = () => nextTryOf(core.queryClient, 'key-now');
    // the first wait is 2 s, the next 5 s: the guest does not wait for that one
    await vi.waitFor(() => expect(attempts === 2 && (nextTry() ?? 0) > Date.now() + 3000).toBe(true), { timeout: 5000 });
    const next = nextTry()!;
    expect(next - Date.now()).toBeGreaterThan(3000);
    expect(next - Date.now()).toBeLessThanOrEqual(QUEUED_RETRY_DELAYS_MS[1]);
    tryNow(core.queryClient, 'key-now');
    await sent;
    expect(attempts).toBe(3);
    expect(core.queryClient.getMutationCache().getAll()[0]?.state.status).toBe('success');
    expect(nextTry()).toBeNull();
  }, 15_000);

  test('a queued write is dropped at logout and never sent under the next session', async () => {
    const received: string[] = [];
    server.handle('POST /api/problem/report', (req, res) => {
      if (!req.headers['x-session-id']) return void res.socket?.destroy();
      received.push(String(req.headers['x-session-id']));
      json(res, 200, { id: 1 });
    });
    const storage = new MemoryStorage();
    const core = newCore(storage);
    core.stores.authentication.setState({ sessionId: 'guest-a', isAuthenticated: true });
    server.handle('POST /api/problem/report', (_req, res) => void res.socket?.destroy());
    void queueProblemReport(core, 'Lamp broken');
    await vi.waitFor(() => expect(core.queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true), { timeout: 5000 });

    core.stores.wipePersonalData();
    expect(core.queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(storage.getItem(QUERY_CACHE_KEY) ?? '').not.toContain('Lamp broken');
    server.handle('POST /api/problem/report', (req, res) => {
      received.push(String(req.headers['x-session-id']));
      json(res, 200, { id: 1 });
    });
    core.stores.authentication.setState({ sessionId: 'guest-b', isAuthenticated: true });
    await core.hub.get('devices/config'); // the hub answers again
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  }, 15_000);

  test('a queued write restored after a reload resumes for the same guest only', async () => {
    const received: string[] = [];
    server.handle('POST /api/problem/report', (req, res) => {
      received.push(String(req.headers['x-session-id']));
      json(res, 200, { id: 1 });
    });
    const stored = (sessionId: string) =>
      JSON.stringify({
        buster: cores[0]?.version ?? newCore().version,
        timestamp: Date.now(),
        clientState: {
          queries: [],
          mutations: [
            {
              mutationKey: mutationKeyOf(problemReportWrite),
              state: {
                context: undefined,
                data: undefined,
                error: null,
                failureCount: 1,
                failureReason: null,
                isPaused: true,
                status: 'pending',
                variables: { input: { categoryId: 1, description: 'Noise' }, sessionId, idempotencyKey: 'k' },
                submittedAt: Date.now(),
              },
              meta: { replayable: true },
            },
          ],
        },
      });
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:authentication', JSON.stringify({ sessionId: 'guest-a', isAuthenticated: true }));
    storage.setItem(QUERY_CACHE_KEY, stored('guest-a'));
    newCore(storage);
    await vi.waitFor(() => expect(received).toEqual(['guest-a']), { timeout: 5000 });

    storage.setItem(QUERY_CACHE_KEY, stored('guest-z'));
    const other = newCore(storage);
    expect(other.queryClient.getMutationCache().getAll()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(['guest-a']);
  });
});
