/**
 * The sign-in forms of spec 000 §5, one per variant (see login-variant.ts). Each validates its
 * own fields with the spec's message keys (a submit with a field in error shows the kit's error
 * summary and focuses the first such field), then hands the call to the sign-in state machine.
 * A failed call keeps what the guest typed.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { dateOfBirthForHub, maskDateOfBirth } from '../../core/format/dob';
import { passengerSignIn, pinSignIn, pmsSignIn, swipeSignIn } from '../../core/query/auth';
import { runWrite } from '../../core/query/mutations';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { ErrorSummary, useFailedSubmits, type FormError } from '../../core/ui/ErrorSummary';
import { InputField, isPin, PinField } from '../../core/ui/Field';
import { useDateLocale } from '../../core/ui/time';
import { cardNumberFromSwipe, isoDay, isoToDmy } from './login-variant';
import type { SignIn, SignInMessage } from './use-sign-in';

interface FormProps {
  signIn: SignIn;
}

/** The form-level message (failure or empty fields), announced when it appears. */
export function FormMessage({ message }: { message: SignInMessage | null }) {
  const t = useT('login');
  return (
    <div className="form-message" role="alert">
      {message && (
        <p>
          {t(message.key)}
          {message.suffix ?? ''}
          {message.detail ? ` ${message.detail}` : ''}
        </p>
      )}
    </div>
  );
}

function SubmitButton({ signIn }: FormProps) {
  const t = useT('login');
  const busy = signIn.phase === 'submitting';
  return (
    <Button type="submit" className="submit" busy={busy}>
      {busy ? t('submitting') : t('submit')}
    </Button>
  );
}

// ── Default: departure date, booking reference, lead passenger surname ──

type PassengerField = 'date' | 'reference' | 'surname';
type PassengerErrors = Partial<Record<PassengerField, string>>;

/** 000 §5: all three required; the date defaults to today and is never before today. */
export function validatePassenger(date: string, reference: string, surname: string, today: string): PassengerErrors {
  const errors: PassengerErrors = {};
  if (!date || !isoToDmy(date) || date < today) errors.date = 'login_date_error';
  if (!reference.trim()) errors.reference = 'login_booking_reference_error';
  if (!surname.trim()) errors.surname = 'login_last_name_error';
  return errors;
}

const ALL_PASSENGER_ERRORS: Required<PassengerErrors> = {
  date: 'login_date_error',
  reference: 'login_booking_reference_error',
  surname: 'login_last_name_error',
};

/** The fields in page order, with their controls' names (the error summary links to them). */
const PASSENGER_FIELDS = [
  ['date', 'departureDate'],
  ['reference', 'bookingReference'],
  ['surname', 'lastName'],
] as const satisfies ReadonlyArray<readonly [PassengerField, string]>;

