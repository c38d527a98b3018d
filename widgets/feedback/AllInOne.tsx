/**
 * The all-in-one feedback page (002 §2 /ratings/allinone, /userratings/allinone): headed by the
 * allInOneFeedback category; every all-in-one profile asks "Would you like to give feedback on
 * …?" with Yes and No (default No); Yes opens that profile's items. One submit sends an answer for
 * every profile answered Yes (each its own queued write), after every mandatory item of them —
 * and the terms, when one of them requires them — is answered; each press scrolls to the first
 * missing item, listed with the rest in the kit's error summary. Saved when all are saved; an
 * error names what to do and sends again only what was not saved.
 */
import { forwardRef, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Conditions } from '../../core/hub/conditions';
import { conditionsQuery, conditionTextIn } from '../../core/query/conditions';
import type { Category } from '../../core/hub/content';
import type { RatingProfile } from '../../core/hub/ratings';
import { categoryByHashtagQuery, categoryTitle } from '../../core/query/content';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { ALL_IN_ONE_HASHTAG, ratingProfilesQuery } from '../../core/query/ratings';
import { useLanguage, useT } from '../../core/react/index';
import { ErrorSummary, useFailedSubmits, type FormError } from '../../core/ui/ErrorSummary';
import { FieldGroup } from '../../core/ui/Field';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { useAnswerWrite, type SendState } from './answer-write';
import { FEEDBACK_IMAGE_WIDTH, missingErrors } from './FeedbackForm';
import { answerOf, emptyDraft, itemsOf, missingItems, type Draft } from './form-model';
import { ProfileItems } from './ProfileItems';
import { RefusedAnswers } from './RefusedAnswers';
import { SendStatus, SubmitButton } from './SendState';
import { Terms, TERMS_FIELD } from './Terms';

const NO_TERMS: Conditions = {};

