/**
 * Widget discovery. Convention: every `<name>.meta.ts` under widgets/ (for the test build:
 * under tests/shell/ instead) describes one element; its sibling `<name>.element.ts` calls defineWidget().
 * Meta files are loaded by Node directly (type stripping), so they stay erasable TS with
 * `import type` only. The metas are the single source for the loader map, the chunk entries,
 * custom-elements.json and dist/lido.d.ts.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMMON_ATTRIBUTES, propFromAttribute } from '../core/element/meta.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const EVENTS_FILE = path.join(ROOT, 'core/element/events.ts');
const WIDGET_DIRS = ['widgets'];
const TEST_WIDGET_DIRS = ['tests/shell'];

/** Attribute names an element must not redefine (HTML globals and the common attributes). */
const RESERVED_ATTRIBUTES = new Set([
  ...COMMON_ATTRIBUTES.map((a) => a.name),
  'id',
  'class',
  'style',
  'title',
  'hidden',
  'slot',
  'part',
  'dir',
  'role',
  'tabindex',
  'inert',
  'is',
  'draggable',
  'translate',
  'popover',
  'accesskey',
  'autofocus',
  'nonce',
  'contenteditable',
  'spellcheck',
  'enterkeyhint',
  'inputmode',
  'autocapitalize',
  'exportparts',
]);
const TYPES = new Set(['string', 'number', 'boolean', 'json']);

/**
 * @typedef {import('../core/element/meta.ts').WidgetMeta} WidgetMeta
 * @typedef {{ tag: string, meta: WidgetMeta, metaFile: string, elementFile: string }} Widget
 */

