/**
 * The VOD session actions (000 §2, §4, §8; 002 §4) with a real core against the real demo hub
 * and its provider (/vod-api/): sign-in, token reuse, a session restored from storage, logout,
 * the watchlist toggle, and an unreachable hub (the reason says so; the same action recovers
 * once the hub answers again, without a reload).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startHub, type StartedHub } from '../../tests/contract/start-hub';
import type { DeviceConfig } from '../hub/config';
import { json, startTestServer, type TestServer } from '../hub/test-server';
import { getProviders, getVods, reportPosition, type VodItem } from '../hub/vod';
import { createCore, type LidoCore } from '../index';
import { MemoryStorage } from './memory-storage';
import { queryOptionsOf } from '../query/define';
import { toggleWatchlist, vodTitleQuery } from '../query/vod';
import {
  ensureVodSession,
  hasVodAuthentication,
  loadDeviceConfiguration,
  missingConfigurationReason,
  newDeviceUuid,
  vodLogin,
  vodLogout,
  vodRuntime,
  withVodSession,
} from './vod-actions';

let hub: StartedHub;
const cores: LidoCore[] = [];
const LOCATION = { protocol: 'http:', hostname: '127.0.0.1' };

beforeAll(async () => {
  hub = await startHub();
}, 60_000);
afterAll(async () => {
  await hub?.stop();
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  for (const core of cores.splice(0)) core.channel.close();
  await fetch(`${hub.url}/__admin/faults`, { method: 'DELETE' });
  vi.restoreAllMocks();
});

function newCore(hubUrl: string, storage: MemoryStorage | null = null): LidoCore {
  const core = createCore({ storage, page: { lidoConfig: { hubUrl } }, location: LOCATION });
  cores.push(core);
  return core;
}

/** A page core on the demo hub, its device configuration loaded; `vod` overrides vodConfiguration fields. */
async function coreOnHub(vod: Record<string, unknown> = {}, hubUrl = hub.url): Promise<LidoCore> {
  const core = newCore(hubUrl);
  const device = await core.config.load();
  expect(device, 'devices/config').toBeTruthy();
  const vodConfiguration = { ...device!.vodConfiguration, ...vod };
  core.config.state.setState({ device: { ...device!, vodConfiguration } as DeviceConfig });
  core.stores.vodconfiguration.setState({ ...(vod.url ? { url: String(vod.url) } : {}) });
  return core;
}

