/**
 * The legacy set's loader (legacy/lido.js, rollup.config.mjs): lido.js imports it on any engine
 * that is not modern (./floor.ts). The polyfills come first, so they are in place before the
 * loader or any chunk of the set runs; below the floor, each element gets its notice instead.
 */
import '../core/legacy/polyfills';
import { showTooOldNotices } from './floor-notice';
import { below } from './floor';
import { tags } from './loader';

export * from './loader';

if (below && typeof document != 'undefined') showTooOldNotices(document, tags.join(','), below);
