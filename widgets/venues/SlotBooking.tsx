/**
 * <lido-slot-booking>: the one time-slot booking flow of activity, dining and spa (001 §2
 * /tacbooking, §3–§5, §8, §9):
 *
 *   1. party size — within the booking information's bounds (1 to 4 when it names none; 4
 *      suggested for activities; spa always one person); choosing it clears date and time;
 *   2. date — the booking information's dates as given;
 *   3. time — choosing a date POSTs {module}/availabilityTimes/{id} (a query: cached, fresh for
 *      30 s, refreshed when shown again and every minute, and after every booking attempt);
 *      no_timeslots when there are none; a chosen time that another guest took meanwhile goes;
 *   4. conditions (GET conditions/{module type}) to accept when there are any, then Book — shown
 *      only when a time is chosen, nothing is in progress, there is no reference or error, and
 *      the conditions are accepted if any exist. The answer is the reference, or "book not
 *      complete" in red with the system information kept.
 *
 * The choices live in the persisted tacBookings slice: a reload, a failed call or a sign-in in
 * between keeps them. A booking is sent once (Idempotency-Key, a second press is ignored) and is
 * never queued: when the hub does not answer the guest reads why and retries the same booking.
 *
 * A cabin-TV remote drives it: Up and Down move between the steps (and the buttons and links),
 * Left and Right between the choices of a step, Enter chooses; the current step is announced.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type AvailableTime, type BookingDate, type BookingInformation, type VenueItem, type VenueModule } from '../../core/hub/venues';
import { readNavigationState, saveNavigationState } from '../../core/navigation/nav-state';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import { conditionTexts, conditionsQuery } from '../../core/query/conditions';
import { availableTimesQuery, bookingInformationQuery, timeSlotBookingWrite, venueItemQuery } from '../../core/query/venues';
import { useCore, useLanguage, useRoute, useSlice, useT, type WidgetProps, useSignedIn } from '../../core/react/index';
import { canBook, isVenueModule, partyBounds, tacBookingsSlice, tacTransitions, type TacBookingState } from '../../core/session/tac-bookings';
import { AcceptConditions } from '../../core/ui/AcceptConditions';
import { PageTitle } from '../../core/ui/PageTitle';
import { Button } from '../../core/ui/Button';
import { ChoiceList, type Choice } from '../../core/ui/ChoiceList';
import { ErrorNotice, Notice, NotFoundNotice } from '../../core/ui/Notice';
import { humanText, hubKeyText } from '../../core/ui/errors';
import { useUiT } from '../../core/ui/texts';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SignInLink } from '../../core/ui/SignInLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { Loading } from '../../core/ui/Loading';
import { moveBetweenStops } from '../../core/ui/focus';
import { usePrice } from '../../core/ui/price';
import { useSteadyReplacement } from '../../core/ui/steady';
import { useDateLocale, useUse12Hour } from '../../core/ui/time';
import { parseDmy } from '../../core/format/dates';
import { formatLongDate } from '../../core/format/dates-in-words';
import { formatTime } from '../../core/format/time';
import type meta from './slot-booking.meta';
import { bookingRoute, detailRoute, parseBookingPath } from './routing';

const BOOKING_PATH = '/tacbooking';
const STEPS = 4;

interface Target {
  module: VenueModule;
  objectId: string;
}

/** Which item: an in-place route, the attributes, the detail page's navigation state, the last flow. */
function useTarget(module: string | undefined, objectId: string | undefined, state: TacBookingState): Target | null {
  const route = useRoute();
  return useMemo(() => {
    const fromRoute = route ? (parseBookingPath(route.path) ?? toTarget(route.state)) : null;
    if (fromRoute) return fromRoute;
    if (isVenueModule(module) && objectId) return { module, objectId };
    const fromNavigation = toTarget(readNavigationState(BOOKING_PATH));
    if (fromNavigation) return fromNavigation;
    return state.module && state.objectId ? { module: state.module, objectId: state.objectId } : null;
    // the slice only matters when nothing else names the item
  }, [route, module, objectId, state.module, state.objectId]);
}

