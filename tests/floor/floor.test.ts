/**
 * The engine floor's build side (build/floor.mjs, build/css-sheet.mjs legacyCss) and the legacy
 * set's polyfills (core/legacy/polyfills.ts), run in a context that lacks the APIs they fill.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { legacyCss } from '../../build/css-sheet.mjs';
import { POLYFILLED, checkFloor, checkFloorCss, unusedPolyfills } from '../../build/floor.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('legacy CSS (what the floor would drop whole, rewritten)', () => {
  it('unwraps cascade layers and :where(), keeping the rules in place', async () => {
    const { css } = await legacyCss('@layer lido.tokens { :where(:root) { --lido-x: 1px; } @media (min-width: 1920px) { :where(:root) { --lido-y: 2px; } } }');
    expect(css).toBe(':root{--lido-x:1px}@media(min-width:1920px){:root{--lido-y:2px}}');
  });

  it('expands :is() per argument, nested too, and turns :focus-visible into :focus', async () => {
    const { css } = await legacyCss('.field :is(input, select), .tab:focus-visible { color: red }\n.a :is(.b, :is(.c, .d)) { color: blue }');
    expect(css).toBe('.field input,.field select,.tab:focus{color:red}.a .b,.a .c,.a .d{color:#00f}');
  });

  it('drops :has() selectors, and a rule left with none; a ring around a focused control inside is :focus-within', async () => {
    const { css } = await legacyCss(
      '.card:has(a:hover) { color: red } .x:has(y), .z { color: blue } .star:has(.star-input:focus-visible) { outline: 2px solid }',
    );
    expect(css).toBe('.z{color:#00f}.star:focus-within{outline:2px solid}');
  });

  it('gives min() a fallback before it (Chromium < 79 drops it): a grid track its fixed minimum, a width its screen-relative bound', async () => {
    const { css } = await legacyCss('.g { grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr)); } .d { width: min(28rem, 92vw); }');
    expect(css).toBe(
      '.g{grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));grid-template-columns:repeat(auto-fill,minmax(min(100%,11rem),1fr))}.d{width:92vw;width:min(28rem,92vw)}',
    );
  });

  it('gives clamp() a fallback before it: the preferred value (Chromium < 79 drops clamp)', async () => {
    const { css } = await legacyCss('.s { font-size: calc(clamp(1rem, 1.5vw + 0.5rem, 2.25rem) * var(--f, 1)); }');
    expect(css).toBe('.s{font-size:calc(calc(1.5vw + .5rem) * var(--f, 1));font-size:calc(clamp(1rem,1.5vw + .5rem,2.25rem) * var(--f, 1))}');
  });

  it('turns container queries into host attribute rules, and cqi into the host width variable', async () => {
    const { css, containers } = await legacyCss(
      ':host { container: content / inline-size } @container content (min-width: 768px) { .grid { gap: 2rem } :host([view=x]) .y { color: red } :host { --z: 1 } } @container content (max-width: 24rem) { .s { font-size: 2cqi } }',
    );
    expect(containers).toEqual(['min-width:768px', 'max-width:24rem']);
    expect(css).toContain(':host([data-lido-cq~="min-width:768px"]) .grid{gap:2rem}');
    expect(css).toContain(':host([view=x][data-lido-cq~="min-width:768px"]) .y{color:red}');
    expect(css).toContain(':host([data-lido-cq~="min-width:768px"]){--z:1}');
    expect(css).toContain(':host([data-lido-cq~="max-width:24rem"]) .s{font-size:calc(2 * var(--lido-cqi, 1vw))}');
  });

  it('lowers what esbuild lowers for the floor (inset)', async () => {
    expect((await legacyCss('.a { inset: 0 }')).css).toBe('.a{top:0;right:0;bottom:0;left:0}');
  });

  it('refuses a container condition the fallback cannot evaluate', async () => {
    await expect(legacyCss('@container x (orientation: portrait) { .a { color: red } }', 'x.css')).rejects.toThrow(/min\|max/);
  });

  it('the CSS check names each rule-dropping feature', () => {
    expect(checkFloorCss('.a:has(b){}@layer x{}.c:focus-visible{}', 'x.css')).toEqual([
      'x.css: @layer in the legacy CSS (the floor drops the whole rule)',
      'x.css: :has() in the legacy CSS (the floor drops the whole rule)',
      'x.css: :focus-visible in the legacy CSS (the floor drops the whole rule)',
    ]);
    expect(checkFloorCss(':root{--a:1px}.b{inset:0}', 'x.css')).toEqual([]);
  });

  it('every CSS file of the sources passes through it', async () => {
    const { globSync } = await import('node:fs');
    const files = globSync('{core,widgets}/**/*.css', { cwd: ROOT });
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const { css } = await legacyCss(readFileSync(path.join(ROOT, file), 'utf8'), path.join(ROOT, file));
      expect(checkFloorCss(css, file)).toEqual([]);
    }
  });
});

