/** The fault matrix (./fault-matrix.ts), part 7 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(7, 8);
