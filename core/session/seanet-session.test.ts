/**
 * The second catalogue's session (a session action, core/session/vod-actions.ts) against the real
 * demo hub (/seanet/): the token is reused until it expires (6 hours, or less when the provider
 * says so), then renewed (000 §4, §9). The clock is moved with fake Date only; every request is
 * real.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startHub, type StartedHub } from '../../tests/contract/start-hub';
import type { DeviceConfig } from '../hub/config';
import { SEANET_TOKEN_LIFETIME_MS, getSeanetGenres, getSeanetLocales } from '../hub/seanet';
import { createCore, type LidoCore } from '../index';
import { seanetSession } from './vod-actions';

const HOUR = 3_600_000;
let hub: StartedHub;
let shortHub: StartedHub;
const cores: LidoCore[] = [];

beforeAll(async () => {
  [hub, shortHub] = await Promise.all([startHub(), startHub({ env: { LIDO_SEANET_TOKEN_TTL: '1' } })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([hub?.stop(), shortHub?.stop()]);
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const core of cores.splice(0)) core.channel.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A page core on a demo hub; `seanet` replaces the configuration's seanetConfiguration. */
async function coreOn(target: StartedHub, seanet?: Record<string, string>): Promise<LidoCore> {
  const core = createCore({ storage: null, page: { lidoConfig: { hubUrl: target.url } }, location: { protocol: 'http:', hostname: '127.0.0.1' } });
  cores.push(core);
  const device = await core.config.load();
  const seanetConfiguration = seanet ?? { url: `${target.url}/seanet/`, username: 'seanet-demo', password: 'seanet-demo-pass' };
  core.config.state.setState({ device: { ...device!, seanetConfiguration } as DeviceConfig });
  return core;
}

describe('seanet token (000 §4)', () => {
  test('one token for every call until it expires after 6 hours, then a new one', async () => {
    const core = await coreOn(hub);
    const session = seanetSession(core);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const first = await session.token();
    expect(session.store.getState().tokenValidUntil).toBe(start + SEANET_TOKEN_LIFETIME_MS);

    vi.setSystemTime(start + 6 * HOUR - 1000);
    const genres = await session.call((base, token) => getSeanetGenres(base, token, 'en'));
    expect(genres.map((g) => g.name)).toEqual(['Adventure', 'Comedy', 'Nature & Travel', 'Family']);
    expect(session.store.getState().token).toBe(first);

    vi.setSystemTime(start + 6 * HOUR);
    const renewed = await session.token();
    expect(renewed).not.toBe(first);
    expect(session.store.getState().tokenValidUntil).toBe(start + 12 * HOUR);
  });

  test('concurrent calls share one connect-token', async () => {
    const core = await coreOn(hub);
    const session = seanetSession(core);
    const tokens = await Promise.all([session.token(), session.token(), session.token()]);
    expect(new Set(tokens).size).toBe(1);
  });

  test('a shorter lifetime granted by the provider is respected', async () => {
    const core = await coreOn(shortHub);
    const session = seanetSession(core);
    const first = await session.token();
    // at most the granted second from the answer (not from the call: a loaded machine took 135 ms to answer)
    const validUntil = session.store.getState().tokenValidUntil!;
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await session.token();
    expect(second).not.toBe(first);
  });

  test('a token the provider no longer knows (401) is renewed once and the call succeeds', async () => {
    const core = await coreOn(hub);
    const session = seanetSession(core);
    session.store.setState({ token: 'revoked', tokenValidUntil: Date.now() + HOUR });
    const locales = await session.call((base, token) => getSeanetLocales(base, token));
    expect(locales.locales.map((l) => l.code).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(session.store.getState().token).not.toBe('revoked');
  });

  test('wrong credentials: the provider message; nothing configured: NOT_CONFIGURED', async () => {
    const wrong = seanetSession(await coreOn(hub, { url: `${hub.url}/seanet/`, username: 'seanet-demo', password: 'nope' }));
    await expect(wrong.token()).rejects.toMatchObject({ code: 401, message: 'Invalid username or password' });
    const missing = seanetSession(await coreOn(hub, {}));
    await expect(missing.token()).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
  });

  test('the hub unreachable: UNREACHABLE (not "not configured"); the next call asks the hub again', async () => {
    const core = createCore({ storage: null, page: { lidoConfig: { hubUrl: 'http://127.0.0.1:9' } }, location: { protocol: 'http:', hostname: '127.0.0.1' } });
    cores.push(core);
    const session = seanetSession(core);
    await expect(session.call((base, token) => getSeanetLocales(base, token))).rejects.toMatchObject({ code: 'UNREACHABLE' });
    const failed = core.config.state.getState().error;
    await expect(session.token()).rejects.toMatchObject({ code: 'UNREACHABLE' });
    expect(core.config.state.getState().error).not.toBe(failed);
  });
});
