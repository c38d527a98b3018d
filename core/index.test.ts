import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { json, startTestServer, type TestServer } from './hub/test-server';
import { readFileSync } from 'node:fs';
import { CORE_KEY, CORE_VERSION, createCore, getCore, isLidoCore, type LidoCore } from './index';
import { MemoryStorage } from './session/memory-storage';

const slot = globalThis as typeof globalThis & { [CORE_KEY]?: unknown };

describe('one core per page', () => {
  afterEach(() => {
    const registered = slot[CORE_KEY];
    if (isLidoCore(registered)) registered.channel.close();
    delete slot[CORE_KEY];
  });

  test('registers itself on Symbol.for("lido.core.v1"), where a copy from another bundle looks', () => {
    const core = getCore();
    expect(slot[Symbol.for('lido.core.v1') as typeof CORE_KEY]).toBe(core);
    expect(getCore()).toBe(core);
  });

  test('a second copy finds and uses the core another bundle registered', () => {
    const first = createCore({ storage: null });
    slot[CORE_KEY] = first;
    expect(getCore()).toBe(first);
    expect(getCore().stores).toBe(first.stores);
  });

  test('an unrecognised value in the slot is replaced (and logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    slot[CORE_KEY] = { version: 1 };
    const core = getCore();
    expect(isLidoCore(core)).toBe(true);
    expect(slot[CORE_KEY]).toBe(core);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test("the core version is package.json's (a build-time constant, never a literal)", () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(CORE_VERSION).toBe(version);
    expect(createCore({ storage: null }).version).toBe(version);
  });

  test('isLidoCore', () => {
    expect(isLidoCore(null)).toBe(false);
    expect(isLidoCore({ version: '1', channel: {}, stores: {}, i18n: {}, hub: {} })).toBe(false);
    expect(isLidoCore({ version: '1', channel: {}, stores: {}, i18n: {}, hub: {}, config: {} })).toBe(false);
    expect(isLidoCore({ version: '1', channel: {}, stores: {}, i18n: {}, hub: {}, config: {}, queryClient: {} })).toBe(true);
  });
});

describe('a core wired end to end', () => {
  let server: TestServer;
  let core: LidoCore;

  beforeAll(async () => {
    server = await startTestServer();
    server.handle('GET /api/devices/config', (_req, res) => json(res, 200, { defaultLanguage: 'de', deviceGroup: { deviceType: 'DigitalSignage' } }));
    server.handle('GET /api/pms/invoices', (_req, res) => json(res, 403, {}));
  });
  afterAll(async () => {
    core.channel.close();
    core.stores.dispose();
    await server.close();
  });

  test('config, language, hub and session work together', async () => {
    const storage = new MemoryStorage();
    core = createCore({
      storage,
      navigator: { languages: ['en-GB'] },
      location: { protocol: 'http:', hostname: 'localhost', port: '4321' },
      page: { lidoConfig: { hubUrl: server.origin } },
    });
    expect(core.i18n.language).toBe('en');
    expect(core.i18n.t('close')).toBe('Close');

    await core.config.load();
    // The hub's default language applies because the guest has not chosen one.
    await vi.waitFor(() => expect(core.i18n.language).toBe('de'));
    expect(core.i18n.t('close')).toBe('Schließen');
    expect(core.config.rules().showVideos).toBe(false);

    const languages: string[] = [];
    core.channel.on('lido:language', ({ lang }) => languages.push(lang));
    await core.i18n.changeLanguage('fr');
    expect(languages).toEqual(['fr']);
    expect(core.stores.i18nState.getState().lang).toBe('fr');

    core.stores.authentication.setState({ sessionId: 'abc', isAuthenticated: true });
    const authRequired = new Promise<string | undefined>((resolve) => core.channel.on('lido:auth-required', (d) => resolve(d.origin)));
    await expect(core.hub.get('pms/invoices')).rejects.toMatchObject({ code: 403 });
    await authRequired;
    expect(server.requests.at(-1)?.headers['x-session-id']).toBe('abc');
    expect(core.stores.authentication.getState().isAuthenticated).toBe(false);
  });
});
