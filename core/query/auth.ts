/**
 * Sign-in writes (000 §5, §7): every sign-in variant and the PIN change go through the one
 * mutation path like every other POST.
 */
import {
  authenticationFromResponse,
  changePin,
  resetPin,
  loginByAccountId,
  loginByAccountIdCabinNoAndPinNo,
  loginByPassenger,
  loginByPms,
  type PassengerLogin,
  type PinChange,
  type PinLogin,
  type PmsLogin,
  type SwipeLogin,
} from '../hub/auth';
import { hubMutation } from './define';

/** Each sign-in answers the authentication state to store (000 §3: sessionId, pms.information …). */
export const passengerSignIn = hubMutation('auth', 'loginByPassenger', (hub, body: PassengerLogin) =>
  loginByPassenger(hub, body).then(authenticationFromResponse),
);
export const pmsSignIn = hubMutation('auth', 'loginByPms', (hub, body: PmsLogin) => loginByPms(hub, body).then(authenticationFromResponse));
export const pinSignIn = hubMutation('auth', 'loginByAccountIdCabinNoAndPinNo', (hub, body: PinLogin) =>
  loginByAccountIdCabinNoAndPinNo(hub, body).then(authenticationFromResponse),
);
export const swipeSignIn = hubMutation('auth', 'loginByAccountId', (hub, body: SwipeLogin) => loginByAccountId(hub, body).then(authenticationFromResponse));
/** Resolves { changed: true } on success (an empty answer), else the refusal and the hub's reason. */
export const pinChange = hubMutation('auth', 'changePin', (hub, body: PinChange) => changePin(hub, body));
/** Resolves true when the hub reset the PIN (an empty answer), false when it refused. */
export const pinReset = hubMutation('auth', 'resetPin', (hub, _input: void) => resetPin(hub), {
  // The hub tells the guest what happens next in a cabin message.
  invalidates: [{ domain: 'messages', call: 'list' }],
});
