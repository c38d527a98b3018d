/** The fault matrix (./fault-matrix.ts), part 8 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(8, 8);
