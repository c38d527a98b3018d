/**
 * "Accept the terms": the terms to read (CMS HTML, through the one sanitiser), the check box and
 * its error. Space ticks the box, and so does Enter — a TV remote's OK. The error is tied to the
 * box (aria-invalid, aria-describedby), so a screen reader reads it with the box. Label and error
 * are the form's own texts (each module words its terms differently).
 *
 *   <AcceptConditions className="conditions" part="conditions" texts={texts.terms}
 *     label={t('acceptConditions')} accepted={accepted} onChange={setAccepted}
 *     error={missing ? t('basket_tc_error') : null} />
 */
import { useId, type ReactNode, type Ref } from 'react';
import { SafeHtml } from './SafeHtml';

export interface AcceptConditionsProps {
  /** The texts to accept (CMS HTML), each shown as `.conditions-text`. */
  texts?: readonly string[];
  /** The box's label. */
  label: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Shown under the box and tied to it. */
  error?: string | null;
  /** Announce the error when it appears: the form keeps focus elsewhere (its button). */
  announce?: boolean;
  /** The box's name (a form that focuses it by name). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  part?: string;
  /** Before the texts (a heading, their loading state). */
  children?: ReactNode;
}

export function AcceptConditions({ texts = [], label, accepted, onChange, error, announce, name, inputRef, className, part, children }: AcceptConditionsProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className={[className, error && 'invalid'].filter(Boolean).join(' ') || undefined} part={part}>
      {children}
      {texts.map((html, index) => (
        <SafeHtml key={index} html={html} className="conditions-text" />
      ))}
      <label className="choice accept-conditions">
        <input
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // no implicit submission of the form
            onChange(!accepted);
          }}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="field-error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
