/**
 * The VOD session gate and the failed sign-in notice (000 §2, 002 §8), shared by every widget
 * that plays the VOD provider's content (VOD, live TV).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ensureVodSession, hasVodAuthentication, vodRuntime, type VodSignInFailed } from '../session/vod-actions';
import type { VodMessage } from '../session/vod-slices';
import { useCore, useNavigate, useSlice } from '../react/index';
import { Loading } from './Loading';
import { ErrorNotice } from './Notice';
import { QueryView, type QueryViewProps } from './QueryView';
import { useUiT } from './texts';
// the VOD failures' sentences, for every notice of the VOD widgets
import './vod-errors';

/**
 * 000 §2: VOD views need a device id and a token; without them a VOD sign-in is tried, and when
 * it fails the guest goes home (the host site, or portal-url). Alone on a page without either,
 * the widget says so and offers to try again.
 *
 * `early`: the children need nothing from the provider (the VOD entry screen: two tiles with hub
 * CMS pictures), so they show while the sign-in runs instead of after it (one satellite round trip
 * sooner); a failed sign-in still replaces them with the notice and sends the guest home.
 */
export function VodGate({ children, early }: { children: ReactNode; early?: boolean }) {
  const core = useCore();
  const t = useUiT();
  const signedIn = useSlice(vodRuntime(core).slices.vod, hasVodAuthentication);
  const [state, setState] = useState<'checking' | 'ready' | 'failed'>(signedIn ? 'ready' : 'checking');

  useEffect(() => {
    if (state !== 'checking') return;
    let active = true;
    void ensureVodSession(core).then((ok) => {
      if (active) setState(ok ? 'ready' : 'failed');
    });
    return () => {
      active = false;
    };
  }, [core, state]);

  if (state === 'checking' && !early) return <Loading label={t('vod:signIn.progress')} />;
  if (state === 'failed') return <SignInFailedNotice onRetry={() => setState('checking')} />;
  return <>{children}</>;
}

/** The guest goes home after a failed VOD sign-in (000 §2, 002 §8); shown when nothing routes it. */
export function SignInFailedNotice({ onRetry, reason }: { onRetry: () => void; /** why (default: the VOD slice's message) */ reason?: VodMessage }) {
  const t = useUiT();
  const navigate = useNavigate();
  const stored = useSlice(vodRuntime(useCore()).slices.vod, (state) => state.errormessage);
  const message = reason ?? stored;
  const sent = useRef(false);
  // In the commit that shows the notice (a layout effect), not after it is painted: whoever sees
  // the message can count on the way home having been asked for.
  useLayoutEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate('/');
  }, [navigate]);
  return (
    <ErrorNotice error={message ?? { key: 'noDetailedMessage' }} onRetry={onRetry}>
      <p>{t('vod:signIn.failed')}</p>
    </ErrorNotice>
  );
}

/** A failed provider read that could not even sign in (VodSignInFailed, told apart by name: no import of the class). */
export function isVodSignInFailure(error: unknown): error is VodSignInFailed {
  return error instanceof Error && error.name === 'VodSignInFailed';
}

/**
 * QueryView for reads of the VOD provider (core/query/vod.ts): a read whose VOD sign-in failed
 * sends the guest home and says so (000 §2), with a Try again that signs in again.
 */
export function VodQueryView<T>(props: QueryViewProps<T>) {
  return <QueryView {...props} errorView={vodErrorView} />;
}

function vodErrorView(error: unknown, retry: () => void): ReactNode | undefined {
  return isVodSignInFailure(error) ? <SignInFailedNotice onRetry={retry} reason={error.reason} /> : undefined;
}
