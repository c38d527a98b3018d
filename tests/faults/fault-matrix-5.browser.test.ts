/** The fault matrix (./fault-matrix.ts), part 5 of 8. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(5, 8);
