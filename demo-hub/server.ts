/**
 * The Lido demo hub: `node demo-hub/server.ts [flags]` (Node 24 runs the TypeScript directly).
 * The compile cache keeps the type-stripped, compiled modules on disk, so every start after the
 * first skips the TypeScript transform (about 0.3 s instead of 2 s on a busy machine).
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./cli.ts');
