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
 * Confirmation: the order summary and the hub's answer from the route state (kept in
 * sessionStorage: a reload shows it again), the lead guest, a link to /my_bookings.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { usePrice } from '../../core/ui/price';
import { Fact } from '../../core/ui/Fact';
import { PageTitle } from '../../core/ui/PageTitle';
import { formatDate } from '../../core/format/dates';
import type { Cart, OrderResult } from '../../core/hub/excursions';
import { readNavigationState, saveNavigationState } from '../../core/navigation/nav-state';
import { excursionCartQuery, hubRefusal, orderWrite } from '../../core/query/excursions';
import { useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import { useCore, useNavigate, useRoute, useSlice, useT, type WidgetProps, usePageHeading } from '../../core/react/index';
import { AcceptConditions } from '../../core/ui/AcceptConditions';
import { Button } from '../../core/ui/Button';
import { FieldGroup, InputField } from '../../core/ui/Field';
import { ErrorNotice, Notice } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SignInGate } from '../../core/ui/SignInGate';
import { Loading } from '../../core/ui/Loading';
import { moveBetweenStops } from '../../core/ui/focus';
import type meta from './basket.meta';
import { CartContent, CartUndo } from './Cart';
import { EMPTY_BASKET_FORM, MOBILE_MAX_LENGTH, dayOf, groupCart, validateBasket, type BasketErrors, type BasketForm } from './cart-logic';
import { useStatusText } from './status';
import { useDateLocale } from '../../core/ui/time';

const CONFIRMATION_PATH = '/confirmation';
const DRAFT_KEY = 'lido:basket-draft';

export function BasketWidget({ view }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const path = route?.path.split(/[?#]/)[0];
  const confirmation = path ? path === CONFIRMATION_PATH : view === 'confirmation';
  return confirmation ? (
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

// ── The typed fields, kept for this guest until the order is confirmed ─────────────────────

interface Draft {
  owner: string;
  form: BasketForm;
}

function readDraft(owner: string): BasketForm {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<Draft>) : null;
    if (draft && draft.owner === owner && draft.form && typeof draft.form === 'object') return { ...EMPTY_BASKET_FORM, ...draft.form };
  } catch {
    /* unreadable: start empty */
  }
  return EMPTY_BASKET_FORM;
}

function writeDraft(owner: string, form: BasketForm | null): void {
  try {
    if (form === null) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner, form } satisfies Draft));
  } catch {
    /* storage full or disabled: the form still holds the fields while the page is open */
  }
}

/** What the confirmation page shows (route state). */
export interface ConfirmationState {
  order: OrderResult;
  cart: Cart;
  email: string;
  mobile: string;
  payment: 'CARD' | 'CASH';
}

type FieldName = 'email' | 'confirmEmail' | 'mobile' | 'terms';
const FIELD_ORDER: readonly FieldName[] = ['email', 'confirmEmail', 'mobile', 'terms'];

