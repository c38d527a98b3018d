/**
 * The one sign-in control of every widget (SignInGate, and the error notice of a read the hub
 * refused with 403 — ./Notice.tsx): a lido-login on the same page signs in there, in place;
 * otherwise /login through lido-navigate (the host's router, else portal-url + /login); on an
 * operator's page with neither, a lido-login in a dialog of this widget (issue 13: a guest is
 * never left without a way to sign in).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { navigateFrom } from '../element/navigation';
import { useCore, useHost, useRoute, useSlice, useT } from '../react/index';
import { isPlainClick, useRouteLink } from './RouteLink';

/** The sign-in element this control looks for on the page, and shows in its dialog. */
export const LOGIN = 'lido-login';

// Rare (a 403 on a page with nothing else to sign in with): the dialog kit loads then.
const SignInDialog = lazy(() => import('./SignInDialog'));

/** The sign-in route with the way back (000 §2, 001 §2: /login with forward_to). */
export function loginPath(origin: string): string {
  return `/login?forward_to=${encodeURIComponent(origin)}`;
}

/**
 * True when this page can show a lido-login: it is defined (imported from the npm package, or
 * already loaded), or lido.js can load it.
 */
function canShowLogin(view: Window): boolean {
  const loader = view.lido;
  return Boolean(view.customElements.get(LOGIN) || (loader && !Array.isArray(loader)));
}

/**
 * Sign in, then back to `origin`; without one, to where the guest is: the route shown (in the
 * portal's terms, when links go to portal-url), else this page's address, which carries the
 * element's place (history attribute). `children`: the label where it says more than "Log in"
 * ("Log in to book"); `className` and `part` where the widget styles or exposes it as another.
 */
export function SignInLink({
  origin,
  children,
  className = 'button',
  part = 'login',
}: {
  origin?: string;
  children?: ReactNode;
  className?: string;
  part?: string;
}) {
  const host = useHost();
  const route = useRoute();
  const portalUrl = useSlice(useCore().stores.configuration, (state) => state.portalUrl);
  const common = useT('common');
  const [inDialog, setInDialog] = useState(false);
  const view = host.ownerDocument.defaultView!;
  const { location } = view;
  const back =
    origin ?? (host.portalUrl || portalUrl ? (route?.path ?? host.lidoMeta.routes?.[0] ?? '/') : location.pathname + location.search + location.hash);
  const link = useRouteLink()(loginPath(back));
  return (
    <>
      <a
        href={link.href}
        className={className}
        part={part}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          const login = host.ownerDocument.querySelector(LOGIN);
          if (login) {
            // The page's own sign-in: the guest signs in there and every widget carries on.
            login.scrollIntoView({ block: 'nearest' });
            login.shadowRoot?.querySelector<HTMLElement>('input, select, button')?.focus();
            return;
          }
          navigateFrom(host, loginPath(back), undefined, () => {
            if (canShowLogin(view)) setInDialog(true);
            else
              console.warn(
                `[lido] <${host.localName}> cannot offer sign-in: no page handles lido-navigate, no portal-url is configured and <${LOGIN}> is not loaded`,
              );
          });
        }}
      >
        {children ?? common('login')}
      </a>
      {inDialog && (
        <Suspense>
          <SignInDialog onClose={() => setInDialog(false)} />
        </Suspense>
      )}
    </>
  );
}
