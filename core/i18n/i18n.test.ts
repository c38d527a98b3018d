import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
// @ts-expect-error a build script without typings: the text files' format
import { textsModule } from '../../build/rollup-plugin-texts.mjs';
import { LidoChannel, type LidoEventMap } from '../channel/channel';
import { MemoryStorage } from '../session/memory-storage';
import { createStores, type SessionStores } from '../session/stores';
import { browserLanguage, createI18n, hostLanguageRule, resolveLanguage, toLanguage, withTextContext } from './i18n';
import { TEXTS_KEY } from './texts';

describe('language resolution', () => {
  test.each([
    [{ stored: 'fr', configured: 'de', browser: 'nl', fallback: 'en' }, 'fr'],
    [{ stored: null, configured: 'de', browser: 'nl', fallback: 'en' }, 'de'],
    [{ stored: null, configured: null, browser: 'nl', fallback: 'en' }, 'nl'],
    [{ stored: null, configured: null, browser: null, fallback: 'en' }, 'en'],
    [{ stored: null, configured: null, browser: null, fallback: 'de' }, 'de'],
  ] as const)('%j → %s', (inputs, expected) => {
    expect(resolveLanguage(inputs)).toBe(expected);
  });

  test('browser language: first supported of navigator.languages', () => {
    expect(browserLanguage({ languages: ['es-ES', 'fr-CA', 'de'] })).toBe('fr');
    expect(browserLanguage({ languages: ['NL'] })).toBe('nl');
    expect(browserLanguage({ languages: [], language: 'de-CH' })).toBe('de');
    expect(browserLanguage({ languages: ['es', 'it'] })).toBeNull();
    expect(browserLanguage({})).toBeNull();
  });

  test('toLanguage', () => {
    expect(toLanguage('de-AT')).toBe('de');
    expect(toLanguage('en_GB')).toBe('en');
    expect(toLanguage('es')).toBeNull();
    expect(toLanguage('')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });

  test('host-name rule: German default with English fallback', () => {
    expect(hostLanguageRule('portal.reederei.de')).toEqual({ defaultLanguage: 'de', fallbackLanguage: 'en' });
    expect(hostLanguageRule('app.schiff.at')).toEqual({ defaultLanguage: 'de', fallbackLanguage: 'en' });
    expect(hostLanguageRule('app.ship.example')).toBeNull();
    expect(hostLanguageRule('localhost')).toBeNull();
    expect(hostLanguageRule('de.ship.example')).toBeNull();
  });
});

describe('the i18next instance', () => {
  let stores: SessionStores;
  let channel: LidoChannel;
  let storage: MemoryStorage;
  let warn: ReturnType<typeof vi.spyOn>;
  const events: Array<LidoEventMap['lido:language']> = [];

  const resources = {
    en: { common: { hello: 'Hello', onlyEnglish: 'Only in English', greet: 'Hi {{name}} & co' } },
    de: { common: { hello: 'Hallo' } },
    fr: { common: { hello: 'Bonjour' } },
    nl: { common: { hello: 'Hallo (nl)' } },
  };

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage = new MemoryStorage();
    channel = new LidoChannel();
    stores = createStores({ storage, channel, lifecycleTarget: null });
    channel.on('lido:language', (detail) => events.push(detail));
  });
  afterEach(() => {
    stores.dispose();
    channel.close();
    events.length = 0;
    warn.mockRestore();
  });

  const make = (languages: string[] = []) => createI18n({ stores, channel, resources, navigator: { languages } });

  test('browser language when nothing is stored or configured', () => {
    expect(make(['fr-FR']).i18n.language).toBe('fr');
  });

  test('configured default beats the browser, stored choice beats both', () => {
    stores.configuration.setState({ defaultLanguage: 'de' });
    expect(make(['fr']).i18n.language).toBe('de');
    stores.i18nState.setState({ lang: 'nl' });
    expect(make(['fr']).i18n.language).toBe('nl');
  });

  test('fallback en when the browser language is unsupported', () => {
    const { i18n } = make(['es', 'it']);
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello')).toBe('Hello');
  });

  test('a key missing in the language falls back to English', () => {
    const { i18n } = make(['de']);
    expect(i18n.t('hello')).toBe('Hallo');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(warn).not.toHaveBeenCalled();
  });

  test('a missing key renders empty (or its default) and is logged once — never the key', () => {
    const { i18n } = make(['en']);
    expect(i18n.t('does.not.exist')).toBe('');
    expect(i18n.t('does.not.exist')).toBe('');
    expect(i18n.t('also_missing', { defaultValue: 'Fallback text' })).toBe('Fallback text');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does.not.exist'));
  });

  test('interpolation is not HTML-escaped (React escapes)', () => {
    expect(make(['en']).i18n.t('greet', { name: '<Ada>' })).toBe('Hi <Ada> & co');
  });

  test('changeLanguage is a remembered, broadcast choice', async () => {
    const { i18n } = make(['en']);
    await i18n.changeLanguage('fr-FR');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('hello')).toBe('Bonjour');
    expect(stores.i18nState.getState().lang).toBe('fr');
    expect(events).toEqual([{ lang: 'fr', chosen: true }]);
    stores.flush();
    expect(JSON.parse(storage.getItem('lido:v1:i18nState') ?? '{}')).toMatchObject({ lang: 'fr' });
  });

  test('an unsupported language choice becomes the fallback', async () => {
    const { i18n } = make(['de']);
    await i18n.changeLanguage('es');
    expect(i18n.language).toBe('en');
    expect(stores.i18nState.getState().lang).toBe('en');
  });

  test('applying a new configured default is not remembered as a choice', async () => {
    const handle = make(['en']);
    stores.configuration.setState({ defaultLanguage: 'nl' });
    await handle.applyDefaultLanguage();
    expect(handle.i18n.language).toBe('nl');
    expect(stores.i18nState.getState().lang).toBeNull();
    expect(events).toEqual([{ lang: 'nl', chosen: false }]);
  });

  test('a configured fallback language is used for missing keys', () => {
    stores.configuration.setState({ fallbackLanguage: 'fr' });
    const handle = make(['nl']);
    expect(handle.i18n.t('onlyEnglish')).toBe('');
    const custom = createI18n({
      stores,
      channel,
      navigator: { languages: ['nl'] },
      resources: { ...resources, fr: { common: { hello: 'Bonjour', onlyFrench: 'Seulement' } } },
    });
    expect(custom.i18n.t('onlyFrench')).toBe('Seulement');
  });

  test('a fallback language configured later takes effect', async () => {
    const handle = createI18n({
      stores,
      channel,
      navigator: { languages: ['nl'] },
      resources: { ...resources, fr: { common: { hello: 'Bonjour', onlyFrench: 'Seulement' } } },
    });
    expect(handle.i18n.t('onlyFrench')).toBe('');
    stores.configuration.setState({ fallbackLanguage: 'fr' });
    await handle.applyDefaultLanguage();
    expect(handle.i18n.language).toBe('nl');
    expect(handle.i18n.t('onlyFrench')).toBe('Seulement');
  });

  test('a language chosen in another tab is followed', async () => {
    const { i18n } = make(['en']);
    const otherTab = new LidoChannel();
    const arrived = new Promise<void>((resolve) => {
      const stop = channel.on('lido:language', () => {
        stop();
        resolve();
      });
    });
    otherTab.emit('lido:language', { lang: 'de', chosen: true });
    await arrived;
    expect(i18n.language).toBe('de');
    expect(stores.i18nState.getState().lang).toBe('de');
    otherTab.close();
  });
});

