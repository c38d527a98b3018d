/**
 * The engine floor (README "Engine floor"): Chromium 69 (webOS 5, Tizen 5.5), Safari/iOS 14,
 * WPE WebKit 2.38, Firefox ESR. The legacy set (rollup.config.mjs) is lowered to it here, and
 * checked here after every build (scripts/build.mjs): the build fails when syntax or an API above
 * the floor reaches the legacy output or lido.js without a polyfill.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'acorn';
import { transform } from 'esbuild';

/**
 * esbuild's targets for the floor's JavaScript (Chromium 69 limits the syntax, Safari 14 a few
 * things more). Safari 14.1, not 14.0: esbuild's data has 14.0 failing a destructuring test, and
 * destructuring is the one thing esbuild cannot lower — 14.0 is not measured here.
 */
export const FLOOR_TARGETS = ['chrome69', 'safari14.1'];
/**
 * The floor's syntax: ES2019 plus ES2020's dynamic import() and import.meta (Chromium 63/64),
 * without ES2020's ?. and ?? (Chromium 80) and `export * as` (Chromium 72).
 */
export const FLOOR_ECMA = 2020;
const ABOVE_FLOOR_TOKENS = new Set(['?.', '??']);

/** The APIs core/legacy/polyfills.ts installs (a test holds the two together), each used by the legacy set (checkFloor). */
export const POLYFILLED = [
  'globalThis',
  'queueMicrotask',
  'Object.fromEntries',
  'Object.hasOwn',
  'Array.prototype.at',
  'String.prototype.replaceAll',
  'crypto.randomUUID',
];

/**
 * APIs above the floor, by how they appear in minified code. A use found in the legacy output
 * must be polyfilled (POLYFILLED) or listed in GUARDED with the reason it cannot run unguarded.
 */
