/**
 * <lido-basket>'s confirmation (001 §2 /confirmation): the order summary and the hub's answer from
 * the route state (kept in sessionStorage: a reload shows it again), the lead guest, a link to
 * /my_bookings.
 */
import { useEffect, useMemo, useRef } from 'react';
import { formatDate } from '../../core/format/dates';
import type { Cart, OrderResult } from '../../core/hub/excursions';
import { readNavigationState } from '../../core/navigation/nav-state';
import { usePageHeading, useRoute, useT } from '../../core/react/index';
import { Fact } from '../../core/ui/Fact';
import { Notice } from '../../core/ui/Notice';
import { usePrice } from '../../core/ui/price';
import { RouteLink } from '../../core/ui/RouteLink';
import { useDateLocale } from '../../core/ui/time';
import { dayOf, groupCart } from './cart-logic';

export const CONFIRMATION_PATH = '/confirmation';

/** What the confirmation page shows (route state). */
export interface ConfirmationState {
  order: OrderResult;
  cart: Cart;
  email: string;
  mobile: string;
  payment: 'CARD' | 'CASH';
}

function isConfirmation(value: unknown): value is ConfirmationState {
  const state = value as Partial<ConfirmationState> | null | undefined;
  return !!state && typeof state.order?.groupReference === 'string' && !!state.cart && Array.isArray(state.cart.elements);
}

export function Confirmation() {
  // Every hook before the return for "no order": the same element may be given one later.
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
        <Fact label={t('confirmation.reference')} valueClass="group-reference">
          {state.order.groupReference}
        </Fact>
        {lead && (
          <Fact label={t('confirmation.lead')} valueClass="lead-guest">
            {[lead.firstName, lead.lastName].filter(Boolean).join(' ')}
          </Fact>
        )}
        <Fact label={t('confirmation.payment')} valueClass="payment">
          {t(state.payment === 'CASH' ? 'basket.cash' : 'basket.card')}
        </Fact>
        <Fact label={t('confirmation.mail')}>{state.email}</Fact>
        <Fact label={t('confirmation.total')} valueClass="confirmation-total">
          {money(state.order.totalPrice ?? state.cart.totalPrice)}
        </Fact>
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
      <p className="button-row">
        <RouteLink to="/my_bookings" className="button" part="my-bookings">
          {t('confirmation.myBookings')}
        </RouteLink>
      </p>
    </section>
  );
}