describe('texts fetched one language at a time (the CDN build)', () => {
  // Files as the build writes them beside an element chunk (build/rollup-plugin-texts.mjs).
  let dir: string;
  let base: string;
  let stores: SessionStores;
  let channel: LidoChannel;
  let error: ReturnType<typeof vi.spyOn>;
  const texts = {
    de: { common: { retry: 'Erneut versuchen' } },
    en: { common: { retry: 'Try again' } },
    fr: { common: { retry: 'Réessayer' } },
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lido-texts-'));
    base = pathToFileURL(join(dir, 'lido-x-abc1234')).href;
    for (const [lang, resources] of Object.entries(texts)) writeFileSync(`${fileURLToPath(base)}.${lang}.js`, textsModule(lang, resources));
    // what lido.js and the element chunk leave: the chunk's entry, the page language's texts
    (globalThis as Record<symbol, unknown>)[TEXTS_KEY] = { [base]: { de: texts.de } };
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
    channel = new LidoChannel();
    stores = createStores({ storage: new MemoryStorage(), channel, lifecycleTarget: null });
  });
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[TEXTS_KEY];
    stores.dispose();
    channel.close();
    error.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  const make = (languages: string[]) =>
    createI18n({ stores, channel, resources: { de: { common: {} }, en: { common: {} }, fr: { common: {} }, nl: { common: {} } }, navigator: { languages } });

  test('starts in the language whose texts are here, shows the one wanted once its texts arrived', async () => {
    const { i18n } = make(['fr']);
    expect(i18n.language).toBe('de');
    expect(i18n.t('retry')).toBe('Erneut versuchen');
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    expect(i18n.t('retry')).toBe('Réessayer');
    expect(stores.i18nState.getState().lang).toBeNull();
  });

  test('a switch keeps the old language until the new texts arrived', async () => {
    const { i18n } = make(['de']);
    expect(i18n.hasResourceBundle('en', 'common') && i18n.getResource('en', 'common', 'retry')).toBeFalsy();
    const switched = i18n.changeLanguage('en');
    expect(i18n.language).toBe('de');
    expect(i18n.t('retry')).toBe('Erneut versuchen');
    await switched;
    expect(i18n.language).toBe('en');
    expect(i18n.t('retry')).toBe('Try again');
    expect(stores.i18nState.getState().lang).toBe('en');
  });

  test('texts that cannot be fetched keep the old language, logged, and the choice is not remembered', async () => {
    const { i18n } = make(['de']);
    await i18n.changeLanguage('nl');
    expect(i18n.language).toBe('de');
    expect(i18n.t('retry')).toBe('Erneut versuchen');
    expect(stores.i18nState.getState().lang).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the nl texts could not be loaded'), expect.anything());
    // the link is back: the next switch fetches them
    writeFileSync(`${fileURLToPath(base)}.nl.js`, textsModule('nl', { common: { retry: 'Opnieuw proberen' } }));
    await i18n.changeLanguage('nl');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('retry')).toBe('Opnieuw proberen');
  });
});

describe("the variant's wording (i18next context)", () => {
  test("an airline's text where the catalogue has one, the cruise text where it has none; explicit options kept", async () => {
    const { createInstance } = await import('i18next');
    const instance = createInstance();
    await instance.init({
      lng: 'en',
      initAsync: false,
      resources: {
        en: {
          tracker: {
            title: 'Where is the ship?',
            title_airline: 'Where is the aircraft?',
            hideWeather: 'Hide weather',
            trips_one: '{{count}} trip',
            trips_other: '{{count}} trips',
            trips_airline_one: '{{count}} flight',
            trips_airline_other: '{{count}} flights',
          },
        },
      },
    });
    const plain = instance.getFixedT('en', 'tracker');
    const airline = withTextContext(plain, 'airline');
    expect(withTextContext(plain, undefined)).toBe(plain);
    expect(airline('title')).toBe('Where is the aircraft?');
    expect(airline('hideWeather')).toBe('Hide weather');
    expect(airline('trips', { count: 2 })).toBe('2 flights');
    expect(withTextContext(plain, 'bus')('trips', { count: 1 })).toBe('1 trip');
    expect(airline('title', { context: 'none' })).toBe('Where is the ship?');
  });
});
