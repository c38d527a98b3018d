/**
 * One feedback form (002 §2 /ratings/feedback/{id}): the profile's title, description and
 * picture, its items in order, the terms when the profile requires them and a condition text
 * exists, and the submit button. Validity is recalculated on every change; each press of submit
 * with a mandatory answer missing shows the kit's error summary and scrolls to the first missing
 * item (and focuses it).
 */
import { useMemo, useState, type FormEvent } from 'react';
import type { RatingProfile } from '../../core/hub/ratings';
import { useT } from '../../core/react/index';
import { ErrorSummary, useFailedSubmits, type FormError } from '../../core/ui/ErrorSummary';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { useAnswerWrite } from './answer-write';
import { answerOf, emptyDraft, itemsOf, missingItems, type Draft, type Item } from './form-model';
import { itemElementId, ProfileItems } from './ProfileItems';
import { RefusedAnswers } from './RefusedAnswers';
import { SendStatus, SubmitButton } from './SendState';
import { Terms, TERMS_FIELD } from './Terms';

/** Feedback pictures are 400 wide (002 §9). */
export const FEEDBACK_IMAGE_WIDTH = 400;

/** The error summary's entries of the missing items: the item's title, then the spec's mandatory_answer. */
export function missingErrors(items: readonly Item[], missing: readonly string[], idPrefix: string, text: string): FormError[] {
  return items
    .filter((item) => missing.includes(item.key))
    .map((item) => ({ field: itemElementId(idPrefix, item.key), label: item.kind === 'field' ? item.field.title : item.question.question, text }));
}

export function ProfileHeader({ profile, level }: { profile: RatingProfile; level: 1 | 2 }) {
  const imageUrl = useImageUrl();
  const Heading = level === 1 ? 'h1' : 'h2';
  const src = profile.imageId !== undefined && profile.imageId !== null ? imageUrl({ id: profile.imageId }, FEEDBACK_IMAGE_WIDTH) : null;
  return (
    <header className="profile-header">
      {src && <Picture className="profile-picture" src={src} width={FEEDBACK_IMAGE_WIDTH} height={300} />}
      <div>
        <Heading className={level === 1 ? 'page-title' : 'section-title'} part="heading" tabIndex={level === 1 ? -1 : undefined}>
          {profile.title}
        </Heading>
        <SafeHtml html={profile.description} className="profile-description" />
      </div>
    </header>
  );
}

export function FeedbackForm({ profile, conditionText }: { profile: RatingProfile; conditionText: string | null }) {
  const t = useT('feedback');
  const items = useMemo(() => itemsOf(profile), [profile]);
  const write = useAnswerWrite(profile.id);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [accepted, setAccepted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [attempt, invalidSubmit] = useFailedSubmits();
  const prefix = `profile-${profile.id}`;
  const needsTerms = profile.acceptTandC === true && conditionText !== null;
  // 002 §4: recalculated on every change (shown once the guest has tried to send).
  const missing = missingItems(items, draft);
  const termsMissing = needsTerms && !accepted;
  const locked = write.state === 'sending' || write.state === 'waiting' || write.state === 'saved';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setAttempted(true);
    if (missing.length > 0 || termsMissing) return invalidSubmit();
    write.send(answerOf(profile, items, draft));
  };

  // An answer sent before (e.g. before a reload) that is still waiting or already saved.
  if (write.earlier) {
    return (
      <div className="feedback-form sent-before">
        <SendStatus state={write.state} delay={write.delay} />
      </div>
    );
  }

  return (
    <form className="feedback-form stack" part="form" noValidate onSubmit={onSubmit}>
      <RefusedAnswers profile={profile} items={items} onPutBack={setDraft} />
      <ErrorSummary
        attempt={attempt}
        errors={[
          ...missingErrors(items, missing, prefix, t('mandatory_answer')),
          ...(termsMissing ? [{ field: TERMS_FIELD, text: t('feedback_termsandconditions_must_be_accepted') }] : []),
        ]}
      />
      <fieldset className="plain form-body" disabled={locked}>
        <legend className="lido-visually-hidden">{profile.title}</legend>
        {items.length === 0 ? (
          <p className="empty">{t('noQuestions')}</p>
        ) : (
          <ProfileItems items={items} draft={draft} onChange={setDraft} missing={attempted ? missing : []} idPrefix={prefix} />
        )}
        {needsTerms && <Terms id={`${prefix}-terms`} html={conditionText} accepted={accepted} onChange={setAccepted} missing={attempted && termsMissing} />}
      </fieldset>
      <SendStatus state={write.state} delay={write.delay} />
      <SubmitButton state={write.state} />
    </form>
  );
}
