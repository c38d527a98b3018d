/**
 * A feedback form's rules as plain functions (002 §3, §4, §5, §9): the order of its items, what
 * is mandatory, what is missing (recalculated on every change), and the answer sent to the hub
 * (002 §3 "Answer": fields with their values, question texts URL-encoded, ratings 1–10).
 */
import type { RatingAnswer, RatingField, RatingProfile, RatingQuestion } from '../../core/hub/ratings';

/** 002 §5, §9: a 10-star rating. */
export const RATING_SCALE = 10;
/** 002 §5, §9: a feedback text takes at most 250 characters. */
export const TEXT_LIMIT = 250;

export type Item = { kind: 'field'; key: string; field: RatingField } | { kind: 'question'; key: string; question: RatingQuestion };

/** What the guest has answered so far. */
export interface Draft {
  /** field id → chosen values (one for a single choice) */
  fields: Readonly<Record<number, readonly string[]>>;
  /** question id → text */
  texts: Readonly<Record<number, string>>;
  /** question id → 1…10 */
  ratings: Readonly<Record<number, number>>;
}

export const emptyDraft: Draft = { fields: {}, texts: {}, ratings: {} };

/** 002 §5: mandatory unless mandatory is explicitly false (an item without the flag is mandatory). */
export const isMandatory = (item: { mandatory?: boolean }) => item.mandatory !== false;

export type QuestionKind = 'rating' | 'small' | 'text';
export function questionKind(question: RatingQuestion): QuestionKind {
  if (question.inputRating) return 'rating';
  if (question.inputTextSmall) return 'small';
  return 'text';
}

const bySortOrder = <T extends { sortOrder?: number; id: number }>(a: T, b: T) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id;

/** The form's items: the fields, then the questions, each ordered by sortOrder. */
export function itemsOf(profile: RatingProfile): Item[] {
  const fields = [...(profile.fields ?? [])].sort(bySortOrder).map((field): Item => ({ kind: 'field', key: `field-${field.id}`, field }));
  const questions = [...(profile.questions ?? [])].sort(bySortOrder).map((question): Item => ({ kind: 'question', key: `question-${question.id}`, question }));
  return [...fields, ...questions];
}

function answered(item: Item, draft: Draft): boolean {
  if (item.kind === 'field') return (draft.fields[item.field.id] ?? []).length > 0;
  if (questionKind(item.question) === 'rating') {
    const rating = draft.ratings[item.question.id];
    return typeof rating === 'number' && rating >= 1 && rating <= RATING_SCALE;
  }
  return (draft.texts[item.question.id] ?? '').trim() !== '';
}

/** The keys of the mandatory items not answered yet, in the form's order. */
export function missingItems(items: readonly Item[], draft: Draft): string[] {
  return items.filter((item) => isMandatory(item.kind === 'field' ? item.field : item.question) && !answered(item, draft)).map((item) => item.key);
}

/** The answer for the hub: one field entry per chosen value; texts URL-encoded; unanswered optional items left out. */
export function answerOf(profile: RatingProfile, items: readonly Item[], draft: Draft): RatingAnswer {
  const answer: RatingAnswer = { id: profile.id, fields: [], answers: [] };
  for (const item of items) {
    if (item.kind === 'field') {
      for (const value of draft.fields[item.field.id] ?? []) answer.fields.push({ id: item.field.id, field: item.field.title, value });
    } else if (questionKind(item.question) === 'rating') {
      const rating = draft.ratings[item.question.id];
      if (rating) answer.answers.push({ id: item.question.id, rating });
    } else {
      const text = (draft.texts[item.question.id] ?? '').trim();
      if (text) answer.answers.push({ id: item.question.id, text: encodeURIComponent(text) });
    }
  }
  return answer;
}

/** A choice toggled in a draft: a single choice replaces, a multiple choice adds or removes. */
export function choose(draft: Draft, field: RatingField, value: string, on: boolean): Draft {
  const current = draft.fields[field.id] ?? [];
  const next = field.multipleChoice ? (on ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value)) : on ? [value] : [];
  // keep the hub's order of the values
  const ordered = field.values.filter((v) => next.includes(v));
  return { ...draft, fields: { ...draft.fields, [field.id]: ordered } };
}

/** An answer sent before, back as a draft (answerOf's inverse): the form takes it again after the hub refused it. */
export function draftOf(answer: RatingAnswer): Draft {
  const fields: Record<number, string[]> = {};
  const texts: Record<number, string> = {};
  const ratings: Record<number, number> = {};
  for (const entry of answer.fields) (fields[entry.id] ??= []).push(entry.value);
  for (const entry of answer.answers) {
    if (entry.rating !== undefined) ratings[entry.id] = entry.rating;
    else if (entry.text !== undefined) texts[entry.id] = decodedText(entry.text);
  }
  return { fields, texts, ratings };
}

/** An answer as the guest can read (and copy) it: one line per answered item, "label: answer", in the form's order. */
export function answerLines(items: readonly Item[], answer: RatingAnswer): string[] {
  const lines: string[] = [];
  const draft = draftOf(answer);
  for (const item of items) {
    if (item.kind === 'field') {
      const values = draft.fields[item.field.id];
      if (values?.length) lines.push(`${item.field.title}: ${values.join(', ')}`);
    } else if (questionKind(item.question) === 'rating') {
      const rating = draft.ratings[item.question.id];
      if (rating) lines.push(`${item.question.question}: ${rating}/${RATING_SCALE}`);
    } else {
      const text = draft.texts[item.question.id];
      if (text) lines.push(`${item.question.question}: ${text}`);
    }
  }
  return lines;
}

function decodedText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
