/**
 * The report form (002 §2 /problem/new, §5, §8): a category (mandatory), the cabin from the
 * sign-in (read-only) and a description (mandatory, fewer than 500 characters: input beyond is
 * ignored). The report is a queued write: when the hub does not take it at once (no answer, a 5xx)
 * it is kept on this device for this guest until the hub confirms it, also across a reload, and
 * sent once (Idempotency-Key); the guest reads why it waits and may report another meanwhile. A
 * kept report the hub then refuses (4xx) is told here with its text, which can be put back.
 */
import { useRef, useState, type FormEvent } from 'react';
import { PROBLEM_DESCRIPTION_LIMIT, type Problem, type ProblemReport } from '../../core/hub/problems';
import { useHubQuery } from '../../core/query/hooks';
import { useQueuedWrites, useHubMutation } from '../../core/query/writes';
import { problemReportWrite } from '../../core/query/queued-writes';
import { problemCategoriesQuery } from '../../core/query/problems';
import { useCore, useSlice, useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { ErrorSummary, useFailedSubmits } from '../../core/ui/ErrorSummary';
import { Field, InputField } from '../../core/ui/Field';
import { PageTitle } from '../../core/ui/PageTitle';
import { Notice } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { WriteWaiting } from '../../core/ui/WriteWaiting';
import { RefusedReports } from './RefusedReports';

/** The description takes fewer than 500 characters. */
export const DESCRIPTION_MAX = PROBLEM_DESCRIPTION_LIMIT - 1;

export interface ReportErrors {
  category?: 'categoryMandatory';
  description?: 'descriptionMandatory';
}

/** 002 §5: both are mandatory; recalculated on every change once the guest has tried to send. */
export function reportErrors(categoryId: string, description: string): ReportErrors {
  const errors: ReportErrors = {};
  if (!categoryId) errors.category = 'categoryMandatory';
  if (!description.trim()) errors.description = 'descriptionMandatory';
  return errors;
}

/** The guest's cabin as the sign-in told it (pms.information), or null. */
function cabinOf(information: Record<string, unknown> | null): string | null {
  const cabin = information?.cabin ?? information?.cabinNumber ?? information?.location;
  return typeof cabin === 'string' || typeof cabin === 'number' ? String(cabin) : null;
}

/** What a guest can do once a report is sent or kept on the device: follow it, or report another. */
function AfterReport({ onAnother }: { onAnother: () => void }) {
  const t = useT('problems');
  return (
    <p className="button-row">
      <RouteLink to="/problem/tracking" className="button">
        {t('trackProblems')}
      </RouteLink>
      <Button variant="secondary" onClick={onAnother}>
        {t('reportAnother')}
      </Button>
    </p>
  );
}

export function ReportForm() {
  const t = useT('problems');
  const categories = useHubQuery(problemCategoriesQuery, []);
  // A new form for the next report: the one kept on the device goes on in the query layer.
  const [formKey, setFormKey] = useState(0);
  return (
    <section className="problem-report">
      <PageTitle>{t('reportTitle')}</PageTitle>
      <p className="lead">{t('reportIntro')}</p>
      <QueryView query={categories} isEmpty={(list) => list.length === 0} empty={t('noCategories')}>
        {(list) => <Form key={formKey} categories={list} onAnother={() => setFormKey((key) => key + 1)} />}
      </QueryView>
    </section>
  );
}

function Form({ categories, onAnother }: { categories: { id: number; name: string }[]; onAnother: () => void }) {
  const t = useT('problems');
  const core = useCore();
  const cabin = useSlice(core.stores.authentication, (state) => cabinOf(state.pmsInformation));
  const report = useHubMutation(problemReportWrite);
  // Reports made before (this page, or before a reload) that still wait for the hub.
  const queued = useQueuedWrites(problemReportWrite).length - (report.waiting ? 1 : 0);
  const [categoryId, setCategoryId] = useState('');
  const [description, setDescription] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [attempt, invalidSubmit, resetAttempts] = useFailedSubmits();
  const [failed, setFailed] = useState(false);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const errors = attempted ? reportErrors(categoryId, description) : {};
  const busy = report.status === 'pending';
  const left = DESCRIPTION_MAX - description.length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const found = reportErrors(categoryId, description);
    if (found.category || found.description) {
      invalidSubmit();
      return;
    }
    setFailed(false);
    const input: ProblemReport = { categoryId: Number(categoryId), description: description.trim() };
    try {
      await report.submit(input);
    } catch {
      setFailed(true);
    }
  };

  const reset = () => {
    report.reset();
    setCategoryId('');
    setDescription('');
    setAttempted(false);
    resetAttempts();
    setFailed(false);
  };

  // Kept on the device until the hub confirms it: the guest is done here and may report another.
  if (report.delay) {
    return (
      <div className="sent">
        <WriteWaiting delay={report.delay} kept={t('waiting')} />
        <blockquote className="kept-text">{description}</blockquote>
        <AfterReport onAnother={onAnother} />
      </div>
    );
  }

  if (report.status === 'success') {
    const number = (report.data as Problem | undefined)?.problemNumber;
    return (
      <div className="sent" role="status">
        <p>{number ? t('sentNumber', { number }) : t('sent')}</p>
        <AfterReport onAnother={reset} />
      </div>
    );
  }

  return (
    <form className="report-form stack" part="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <RefusedReports
        onPutBack={(refused) => {
          if (categories.some((category) => category.id === refused.categoryId)) setCategoryId(String(refused.categoryId));
          setDescription(refused.description.slice(0, DESCRIPTION_MAX));
          descriptionRef.current?.focus();
        }}
      />
      {queued > 0 && (
        <p className="waiting" role="status">
          {t('queuedBefore', { count: queued })}
        </p>
      )}
      <ErrorSummary
        attempt={attempt}
        errors={[
          ...(errors.category ? [{ field: categoryRef, text: t(errors.category) }] : []),
          ...(errors.description ? [{ field: descriptionRef, text: t(errors.description) }] : []),
        ]}
      />
      <fieldset className="plain stack" disabled={busy}>
        <Field label={t('category')} error={errors.category ? t(errors.category) : null}>
          {(control) => (
            <select
              {...control}
              ref={categoryRef}
              name="category"
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              aria-required="true"
            >
              <option value="">{t('chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField label={t('cabin')} name="cabin" value={cabin ?? t('cabinUnknown')} readOnly />
        <Field label={t('description')} hint={t('descriptionHint', { count: DESCRIPTION_MAX + 1 })} error={errors.description ? t(errors.description) : null}>
          {(control) => (
            <textarea
              {...control}
              ref={descriptionRef}
              name="description"
              rows={6}
              maxLength={DESCRIPTION_MAX}
              aria-required="true"
              value={description}
              // 002 §5: input beyond the limit is ignored (also what a paste brings).
              onChange={(event) => setDescription(event.target.value.slice(0, DESCRIPTION_MAX))}
            />
          )}
        </Field>
        <p className="counter" aria-live={left <= 50 ? 'polite' : 'off'}>
          {t('charactersLeft', { count: left })}
        </p>
      </fieldset>
      {failed && report.status === 'error' && <Notice tone="error">{t('submitFailed')}</Notice>}
      <Button type="submit" busy={busy}>
        {busy ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
