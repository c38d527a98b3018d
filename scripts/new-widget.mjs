#!/usr/bin/env node
/**
 * npm run new-widget <name>  →  a new element <lido-name> in the house shape, registered:
 *
 *   widgets/<name>/<name>.meta.ts        tag, description, parts, its page /<name> (pages) and route
 *   widgets/<name>/<name>.element.ts     defineWidget(): export const Lido<Name>Element
 *   widgets/<name>/<Name>.tsx            the component: PageTitle and a hub read through QueryView
 *   widgets/<name>/<name>.css            its sheet
 *   widgets/<name>/catalogue.ts          its texts (namespace <name>) with the UI kit's
 *   widgets/<name>/<name>.browser.test.tsx  mounted in a real browser against the demo hub, with axe
 *   core/i18n/locales/{de,en,fr,nl}/<name>.json
 *   host-site/src/routes.ts              the meta imported into the portal's route table
 *   package.json                         the npm entry "./<name>" (exports)
 *
 * Everything else finds the widget by its meta (build/widgets.mjs: the loader map, the chunks,
 * custom-elements.json, the typings). The files are formatted with oxfmt. A title whose English
 * is already translated elsewhere takes those translations (one term, one word:
 * core/i18n/terms.test.ts); else the other languages get the English to translate.
 *
 * `--root <dir>`: generate into another copy of the repository (the generator's test).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['de', 'en', 'fr', 'nl'];

export const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The English of every key of every catalogue, and that key's texts in each language. */
function knownTitle(root, english) {
  const locales = path.join(root, 'core/i18n/locales');
  const walk = (tree, prefix, found) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') found.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`, found);
    }
    return found;
  };
  for (const file of readdirSync(path.join(locales, 'en')).filter((f) => f.endsWith('.json'))) {
    const en = walk(JSON.parse(readFileSync(path.join(locales, 'en', file), 'utf8')), '', new Map());
    const key = [...en].find(([, text]) => text === english)?.[0];
    if (!key) continue;
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, walk(JSON.parse(readFileSync(path.join(locales, lang, file), 'utf8')), '', new Map()).get(key)]));
  }
  return null;
}

/** The files of a new widget (path relative to the root → text). */
export function widgetFiles(name, { title, translations }) {
  const Name = pascal(name);
  const tag = `lido-${name}`;
  const dir = `widgets/${name}`;
  const files = {
    [`${dir}/${name}.meta.ts`]: `/** ${title} (write here where it comes from: the spec section or the issue). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: '${tag}',
  // For operators (custom-elements.json, the element gallery): what a guest sees and can do; no spec section numbers.
  description: '${title}: the page, with an article found by its hashtag.',
  attributes: [],
  events: [],
  parts: [{ name: 'heading', description: 'The page title.' }],
  cssProperties: [],
  // The portal route that places the element (host-site/src/routes.ts reads it), and the routes it shows in place.
  pages: [{ pattern: '/${name}', spec: 'new widget: name the spec section' }],
  routes: ['/${name}'],
} as const satisfies WidgetMeta;
`,
    [`${dir}/${name}.element.ts`]: `import { defineWidget } from '../../core/element/define-widget';
import meta from './${name}.meta';
import styles from './${name}.css';
import catalogues from './catalogue';
import { ${Name} } from './${Name}';

export const Lido${Name}Element = defineWidget(meta, ${Name}, styles, catalogues);
`,
    [`${dir}/${Name}.tsx`]: `/**
 * <${tag}>: the page title and what the hub answers. Hub data comes through core/query (a query
 * of the typed hub calls) and shows through QueryView: loading, the error with a retry, the stale
 * note and the empty state come with it.
 */
import { articleByHashtagQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { useT } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';

export function ${Name}() {
  const t = useT('${name}');
  const article = useHubQuery(articleByHashtagQuery, ['${name}']);
  return (
    <section className="${name}">
      <PageTitle>{t('title')}</PageTitle>
      <QueryView query={article} isEmpty={(data) => !data}>
        {(data) => data && <p className="${name}-intro">{data.title}</p>}
      </QueryView>
    </section>
  );
}
`,
    [`${dir}/${name}.css`]: `/* ${title}: the element's own rules (the states come from the UI kit, the values from the design tokens). */

.${name}-intro {
  margin: 0 0 var(--lido-space-3);
}
`,
    [`${dir}/catalogue.ts`]: `/** The ${title.toLowerCase()} texts (namespace \`${name}\`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
${LANGUAGES.map((lang) => `import ${lang} from '../../core/i18n/locales/${lang}/${name}.json';`).join('\n')}
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, ${JSON.stringify(name)}: { de, en, fr, nl } } satisfies Catalogues;
`,
    [`${dir}/${name}.browser.test.tsx`]: `/** <${tag}> in real Chromium against the real demo hub: its title, and no axe violations. */
import './${name}.element';
import { expect } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { cleanUp, place, until } from '../../tests/helpers/widget-page';

afterEach(cleanUp);

describe('${tag}', () => {
  it('shows its page title', async () => {
    const element = place('<${tag}></${tag}>', 900);
    const heading = await until(element, '[part="heading"]');
    expect(heading.textContent).toBe(${JSON.stringify(translations.en)});
    await expectNoAxeViolations(element);
  });
});
`,
  };
  for (const lang of LANGUAGES) files[`core/i18n/locales/${lang}/${name}.json`] = `${JSON.stringify({ title: translations[lang] }, null, 2)}\n`;
  return files;
}

