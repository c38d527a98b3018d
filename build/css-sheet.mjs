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
import { checkFloorCss, FLOOR_TARGETS as FLOOR_CSS_TARGETS } from './floor.mjs';

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

/**
 * The engine floor's CSS (Chromium 69, Safari 14, WPE 2.38; the legacy set, rollup.config.mjs):
 * what those engines drop whole (a rule with one unknown selector, an unknown at-rule) is
 * rewritten into what they understand, keeping the cascade and the layout:
 *   @layer x { … }          its rules, in place (the document sheets go first in <head> instead,
 *                           core/styles/adopt.ts, so an operator's rule still wins)
 *   :is(a, b) / :where(a, b) the selector once per argument (Chromium < 88)
 *   :focus-visible          :focus (Chromium < 86, Safari < 15.4): focus stays visible
 *   :has(…)                 the rule goes (hover decoration, an empty bar's hiding); X:has(Y:focus-visible)
 *                           becomes X:focus-within, so a focus ring drawn around a control stays
 *   @container n (cond) { } the same rules under :host([data-lido-cq~="cond"]): the element
 *                           sets the conditions its width meets (core/styles/adopt.ts)
 *   Ncqi                    calc(N * var(--lido-cqi)), the element's width / 100
 *   clamp() and min()       (Chromium 79) a fallback declaration before, without them
 * then esbuild lowers the rest (inset, nesting, colour syntax) for the floor's targets.
 * Returns the CSS and the container conditions it used.
 */
export async function legacyCss(css, file = 'style.css') {
  const { default: postcss } = await import('postcss');
  const root = postcss.parse(css, { from: file });
  const containers = new Set();
  root.walkAtRules('layer', (rule) => (rule.nodes ? rule.replaceWith(rule.nodes) : rule.remove()));
  root.walkAtRules('container', (rule) => {
    const condition = rule.params.replace(/^[\w-]+\s*(?=\()/, '').replace(/[()\s]/g, '');
    if (!/^(min|max)-width:[\d.]+(px|rem|em)$/.test(condition))
      throw new Error(`${file}: @container ${rule.params}: the floor's fallback knows (min|max)-width in px, rem or em only`);
    containers.add(condition);
    const attribute = `[data-lido-cq~="${condition}"]`;
    rule.walkRules((inner) => {
      inner.selectors = inner.selectors.map((selector) => {
        if (!selector.startsWith(':host')) return `:host(${attribute}) ${selector}`;
        if (!selector.startsWith(':host(')) return `:host(${attribute})${selector.slice(5)}`;
        const close = closingParen(selector, 5);
        return `:host(${selector.slice(6, close)}${attribute})${selector.slice(close + 1)}`;
      });
    });
    rule.replaceWith(rule.nodes);
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    // X:has(Y:focus-visible), a ring around a focused control inside X, is what :focus-within says
    const selectors = rule.selectors
      .flatMap(expandMatches)
      .map((s) => s.replace(/:has\([^()]*:focus-visible\)/g, ':focus-within').replace(/:focus-visible/g, ':focus'));
    const kept = selectors.filter((s) => !s.includes(':has('));
    if (kept.length === 0) rule.remove();
    else rule.selectors = [...new Set(kept)];
  });
  root.walkDecls((decl) => {
    if (/\d(cqi|cqw)\b/.test(decl.value)) decl.value = decl.value.replace(/(-?[\d.]+)cq[iw]\b/g, 'calc($1 * var(--lido-cqi, 1vw))');
    // clamp() and min() are Chromium 79: before them, the same declaration without them
    if (/\b(clamp|min)\(/.test(decl.value)) decl.cloneBefore({ value: unmin(unclamp(decl.value)) });
  });
  const result = await transform(root.toString(), { loader: 'css', minify: true, sourcefile: file, target: FLOOR_CSS_TARGETS });
  // (esbuild leaves a space after a custom property's value at the end of a block too)
  const text = result.code
    .trim()
    .replace(/(--[\w-]+):\s+/g, '$1:')
    .replace(/(--[\w-]+:[^;{}]*?) +\}/g, '$1}');
  const problems = checkFloorCss(text, path.relative(process.cwd(), file));
  if (problems.length) throw new Error(problems.join('\n'));
  return { css: text, containers: [...containers] };
}

/** Each `name(…)` in `value` replaced by `replace(its arguments, what stands before it)`. */
function replaceCalls(value, name, replace) {
  const at = value.search(new RegExp(`(?<![\\w-])${name}\\(`));
  if (at < 0) return value;
  const open = at + name.length;
  const close = closingParen(value, open);
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = start; i < close; i++) {
    if (value[i] === '(') depth++;
    else if (value[i] === ')') depth--;
    else if (value[i] === ',' && depth === 0) {
      args.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(value.slice(start, close).trim());
  return replaceCalls(`${value.slice(0, at)}${replace(args, value.slice(0, at))}${value.slice(close + 1)}`, name, replace);
}

/** `clamp(min, preferred, max)` → `calc(preferred)`. */
const unclamp = (value) => replaceCalls(value, 'clamp', (args) => `calc(${args[1] ?? args[0]})`);

/**
 * `min(a, b)`: in a grid track's minimum (`minmax(min(100%, 11rem), 1fr)`: the track size, the
 * 100 % only guards narrow screens) the length without %; elsewhere the argument relative to
 * the screen or container (`min(28rem, 92vw)` → 92vw), which never overflows it.
 */
const unmin = (value) =>
  replaceCalls(value, 'min', (args, before) => {
    const relative = args.filter((arg) => /%|v[wh]\b/.test(arg));
    const fixed = args.filter((arg) => !relative.includes(arg));
    return /minmax\(\s*$/.test(before) ? (fixed[0] ?? args[0]) : `calc(${relative[0] ?? args[0]})`;
  });

/** The index of the `)` closing the `(` at `open`. */
function closingParen(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  throw new Error(`unbalanced parentheses: ${text}`);
}

/** `a:is(b, c) d` → `a b d`, `a c d` (innermost first, so nesting works); :where the same. */
function expandMatches(selector) {
  const at = selector.search(/:(is|where)\(/);
  if (at < 0) return [selector];
  const open = selector.indexOf('(', at);
  let depth = 0;
  let close = open;
  const args = [];
  let start = open + 1;
  for (; close < selector.length; close++) {
    const char = selector[close];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) break;
    else if (char === ',' && depth === 1) {
      args.push(selector.slice(start, close).trim());
      start = close + 1;
    }
  }
  args.push(selector.slice(start, close).trim());
  return args.flatMap((arg) => expandMatches(selector.slice(0, at) + arg + selector.slice(close + 1)));
}

/** The legacy set's .css module: the text and its container conditions (core/styles/adopt.ts adopts it as <style>). */
export function legacySheetModule({ css, containers }, file) {
  const text = file ? inlineUrls(css, file) : css;
  return `export default { cssText: ${JSON.stringify(text)}, containers: ${JSON.stringify(containers)} };\n`;
}
