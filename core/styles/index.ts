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
import { adoptSheets } from './adopt';
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

/** Set once Inter has loaded on this device: it is in the HTTP cache (immutable), so later pages use it at once. */
const FONT_CACHED_KEY = 'lido:font:inter-latin';

/**
 * Local fonts standing in for Inter until it has loaded, scaled to Inter's metrics (size-adjust
 * from the average latin character width, ascent/descent from Inter's, both measured with
 * @capsizecss/unpack: Inter 4 upm 2048, ascent 1984, descent 494, xWidthAvg 978; Arial 904 and
 * Roboto 911 of 2048, DejaVu Sans 1041 of 2048), so the swap to Inter moves nothing
 * (issue 23: the swap added 0.02–0.08 CLS). Liberation Sans and Arimo have Arial's metrics.
 */
export const FALLBACK_FACES: ReadonlyArray<readonly [family: string, locals: readonly string[], sizeAdjust: number, ascent: number, descent: number]> = [
  ['Arial', ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'], 108.19, 89.55, 22.3],
  ['Roboto', ['Roboto'], 107.36, 90.24, 22.47],
  ['DejaVu', ['DejaVu Sans'], 93.95, 103.12, 25.67],
];

/** After the page's load event, when the main thread is idle (at most 3 s later). */
function whenPageIdle(doc: Document): Promise<void> {
  const win = doc.defaultView;
  return new Promise((resolve) => {
    const idle = () => {
      if (win && typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 200);
    };
    if (!win || doc.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

function fontCached(doc: Document): boolean {
  try {
    return doc.defaultView?.localStorage.getItem(FONT_CACHED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Inter (latin: all of de, en, fr, nl) on the document; remembered once it has loaded. */
function registerInter(doc: Document): void {
  for (const face of interFaces) {
    const url = new URL(`./fonts/${face.file}`, import.meta.url).href;
    const fontFace = new FontFace('Inter Variable', `url("${url}") format("woff2")`, {
      weight: '100 900',
      style: 'normal',
      // optional: used when it is ready at once (from the cache), never swapped in later, so
      // the text never moves; on a first visit it only fills the cache for the next page.
      display: 'optional',
      unicodeRange: face.unicodeRange,
    });
    doc.fonts.add(fontFace);
    fontFace.loaded.then(
      () => {
        try {
          doc.defaultView?.localStorage.setItem(FONT_CACHED_KEY, '1');
        } catch {
          // storage full or blocked: the font loads late next time too
        }
      },
      () => {},
    );
  }
}

/**
 * Put the tokens and the font faces on the document, once per page. The font URL is relative to
 * this module's bundle (dist/fonts/…), so the files travel with the bundle and never come from a CDN.
 *
 * The font never holds up first content or pictures, and never moves text (issue 23): the
 * metric-compatible local fallbacks are registered at once; Inter itself at once on a device that
 * loaded it before (it is in the HTTP cache: used from the first paint), else only after the page
 * has loaded and gone idle, so its 48 kB do not share a slow link with the code, the hub's answers
 * and the first pictures; with font-display optional it is then not swapped in on that page (a
 * rewrapped line would shift what is below it) but ready for the next one.
 */
export function registerDocumentStyles(doc: Document = document): void {
  const flagged = doc as Document & { [REGISTERED]?: true };
  if (flagged[REGISTERED]) return;
  flagged[REGISTERED] = true;
  adoptSheets(doc, [tokens, ...Object.values(themes)]);
  if (typeof FontFace !== 'function' || !doc.fonts) return;
  for (const [family, locals, sizeAdjust, ascent, descent] of FALLBACK_FACES) {
    // Regular and bold from the local font's own faces (a synthesised bold would be wider).
    for (const bold of [false, true]) {
      const source = locals.map((name) => `local("${name}${bold ? ' Bold' : ''}")`).join();
      const descriptors = {
        weight: bold ? '550 900' : '100 549',
        ascentOverride: `${ascent}%`,
        descentOverride: `${descent}%`,
        lineGapOverride: '0%',
        sizeAdjust: `${sizeAdjust}%`,
      };
      doc.fonts.add(new FontFace(`Inter Fallback ${family}`, source, descriptors as FontFaceDescriptors));
    }
  }
  if (fontCached(doc)) registerInter(doc);
  else void whenPageIdle(doc).then(() => registerInter(doc));
}
