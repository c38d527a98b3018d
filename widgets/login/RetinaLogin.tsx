import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LidoCore } from '../../core/index';
import { pmsSignIn } from '../../core/query/auth';
import { runWrite } from '../../core/query/mutations';
import { useCore, useNavigate, useSlice, useT, type WidgetProps, usePageHeading } from '../../core/react/index';
import type meta from './retina-login.meta';
import { Button } from '../../core/ui/Button';
import { RouteLink } from '../../core/ui/RouteLink';
import { humanText } from '../../core/ui/errors';
import { useSignIn } from './use-sign-in';

/** 002 §9: the success page counts down 5 seconds, then goes home. */
export const SUCCESS_REDIRECT_SECONDS = 5;
export const SUCCESS_PATH = '/retina/loginsuccess';

export function RetinaLogin({ token, accountId, room, view }: WidgetProps<typeof meta>) {
  return view === 'success' ? <Success /> : <SignIn token={token} accountId={accountId} room={room} />;
}

/** Signs in with the hospitality token, or the account id and room, as soon as it is shown. */
function SignIn({ token, accountId, room }: { token?: string; accountId?: string; room?: string }) {
  const Heading = usePageHeading();
  const core = useCore();
  const t = useT('login');
  const navigate = useNavigate();
  const onAuthenticated = useCallback(() => navigate(SUCCESS_PATH), [navigate]);
  const signIn = useSignIn(onAuthenticated);
  const started = useRef('');
  const { submit } = signIn;

  const attempt = useCallback(() => {
    const send = token
      ? (core: LidoCore) => runWrite(core, pmsSignIn, { token })
      : accountId && room
        ? (core: LidoCore) => runWrite(core, pmsSignIn, { accountNumber: accountId, location: room })
        : null;
    if (send) void submit({ send, refused: { key: 'loginFailedRetina' } });
  }, [submit, token, accountId, room]);

  useEffect(() => {
    const key = `${token ?? ''}|${accountId ?? ''}|${room ?? ''}`;
    if (started.current === key) return;
    started.current = key;
    attempt();
  }, [attempt, token, accountId, room]);

  const failed = signIn.phase === 'failed' || (!token && !(accountId && room));
  const detail = core.stores.authentication.getState().errorMessage;
  return (
    <section part="retina" className="login retina" aria-labelledby="retina-title">
      <Heading id="retina-title" className="login-title">
        {t('title')}
      </Heading>
      {failed ? (
        <>
          <div className="form-message" role="alert">
            <p>
              {t(signIn.message?.key ?? 'loginFailedRetina')}
              {signIn.message?.key === 'loginFailedRetina' && detail ? ` ${translateHubMessage(t, detail)}` : ''}
            </p>
          </div>
          {/* The room system may answer on a second try; the guest can always sign in the usual way. */}
          <div className="button-row">
            {(token || (accountId && room)) && <Button onClick={attempt}>{t('retinaRetry')}</Button>}
            <RouteLink to="/login" className="button secondary">
              {t('retinaOtherLogin')}
            </RouteLink>
          </div>
        </>
      ) : (
        <p role="status" aria-busy="true">
          {t('retinaSigningIn')}
        </p>
      )}
    </section>
  );
}

/** The hub sends some messages as catalogue keys (e.g. loginFailed): their text; other text only when it is words. */
function translateHubMessage(t: TFunction, message: string): string {
  return /^[A-Za-z_]+$/.test(message) ? t(message, { defaultValue: humanText(message) ?? '' }) : (humanText(message) ?? '');
}

/** /retina/loginsuccess: a welcome, and home after a visible 5-second countdown. */
function Success() {
  const Heading = usePageHeading();
  const core = useCore();
  const t = useT('login');
  const navigate = useNavigate();
  const name = useSlice(core.stores.authentication, (state) => (state.isAuthenticated ? state.pmsName : null));
  const [left, setLeft] = useState(SUCCESS_REDIRECT_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      navigate('/');
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <section part="retina" className="login retina success" aria-labelledby="retina-title">
      <Heading id="retina-title" className="login-title">
        {name ? t('welcomeName', { name }) : t('welcome')}
      </Heading>
      <p part="countdown" className="countdown" role="timer">
        {t('redirectCountdown', { count: Math.max(0, left) })}
      </p>
      <a
        className="button"
        href="/"
        onClick={(event) => {
          event.preventDefault();
          navigate('/');
        }}
      >
        {t('goHomeNow')}
      </a>
    </section>
  );
}
