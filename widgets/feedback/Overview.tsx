/**
 * The ratings list (002 §2 /ratings/overview, /userratings/overview): the feedback profiles
 * (ratings/profiles?allInOne=false), each opening its form on the /ratings or /userratings route
 * of the current path, and the way to the all-in-one page.
 */
import { useHubQuery } from '../../core/query/hooks';
import { ratingProfilesQuery } from '../../core/query/ratings';
import { useT } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { FEEDBACK_IMAGE_WIDTH } from './FeedbackForm';
import { useFeedbackBase } from './routing';

export function RatingsOverview() {
  const t = useT('feedback');
  const base = useFeedbackBase();
  const imageUrl = useImageUrl();
  const profiles = useHubQuery(ratingProfilesQuery, [false]);
  return (
    <section className="ratings-overview">
      <PageTitle>{t('overviewTitle')}</PageTitle>
      <p className="lead">{t('overviewIntro')}</p>
      <QueryView query={profiles} isEmpty={(list) => list.length === 0} empty={t('noProfiles')}>
        {(list) => (
          <ul className="profiles card-list" aria-label={t('overviewTitle')}>
            {list.map((profile) => {
              const src = profile.imageId !== undefined && profile.imageId !== null ? imageUrl({ id: profile.imageId }, FEEDBACK_IMAGE_WIDTH) : null;
              return (
                <li key={profile.id} className="profile-card card">
                  {src && <Picture className="profile-picture" src={src} width={FEEDBACK_IMAGE_WIDTH} height={225} />}
                  <RouteLink to={`${base}/feedback/${encodeURIComponent(String(profile.id))}`} className="profile-link" part="profile-link">
                    {profile.title}
                  </RouteLink>
                  <SafeHtml html={profile.description} className="profile-text" />
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <p className="button-row">
        <RouteLink to={`${base}/allinone`} className="button secondary" part="all-in-one-link">
          {t('allInOneLink')}
        </RouteLink>
      </p>
    </section>
  );
}
