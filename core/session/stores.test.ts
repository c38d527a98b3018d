import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LidoChannel } from '../channel/channel';
import { MemoryStorage } from './memory-storage';
import { initialAuthentication, initialConfiguration, initialVodConfiguration } from './slices';
import { createStores, type SessionStores } from './stores';

const noLifecycle = { lifecycleTarget: null } as const;

describe('session stores', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  const created: SessionStores[] = [];
  const make = (options: Parameters<typeof createStores>[0]) => {
    const stores = createStores({ ...noLifecycle, ...options });
    created.push(stores);
    return stores;
  };

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const stores of created.splice(0)) stores.dispose();
    warn.mockRestore();
    vi.useRealTimers();
  });

  test('start with the spec defaults', () => {
    const stores = make({ storage: null });
    expect(stores.authentication.getState()).toEqual(initialAuthentication);
    expect(stores.configuration.getState()).toEqual(initialConfiguration);
    expect(stores.vodconfiguration.getState()).toEqual(initialVodConfiguration);
    expect(stores.vodconfiguration.getState()).toMatchObject({ appIdentifier: 'PLANE_V1', apiVersion: 3 });
    expect(stores.navigation.getState()).toEqual({ footerType: 'standard' });
    expect(stores.i18nState.getState()).toEqual({ lang: null, translations: {}, forceRefresh: false });
    expect(stores.modules.getState()).toEqual({ modules: [] });
    expect(stores.clientinfo.getState()).toEqual({ info: {} });
  });

  test('persisted slices are saved after 2 s and restored by the next start', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = make({ storage });
    first.authentication.setState({ sessionId: 's-1', isAuthenticated: true });
    first.navigation.setState({ footerType: 'dashboard' });
    first.configuration.setState({ hubUrl: 'http://hub' });
    vi.advanceTimersByTime(1999);
    expect(storage.getItem('lido:v1:navigation')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(JSON.parse(storage.getItem('lido:v1:navigation') ?? 'null')).toEqual({ footerType: 'dashboard' });
    // configuration is not in the spec's persisted list
    expect(storage.getItem('lido:v1:configuration')).toBeNull();

    const second = make({ storage });
    expect(second.authentication.getState()).toMatchObject({ sessionId: 's-1', isAuthenticated: true });
    expect(second.navigation.getState()).toEqual({ footerType: 'dashboard' });
    expect(second.configuration.getState().hubUrl).toBe('');
  });

  test('a corrupt or foreign stored slice starts clean and does not affect the others', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:authentication', '{not json');
    storage.setItem('lido:v1:navigation', '{"footerType":"dashboard"}');
    storage.setItem('lido:v1:i18nState', '{"lang":"xx","translations":{},"forceRefresh":false}');
    storage.setItem('lido:v1:modules', '{"modules":"all"}');
    const stores = make({ storage });
    expect(stores.authentication.getState()).toEqual(initialAuthentication);
    expect(stores.i18nState.getState().lang).toBeNull();
    expect(stores.modules.getState()).toEqual({ modules: [] });
    expect(stores.navigation.getState()).toEqual({ footerType: 'dashboard' });
    expect(storage.getItem('lido:v1:authentication')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  test('stored values missing newer fields are completed from the defaults', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:authentication', '{"sessionId":"s-9","isAuthenticated":true}');
    const stores = make({ storage });
    expect(stores.authentication.getState()).toEqual({ ...initialAuthentication, sessionId: 's-9', isAuthenticated: true });
  });

  test('defineSlice: feature slices persist, restore, and are shared by name', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const stores = make({ storage });
    const cart = stores.defineSlice('cart', { items: [] as string[] }, { persist: true, personal: true });
    expect(stores.defineSlice('cart', { items: [] as string[] }, { persist: true })).toBe(cart);
    expect(stores.sliceNames()).toContain('cart');
    cart.setState({ items: ['x1'] });
    stores.flush();
    expect(storage.getItem('lido:v1:cart')).toBe('{"items":["x1"]}');
    const next = make({ storage });
    expect(next.defineSlice('cart', { items: [] as string[] }, { persist: true }).getState()).toEqual({ items: ['x1'] });
    const memoryOnly = next.defineSlice('channel', { channels: [] as number[] }, { persist: false });
    memoryOnly.setState({ channels: [1] });
    next.flush();
    expect(storage.getItem('lido:v1:channel')).toBeNull();
  });

  test('wipePersonalData clears personal slices in memory and storage, keeps the rest', () => {
    const storage = new MemoryStorage();
    const stores = make({ storage });
    const cart = stores.defineSlice('cart', { items: [] as string[] }, { persist: true, personal: true });
    stores.authentication.setState({ sessionId: 's', isAuthenticated: true, bookingReference: 'B1' });
    cart.setState({ items: ['a'] });
    stores.navigation.setState({ footerType: 'dashboard' });
    stores.flush();
    expect(storage.getItem('lido:v1:cart')).not.toBeNull();

    stores.wipePersonalData();
    stores.flush();
    expect(stores.authentication.getState()).toEqual(initialAuthentication);
    expect(cart.getState()).toEqual({ items: [] });
    expect(storage.getItem('lido:v1:authentication')).toBeNull();
    expect(storage.getItem('lido:v1:cart')).toBeNull();
    expect(stores.navigation.getState()).toEqual({ footerType: 'dashboard' });
    expect(storage.getItem('lido:v1:navigation')).not.toBeNull();
  });

  test("wipePersonalData removes the tab's sessionStorage traces of the guest (navigation state, basket draft), keeps the layout's", () => {
    // as the browser's: its entries are its own keys
    const sessionStorage: Record<string, string> & Pick<Storage, 'removeItem'> = Object.create({
      removeItem(this: Record<string, string>, key: string) {
        delete this[key];
      },
    });
    Object.assign(sessionStorage, {
      'lido:nav-state': '{"path":"/confirmation","state":{"email":"a@example.com"}}',
      'lido:basket-draft': '{"owner":"s","form":{"email":"a@example.com"}}',
      'lido:v1:announced-urgent-messages': '[7]',
      'lido:content-offset': '120',
      'operator:own': 'kept',
    });
    const stores = make({ storage: new MemoryStorage(), sessionStorage });
    stores.wipePersonalData();
    expect(Object.keys(sessionStorage).sort()).toEqual(['lido:content-offset', 'operator:own']);
  });

  test('wipePersonalData also removes personal slices of features not loaded on this page', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:photomatch', '{"consent":true}');
    storage.setItem('lido:v1:itinerary', '{"cruises":[1]}');
    storage.setItem('lido:v1:navigation', '{"footerType":"dashboard"}');
    const stores = make({ storage });
    stores.wipePersonalData();
    stores.flush();
    expect(storage.getItem('lido:v1:photomatch')).toBeNull();
    expect(storage.getItem('lido:v1:itinerary')).toBeNull();
    expect(storage.getItem('lido:v1:navigation')).not.toBeNull();
  });

  test('clearAuthentication resets only authentication', () => {
    const stores = make({ storage: null });
    const cart = stores.defineSlice('cart', { items: ['a'] }, { persist: false, personal: true });
    cart.setState({ items: ['b'] });
    stores.authentication.setState({ sessionId: 's', isAuthenticated: true });
    stores.clearAuthentication();
    expect(stores.authentication.getState().isAuthenticated).toBe(false);
    expect(cart.getState().items).toEqual(['b']);
  });
});

