/** The fault matrix (./fault-matrix.ts), part 4 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(4, 8);
