/**
 * The terms of a feedback form (002 §2, §5): shown when the profile requires acceptance and the
 * hub has a condition text (conditions/Rating); not accepted on sending, it says
 * feedback_termsandconditions_must_be_accepted, tied to the check box.
 */
import { useId } from 'react';
import { useT } from '../../core/react/index';
import { SafeHtml } from '../../core/ui/SafeHtml';

export interface TermsProps {
  id: string;
  html: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  missing: boolean;
}

export function Terms({ id, html, accepted, onChange, missing }: TermsProps) {
  const t = useT('feedback');
  const titleId = useId();
  const errorId = useId();
  return (
    <section id={id} className="terms" part="terms" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {t('termsTitle')}
      </h2>
      <SafeHtml html={html} className="terms-text" />
      <label className="choice">
        <input
          type="checkbox"
          name="acceptTerms"
          checked={accepted}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('acceptTerms')}</span>
      </label>
      {missing && (
        <p id={errorId} className="field-error">
          {t('feedback_termsandconditions_must_be_accepted')}
        </p>
      )}
    </section>
  );
}
