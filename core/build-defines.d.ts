/**
 * Constants replaced at build time (rollup.config.mjs BUILD_DEFINES; web-test-runner's esbuild
 * plugin and vitest define the same for the sources).
 */

/** package.json's version: the library version (core/index.ts CORE_VERSION). */
declare const __LIDO_VERSION__: string;
/** true in the legacy set (the engine floor's build, rollup.config.mjs), false in the modern one. */
declare const __LIDO_LEGACY__: boolean;
