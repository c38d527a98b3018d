/**
 * dist/lido.d.ts from the TypeScript compiler (issue 35), and the framework typings from
 * dist/custom-elements.json.
 *
 * lido.d.ts is the declaration emit (emitDeclarationOnly) of a small entry: it re-exports
 * core/public.ts (the public part of the core: events, page configuration, lido.js's page API,
 * the shared element types) and declares each element's interfaces, generated from its meta
 * (the metas are data: their descriptions become the properties' documentation). The compiler
 * type-checks the entry as it emits, and the emitted modules are joined into one self-contained
 * file: a module the entry reaches must declare types only and import nothing outside core/.
 */
import path from 'node:path';
import ts from 'typescript';
import { COMMON_ATTRIBUTES, COMMON_EVENTS } from '../core/element/meta.ts';
import { ROOT } from './widgets.mjs';

/** The generated entry (served to the compiler from memory, never written). */
const ENTRY = path.join(ROOT, 'lido.ts');
const PUBLIC_CORE = './core/public';

export const OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
};

/** The element's interface name: lido-vod → LidoVodElement (also its class's export name). */
export const className = (tag) => `${tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())}Element`;

export function tsType(attribute) {
  if (attribute.values) return attribute.values.map((v) => JSON.stringify(v)).join(' | ');
  return { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' }[attribute.type];
}

const doc = (text, indent = '') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const uniqueByName = (items) => {
  const seen = new Set();
  return items.filter((item) => !seen.has(item.name) && seen.add(item.name));
};

/** The entry's source: the public core re-exported, and the metas' element types. */
export function entrySource(widgets) {
  let out = `export type * from '${PUBLIC_CORE}';\n\n`;
  out += doc('Properties every Lido element has (the common attributes; `lang` is the native property).');
  out += 'export interface LidoCommonProperties {\n';
  for (const a of COMMON_ATTRIBUTES.filter((a) => a.prop !== 'lang')) out += doc(a.description, '  ') + `  ${a.prop}: ${tsType(a)} | undefined;\n`;
  out += '}\n\n';
  out += doc('Attributes every Lido element takes (all optional: page config and the hub fill them in).');
  out += 'export interface LidoCommonAttributes {\n';
  for (const a of COMMON_ATTRIBUTES) out += doc(a.description, '  ') + `  ${key(a.name)}?: ${tsType(a)};\n`;
  out += '}\n\n';
  const tagMap = [];
  for (const { tag, meta } of widgets) {
    const name = className(tag);
    out += doc(`<${tag}>: ${meta.description}`);
    out += `export interface ${name} extends HTMLElement, LidoCommonProperties {\n`;
    for (const a of meta.attributes)
      out += doc(a.description, '  ') + `  ${key(a.prop)}: ${a.default === undefined ? `${tsType(a)} | undefined` : tsType(a)};\n`;
    out += '}\n\n';
    out += `export interface ${name}Attributes extends LidoCommonAttributes {\n`;
    for (const a of meta.attributes) {
      // Attributes are strings in HTML; in JSX React 19 passes them through as attributes.
      const type = a.type === 'string' ? tsType(a) : a.type === 'boolean' ? "'true' | 'false'" : 'string';
      out += doc(a.description, '  ') + `  ${key(a.name)}?: ${type};\n`;
    }
    out += '}\n\n';
    out += doc(`The events <${tag}> dispatches.`);
    out += `export type ${name}EventName = ${uniqueByName([...meta.events, ...COMMON_EVENTS])
      .map((e) => JSON.stringify(e.name))
      .join(' | ')};\n\n`;
    tagMap.push(`    ${JSON.stringify(tag)}: ${name};\n`);
  }
  out += `declare global {\n  interface HTMLElementTagNameMap {\n${tagMap.join('')}  }\n}\n`;
  return out;
}

/**
 * The declarations of the entry and what it re-exports, joined into one file.
 * @returns {{ text: string, exports: string[] }} the file and the names the entry exports
 */
export function emitLidoTypings(widgets) {
  const source = entrySource(widgets);
  const host = ts.createCompilerHost(OPTIONS);
  const readFile = host.readFile;
  host.readFile = (name) => (path.resolve(name) === ENTRY ? source : readFile(name));
  const fileExists = host.fileExists;
  host.fileExists = (name) => path.resolve(name) === ENTRY || fileExists(name);
  /** source file (.ts) → its emitted declarations */
  const emitted = new Map();
  const options = { ...OPTIONS, declaration: true, emitDeclarationOnly: true };
  const program = ts.createProgram({ rootNames: [ENTRY], options, host });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) throw new Error(`the typings entry does not compile:\n${formatDiagnostics(diagnostics)}`);
  const result = program.emit(undefined, (file, text) => emitted.set(path.resolve(file).replace(/\.d\.ts$/, '.ts'), text), undefined, true);
  if (result.diagnostics.length) throw new Error(`the typings entry's declarations:\n${formatDiagnostics(result.diagnostics)}`);

  const checker = program.getTypeChecker();
  const exports = checker
    .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(ENTRY)))
    .map((symbol) => symbol.name)
    .sort();

  const where = (file) => path.relative(ROOT, file);
  const resolve = (specifier, from) => {
    if (!specifier.startsWith('.')) throw new Error(`${where(from)}: imports '${specifier}'; the public types import nothing from outside core/`);
    const resolved = ts.resolveModuleName(specifier, from, options, host).resolvedModule?.resolvedFileName;
    if (!resolved || !emitted.has(path.resolve(resolved))) throw new Error(`${where(from)}: '${specifier}' has no declarations`);
    return path.resolve(resolved);
  };
  const parsed = new Map();
  const parse = (file) => {
    if (!parsed.has(file)) parsed.set(file, ts.createSourceFile(file.replace(/\.ts$/, '.d.ts'), emitted.get(file), ts.ScriptTarget.Latest, true));
    return parsed.get(file);
  };
  const declaredName = (statement) => (statement.name && ts.isIdentifier(statement.name) ? statement.name.text : undefined);

  const parts = [];
  const whole = new Set();
  const taken = new Set();
  /** A module's declarations: all of them (names undefined) or the named ones, without the joins between modules. */
  function take(file, names) {
    if (whole.has(file)) return;
    if (!names) whole.add(file);
    const declarations = parse(file);
    for (const statement of declarations.statements) {
      if (ts.isImportDeclaration(statement)) {
        // the imported names are declared in the joined file (or it does not compile: checked below)
        resolve(statement.moduleSpecifier.text, file);
        continue;
      }
      if (ts.isExportDeclaration(statement)) {
        if (!statement.moduleSpecifier) {
          if (statement.exportClause && ts.isNamedExports(statement.exportClause) && statement.exportClause.elements.length)
            throw new Error(`${where(file)}: a local export list; declare the public types with export`);
          continue;
        }
        if (names) continue;
        const target = resolve(statement.moduleSpecifier.text, file);
        if (!statement.exportClause) take(target);
        else if (ts.isNamedExports(statement.exportClause)) {
          const picked = statement.exportClause.elements.map((element) => {
            if (element.propertyName)
              throw new Error(`${where(file)}: re-exports ${element.propertyName.text} as ${element.name.text}; the joined file has one name per type`);
            return element.name.text;
          });
          take(target, new Set(picked));
        } else throw new Error(`${where(file)}: export * as …; not supported in the public types`);
        continue;
      }
      const name = declaredName(statement);
      if (names && !(name && names.has(name))) continue;
      const isGlobal = ts.isModuleDeclaration(statement) && statement.flags & ts.NodeFlags.GlobalAugmentation;
      if (!isGlobal && !ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement))
        throw new Error(`${where(file)}: ${name ?? ts.SyntaxKind[statement.kind]} is not a type; the public types declare types only`);
      const id = `${file}#${name ?? statement.pos}`;
      if (taken.has(id)) continue;
      taken.add(id);
      // A picked declaration keeps its own doc comment; a whole module its header too.
      const docs = ts.getJSDocCommentsAndTags(statement);
      const start = names && docs.length ? docs[0].pos : statement.getFullStart();
      parts.push(declarations.text.slice(start, statement.end).replace(/^\s*\n/, ''));
    }
  }
  take(ENTRY);
  // `export {}`: the declaration file exports what says export, nothing else.
  const text = `${parts.join('\n\n')}\n\nexport {};\n`;
  return { text, exports };
}

