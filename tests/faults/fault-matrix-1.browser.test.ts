/** The fault matrix (./fault-matrix.ts), part 1 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(1, 8);
