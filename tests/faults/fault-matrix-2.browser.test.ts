/** The fault matrix (./fault-matrix.ts), part 2 of 2. */
import { registerFaultMatrix } from './fault-matrix';

registerFaultMatrix(2, 2);
