/**
 * The PIN page (001 §2 /my_account/pin, §4, §5, §7, §8): change the PIN — the current and the new
 * PIN are exactly 4 digits each, else 'Please make sure that both PINs are 4 digits'; the hub's
 * empty answer is success, anything else 'There has been an error.' — and reset it (after a
 * confirmation: it cannot be undone from here). A back-to-dashboard link.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { pinChange, pinReset } from '../../core/query/auth';
import { useHubMutation } from '../../core/query/writes';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { ErrorSummary, useFailedSubmits } from '../../core/ui/ErrorSummary';
import { isPin, PinField } from '../../core/ui/Field';
import { PageTitle } from '../../core/ui/PageTitle';
import { Notice, useErrorText } from '../../core/ui/Notice';
import { DashboardLink } from './DashboardLink';

export function PinPage() {
  const t = useT('account');
  return (
    <section className="pin-page stack">
      <PageTitle>{t('pinTitle')}</PageTitle>
      <PinChange />
      <PinReset />
      <DashboardLink />
    </section>
  );
}

function PinChange() {
  const t = useT('account');
  const errorText = useErrorText();
  const change = useHubMutation(pinChange);
  const [currentPin, setCurrentPin] = useState('');
  const [newPin, setNewPin] = useState('');
  // the new PIN twice, as the forced change at sign-in asks: a typo must not lock the guest out
  const [repeatPin, setRepeatPin] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [attempt, invalidSubmit] = useFailedSubmits();
  const [outcome, setOutcome] = useState<'changed' | 'refused' | 'failed' | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const errorId = useId();
  const currentInvalid = attempted && !isPin(currentPin);
  const newInvalid = attempted && !isPin(newPin);
  const mismatch = attempted && !currentInvalid && !newInvalid && repeatPin !== newPin;
  const busy = change.status === 'pending';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setOutcome(null);
    if (!isPin(currentPin) || !isPin(newPin) || repeatPin !== newPin) return invalidSubmit();
    try {
      const answer = await change.submit({ currentPin, newPin });
      if (answer === undefined) return; // a second press while the first was on its way
      setOutcome(answer.changed ? 'changed' : 'refused');
      setReason(answer.changed ? null : answer.reason);
      if (answer.changed) {
        setCurrentPin('');
        setNewPin('');
        setRepeatPin('');
        setAttempted(false);
      }
    } catch {
      setOutcome('failed');
    }
  };

  const invalid = (flag: boolean) => (flag ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  return (
    <section className="pin-change" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {t('changeTitle')}
      </h2>
      <form className="stack" part="pin-change" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          attempt={attempt}
          errors={[
            ...(currentInvalid ? [{ field: currentRef, label: t('currentPin'), text: t('pinLength') }] : []),
            ...(newInvalid ? [{ field: newRef, label: t('newPin'), text: t('pinLength') }] : []),
            ...(mismatch ? [{ field: repeatRef, text: t('new_pin_mismatch') }] : []),
          ]}
        />
        <PinField
          ref={currentRef}
          label={t('currentPin')}
          name="currentPin"
          autoComplete="current-password"
          value={currentPin}
          onPin={setCurrentPin}
          {...invalid(currentInvalid)}
        />
        <PinField ref={newRef} label={t('newPin')} name="newPin" autoComplete="new-password" value={newPin} onPin={setNewPin} {...invalid(newInvalid)} />
        <PinField
          ref={repeatRef}
          label={t('repeatPin')}
          name="repeatPin"
          autoComplete="new-password"
          value={repeatPin}
          onPin={setRepeatPin}
          error={mismatch ? t('new_pin_mismatch') : null}
        />
        {(currentInvalid || newInvalid) && (
          <p id={errorId} className="field-error">
            {t('pinLength')}
          </p>
        )}
        {outcome === 'changed' && (
          <p className="success" role="status">
            {t('pinChanged')}
          </p>
        )}
        {outcome === 'refused' && (
          <Notice tone="error">
            {t('pinError')}
            {reason && ` ${reason}`}
          </Notice>
        )}
        {outcome === 'failed' && change.error !== null && <Notice tone="error">{errorText(change.error)}</Notice>}
        <Button type="submit" busy={busy}>
          {t('changeSubmit')}
        </Button>
      </form>
    </section>
  );
}

function PinReset() {
  const t = useT('account');
  const common = useT('common');
  const errorText = useErrorText();
  const reset = useHubMutation(pinReset);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<'reset' | 'refused' | 'failed' | null>(null);
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const busy = reset.status === 'pending';

  const confirm = async () => {
    if (busy) return;
    setOutcome(null);
    try {
      const done = await reset.submit(undefined);
      if (done === undefined) return;
      setOutcome(done ? 'reset' : 'refused');
      if (done) setConfirming(false);
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <section className="pin-reset" part="pin-reset" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {t('resetTitle')}
      </h2>
      <p>{t('resetText')}</p>
      {!confirming ? (
        <Button
          ref={startRef}
          variant="secondary"
          onClick={() => {
            setOutcome(null);
            setConfirming(true);
            queueMicrotask(() => confirmRef.current?.focus());
          }}
        >
          {t('resetStart')}
        </Button>
      ) : (
        <div className="confirm stack" role="group" aria-label={t('resetConfirm')}>
          <p>{t('resetConfirm')}</p>
          <div className="button-row">
            <Button ref={confirmRef} busy={busy} onClick={() => void confirm()}>
              {t('resetSubmit')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                queueMicrotask(() => startRef.current?.focus());
              }}
            >
              {common('cancel')}
            </Button>
          </div>
        </div>
      )}
      {outcome === 'reset' && (
        <p className="success" role="status">
          {t('pinReset')}
        </p>
      )}
      {outcome === 'refused' && <Notice tone="error">{t('pinError')}</Notice>}
      {outcome === 'failed' && reset.error !== null && <Notice tone="error">{errorText(reset.error)}</Notice>}
    </section>
  );
}
