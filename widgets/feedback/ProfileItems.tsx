/**
 * The items of one feedback profile (002 §2, §3, §5): single choices (radio buttons), multiple
 * choices (check boxes), text and small-text questions (at most 250 characters) and 10-star
 * ratings, in the form's order, each with its 'mandatory_answer' error tied to it.
 */
import { useId } from 'react';
import type { RatingField, RatingQuestion } from '../../core/hub/ratings';
import { useT } from '../../core/react/index';
import { Field, FieldGroup } from '../../core/ui/Field';
import { choose, isMandatory, questionKind, TEXT_LIMIT, type Draft, type Item } from './form-model';
import { StarRating } from './StarRating';

export interface ProfileItemsProps {
  items: readonly Item[];
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** Keys of the items whose missing answer is shown. */
  missing: readonly string[];
  /** Makes the items' element ids unique on a page with several profiles. */
  idPrefix: string;
}

/** The element id of an item (for scrolling to the first missing one). */
export const itemElementId = (idPrefix: string, key: string) => `${idPrefix}-${key}`;

export function ProfileItems({ items, draft, onChange, missing, idPrefix }: ProfileItemsProps) {
  return (
    <div className="items">
      {items.map((item) =>
        item.kind === 'field' ? (
          <ChoiceItem
            key={item.key}
            id={itemElementId(idPrefix, item.key)}
            field={item.field}
            draft={draft}
            onChange={onChange}
            missing={missing.includes(item.key)}
          />
        ) : (
          <QuestionItem
            key={item.key}
            id={itemElementId(idPrefix, item.key)}
            question={item.question}
            draft={draft}
            onChange={onChange}
            missing={missing.includes(item.key)}
          />
        ),
      )}
    </div>
  );
}

interface ItemProps {
  id: string;
  draft: Draft;
  onChange: (draft: Draft) => void;
  missing: boolean;
}

/** "Question" or "Question (optional)": mandatory is the rule, so the exception is marked. */
function Label({ text, mandatory }: { text: string; mandatory: boolean }) {
  const t = useT('feedback');
  return (
    <>
      {text}
      {!mandatory && <span className="optional"> {t('optional')}</span>}
    </>
  );
}

function ChoiceItem({ id, field, draft, onChange, missing }: ItemProps & { field: RatingField }) {
  const t = useT('feedback');
  const name = useId();
  const chosen = draft.fields[field.id] ?? [];
  const multiple = field.multipleChoice === true;
  return (
    <FieldGroup
      id={id}
      className="item choice-item"
      legend={<Label text={field.title} mandatory={isMandatory(field)} />}
      hint={multiple ? t('multipleHint') : undefined}
      error={missing ? t('mandatory_answer') : null}
    >
      {(control) => (
        <div className="choice-list">
          {field.values.map((value) => (
            <label key={value} className="choice">
              <input
                {...control}
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={value}
                checked={chosen.includes(value)}
                onChange={(event) => onChange(choose(draft, field, value, event.target.checked))}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}

function QuestionItem({ id, question, draft, onChange, missing }: ItemProps & { question: RatingQuestion }) {
  const t = useT('feedback');
  const kind = questionKind(question);
  const mandatory = isMandatory(question);
  const error = missing ? t('mandatory_answer') : null;
  if (kind === 'rating') {
    return (
      <StarRating
        id={id}
        legend={<Label text={question.question} mandatory={mandatory} />}
        value={draft.ratings[question.id] ?? null}
        error={error}
        onChange={(rating) => onChange({ ...draft, ratings: { ...draft.ratings, [question.id]: rating } })}
      />
    );
  }
  const text = draft.texts[question.id] ?? '';
  const set = (value: string) => onChange({ ...draft, texts: { ...draft.texts, [question.id]: value.slice(0, TEXT_LIMIT) } });
  return (
    <div id={id} className="item text-item">
      <Field label={question.question + (mandatory ? '' : ` ${t('optional')}`)} hint={t('textHint', { count: TEXT_LIMIT })} error={error}>
        {(control) =>
          kind === 'small' ? (
            <input
              {...control}
              type="text"
              maxLength={TEXT_LIMIT}
              value={text}
              aria-required={mandatory || undefined}
              onChange={(event) => set(event.target.value)}
            />
          ) : (
            <textarea
              {...control}
              rows={4}
              maxLength={TEXT_LIMIT}
              value={text}
              aria-required={mandatory || undefined}
              onChange={(event) => set(event.target.value)}
            />
          )
        }
      </Field>
      <p className="counter">{t('charactersLeft', { count: TEXT_LIMIT - text.length })}</p>
    </div>
  );
}
