import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { LidoChannel } from '../channel/channel';
import { createHub } from '../hub/client';
import type { DeviceConfig } from '../hub/config';
import { json, startTestServer, type TestServer } from '../hub/test-server';
import { createStores, type SessionStores } from '../session/stores';
import { createConfig } from './config';
import { readPageConfig, reportPageConfig, sanitizePageConfig, type PageConfig } from './page-config';

/** The hub client as the core wires it: session id, address and secured origin from the stores. */
const hubOn = (stores: SessionStores) =>
  createHub({
    sessionId: () => stores.authentication.getState().sessionId,
    apiUrl: () => stores.configuration.getState().hubApiUrl,
    securedOrigin: () => stores.configuration.getState().securedOrigin,
  });

const pageWith = (options: { script?: string; lidoConfig?: unknown }) => ({
  document: {
    getElementById: (id: string) => (id === 'lido-config' && options.script !== undefined ? { textContent: options.script } : null),
  },
  lidoConfig: options.lidoConfig,
});

describe('page configuration', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  test('script block wins over window.lidoConfig field by field', () => {
    expect(
      readPageConfig(
        pageWith({
          script: '{"hubUrl":"https://hub.a","theme":"ocean"}',
          lidoConfig: { hubUrl: 'https://hub.b', deviceType: 'Kiosk' },
        }),
      ),
    ).toEqual({ hubUrl: 'https://hub.a', theme: 'ocean', deviceType: 'Kiosk' });
  });

  test('invalid JSON in the script block is ignored and logged', () => {
    expect(readPageConfig(pageWith({ script: '{oops', lidoConfig: { theme: 'x' } }), reportPageConfig)).toEqual({ theme: 'x' });
    expect(warn).toHaveBeenCalledWith('[lido] #lido-config is not valid JSON and was ignored');
  });

  test('wrongly typed and unknown fields are dropped', () => {
    expect(sanitizePageConfig({ hubUrl: 5, securedOrigin: 'yes', theme: ' sun ', developmentMode: true, extra: 1 }, reportPageConfig)).toEqual({
      theme: 'sun',
      developmentMode: true,
    });
    expect(warn).toHaveBeenCalledWith('[lido] page config "hubUrl" must be a non-empty string');
    expect(warn).toHaveBeenCalledWith('[lido] page config "securedOrigin" must be true or false');
    expect(sanitizePageConfig(null)).toEqual({});
    expect(sanitizePageConfig([1])).toEqual({});
  });
});

