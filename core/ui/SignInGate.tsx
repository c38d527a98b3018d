/**
 * Pages that belong to a signed-in guest (001 §6, 002 §6: PIN, cabin messages, problems, account …).
 * In the portal the host site's route guard sends a visitor to /login first; an element placed
 * alone on an operator's page shows this instead: what is missing and a link to /login that
 * brings the guest back (forward_to). When the session ends while the page is open (logout,
 * kiosk idle logout, a 403) the guest's data goes with it and the same notice says so.
 */
import { useRef, type ReactNode } from 'react';
import { useT, useSignedIn } from '../react/index';
import { Notice } from './Notice';
import { SignInLink } from './SignInLink';
import { useUiT } from './texts';

export { loginPath } from './SignInLink';

export function SignInGate({ origin, children }: { /** the route to come back to after sign-in */ origin: string; children: ReactNode }) {
  const signedIn = useSignedIn();
  const wasSignedIn = useRef(signedIn);
  const t = useUiT();
  const common = useT('common');
  if (signedIn) {
    wasSignedIn.current = true;
    return <>{children}</>;
  }
  return (
    <Notice>
      <p>{wasSignedIn.current ? common('sessionExpired') : t('signInRequired')}</p>
      <SignInLink origin={origin} />
    </Notice>
  );
}