export function PassengerForm({ signIn }: FormProps) {
  const t = useT('login');
  const today = isoDay(new Date());
  const [date, setDate] = useState(today);
  const [reference, setReference] = useState('');
  const [surname, setSurname] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [attempt, invalidSubmit] = useFailedSubmits();
  // The fields the guest has changed since the last submit.
  const [edited, setEdited] = useState<ReadonlySet<PassengerField>>(new Set());
  // After the first submit each field's message follows its value; 000 §8: a refused sign-in
  // marks all three, each until the guest changes it.
  const refused = signIn.phase === 'failed' && signIn.message?.key === 'loginFailed';
  const live = submitted ? validatePassenger(date, reference, surname, today) : {};
  const messageOf = (field: PassengerField) => {
    const key = refused && !edited.has(field) ? ALL_PASSENGER_ERRORS[field] : live[field];
    return key ? t(key) : null;
  };
  const change = (field: PassengerField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (!edited.has(field)) setEdited(new Set([...edited, field]));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setEdited(new Set());
    if (Object.keys(validatePassenger(date, reference, surname, today)).length > 0) return invalidSubmit();
    void signIn.submit({
      send: (core) => runWrite(core, passengerSignIn, { bookingReference: reference.trim(), lastName: surname.trim(), departureDate: isoToDmy(date)! }),
      refused: { key: 'loginFailed', suffix: '.' },
    });
  };

  // the summary lists what the fields' own check finds (a refusal is the form's message)
  const errors = PASSENGER_FIELDS.flatMap(([field, name]) => {
    const key = live[field];
    return key ? [{ field: name, text: t(key) }] : [];
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={attempt} errors={errors} />
      <InputField
        label={t('departureDate')}
        type="date"
        name="departureDate"
        min={today}
        required
        value={date}
        onChange={(event) => change('date', setDate)(event.target.value)}
        error={messageOf('date')}
      />
      <InputField
        label={t('bookingReference')}
        name="bookingReference"
        autoComplete="off"
        autoCapitalize="characters"
        required
        value={reference}
        onChange={(event) => change('reference', setReference)(event.target.value)}
        error={messageOf('reference')}
      />
      <InputField
        label={t('leadSurname')}
        name="lastName"
        autoComplete="family-name"
        required
        value={surname}
        onChange={(event) => change('surname', setSurname)(event.target.value)}
        error={messageOf('surname')}
      />
      <FormMessage message={signIn.phase === 'failed' ? signIn.message : null} />
      <SubmitButton signIn={signIn} />
    </form>
  );
}

// ── Account number + cabin number (+ PIN) ──

export function AccountForm({ signIn, pinLogin }: FormProps & { pinLogin: boolean }) {
  const t = useT('login');
  const [account, setAccount] = useState('');
  const [cabin, setCabin] = useState('');
  const [pin, setPin] = useState('');
  const [empty, setEmpty] = useState(false);
  const [pinChecked, setPinChecked] = useState(false);
  const [attempt, invalidSubmit] = useFailedSubmits();
  // 002 §5: a PIN sign-in needs all 4 digits, checked before anything is sent.
  const pinTooShort = pinLogin && pinChecked && pin.trim() !== '' && !isPin(pin.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = !account.trim() || !cabin.trim() || (pinLogin && !pin.trim());
    setEmpty(missing);
    setPinChecked(true);
    if (missing || (pinLogin && !isPin(pin.trim()))) return invalidSubmit();
    const accountNumber = account.trim();
    const location = cabin.trim();
    void signIn.submit(
      pinLogin
        ? {
            send: (core) => runWrite(core, pinSignIn, { accountNumber, location, pinNo: pin.trim() }),
            refused: { key: 'loginFailed' },
            pin: pin.trim(),
          }
        : { send: (core) => runWrite(core, pmsSignIn, { accountNumber, location }), refused: { key: 'loginFailed' } },
    );
  };

  // empty fields: each listed in the summary with the spec's message (the form's alert)
  const errors: FormError[] = [];
  const emptyField = (name: string, label: string, value: string) => {
    if (empty && !value.trim()) errors.push({ field: name, label, text: t('error_empty_fields') });
  };
  emptyField('accountNumber', t('accountNumber'), account);
  emptyField('cabinNumber', t('cabinNumber'), cabin);
  if (pinLogin) emptyField('pin', t('pin'), pin);
  if (pinTooShort) errors.push({ field: 'pin', label: t('pin'), text: t('pin_length') });
  const message = empty ? null : signIn.phase === 'failed' ? signIn.message : null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={attempt} errors={errors} />
      <InputField
        label={t('accountNumber')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        aria-invalid={empty && !account.trim() ? true : undefined}
      />
      <InputField
        label={t('cabinNumber')}
        name="cabinNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        value={cabin}
        onChange={(event) => setCabin(event.target.value)}
        aria-invalid={empty && !cabin.trim() ? true : undefined}
      />
      {pinLogin && (
        <PinField
          label={t('pin')}
          name="pin"
          autoComplete="off"
          required
          value={pin}
          onPin={setPin}
          aria-invalid={(empty && !pin.trim()) || pinTooShort ? true : undefined}
          error={pinTooShort ? t('pin_length') : null}
        />
      )}
      <FormMessage message={message} />
      <SubmitButton signIn={signIn} />
    </form>
  );
}

// ── Kiosk: card swipe or scan, submitted by the Enter that ends the swipe ──

/** 000 §5: the card reader types the card and ends with Enter (key code 13). */
export const ENTER_KEY_CODE = 13;

export function CardForm({ signIn, scan }: FormProps & { scan: boolean }) {
  const t = useT('login');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');

  const send = () => {
    const card = cardNumberFromSwipe(value);
    if (!card) return;
    void signIn
      .submit({
        send: (core) => runWrite(core, swipeSignIn, { swipe: value, accountNumber: card }),
        refused: { key: 'swipeFailed' },
      })
      // The next swipe replaces the last one instead of being appended to it.
      .then(() => input.current?.select());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.keyCode === ENTER_KEY_CODE) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="form card-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {scan ? (
        <ol className="steps">
          <li>{t('scanStep1')}</li>
          <li>{t('scanStep2')}</li>
        </ol>
      ) : (
        <p className="instruction">{t('guestCardInstruction')}</p>
      )}
      <InputField
        ref={input}
        label={t('cardNumber')}
        name="card"
        autoComplete="off"
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <FormMessage message={signIn.phase === 'failed' ? signIn.message : null} />
      <SubmitButton signIn={signIn} />
    </form>
  );
}

