/** The fault matrix's writes (./write-matrix.ts): a queued write through 5xx, a reload, then recovery or refusal. */
import { registerWriteMatrix } from './write-matrix';

registerWriteMatrix();
