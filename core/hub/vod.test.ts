/**
 * The VOD provider calls and the VOD session (000 §2, §4, §7, §8) against the real demo hub's
 * provider (/vod-api/), plus a recording test server where only the exact request or an answer the
 * demo provider never gives (a null reply) matters.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startHub, type StartedHub } from '../../tests/contract/start-hub';
import { createCore, type LidoCore } from '../index';
import type { DeviceConfig } from './config';
import { json, startTestServer, type TestServer } from './test-server';
import { MemoryStorage } from '../session/memory-storage';
import {
  ensureVodSession,
  envelopeError,
  fetchPlayoutAssets,
  genresOf,
  getProviders,
  getVods,
  hasVodAuthentication,
  newDeviceUuid,
  reportPosition,
  setPosition,
  toVodError,
  unwrapEnvelope,
  vodLogin,
  vodLogout,
  vodRuntime,
  watchlistAdd,
  watchlistRemove,
  watchlistTarget,
  VodError,
} from './vod';

let hub: StartedHub;
const cores: LidoCore[] = [];

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

/**
 * A page core on the demo hub. The provider credentials belong in the hub's device configuration
 * (vodConfiguration.username / password); the demo hub does not send them yet, so the test adds
 * exactly those two fields to the configuration the hub answered.
 */
async function coreOnHub(vod: Record<string, unknown> = {}, hubUrl = hub.url): Promise<LidoCore> {
  const core = createCore({ storage: null, page: { lidoConfig: { hubUrl } }, location: { protocol: 'http:', hostname: '127.0.0.1' } });
  cores.push(core);
  const device = await core.config.load();
  expect(device, 'devices/config').toBeTruthy();
  const vodConfiguration = { username: 'lido-demo', password: 'lido-demo-pass', ...device!.vodConfiguration, ...vod };
  core.config.state.setState({ device: { ...device!, vodConfiguration } as DeviceConfig });
  core.stores.vodconfiguration.setState({ ...(vod.url ? { url: String(vod.url) } : {}) });
  return core;
}

