/**
 * Booking an onboard excursion (/onboard/bookexcursion/{id}, login required; 001 §4, §5, §8):
 *
 *  - conditions/allowed/Excursion first: when it is not allowed its messages replace the form;
 *  - the guests of the account (excursions/findApplicableGuests/{id}) with each one's price and,
 *    for a guest who cannot go, why; more guests chosen than places left shows
 *    'overbooked. slots remaining: {n}';
 *  - conditions/Excursion to accept (the basket terms error otherwise), at least one guest (the
 *    pax selection error); Book is disabled when the places left are below the selection or 0;
 *  - POST excursions/book/{id} once (Idempotency-Key; a second press while it is on its way is
 *    ignored); success shows reference, date, time, duration, persons and total; a refusal shows
 *    hub_book_experience_error with the system information kept; no answer keeps the choice and
 *    offers to send the same booking again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { parseDmy } from '../../core/format/dates';
import { formatLongDate } from '../../core/format/dates-in-words';
import { needsAnAdult } from '../../core/format/excursions';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { formatTime } from '../../core/format/time';
import type { ApplicableGuest, OnboardBookingResult, OnboardExcursion } from '../../core/hub/onboard';
import { allowedQuery, conditionTexts, conditionsQuery } from '../../core/query/conditions';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { applicableGuestsQuery, onboardAvailabilityQuery, onboardBookingWrite, onboardExcursionQuery } from '../../core/query/onboard';
import { readNavigationState, saveNavigationState } from '../../core/navigation/nav-state';
import { useHubMutation } from '../../core/query/writes';
import { useDeviceRules, useLanguage, useT } from '../../core/react/index';
import { AcceptConditions } from '../../core/ui/AcceptConditions';
import { PageTitle } from '../../core/ui/PageTitle';
import { Button } from '../../core/ui/Button';
import { ErrorSummary, useFailedSubmits } from '../../core/ui/ErrorSummary';
import { FieldGroup } from '../../core/ui/Field';
import { Loading } from '../../core/ui/Loading';
import { ErrorNotice, Notice } from '../../core/ui/Notice';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { humanText, hubKeyText } from '../../core/ui/errors';
import { useUiT } from '../../core/ui/texts';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { moveBetweenStops } from '../../core/ui/focus';
import { useSteadyReplacement } from '../../core/ui/steady';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { useNeedsShipTimeLabel } from './ship-time';
import { bookDisabled, bookPath, bookingProblem, detailPath, overbooked, type BookingProblem } from './logic';
import { Fact } from '../../core/ui/Fact';

interface SavedChoice {
  chosen: string[];
  accepted: boolean;
}

export function Booking({ id }: { id: string }) {
  const t = useT('onboard');
  const rules = useDeviceRules();
  const excursion = useHubQuery(onboardExcursionQuery, [id]);
  const availability = useHubQuery(onboardAvailabilityQuery, [id]);
  const allowed = useHubQuery(allowedQuery, ['Excursion']);
  const guests = useHubQuery(applicableGuestsQuery, [id]);
  const all = useCombinedQueries([excursion, availability, allowed, guests] as const);
  // The choice survives a failed read and its retry, and a session that ends mid-booking (a 403:
  // the guest signs in again and finds it): kept as this page's navigation state.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(readNavigationState<SavedChoice>(bookPath(id))?.chosen ?? []));
  const [accepted, setAccepted] = useState(() => readNavigationState<SavedChoice>(bookPath(id))?.accepted === true);
  useEffect(() => {
    saveNavigationState(bookPath(id), chosen.size > 0 || accepted ? ({ chosen: [...chosen], accepted } satisfies SavedChoice) : undefined);
  }, [id, chosen, accepted]);
  if (!rules.showBookButtons) {
    return (
      <Notice>
        <p className="no-booking-here">{t('noBookingHere')}</p>
      </Notice>
    );
  }
  return (
    <section className="onboard-booking" aria-busy={all.data === undefined}>
      <QueryView query={all}>
        {([data, places, verdict, party]) => (
          <>
            <PageTitle>{t('bookTitle', { name: data.name })}</PageTitle>
            <p>
              <RouteLink to={detailPath(id)}>{t('aboutExcursion', { name: data.name })}</RouteLink>
            </p>
            {verdict && verdict.allowed === false ? (
              <Notice>
                <ul className="not-allowed">
                  {(verdict.messages?.length ? verdict.messages : [verdict.message || t('notAllowed')]).map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </Notice>
            ) : (
              <Form excursion={{ ...data, ...places }} guests={party} chosen={chosen} setChosen={setChosen} accepted={accepted} setAccepted={setAccepted} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

interface FormProps {
  excursion: OnboardExcursion;
  guests: ApplicableGuest[];
  chosen: ReadonlySet<string>;
  setChosen: (next: ReadonlySet<string>) => void;
  accepted: boolean;
  setAccepted: (accepted: boolean) => void;
}

function Form({ excursion, guests, chosen, setChosen, accepted, setAccepted }: FormProps) {
  const t = useT('onboard');
  const ui = useUiT();
  const language = useLanguage();
  const price = usePrice();
  const conditions = useHubQuery(conditionsQuery, ['Excursion']);
  const booking = useHubMutation(onboardBookingWrite);
  const [problem, setProblem] = useState<BookingProblem>(null);
  const [attempt, invalidSubmit] = useFailedSubmits();
  const guestsId = useId();
  const conditionsRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ answer: OnboardBookingResult; guests: ApplicableGuest[] } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const done = result !== null && !result.answer.failed;
  // the confirmation takes the form's place without moving anything under the guest's finger
  const steady = useSteadyReplacement<HTMLDivElement>(done, resultRef);
  const places = excursion.currentAvailability ?? excursion.availability;
  // a guest who can no longer go (booked meanwhile, also by a partial booking) drops out of the choice
  const canGo = (guest: ApplicableGuest) => !(guest.eligible === false || guest.ineligibilityReason);
  const selected = guests.filter((guest) => chosen.has(guest.accountNumber) && canGo(guest));
  const texts = conditions.data ? conditionTexts(conditions.data, language) : null;
  const conditionsExist = !!texts && texts.terms.length > 0;

  useEffect(() => {
    if (result?.answer.failed || booking.status === 'error') resultRef.current?.focus();
  }, [result, booking.status]);

  const toggle = (accountNumber: string, on: boolean) => {
    setProblem(null);
    booking.reset();
    const next = new Set(chosen);
    if (on) next.add(accountNumber);
    else next.delete(accountNumber);
    setChosen(next);
  };

  const book = async () => {
    const issue = bookingProblem(selected.length, accepted, conditionsExist || !texts, needsAnAdult(selected.map((guest) => guest.type)));
    if (issue) {
      setProblem(issue);
      invalidSubmit();
      return;
    }
    setProblem(null);
    const request = {
      excursionId: excursion.id,
      guests: selected.map(({ accountNumber, firstName, lastName }) => ({ accountNumber, firstName, lastName })),
    };
    let answer;
    try {
      answer = await booking.submit({ id: excursion.id, request });
    } catch {
      return; // shown below with a retry of the same booking (same key)
    }
    if (answer === undefined) return; // a second press while the first was on its way
    setResult({ answer, guests: selected });
    if (!answer.failed) {
      setChosen(new Set());
      setAccepted(false);
    }
  };

  if (result && done)
    return (
      <div className="onboard-booking-box" ref={steady.ref} style={steady.style} data-settling={steady.settling || undefined}>
        <Confirmation excursion={excursion} result={result.answer} guests={result.guests} resultRef={resultRef} />
      </div>
    );

  const pending = booking.status === 'pending';
  const guestsError = problem === 'noGuest' ? t('pax_select_error') : problem === 'noAdult' ? ui('hubKeys.excursion_error_no_adult_on_excursion') : null;
  const priceText = (guest: ApplicableGuest) => (guest.price === 0 ? t('free') : price(guest.price));
  return (
    <div className="onboard-booking-form" onKeyDown={moveBetweenStops} ref={steady.ref} style={steady.style}>
      <ErrorSummary
        attempt={attempt}
        errors={guestsError ? [{ field: guestsId, text: guestsError }] : problem === 'conditions' ? [{ field: conditionsRef, text: t('basket_tc_error') }] : []}
      />
      <FieldGroup id={guestsId} legend={t('whoGoes')} hint={t('whoGoesHint')} error={guestsError} className="guests">
        {(control) => (
          <ul className="guest-list">
            {guests.map((guest) => {
              const reason = canGo(guest) ? null : (guest.ineligibilityReason ?? 'unknown');
              return (
                <li key={guest.accountNumber} className="guest" part="choice" data-account={guest.accountNumber} data-status={reason ?? 'Eligible'}>
                  <label className="choice">
                    <input
                      type="checkbox"
                      {...control}
                      disabled={reason !== null || pending}
                      checked={reason === null && chosen.has(guest.accountNumber)}
                      onChange={(event) => toggle(guest.accountNumber, event.target.checked)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' && reason === null) {
                          event.preventDefault();
                          toggle(guest.accountNumber, !chosen.has(guest.accountNumber));
                        }
                      }}
                    />
                    <span className="guest-name">{`${guest.firstName} ${guest.lastName}`}</span>
                    {reason === null && <span className="guest-price">{priceText(guest)}</span>}
                  </label>
                  {reason !== null && (
                    <span className="guest-reason">{t(`reasons.${reason}`, { defaultValue: t('reasons.unknown'), age: excursion.minimumAge ?? '' })}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </FieldGroup>

      {overbooked(selected.length, places) && (
        <p className="overbooked inline-error" role="alert">
          {t('overbooked', { count: places ?? 0 })}
        </p>
      )}
      {typeof places === 'number' && places <= 0 && <p className="sold-out inline-error">{t('soldOut')}</p>}
      {selected.length > 0 && <p className="booking-total">{t('total', { total: price(selected.reduce((sum, guest) => sum + (guest.price ?? 0), 0)) })}</p>}

      <QueryView query={conditions}>
        {() =>
          texts && (
            <>
              {texts.sales && <SafeHtml html={texts.sales} className="sales-message" />}
              {conditionsExist && (
                <AcceptConditions
                  className="conditions"
                  part="conditions"
                  inputRef={conditionsRef}
                  texts={texts.terms}
                  label={t('acceptConditions')}
                  accepted={accepted}
                  onChange={(next) => {
                    setProblem(null);
                    setAccepted(next);
                  }}
                  error={problem === 'conditions' ? t('basket_tc_error') : null}
                  announce
                />
              )}
            </>
          )
        }
      </QueryView>

      <p className="button-row" part="book">
        <Button className="book-button" busy={pending} disabled={bookDisabled(selected.length, places)} onClick={() => void book()}>
          {t('book')}
        </Button>
      </p>
      {pending && <Loading label={t('sending')} />}
      <div className="booking-outcome" tabIndex={-1} ref={resultRef} part="result">
        {result?.answer.failed && <Failure result={result.answer} />}
        {booking.status === 'error' && (
          <ErrorNotice error={booking.error} onRetry={() => void book()}>
            <p>{t('notSent')}</p>
          </ErrorNotice>
        )}
      </div>
    </div>
  );
}

function Failure({ result }: { result: OnboardBookingResult }) {
  const t = useT('onboard');
  const booked = result.bookedGuests ?? [];
  const ui = useUiT();
  // a message key of the hub (excursion_error_no_adult_on_excursion …) in words; other text only when it is words
  const raw = result.systemInformation;
  const info = hubKeyText(raw, ui) ?? humanText(raw);
  const failedText = t('hub_book_experience_error');
  return (
    <div className="notice error booking-failed" role="alert">
      <p className="book-error">{failedText}</p>
      {booked.length > 0 && (
        <p className="partly-booked">
          {t('partlyBooked', { names: booked.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', '), reference: result.bookingReference ?? '' })}
        </p>
      )}
      {info && info !== failedText && <p className="system-information">{info}</p>}
    </div>
  );
}

function Confirmation({
  excursion,
  result,
  guests,
  resultRef,
}: {
  excursion: OnboardExcursion;
  result: OnboardBookingResult;
  guests: ApplicableGuest[];
  resultRef: React.RefObject<HTMLDivElement | null>;
}) {
  const t = useT('onboard');
  const common = useT('common');
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const price = usePrice();
  const day = excursion.date ? parseDmy(excursion.date) : null;
  const start = excursion.startTime ?? excursion.fromTime;
  const duration = typeof excursion.duration === 'number' && excursion.duration > 0 ? durationMessage(durationFromMinutes(excursion.duration)) : null;
  const total = guests.reduce((sum, guest) => sum + (guest.price ?? 0), 0);
  const shipTime = useNeedsShipTimeLabel()(excursion.date) ? ` (${t('shipTime')})` : '';
  // in words: the date in the guest's language, "2 guests"; the hub's systemInformation
  // ("Booked 2 on OB-905") is for the crew and not shown
  const dateText = day ? formatLongDate(day, dateLocale) : (excursion.date ?? '');
  const timeText = start ? `${formatTime(start, use12Hour)}${shipTime}` : '';
  const rows: [string, string, string][] = [
    ['reference', t('reference'), result.bookingReference ?? ''],
    ['date', t('date'), dateText],
    ['time', t('time'), timeText],
    ['duration', t('duration'), duration ? common(duration.key, { ...duration.values }) : ''],
    ['persons', t('persons'), t('guests', { count: guests.length })],
    ['total', t('totalLabel'), price(total)],
  ];
  return (
    <div className="onboard-booking-done" onKeyDown={moveBetweenStops}>
      <div className="notice booking-confirmed" role="status" part="result" tabIndex={-1} ref={resultRef}>
        <p className="booking-confirmed-title">{t('confirmed', { name: excursion.name })}</p>
        <p className="booking-summary">{t('summary', { what: [excursion.name, dateText, timeText].filter(Boolean).join(', '), count: guests.length })}</p>
        <dl className="facts">
          {rows
            .filter(([, , value]) => value)
            .map(([key, label, value]) => (
              <Fact key={key} label={label} valueClass={`confirmed-${key}`}>
                {value}
              </Fact>
            ))}
        </dl>
        <p className="booked-guests">{guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', ')}</p>
      </div>
      <p className="button-row">
        <RouteLink to="/my_onboard_bookings" className="button secondary">
          {t('myBookings')}
        </RouteLink>
      </p>
    </div>
  );
}
