/**
 * The layering rules of the architecture brief ("Layering (checked, not just hoped)"), as a
 * checker over source text. tests/layering.test.ts runs it on every .ts/.tsx file of core/ and
 * widgets/ (and tests the checker itself on small fixtures).
 *
 *   hub-imports-core  a module under core/hub imports core/session, core/index, core/query,
 *                     core/react or core/element (type imports included): hub calls only call.
 *   cross-widget      a file in widgets/<a>/ imports from widgets/<b>/ (a ≠ b): a widget imports
 *                     core/ and its own folder only.
 *   widget-calls-hub  a widget file calls fetch(…), new XMLHttpRequest, <x>.hub.get/post(…) or
 *                     hub.get/post(…), or imports a value (anything but a type or an UPPER_CASE
 *                     constant) from core/hub/**: widgets read hub data through core/query.
 *                     Widget tests and their test-support helpers are exempt (they talk to the
 *                     demo hub on purpose).
 *
 * Uses the TypeScript compiler's parser, so comments, strings and type positions are told apart
 * from real imports and calls.
 */
import path from 'node:path';
import ts from 'typescript';

export type LayeringRule = 'hub-imports-core' | 'cross-widget' | 'widget-calls-hub';

export interface Violation {
  /** Repository-relative path with forward slashes, e.g. widgets/vod/titles.ts. */
  file: string;
  rule: LayeringRule;
  /** What was found, stable across unrelated edits (no line numbers): the key PENDING entries use. */
  what: string;
  /** 1-based line, for the failure message. */
  line: number;
}

/** Modules core/hub must never import. */
const HUB_FORBIDDEN = ['core/index', 'core/session', 'core/query', 'core/react', 'core/element'];
const UPPER_CASE = /^[A-Z][A-Z0-9_]*$/;
const SOURCE_EXTENSION = /\.(d\.ts|tsx?|mts|mjs|js)$/;

/** A relative specifier resolved against the importing file, without extension; null for packages. */
export function resolveSpecifier(file: string, specifier: string): string | null {
  const relative = specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
  if (!relative) return null;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return joined.replace(SOURCE_EXTENSION, '');
}

const isUnder = (module: string, dir: string) => module === dir || module.startsWith(`${dir}/`);

/** The feature folder of a file in widgets/<feature>/…, else null (widgets/loader.ts is none). */
export function widgetOf(file: string): string | null {
  const match = /^widgets\/([^/]+)\/./.exec(file);
  return match ? match[1]! : null;
}

const isWidgetTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-support\.tsx?$/.test(file);

interface ImportFound {
  /** The resolved module (relative specifiers only). */
  module: string;
  /** Value bindings it brings in ('*' namespace, 'default', '(side effect)', '(dynamic)'); types excluded. */
  values: string[];
  line: number;
}

/** Every import, re-export and dynamic import of a relative module, with the value bindings it brings in. */
function importsOf(file: string, source: ts.SourceFile): ImportFound[] {
  const found: ImportFound[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const add = (node: ts.Node, specifier: ts.Expression | undefined, values: string[]) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const module = resolveSpecifier(file, specifier.text);
    if (module !== null) found.push({ module, values, line: lineOf(node) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const values: string[] = [];
      if (!clause) values.push('(side effect)');
      else if (!clause.isTypeOnly) {
        if (clause.name) values.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) values.push('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) if (!element.isTypeOnly) values.push((element.propertyName ?? element.name).text);
        }
      }
      add(node, node.moduleSpecifier, values);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const values: string[] = [];
      if (!node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) values.push('*');
        else for (const element of clause.elements) if (!element.isTypeOnly) values.push((element.propertyName ?? element.name).text);
      }
      add(node, node.moduleSpecifier, values);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly ? [] : [node.name.text]);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], ['(dynamic)']);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      // typeof import('…') / import('…').Type: a type import
      add(node, node.argument.literal as ts.Expression, []);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/** fetch(…), new XMLHttpRequest, <x>.hub.get/post(…), hub.get/post(…) in a file. */
function callsOf(source: ts.SourceFile): Array<{ what: string; line: number }> {
  const found: Array<{ what: string; line: number }> = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'fetch') found.push({ what: 'calls fetch(', line: lineOf(node) });
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        const target = callee.expression;
        if (name === 'fetch' && ts.isIdentifier(target) && GLOBAL_OBJECTS.has(target.text)) {
          found.push({ what: 'calls fetch(', line: lineOf(node) });
        }
        const isHub = (ts.isIdentifier(target) && target.text === 'hub') || (ts.isPropertyAccessExpression(target) && target.name.text === 'hub');
        if ((name === 'get' || name === 'post') && isHub) found.push({ what: `calls .hub.${name}(`, line: lineOf(node) });
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'XMLHttpRequest') {
      found.push({ what: 'calls new XMLHttpRequest', line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every layering violation of one file (`file` repository-relative, forward slashes). */
export function checkSource(file: string, text: string): Violation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const violations: Violation[] = [];
  const imports = importsOf(file, source);

  if (isUnder(file.replace(SOURCE_EXTENSION, ''), 'core/hub')) {
    for (const found of imports) {
      const target = found.module === 'core' ? 'core/index' : found.module;
      const forbidden = HUB_FORBIDDEN.find((dir) => isUnder(target, dir));
      if (forbidden) violations.push({ file, rule: 'hub-imports-core', what: `imports ${target}`, line: found.line });
    }
  }

  const widget = widgetOf(file);
  if (widget) {
    for (const found of imports) {
      const other = isUnder(found.module, 'widgets') ? widgetOf(`${found.module}.ts`) : null;
      if (other && other !== widget) violations.push({ file, rule: 'cross-widget', what: `imports ${found.module}`, line: found.line });
    }
    if (!isWidgetTest(file)) {
      for (const found of imports) {
        if (!isUnder(found.module, 'core/hub')) continue;
        for (const value of found.values) {
          if (UPPER_CASE.test(value)) continue;
          violations.push({ file, rule: 'widget-calls-hub', what: `imports ${value} from ${found.module}`, line: found.line });
        }
      }
      for (const call of callsOf(source)) violations.push({ file, rule: 'widget-calls-hub', what: call.what, line: call.line });
    }
  }
  return violations;
}

/** A known violation being removed: file + what (as checkSource reports it), how many times. */
export interface PendingEntry {
  file: string;
  rule: LayeringRule;
  what: string;
  /** Occurrences of this exact violation in the file (default 1). */
  times?: number;
}

export interface Verdict {
  /** Violations beyond what PENDING allows: the check fails on these. */
  fresh: Violation[];
  /** PENDING entries that no longer occur as often as listed: remove (or lower) them. */
  stale: Array<PendingEntry & { found: number }>;
}

const keyOf = (entry: Pick<Violation, 'file' | 'rule' | 'what'>) => `${entry.file}\u0000${entry.rule}\u0000${entry.what}`;

/** Sets the violations found against the PENDING list. */
export function judge(violations: readonly Violation[], pending: readonly PendingEntry[]): Verdict {
  const allowed = new Map<string, number>();
  for (const entry of pending) allowed.set(keyOf(entry), (allowed.get(keyOf(entry)) ?? 0) + (entry.times ?? 1));
  const seen = new Map<string, number>();
  const fresh: Violation[] = [];
  for (const violation of violations) {
    const key = keyOf(violation);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count > (allowed.get(key) ?? 0)) fresh.push(violation);
  }
  const stale = pending.map((entry) => ({ ...entry, found: seen.get(keyOf(entry)) ?? 0 })).filter((entry) => entry.found < (entry.times ?? 1));
  return { fresh, stale };
}