/** host-site/src/routes.ts with the meta imported and listed in METAS. */
export function registerRoute(source, name) {
  const id = camel(name);
  const importLine = `import ${id} from '../../widgets/${name}/${name}.meta.ts';`;
  if (new RegExp(`^import ${id} from`, 'm').test(source)) throw new Error(`host-site/src/routes.ts already imports a "${id}"`);
  const imports = [...source.matchAll(/^import \w+ from '\.\.\/\.\.\/widgets\/.+\.meta\.ts';$/gm)];
  const metas = /const METAS: readonly WidgetMeta\[\] = \[\n([\s\S]*?)\n\];/.exec(source);
  if (!imports.length || !metas) throw new Error('host-site/src/routes.ts: no meta imports or METAS list found (has the file changed shape?)');
  // the meta imports stay in path order
  const after = imports.filter((m) => m[0].localeCompare(importLine) < 0).at(-1) ?? null;
  let out = after
    ? source.slice(0, after.index + after[0].length) + `\n${importLine}` + source.slice(after.index + after[0].length)
    : source.slice(0, imports[0].index) + `${importLine}\n` + source.slice(imports[0].index);
  out = out.replace(metas[0], `const METAS: readonly WidgetMeta[] = [\n${metas[1]}\n  ${id},\n];`);
  return out;
}

/** package.json with the element's npm entry, the element entries in name order before the others. */
export function registerExport(text, name) {
  const pkg = JSON.parse(text);
  const entry = `./${name}`;
  if (pkg.exports[entry]) throw new Error(`package.json already exports "${entry}"`);
  // an element's entry: "./<name>" → ./dist/npm/<name>.js (not ".", "./core" and the typings-only ones)
  const isElement = (key) => key !== './core' && pkg.exports[key]?.default === `./dist/npm/${key.slice(2)}.js`;
  const keys = Object.keys(pkg.exports);
  const elements = [...keys.filter(isElement), entry].sort();
  const first = keys.findIndex(isElement);
  const ordered = [...keys.slice(0, first).filter((k) => !isElement(k)), ...elements, ...keys.slice(first).filter((k) => !isElement(k))];
  const exports = {};
  for (const key of ordered) exports[key] = key === entry ? { types: `./dist/npm/${name}.d.ts`, default: `./dist/npm/${name}.js` } : pkg.exports[key];
  return `${JSON.stringify({ ...pkg, exports }, null, 2)}\n`;
}

export function newWidget(name, { root = path.resolve(import.meta.dirname, '..'), format = true } = {}) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name ?? '')) throw new Error('usage: npm run new-widget <name>   (kebab-case, without lido-: deck-plans)');
  if (name.startsWith('lido-')) throw new Error(`name the feature without the prefix: ${name.slice(5)} (the tag becomes lido-${name.slice(5)})`);
  if (existsSync(path.join(root, 'widgets', name))) throw new Error(`widgets/${name} exists already`);
  for (const lang of LANGUAGES)
    if (existsSync(path.join(root, 'core/i18n/locales', lang, `${name}.json`)))
      throw new Error(`the text namespace "${name}" exists already (core/i18n/locales/${lang}/${name}.json)`);
  const tag = `lido-${name}`;
  for (const file of readdirSync(path.join(root, 'widgets'), { recursive: true }).filter((f) => f.endsWith('.meta.ts')))
    if (readFileSync(path.join(root, 'widgets', file), 'utf8').includes(`tag: '${tag}'`)) throw new Error(`<${tag}> is described already: widgets/${file}`);

  const title = name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ');
  const known = knownTitle(root, title);
  const translations = known ?? Object.fromEntries(LANGUAGES.map((lang) => [lang, title]));
  const files = widgetFiles(name, { title, translations });
  const routesFile = path.join(root, 'host-site/src/routes.ts');
  const packageFile = path.join(root, 'package.json');
  const routes = registerRoute(readFileSync(routesFile, 'utf8'), name);
  const pkg = registerExport(readFileSync(packageFile, 'utf8'), name);

  mkdirSync(path.join(root, 'widgets', name), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  writeFileSync(routesFile, routes);
  writeFileSync(packageFile, pkg);
  const written = [...Object.keys(files), 'host-site/src/routes.ts', 'package.json'];
  if (format) {
    const code = written.filter((file) => /\.(ts|tsx)$/.test(file));
    execFileSync(path.join(root, 'node_modules/.bin/oxfmt'), code, { cwd: root, stdio: 'inherit' });
  }
  return { tag, files: written, translated: known !== null };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args.splice(rootAt, 2)[1]) : undefined;
  try {
    const { tag, files, translated } = newWidget(args[0], { root });
    console.log(`<${tag}>: wrote and registered\n  ${files.join('\n  ')}`);
    console.log(
      `Next: write the meta's description and spec section, the component's read (core/query)${translated ? '' : ', the de/fr/nl titles (they are English now)'}; then npm run typecheck, npm run lint, npm run build.`,
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
