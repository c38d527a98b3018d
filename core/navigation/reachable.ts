import { timeoutSignal } from '../hub/http';
/**
 * Whether a page answers at `url` at all (any status; another origin answers opaquely) within
 * 5 s: a screen that leaves the portal by itself (the kiosk's idle redirect to the signage
 * address) checks first, so it never ends on the browser's error page.
 */
export async function isReachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: timeoutSignal(5000) });
    return true;
  } catch {
    return false;
  }
}
