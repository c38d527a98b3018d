/**
 * Build-time constants (declared for TypeScript in core/build-defines.d.ts), the same for the
 * bundle (rollup.config.mjs), the browser tests' sources (web-test-runner's esbuild plugin) and
 * vitest: package.json's version becomes CORE_VERSION.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** package.json's version. */
export const LIDO_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

/** Identifier → replacement source text (a JSON literal), for rollup replace / esbuild define / vite define. */
export const BUILD_DEFINES = { __LIDO_VERSION__: JSON.stringify(LIDO_VERSION), __LIDO_LEGACY__: 'false' };

/** The legacy set's (rollup.config.mjs): the same, built for the engine floor. */
export const LEGACY_DEFINES = { ...BUILD_DEFINES, __LIDO_LEGACY__: 'true' };