describe('the JavaScript check (build/floor.mjs checkFloor)', () => {
  function check(files: Record<string, string>): string[] {
    const dir = mkdtempSync(path.join(tmpdir(), 'lido-floor-'));
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    writeFileSync(path.join(dir, 'loader.js'), 'export const x = 1;');
    // (the dead-weight check has a test of its own below)
    return checkFloor({ dir, loader: path.join(dir, 'loader.js') }).filter((problem) => !problem.includes('no legacy file calls it'));
  }

  it('passes floor syntax, dynamic import and import.meta, and polyfilled APIs', () => {
    expect(
      check({
        'a.js': 'const u = new URL("x", import.meta.url); import(u.href); Object.hasOwn({}, "a"); "a".replaceAll("a", "b"); [1].at(-1); try {} catch {}',
      }),
    ).toEqual([]);
  });

  it('fails a polyfill no legacy file calls (dead weight on every floor engine), the loader not counted', () => {
    const callsAll = 'queueMicrotask(f); Object.fromEntries(e); Object.hasOwn(o, k); a.at(-1); s.replaceAll("a", "b"); crypto.randomUUID();';
    expect(unusedPolyfills([{ name: 'a.js', code: callsAll }])).toEqual([]);
    const problems = unusedPolyfills([
      { name: 'a.js', code: callsAll.replace('s.replaceAll("a", "b");', '') },
      { name: 'lido.js', code: 'fill(String.prototype, "replaceAll", …); s.replaceAll("a", "b");' },
    ]);
    expect(problems).toEqual([expect.stringMatching(/^String\.prototype\.replaceAll is polyfilled .* no legacy file calls it/)]);
  });

  it('fails AbortSignal.any, findLast and allSettled: none is polyfilled while no legacy file needs it', () => {
    const problems = check({ 'b.js': 'AbortSignal.any([s]); [1].findLast(f); Promise.allSettled(p);' });
    for (const api of ['AbortSignal.any', 'Array.prototype.findLast', 'Promise.allSettled'])
      expect(
        problems.some((problem) => problem.includes(`b.js: ${api} is above the floor`)),
        api,
      ).toBe(true);
  });

  it('fails ?. and ?? (Chromium 80), newer syntax, lookbehind and unpolyfilled APIs', () => {
    const problems = check({
      'chain.js': 'a?.b;',
      'nullish.js': 'a ?? b;',
      'assign.js': 'a ||= b;',
      'behind.js': 'const r = /(?<=a)b/;',
      'behind-string.js': 'const r = new RegExp("(?<!a)b");',
      'clone.js': 'structuredClone(a);',
      'sheet.js': 'root.adoptedStyleSheets = [s];',
      'reexport.js': 'export * as ns from "./a.js";',
    });
    for (const name of ['chain', 'nullish', 'assign', 'behind', 'behind-string', 'clone', 'sheet', 'reexport'])
      expect(
        problems.some((problem) => problem.startsWith(`${name}.js: `)),
        name,
      ).toBe(true);
  });
});

describe('the legacy set’s polyfills, where the engine lacks the APIs', () => {
  const source = readFileSync(path.join(ROOT, 'core/legacy/polyfills.ts'), 'utf8');
  const code = transformSync(source, { loader: 'ts', target: 'es2018' }).code;

  /** A fresh realm without the APIs above the floor, with the polyfills run in it. */
  function floorRealm(): Record<string, any> {
    const context = vm.createContext({
      setTimeout,
      crypto: { getRandomValues: (a: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(a) },
    });
    vm.runInContext(
      'self = globalThis; delete Object.hasOwn; delete Object.fromEntries; delete Array.prototype.at; delete String.prototype.at; delete String.prototype.replaceAll; delete globalThis.queueMicrotask;',
      context,
    );
    vm.runInContext(code, context);
    return context;
  }

  it('fills every API of POLYFILLED, and no other', () => {
    const realm = floorRealm();
    const present = (api: string) => vm.runInContext(`typeof ${api.replace('crypto.', 'crypto.')} === 'function' || typeof ${api} === 'object'`, realm);
    for (const api of POLYFILLED) expect(present(api), api).toBe(true);
    const filled = [...source.matchAll(/fill\((\w+(?:\.prototype)?), '(\w+)'/g)].map(([, target, name]) => `${target === 'self' ? '' : `${target}.`}${name}`);
    expect(filled.filter((api) => !POLYFILLED.includes(api) && api !== 'String.prototype.at')).toEqual([]);
  });

  it('behave as the standard ones', async () => {
    const realm = floorRealm();
    const run = (expression: string) => vm.runInContext(expression, realm);
    expect(run('Object.hasOwn({ a: 1 }, "a") && !Object.hasOwn(Object.create({ a: 1 }), "a")')).toBe(true);
    expect(run('JSON.stringify(Object.fromEntries([["a", 1], ["b", 2]]))')).toBe('{"a":1,"b":2}');
    expect(run('[[1, 2, 3].at(-1), [1, 2, 3].at(0), [1].at(5), "abc".at(-1)]')).toEqual([3, 1, undefined, 'c']);
    expect(run('["a.b.c".replaceAll(".", "/"), "x+x".replaceAll("+", "$&$&"), "aXa".replaceAll(/a/g, "b")]')).toEqual(['a/b/c', 'x++x', 'bXb']);
    expect(() => run('"a".replaceAll(/a/, "b")')).toThrow();
    expect(run('/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID())')).toBe(true);
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      run('queueMicrotask')(() => (order.push('micro'), resolve()));
      order.push('sync');
    });
    expect(order).toEqual(['sync', 'micro']);
  });
});

