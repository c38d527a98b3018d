/**
 * The element gallery's client side (/docs, /docs/<tag>), on the bundle's public page API only
 * (window.lido, core/element/loader-api.ts):
 * - the page's texts ([data-i18n] with docs: keys) in the chosen language, from the host site's
 *   own catalogues (host-site/src/locales); on an element page the guest's language is the core's,
 *   and the switcher changes it for the live example too (core.i18n.changeLanguage: the guest's
 *   choice, which every element follows);
 * - the theme switcher and the 10-foot check box set the live example's `theme` and `ten-foot`
 *   attributes and rewrite the embed snippet;
 * - copy buttons put a snippet on the clipboard and say so in a live region.
 */
import type { LidoCore } from '../../../core/index';
import type {} from '../../../core/element/loader-api';
import { embedSnippet } from '../docs/examples';
import de from '../locales/de/docs.json';
import en from '../locales/en/docs.json';
import fr from '../locales/fr/docs.json';
import nl from '../locales/nl/docs.json';

type Language = 'de' | 'en' | 'fr' | 'nl';
const catalogues: Record<Language, Record<string, string>> = { de, en, fr, nl };
const LANGUAGES = Object.keys(catalogues) as Language[];
const STORED = 'lido-docs:language';
const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as string[]).includes(value);

let language: Language = 'en';

function text(key: string): string {
  const [namespace, name = ''] = key.split(':');
  return namespace === 'docs' ? (catalogues[language][name] ?? catalogues.en[name] ?? '') : '';
}

/** The page's own words and <html lang> in `next`. */
function translate(next: Language): void {
  language = next;
  document.documentElement.lang = next;
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const value = text(element.dataset.i18n ?? '');
    if (value) element.textContent = value;
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-docs-language]')) select.value = next;
  try {
    localStorage.setItem(STORED, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORED);
    if (isLanguage(stored)) return stored;
  } catch {
    // No storage: English, the fallback.
  }
  return 'en';
}

/** The page's core, once the live example's element is defined (none on the index page). */
const core: Promise<LidoCore> = new Promise((resolve) => {
  // ready() is typed LidoReady for operators; the resolved object is the whole core, which Lido's own pages use
  (window.lido ||= []).push((lido) => resolve(lido.ready() as unknown as Promise<LidoCore>));
});

function languageSwitcher(): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-docs-language]')) {
    select.addEventListener('change', () => {
      const next = select.value;
      if (!isLanguage(next)) return;
      translate(next);
      if (document.querySelector('[data-docs-live]')) void core.then((c) => c.i18n.changeLanguage(next));
    });
  }
  if (document.querySelector('[data-docs-live]')) {
    void core.then((c) => {
      // The guest's language (their choice, the hub's default or the browser's) decides.
      if (isLanguage(c.i18n.language)) translate(c.i18n.language);
      c.channel.on('lido:language', ({ lang }) => {
        if (isLanguage(lang)) translate(lang);
      });
    });
  }
}

/**
 * The live example's theme and 10-foot mode (a cabin TV by remote: its `ten-foot` attribute,
 * page-wide like on a TV), mirrored in the embed snippet.
 */
function exampleSwitchers(): void {
  const select = document.querySelector<HTMLSelectElement>('[data-docs-theme]');
  const tenFoot = document.querySelector<HTMLInputElement>('[data-docs-ten-foot]');
  const live = document.querySelector<HTMLElement>('[data-docs-live]');
  const snippet = document.getElementById('snippet-embed');
  if (!select || !tenFoot || !live || !snippet) return;
  const update = () => {
    const theme = select.value;
    if (theme) live.setAttribute('theme', theme);
    else live.removeAttribute('theme');
    // "off" rather than no attribute: the gallery's own browser is no TV either way
    live.setAttribute('ten-foot', tenFoot.checked ? 'on' : 'off');
    const attributes = {
      ...(JSON.parse(snippet.dataset.attributes ?? '{}') as Record<string, string>),
      ...(theme ? { theme } : {}),
      ...(tenFoot.checked ? { 'ten-foot': 'on' } : {}),
    };
    const code = snippet.querySelector('code');
    if (code) code.textContent = embedSnippet(snippet.dataset.loader ?? '', snippet.dataset.tag ?? '', attributes);
  };
  select.addEventListener('change', update);
  tenFoot.addEventListener('change', update);
  // a box the browser checked again on a reload
  if (tenFoot.checked) update();
}

function copyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.addEventListener('click', async () => {
      const source = document.getElementById(button.dataset.copy ?? '');
      // Each copy button is followed by its live region.
      const next = button.nextElementSibling;
      const status = next instanceof HTMLElement && next.matches('[data-docs-status]') ? next : null;
      try {
        await navigator.clipboard.writeText(source?.textContent ?? '');
        if (status) status.textContent = text('docs:copied');
      } catch {
        // No clipboard (insecure origin, denied): the snippet stays selectable.
        const range = document.createRange();
        if (source) range.selectNodeContents(source);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
      }
    });
  }
}

translate(storedLanguage());
languageSwitcher();
exampleSwitchers();
copyButtons();
