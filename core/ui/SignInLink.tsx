/**
 * The one sign-in control of every widget (SignInGate, and the error notice of a read the hub
 * refused with 403 — ./Notice.tsx): a lido-login on the same page signs in there, in place;
 * otherwise /login through lido-navigate (the host's router, else portal-url + /login).
 */
import { useCore, useHost, useRoute, useSlice, useT } from '../react/index';
import { isPlainClick, useRouteLink } from './RouteLink';

/** The sign-in route with the way back (000 §2, 001 §2: /login with forward_to). */
export function loginPath(origin: string): string {
  return `/login?forward_to=${encodeURIComponent(origin)}`;
}

/**
 * Sign in, then back to `origin`; without one, to where the guest is: the route shown (in the
 * portal's terms, when links go to portal-url), else this page's address, which carries the
 * element's place (history attribute).
 */
export function SignInLink({ origin }: { origin?: string }) {
  const host = useHost();
  const route = useRoute();
  const portalUrl = useSlice(useCore().stores.configuration, (state) => state.portalUrl);
  const common = useT('common');
  const { location } = host.ownerDocument.defaultView!;
  const back = origin ?? (host.portalUrl || portalUrl ? (route?.path ?? host.lidoMeta.routes?.[0] ?? '/') : location.pathname + location.search + location.hash);
  const link = useRouteLink()(loginPath(back));
  return (
    <a
      href={link.href}
      className="button"
      part="login"
      onClick={(event) => {
        const login = host.ownerDocument.querySelector('lido-login');
        if (!login || !isPlainClick(event)) return link.onClick(event);
        // The page's own sign-in: the guest signs in there and every widget carries on.
        event.preventDefault();
        login.scrollIntoView({ block: 'nearest' });
        login.shadowRoot?.querySelector<HTMLElement>('input, select, button')?.focus();
      }}
    >
      {common('login')}
    </a>
  );
}

