/**
 * <lido-basket> (001 §2 /basket and /confirmation, login required; §3–§5, §8, §9).
 *
 * Basket: the grouped cart, a contact form (email with a standard pattern → basket_email_error;
 * confirm email equal → basket_email_missmatch; mobile optional), payment Card or Cash (mutually
 * exclusive, Card by default), the booking terms in a panel that expands, collapses and scrolls
 * into view and must be accepted (basket_tc_error). Errors are listed in a summary linked to their
 * fields and focus moves to the first. The order (POST passengers/cart/order) is sent once: a
 * second press while it is on its way is ignored, and a retry after a timeout or a dropped link
 * carries the same Idempotency-Key, so the hub answers the same groupReference. What the guest
 * typed is kept on the device for this guest (sessionStorage) until the order is confirmed, so a
 * failure, a reload or a 403 and the sign-in that follows lose nothing.
 *
 * Here: the basket and the form's view. What the form holds and does is use-checkout.ts; the
 * confirmation, Confirmation.tsx.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Cart } from '../../core/hub/excursions';
import { excursionCartQuery } from '../../core/query/excursions';
import { useHubQuery } from '../../core/query/hooks';
import { useRoute, useT, type WidgetProps } from '../../core/react/index';
import { AcceptConditions } from '../../core/ui/AcceptConditions';
import { Button } from '../../core/ui/Button';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { FieldGroup, InputField } from '../../core/ui/Field';
import { moveBetweenStops } from '../../core/ui/focus';
import { Loading } from '../../core/ui/Loading';
import { ErrorNotice, Notice, UnknownPageNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SignInGate } from '../../core/ui/SignInGate';
import meta from './basket.meta';
import { attributesOfPath } from '../../core/navigation/route-table';
import { CartContent, CartUndo } from './Cart';
import { MOBILE_MAX_LENGTH } from './cart-logic';
import { CONFIRMATION_PATH, Confirmation } from './Confirmation';
import { useStatusText } from './status';
import { useCheckout } from './use-checkout';

export function BasketWidget({ view }: WidgetProps<typeof meta>) {
  const route = useRoute();
  // an in-place route through the meta's pages (the one matcher), else the attribute
  const attributes = route ? attributesOfPath(meta.pages, route.path) : { view };
  if (!attributes) return <UnknownPageNotice start="/basket" />;
  return attributes.view === 'confirmation' ? (
    <SignInGate origin={CONFIRMATION_PATH}>
      <Confirmation />
    </SignInGate>
  ) : (
    <SignInGate origin="/basket">
      <Basket />
    </SignInGate>
  );
}

function Basket() {
  const t = useT('excursions');
  const cart = useHubQuery(excursionCartQuery, []);
  const empty = cart.data !== undefined && cart.data.elements.length === 0;
  return (
    <section className="basket">
      <PageTitle>{empty ? t('basket.emptyTitle') : t('basket.title')}</PageTitle>
      <CartUndo>
        <QueryView
          query={cart}
          isEmpty={(data) => data.elements.length === 0}
          empty={
            <>
              {t('basket.empty')}{' '}
              <RouteLink to="/" className="basket-home">
                {t('basket.home')}
              </RouteLink>
            </>
          }
        >
          {(data) => (
            <>
              <CartContent cart={data} inBasket />
              <Checkout cart={data} />
            </>
          )}
        </QueryView>
      </CartUndo>
    </section>
  );
}

function Checkout({ cart }: { cart: Cart }) {
  const t = useT('excursions');
  const statusText = useStatusText();
  const { form, errors, errorList, attempt, refusal, order, pending, refs, failureRef, change, submit } = useCheckout(cart);
  const [termsOpen, setTermsOpen] = useState(false);
  const termsRef = useRef<HTMLDivElement>(null);
  const ids = { terms: useId(), payment: useId() };

  useEffect(() => {
    if (termsOpen) termsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [termsOpen]);

  return (
    <form className="basket-form" part="form" noValidate onSubmit={(event) => void submit(event)} onKeyDown={moveBetweenStops}>
      <ErrorSummary
        attempt={attempt}
        errors={errorList.map((field) => ({ field: refs[field], text: t(`basket.${errors[field]}`, { max: MOBILE_MAX_LENGTH }) }))}
      />

      <fieldset className="basket-contact">
        <legend>{t('basket.contact')}</legend>
        <InputField
          ref={refs.email}
          label={t('basket.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email ? t(`basket.${errors.email}`) : null}
          onChange={(event) => change({ email: event.target.value })}
          className="field-email"
        />
        <InputField
          ref={refs.confirmEmail}
          label={t('basket.confirmEmail')}
          type="email"
          autoComplete="email"
          value={form.confirmEmail}
          error={errors.confirmEmail ? t(`basket.${errors.confirmEmail}`) : null}
          onChange={(event) => change({ confirmEmail: event.target.value })}
          className="field-confirm-email"
        />
        <InputField
          ref={refs.mobile}
          label={t('basket.mobile')}
          type="tel"
          autoComplete="tel"
          value={form.mobile}
          error={errors.mobile ? t(`basket.${errors.mobile}`, { max: MOBILE_MAX_LENGTH }) : null}
          onChange={(event) => change({ mobile: event.target.value })}
          className="field-mobile"
        />
      </fieldset>

      <FieldGroup legend={t('basket.payment')} className="basket-payment">
        {() => (
          <div className="payment-choices">
            {(['CARD', 'CASH'] as const).map((payment) => (
              <label key={payment} className="choice">
                <input type="radio" name={ids.payment} value={payment} checked={form.payment === payment} onChange={() => change({ payment })} />
                {t(payment === 'CARD' ? 'basket.card' : 'basket.cash')}
              </label>
            ))}
          </div>
        )}
      </FieldGroup>

      <section className="basket-terms" part="terms" aria-labelledby={ids.terms}>
        <h2 id={ids.terms}>{t('basket.terms')}</h2>
        <Button
          variant="secondary"
          className="terms-toggle"
          aria-expanded={termsOpen}
          aria-controls={`${ids.terms}-panel`}
          onClick={() => setTermsOpen((open) => !open)}
        >
          {termsOpen ? t('basket.hideTerms') : t('basket.showTerms')}
        </Button>
        <div id={`${ids.terms}-panel`} className="terms-panel" hidden={!termsOpen} ref={termsRef}>
          <ul>
            {(['lead', 'group', 'cruise', 'card', 'complaints', 'injury', 'guarantee'] as const).map((key) => (
              <li key={key} className={`terms-${key}`}>
                {t(`termsText.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <AcceptConditions
          className="field accept-terms"
          inputRef={refs.terms}
          label={t('basket.acceptTerms')}
          accepted={form.termsAccepted}
          onChange={(termsAccepted) => change({ termsAccepted })}
          error={errors.terms ? t(`basket.${errors.terms}`) : null}
        />
      </section>

      <p className="button-row">
        <Button type="submit" className="order-button" part="order" busy={pending}>
          {t('basket.order')}
        </Button>
      </p>
      {pending && <Loading label={t('basket.ordering')} />}
      <div className="order-failure" tabIndex={-1} ref={failureRef}>
        {refusal && (
          <Notice tone="error">
            <p className="order-refused">{t('basket.orderRefused', { reason: refusal === 'empty_cart' ? t('basket.empty') : statusText(refusal) })}</p>
          </Notice>
        )}
        {order.status === 'error' && !refusal && (
          <ErrorNotice error={order.error} onRetry={() => void submit()}>
            <p>{t('basket.notSent')}</p>
          </ErrorNotice>
        )}
      </div>
    </form>
  );
}
