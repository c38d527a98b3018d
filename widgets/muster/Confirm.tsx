/**
 * After the safety video (002 §4, §5, §7, §8): GET muster/passenger, tick the passengers not yet
 * watched (at least one), accept the conditions, POST muster/passenger/updateVideoSeen.
 *
 * Submit states idle → success | error. The write is the core's queued write (videoSeenWrite):
 * a second press while it is in flight sends nothing; while the ship's link is down it waits on
 * this device ("waiting to send", also after a reload) and is sent once the hub answers, with the
 * same Idempotency-Key, so it arrives once; a final refusal shows the spec's submit error with the
 * way back to the muster home. One the hub refuses after the guest had left this form (after a
 * reload) is told here and on the status page, naming the passengers (RefusedConfirmations).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MusterPassenger } from '../../core/hub/muster';
import { useHubQuery } from '../../core/query/hooks';
import { useQueuedWrites, useHubMutation, useRefusedWrites } from '../../core/query/writes';
import { musterPassengersQuery } from '../../core/query/muster';
import { videoSeenWrite } from '../../core/query/queued-writes';
import { WriteWaiting } from '../../core/ui/WriteWaiting';
import { WriteRefused } from '../../core/ui/WriteRefused';
import { AcceptConditions } from '../../core/ui/AcceptConditions';
import { Button } from '../../core/ui/Button';
import { ErrorSummary, useFailedSubmits } from '../../core/ui/ErrorSummary';
import { Notice } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { displayName, guestFirst, musterPath, validateConfirm, type ConfirmErrors } from './muster-logic';
import { useMusterT } from './parts';

export function Confirm({ focusOnShow }: { focusOnShow: boolean }) {
  const t = useMusterT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const passengers = useHubQuery(musterPassengersQuery, []);
  const write = useHubMutation(videoSeenWrite);
  const queued = useQueuedWrites(videoSeenWrite);
  const [sent, setSent] = useState<string[]>([]);

  // The video just ended: the guest goes on here.
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  const waiting = write.waiting || (write.status === 'idle' && queued.length > 0);
  return (
    <section className="confirm" part="confirm" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('confirm.title')}
      </h2>
      <RefusedConfirmations passengers={passengers.data ?? []} />
      {write.status === 'success' ? (
        <Notice>
          <p>{t('confirm.success', { names: sent.join(', ') })}</p>
          <RouteLink to={musterPath('status')} className="button">
            {t('confirm.toStatus')}
          </RouteLink>
        </Notice>
      ) : write.delay ? (
        <WriteWaiting delay={write.delay} kept={t('confirm.waiting')} />
      ) : waiting ? (
        <Notice>
          <p>{t('confirm.waiting')}</p>
        </Notice>
      ) : (
        <QueryView query={passengers} isEmpty={(list) => list.length === 0} empty={t('status.empty')}>
          {(list) =>
            list.every((passenger) => passenger.isVideoWatched) ? (
              <p className="all-watched">{t('confirm.allWatched')}</p>
            ) : (
              <ConfirmForm
                passengers={list}
                write={write}
                onSubmit={(chosen) => {
                  setSent(chosen.map(displayName));
                  write.submit({ passengers: chosen.map((passenger) => ({ accountId: passenger.accountNumber, isVideoWatched: true })) }).catch(() => {
                    /* shown through write.status */
                  });
                }}
              />
            )
          }
        </QueryView>
      )}
    </section>
  );
}

function ConfirmForm({
  passengers,
  write,
  onSubmit,
}: {
  passengers: readonly MusterPassenger[];
  write: { status: string };
  onSubmit: (chosen: MusterPassenger[]) => void;
}) {
  const t = useMusterT();
  const id = useId();
  const list = guestFirst(passengers);
  // the signed-in guest has just watched it: ticked to begin with
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(list.filter((passenger) => passenger.isLoggedInUser && !passenger.isVideoWatched).map((passenger) => passenger.accountNumber)),
  );
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<ConfirmErrors>({});
  const [attempt, invalidSubmit] = useFailedSubmits();
  const open = list.filter((passenger) => !passenger.isVideoWatched);
  const chosen = open.filter((passenger) => selected.has(passenger.accountNumber));

  const toggle = (account: string) => {
    const next = new Set(selected);
    if (!next.delete(account)) next.add(account);
    setSelected(next);
    if (errors.passengers && next.size > 0) setErrors({ ...errors, passengers: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateConfirm(chosen.length, accepted);
    setErrors(found);
    if (found.passengers || found.terms) {
      invalidSubmit();
      return;
    }
    onSubmit(chosen);
  };

  return (
    <form className="confirm-form" noValidate onSubmit={submit}>
      <ErrorSummary
        attempt={attempt}
        errors={[
          ...(errors.passengers ? [{ field: 'passenger', text: t('confirm.noPassenger') }] : []),
          ...(errors.terms ? [{ field: 'terms', text: t('confirm.terms') }] : []),
        ]}
      />
      <fieldset className={errors.passengers ? 'choices invalid' : 'choices'} aria-describedby={errors.passengers ? `${id}-p` : undefined}>
        <legend>{t('confirm.legend')}</legend>
        {list.map((passenger) => (
          <label key={passenger.accountNumber} className="choice">
            <input
              type="checkbox"
              name="passenger"
              value={passenger.accountNumber}
              checked={passenger.isVideoWatched || selected.has(passenger.accountNumber)}
              disabled={passenger.isVideoWatched}
              aria-invalid={errors.passengers && !passenger.isVideoWatched ? true : undefined}
              onChange={() => toggle(passenger.accountNumber)}
            />
            <span>
              {displayName(passenger)}
              {passenger.isLoggedInUser && ` (${t('status.you')})`}
              {passenger.isVideoWatched && <span className="hint"> — {t('confirm.alreadyWatched')}</span>}
            </span>
          </label>
        ))}
        {errors.passengers && (
          <p id={`${id}-p`} className="field-error">
            {t('confirm.noPassenger')}
          </p>
        )}
      </fieldset>
      <AcceptConditions
        className="field terms"
        name="terms"
        label={t('confirm.accept')}
        accepted={accepted}
        onChange={(next) => {
          setAccepted(next);
          if (next && errors.terms) setErrors({ ...errors, terms: undefined });
        }}
        error={errors.terms ? t('confirm.terms') : null}
      />
      {write.status === 'error' && (
        <Notice tone="error">
          <p>{t('confirm.error')}</p>
          <RouteLink to={musterPath('home')}>{t('back')}</RouteLink>
        </Notice>
      )}
      <Button type="submit" busy={write.status === 'pending'}>
        {t('confirm.submit')}
      </Button>
    </form>
  );
}

/** Confirmations the hub refused with no form to show it: which (the passengers named), and why. */
export function RefusedConfirmations({ passengers }: { passengers: readonly MusterPassenger[] }) {
  const t = useMusterT();
  const refused = useRefusedWrites(videoSeenWrite);
  return (
    <>
      {refused.map((write) => {
        const names = write.input.passengers
          .map((sent) => passengers.find((passenger) => passenger.accountNumber === sent.accountId))
          .filter((passenger) => passenger !== undefined)
          .map(displayName);
        return (
          <WriteRefused key={write.key} write={write} what={names.length > 0 ? t('confirm.refusedFor', { names: names.join(', ') }) : t('confirm.refused')} />
        );
      })}
    </>
  );
}