describe('the floor’s figures, held to the browser data (@mdn/browser-compat-data)', async () => {
  const { default: bcd } = await import('@mdn/browser-compat-data', { with: { type: 'json' } });
  /** The first version of `engine` that supports the feature at `feature` (a dotted BCD path). */
  const since = (feature: string, engine: 'chrome' | 'safari' | 'firefox'): number => {
    const node = feature.split('.').reduce((at: any, key) => at[key], bcd as any);
    const statement = [].concat(node.__compat.support[engine])[0] as { version_added: string | boolean };
    return typeof statement.version_added === 'string' ? parseFloat(statement.version_added.replace(/^≤/, '')) : Infinity;
  };
  const FLOOR = { chrome: 69, safari: 14.1 } as const;

  it('AbortSignal.any came last of what the modern set uses unguarded, in every engine: lido.js tests it alone (widgets/floor.ts)', () => {
    const modern = [
      'api.Document.adoptedStyleSheets',
      'api.ShadowRoot.adoptedStyleSheets',
      'css.at-rules.layer',
      'css.at-rules.container',
      'css.selectors.has',
      'javascript.builtins.Object.hasOwn',
      'javascript.builtins.Array.at',
      'javascript.builtins.Array.findLast',
      'api.structuredClone',
    ];
    for (const engine of ['chrome', 'safari', 'firefox'] as const) {
      const any = since('api.AbortSignal.any_static', engine);
      for (const feature of modern) expect(since(feature, engine), `${feature} in ${engine}`).toBeLessThanOrEqual(any);
    }
  });

  it('each polyfill fills an API one floor engine lacks', () => {
    const data: Record<string, string> = {
      globalThis: 'javascript.builtins.globalThis',
      queueMicrotask: 'api.queueMicrotask',
      'Object.fromEntries': 'javascript.builtins.Object.fromEntries',
      'Object.hasOwn': 'javascript.builtins.Object.hasOwn',
      'Array.prototype.at': 'javascript.builtins.Array.at',
      'String.prototype.replaceAll': 'javascript.builtins.String.replaceAll',
      'crypto.randomUUID': 'api.Crypto.randomUUID',
    };
    expect(Object.keys(data).sort()).toEqual([...POLYFILLED].sort());
    for (const [api, feature] of Object.entries(data)) {
      expect(
        since(feature, 'chrome') > FLOOR.chrome || since(feature, 'safari') > FLOOR.safari,
        `${api}: a floor engine has it, the polyfill is dead weight`,
      ).toBe(true);
    }
  });

  it('the floor engines have what the legacy set takes for granted (the legacy loader’s floor checks and the APIs it uses unpolyfilled)', () => {
    for (const feature of [
      'api.CustomElementRegistry',
      'api.Element.attachShadow',
      'api.fetch',
      'api.AbortController',
      'api.ResizeObserver',
      'api.IntersectionObserver',
      'javascript.builtins.Intl.PluralRules',
      'javascript.operators.import',
      'javascript.operators.import_meta',
      'javascript.builtins.Array.flat',
      'api.EventTarget.EventTarget',
    ]) {
      expect(since(feature, 'chrome'), `${feature} in Chromium`).toBeLessThanOrEqual(FLOOR.chrome);
      expect(since(feature, 'safari'), `${feature} in Safari`).toBeLessThanOrEqual(FLOOR.safari);
    }
  });
});
