/**
 * The booking flow's four steps as the guest sees them (001 §4, §5): party size, date, time, then
 * the conditions and Book. Each step is a section headed "Step n of 4" (aria-current on the step
 * the guest is at) and reads the flow (use-booking-flow.ts); a choice goes back through
 * `flow.change`, Book through `flow.book`.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { tacTransitions } from '../../core/session/tac-bookings';
import { useSignedIn, useT } from '../../core/react/index';
import { AcceptConditions } from '../../core/ui/AcceptConditions';
import { Button } from '../../core/ui/Button';
import { ChoiceList, type Choice } from '../../core/ui/ChoiceList';
import { Loading } from '../../core/ui/Loading';
import { QueryView } from '../../core/ui/QueryView';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { SignInLink } from '../../core/ui/SignInLink';
import { bookingRoute } from './routing';
import { timeKey, type BookingFlow } from './use-booking-flow';

const STEPS = 4;

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

export function PartyStep({ flow }: { flow: BookingFlow }) {
  const t = useT('venues');
  const id = useId();
  const { bounds, state, persons } = flow;
  const choices: Choice<number>[] = [];
  for (let count = bounds.min; count <= bounds.max; count += 1) choices.push({ key: String(count), value: count, label: t('booking.persons', { count }) });
  return (
    <Step id={id} number={1} title={t('booking.party')} current={false}>
      {flow.module === 'spa' ? (
        <p className="spa-one-person" data-stop="" tabIndex={-1}>
          {t('booking.persons', { count: 1 })} — {t('booking.spaOnePerson')}
        </p>
      ) : (
        <ChoiceList
          choices={choices}
          selected={state.partySet ? String(persons) : null}
          labelledBy={id}
          className="party-choices"
          onChoose={(count) => flow.change((current) => tacTransitions.choosePersons(current, count))}
        />
      )}
    </Step>
  );
}

export function DateStep({ flow }: { flow: BookingFlow }) {
  const t = useT('venues');
  const id = useId();
  return (
    <Step id={id} number={2} title={t('booking.date')} current={flow.step === 2}>
      {flow.dates.length === 0 ? (
        <p className="empty">{t('booking.noDates')}</p>
      ) : (
        <ChoiceList
          choices={flow.dates.map((date) => ({ key: date.value, value: date.value, label: date.label }))}
          selected={flow.state.date}
          labelledBy={id}
          className="date-choices"
          onChoose={(date) => flow.change((current) => tacTransitions.chooseDate(current, date))}
        />
      )}
    </Step>
  );
}

export function TimeStep({ flow }: { flow: BookingFlow }) {
  const t = useT('venues');
  const id = useId();
  const { state } = flow;
  return (
    <Step id={id} number={3} title={t('booking.time')} current={flow.step === 3}>
      <QueryView query={flow.times} isEmpty={(list) => list.length === 0} empty={t('booking.no_timeslots')}>
        {(list) => (
          <ChoiceList
            choices={list.map((time) => ({ key: timeKey(time), value: time, label: time.label }))}
            selected={state.time ? timeKey(state.time) : null}
            labelledBy={id}
            className="time-choices"
            onChoose={(time) => flow.change((current) => tacTransitions.chooseTime(current, time))}
          />
        )}
      </QueryView>
      {flow.timeGone && !state.time && !state.error && <p className="inline-error time-gone">{t('booking.timeGone')}</p>}
    </Step>
  );
}

/** The sales message and the conditions to accept when there are any, then Book (or Log in to book). */
export function ConfirmStep({ flow }: { flow: BookingFlow }) {
  const t = useT('venues');
  const id = useId();
  const signedIn = useSignedIn();
  const { texts } = flow;
  return (
    <Step id={id} number={4} title={t('booking.confirm')} current={flow.step === 4}>
      <QueryView query={flow.conditions}>
        {() =>
          texts && (
            <>
              {texts.sales && <SafeHtml html={texts.sales} className="sales-message" />}
              {flow.conditionsExist && (
                <AcceptConditions
                  className="conditions"
                  part="conditions"
                  texts={texts.terms}
                  label={t('booking.acceptConditions')}
                  accepted={flow.state.conditionsAccepted}
                  onChange={(accepted) => flow.change((current) => tacTransitions.acceptConditions(current, accepted))}
                />
              )}
            </>
          )
        }
      </QueryView>
      {flow.showBook &&
        (signedIn ? (
          <p className="button-row">
            <Button part="book" className="book-button" onClick={() => void flow.book()}>
              {t('booking.book')}
            </Button>
          </p>
        ) : (
          <p className="button-row">
            <SignInLink origin={bookingRoute(flow.module, flow.item.id)} part="book">
              {t('booking.loginToBook')}
            </SignInLink>
          </p>
        ))}
      {flow.inProgress && <Loading label={t('booking.sending')} />}
    </Step>
  );
}

/**
 * What the step the guest is at asks for, for the live region: said when it changes, never on
 * arrival. Called by the flow's view whatever it shows, so a confirmation in between counts as a change.
 */
export function useStepAnnouncement(flow: BookingFlow): string {
  const t = useT('venues');
  const { step, times } = flow;
  let text = '';
  if (step === 2) text = t('booking.announce.date');
  else if (step === 3) {
    text =
      times.data === undefined
        ? t('booking.announce.time')
        : times.data.length === 0
          ? t('booking.no_timeslots')
          : t('booking.announce.times', { count: times.data.length });
  } else if (step === 4) text = flow.conditionsExist ? t('booking.announce.conditions') : t('booking.announce.book');
  return useAnnouncement(text);
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
