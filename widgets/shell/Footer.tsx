import { useEffect, useState } from 'react';
import { useCore, useDeviceRules, useNavigate, useSlice, useT, type WidgetProps } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { useDeviceBehaviour } from './device-behaviour';
import { DeviceDialogs } from './DeviceDialogs';
import { LanguageMenu, useLanguageChoice } from './languages';
import type meta from './footer.meta';
import { clampOffset, readContentOffset, writeContentOffset, DISABILITY_STEP_PX } from './content-offset';

export function Footer({ variant }: WidgetProps<typeof meta>) {
  useDeviceBehaviour();
  const core = useCore();
  const footerType = useSlice(core.stores.navigation, (state) => state.footerType);
  const dashboard = (variant ?? footerType) === 'dashboard';
  const enableDisabilityMode = useSlice(core.config.state, (state) => state.device?.deviceGroup?.deviceProfile?.enableDisabilityMode === true);
  // The disability mode's offset lasts for the session, on every page: the dashboard footer sets
  // it, every footer applies what is stored.
  useEffect(() => {
    const stored = readContentOffset();
    if (stored > 0) writeContentOffset(clampOffset(stored, window.innerHeight));
  }, []);
  // A signage screen is read from across the room: no buttons nobody will press.
  if (useDeviceRules().deviceType === 'DigitalSignage') return null;

  return (
    <footer part="bar" className={`bar footer${dashboard ? ' dashboard' : ''}`}>
      <DeviceDialogs />
      {dashboard ? enableDisabilityMode && <DisabilityMode /> : <BackHome />}
      <LanguageChooser />
    </footer>
  );
}

function BackHome() {
  const t = useT('common');
  const navigate = useNavigate();
  return (
    <nav part="navigation" className="navigation" aria-label={useT('shell')('footerNavigation')}>
      <Button variant="secondary" onClick={() => history.back()}>
        <span aria-hidden="true">←</span> {t('back')}
      </Button>
      <Button variant="secondary" onClick={() => navigate('/')}>
        {t('home')}
      </Button>
    </nav>
  );
}

/**
 * 002 §2: shown when at least two languages exist. The choice is remembered (core i18n). A button
 * per language; on a phone (under 400 px, 000 §9) one compact menu instead, so the footer stays
 * one row — CSS shows one of the two.
 */
function LanguageChooser() {
  const { languages, current, name, label, choose } = useLanguageChoice();
  if (languages.length < 2) return null;
  return (
    <>
      <div part="languages" className="languages" role="group" aria-label={label}>
        {languages.map((code) => (
          <button key={code} type="button" lang={code} className="language" aria-pressed={current === code} onClick={() => choose(code)}>
            {name(`languages.${code}`)}
          </button>
        ))}
      </div>
      <LanguageMenu part="language-menu" className="language-menu" />
    </>
  );
}

/** 002 §4: moves the page content down or up by 50 px, between 0 and half the window height. */
function DisabilityMode() {
  const ts = useT('shell');
  const [offset, setOffset] = useState(() => clampOffset(readContentOffset(), window.innerHeight));

  useEffect(() => {
    writeContentOffset(offset);
  }, [offset]);

  const max = window.innerHeight / 2;
  return (
    <div part="disability" className="disability" role="group" aria-label={ts('contentPosition')}>
      <Button variant="secondary" disabled={offset <= 0} onClick={() => setOffset((value) => clampOffset(value - DISABILITY_STEP_PX, window.innerHeight))}>
        <span aria-hidden="true">↑</span> {ts('moveContentUp')}
      </Button>
      <Button variant="secondary" disabled={offset >= max} onClick={() => setOffset((value) => clampOffset(value + DISABILITY_STEP_PX, window.innerHeight))}>
        <span aria-hidden="true">↓</span> {ts('moveContentDown')}
      </Button>
    </div>
  );
}