/**
 * lido-react.d.ts and lido-vue.d.ts from the manifest: its custom elements (tag and class name)
 * and the types lido.d.ts declares for each (<Class>Attributes, <Class>EventName).
 */
export function frameworkTypings(manifest) {
  const elements = manifest.modules
    .flatMap((module) => module.declarations.filter((d) => d.customElement && d.tagName))
    .map((d) => ({ tag: d.tagName, name: d.name }));
  if (!elements.length) throw new Error('custom-elements.json declares no custom element');
  const jsx = elements.map(
    ({ tag, name }) =>
      `      ${JSON.stringify(tag)}: DetailedHTMLProps<HTMLAttributes<${name}>, ${name}> & ${name}Attributes & LidoEventProps<${name}EventName>;`,
  );
  const vue = elements.map(({ tag, name }) => `    ${JSON.stringify(tag)}: DefineComponent<Partial<Omit<${name}, keyof HTMLElement>> & ${name}Attributes>;`);
  const imports = (names) => `import type { ${names.join(', ')} } from './lido';\n`;
  let react = "// Generated by scripts/build.mjs. JSX typings for React 19: import type {} from 'lido/react' once in your app.\n";
  react += "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n";
  react += imports(['LidoEventProps', ...elements.flatMap(({ name }) => [name, `${name}Attributes`, `${name}EventName`])]) + '\n';
  react += `declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n${jsx.join('\n')}\n    }\n  }\n}\n`;
  let vueOut = "// Generated by scripts/build.mjs. Template typings for Vue 3 (GlobalComponents): import type {} from 'lido/vue' once in your app.\n";
  vueOut += "// Tell Vue the lido- tags are custom elements: compilerOptions.isCustomElement = (tag) => tag.startsWith('lido-').\n";
  vueOut += "import type { DefineComponent } from 'vue';\n";
  vueOut += imports(elements.flatMap(({ name }) => [name, `${name}Attributes`])) + '\n';
  vueOut += `declare module 'vue' {\n  interface GlobalComponents {\n${vue.join('\n')}\n  }\n}\n`;
  return { react, vue: vueOut };
}

export function formatDiagnostics(diagnostics) {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' });
}

/** The names a declaration file exports, as the compiler sees them. */
export function exportedNames(file, text) {
  const host = ts.createCompilerHost(OPTIONS);
  const readFile = host.readFile;
  host.readFile = (name) => (path.resolve(name) === file ? text : readFile(name));
  const fileExists = host.fileExists;
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram({ rootNames: [file], options: { ...OPTIONS, noEmit: true }, host });
  const checker = program.getTypeChecker();
  return checker
    .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)))
    .map((symbol) => symbol.name)
    .sort();
}
