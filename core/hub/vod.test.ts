/**
 * The VOD provider calls (000 §7, §8) against the real demo hub's provider (/vod-api/), through a
 * plain VodClient (address, token and device id passed in: no core, no session), plus a
 * recording test server where only the exact request or an answer the demo provider never gives
 * (a null reply) matters. The VOD session (sign-in, token, logout) is tested with its actions in
 * core/session/vod-actions.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startHub, type StartedHub } from '../../tests/contract/start-hub';
import { createHub } from './client';
import { fetchDeviceConfig, type DeviceConfig } from './config';
import { json, startTestServer, type TestServer } from './test-server';
import {
  createVodClient,
  envelopeError,
  fetchPlayoutAssets,
  genresOf,
  getProviders,
  getVods,
  loginApp,
  reportPosition,
  setPosition,
  toVodError,
  unwrapEnvelope,
  vodCredentialsOf,
  watchlistAdd,
  watchlistRemove,
  watchlistTarget,
  VodError,
  type VodClient,
  type VodEndpoint,
} from './vod';

let hub: StartedHub;
let device: DeviceConfig;

beforeAll(async () => {
  hub = await startHub();
  const hubClient = createHub({ sessionId: () => null, apiUrl: () => `${hub.url}/api/`, securedOrigin: () => false });
  device = await fetchDeviceConfig(hubClient);
}, 60_000);
afterAll(async () => {
  await hub?.stop();
});
afterEach(async () => {
  await fetch(`${hub.url}/__admin/faults`, { method: 'DELETE' });
});

/** A provider client with its own token and device id, as a session would hold them. */
function plainClient(endpoint: Partial<VodEndpoint> = {}): { client: VodClient; session: { token: string | null; deviceUuid: string } } {
  const session = { token: null as string | null, deviceUuid: crypto.randomUUID() };
  const client = createVodClient({
    endpoint: () => ({ url: device.vodConfiguration?.url ?? null, apiVersion: 3, useWithCredentials: false, ...endpoint }),
    token: () => session.token,
    deviceUuid: () => session.deviceUuid,
  });
  return { client, session };
}

/** A client signed in to the demo provider (its demo account). */
async function signedInClient(): Promise<VodClient> {
  const { client, session } = plainClient();
  const result = await loginApp(client, { username: 'lido-demo', password: 'lido-demo-pass' }, { device_uuid: session.deviceUuid }, 'PLANE_V1');
  session.token = result.token;
  return client;
}

async function admin(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${hub.url}/__admin${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

describe('envelope and errors (000 §7, §8)', () => {
  test('code 200 gives the data; another code shows its data message, else what failed: 5xx, 403, no envelope, else "No detailed message available"', () => {
    expect(unwrapEnvelope({ code: 200, data: { a: 1 } })).toEqual({ a: 1 });
    expect(() => unwrapEnvelope({ code: 401, data: { message: 'Invalid token' } })).toThrow('Invalid token');
    expect(envelopeError({ code: 401, data: { message: 'Invalid token' } }).reason).toEqual({ key: 'providerMessage', detail: 'Invalid token' });
    expect(envelopeError({ code: 500, data: {} }).reason).toEqual({ key: 'server' });
    expect(envelopeError('<html>', 502)).toMatchObject({ code: 502, reason: { key: 'server' } });
    expect(envelopeError({ error: 'session_invalid' }, 403)).toMatchObject({ code: 403, reason: { key: 'refused' } });
    expect(envelopeError({ code: 404, data: {} }).reason).toEqual({ key: 'noDetailedMessage' });
    expect(() => unwrapEnvelope('{"malformed":{"code":2')).toThrow(expect.objectContaining({ reason: { key: 'unreadable' } }));
    expect(toVodError(new TypeError('fetch failed')).reason).toEqual({ key: 'network', detail: 'fetch failed' });
  });

  test('the provider account comes from the device configuration only', () => {
    expect(vodCredentialsOf({ vodConfiguration: { username: 'a', password: 'b' } })).toEqual({ username: 'a', password: 'b' });
    expect(vodCredentialsOf({ vodConfiguration: { username: '', password: 'b' } })).toBeNull();
    expect(vodCredentialsOf({})).toBeNull();
    expect(vodCredentialsOf(null)).toBeNull();
  });

  test('without an address the client asks for the configuration once, then says "not configured"', async () => {
    let asked = 0;
    const client = createVodClient({
      endpoint: () => ({ url: null, apiVersion: 3, useWithCredentials: false }),
      token: () => null,
      deviceUuid: () => null,
      configured: async () => {
        asked += 1;
      },
    });
    await expect(getProviders(client)).rejects.toMatchObject({ code: 'NOT_CONFIGURED', reason: { key: 'notConfigured' } });
    expect(asked).toBe(1);
  });
});

describe('what is sent (recording server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.handle('GET /vod/customers/loginApp', (_req, res) => json(res, 200, { code: 200, data: { token: 'abc' } }));
    server.handle('GET /vod/vods/setPosition', (_req, res) => json(res, 200, { code: 200, data: null }));
  });
  afterAll(() => server.close());

  test('token, device id, API version and language on every call; loginApp sends the account and device fields', async () => {
    const { client, session } = plainClient({ url: `${server.origin}/vod/`, apiVersion: 2 });
    server.requests.length = 0;
    await loginApp(client, { username: 'u', password: 'p' }, { device_uuid: session.deviceUuid, device_type: 'Kiosk' }, 'SHIP_V2');
    const query = new URL(server.requests[0]!.url, server.origin).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      username: 'u',
      password: 'p',
      app_identifier: 'SHIP_V2',
      api_version: '2',
      device_uuid: session.deviceUuid,
      device_type: 'Kiosk',
    });
    session.token = 'tok';
    await setPosition(client, 1, 3).catch(() => undefined);
    expect(new URL(server.requests[1]!.url, server.origin).searchParams.get('token')).toBe('tok');
  });

  test('a null reply to setPosition is "error while setting played seconds"', async () => {
    const { client } = plainClient({ url: `${server.origin}/vod/` });
    await expect(reportPosition(client, 1, 12)).rejects.toMatchObject({ reason: { key: 'errorSettingPlayedSeconds' } });
  });
});

