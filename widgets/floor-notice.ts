/**
 * Below the engine floor (./floor.ts): the legacy set's loader puts this notice into each Lido
 * element instead of loading it — in light DOM, as such an engine may have no shadow DOM — in the
 * language of the element or page (the core's texts cannot load there). The console names the check.
 */
import de from '../core/i18n/locales/de/floor.json';
import en from '../core/i18n/locales/en/floor.json';
import fr from '../core/i18n/locales/fr/floor.json';
import nl from '../core/i18n/locales/nl/floor.json';

const TOO_OLD: Record<string, string> = { de: de.tooOld, en: en.tooOld, fr: fr.tooOld, nl: nl.tooOld };

function showTooOld(element: Element): void {
  if (element.getAttribute('data-lido-too-old') != null) return;
  element.setAttribute('data-lido-too-old', '');
  const closest = element.closest('[lang]');
  const lang = ((closest && closest.getAttribute('lang')) || navigator.language).slice(0, 2).toLowerCase();
  const notice = element.ownerDocument.createElement('p');
  notice.setAttribute('role', 'status');
  notice.setAttribute('lang', TOO_OLD[lang] ? lang : 'en');
  notice.textContent = TOO_OLD[lang] || TOO_OLD.en;
  notice.style.cssText = 'margin:0;padding:1em;border:2px solid currentColor;font:inherit;font-size:1.25em';
  element.textContent = '';
  element.appendChild(notice);
}

/** Shows the notice in every element `selector` finds, now and as more appear. */
export function showTooOldNotices(doc: Document, selector: string, check: string): void {
  console.error(`[lido] this browser is below Lido's engine floor (Chromium 69, Safari 14, WPE WebKit 2.38): ${check} is missing`);
  const notify = () => {
    for (const element of Array.from(doc.querySelectorAll(selector))) showTooOld(element);
  };
  notify();
  doc.addEventListener('DOMContentLoaded', notify);
  if (typeof MutationObserver == 'function') new MutationObserver(notify).observe(doc, { childList: true, subtree: true });
}
