/**
 * A 10-star rating (002 §5, §9) made of native radio buttons: Tab enters the group, the arrow keys
 * move the rating (Home/End do not: the browser's radio group rules), Space chooses; each star is
 * announced "7 of 10 stars". The stars up to the rating are filled.
 */
import { useId, type ReactNode } from 'react';
import { useT } from '../../core/react/index';
import { FieldGroup } from '../../core/ui/Field';
import { RATING_SCALE } from './form-model';

export interface StarRatingProps {
  id: string;
  legend: ReactNode;
  value: number | null;
  error: string | null;
  onChange: (rating: number) => void;
}

const STARS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

export function StarRating({ id, legend, value, error, onChange }: StarRatingProps) {
  const t = useT('feedback');
  const name = useId();
  return (
    <FieldGroup id={id} className="item rating-item" legend={legend} error={error} part="rating">
      {(control) => (
        <div className="rating-row">
          <div className="stars">
            {STARS.map((star) => (
              <label key={star} className={`star${value !== null && star <= value ? ' filled' : ''}`}>
                <input {...control} type="radio" className="star-input" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                </svg>
                <span className="lido-visually-hidden">{t('stars', { count: star, scale: RATING_SCALE })}</span>
              </label>
            ))}
          </div>
          <output className="rating-value" aria-hidden="true">
            {value ? t('rated', { count: value, scale: RATING_SCALE }) : t('notRated')}
          </output>
        </div>
      )}
    </FieldGroup>
  );
}
