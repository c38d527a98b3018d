import { BUNDLE_BASE } from './bundle';

/**
 * The chunks a page will import, known when the site is built (dist/size-report.json, copied to
 * public/lido/ by scripts/build-site.mjs: each widget chunk with the chunks it imports
 * statically). The page names them in `<link rel="modulepreload">`, so they download with the
 * HTML's parse instead of one round trip later, after lido.js has run (600 ms on a GEO link).
 */
const reports = import.meta.glob<unknown>('../public/lido/size-report.json', { eager: true, import: 'default' });

interface Chunk {
  file?: unknown;
  kind?: unknown;
  tag?: unknown;
  imports?: unknown;
}

/**
 * Lazily imported chunks a route's element always needs for its first content: the article's
 * text is CMS HTML, shown only once the sanitiser (DOMPurify, its own chunk) has loaded — loaded
 * with the page, the text does not appear late and push what is below it (CLS).
 */
const FIRST_CONTENT_EXTRAS: Readonly<Record<string, readonly RegExp[]>> = {
  'lido-content-detail': [/^sanitize-[\w-]+\.js$/],
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : []);

/** tag → [its chunk's static imports (the core first), then the chunk itself, then its first-content extras]. */
export function chunksByTag(report: unknown): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  const chunks = (report as { chunks?: Chunk[] } | null)?.chunks;
  if (!Array.isArray(chunks)) return byTag;
  const byFile = new Map(chunks.filter((chunk) => typeof chunk.file === 'string').map((chunk) => [chunk.file as string, chunk]));
  for (const chunk of chunks) {
    if (typeof chunk.tag !== 'string' || typeof chunk.file !== 'string') continue;
    const files = [...strings(chunk.imports), chunk.file];
    for (const pattern of FIRST_CONTENT_EXTRAS[chunk.tag] ?? []) {
      for (const extra of [...byFile.keys()].filter((file) => pattern.test(file))) files.push(...strings(byFile.get(extra)?.imports), extra);
    }
    byTag.set(chunk.tag, [...new Set(files)]);
  }
  return byTag;
}

const report = Object.values(reports)[0] ?? null;
const byTag = chunksByTag(report);

/** The hydration chunk (core/element/server-root.ts) with its imports: a server-rendered page needs it first. */
const serverRootChunks = (() => {
  const chunks = (report as { chunks?: Chunk[] } | null)?.chunks ?? [];
  const chunk = chunks.find((candidate) => typeof candidate.file === 'string' && /^server-root-[\w-]+\.js$/.test(candidate.file));
  return chunk ? [...strings(chunk.imports), chunk.file as string] : [];
})();

/** The app shell's elements, on every page. */
export const SHELL_TAGS = ['lido-header', 'lido-subheader', 'lido-footer'] as const;

/**
 * URLs (in the pinned version folder) to preload for a page placing `tag` (null: only the shell) after `lead` (the home
 * tiles), rendered on the server or not: the route's elements and their chunks first (with the hydration chunk when
 * `serverRendered`) (their first content is what the guest
 * waits for), then the shell's.
 */
export function modulePreloads(tag: string | null, lead: string | null = null, serverRendered = false): string[] {
  const files = new Set<string>();
  for (const name of [lead, tag, ...SHELL_TAGS]) {
    if (!name) continue;
    for (const file of byTag.get(name) ?? []) files.add(file);
    // hydration waits for it: with the page, not one round trip after the element's chunk
    if (name === tag && serverRendered) for (const file of serverRootChunks) files.add(file);
  }
  return [...files].map((file) => `${BUNDLE_BASE}${file}`);
}