async function admin(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${hub.url}/__admin${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

describe('envelope and errors (000 §7, §8)', () => {
  test('code 200 gives the data; another code shows its data message, else "No detailed message available"', () => {
    expect(unwrapEnvelope({ code: 200, data: { a: 1 } })).toEqual({ a: 1 });
    expect(() => unwrapEnvelope({ code: 401, data: { message: 'Invalid token' } })).toThrow('Invalid token');
    expect(envelopeError({ code: 401, data: { message: 'Invalid token' } }).reason).toEqual({ key: 'providerMessage', detail: 'Invalid token' });
    expect(envelopeError({ code: 500, data: {} }).reason).toEqual({ key: 'noDetailedMessage' });
    expect(envelopeError('<html>', 502)).toMatchObject({ code: 502, reason: { key: 'noDetailedMessage' } });
    expect(toVodError(new TypeError('fetch failed')).reason).toEqual({ key: 'network', detail: 'fetch failed' });
  });

  test('a device id is a v4 UUID, made without a secure context', () => {
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

describe('catalogue calls', () => {
  let core: LidoCore;
  beforeAll(async () => {
    core = await coreOnHub();
    expect(await ensureVodSession(core)).toBe(true);
  });

  test('getProviders: genres with their provider, provider 146 excluded', async () => {
    const { providers } = await getProviders(vodRuntime(core).client);
    expect(providers.some((p) => p.id === 146)).toBe(true);
    const genres = genresOf(providers);
    expect(genres.length).toBeGreaterThan(5);
    expect(genres.every((g) => g.provider_id !== 146)).toBe(true);
    expect(genres.find((g) => g.id === 1)).toMatchObject({ name: 'Action & Adventure', provider_id: 1 });
  });

  test('getVods filters by type, genre and search, pages with limit and offset, and stops at an empty page', async () => {
    const { client } = vodRuntime(core);
    const first = await getVods(client, { types: ['movie'], genre_id: 2, limit: 3, offset: 0, include: ['images'] });
    expect(first.vods).toHaveLength(3);
    expect(first.vods.every((m) => m.type === 'movie' && m.images?.poster)).toBe(true);
    const second = await getVods(client, { types: ['movie'], genre_id: 2, limit: 3, offset: 3 });
    expect(second.vods[0]?.id).not.toBe(first.vods[0]?.id);
    const beyond = await getVods(client, { types: ['movie'], genre_id: 2, limit: 3, offset: 10_000 });
    expect(beyond.vods).toEqual([]);
    const search = await getVods(client, { types: ['movie'], search: 'Crosswind' });
    expect(search.vods.map((m) => m.title)).toEqual(['Crosswind']);
  });

  test('a non-200 answer with a message: the message (and the code) reach the caller', async () => {
    const error = await watchlistAdd(vodRuntime(core).client, { vod_id: 999_999 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VodError);
    expect(error).toMatchObject({ code: 404, reason: { key: 'providerMessage', detail: 'No title with vod_id 999999' } });
  });

  test('a non-200 answer without a message: "No detailed message available"', async () => {
    await admin('/faults', { pattern: 'GET /vod-api/vods/getProviders', status: 500, times: 1 });
    const error = await getProviders(vodRuntime(core).client).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 500, reason: { key: 'noDetailedMessage' } });
  });

  test('watchlist add and remove by vod_id or vod_series_id', async () => {
    const { client } = vodRuntime(core);
    const series = (await getVods(client, { types: ['series'], limit: 1 })).vods[0]!;
    expect(watchlistTarget(series)).toEqual({ vod_series_id: series.id });
    expect(watchlistTarget({ id: 1, type: 'movie' })).toEqual({ vod_id: 1 });
    await watchlistAdd(client, watchlistTarget(series));
    await watchlistAdd(client, { vod_id: 1 });
    const listed = await getVods(client, { watchlist: true, types: ['movie', 'series'] });
    expect(listed.vods.map((m) => m.id).sort()).toEqual([1, series.id].sort());
    await watchlistRemove(client, { vod_id: 1 });
    await watchlistRemove(client, watchlistTarget(series));
    expect((await getVods(client, { watchlist: true, types: ['movie', 'series'] })).vods).toEqual([]);
  });

  test('playout assets and positions: recorded per device and given back', async () => {
    const { client } = vodRuntime(core);
    expect(await reportPosition(client, 2, 7.8)).toBe(7);
    const assets = await fetchPlayoutAssets(client, 2);
    expect(assets.position_seconds).toBe(7);
    expect(assets.assets[0]).toMatchObject({ format: 'hls', mime_type: 'application/vnd.apple.mpegurl' });
    const detail = await getVods(client, { vod_ids: [2], include: ['last_playback_status'] });
    expect(detail.vods[0]?.last_playback_status?.position_seconds).toBe(7);
    await setPosition(client, 2, 0);
  });

  test('a playout failure is "error while retrieving playout assets: …" with the provider message', async () => {
    const { client } = vodRuntime(core);
    const series = (await getVods(client, { types: ['series'], limit: 1 })).vods[0]!;
    const error = await fetchPlayoutAssets(client, series.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 409, reason: { key: 'errorRetrievingPlayoutAssets', detail: expect.stringContaining('has no playout assets') } });
    await admin('/faults', { pattern: 'GET /vod-api/vods/getPlayoutAssets', status: 503, times: 1 });
    expect(await fetchPlayoutAssets(client, 1).catch((e: unknown) => e)).toMatchObject({ reason: { key: 'errorRetrievingPlayoutAssets', detail: undefined } });
  });
});

describe('a session restored from storage (a new page of the portal)', () => {
  test('the first call waits for the device configuration that holds the provider address', async () => {
    const signedIn = await coreOnHub();
    expect(await ensureVodSession(signedIn)).toBe(true);
    const { maxicastertoken, deviceUuid } = vodRuntime(signedIn).slices.vod.getState();
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:vod', JSON.stringify({ maxicastertoken, deviceUuid, isFetching: true }));
    const next = createCore({ storage, page: { lidoConfig: { hubUrl: hub.url } }, location: { protocol: 'http:', hostname: '127.0.0.1' } });
    cores.push(next);
    const { slices, client } = vodRuntime(next);
    expect(slices.vod.getState()).toMatchObject({ maxicastertoken, isFetching: false });
    expect(next.stores.vodconfiguration.getState().url).toBeNull();
    expect(await ensureVodSession(next)).toBe(true);
    const { providers } = await getProviders(client);
    expect(providers.length).toBeGreaterThan(0);
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
    expect(slices.vod.getState()).toMatchObject({ maxicastertoken: null, errormessage: { key: 'noDetailedMessage' } });
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
