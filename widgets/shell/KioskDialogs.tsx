/**
 * The dialogs of a kiosk (issue 33), loaded only when one is due (DeviceDialogs.tsx):
 *
 * - the idle dialog (WCAG 2.2.1 Timing Adjustable): a modal dialog in the top layer (it cannot be
 *   scrolled away) from KIOSK_IDLE_WARNING_SECONDS (≥ 20 s) before the idle logout, with a
 *   visible countdown and one large "More time" control that has focus (a touch, OK on a remote
 *   or Enter on a keyboard; Escape and Back count too), as often as the guest likes; screen
 *   readers hear it when it opens and at 10 and 5 seconds, not every second;
 * - "Continue on your phone": the address a link or window wanted to open outside the portal,
 *   as the kit's QR code;
 * - a card swipe's sign-in under way, or its refusal.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSlice, useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Dialog } from '../../core/ui/Dialog';
import { QrCode } from '../../core/ui/QrCode';
import { Notice } from '../../core/ui/Notice';
import { KIOSK_IDLE_WARNING_SECONDS } from '../../core/config/device-rules';
import { deviceBehaviourState, extendIdleTime } from './device-behaviour';
import { announcedCount } from './kiosk';

export default function KioskDialogs() {
  const state = useSlice(deviceBehaviourState);
  const idle = state.logoutInSeconds !== null && state.logoutInSeconds <= KIOSK_IDLE_WARNING_SECONDS;
  return (
    <>
      {state.swipe !== 'idle' && <SwipeNotice phase={state.swipe} />}
      {/* the idle warning goes over anything else: it is what happens next */}
      {idle ? <IdleDialog seconds={state.logoutInSeconds!} /> : state.externalUrl !== null && <PhoneDialog url={state.externalUrl} />}
    </>
  );
}

function IdleDialog({ seconds }: { seconds: number }) {
  const t = useT('shell');
  const titleId = useId();
  const textId = useId();
  const more = useRef<HTMLButtonElement>(null);
  const [first] = useState(seconds);
  const count = announcedCount(first, seconds);
  // The live region is in the page before its text, so the first announcement is heard too.
  const [spoken, setSpoken] = useState('');
  const announcement = t('kiosk.idleAnnounce', { count });
  useEffect(() => setSpoken(announcement), [announcement]);
  return (
    <Dialog onClose={extendIdleTime} labelledBy={titleId} describedBy={textId} initialFocus={more} className="idle-dialog" part="idle-dialog">
      <h2 id={titleId} className="dialog-title">
        {t('kiosk.idleTitle')}
      </h2>
      <p id={textId} className="idle-text">
        <span role="timer" className="idle-countdown" aria-live="off">
          {t('kiosk.idleText', { count: seconds })}
        </span>
      </p>
      <p className="idle-seconds" aria-hidden="true">
        {seconds}
      </p>
      <Button ref={more} className="more-time" part="more-time" onClick={extendIdleTime}>
        {t('kiosk.moreTime')}
      </Button>
      <p className="lido-visually-hidden" role="alert">
        {spoken}
      </p>
    </Dialog>
  );
}

function PhoneDialog({ url }: { url: string }) {
  const t = useT('shell');
  const tc = useT('common');
  const titleId = useId();
  const textId = useId();
  const close = () => deviceBehaviourState.setState({ externalUrl: null });
  return (
    <Dialog onClose={close} labelledBy={titleId} describedBy={textId} className="phone-dialog" part="phone-dialog">
      <h2 id={titleId} className="dialog-title">
        {t('kiosk.phoneTitle')}
      </h2>
      <p id={textId}>{t('kiosk.phoneText')}</p>
      <QrCode value={url} label={t('kiosk.phoneCode', { address: url })} className="phone-code" part="phone-code" />
      <p className="phone-address">{url}</p>
      <div className="button-row">
        <Button onClick={close}>{tc('close')}</Button>
      </div>
    </Dialog>
  );
}

function SwipeNotice({ phase }: { phase: 'signing-in' | 'failed' }) {
  const t = useT('shell');
  return (
    <div className="swipe-notice" part="swipe-notice">
      {phase === 'signing-in' ? (
        <p role="status">{t('kiosk.swipeSigningIn')}</p>
      ) : (
        <Notice tone="error">
          <p>{t('kiosk.swipeFailed')}</p>
        </Notice>
      )}
    </div>
  );
}
