/**
 * `npm run new-widget <name>` (scripts/new-widget.mjs), run into a temporary copy of the sources:
 * the widget folder in the house shape, its catalogues, its route in the portal's table and its
 * npm entry; the result type-checks, lints, is formatted, and passes the build's meta checks.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NAME = 'zz-scaffold-probe';
const TAG = `lido-${NAME}`;
let copy: string;
let generated: string[];

const run = (args: string[]) => spawnSync(process.execPath, [path.join(ROOT, 'scripts/new-widget.mjs'), ...args, '--root', copy], { encoding: 'utf8' });
const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'lido-new-widget-'));
  for (const item of ['core', 'widgets', 'build', 'host-site/src', 'tests/helpers', 'package.json', 'tsconfig.json', '.oxlintrc.json', '.oxfmtrc.json'])
    cpSync(path.join(ROOT, item), path.join(copy, item), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const result = run([NAME]);
  expect(result.status, result.stderr).toBe(0);
  generated = [...result.stdout.matchAll(/^ {2}(\S+)$/gm)].map((m) => m[1]!);
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-widget', () => {
  it('writes the house shape and registers it', () => {
    const dir = `widgets/${NAME}`;
    expect(generated.sort()).toEqual(
      [
        `${dir}/${NAME}.meta.ts`,
        `${dir}/${NAME}.element.ts`,
        `${dir}/ZzScaffoldProbe.tsx`,
        `${dir}/${NAME}.css`,
        `${dir}/catalogue.ts`,
        `${dir}/${NAME}.browser.test.tsx`,
        ...['de', 'en', 'fr', 'nl'].map((lang) => `core/i18n/locales/${lang}/${NAME}.json`),
        'host-site/src/routes.ts',
        'package.json',
      ].sort(),
    );
    for (const file of generated) expect(existsSync(path.join(copy, file)), file).toBe(true);
    // the one rule for element classes, the kit's title and read view
    expect(read(`${dir}/${NAME}.element.ts`)).toMatch(
      /^export const LidoZzScaffoldProbeElement = defineWidget\(meta, ZzScaffoldProbe, styles, catalogues\);$/m,
    );
    const component = read(`${dir}/ZzScaffoldProbe.tsx`);
    expect(component).toContain("from '../../core/ui/PageTitle'");
    expect(component).toContain("from '../../core/ui/QueryView'");
    expect(component).not.toMatch(/fetch\(|from '\.\.\/\.\.\/core\/hub\//);
    // four languages, the same keys, imported by the catalogue
    const texts = ['de', 'en', 'fr', 'nl'].map((lang) => JSON.parse(read(`core/i18n/locales/${lang}/${NAME}.json`)) as Record<string, string>);
    for (const catalogue of texts) expect(Object.keys(catalogue)).toEqual(['title']);
    for (const lang of ['de', 'en', 'fr', 'nl']) expect(read(`${dir}/catalogue.ts`)).toContain(`locales/${lang}/${NAME}.json`);
    // the npm entry, among the element entries in name order
    const exports = Object.keys((JSON.parse(read('package.json')) as { exports: Record<string, unknown> }).exports);
    expect((JSON.parse(read('package.json')) as { exports: Record<string, unknown> }).exports[`./${NAME}`]).toEqual({
      types: `./dist/npm/${NAME}.d.ts`,
      default: `./dist/npm/${NAME}.js`,
    });
    expect(exports.indexOf(`./${NAME}`)).toBe(exports.indexOf('./wayfinder') + 1);
    // every other entry where it was
    expect(exports.filter((key) => key !== `./${NAME}`)).toEqual(
      Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { exports: object }).exports),
    );
  });

  it('the build finds it and its meta passes the build checks; the portal routes its page to it', async () => {
    const { discoverWidgets } = (await import(path.join(copy, 'build/widgets.mjs'))) as {
      discoverWidgets: () => Promise<{ tag: string; meta: { pages?: { pattern: string }[]; routes?: string[] } }[]>;
    };
    const widget = (await discoverWidgets()).find((w) => w.tag === TAG);
    expect(widget?.meta.pages?.map((p) => p.pattern)).toEqual([`/${NAME}`]);
    expect(widget?.meta.routes).toEqual([`/${NAME}`]);
    const routes = (await import(path.join(copy, 'host-site/src/routes.ts'))) as { matchRoute: (path: string) => { route: { tag: string | null } } | null };
    expect(routes.matchRoute(`/${NAME}`)?.route.tag).toBe(TAG);
  });

  it('type-checks (the repository tsconfig), lints and is formatted', { timeout: 120_000 }, () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(copy, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const code = generated.filter((file) => /\.tsx?$/.test(file) && file !== 'package.json').map((file) => path.join(copy, file));
    // the generated files and the tsconfig's global declarations (mocha's for the browser test, window.lido …)
    const globals = config.fileNames.filter((file) => file.endsWith('.d.ts') || readFileSync(file, 'utf8').includes('declare global'));
    const program = ts.createProgram({ rootNames: [...code, ...globals], options: config.options });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    expect(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => copy, getNewLine: () => '\n' })).toBe('');
    const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
    execFileSync(bin('oxlint'), ['--deny-warnings', ...code], { cwd: copy, encoding: 'utf8' });
    execFileSync(bin('oxfmt'), ['--check', ...code], { cwd: copy, encoding: 'utf8' });
  });

  it('a title already translated elsewhere takes those translations (one term, one word)', () => {
    expect(run(['deck-plans']).status).toBe(0);
    const title = (lang: string) => (JSON.parse(read(`core/i18n/locales/${lang}/deck-plans.json`)) as { title: string }).title;
    // the shell's texts say "Deck plans" (the home tile of the wayfinder): the same key in each language
    type Tree = { [key: string]: string | Tree };
    const shell = (lang: string) => JSON.parse(read(`core/i18n/locales/${lang}/shell.json`)) as Tree;
    const pathOf = (tree: Tree, text: string): string[] | null => {
      for (const [key, value] of Object.entries(tree)) {
        if (value === text) return [key];
        const below = typeof value === 'object' ? pathOf(value, text) : null;
        if (below) return [key, ...below];
      }
      return null;
    };
    const where = pathOf(shell('en'), 'Deck plans')!;
    const known = (lang: string) => where.reduce<string | Tree>((tree, key) => (tree as Tree)[key]!, shell(lang));
    expect(title('en')).toBe('Deck plans');
    for (const lang of ['de', 'fr', 'nl']) expect(title(lang)).toBe(known(lang));
    expect(title('de')).not.toBe('Deck plans');
  });

  it('refuses a name that exists, a prefixed name and a bad one', () => {
    expect(run([NAME]).stderr).toContain(`widgets/${NAME} exists already`);
    expect(run(['lido-deck']).stderr).toContain('without the prefix');
    expect(run(['Deck_Plans']).stderr).toContain('kebab-case');
    expect(run(['vod']).stderr).toContain('exists already');
  });
});