export function AllInOne() {
  const t = useT('feedback');
  const language = useLanguage();
  const category = useHubQuery(categoryByHashtagQuery, [ALL_IN_ONE_HASHTAG]);
  const profiles = useHubQuery(ratingProfilesQuery, [true]);
  const needsTerms = profiles.data?.some((profile) => profile.acceptTandC === true) === true;
  const conditions = useHubQuery(conditionsQuery, needsTerms ? ['Rating'] : null);
  const withTerms = useCombinedQueries([category, profiles, conditions] as const);
  const withoutTerms = useCombinedQueries([category, profiles] as const);
  const page = needsTerms ? withTerms : { ...withoutTerms, data: withoutTerms.data && ([...withoutTerms.data, NO_TERMS] as const) };
  const title = category.data ? categoryTitle(category.data, language) : t('allInOneTitle');
  return (
    <section className="all-in-one">
      <PageTitle>{title}</PageTitle>
      <QueryView query={page} isEmpty={([, list]) => list.length === 0} empty={t('noProfiles')}>
        {([head, list, terms]) => (
          <>
            {head && <CategoryIntro category={head} />}
            <AllInOneForm profiles={list} conditionText={conditionTextIn(terms.conditionText, language)} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function CategoryIntro({ category }: { category: Category }) {
  const imageUrl = useImageUrl();
  const src = category.imageId !== undefined && category.imageId !== null ? imageUrl({ id: category.imageId }, FEEDBACK_IMAGE_WIDTH) : null;
  return (
    <div className="intro">
      {src && <Picture className="profile-picture" src={src} width={FEEDBACK_IMAGE_WIDTH} height={300} />}
      <SafeHtml html={category.description} className="intro-text" />
    </div>
  );
}

interface SectionHandle {
  send(): void;
}

function combined(states: SendState[]): SendState {
  if (states.length === 0) return 'idle';
  if (states.includes('sending')) return 'sending';
  if (states.includes('waiting')) return 'waiting';
  if (states.includes('error')) return 'error';
  if (states.every((state) => state === 'saved')) return 'saved';
  return 'idle';
}

function AllInOneForm({ profiles, conditionText }: { profiles: RatingProfile[]; conditionText: string | null }) {
  const t = useT('feedback');
  const [attempt, invalidSubmit] = useFailedSubmits();
  const [chosen, setChosen] = useState<Readonly<Record<number, boolean>>>({});
  // Each topic's answers live here, not in its section: a Yes → No → Yes keeps what was typed
  // while the page is open (only the topics answered Yes are sent).
  const [drafts, setDrafts] = useState<Readonly<Record<number, Draft>>>({});
  const onDraft = useCallback((id: number, draft: Draft) => setDrafts((previous) => ({ ...previous, [id]: draft })), []);
  const [states, setStates] = useState<Readonly<Record<number, SendState>>>({});
  const [attempted, setAttempted] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [nothingChosen, setNothingChosen] = useState(false);
  const handles = useRef(new Map<number, SectionHandle>());
  const selected = profiles.filter((profile) => chosen[profile.id]);
  const state = combined(selected.map((profile) => states[profile.id] ?? 'idle'));
  const needsTerms = conditionText !== null && selected.some((profile) => profile.acceptTandC === true);
  const locked = state === 'sending' || state === 'waiting' || state === 'saved';
  const termsMissing = needsTerms && !accepted;
  // every missing item of the topics answered Yes, in page order, then the terms
  const missing = selected.flatMap((profile) => {
    const items = itemsOf(profile);
    return missingErrors(items, missingItems(items, drafts[profile.id] ?? emptyDraft), `aio-${profile.id}`, t('mandatory_answer'));
  });
  const errors: FormError[] = !attempted
    ? []
    : [
        ...(nothingChosen && profiles[0] ? [{ field: `aio-${profiles[0].id}`, text: t('chooseOne') }] : []),
        ...missing,
        ...(termsMissing ? [{ field: TERMS_FIELD, text: t('feedback_termsandconditions_must_be_accepted') }] : []),
      ];
  const onState = useCallback((id: number, next: SendState) => setStates((previous) => (previous[id] === next ? previous : { ...previous, [id]: next })), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setAttempted(true);
    setNothingChosen(selected.length === 0);
    if (selected.length === 0 || missing.length > 0 || termsMissing) return invalidSubmit();
    // Only what is not saved (nor on its way) yet: a retry after an error sends no answer twice.
    for (const profile of selected) {
      const current = states[profile.id] ?? 'idle';
      if (current === 'idle' || current === 'error') handles.current.get(profile.id)?.send();
    }
  };

  return (
    <form className="feedback-form all-in-one-form stack" part="form" noValidate onSubmit={onSubmit}>
      {profiles.map((profile) => (
        <RefusedAnswers
          key={profile.id}
          profile={profile}
          items={itemsOf(profile)}
          onPutBack={(draft) => {
            onDraft(profile.id, draft);
            setChosen((previous) => ({ ...previous, [profile.id]: true }));
          }}
        />
      ))}
      <ErrorSummary attempt={attempt} errors={errors} />
      <fieldset className="plain form-body" disabled={locked}>
        <legend className="lido-visually-hidden">{t('allInOneTitle')}</legend>
        {profiles.map((profile) => (
          <div key={profile.id} className="aio-profile" part="profile">
            <FieldGroup legend={t('giveFeedbackOn', { title: profile.title })} className="yes-no">
              {() => (
                <div className="choice-list inline">
                  {[true, false].map((yes) => (
                    <label key={String(yes)} className="choice">
                      <input
                        type="radio"
                        name={`aio-${profile.id}`}
                        checked={(chosen[profile.id] ?? false) === yes}
                        onChange={() => {
                          setChosen((previous) => ({ ...previous, [profile.id]: yes }));
                          setNothingChosen(false);
                        }}
                      />
                      <span>{yes ? t('yes') : t('no')}</span>
                    </label>
                  ))}
                </div>
              )}
            </FieldGroup>
            {chosen[profile.id] && (
              <ProfileSection
                profile={profile}
                attempted={attempted}
                draft={drafts[profile.id] ?? emptyDraft}
                onDraft={onDraft}
                onState={onState}
                ref={(handle) => {
                  if (handle) handles.current.set(profile.id, handle);
                  else handles.current.delete(profile.id);
                }}
              />
            )}
          </div>
        ))}
        {needsTerms && <Terms id="all-in-one-terms" html={conditionText} accepted={accepted} onChange={setAccepted} missing={attempted && !accepted} />}
      </fieldset>
      {nothingChosen && <p className="field-error">{t('chooseOne')}</p>}
      <SendStatus state={state} />
      <SubmitButton state={state} />
    </form>
  );
}

interface SectionProps {
  profile: RatingProfile;
  attempted: boolean;
  draft: Draft;
  onDraft: (id: number, draft: Draft) => void;
  onState: (id: number, state: SendState) => void;
}

const ProfileSection = forwardRef<SectionHandle, SectionProps>(function ProfileSection({ profile, attempted, draft, onDraft, onState }, ref) {
  const items = useMemo(() => itemsOf(profile), [profile]);
  const write = useAnswerWrite(profile.id);
  const setDraft = useCallback((next: Draft) => onDraft(profile.id, next), [onDraft, profile.id]);
  const prefix = `aio-${profile.id}`;
  const missing = missingItems(items, draft);
  // The page hears each section's sending state (after render, never during it).
  useLayoutEffect(() => onState(profile.id, write.state), [profile.id, write.state, onState]);

  useImperativeHandle(
    ref,
    () => ({
      send: () => write.send(answerOf(profile, items, draft)),
    }),
    [write, profile, items, draft],
  );

  return (
    <section className="aio-section" aria-label={profile.title}>
      <SafeHtml html={profile.description} className="profile-description" />
      {write.earlier ? (
        <SendStatus state={write.state} delay={write.delay} />
      ) : (
        <ProfileItems items={items} draft={draft} onChange={setDraft} missing={attempted ? missing : []} idPrefix={prefix} />
      )}
    </section>
  );
});
