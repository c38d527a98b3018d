/**
 * The feedback form page (002 §2 /ratings/feedback/{id}, /userratings/feedback/{id}): the
 * profile (ratings/profiles/{id}) and, when it asks for them, the terms (conditions/Rating),
 * read together.
 */
import type { Conditions } from '../../core/hub/conditions';
import { conditionsQuery, conditionTextIn } from '../../core/query/conditions';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { ratingProfileQuery } from '../../core/query/ratings';
import { useLanguage, useT } from '../../core/react/index';
import { useFocusOnArrival } from '../../core/ui/focus';
import { NotFoundNotice } from '../../core/ui/Notice';
import { isNotFound } from '../../core/ui/errors';
import { QueryView } from '../../core/ui/QueryView';
import { FeedbackForm, ProfileHeader } from './FeedbackForm';
import { useFeedbackBase } from './routing';

const NO_TERMS: Conditions = {};

export function FeedbackPage({ profileId }: { profileId: string }) {
  const t = useT('feedback');
  const base = useFeedbackBase();
  const language = useLanguage();
  const arrival = useFocusOnArrival<HTMLDivElement>();
  const profile = useHubQuery(ratingProfileQuery, [profileId]);
  const needsTerms = profile.data?.acceptTandC === true;
  const conditions = useHubQuery(conditionsQuery, needsTerms ? ['Rating'] : null);
  const both = useCombinedQueries([profile, conditions] as const);
  const page = needsTerms ? both : { ...profile, data: profile.data && ([profile.data, NO_TERMS] as const) };
  return (
    <section className="feedback-page" ref={arrival} tabIndex={-1}>
      {/* an unknown form is not a failure to retry: it says so and leads back to the list */}
      <QueryView
        query={page}
        errorView={(error) => (isNotFound(error) ? <NotFoundNotice text={t('noForm')} backTo={`${base}/overview`} backLabel={t('toOverview')} /> : undefined)}
      >
        {([data, terms]) => (
          <article className="feedback">
            <ProfileHeader profile={data} level={1} />
            <FeedbackForm key={data.id} profile={data} conditionText={conditionTextIn(terms.conditionText, language)} />
          </article>
        )}
      </QueryView>
    </section>
  );
}
