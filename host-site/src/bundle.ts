/**
 * Where this portal's pages load the bundle from: the version folder it was built with
 * (dist/size-report.json, copied to public/lido/ by scripts/build-site.mjs, names it). Pinned,
 * because the portal and the bundle are built and deployed together: every file the page loads is
 * immutable (no revalidation on a return visit) and a page never meets a newer bundle than the
 * one it was built against. Snippets for operators' own pages use FOLLOW_LOADER instead.
 */
const reports = import.meta.glob<unknown>('../public/lido/size-report.json', { eager: true, import: 'default' });
const report = (Object.values(reports)[0] ?? null) as { version?: unknown; dir?: unknown } | null;

/** The bundle's version (package.json's when it was built). */
export const BUNDLE_VERSION: string = typeof report?.version === 'string' ? report.version : '0.0.0';
/** The pinned folder's URL: `/lido/<version>/`. */
export const BUNDLE_BASE = `/lido/${BUNDLE_VERSION}/`;
/** The pinned lido.js the portal's pages load. */
export const LOADER_URL = `${BUNDLE_BASE}lido.js`;
/** The major line an operator's page follows (newest compatible version, short-cached). */
export const FOLLOW_LOADER_URL = `/lido/${BUNDLE_VERSION.split('.')[0]}/lido.js`;
