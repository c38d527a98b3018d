/**
 * Helpers of the muster browser tests (not a test file itself): sign-ins of the demo hub's guests
 * through the core, the hub's muster reset, and the device configuration of a device type.
 */
import { authenticationFromResponse, loginByAccountIdCabinNoAndPinNo, loginByPassenger } from '../../core/hub/auth';
import { core, dmy, hubUrl } from '../../tests/helpers/widget-page';

export * from '../../tests/helpers/widget-page';

/** demo-hub/README.md "Muster": the default party (John, lead), Sarah Jones (no station visit), Maria Miller (blocked for muster). */
export type DemoGuest = 'john' | 'sarah' | 'maria';

export async function signIn(guest: DemoGuest = 'john'): Promise<void> {
  const answer =
    guest === 'john'
      ? await loginByPassenger(core.hub, { bookingReference: 'LIDO123', lastName: 'Smith', departureDate: dmy() })
      : await loginByAccountIdCabinNoAndPinNo(
          core.hub,
          guest === 'sarah' ? { accountNumber: '100301', location: '7014', pinNo: '0000' } : { accountNumber: '100500', location: '8022', pinNo: '1234' },
        );
  core.stores.authentication.setState(authenticationFromResponse(answer));
}

export function signOut(): void {
  core.stores.wipePersonalData();
}

/** The demo hub's muster state back to its seed (POST /__admin/muster/reset). */
export async function resetMuster(): Promise<void> {
  await fetch(`${hubUrl()}/__admin/muster/reset`, { method: 'POST' });
}