describe('sign-in call', () => {
  test('the demo account gets a token; a wrong password the provider message', async () => {
    const { client, session } = plainClient();
    const result = await loginApp(client, { username: 'lido-demo', password: 'lido-demo-pass' }, { device_uuid: session.deviceUuid }, 'PLANE_V1');
    expect(result.token).toMatch(/^[0-9a-f]{48}$/);
    const error = await loginApp(client, { username: 'lido-demo', password: 'wrong' }, { device_uuid: session.deviceUuid }, 'PLANE_V1').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ reason: { key: 'providerMessage', detail: 'Invalid username or password' } });
  });
});

describe('catalogue calls', () => {
  let client: VodClient;
  beforeAll(async () => {
    client = await signedInClient();
  });

  test('getProviders: genres with their provider, provider 146 excluded', async () => {
    const { providers } = await getProviders(client);
    expect(providers.some((p) => p.id === 146)).toBe(true);
    const genres = genresOf(providers);
    expect(genres.length).toBeGreaterThan(5);
    expect(genres.every((g) => g.provider_id !== 146)).toBe(true);
    expect(genres.find((g) => g.id === 1)).toMatchObject({ name: 'Action & Adventure', provider_id: 1 });
  });

  test('getVods filters by type, genre and search, pages with limit and offset, and stops at an empty page', async () => {
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
    const error = await watchlistAdd(client, { vod_id: 999_999 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VodError);
    expect(error).toMatchObject({ code: 404, reason: { key: 'providerMessage', detail: 'No title with vod_id 999999' } });
  });

  test('a 5xx answer without a message: the provider had a problem', async () => {
    await admin('/faults', { pattern: 'GET /vod-api/vods/getProviders', status: 500, times: 1 });
    const error = await getProviders(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 500, reason: { key: 'server' } });
  });

  test('watchlist add and remove by vod_id or vod_series_id', async () => {
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
    expect(await reportPosition(client, 2, 7.8)).toBe(7);
    const assets = await fetchPlayoutAssets(client, 2);
    expect(assets.position_seconds).toBe(7);
    expect(assets.assets[0]).toMatchObject({ format: 'hls', mime_type: 'application/vnd.apple.mpegurl' });
    const detail = await getVods(client, { vod_ids: [2], include: ['last_playback_status'] });
    expect(detail.vods[0]?.last_playback_status?.position_seconds).toBe(7);
    await setPosition(client, 2, 0);
  });

  test('a playout failure is "error while retrieving playout assets: …" with the provider message', async () => {
    const series = (await getVods(client, { types: ['series'], limit: 1 })).vods[0]!;
    const error = await fetchPlayoutAssets(client, series.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 409, reason: { key: 'errorRetrievingPlayoutAssets', detail: expect.stringContaining('has no playout assets') } });
    await admin('/faults', { pattern: 'GET /vod-api/vods/getPlayoutAssets', status: 503, times: 1 });
    expect(await fetchPlayoutAssets(client, 1).catch((e: unknown) => e)).toMatchObject({ reason: { key: 'errorRetrievingPlayoutAssets', detail: undefined } });
  });
});