describe('createConfig', () => {
  let server: TestServer;
  let device: DeviceConfig | 'fail';
  let channel: LidoChannel;
  let stores: SessionStores;
  const location = { protocol: 'https:', hostname: 'app.ship.example', port: '' };

  beforeAll(async () => {
    server = await startTestServer();
    server.handle('GET /api/devices/config', (_req, res) => {
      if (device === 'fail') json(res, 503, { message: 'Hub is starting' });
      else setTimeout(() => json(res, 200, device), 30);
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    channel = new LidoChannel();
    stores = createStores({ storage: null, lifecycleTarget: null });
    device = {
      hub: { uiSettings: { showPdfsOnKiosk: true, pinLogin: true, theme: 'hub-theme' }, osmServiceUrl: 'https://osm.local' },
      deviceGroup: {
        deviceType: 'Kiosk',
        settings: { maxIdleTime: 90 },
        deviceProfile: { id: 1, modules: ['vod', { name: 'excursions' }], languages: [{ code: 'de', name: 'Deutsch' }] },
      },
      defaultImageId: 77,
      gaCode: 'G-1',
      defaultLanguage: 'fr',
      vodConfiguration: { url: 'https://vod.local/api', appIdentifier: 'SHIP_APP', apiVersion: 4, useWithCredentials: true },
    };
  });
  afterEach(() => {
    channel.close();
    stores.dispose();
  });

  const make = (page: PageConfig = {}, onLanguageDefaults?: () => void) => {
    const hub = hubOn(stores);
    return createConfig({ stores, hub, location, onLanguageDefaults, page: pageWith({ lidoConfig: page }) });
  };

  test('without any configuration the hub address is derived from the host name', () => {
    make();
    expect(stores.configuration.getState()).toMatchObject({
      hubUrl: 'https://hub.ship.example',
      hubApiUrl: 'https://hub.ship.example/api/',
      hubSettings: { deviceType: 'Browser' },
    });
  });

  test('page config sets hub address, API path, secured origin; attributes override the page', () => {
    const config = make({ hubUrl: 'https://hub.page', apiPath: '/rest/', securedOrigin: true, theme: 'page', deviceType: 'App' });
    expect(stores.configuration.getState()).toMatchObject({
      hubUrl: 'https://hub.page',
      hubApiUrl: 'https://hub.page/rest/',
      securedOrigin: true,
      theme: 'page',
      hubSettings: { deviceType: 'App' },
    });
    config.applyAttributes({ 'hub-url': 'https://hub.attr/', 'device-type': 'DigitalSignage', theme: 'attr', 'portal-url': '/portal', lang: null });
    expect(stores.configuration.getState()).toMatchObject({
      hubUrl: 'https://hub.attr',
      hubApiUrl: 'https://hub.attr/rest/',
      theme: 'attr',
      portalUrl: '/portal',
      hubSettings: { deviceType: 'DigitalSignage' },
    });
    expect(config.rules().maxGridColumns).toBe(3);
  });

  test('hub-url is page-wide: the first value wins, a second different one is reported once; lang and device-type: the latest wins', () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const config = make({});
      config.applyAttributes({ 'hub-url': 'https://hub.one/', lang: 'de', 'device-type': 'Kiosk' });
      config.applyAttributes({ 'hub-url': 'https://hub.one' });
      expect(warnings, 'the same hub (trailing slash aside) is no conflict').toEqual([]);
      config.applyAttributes({ 'hub-url': 'https://hub.two', lang: 'fr', 'device-type': 'App' });
      config.applyAttributes({ 'hub-url': 'https://hub.three' });
      expect(stores.configuration.getState()).toMatchObject({ hubUrl: 'https://hub.one', defaultLanguage: 'fr', hubSettings: { deviceType: 'App' } });
      expect(warnings.length, 'reported once').toBe(1);
      expect(String(warnings[0]?.[0])).toBe('[lido] hub-url="https://hub.two" ignored: one hub per page, the first set ("https://hub.one") is used');
    } finally {
      console.warn = warn;
    }
  });

  test('an explicit hubApiUrl in the page config is used as given', () => {
    make({ hubUrl: 'https://hub.page', hubApiUrl: 'https://api.page/v1' });
    expect(stores.configuration.getState().hubApiUrl).toBe('https://api.page/v1/');
  });

  test('load() fetches devices/config once and fills the stores', async () => {
    const config = make({ hubUrl: server.origin });
    const before = server.requests.length;
    const [a, b] = await Promise.all([config.load(), config.load()]);
    await config.load();
    expect(server.requests.length - before).toBe(1);
    expect(a).toBe(b);
    expect(config.state.getState()).toMatchObject({ status: 'ready', error: null });
    expect(stores.configuration.getState()).toMatchObject({
      osmUrl: 'https://osm.local',
      gaCode: 'G-1',
      defaultLanguage: 'fr',
      theme: 'hub-theme',
      hubSettings: {
        deviceType: 'Kiosk',
        defaultImageUrl: `${server.origin}/api/blobs/image?id=77`,
        uiSettings: { showPdfsOnKiosk: true, pinLogin: true },
      },
    });
    expect(stores.vodconfiguration.getState()).toEqual({
      url: 'https://vod.local/api',
      appIdentifier: 'SHIP_APP',
      apiVersion: 4,
      paymentEnabled: false,
      isDemoSystem: false,
      useWithCredentials: true,
    });
    expect(stores.modules.getState().modules).toEqual([{ name: 'vod' }, { name: 'excursions' }]);
    expect(config.rules()).toMatchObject({ deviceType: 'Kiosk', showPdfs: true, idleRedirectSeconds: 90, showPinLink: false });
    expect(config.uiSettings().pinLogin).toBe(true);
  });

  test('attributes and page config beat the hub', async () => {
    const config = make({ hubUrl: server.origin, defaultLanguage: 'nl' });
    config.applyAttributes({ 'device-type': 'App' });
    await config.load();
    expect(stores.configuration.getState().hubSettings.deviceType).toBe('App');
    expect(stores.configuration.getState().defaultLanguage).toBe('nl');
  });

  test('VOD defaults apply when the hub omits them', async () => {
    device = { deviceGroup: { deviceType: 'other' } };
    const config = make({ hubUrl: server.origin });
    await config.load();
    expect(stores.vodconfiguration.getState()).toMatchObject({ url: null, appIdentifier: 'PLANE_V1', apiVersion: 3 });
    expect(config.rules().deviceType).toBe('Browser');
  });

  test('a failed load records message and code; reload() tries again', async () => {
    device = 'fail';
    const config = make({ hubUrl: server.origin });
    await expect(config.load()).resolves.toBeNull();
    expect(config.state.getState()).toEqual({ status: 'error', device: null, error: { message: 'Hub is starting', code: 503 } });
    device = { deviceGroup: { deviceType: 'Kiosk' } };
    expect(await config.load()).toBeNull();
    expect(await config.reload()).toEqual(device);
    expect(config.state.getState().status).toBe('ready');
  });

  test('an unreachable hub is recorded as a network error', async () => {
    const config = make({ hubUrl: 'http://127.0.0.1:1' });
    await config.load();
    expect(config.state.getState().error?.code).toBe('NETWORK');
  });

  test('language defaults: host rule, then hub, then page; changes are announced', async () => {
    const calls: number[] = [];
    const hub = hubOn(stores);
    const config = createConfig({
      stores,
      hub,
      location: { protocol: 'https:', hostname: 'portal.reederei.de', port: '' },
      onLanguageDefaults: () => calls.push(1),
      page: pageWith({ lidoConfig: { hubUrl: server.origin } }),
    });
    expect(stores.configuration.getState()).toMatchObject({ defaultLanguage: 'de', fallbackLanguage: 'en' });
    expect(calls.length).toBe(1);
    await config.load();
    expect(stores.configuration.getState().defaultLanguage).toBe('fr');
    expect(calls.length).toBe(2);
    config.applyAttributes({ lang: 'nl' });
    expect(stores.configuration.getState().defaultLanguage).toBe('nl');
    expect(calls.length).toBe(3);
    config.applyAttributes({ lang: 'nl' });
    expect(calls.length).toBe(3);
  });
});
