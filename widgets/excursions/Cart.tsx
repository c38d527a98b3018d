/**
 * <lido-excursion-cart> and the cart inside the basket (001 §2–§4): GET passengers/cart grouped by
 * itinerary or date, then by excursion, with passengers, prices and totals; a remove cross that
 * sends a remove action for each passenger of that excursion (then the cart reloads, here and in
 * every widget and tab); an Amend link back to the excursion; and, beyond the spec, a warning
 * about excursions that overlap in time with each other or with booked ones.
 */
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePrice } from '../../core/ui/price';
import { PageTitle } from '../../core/ui/PageTitle';
import { formatDate } from '../../core/format/dates';
import { formatTime } from '../../core/format/time';
import type { Cart, ShoreBooking } from '../../core/hub/excursions';
import { cartWrite, excursionCartQuery, hubRefusal, shoreBookingsQuery } from '../../core/query/excursions';
import { useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { useErrorText } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SignInGate } from '../../core/ui/SignInGate';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { moveBetweenStops } from '../../core/ui/focus';
import { UndoNotice } from '../../core/ui/UndoNotice';
import { useStatusText } from './status';
import { amendPath, cartConflicts, dayOf, groupCart, removeItems, restoreItems, type CartExcursionGroup } from './cart-logic';
import { Fact } from '../../core/ui/Fact';

export function ExcursionCartWidget() {
  const t = useT('excursions');
  return (
    <section className="excursion-cart">
      <PageTitle>{t('cart.title')}</PageTitle>
      <SignInGate origin="/cart">
        <CartUndo>
          <CartView />
        </CartUndo>
      </SignInGate>
    </section>
  );
}

/** Tells the cart's UndoNotice that an excursion left the cart. */
const RemovedContext = createContext<((group: CartExcursionGroup) => void) | null>(null);

/**
 * The remove cross acts at once (the hub's cart is what every widget and tab shows) and this
 * offers the way back: "… was removed from your cart. [Undo]", announced, with focus on Undo.
 * It sits above the cart's read, so the Undo stays when the cart became empty.
 */
export function CartUndo({ children }: { children: ReactNode }) {
  const t = useT('excursions');
  const errorText = useErrorText();
  const statusText = useStatusText();
  const restore = useHubMutation(cartWrite);
  const [removal, setRemoval] = useState<{ group: CartExcursionGroup; token: number; restored: boolean } | null>(null);
  const { reset } = restore;
  const onRemoved = useCallback(
    (group: CartExcursionGroup) => {
      reset();
      setRemoval((last) => ({ group, token: (last?.token ?? 0) + 1, restored: false }));
    },
    [reset],
  );
  const undo = async () => {
    if (!removal) return;
    try {
      if ((await restore.submit(restoreItems(removal.group))) === undefined) return;
      setRemoval({ ...removal, restored: true });
    } catch {
      /* said below, with a retry */
    }
  };
  const refusal = restore.status === 'error' ? hubRefusal(restore.error) : null;
  const name = removal?.group.name;
  return (
    <RemovedContext.Provider value={onRemoved}>
      <div className="cart-with-undo" onKeyDown={moveBetweenStops}>
        <UndoNotice
          token={removal?.token ?? 0}
          message={removal ? t(removal.restored ? 'cart.restored' : 'cart.removed', { name }) : null}
          action={removal && !removal.restored ? { label: t('cart.undo'), onUndo: () => void undo(), busy: restore.status === 'pending' } : null}
        >
          {removal && restore.status === 'error' && (
            <p className="inline-error undo-error" role="alert">
              {t('cart.restoreFailed', { name })} {refusal && refusal.status === 409 ? statusText(refusal.code) : errorText(restore.error)}
            </p>
          )}
        </UndoNotice>
        {children}
      </div>
    </RemovedContext.Provider>
  );
}

/** The cart read, shown grouped; `inBasket` leaves out the link to the checkout. */
export function CartView({ inBasket = false, empty }: { inBasket?: boolean; empty?: React.ReactNode }) {
  const t = useT('excursions');
  const cart = useHubQuery(excursionCartQuery, []);
  return (
    <QueryView query={cart} isEmpty={(data) => data.elements.length === 0} empty={empty ?? t('cart.empty')}>
      {(data) => <CartContent cart={data} inBasket={inBasket} />}
    </QueryView>
  );
}

