/**
 * The origin a guest returns to after signing in (000 §2, 002 §2), carried as
 * /login?forward_to=<path>. Only a path on this site is kept (the same rule as lido-login's).
 */
import { forwardTarget } from '../../../widgets/login/login-variant';

export function loginAddress(origin: string): string {
  const safe = forwardTarget(origin, '/');
  return safe !== '/' ? `/login?forward_to=${encodeURIComponent(safe)}` : '/login';
}
