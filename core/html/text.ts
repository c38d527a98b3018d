/**
 * Hub HTML as text: whether a CMS field has any text at all, and its visible text. Kept apart
 * from the sanitiser so that pages which only need text do not load DOMPurify.
 */

/**
 * Whether hub HTML has something to read: a CMS field left "empty" often still holds markup
 * (`<p></p>`, `<p>&nbsp;</p>`), which counts as no text — its section or box is left out.
 */
export const hasText = (html: string | null | undefined): boolean =>
  !!html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** The visible text of hub HTML (tile teasers, labels), whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined')
    return decodeEntities(html.replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
  // A DOMParser document is inert: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Code and styles are text to the DOM but nothing a reader sees (an UnfilteredHtml teaser).
  for (const hidden of doc.body.querySelectorAll('script, style, noscript, template')) hidden.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Character references as the DOM decodes them, where there is no DOM (a server render, which must
 * show the text the client will): numeric ones and the few named ones a CMS writes for markup.
 */
const decodeEntities = (text: string): string =>
  text.replace(/&(?:#(x?)([0-9a-f]+)|([a-z]+));/gi, (reference, hex: string | undefined, digits: string | undefined, name: string | undefined) => {
    const code = digits ? parseInt(digits, hex ? 16 : 10) : 0;
    return name ? (NAMED[name.toLowerCase()] ?? reference) : code > 0 && code < 0x110000 ? String.fromCodePoint(code) : reference;
  });
