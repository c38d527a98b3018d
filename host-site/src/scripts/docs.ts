/**
 * The element gallery's client side (/docs, /docs/<tag>), on the bundle's public page API only
 * (window.lido, core/element/loader-api.ts):
 * - the page's texts ([data-i18n] with docs: keys) in the chosen language, from the host site's
 *   own catalogues (host-site/src/locales); on an element page the guest's language is the core's,
 *   and the switcher changes it for the live example too (core.i18n.changeLanguage: the guest's
 *   choice, which every element follows);
 * - the theme switcher sets the live example's `theme` attribute and rewrites the embed snippet;
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
  (window.lido ||= []).push((lido) => resolve(lido.ready()));
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

function themeSwitcher(): void {
  const select = document.querySelector<HTMLSelectElement>('[data-docs-theme]');
  const live = document.querySelector<HTMLElement>('[data-docs-live]');
  const snippet = document.getElementById('snippet-embed');
  if (!select || !live || !snippet) return;
  select.addEventListener('change', () => {
    const theme = select.value;
    if (theme) live.setAttribute('theme', theme);
    else live.removeAttribute('theme');
    const attributes = { ...(JSON.parse(snippet.dataset.attributes ?? '{}') as Record<string, string>), ...(theme ? { theme } : {}) };
    const code = snippet.querySelector('code');
    if (code) code.textContent = embedSnippet(snippet.dataset.loader ?? '', snippet.dataset.tag ?? '', attributes);
  });
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
themeSwitcher();
copyButtons();
