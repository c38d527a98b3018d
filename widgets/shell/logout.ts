/**
 * Logout (spec 002 §4): when a VOD token exists, sign out of the VOD provider first (its errors
 * are kept and its state cleared anyway), then clear authentication, itinerary, PMS state and
 * every other personal slice — in memory and in storage. The caller goes home.
 * One function for the logout button and the kiosk idle logout.
 */
import { vodLogout } from '../../core/session/vod-actions';
import type { LidoCore } from '../../core/index';

export async function logout(core: LidoCore): Promise<void> {
  await vodLogout(core);
  core.stores.wipePersonalData();
  core.stores.flush();
}
