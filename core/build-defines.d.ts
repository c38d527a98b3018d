/**
 * Constants replaced at build time (rollup.config.mjs BUILD_DEFINES; web-test-runner's esbuild
 * plugin and vitest define the same for the sources).
 */

/** package.json's version: the library version (core/index.ts CORE_VERSION). */
declare const __LIDO_VERSION__: string;
