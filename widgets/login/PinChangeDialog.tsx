import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Dialog } from '../../core/ui/Dialog';
import { isPin, PinField } from '../../core/ui/Field';

/** 000 §5: a new PIN is exactly 4 digits. */
export const isValidNewPin = isPin;

interface Props {
  /** Changes the PIN and completes the sign-in; false when the hub refused. */
  onChange: (newPin: string) => Promise<boolean>;
  /** The guest backs out: they stay at the login screen, signed out. */
  onCancel: () => void;
}

/** 000 §4: shown after a PIN sign-in that requires a PIN change. */
export function PinChangeDialog({ onChange, onCancel }: Props) {
  const t = useT('login');
  const titleId = useId();
  const textId = useId();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isValidNewPin(pin)) {
      setError('new_pin_length');
      return;
    }
    setError(null);
    setBusy(true);
    const changed = await onChange(pin);
    setBusy(false);
    if (!changed) setError('error_pin_change');
  };

  return (
    <Dialog className="pin-change" labelledBy={titleId} describedBy={textId} onClose={onCancel}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id={titleId} className="dialog-title">
          {t('pinChangeTitle')}
        </h2>
        <p id={textId}>{t('pinChangeText')}</p>
        <PinField label={t('newPin')} name="newPin" autoComplete="new-password" autoFocus value={pin} onPin={setPin} error={error ? t(error) : null} />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('pinChangeBack')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('pinChangeSave')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