async function admin(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${hub.url}/__admin${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

/**
 * A TCP relay in front of the demo hub that can be switched off: while `down`, every connection
 * is cut at once (the browser or Node sees a network failure, as with a ship's satellite link
 * gone), otherwise bytes go through to the hub unchanged.
 */
async function startRelay(target: string): Promise<{ url: string; down: boolean; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const relay = {
    url: '',
    down: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (relay.down) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return relay;
}

describe('device id', () => {
  test('a v4 UUID, made without a secure context', () => {
    const uuid = newDeviceUuid();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newDeviceUuid()).not.toBe(uuid);
  });
});

describe('VOD sign-in (customers/loginApp)', () => {
  test('signs in with the configured credentials and a new device id; the token is reused afterwards', async () => {
    const core = await coreOnHub();
    const { slices } = vodRuntime(core);
    expect(hasVodAuthentication(slices.vod.getState())).toBe(false);
    expect(await ensureVodSession(core)).toBe(true);
    const { maxicastertoken, deviceUuid, isFetching } = slices.vod.getState();
    expect(maxicastertoken).toMatch(/^[0-9a-f]{48}$/);
    expect(deviceUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(isFetching).toBe(false);
    expect(await ensureVodSession(core)).toBe(true);
    expect(slices.vod.getState().maxicastertoken).toBe(maxicastertoken);
  });

  test('wrong credentials: false, no token, the provider message stored', async () => {
    const core = await coreOnHub({ password: 'wrong' });
    expect(await vodLogin(core)).toBe(false);
    expect(vodRuntime(core).slices.vod.getState()).toMatchObject({
      maxicastertoken: null,
      isFetching: false,
      errormessage: { key: 'providerMessage', detail: 'Invalid username or password' },
    });
  });

  test('no credentials in the configuration: not configured, nothing asked', async () => {
    const core = await coreOnHub({ username: '', password: '' });
    expect(await vodLogin(core)).toBe(false);
    expect(vodRuntime(core).slices.vod.getState().errormessage).toEqual({ key: 'notConfigured' });
  });

  test('the provider down (no answer): false with the network message', async () => {
    const core = await coreOnHub({ url: 'http://127.0.0.1:9/vod-api/' });
    expect(await vodLogin(core)).toBe(false);
    expect(vodRuntime(core).slices.vod.getState().errormessage?.key).toBe('network');
  });

  describe('what is sent (recording server)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
      server.handle('GET /vod/customers/loginApp', (_req, res) => json(res, 200, { code: 200, data: { token: 'abc' } }));
      server.handle('GET /vod/vods/setPosition', (_req, res) => json(res, 200, { code: 200, data: null }));
    });
    afterAll(() => server.close());

    test('app identifier, API version and device fields come from configuration; concurrent sign-ins share one request', async () => {
      const core = await coreOnHub({ url: `${server.origin}/vod/` });
      core.stores.vodconfiguration.setState({ appIdentifier: 'SHIP_V2', apiVersion: 2 });
      server.requests.length = 0;
      const results = await Promise.all([vodLogin(core), vodLogin(core), ensureVodSession(core)]);
      expect(results).toEqual([true, true, true]);
      expect(server.requests).toHaveLength(1);
      const query = new URL(server.requests[0]!.url, server.origin).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        username: 'lido-demo',
        password: 'lido-demo-pass',
        app_identifier: 'SHIP_V2',
        api_version: '2',
        device_uuid: vodRuntime(core).slices.vod.getState().deviceUuid,
        device_type: 'Browser',
      });
      expect(query.has('token')).toBe(false);
    });

    test('a null reply to setPosition is "error while setting played seconds"', async () => {
      const core = await coreOnHub({ url: `${server.origin}/vod/` });
      expect(await vodLogin(core)).toBe(true);
      await expect(reportPosition(vodRuntime(core).client, 1, 12)).rejects.toMatchObject({ reason: { key: 'errorSettingPlayedSeconds' } });
    });
  });
});

