import { useCallback, useEffect, useState } from 'react';
import { vodLogin } from '../../core/session/vod-actions';
import { readNavigationState } from '../../core/navigation/nav-state';
import { useCore, useDeviceRules, useNavigate, useSlice, useT, type WidgetProps, usePageHeading, useUiSetting } from '../../core/react/index';
import { AccountForm, CardForm, NameForm, PassengerForm } from './forms';
import type meta from './login.meta';
import { externalLoginUrl, forwardTarget, loginVariant, type AuthenticationConfig } from './login-variant';
import { articleByHashtagQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { Loading } from '../../core/ui/Loading';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { PinChangeDialog } from './PinChangeDialog';
import { useSignIn } from './use-sign-in';

/** 000 §2: after sign-in the guest goes back to where they came from, else here. */
export const DEFAULT_AFTER_LOGIN = '/my_holiday';
/** After the VOD sign-in, when no origin is known. */
export const DEFAULT_AFTER_VOD_LOGIN = '/vod/overview';

/** The origin: the forward-to attribute, else the navigation state's forward_to. */
function originOf(forwardTo: string | undefined, path: string): string | undefined {
  if (forwardTo) return forwardTo;
  const state = readNavigationState<{ forward_to?: unknown }>(path);
  return typeof state?.forward_to === 'string' ? state.forward_to : undefined;
}

export function Login({ forwardTo, view }: WidgetProps<typeof meta>) {
  return view === 'vod' ? <VodSignIn forwardTo={forwardTo} /> : <SignInPage forwardTo={forwardTo} />;
}

function SignInPage({ forwardTo }: { forwardTo: string | undefined }) {
  const Heading = usePageHeading();
  const core = useCore();
  const t = useT('login');
  const navigate = useNavigate();
  const rules = useDeviceRules();
  const status = useSlice(core.config.state, (state) => state.status);
  const authentication = useSlice(core.config.state, (state) => state.device?.authentication as AuthenticationConfig | undefined);
  const pinLogin = useUiSetting('pinLogin');
  const origin = originOf(forwardTo, '/login');

  const onAuthenticated = useCallback(() => navigate(forwardTarget(origin, DEFAULT_AFTER_LOGIN)), [navigate, origin]);
  const signIn = useSignIn(onAuthenticated);

  if (status === 'idle' || status === 'loading') {
    return (
      <section part="login" className="login" aria-busy="true">
        <Loading />
      </section>
    );
  }
  const variant = status === 'error' ? 'missing' : loginVariant(authentication, rules.deviceType);
  const kiosk = variant === 'guest-card' || variant === 'card-scan';

  return (
    <section part="login" className={`login variant-${variant}`} aria-labelledby="login-title">
      <Heading id="login-title" className="login-title">
        {kiosk ? t('kioskTitle') : t('title')}
      </Heading>
      {variant === 'passenger' && (
        <p className="intro">
          {t('intro')} {t('requiredHint')}
        </p>
      )}
      {variant === 'passenger' && <PassengerForm signIn={signIn} />}
      {variant === 'account' && <AccountForm signIn={signIn} pinLogin={pinLogin} />}
      {variant === 'name' && <NameForm signIn={signIn} />}
      {kiosk && <CardForm signIn={signIn} scan={variant === 'card-scan'} />}
      {variant === 'external' && <ExternalLogin url={externalLoginUrl(authentication)} />}
      {variant === 'account' ? (
        <AccountHelp pinLogin={pinLogin} />
      ) : (
        variant !== 'missing' && variant !== 'external' && <SignInExtra hashtag={kiosk ? 'loginFormKiosk' : 'loginFormExtra'} />
      )}
      {variant === 'missing' && (
        <p className="form-message" role="alert">
          {t('configuration_missing')}
        </p>
      )}
      {signIn.phase === 'pin-change' && <PinChangeDialog onChange={signIn.changeRequiredPin} onCancel={signIn.abandonPinChange} />}
    </section>
  );
}

/** 000 §5: one reservation system only shows a message and a link to its own login. */
function ExternalLogin({ url }: { url: string | null }) {
  const t = useT('login');
  if (!url) {
    return (
      <p className="form-message" role="alert">
        {t('configuration_missing')}
      </p>
    );
  }
  return (
    <div className="external">
      <p>{t('externalLoginText')}</p>
      <a className="button" href={url} rel="noopener">
        {t('externalLoginLink')}
      </a>
    </div>
  );
}

/** /vod/login (000 §2): sign in to the VOD provider; on failure the guest goes home. */
function VodSignIn({ forwardTo }: { forwardTo: string | undefined }) {
  const core = useCore();
  const t = useT('login');
  const navigate = useNavigate();
  const origin = originOf(forwardTo, '/vod/login');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    void vodLogin(core).then((ok) => {
      if (!active) return;
      if (ok) navigate(forwardTarget(origin, DEFAULT_AFTER_VOD_LOGIN));
      else {
        setFailed(true);
        navigate('/');
      }
    });
    return () => {
      active = false;
    };
  }, [core, navigate, origin]);

  return (
    <section part="login" className="login vod-login" aria-busy={!failed}>
      <p role="status">{failed ? t('vodLoginFailed') : t('vodSigningIn')}</p>
    </section>
  );
}

/**
 * The account form's own help: where the account and cabin numbers are and, with a PIN, what the
 * PIN is. The loginFormExtra article is the help of the default form (the booking reference and
 * the lead surname), which a guest signing in with a PIN has not got (#30).
 */
function AccountHelp({ pinLogin }: { pinLogin: boolean }) {
  const t = useT('login');
  return (
    <aside part="extra" className="login-extra" aria-labelledby="login-extra-title">
      <h2 id="login-extra-title" className="login-extra-title">
        {t('helpTitle')}
      </h2>
      <p>{t('accountHelp')}</p>
      {pinLogin && <p>{t('pinHelp')}</p>}
    </aside>
  );
}

/**
 * 000 §7: the operator's own words next to the form — the article tagged loginFormExtra (on a
 * kiosk loginFormKiosk): where the booking reference is, how to scan the card. Help, not a
 * requirement: while it loads or when the hub has none, the form stands alone.
 */
function SignInExtra({ hashtag }: { hashtag: 'loginFormExtra' | 'loginFormKiosk' }) {
  const { data: article } = useHubQuery(articleByHashtagQuery, [hashtag]);
  if (!article) return null;
  return (
    <aside part="extra" className="login-extra" aria-labelledby="login-extra-title">
      <h2 id="login-extra-title" className="login-extra-title">
        {article.title}
      </h2>
      <SafeHtml html={article.description} />
    </aside>
  );
}
