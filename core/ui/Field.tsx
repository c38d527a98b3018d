/**
 * A labelled form control whose hint and error are tied to it (aria-describedby, aria-invalid),
 * so a screen reader reads the error with the field. `Field` takes any control through its slot;
 * `InputField` is the common case, a text input; `FieldGroup` is a fieldset of choices.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** What the control in a Field's slot must carry. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Shown under the control and announced with it. */
  error?: string | null;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (any input type); its own aria-invalid, when given, wins. */
export function InputField({ label, error, hint, className, ref, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </Field>
  );
}

/** What each control inside a FieldGroup carries (radio buttons, checkboxes, stars). */
export interface FieldGroupControlProps {
  'aria-invalid': true | undefined;
}

export interface FieldGroupProps {
  /** The group's question or label (the fieldset's legend). */
  legend: ReactNode;
  error?: string | null;
  hint?: string;
  className?: string;
  /** id of the fieldset (e.g. to scroll a missing answer into view). */
  id?: string;
  part?: string;
  /** The controls are off (a form already sent). */
  disabled?: boolean;
  children: (control: FieldGroupControlProps) => ReactNode;
}

/**
 * A group of controls answering one question (single or multiple choice, a star rating): a
 * fieldset whose legend names it and whose hint and error are tied to it (aria-describedby), so a
 * screen reader reads the error when focus enters the group.
 */
export function FieldGroup({ legend, error, hint, className, id, part, disabled, children }: FieldGroupProps) {
  const generated = useId();
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      id={id}
      part={part}
      className={`field field-group${error ? ' invalid' : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {children({ 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 000 §5, 001 §9: a PIN is 4 digits. */
export const PIN_LENGTH = 4;

/** 000 §5, 001 §5: exactly 4 digits. */
export const isPin = (value: string) => value.length === PIN_LENGTH && /^\d+$/.test(value);

export interface PinFieldProps extends Omit<InputFieldProps, 'type' | 'inputMode' | 'maxLength' | 'onChange' | 'value'> {
  value: string;
  /** The PIN as the guest typed or pasted it: digits only, at most 4. */
  onPin: (pin: string) => void;
}

/** A PIN input (sign-in, the PIN change): masked, the numeric keyboard, digits only, at most 4. */
export function PinField({ value, onPin, ...input }: PinFieldProps) {
  return (
    <InputField
      {...input}
      type="password"
      inputMode="numeric"
      maxLength={PIN_LENGTH}
      value={value}
      onChange={(event) => onPin(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
    />
  );
}
