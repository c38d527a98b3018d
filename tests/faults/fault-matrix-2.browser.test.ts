/** The fault matrix (./fault-matrix.ts), part 2 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(2, 8);
