import { useEffect, useState, type MouseEvent } from 'react';
import { formatTimeOfDay } from '../../core/format/time';
import { portalName } from '../../core/config/portal';
import { useCore, useDeviceRules, useNavigate, useSlice, useT, type WidgetProps } from '../../core/react/index';
import { RouteLink } from '../../core/ui/RouteLink';
import { useUse12Hour } from '../../core/ui/time';
import { ConnectionState } from './ConnectionState';
import { useDeviceBehaviour } from './device-behaviour';
import { DeviceDialogs } from './DeviceDialogs';
import { useExcursionCartCount } from './excursion-cart';
import { LanguageMenu } from './languages';
import type meta from './header.meta';
import { ServerConnectionError } from './ServerConnectionError';

/** 002 §9: the clock is refreshed every 5 s. */
export const CLOCK_REFRESH_MS = 5000;

export function Header(_props: WidgetProps<typeof meta>) {
  useDeviceBehaviour();
  const core = useCore();
  const t = useT('shell');
  const navigate = useNavigate();
  const status = useSlice(core.config.state, (state) => state.status);
  const error = useSlice(core.config.state, (state) => state.error);
  const enableClock = useSlice(core.config.state, (state) => state.device?.deviceGroup?.deviceProfile?.enableClock === true);
  const use12Hour = useUse12Hour();
  // the ship (or hotel, flight, coach) the hub names, else the app title
  const name = useSlice(core.config.state, (state) => portalName(state.device));
  // a signage screen is read from across the room: nothing to press
  const interactive = useDeviceRules().deviceType !== 'DigitalSignage';

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab) keep the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate('/');
  };

  return (
    <>
      <DeviceDialogs />
      <header part="bar" className="bar header">
        {interactive ? (
          <a part="logo" className="logo" href="/" onClick={goHome}>
            <Logo />
            <span className="lido-visually-hidden">{t('homeLink')}</span>
          </a>
        ) : (
          // the mark alone: a link nobody can press would only be a focus stop and a false promise
          <span part="logo" className="logo">
            <Logo />
          </span>
        )}
        <p part="title" className="title">
          {name ?? t('appTitle')}
        </p>
        <ConnectionState />
        {enableClock && <Clock use12Hour={use12Hour} label={t('clock')} />}
        {interactive && <LanguageMenu part="language-menu" className="language-menu header-language" />}
        {interactive && <CartButton />}
      </header>
      {status === 'error' && error && <ServerConnectionError error={error} onRetry={() => void core.config.reload()} />}
    </>
  );
}

/**
 * The shore-excursion cart, on every page while it holds something (issue 34): the count, named
 * with it ("Excursion cart, 2 items"), leading to the cart; it follows every cart change of the
 * page and of other tabs (the cart query refreshes on `lido:cart`).
 */
function CartButton() {
  const t = useT('shell');
  const count = useExcursionCartCount();
  if (count === null) return null;
  const here = typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === '/cart';
  return (
    <RouteLink to="/cart" part="cart" className="cart-button" label={t('cartButton', { count })} aria-current={here ? 'page' : undefined}>
      <CartIcon />
      {/* the visible words are part of the name (WCAG 2.5.3): "Excursion cart 2" in "Excursion cart, 2 items" */}
      <span className="cart-name">{t('pages.excursionCart')}</span> <span className="cart-count">{count}</span>
    </RouteLink>
  );
}

function CartIcon() {
  return (
    <svg className="cart-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.5l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.1a1.5 1.5 0 0 0 1.5-1.1L20.5 8H7" />
      <circle cx="10" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}

function Clock({ use12Hour, label }: { use12Hour: boolean; label: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const text = formatTimeOfDay({ hours: now.getHours(), minutes: now.getMinutes() }, use12Hour);
  return (
    <p part="clock" className="clock">
      <span className="lido-visually-hidden">{label}: </span>
      <time dateTime={`${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`}>{text}</time>
    </p>
  );
}

/** The Lido mark: a wave on a rounded square, in the brand colours of the theme. */
function Logo() {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" className="logo-square" />
      <path d="M8 25c4-4 8-4 12 0s8 4 12 0" className="logo-wave" />
      <path d="M8 17c4-4 8-4 12 0s8 4 12 0" className="logo-wave logo-wave-light" />
    </svg>
  );
}