function Checkout({ cart }: { cart: Cart }) {
  const t = useT('excursions');
  const statusText = useStatusText();
  const navigate = useNavigate();
  const owner = useSlice(useCore().stores.authentication, (auth) => auth.bookingReference ?? auth.sessionId ?? '') ?? '';
  const [form, setForm] = useState<BasketForm>(() => readDraft(owner));
  const [errors, setErrors] = useState<BasketErrors>({});
  const [termsOpen, setTermsOpen] = useState(false);
  const order = useHubMutation(orderWrite);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    confirmEmail: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    terms: useRef<HTMLInputElement>(null),
  };
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const termsRef = useRef<HTMLDivElement>(null);
  const ids = { terms: useId(), payment: useId() };

  useEffect(() => writeDraft(owner, form), [owner, form]);
  useEffect(() => {
    if (termsOpen) termsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [termsOpen]);

  const change = (patch: Partial<BasketForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setRefusal(null);
    // an error goes as soon as its field is right; new ones appear on the next submit
    setErrors((current) => {
      const next = validateBasket({ ...form, ...patch });
      return Object.fromEntries(Object.entries(current).filter(([field]) => next[field as FieldName])) as BasketErrors;
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateBasket(form);
    setErrors(found);
    setRefusal(null);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const request = { confirmationMail: form.email.trim(), mobileNumber: form.mobile.trim(), paymentReference: form.payment };
    let result: OrderResult | undefined;
    try {
      result = await order.submit(request);
    } catch (error) {
      const refused = hubRefusal(error);
      if (refused) {
        order.reset();
        // the hub checks the fields as this form does: its refusal goes to the field
        if (refused.code === 'basket_email_error' || refused.code === 'basket_mobile_error') {
          const email = refused.code === 'basket_email_error';
          setErrors(email ? { email: 'basket_email_error' } : { mobile: 'basket_mobile_error' });
          (email ? refs.email : refs.mobile).current?.focus();
          return;
        }
        setRefusal(t('basket.orderRefused', { reason: refused.code === 'empty_cart' ? t('basket.empty') : statusText(refused.code) }));
      }
      queueMicrotask(() => failureRef.current?.focus());
      return;
    }
    if (result === undefined) return; // a second press while the first was on its way
    const state: ConfirmationState = { order: result, cart, email: request.confirmationMail, mobile: request.mobileNumber, payment: request.paymentReference };
    writeDraft(owner, null);
    saveNavigationState(CONFIRMATION_PATH, state);
    navigate(CONFIRMATION_PATH, state);
  };

  const errorList = FIELD_ORDER.filter((field) => errors[field]);
  const pending = order.status === 'pending';

  return (
    <form className="basket-form" part="form" noValidate onSubmit={(event) => void submit(event)} onKeyDown={moveBetweenStops}>
      {errorList.length > 0 && (
        <div className="notice error error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <p>{t('basket.errorsTitle')}</p>
          <ul>
            {errorList.map((field) => (
              <li key={field}>
                <a
                  href={`#${field}`}
                  onClick={(event) => {
                    event.preventDefault();
                    refs[field].current?.focus();
                  }}
                >
                  {t(`basket.${errors[field]}`, { max: MOBILE_MAX_LENGTH })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

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

      <p className="booking-actions">
        <Button type="submit" className="order-button" part="order" busy={pending}>
          {t('basket.order')}
        </Button>
      </p>
      {pending && <Loading label={t('basket.ordering')} />}
      <div className="order-failure" tabIndex={-1} ref={failureRef}>
        {refusal && <Notice tone="error">{<p className="order-refused">{refusal}</p>}</Notice>}
        {order.status === 'error' && !refusal && (
          <ErrorNotice error={order.error} onRetry={() => void submit()}>
            <p>{t('basket.notSent')}</p>
          </ErrorNotice>
        )}
      </div>
    </form>
  );
}

// ── Confirmation ──────────────────────────────────────────────────────────────────────────

function isConfirmation(value: unknown): value is ConfirmationState {
  const state = value as Partial<ConfirmationState> | null | undefined;
  return !!state && typeof state.order?.groupReference === 'string' && !!state.cart && Array.isArray(state.cart.elements);
}

function Confirmation() {
  const Heading = usePageHeading();
  const t = useT('excursions');
  const dateLocale = useDateLocale();
  const route = useRoute();
  const state = useMemo(() => {
    const fromRoute = route?.state;
    if (isConfirmation(fromRoute)) return fromRoute;
    const saved = readNavigationState<unknown>(CONFIRMATION_PATH);
    return isConfirmation(saved) ? saved : null;
  }, [route]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const price = usePrice();

  if (!state) {
    return (
      <section className="confirmation">
        <Notice>
          <p>{t('confirmation.none')}</p>
          <RouteLink to="/my_bookings" className="button secondary">
            {t('confirmation.myBookings')}
          </RouteLink>
        </Notice>
      </section>
    );
  }
  const money = (amount: number | null | undefined) => price(amount, { currency: state.order.currency ?? state.cart.currency });
  const lead = state.cart.elements.find((element) => element.passenger.lead)?.passenger;
  const groups = groupCart(state.cart.elements);
  return (
    <section className="confirmation" part="confirmation">
      <Heading className="page-title" part="heading" tabIndex={-1} ref={heading}>
        {t('confirmation.title')}
      </Heading>
      <dl className="facts">
        <div>
          <dt>{t('confirmation.reference')}</dt>
          <dd className="group-reference">{state.order.groupReference}</dd>
        </div>
        {lead && (
          <div>
            <dt>{t('confirmation.lead')}</dt>
            <dd className="lead-guest">{[lead.firstName, lead.lastName].filter(Boolean).join(' ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('confirmation.payment')}</dt>
          <dd className="payment">{t(state.payment === 'CASH' ? 'basket.cash' : 'basket.card')}</dd>
        </div>
        <Fact label={t('confirmation.mail')}>{state.email}</Fact>
        <div>
          <dt>{t('confirmation.total')}</dt>
          <dd className="confirmation-total">{money(state.order.totalPrice ?? state.cart.totalPrice)}</dd>
        </div>
      </dl>
      <ul className="confirmation-excursions">
        {groups.flatMap((day) =>
          day.excursions.map((group) => {
            const date = dayOf(group.date);
            return (
              <li key={group.key}>
                <strong>{group.name}</strong>
                {date && <span> · {formatDate(date, dateLocale)}</span>}
                {group.place && <span> · {group.place}</span>}
                <span className="confirmation-passengers">
                  {' '}
                  ({group.elements.map((element) => [element.passenger.firstName, element.passenger.lastName].filter(Boolean).join(' ')).join(', ')})
                </span>
              </li>
            );
          }),
        )}
      </ul>
      <p className="booking-actions">
        <RouteLink to="/my_bookings" className="button" part="my-bookings">
          {t('confirmation.myBookings')}
        </RouteLink>
      </p>
    </section>
  );
}
