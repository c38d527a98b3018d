/**
 * How a booking ended (001 §5, §8): the confirmation that replaces the steps, or — under the
 * steps, which keep the guest's choices — the hub's "book not complete" or a booking the hub
 * never answered, with a retry of the same booking.
 */
import { useT } from '../../core/react/index';
import { tacTransitions } from '../../core/session/tac-bookings';
import { Button } from '../../core/ui/Button';
import { humanText, hubKeyText } from '../../core/ui/errors';
import { ErrorNotice } from '../../core/ui/Notice';
import { usePrice } from '../../core/ui/price';
import { RouteLink } from '../../core/ui/RouteLink';
import { useUiT } from '../../core/ui/texts';
import { useDateLocale, useUse12Hour } from '../../core/ui/time';
import { parseDmy } from '../../core/format/dates';
import { formatLongDate } from '../../core/format/dates-in-words';
import { formatTime } from '../../core/format/time';
import type { BookingFlow } from './use-booking-flow';
import { Fact } from '../../core/ui/Fact';

/**
 * In words: the item, the date in the guest's language, the time, "for 3 guests" and the price
 * when the hub gives one; the hub's systemInformation ("Confirmed DIN-HOR … for 3") is kept in
 * the slice for the crew, not shown.
 */
export function BookingConfirmed({ flow }: { flow: BookingFlow }) {
  const t = useT('venues');
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const price = usePrice();
  const { state, item, persons } = flow;
  const day = state.date ? parseDmy(state.date) : null;
  const dateText = day ? formatLongDate(day, dateLocale) : (flow.dates.find((date) => date.value === state.date)?.label ?? state.date ?? '');
  const timeText = state.time
    ? [state.time.fromTime, state.time.toTime]
        .filter(Boolean)
        .map((time) => formatTime(time, use12Hour))
        .join(' – ')
    : '';
  const total = typeof item.price === 'number' && Number.isFinite(item.price) ? price(item.price * persons, { free: true }) : '';
  return (
    <>
      <div className="notice booking-confirmed" role="status" part="result" tabIndex={-1} ref={flow.resultRef}>
        <p className="booking-confirmed-title">{t('booking.confirmed')}</p>
        <p className="booking-summary">
          {t('booking.summary', { what: [item.title, dateText, timeText || state.time?.label].filter(Boolean).join(', '), count: persons })}
        </p>
        <dl className="facts">
          <Fact label={t('booking.reference')} valueClass="booking-reference">
            {state.reference}
          </Fact>
          <Fact label={t('booking.date')} valueClass="booking-date">
            {dateText}
          </Fact>
          {state.time && (
            <Fact label={t('booking.time')} valueClass="booking-time">
              {timeText || state.time.label}
            </Fact>
          )}
          <Fact label={t('booking.party')} valueClass="booking-party">
            {t('booking.guests', { count: persons })}
          </Fact>
          {total && (
            <Fact label={t('booking.price')} valueClass="booking-price">
              {total}
            </Fact>
          )}
        </dl>
      </div>
      <p className="button-row">
        <RouteLink to="/my_onboard_bookings" className="button secondary">
          {t('booking.myBookings')}
        </RouteLink>
        <Button variant="secondary" onClick={() => flow.change(tacTransitions.again)}>
          {t('booking.again')}
        </Button>
      </p>
    </>
  );
}

/** The hub's 'book not complete' answer, or a booking the hub never answered (with a retry of the same booking). */
export function BookingFailure({ flow }: { flow: BookingFlow }) {
  const t = useT('venues');
  const ui = useUiT();
  const { state, booking, resultRef } = flow;
  if (state.error) {
    // the hub's words only when they are words (a key in the catalogue's); 'book not complete' is the heading's
    const said = (text: string | null) => hubKeyText(text, ui) ?? humanText(text);
    const error = state.error === 'book not complete' ? null : said(state.error);
    const information = said(state.systemInformation);
    return (
      <div className="notice error booking-failed" role="alert" part="result" tabIndex={-1} ref={resultRef}>
        <p className="book-not-complete">{t('booking.book_not_complete')}</p>
        {error && <p>{error}</p>}
        {information && <p className="system-information">{information}</p>}
        <p>{t('booking.chooseAnother')}</p>
      </div>
    );
  }
  if (booking.status === 'error') {
    return (
      <div className="booking-failed" tabIndex={-1} ref={resultRef}>
        <ErrorNotice error={booking.error} onRetry={() => void flow.book()}>
          <p>{t('booking.notSent')}</p>
        </ErrorNotice>
      </div>
    );
  }
  return null;
}