export const ABOVE_FLOOR = [
  ['Object.hasOwn', /\bObject\.hasOwn\b/],
  ['Object.fromEntries', /\bObject\.fromEntries\b/],
  ['Object.groupBy', /\bObject\.groupBy\b/],
  // (a call: lido.js tests for AbortSignal.any without calling it)
  ['AbortSignal.any', /\bAbortSignal\.any\(/],
  ['AbortSignal.timeout', /\bAbortSignal\.timeout\(/],
  ['Promise.allSettled', /\bPromise\.allSettled\b/],
  ['Promise.any', /\bPromise\.any\b/],
  ['Promise.withResolvers', /\bPromise\.withResolvers\b/],
  ['structuredClone', /(?<![.\w$])structuredClone\(/],
  ['URLPattern', /\bURLPattern\b/],
  ['Array.prototype.at', /\.at\(-?\w+\)/],
  ['Array.prototype.findLast', /\.findLast\(/],
  ['Array.prototype.findLastIndex', /\.findLastIndex\(/],
  ['Array.prototype.toSorted', /\.(toSorted|toReversed|toSpliced)\(/],
  ['String.prototype.replaceAll', /\.replaceAll\(/],
  // (a property read or write; the name in a string is lido.js's feature test)
  ['adoptedStyleSheets', /(?<!["'\w$])adoptedStyleSheets\b(?!["'])/],
  ['new CSSStyleSheet', /\bnew CSSStyleSheet\b/],
  ['WeakRef', /\bnew WeakRef\b/],
  ['queueMicrotask', /(?<![.\w$])queueMicrotask\(/],
  ['crypto.randomUUID', /\.randomUUID\(\)/],
  ['Element.prototype.replaceChildren', /\.replaceChildren\(/],
  // esbuild turns a regular expression the target cannot compile into new RegExp("…"): a SyntaxError when it runs
  ['RegExp lookbehind (Safari < 16.4, WPE 2.38)', /RegExp\((["'`])(?:(?!\1).)*\(\?<[=!]/],
];

/**
 * Uses that stay above the floor on purpose, each guarded where it runs: file pattern → APIs.
 * hls.js and pdf.js feature-detect (a stream or a PDF that the engine cannot handle shows the
 * kit's error with its retry and download, not a broken page).
 */
export const GUARDED = [
  // hls.js checks MediaSource and its own feature support before it uses any of these
  [/^hls-/, ['crypto.randomUUID', 'Promise.any']],
];

/** Rollup plugin: each chunk's syntax lowered to the floor (esbuild), before the minifier. */
export function lowerToFloor() {
  return {
    name: 'lido-floor-syntax',
    async renderChunk(code, chunk) {
      const result = await transform(code, { loader: 'js', target: FLOOR_TARGETS, sourcemap: true, sourcefile: chunk.fileName, legalComments: 'inline' });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * The check: every .js file of `dir` (the legacy set) and `loader` (lido.js) parses as
 * FLOOR_ECMA, has no regular expression the floor cannot compile (lookbehind: Safari < 16.4,
 * WPE 2.38), and no API of ABOVE_FLOOR that is neither polyfilled (lido.js: none is) nor guarded.
 * Returns the problems (empty: the floor holds).
 * @param {{ dir: string, loader: string }} paths
 */
export function checkFloor({ dir, loader }) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(path.join(dir, name), 'utf8') }));
  return [
    ...files.flatMap(({ name, code }) => checkFloorCode(code, name)),
    // lido.js runs before the polyfills (they come with the legacy set's loader)
    ...checkFloorCode(readFileSync(loader, 'utf8'), path.basename(loader), []),
    ...unusedPolyfills(files),
  ];
}

/**
 * POLYFILLED APIs no file of the legacy set calls (the loader, lido.js, holds the polyfills
 * themselves): weight every floor engine downloads for nothing. globalThis has no pattern: it is
 * read everywhere, by bundled libraries too.
 * @param {{ name: string, code: string }[]} files
 */
export function unusedPolyfills(files) {
  const patterns = new Map(ABOVE_FLOOR);
  return POLYFILLED.filter((api) => patterns.has(api))
    .filter((api) => !files.some(({ name, code }) => name !== 'lido.js' && patterns.get(api).test(code)))
    .map((api) => `${api} is polyfilled (core/legacy/polyfills.ts) but no legacy file calls it: drop it from POLYFILLED and the polyfills`);
}

/**
 * The same check on one script's code (`name` says which, in the problems). `polyfilled`: the APIs
 * it may use — a script that can run before the legacy loader (the portal's own) may use none.
 */
export function checkFloorCode(code, name, polyfilled = POLYFILLED) {
  const problems = [];
  const regexes = [];
  const near = (at) => `…${code.slice(Math.max(0, at - 40), at + 40)}…`;
  try {
    const ast = Parser.parse(code, {
      ecmaVersion: FLOOR_ECMA,
      sourceType: 'module',
      allowHashBang: true,
      onToken: (token) => {
        if (token.type.label === 'regexp') regexes.push(token.value.pattern);
        else if (ABOVE_FLOOR_TOKENS.has(token.type.label)) throw Object.assign(new Error(`${token.type.label} (Chromium 80)`), { pos: token.start });
      },
    });
    const reexport = ast.body.find((node) => node.type === 'ExportAllDeclaration' && node.exported);
    if (reexport) problems.push(`${name}: export * as (Chromium 72) ${near(reexport.start)}`);
  } catch (error) {
    return [`${name}: syntax above the floor: ${error.message} ${near(error.pos)}`];
  }
  for (const pattern of regexes)
    if (/\(\?<[=!]/.test(pattern)) problems.push(`${name}: regular expression with lookbehind (Safari < 16.4, WPE 2.38 cannot compile it): /${pattern}/`);
  const guarded = new Set(GUARDED.filter(([files]) => files.test(name)).flatMap(([, apis]) => apis));
  for (const [api, pattern] of ABOVE_FLOOR) {
    if (polyfilled.includes(api) || guarded.has(api)) continue;
    const match = pattern.exec(code);
    if (match) problems.push(`${name}: ${api} is above the floor and neither polyfilled nor guarded — ${near(match.index)}`);
  }
  return problems;
}

/** Selectors, at-rules and units whose whole rule the floor drops: none may reach the legacy CSS. */
const CSS_ABOVE_FLOOR = [
  ['@layer', /@layer\b/],
  ['@container', /@container\b/],
  [':has()', /:has\(/],
  [':is()', /:is\(/],
  [':where()', /:where\(/],
  [':focus-visible', /:focus-visible/],
  ['container units', /\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b/],
  ['dynamic viewport units', /\d(dvh|svh|lvh|dvw|svw|lvw)\b/],
  ['CSS nesting', /\{[^{}]*&/],
];

/** The legacy CSS check (build/css-sheet.mjs legacyCss runs it on each file). Returns the problems. */
export function checkFloorCss(css, file) {
  return CSS_ABOVE_FLOOR.filter(([, pattern]) => pattern.test(css)).map(([what]) => `${file}: ${what} in the legacy CSS (the floor drops the whole rule)`);
}
