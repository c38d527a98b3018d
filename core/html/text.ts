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
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  // A DOMParser document is inert: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Code and styles are text to the DOM but nothing a reader sees (an UnfilteredHtml teaser).
  for (const hidden of doc.body.querySelectorAll('script, style, noscript, template')) hidden.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
