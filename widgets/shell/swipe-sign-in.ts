/** A kiosk card swipe's sign-in (loaded with the first swipe: the shell's pages need it rarely). */
import type { AuthenticationState, LidoCore } from '../../core/index';
import { swipeSignIn } from '../../core/query/auth';
import { runWrite } from '../../core/query/mutations';

export function signInBySwipe(core: LidoCore, swipe: string, accountNumber: string): Promise<AuthenticationState> {
  return runWrite(core, swipeSignIn, { swipe, accountNumber });
}