describe('an unreachable hub is not "VOD is not set up" (and retry re-requests)', () => {
  test('the reason for a missing configuration', () => {
    expect(missingConfigurationReason(null)).toEqual({ key: 'notConfigured' });
    expect(missingConfigurationReason({ code: 'NETWORK', message: 'fetch failed' })).toEqual({ key: 'unreachable' });
    expect(missingConfigurationReason({ code: 'TIMEOUT', message: 'Request timed out' })).toEqual({ key: 'unreachable' });
    expect(missingConfigurationReason({ code: 500, message: 'database unavailable' })).toEqual({ key: 'network', detail: 'database unavailable' });
  });

  test('hub unreachable → "unreachable"; hub back → the same action signs in, without a reload', async () => {
    const relay = await startRelay(hub.url);
    try {
      relay.down = true;
      const core = newCore(relay.url);
      const { slices } = vodRuntime(core);
      expect(await ensureVodSession(core)).toBe(false);
      expect(slices.vod.getState().errormessage).toEqual({ key: 'unreachable' });
      expect(core.config.state.getState()).toMatchObject({ status: 'error', error: { code: 'NETWORK' } });
      expect(core.connection.isUnreachable()).toBe(true);

      // Still down: the retry asks again (and says the same), it does not reuse the failed answer.
      const before = core.config.state.getState().error;
      expect(await ensureVodSession(core)).toBe(false);
      expect(core.config.state.getState().error).not.toBe(before);
      expect(slices.vod.getState().errormessage).toEqual({ key: 'unreachable' });

      relay.down = false;
      expect(await ensureVodSession(core)).toBe(true);
      expect(core.config.state.getState().status).toBe('ready');
      expect(slices.vod.getState()).toMatchObject({ errormessage: null, maxicastertoken: expect.stringMatching(/^[0-9a-f]{48}$/) });
      expect(core.connection.state.getState().status).toBe('back-online');
      const { providers } = await getProviders(vodRuntime(core).client);
      expect(providers.length).toBeGreaterThan(0);
    } finally {
      await relay.close();
    }
  });

  test('a token restored from storage with the hub unreachable: provider calls say "unreachable", then work', async () => {
    const signedIn = await coreOnHub();
    expect(await ensureVodSession(signedIn)).toBe(true);
    const { maxicastertoken, deviceUuid } = vodRuntime(signedIn).slices.vod.getState();
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:vod', JSON.stringify({ maxicastertoken, deviceUuid }));
    const relay = await startRelay(hub.url);
    try {
      relay.down = true;
      const core = newCore(relay.url, storage);
      const { client } = vodRuntime(core);
      await expect(getProviders(client)).rejects.toMatchObject({ reason: { key: 'unreachable' } });
      relay.down = false;
      // The provider's address is now the relay's (the hub names itself by the address it was asked on).
      const { providers } = await getProviders(client);
      expect(providers.length).toBeGreaterThan(0);
    } finally {
      await relay.close();
    }
  });

  test('a hub that answers the configuration with an error: its message, and the retry asks again', async () => {
    await admin('/faults', { pattern: 'GET /api/devices/config', status: 500, times: 1 });
    const core = newCore(hub.url);
    expect(await vodLogin(core)).toBe(false);
    expect(vodRuntime(core).slices.vod.getState().errormessage).toMatchObject({ key: 'network', detail: expect.stringContaining('Injected fault') });
    expect(await loadDeviceConfiguration(core)).toBeNull();
    expect(await vodLogin(core)).toBe(true);
  });
});

describe('a session restored from storage (a new page of the portal)', () => {
  test('the first call waits for the device configuration that holds the provider address', async () => {
    const signedIn = await coreOnHub();
    expect(await ensureVodSession(signedIn)).toBe(true);
    const { maxicastertoken, deviceUuid } = vodRuntime(signedIn).slices.vod.getState();
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:vod', JSON.stringify({ maxicastertoken, deviceUuid, isFetching: true }));
    const next = newCore(hub.url, storage);
    const { slices, client } = vodRuntime(next);
    expect(slices.vod.getState()).toMatchObject({ maxicastertoken, isFetching: false });
    expect(next.stores.vodconfiguration.getState().url).toBeNull();
    expect(await ensureVodSession(next)).toBe(true);
    const { providers } = await getProviders(client);
    expect(providers.length).toBeGreaterThan(0);
  });
});

describe('watchlist toggle (000 §4)', () => {
  test('adds when not watchlisted, removes when it is; the flag changes only after success', async () => {
    const core = await coreOnHub();
    expect(await ensureVodSession(core)).toBe(true);
    const { slices, client } = vodRuntime(core);
    const movie = (await getVods(client, { types: ['movie'], limit: 1, include: ['watchlisted'] })).vods[0]!;
    const item: VodItem = { ...movie, watchlisted: false };
    // The title as a view shows it: in the query cache (the toggle is a write of core/query/vod.ts).
    const key = queryOptionsOf(core, vodTitleQuery, [item.id, ['movie']]).queryKey;
    core.queryClient.setQueryData(key, item);
    const cached = () => core.queryClient.getQueryData<VodItem>(key)!;

    await admin('/faults', { pattern: 'GET /vod-api/vods/watchlistAdd', status: 500, times: 1 });
    const failed = await toggleWatchlist(core, item);
    expect(failed).toEqual({ watchlisted: false, error: { key: 'server' } });
    expect(cached().watchlisted).toBe(false);
    expect(slices.vod.getState()).toMatchObject({ maxicastertoken: null, isFetching: false, errormessage: { key: 'server' } });

    // The failure dropped the token (a VOD error does); the toggle signs in again by itself.
    const added = await toggleWatchlist(core, item);
    expect(added).toEqual({ watchlisted: true, error: null });
    expect(cached().watchlisted).toBe(true);

    const removed = await toggleWatchlist(core, { ...item, watchlisted: true });
    expect(removed).toEqual({ watchlisted: false, error: null });
    expect(cached().watchlisted).toBe(false);
  });

  test('a double press toggles once', async () => {
    const core = await coreOnHub();
    const { client } = vodRuntime(core);
    expect(await ensureVodSession(core)).toBe(true);
    const movie = (await getVods(client, { types: ['movie'], limit: 1, offset: 1, include: ['watchlisted'] })).vods[0]!;
    const item: VodItem = { ...movie, watchlisted: false };
    const [first, second] = await Promise.all([toggleWatchlist(core, item), toggleWatchlist(core, item)]);
    expect(first).toEqual({ watchlisted: true, error: null });
    expect(second).toEqual({ watchlisted: false, error: null });
    const listed = await getVods(client, { watchlist: true, types: ['movie'] });
    expect(listed.vods.map((title) => title.id)).toContain(item.id);
    expect(await toggleWatchlist(core, { ...item, watchlisted: true })).toEqual({ watchlisted: false, error: null });
  });
});

