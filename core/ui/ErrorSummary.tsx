/**
 * The one error summary of a form that validates on submit (WCAG 3.3.1, the GOV.UK pattern):
 * after a submit with invalid fields, a box above the form announced as an alert, headed "Please
 * correct the following:" and listing each error (the spec's own text, as its field shows it) as a
 * link to its field; focus moves to the first invalid field, on every such submit. Keyboard, screen
 * reader and a TV remote (OK on a link) land on the field itself.
 *
 * A field is named by its control's `name` in the form, an element id in the widget's shadow root
 * (a fieldset: its first enabled control takes focus), or a ref. Everything is looked up in the
 * widget's own shadow root, never in the document.
 *
 * Its texts (namespace `form-errors`, core/i18n/locales/{lang}/form-errors.json) travel in the
 * catalogue of each widget with a form (widgets/<feature>/catalogue.ts); the part rides in the
 * write side's chunk (every form that validates sends a write), so a read-only embed pays nothing.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useShadowRoot, useT } from '../react/index';
import sheet from './error-summary.css';
import { useAdoptedSheet } from './sheet';

export const FORM_ERRORS_NAMESPACE = 'form-errors';

export interface FormError {
  /** The field in error: its control's name in the form, an element id, or a ref. */
  field: string | RefObject<HTMLElement | null>;
  /** The field's error as the spec words it (and its field shows it). */
  text: string;
  /** The field's name, before the text, where the text alone does not say which ("This field is mandatory"). */
  label?: string;
}

const CONTROL = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The control a field names, inside `scope` (a form, else the shadow root). */
export function fieldControl(root: ShadowRoot | Document, scope: ParentNode, field: FormError['field']): HTMLElement | null {
  let element: HTMLElement | null;
  if (typeof field === 'string') {
    element = root.getElementById(field);
    if (!element) {
      const named = scope.querySelectorAll<HTMLElement>('[name]');
      for (let index = 0; index < named.length && !element; index++) {
        const candidate = named[index]!;
        if (candidate.getAttribute('name') === field && !candidate.matches(':disabled')) element = candidate;
      }
    }
  } else element = field.current;
  if (element && !element.matches(CONTROL)) element = element.querySelector<HTMLElement>(CONTROL) ?? element;
  return element;
}

/** Brings a field's control into view and focuses it (a container without a control: itself, focusable). */
export function focusField(root: ShadowRoot | Document, scope: ParentNode, field: FormError['field']): boolean {
  const control = fieldControl(root, scope, field);
  if (!control) return false;
  if (!control.matches(CONTROL) && !control.hasAttribute('tabindex')) control.tabIndex = -1;
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}

/** Submits refused for invalid fields: the count (the summary's `attempt`) and what counts one more. */
export function useFailedSubmits(): [attempt: number, failed: () => void, reset: () => void] {
  const [attempt, setAttempt] = useState(0);
  return [attempt, useCallback(() => setAttempt((count) => count + 1), []), useCallback(() => setAttempt(0), [])];
}

export interface ErrorSummaryProps {
  /** The form's errors in the order of its fields; shown while there are any, after a failed submit. */
  errors: readonly FormError[];
  /** Failed submits so far (useFailedSubmits): each one moves focus to the first field in error. */
  attempt: number;
}

export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  useAdoptedSheet(sheet);
  const t = useT(FORM_ERRORS_NAMESPACE);
  const root = useShadowRoot();
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(errors);
  latest.current = errors;
  const scope = () => box.current?.closest('form') ?? root;

  useEffect(() => {
    const first = latest.current[0];
    if (attempt > 0 && first) focusField(root, box.current?.closest('form') ?? root, first.field);
  }, [attempt, root]);

  if (attempt === 0 || errors.length === 0) return null;
  return (
    <div ref={box} className="notice error error-summary" role="alert" part="error-summary">
      <h2 className="error-summary-title">{t('title')}</h2>
      <ul>
        {errors.map((error) => (
          <li key={typeof error.field === 'string' ? error.field : (error.label ?? error.text)}>
            <a
              href={typeof error.field === 'string' ? `#${error.field}` : '#'}
              onClick={(event) => {
                event.preventDefault();
                focusField(root, scope(), error.field);
              }}
            >
              {error.label ? `${error.label}: ${error.text}` : error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
