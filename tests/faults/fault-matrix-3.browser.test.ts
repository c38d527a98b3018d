/** The fault matrix (./fault-matrix.ts), part 3 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(3, 8);
