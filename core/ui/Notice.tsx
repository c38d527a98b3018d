/**
 * Notices: a plain one (a page that does not exist, an address that is none of the element's
 * pages, a stream without its navigation state) and
 * the error notice every hub read shows when it fails: the spec's "There has been an error:
 * {message}" with a short message a guest can read (./errors.ts), and a retry that loses nothing.
 * A read the hub refused with 403 ended the session (000 §8; the core signed the guest out): the
 * notice says so and offers the sign-in, and reads again by itself once the guest has signed in —
 * in the portal the host site goes to /login at once, on an operator's page this is the way back.
 */
import { useEffect, type ReactNode } from 'react';
import { HubError } from '../hub/client';
import { useCore, useT, useSignedIn } from '../react/index';
import { Button } from './Button';
import { RouteLink } from './RouteLink';
import { SignInLink } from './SignInLink';
import { guestErrorText } from './errors';
import { useUiT } from './texts';

export function Notice({ tone = 'info', children }: { tone?: 'info' | 'error'; children: ReactNode }) {
  return (
    <div className={tone === 'error' ? 'notice error' : 'notice'} role="alert" part={tone === 'error' ? 'error' : 'notice'}>
      {children}
    </div>
  );
}

/** A route that shows nothing (an unknown path, a missing title), with the way back to a list. */
export function NotFoundNotice({ text, backTo, backLabel }: { text: string; backTo: string; backLabel: string }) {
  return (
    <Notice>
      <p>{text}</p>
      <RouteLink to={backTo} className="button secondary">
        {backLabel}
      </RouteLink>
    </Notice>
  );
}

/**
 * An address shown in place that is none of the element's pages (issue 35: one rule for every
 * element that reads its routes through its meta's pages): not its start view, but "not found"
 * with the way to its first page.
 */
export function UnknownPageNotice({ start }: { start: string }) {
  const common = useT('common');
  return <NotFoundNotice text={common('notFound')} backTo={start} backLabel={common('back')} />;
}

export interface ErrorNoticeProps {
  /** A HubError, a VodError or VOD message, a SeanetError, anything thrown. */
  error: unknown;
  onRetry?: () => void;
  /** The spec's own sentence for this failure (e.g. the muster status), instead of the generic one. */
  message?: string;
  /** More text under the message. */
  children?: ReactNode;
}

export function ErrorNotice({ error, onRetry, message, children }: ErrorNoticeProps) {
  const t = useUiT();
  const common = useT('common');
  const { authentication } = useCore().stores;
  // Signed out by it: a 403 of a media provider (its own session) leaves the guest signed in.
  const ended = !useSignedIn() && error instanceof HubError && error.code === 403;
  useEffect(
    () => (ended && onRetry ? authentication.subscribe((state, previous) => state.isAuthenticated && !previous.isAuthenticated && onRetry()) : undefined),
    [authentication, ended, onRetry],
  );
  return (
    <Notice tone="error">
      <p>{ended ? common('sessionExpired') : (message ?? guestErrorText(error, t))}</p>
      {children}
      {ended && <SignInLink />}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {common('retry')}
        </Button>
      )}
    </Notice>
  );
}

/** The sentence for an error, for places that show it inline (a failed watchlist change, a position report). */
export function useErrorText(): (error: unknown) => string {
  const t = useUiT();
  return (error) => guestErrorText(error, t);
}
