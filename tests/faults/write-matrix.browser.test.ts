/**
 * The fault matrix's writes (./write-matrix.ts): a queued write through 5xx, a reload, then recovery
 * or refusal. Not named fault-matrix-*: it runs with the widget files, alone on its shard's hub.
 */
import { registerWriteMatrix } from './write-matrix';

registerWriteMatrix();
