/**
 * A labelled form control whose hint and error are tied to it (aria-describedby, aria-invalid),
 * so a screen reader reads the error with the field. `Field` takes any control through its slot;
 * `InputField` is the common case, a text input.
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