export function CartContent({ cart, inBasket }: { cart: Cart; inBasket: boolean }) {
  const t = useT('excursions');
  const dateLocale = useDateLocale();
  const bookings = useHubQuery(shoreBookingsQuery, []);
  const groups = useMemo(() => groupCart(cart.elements), [cart.elements]);
  const conflicts = useMemo(() => cartConflicts(groups, bookings.data ?? ([] as ShoreBooking[])), [groups, bookings.data]);
  const price = usePrice();
  const money = (amount: number | null | undefined) => price(amount, { currency: cart.currency });
  return (
    <div className="cart" data-count={cart.elements.length} onKeyDown={moveBetweenStops}>
      {conflicts.length > 0 && (
        <div className="notice warning cart-conflicts" part="conflicts" role="status">
          <p className="cart-conflicts-title">{t('cart.conflictsTitle')}</p>
          <ul>
            {conflicts.map((conflict) => (
              <li key={`${conflict.name}|${conflict.other}`}>
                {t(conflict.withBooking ? 'cart.conflictBooking' : 'cart.conflictCart', { name: conflict.name, other: conflict.other })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {groups.map((day) => {
        const date = dayOf(day.date);
        const dateText = date ? formatDate(date, dateLocale) : day.date;
        return (
          <section key={day.key} className="cart-group" part="group">
            <h2>{day.place ? t('cart.port', { place: day.place, date: dateText }) : t('cart.day', { date: dateText })}</h2>
            <ul className="cart-excursions">
              {day.excursions.map((group) => (
                <CartExcursion key={group.key} group={group} currency={cart.currency} />
              ))}
            </ul>
          </section>
        );
      })}
      <dl className="facts cart-totals" part="totals">
        <Fact label={t('cart.nrExcursions', { count: cart.nrExcursions })} />
        <Fact label={t('cart.total')} valueClass="cart-total">
          {money(cart.totalPrice)}
        </Fact>
      </dl>
      {!inBasket && (
        <p className="button-row">
          <RouteLink to="/basket" className="button" part="checkout">
            {t('cart.checkout')}
          </RouteLink>
        </p>
      )}
    </div>
  );
}

function CartExcursion({ group, currency }: { group: CartExcursionGroup; currency: string | null | undefined }) {
  const t = useT('excursions');
  // a guest's price of 0 (an infant, a child going free) reads FREE, as on the excursion's price panel (001 §9)
  const price = usePrice();
  const use12Hour = useUse12Hour();
  const errorText = useErrorText();
  const remove = useHubMutation(cartWrite);
  const headingId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const amend = amendPath(group);
  const removing = remove.status === 'pending';
  const removed = useContext(RemovedContext);
  const onRemove = async () => {
    try {
      const answer = await remove.submit(removeItems(group));
      if (answer !== undefined) removed?.(group);
    } catch {
      queueMicrotask(() => errorRef.current?.focus());
    }
  };
  return (
    <li className="cart-excursion" part="excursion" aria-labelledby={headingId} data-excursion={group.excursionId}>
      <div className="cart-excursion-head">
        <h3 id={headingId}>
          {group.name}
          {group.startTime && <span className="cart-time"> · {formatTime(group.startTime, use12Hour)}</span>}
        </h3>
        <Button
          variant="secondary"
          className="remove-button"
          part="remove"
          busy={removing}
          aria-label={t('cart.remove', { name: group.name })}
          onClick={() => void onRemove()}
        >
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <ul className="cart-passengers" aria-label={t('cart.passengers')}>
        {group.elements.map((element) => (
          <li key={element.id} className="cart-passenger">
            <span>{[element.passenger.firstName, element.passenger.lastName].filter(Boolean).join(' ') || String(element.passenger.id)}</span>
            <span className="cart-price">{price(element.price, { currency, free: true })}</span>
          </li>
        ))}
      </ul>
      <p className="cart-excursion-foot">
        <span>
          {t('cart.excursionTotal')}: <span className="cart-excursion-total">{price(group.total, { currency, free: true })}</span>
        </span>
        {amend && (
          <RouteLink to={amend} part="amend" className="amend-link" label={t('cart.amendLabel', { name: group.name })}>
            {t('cart.amend')}
          </RouteLink>
        )}
      </p>
      {removing && (
        <p className="loading" role="status">
          {t('cart.removing')}
        </p>
      )}
      {remove.status === 'error' && (
        <p className="inline-error remove-error" role="alert" tabIndex={-1} ref={errorRef}>
          {t('cart.removeFailed', { name: group.name })} {errorText(remove.error)}{' '}
          <Button variant="secondary" onClick={() => void onRemove()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </p>
      )}
    </li>
  );
}
