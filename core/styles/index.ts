/**
 * The one styles path: every .css file is a constructed CSSStyleSheet module (build/css-sheet.mjs),
 * created once at module scope and shared by all shadow roots that adopt it.
 *
 * - tokens.css, the brand themes and the Inter font go on the DOCUMENT (once per page, whichever
 *   Lido bundle comes first): custom properties inherit into every shadow root, and @font-face is
 *   ignored inside one. Precedence of a token, highest first: the operator's rule on the element
 *   (lido-vod { … }), the element's theme attribute, the operator's :root, the page's or hub's
 *   theme (data-lido-theme on <html>), the defaults (tokens.css). Themes and defaults are cascade
 *   layers, so any unlayered operator rule beats them.
 * - base.css, the UI kit's sheet (core/ui/ui.css) and the widget's own sheet are adopted by each
 *   shadow root.
 */
import tokens from './tokens.css';
import base from './base.css';
import ui from '../ui/ui.css';
import ocean from './themes/ocean.css';
import sunset from './themes/sunset.css';
import highContrast from './themes/high-contrast.css';
// Inter (@fontsource-variable/inter, OFL-1.1): scripts/build.mjs copies these files to dist/fonts/.
import interFaces from './fonts.json';

/** Brand themes by name (the `theme` attribute / config value). Each only matches its data-lido-theme. */
export const themes: Readonly<Record<string, CSSStyleSheet>> = { ocean, sunset, 'high-contrast': highContrast };

/** Sheets every shadow root adopts before the widget's own: the reset and the UI kit. */
export const sharedShadowSheets: readonly CSSStyleSheet[] = [base, ui];

const REGISTERED = Symbol.for('lido.document-styles.v1');

/**
 * Put the tokens and the font faces on the document, once per page. The font URL is relative to
 * this module's bundle (dist/fonts/…), so the files travel with the bundle and never come from a CDN.
 */
export function registerDocumentStyles(doc: Document = document): void {
  const flagged = doc as Document & { [REGISTERED]?: true };
  if (flagged[REGISTERED]) return;
  flagged[REGISTERED] = true;
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, tokens, ...Object.values(themes)];
  if (typeof FontFace !== 'function' || !doc.fonts) return;
  for (const face of interFaces) {
    const url = new URL(`./fonts/${face.file}`, import.meta.url).href;
    doc.fonts.add(
      new FontFace('Inter Variable', `url("${url}") format("woff2")`, {
        weight: '100 900',
        style: 'normal',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      }),
    );
  }
}