/** @returns {Promise<Widget[]>} sorted by tag */
export async function discoverWidgets({ testWidgets = false } = {}) {
  const dirs = testWidgets ? TEST_WIDGET_DIRS : WIDGET_DIRS;
  const detailTypes = await publicDetailTypes();
  /** @type {Widget[]} */
  const widgets = [];
  for (const dir of dirs) {
    let files;
    try {
      files = await readdir(path.join(ROOT, dir), { recursive: true });
    } catch (error) {
      if (error.code === 'ENOENT') continue;
      throw error;
    }
    for (const file of files.filter((f) => f.endsWith('.meta.ts')).sort()) {
      const metaFile = path.join(ROOT, dir, file);
      const elementFile = metaFile.replace(/\.meta\.ts$/, '.element.ts');
      try {
        await access(elementFile);
      } catch {
        // A feature still being written: say so loudly, build the rest.
        console.warn(`[build] skipped ${rel(metaFile)}: no sibling ${path.basename(elementFile)} (convention: <name>.meta.ts + <name>.element.ts)`);
        continue;
      }
      const { default: meta } = await import(pathToFileURL(metaFile).href);
      checkMeta(meta, metaFile, detailTypes);
      widgets.push({ tag: meta.tag, meta, metaFile, elementFile });
    }
  }
  const seen = new Map();
  for (const widget of widgets) {
    if (seen.has(widget.tag)) throw new Error(`<${widget.tag}> is described twice: ${rel(seen.get(widget.tag))} and ${rel(widget.metaFile)}`);
    seen.set(widget.tag, widget.metaFile);
  }
  return widgets.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Interface / type names declared in core/element/events.ts (valid `events[].detail` values). */
export async function publicDetailTypes() {
  const source = await readFile(EVENTS_FILE, 'utf8');
  return new Set([...source.matchAll(/export\s+(?:interface|type)\s+([A-Za-z0-9_]+)/g)].map((m) => m[1]));
}

function rel(file) {
  return path.relative(ROOT, file);
}

/**
 * firstCalls travels into lido.js as source text: it must survive being re-created from that
 * text alone (no imports, no outer names) and answer [path, query?] pairs, with every attribute
 * absent and with every attribute set.
 */
function checkFirstCalls(meta, fail) {
  if (typeof meta.firstCalls !== 'function') fail('firstCalls must be a function');
  let copy;
  try {
    copy = new Function(`return (${meta.firstCalls.toString()});`)();
  } catch (error) {
    fail(`firstCalls does not compile on its own: ${error.message}`);
  }
  for (const value of ['', '1']) {
    let calls;
    try {
      calls = copy(() => value);
    } catch (error) {
      fail(`firstCalls must be self-contained (no imports, no outer names): ${error.message}`);
    }
    const valid =
      Array.isArray(calls) &&
      calls.every((c) => Array.isArray(c) && typeof c[0] === 'string' && !c[0].startsWith('/') && (c[1] === undefined || typeof c[1] === 'object'));
    if (!valid) fail('firstCalls must return [path, query?] pairs with API paths like "cms/articles/1"');
  }
}

function checkMeta(meta, file, detailTypes) {
  const where = rel(file);
  const fail = (message) => {
    throw new Error(`${where}: ${message}`);
  };
  if (!meta || typeof meta !== 'object') fail('must `export default` the widget meta');
  if (!/^lido-[a-z0-9]+(-[a-z0-9]+)*$/.test(meta.tag ?? '')) fail(`tag "${meta.tag}" must look like lido-feature-name`);
  if (typeof meta.description !== 'string' || !meta.description.trim()) fail('description is required');
  for (const key of ['attributes', 'events', 'parts', 'cssProperties']) {
    if (!Array.isArray(meta[key])) fail(`${key} must be an array (may be empty)`);
  }
  if (meta.firstCalls !== undefined) checkFirstCalls(meta, fail);
  const names = new Set();
  for (const a of meta.attributes) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(a.name ?? '')) fail(`attribute "${a.name}" must be kebab-case`);
    if (RESERVED_ATTRIBUTES.has(a.name)) fail(`attribute "${a.name}" is reserved (HTML global or common attribute)`);
    if (names.has(a.name)) fail(`attribute "${a.name}" is listed twice`);
    names.add(a.name);
    if (a.prop !== propFromAttribute(a.name)) fail(`attribute "${a.name}" must have prop "${propFromAttribute(a.name)}"`);
    if (!TYPES.has(a.type)) fail(`attribute "${a.name}" has type "${a.type}" (string | number | boolean | json; never function)`);
    if (a.values && (a.type !== 'string' || !a.values.every((v) => typeof v === 'string'))) fail(`attribute "${a.name}": values are for string attributes`);
    if (a.blankIsValue !== undefined && (a.blankIsValue !== true || a.type !== 'string' || a.values))
      fail(`attribute "${a.name}": blankIsValue is true or left out, for a string attribute without values`);
    if (typeof a.description !== 'string' || !a.description.trim()) fail(`attribute "${a.name}" needs a description`);
  }
  for (const e of meta.events) {
    if (!/^lido-[a-z0-9-]+$/.test(e.name ?? '')) fail(`event "${e.name}" must be lido-prefixed kebab-case`);
    if (!detailTypes.has(e.detail)) fail(`event "${e.name}": detail type "${e.detail}" is not declared in core/element/events.ts`);
  }
  for (const p of meta.parts) if (!p.name || !p.description) fail('every part needs a name and a description');
  for (const c of meta.cssProperties) if (!/^--/.test(c.name ?? '') || !c.description) fail('every CSS property needs a --name and a description');
  for (const r of meta.routes ?? []) if (typeof r !== 'string' || !r.startsWith('/')) fail(`route "${r}" must start with /`);
  for (const r of meta.excludedRoutes ?? []) {
    if (typeof r !== 'string' || !r.startsWith('/')) fail(`excluded route "${r}" must start with /`);
    else if (!(meta.routes ?? []).some((prefix) => r === prefix || r.startsWith(`${prefix.replace(/\/+$/, '')}/`)))
      fail(`excluded route "${r}" is under none of the routes`);
  }
  for (const page of meta.pages ?? []) checkPage(page, names, fail);
}

/** A route of the meta (issue 35): its attributes are the element's own, its parameters the pattern's. */
function checkPage(page, names, fail) {
  const { pattern, attributes = {} } = page;
  if (typeof pattern !== 'string' || !pattern.startsWith('/')) fail(`page "${pattern}" must start with /`);
  const parts = pattern.split('/').filter(Boolean);
  if (parts.slice(0, -1).some((part) => part.endsWith('?'))) fail(`page "${pattern}": only the last parameter may be optional`);
  const params = new Set(parts.filter((part) => part.startsWith(':')).map((part) => part.replace(/^:|\?$/g, '')));
  for (const [name, template] of Object.entries(attributes)) {
    if (!names.has(name)) fail(`page "${pattern}": "${name}" is not an attribute of the element`);
    for (const [, param] of template.startsWith('?') ? [] : template.matchAll(/:([A-Za-z]+)/g))
      if (!params.has(param)) fail(`page "${pattern}": attribute "${name}" takes :${param}, which the pattern has not`);
  }
  if (typeof page.spec !== 'string' || !page.spec) fail(`page "${pattern}" needs its spec section`);
}