// ── First name, last name, date of birth ──

/** US order for the English interface on a US-English browser (000 §5). */
function useUsDateOrder(): boolean {
  return useDateLocale() === 'en-US';
}

export function NameForm({ signIn }: FormProps) {
  const t = useT('login');
  const us = useUsDateOrder();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [dob, setDob] = useState('');
  const [problem, setProblem] = useState<SignInMessage | null>(null);
  const [attempt, invalidSubmit] = useFailedSubmits();
  const format = t(us ? 'dobFormatMdy' : 'dobFormatDmy');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!first.trim() || !last.trim() || !dob) {
      setProblem({ key: 'error_empty_fields' });
      return invalidSubmit();
    }
    const forHub = dateOfBirthForHub(dob, us);
    if (!forHub) {
      setProblem({ key: 'login_dob_error' });
      return invalidSubmit();
    }
    setProblem(null);
    void signIn.submit({
      send: (core) => runWrite(core, pmsSignIn, { firstName: first.trim(), lastName: last.trim(), dob: forHub }),
      refused: { key: 'nameLoginFailed' },
    });
  };

  // what the last submit found, field by field (the empty ones with the spec's one message)
  const errors: FormError[] =
    problem?.key === 'login_dob_error'
      ? [{ field: 'dob', text: t('login_dob_error') }]
      : problem
        ? (
            [
              ['firstName', t('firstName'), first],
              ['lastName', t('lastName'), last],
              ['dob', t('dateOfBirth'), dob],
            ] as const
          )
            .filter(([, , value]) => !value.trim())
            .map(([field, label]) => ({ field, label, text: t('error_empty_fields') }))
        : [];
  const message = problem ? null : signIn.phase === 'failed' ? signIn.message : null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={attempt} errors={errors} />
      <InputField label={t('firstName')} name="firstName" autoComplete="given-name" required value={first} onChange={(event) => setFirst(event.target.value)} />
      <InputField label={t('lastName')} name="lastName" autoComplete="family-name" required value={last} onChange={(event) => setLast(event.target.value)} />
      <InputField
        label={t('dateOfBirth')}
        name="dob"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={format}
        hint={t('dobHint', { example: format })}
        required
        value={dob}
        onChange={(event) => setDob(maskDateOfBirth(event.target.value))}
        error={problem?.key === 'login_dob_error' ? t('login_dob_error') : null}
      />
      <FormMessage message={message} />
      <SubmitButton signIn={signIn} />
    </form>
  );
}
