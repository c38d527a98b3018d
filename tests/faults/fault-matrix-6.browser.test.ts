/** The fault matrix (./fault-matrix.ts), part 6 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(6, 8);
