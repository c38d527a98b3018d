/**
 * The one CSS transform: a .css file becomes an ES module whose default export is a constructed
 * CSSStyleSheet (adoptable by any number of shadow roots, allowed under a strict CSP).
 * Used by the rollup build (build/rollup-plugin-css-sheet.mjs) and by the browser tests
 * (web-test-runner.config.mjs), so tests run exactly the styles the bundle ships.
 *
 * Relative url()s (e.g. leaflet.css's images/layers.png) are inlined as data: URIs: a
 * constructed sheet resolves URLs against the page, not against the CSS file, and the bundle
 * has no asset pipeline. Nothing is fetched from elsewhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';

const MIME = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const URL_PATTERN = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Inline every relative url() of `css` (read from `file`) as a data: URI. */
export function inlineUrls(css, file) {
  return css.replace(URL_PATTERN, (match, _quote, target) => {
    if (/^(data:|[a-z][\w+.-]*:|\/|#)/i.test(target)) return match; // data:, absolute, root, #fragment
    const assetPath = path.resolve(path.dirname(file), target.split(/[?#]/)[0]);
    const mime = MIME[path.extname(assetPath).toLowerCase()];
    if (!mime) throw new Error(`${file}: cannot inline url(${target}) (unknown type)`);
    return `url("data:${mime};base64,${readFileSync(assetPath).toString('base64')}")`;
  });
}

/** @param {string} css  @param {string} file  absolute path of the CSS file */
export function cssSheetModule(css, file) {
  const text = file ? inlineUrls(css, file) : css;
  return `const sheet = new CSSStyleSheet();\nsheet.replaceSync(${JSON.stringify(text)});\nexport default sheet;\n`;
}

/**
 * Production: minify the CSS text first (esbuild's CSS minifier). esbuild keeps the space after a
 * custom property's colon; the value's leading whitespace is not part of it (CSS Syntax 3: browsers
 * trim it), so it goes too (the tokens and themes are mostly custom properties).
 */
export async function minifyCss(css, file = 'style.css') {
  const result = await transform(css, { loader: 'css', minify: true, sourcefile: file, target: 'chrome120' });
  return result.code.trim().replace(/(--[\w-]+):\s+/g, '$1:');
}