function toTarget(value: unknown): Target | null {
  const candidate = value as { module?: unknown; objectId?: unknown } | null | undefined;
  const id = candidate?.objectId;
  if (!isVenueModule(candidate?.module) || (typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') return null;
  return { module: candidate.module, objectId: String(id).trim() };
}

export function SlotBookingWidget({ module, objectId }: WidgetProps<typeof meta>) {
  const t = useT('venues');
  const { stores } = useCore();
  const store = useMemo(() => tacBookingsSlice(stores), [stores]);
  const state = useSlice(store);
  const target = useTarget(module, objectId, state);
  const targetModule = target?.module;
  const targetId = target?.objectId;

  useLayoutEffect(() => {
    if (targetModule !== undefined && targetId !== undefined) store.setState((current) => tacTransitions.open(current, targetModule, targetId));
  }, [store, targetModule, targetId]);

  if (!target) return <NotFoundNotice text={t('booking.noItem')} backTo="/" backLabel={t('home')} />;
  if (state.module !== target.module || state.objectId !== target.objectId) return null;
  return <Booking key={`${target.module}|${target.objectId}`} target={target} />;
}

function Booking({ target }: { target: Target }) {
  const t = useT('venues');
  const item = useHubQuery(venueItemQuery, [target.module, target.objectId]);
  const information = useHubQuery(bookingInformationQuery, [target.module, target.objectId]);
  // One view of both reads: one message, and its retry asks again for whatever failed.
  const both = useCombinedQueries([item, information] as const);
  const bookable = (data: VenueItem) => typeof data.externalId === 'string' && data.externalId.trim() !== '';
  return (
    <section className="slot-booking" aria-busy={both.data === undefined}>
      {item.data && (
        <>
          <PageTitle>{t('booking.title', { title: item.data.title })}</PageTitle>
          <p className="slot-booking-back">
            <RouteLink to={detailRoute(target.module, item.data.id)}>{t('booking.aboutItem', { title: item.data.title })}</RouteLink>
          </p>
        </>
      )}
      {item.data && !bookable(item.data) ? (
        // the hub refuses booking information of an item that cannot be booked online
        <Notice>
          <p>{t('booking.notBookable')}</p>
        </Notice>
      ) : (
        <QueryView query={both}>{([data, info]) => <Flow module={target.module} item={data} information={info} />}</QueryView>
      )}
    </section>
  );
}

const timeKey = (time: AvailableTime) => `${time.fromTime}-${time.toTime}`;

function Flow({ module, item, information }: { module: VenueModule; item: VenueItem; information: BookingInformation }) {
  const t = useT('venues');
  const language = useLanguage();
  const { stores } = useCore();
  const store = useMemo(() => tacBookingsSlice(stores), [stores]);
  const state = useSlice(store);
  const signedIn = useSignedIn();
  const ids = { party: useId(), date: useId(), time: useId(), confirm: useId() };
  const objectId = String(item.id);
  const bounds = partyBounds(module, information);
  const { min: minPersons, max: maxPersons } = bounds;
  const dates: BookingDate[] = Array.isArray(information.dates) ? information.dates : [];

  // The suggestion on a fresh flow, else the party size inside the bounds.
  useEffect(() => {
    store.setState((current) => tacTransitions.applyBounds(current, { min: minPersons, max: maxPersons }));
  }, [store, minPersons, maxPersons]);

  const persons = state.numberOfPersons;
  const times = useHubQuery(availableTimesQuery, state.date && state.partySet ? [module, objectId, state.date, persons] : null);
  // Loaded early (an open read), shown once a time is chosen.
  const conditions = useHubQuery(conditionsQuery, [module]);
  const booking = useHubMutation(timeSlotBookingWrite);
  const [timeGone, setTimeGone] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const steady = useSteadyReplacement<HTMLDivElement>(!!state.reference, resultRef);
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const price = usePrice();

  // A chosen time that is no longer free (another guest took it) goes; the guest is told.
  useEffect(() => {
    const chosen = store.getState().time;
    if (!chosen || !times.data || store.getState().reference) return;
    if (!times.data.some((time) => timeKey(time) === timeKey(chosen))) {
      store.setState(tacTransitions.dropTime);
      setTimeGone(true);
    }
  }, [store, times.data]);

  const change = (next: (current: TacBookingState) => TacBookingState) => {
    booking.reset();
    setTimeGone(false);
    store.setState(next);
  };

  const texts = conditions.data ? conditionTexts(conditions.data, language) : null;
  const conditionsExist = !!texts && texts.terms.length > 0;
  const inProgress = booking.status === 'pending';
  const showBook = texts !== null && booking.status !== 'error' && canBook(state, inProgress, conditionsExist);

  const book = async () => {
    const time = state.time;
    if (!time || !state.date) return;
    const request = { numberOfPersons: persons, date: state.date, fromTime: time.fromTime, toTime: time.toTime, objectId: item.id };
    let result;
    try {
      result = await booking.submit({ module, id: item.id, request });
    } catch {
      // no answer, or an error status: shown with a retry of the same booking (same key)
      queueMicrotask(() => resultRef.current?.focus());
      return;
    }
    if (result === undefined) return; // a second press while the first was on its way
    store.setState((current) => tacTransitions.booked(current, result));
    // The booking path's navigation entry is done with: a reload no longer reopens this booking.
    if (store.getState().reference) saveNavigationState(BOOKING_PATH, undefined);
    // a confirmation is focused by useSteadyReplacement, without moving the page under the finger
    else queueMicrotask(() => resultRef.current?.focus());
  };

  // The step the guest is at, announced when it changes.
  const step = state.reference || state.error ? null : state.time ? 4 : state.date ? 3 : 2;
  let announcement = '';
  if (step === 2) announcement = t('booking.announce.date');
  else if (step === 3) {
    announcement =
      times.data === undefined
        ? t('booking.announce.time')
        : times.data.length === 0
          ? t('booking.no_timeslots')
          : t('booking.announce.times', { count: times.data.length });
  } else if (step === 4) announcement = conditionsExist ? t('booking.announce.conditions') : t('booking.announce.book');
  const announced = useAnnouncement(announcement);

  const dateLabel = dates.find((date) => date.value === state.date)?.label ?? state.date ?? '';
  const partyChoices: Choice<number>[] = [];
  for (let count = bounds.min; count <= bounds.max; count += 1) partyChoices.push({ key: String(count), value: count, label: t('booking.persons', { count }) });

  if (state.reference) {
    // In words: the item, the date in the guest's language, the time, "for 3 guests" and the price
    // when the hub gives one; the hub's systemInformation ("Confirmed DIN-HOR … for 3") is kept in
    // the slice for the crew, not shown.
    const day = state.date ? parseDmy(state.date) : null;
    const dateText = day ? formatLongDate(day, dateLocale) : dateLabel;
    const timeText = state.time
      ? [state.time.fromTime, state.time.toTime]
          .filter(Boolean)
          .map((time) => formatTime(time, use12Hour))
          .join(' – ')
      : '';
    const total = typeof item.price === 'number' && Number.isFinite(item.price) ? price(item.price * persons, { free: true }) : '';
    return (
      <div className="slot-booking-flow" onKeyDown={moveBetweenStops} ref={steady.ref} style={steady.style} data-settling={steady.settling || undefined}>
        <div className="notice booking-confirmed" role="status" part="result" tabIndex={-1} ref={resultRef}>
          <p className="booking-confirmed-title">{t('booking.confirmed')}</p>
          <p className="booking-summary">
            {t('booking.summary', { what: [item.title, dateText, timeText || state.time?.label].filter(Boolean).join(', '), count: persons })}
          </p>
          <dl className="facts">
            <div>
              <dt>{t('booking.reference')}</dt>
              <dd className="booking-reference">{state.reference}</dd>
            </div>
            <div>
              <dt>{t('booking.date')}</dt>
              <dd className="booking-date">{dateText}</dd>
            </div>
            {state.time && (
              <div>
                <dt>{t('booking.time')}</dt>
                <dd className="booking-time">{timeText || state.time.label}</dd>
              </div>
            )}
            <div>
              <dt>{t('booking.party')}</dt>
              <dd className="booking-party">{t('booking.guests', { count: persons })}</dd>
            </div>
            {total && (
              <div>
                <dt>{t('booking.price')}</dt>
                <dd className="booking-price">{total}</dd>
              </div>
            )}
          </dl>
        </div>
        <p className="booking-actions">
          <RouteLink to="/my_onboard_bookings" className="button secondary">
            {t('booking.myBookings')}
          </RouteLink>
          <Button variant="secondary" onClick={() => change(tacTransitions.again)}>
            {t('booking.again')}
          </Button>
        </p>
      </div>
    );
  }

  return (
    <div className="slot-booking-flow" onKeyDown={moveBetweenStops} ref={steady.ref} style={steady.style}>
      <p className="lido-visually-hidden" role="status">
        {announced}
      </p>

      <Step id={ids.party} number={1} title={t('booking.party')} current={false}>
        {module === 'spa' ? (
          <p className="spa-one-person" data-stop="" tabIndex={-1}>
            {t('booking.persons', { count: 1 })} — {t('booking.spaOnePerson')}
          </p>
        ) : (
          <ChoiceList
            choices={partyChoices}
            selected={state.partySet ? String(persons) : null}
            labelledBy={ids.party}
            className="party-choices"
            onChoose={(count) => change((current) => tacTransitions.choosePersons(current, count))}
          />
        )}
      </Step>

      <Step id={ids.date} number={2} title={t('booking.date')} current={step === 2}>
        {dates.length === 0 ? (
          <p className="empty">{t('booking.noDates')}</p>
        ) : (
          <ChoiceList
            choices={dates.map((date) => ({ key: date.value, value: date.value, label: date.label }))}
            selected={state.date}
            labelledBy={ids.date}
            className="date-choices"
            onChoose={(date) => change((current) => tacTransitions.chooseDate(current, date))}
          />
        )}
      </Step>

      {state.date && (
        <Step id={ids.time} number={3} title={t('booking.time')} current={step === 3}>
          <QueryView query={times} isEmpty={(list) => list.length === 0} empty={t('booking.no_timeslots')}>
            {(list) => (
              <ChoiceList
                choices={list.map((time) => ({ key: timeKey(time), value: time, label: time.label }))}
                selected={state.time ? timeKey(state.time) : null}
                labelledBy={ids.time}
                className="time-choices"
                onChoose={(time) => change((current) => tacTransitions.chooseTime(current, time))}
              />
            )}
          </QueryView>
          {timeGone && !state.time && !state.error && <p className="inline-error time-gone">{t('booking.timeGone')}</p>}
        </Step>
      )}

      {state.time && (
        <Step id={ids.confirm} number={4} title={t('booking.confirm')} current={step === 4}>
          <QueryView query={conditions}>
            {() =>
              texts && (
                <>
                  {texts.sales && <SafeHtml html={texts.sales} className="sales-message" />}
                  {conditionsExist && (
                    <AcceptConditions
                      className="conditions"
                      part="conditions"
                      texts={texts.terms}
                      label={t('booking.acceptConditions')}
                      accepted={state.conditionsAccepted}
                      onChange={(accepted) => change((current) => tacTransitions.acceptConditions(current, accepted))}
                    />
                  )}
                </>
              )
            }
          </QueryView>
          {showBook &&
            (signedIn ? (
              <p className="booking-actions">
                <Button part="book" className="book-button" onClick={() => void book()}>
                  {t('booking.book')}
                </Button>
              </p>
            ) : (
              <p className="booking-actions">
                <SignInLink origin={bookingRoute(module, item.id)} part="book">
                  {t('booking.loginToBook')}
                </SignInLink>
              </p>
            ))}
          {inProgress && <Loading label={t('booking.sending')} />}
        </Step>
      )}

      <BookingOutcome state={state} booking={booking} onRetry={() => void book()} resultRef={resultRef} />
    </div>
  );
}

function Step({ id, number, title, current, children }: { id: string; number: number; title: string; current: boolean; children: ReactNode }) {
  const t = useT('venues');
  return (
    <section className="booking-step" part="step" aria-labelledby={id} aria-current={current ? 'step' : undefined}>
      <h2 id={id} className="booking-step-title">
        <span className="booking-step-number">{t('booking.step', { step: number, count: STEPS })}</span> {title}
      </h2>
      {children}
    </section>
  );
}

/** The hub's 'book not complete' answer, or a booking the hub never answered (with a retry of the same booking). */
function BookingOutcome({
  state,
  booking,
  onRetry,
  resultRef,
}: {
  state: TacBookingState;
  booking: { status: string; error: unknown };
  onRetry: () => void;
  resultRef: React.RefObject<HTMLDivElement | null>;
}) {
  const t = useT('venues');
  const ui = useUiT();
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
        <ErrorNotice error={booking.error} onRetry={onRetry}>
          <p>{t('booking.notSent')}</p>
        </ErrorNotice>
      </div>
    );
  }
  return null;
}

/** A live-region text that changes only after the first render (nothing is announced on arrival). */
function useAnnouncement(text: string): string {
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnounced(text);
  }, [text]);
  return announced;
}