describe('a 403 of the provider mid-session (issue 31)', () => {
  test('signs in again and asks once more: the guest sees the answer', async () => {
    const core = await coreOnHub();
    expect(await ensureVodSession(core)).toBe(true);
    const before = vodRuntime(core).slices.vod.getState().maxicastertoken;
    await admin('/faults', { pattern: 'GET /vod-api/vods/getProviders', status: 403, times: 1 });
    const answer = await withVodSession(core, (client) => getProviders(client));
    expect(answer.providers.length).toBeGreaterThan(0);
    const token = vodRuntime(core).slices.vod.getState().maxicastertoken;
    expect(token).toBeTruthy();
    expect(token).not.toBe(before);
  });

  test('a 403 again after the new sign-in is a refusal, said in words', async () => {
    const core = await coreOnHub();
    expect(await ensureVodSession(core)).toBe(true);
    await admin('/faults', { pattern: 'GET /vod-api/vods/getProviders', status: 403, times: 2 });
    const error = await withVodSession(core, (client) => getProviders(client)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 403, reason: { key: 'refused' } });
  });
});

describe('VOD logout (002 §4, §8)', () => {
  test('signs out of the provider (the token stops working) and resets VOD and audio state', async () => {
    const core = await coreOnHub();
    const { slices, client } = vodRuntime(core);
    expect(await ensureVodSession(core)).toBe(true);
    const token = slices.vod.getState().maxicastertoken!;
    slices.audios.setState({ searchTermAudio: 'jazz' });
    await vodLogout(core);
    expect(slices.vod.getState().maxicastertoken).toBeNull();
    expect(slices.audios.getState().searchTermAudio).toBe('');
    slices.vod.setState({ maxicastertoken: token });
    expect(await getProviders(client).catch((e: unknown) => e)).toMatchObject({ code: 401, reason: { detail: 'Invalid or expired token' } });
  });

  test('a failing provider logout still clears everything and keeps the error', async () => {
    const core = await coreOnHub();
    const { slices } = vodRuntime(core);
    expect(await ensureVodSession(core)).toBe(true);
    await admin('/faults', { pattern: 'GET /vod-api/customers/logout', status: 503, times: 1 });
    await vodLogout(core);
    expect(slices.vod.getState()).toMatchObject({ maxicastertoken: null, errormessage: { key: 'server' } });
  });

  test('without a token nothing is asked and the state is cleared', async () => {
    const core = await coreOnHub({ url: 'http://127.0.0.1:9/nothing/' });
    const { slices } = vodRuntime(core);
    slices.audios.setState({ searchTermAudio: 'x' });
    await vodLogout(core);
    expect(slices.audios.getState().searchTermAudio).toBe('');
    expect(slices.vod.getState().errormessage).toBeNull();
  });
});
