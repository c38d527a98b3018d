/**
 * The terms of a feedback form (002 §2, §5): shown when the profile requires acceptance and the
 * hub has a condition text (conditions/Rating); not accepted on sending, it says
 * feedback_termsandconditions_must_be_accepted, tied to the check box.
 */
import { useId } from 'react';
import { useT } from '../../core/react/index';
import { AcceptConditions } from '../../core/ui/AcceptConditions';

/** The terms' check box, by its name in the form (the error summary links to it). */
export const TERMS_FIELD = 'acceptTerms';

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
  return (
    <section id={id} className="terms" part="terms" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {t('termsTitle')}
      </h2>
      <AcceptConditions
        texts={[html]}
        name={TERMS_FIELD}
        label={t('acceptTerms')}
        accepted={accepted}
        onChange={onChange}
        error={missing ? t('feedback_termsandconditions_must_be_accepted') : null}
      />
    </section>
  );
}
