/**
 * The one i18next instance of the page. Language order (spec 000 §9, 002 §9): the guest's stored
 * choice, else the configured default, else the browser language, else the fallback (en).
 * A missing key is logged once and renders as its default value or '' — never as the key name.
 */
import { createInstance, type i18n, type Resource, type TFunction } from 'i18next';
import type { LidoChannel } from '../channel/channel';
import type { GuestBrowser } from '../config/config';
import type { SessionStores } from '../session/stores';
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type LanguageCode } from './languages';
import { DEFAULT_NAMESPACE, resources as bundledResources } from './resources';
import { hasTexts, loadTexts, showTexts } from './texts';

/** The i18next instance; `changeLanguage` is the guest's explicit choice (remembered, broadcast). */
export type LidoI18n = i18n;

/** 'de-AT' → 'de'; anything unsupported → null. */
export function toLanguage(code: string | null | undefined): LanguageCode | null {
  if (!code) return null;
  const primary = code.toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** First supported language of the browser's preference list. */
export function browserLanguage(nav: GuestBrowser | undefined = globalThis.navigator): LanguageCode | null {
  const preferred = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  for (const code of preferred) {
    const lang = toLanguage(code);
    if (lang) return lang;
  }
  return null;
}

export interface LanguageInputs {
  stored: LanguageCode | null;
  configured: LanguageCode | null;
  browser: LanguageCode | null;
  fallback: LanguageCode;
}

export function resolveLanguage({ stored, configured, browser, fallback }: LanguageInputs): LanguageCode {
  return stored ?? configured ?? browser ?? fallback;
}

/**
 * Host names whose installations default to German with English fallback (spec 000 §9 "some host
 * names"). Checked in order; page config and the hub's configuration override it.
 */
export const HOST_LANGUAGE_RULES: ReadonlyArray<{
  test: RegExp;
  defaultLanguage: LanguageCode;
  fallbackLanguage: LanguageCode;
}> = [{ test: /\.(de|at)$/i, defaultLanguage: 'de', fallbackLanguage: 'en' }];

export function hostLanguageRule(hostname: string): { defaultLanguage: LanguageCode; fallbackLanguage: LanguageCode } | null {
  const rule = HOST_LANGUAGE_RULES.find(({ test }) => test.test(hostname));
  return rule ? { defaultLanguage: rule.defaultLanguage, fallbackLanguage: rule.fallbackLanguage } : null;
}

/**
 * A translation function that asks for the variant's text first (`key_airline`), falling back to
 * the plain key (i18next context); no context: the function itself.
 */
export function withTextContext(t: TFunction, context: string | undefined): TFunction {
  if (context === undefined) return t;
  const contextual = (key: unknown, options?: unknown, ...rest: unknown[]) =>
    (t as unknown as (...args: unknown[]) => string)(
      key,
      options === undefined ? { context } : typeof options === 'object' && options !== null ? { context, ...options } : options,
      ...rest,
    );
  return contextual as unknown as TFunction;
}

export interface I18nOptions {
  stores: SessionStores;
  channel: LidoChannel;
  resources?: Resource;
  navigator?: GuestBrowser;
}

export interface I18nHandle {
  i18n: LidoI18n;
  /** Re-evaluate the language after the configured default or fallback changed (not a choice). */
  applyDefaultLanguage(): Promise<void>;
}

export function createI18n({ stores, channel, resources = bundledResources, navigator }: I18nOptions): I18nHandle {
  const warned = new Set<string>();
  const configuration = () => stores.configuration.getState();
  const pickDefault = (): LanguageCode =>
    resolveLanguage({
      stored: stores.i18nState.getState().lang,
      configured: configuration().defaultLanguage,
      browser: browserLanguage(navigator ?? globalThis.navigator),
      fallback: configuration().fallbackLanguage,
    });

  // The CDN build's texts come one language at a time (./texts.ts): start in the language whose
  // texts lido.js fetched when the one wanted is another (a stored choice it could not read, …);
  // the wanted one shows as soon as its texts are here.
  const wanted = pickDefault();
  const first = hasTexts(wanted) ? wanted : (LANGUAGES.find(hasTexts) ?? wanted);
  const instance = createInstance();
  void instance.init({
    resources,
    lng: first,
    fallbackLng: configuration().fallbackLanguage ?? FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    returnNull: false,
    // React escapes text itself; escaping here would show &amp; in the UI.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler(key: string, defaultValue?: string) {
      if (!warned.has(key)) {
        warned.add(key);
        console.warn(`[lido] missing translation "${key}" (${instance.language})`);
      }
      return defaultValue ?? '';
    },
  });

  const original = instance.changeLanguage.bind(instance);
  let latest: LanguageCode | undefined;
  /**
   * Every switch: the language's texts first (fetched when not here), then the switch, so the
   * page keeps the old language until the new texts arrived — never keys or blanks. False when
   * the texts could not be fetched (the old language stays) or a later switch overtook this one.
   */
  const show = (lang: LanguageCode): Promise<boolean> => {
    latest = lang;
    const change = (): Promise<boolean> => (latest === lang ? original(lang).then(() => true) : Promise.resolve(false));
    return (
      loadTexts(instance, lang)?.then(change, (error: unknown) => {
        console.error(`[lido] the ${lang} texts could not be loaded; the page stays in ${instance.language}`, error);
        return false;
      }) ?? change()
    );
  };

  const switchTo = (lang: LanguageCode, chosen: boolean): Promise<void> => {
    const changed = instance.language !== lang;
    return show(lang).then((shown) => {
      if (!shown) return;
      if (chosen) stores.i18nState.setState({ lang });
      if (changed || chosen) channel.emit('lido:language', { lang, chosen });
    });
  };
  showTexts(instance);
  if (first !== wanted) void switchTo(wanted, false);

  // The public changeLanguage is the guest's explicit choice: remembered and broadcast.
  instance.changeLanguage = (lng, callback) => {
    const lang = toLanguage(lng) ?? configuration().fallbackLanguage;
    return switchTo(lang, true).then(() => {
      callback?.(null, instance.t);
      return instance.t;
    });
  };

  // Another tab (or another part of the page) switched: follow without re-broadcasting.
  channel.on('lido:language', ({ lang, chosen }) => {
    if (chosen && stores.i18nState.getState().lang !== lang) stores.i18nState.setState({ lang });
    if (instance.language !== lang) void show(lang);
  });

  return {
    i18n: instance,
    applyDefaultLanguage() {
      const fallback = configuration().fallbackLanguage;
      instance.options.fallbackLng = fallback;
      return switchTo(pickDefault(), false);
    },
  };
}
