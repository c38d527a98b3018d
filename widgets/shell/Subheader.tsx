import { useState } from 'react';
import { useCore, useDeviceRules, useEmit, useNavigate, useSlice, useT, type WidgetProps } from '../../core/react/index';
import { useDeviceBehaviour } from './device-behaviour';
import { DeviceDialogs } from './DeviceDialogs';
import { logout } from './logout';
import { usePhotoBasket } from './photo-basket';
import { UrgentMessages } from './UrgentMessages';
import type meta from './subheader.meta';
import { Button } from '../../core/ui/Button';
import { usePrice } from '../../core/ui/price';
import { SignInLink } from '../../core/ui/SignInLink';
import { VodLanguage } from '../../core/ui/VodLanguage';

/** 002 §6: a remote PMS session named Retina (the hospitality system) has no logout button. */
export function canLogOut(sessionType: string | null, sessionName: string | null): boolean {
  return !(sessionType === 'RemotePms' && sessionName === 'Retina');
}

export function Subheader(_props: WidgetProps<typeof meta>) {
  useDeviceBehaviour();
  const core = useCore();
  const t = useT('shell');
  const tc = useT('common');
  const navigate = useNavigate();
  const emit = useEmit();
  const auth = useSlice(core.stores.authentication);
  const price = usePrice();
  const basket = usePhotoBasket();
  const { deviceType } = useDeviceRules();
  const [leaving, setLeaving] = useState(false);
  // Signed out, the way in, back to this page afterwards; a signage screen has no interactive chrome.
  const here = `${location.pathname}${location.search}`;
  const offersSignIn = !auth.isAuthenticated && deviceType !== 'DigitalSignage' && location.pathname !== '/login';

  const identity = !auth.isAuthenticated
    ? null
    : auth.sessionType === 'Passenger' && auth.bookingReference
      ? t('bookingReference', { reference: auth.bookingReference })
      : (auth.pmsName ?? (auth.bookingReference ? t('bookingReference', { reference: auth.bookingReference }) : null));

  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await logout(core);
      emit('lido-logout', {});
      navigate('/');
    } finally {
      setLeaving(false);
    }
  };

  return (
    <section part="bar" className="bar subheader" aria-label={t('sessionBar')}>
      {/* a kiosk's idle warning, "Continue on your phone", a card swipe's sign-in */}
      <DeviceDialogs />
      <div className="session">
        {identity && (
          <p part="identity" className="identity">
            {identity}
          </p>
        )}
        <UrgentMessages />
      </div>
      <div className="actions">
        {basket.amount !== null && (
          <Button part="photo-basket" variant="secondary" onClick={() => navigate('/photomatch/cart')}>
            {t('photoBasket', { amount: price(basket.amount) })}
          </Button>
        )}
        {/* the second catalogue's film language, on its pages only (its locales stay cached) */}
        {location.pathname.startsWith('/seanetvod') && <VodLanguage />}
        {offersSignIn && <SignInLink origin={here} />}
        {auth.isAuthenticated && canLogOut(auth.sessionType, auth.sessionName) && (
          <Button part="logout" busy={leaving} onClick={() => void onLogout()}>
            {tc('logout')}
          </Button>
        )}
      </div>
    </section>
  );
}
