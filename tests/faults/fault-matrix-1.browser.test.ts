/** The fault matrix (./fault-matrix.ts), part 1 of 2. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(1, 2);
