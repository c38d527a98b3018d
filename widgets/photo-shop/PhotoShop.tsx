/**
 * <lido-photo-shop> (001 §2–§9): the photo service as one widget with views. The view comes from
 * an in-place route (/photomatch/…) when the element is alone on a page and a link is followed,
 * else from the attribute. Every view belongs to a signed-in guest, and nothing but the consent
 * page shows without consent: the others send the guest there (the overview as the spec says).
 */
import { useEffect, useRef } from 'react';
import { useHubQuery } from '../../core/query/hooks';
import { photoConsentQuery } from '../../core/query/photo';
import { useNavigate, useRoute, useT, type WidgetProps, useSignedIn } from '../../core/react/index';
import { Loading } from '../../core/ui/Loading';
import { PageTitle } from '../../core/ui/PageTitle';
import { Notice, UnknownPageNotice } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { SignInGate } from '../../core/ui/SignInGate';
import { SignInLink } from '../../core/ui/SignInLink';
import type meta from './photo-shop.meta';
import { Cart } from './Cart';
import { Consent } from './Consent';
import { MyPhotos } from './MyPhotos';
import { OrderConfirmation, OrderDetail, Orders } from './Orders';
import { Overview } from './Overview';
import { Packages } from './Packages';
import { photoRoute, photoView, photoViewOf, type PhotoView } from './photo-logic';

export function PhotoShop({ view }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const current = route ? photoViewOf(route.path) : photoView(view) || 'overview';
  const signedIn = useSignedIn();
  if (!current) return <UnknownPageNotice start={photoRoute('overview')} />;
  if (current === 'cart' && !signedIn) return <SignedOutCart />;
  return (
    <SignInGate origin={photoRoute(current)}>
      {current === 'consent' ? (
        <Consent />
      ) : (
        <ConsentGate>
          <View view={current} />
        </ConsentGate>
      )}
    </SignInGate>
  );
}

function View({ view }: { view: PhotoView }) {
  switch (view) {
    case 'myphotos':
      return <MyPhotos />;
    case 'packages':
      return <Packages />;
    case 'cart':
      return <Cart />;
    case 'orderconfirmation':
      return <OrderConfirmation />;
    case 'orders':
      return <Orders />;
    case 'orderdetail':
      return <OrderDetail />;
    default:
      return <Overview />;
  }
}

/** 001 §6: a visitor sees 'Log in to book' (forwarding back) in place of the order button. */
function SignedOutCart() {
  const t = useT('photo');
  return (
    <section className="photo-cart">
      <PageTitle>{t('cart.title')}</PageTitle>
      <Notice>
        <p>{t('cart.signInToOrder')}</p>
        <SignInLink origin="/photomatch/cart">{t('cart.login')}</SignInLink>
      </Notice>
    </section>
  );
}

/**
 * Without consent (first access or opted out) the guest is sent to the consent page; while that
 * happens (or where nothing routes: an element alone without a portal) the consent page shows here.
 */
function ConsentGate({ children }: { children: React.ReactNode }) {
  const consent = useHubQuery(photoConsentQuery, []);
  const navigate = useNavigate();
  const sent = useRef(false);
  // A consent kept from before (storage, another page) is confirmed by the hub first: the guest
  // may have decided otherwise elsewhere; no photo is shown and nobody is redirected on an old
  // answer (when the hub cannot be asked, the kept answer stands).
  const confirming = !consent.isFetchedAfterMount && consent.fetchStatus === 'fetching';
  const missing = consent.data !== undefined && consent.data !== true && !confirming;
  useEffect(() => {
    if (missing && !sent.current) {
      sent.current = true;
      navigate('/photomatch/consent');
    }
    if (!missing) sent.current = false;
  }, [missing, navigate]);
  if (confirming) return <Loading />;
  return <QueryView query={consent}>{(value) => (value === true ? children : <Consent />)}</QueryView>;
}
