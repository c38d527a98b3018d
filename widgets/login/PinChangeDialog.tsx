import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { ErrorSummary, useFailedSubmits } from '../../core/ui/ErrorSummary';
import { Dialog } from '../../core/ui/Dialog';
import type { PinChangeAnswer } from '../../core/hub/auth';
import { isPin, PinField } from '../../core/ui/Field';

/** 000 §5: a new PIN is exactly 4 digits. */
export const isValidNewPin = isPin;

interface Props {
  /** Changes the PIN and completes the sign-in; a refusal carries the hub's reason. */
  onChange: (newPin: string) => Promise<PinChangeAnswer>;
  /** The guest backs out: they stay at the login screen, signed out. */
  onCancel: () => void;
}

/** 000 §4: shown after a PIN sign-in that requires a PIN change; the new PIN is asked for twice. */
export function PinChangeDialog({ onChange, onCancel }: Props) {
  const t = useT('login');
  const titleId = useId();
  const textId = useId();
  const [pin, setPin] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, invalidSubmit] = useFailedSubmits();

  const newPinError = error ? `${t(error)}${refusal ? ` ${refusal}` : ''}` : '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    const lengthError = isValidNewPin(pin) ? null : 'new_pin_length';
    const mismatch = !lengthError && repeated !== pin ? 'new_pin_mismatch' : null;
    setError(lengthError);
    setRepeatError(mismatch);
    if (lengthError || mismatch) return invalidSubmit();
    setBusy(true);
    const answer = await onChange(pin);
    setBusy(false);
    if (answer.changed) return;
    setError('error_pin_change');
    setRefusal(answer.reason);
  };

  return (
    <Dialog className="pin-change" labelledBy={titleId} describedBy={textId} onClose={onCancel}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id={titleId} className="dialog-title">
          {t('pinChangeTitle')}
        </h2>
        <p id={textId}>{t('pinChangeText')}</p>
        <ErrorSummary
          attempt={attempt}
          errors={[...(error ? [{ field: 'newPin', text: newPinError }] : []), ...(repeatError ? [{ field: 'repeatPin', text: t(repeatError) }] : [])]}
        />
        <PinField label={t('newPin')} name="newPin" autoComplete="new-password" autoFocus value={pin} onPin={setPin} error={error ? newPinError : null} />
        <PinField
          label={t('repeatPin')}
          name="repeatPin"
          autoComplete="new-password"
          value={repeated}
          onPin={setRepeated}
          error={repeatError ? t(repeatError) : null}
        />
        <div className="button-row">
          <Button type="submit" busy={busy}>
            {t('pinChangeSave')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('pinChangeBack')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