describe('cross-tab session (two tabs = two channels sharing one storage)', () => {
  test('sign-in and sign-out in one tab reach the other', async () => {
    const storage = new MemoryStorage();
    const channelA = new LidoChannel();
    const channelB = new LidoChannel();
    const tabA = createStores({ storage, channel: channelA, lifecycleTarget: null });
    const tabB = createStores({ storage, channel: channelB, lifecycleTarget: null });
    const cartB = tabB.defineSlice('cart', { items: [] as string[] }, { persist: true, personal: true });
    cartB.setState({ items: ['kept until logout'] });
    const seenByB = new Promise<boolean>((resolve) => {
      const stop = channelB.on('lido:session', ({ isAuthenticated }) => {
        stop();
        resolve(isAuthenticated);
      });
    });

    tabA.authentication.setState({ sessionId: 'shared', isAuthenticated: true });
    expect(await seenByB).toBe(true);
    expect(tabB.authentication.getState()).toMatchObject({ sessionId: 'shared', isAuthenticated: true });
    expect(cartB.getState().items).toEqual(['kept until logout']);

    const loggedOut = new Promise<void>((resolve) => {
      const stop = channelB.on('lido:session', () => {
        stop();
        resolve();
      });
    });
    tabA.wipePersonalData();
    await loggedOut;
    expect(tabB.authentication.getState().isAuthenticated).toBe(false);
    expect(cartB.getState().items).toEqual([]);

    expect(storage.getItem('lido:v1:authentication')).toBeNull();
    for (const tab of [tabA, tabB]) tab.dispose();
    channelA.close();
    channelB.close();
  });
});

test('a tab announces its own session change once, after the whole change', async () => {
  const channel = new LidoChannel();
  const stores = createStores({ storage: new MemoryStorage(), channel, lifecycleTarget: null });
  const cart = stores.defineSlice('cart', { items: ['x'] }, { persist: true, personal: true });
  const seen: boolean[] = [];
  channel.on('lido:session', ({ isAuthenticated }) => seen.push(isAuthenticated));
  stores.authentication.setState({ sessionId: 's', isAuthenticated: true });
  await Promise.resolve();
  stores.wipePersonalData();
  stores.authentication.setState({ errorMessage: 'x' });
  await Promise.resolve();
  expect(seen).toEqual([true, false]);
  expect(cart.getState().items).toEqual(['x']);
  stores.dispose();
  channel.close();
});
