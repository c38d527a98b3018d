/**
 * The public part of the core: the types dist/lido.d.ts declares besides the per-element ones.
 * scripts/typings.mjs compiles it (emitDeclarationOnly) with the elements' types generated from
 * the metas and joins the declarations into one file, so every module this one re-exports from
 * must declare types only and import nothing outside core/ (lido.d.ts stays framework-free).
 */
export type * from './element/events';
export type { PageConfig } from './config/page-config';
export type * from './element/loader-api';
export type * from './element/public-types';
