/**
 * The host page's own words, server-rendered in English (the fallback language) from the same
 * catalogues the widgets use; the client script re-renders every [data-i18n] element in the
 * guest's language and again on each language switch.
 */
import common from '../../core/i18n/locales/en/common.json';
import shell from '../../core/i18n/locales/en/shell.json';
// The host site's own pages (the element gallery): host-site/src/locales/{de,en,fr,nl}/docs.json.
import docs from './locales/en/docs.json';

const catalogues: Record<string, unknown> = { common, shell, docs };

/** 'namespace:dotted.key' → the English text ('' when missing, like the core's i18n). */
export function hostText(key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = catalogues[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}
