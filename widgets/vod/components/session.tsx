/** The VOD session gate and the failed sign-in notice (000 §2, 002 §8). */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ensureVodSession, hasVodAuthentication } from '../../../core/session/vod-actions';
import { useCore, useNavigate, useSlice, useT } from '../../../core/react/index';
import { useVodRuntime, type QueryState } from '../vod-data';
import { ErrorNotice, Loading } from './parts';

/**
 * 000 §2: VOD views need a device id and a token; without them a VOD sign-in is tried, and when
 * it fails the guest goes home (the host site, or portal-url). Alone on a page without either,
 * the widget says so and offers to try again.
 */
export function VodGate({ children }: { children: ReactNode }) {
  const core = useCore();
  const t = useT('vod');
  const { slices } = useVodRuntime();
  const signedIn = useSlice(slices.vod, hasVodAuthentication);
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

  if (state === 'checking') return <Loading label={t('signIn.progress')} />;
  if (state === 'failed') return <SignInFailedNotice onRetry={() => setState('checking')} />;
  return <>{children}</>;
}

/** The guest goes home after a failed VOD sign-in (000 §2, 002 §8); shown when nothing routes it. */
export function SignInFailedNotice({ onRetry }: { onRetry: () => void }) {
  const t = useT('vod');
  const navigate = useNavigate();
  const { slices } = useVodRuntime();
  const message = useSlice(slices.vod, (state) => state.errormessage);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate('/');
  }, [navigate]);
  return (
    <ErrorNotice message={message} onRetry={onRetry}>
      <p>{t('signIn.failed')}</p>
    </ErrorNotice>
  );
}

/** What a title view shows instead of its title: loading, a failed sign-in, an error, or not found. */
export function ItemNotice({ state, onRetry }: { state: QueryState<unknown>; onRetry: () => void }) {
  const t = useT('vod');
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signin-failed') return <SignInFailedNotice onRetry={onRetry} />;
  if (state.status === 'error') return <ErrorNotice message={state.error} onRetry={onRetry} />;
  return (
    <div className="notice" role="alert">
      <p>{t('notFound')}</p>
    </div>
  );
}
