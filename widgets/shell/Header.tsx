import { useEffect, useState, type MouseEvent } from 'react';
import { formatTimeOfDay } from '../../core/format/time';
import { useCore, useNavigate, useSlice, useT, type WidgetProps } from '../../core/react/index';
import { useUse12Hour } from '../../core/ui/time';
import { ConnectionState } from './ConnectionState';
import { useDeviceBehaviour } from './device-behaviour';
import { DeviceDialogs } from './DeviceDialogs';
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
        <a part="logo" className="logo" href="/" onClick={goHome}>
          <Logo />
          <span className="lido-visually-hidden">{t('homeLink')}</span>
        </a>
        <p part="title" className="title">
          {t('appTitle')}
        </p>
        <ConnectionState />
        {enableClock && <Clock use12Hour={use12Hour} label={t('clock')} />}
      </header>
      {status === 'error' && error && <ServerConnectionError error={error} onRetry={() => void core.config.reload()} />}
    </>
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
