/**
 * <lido-feedback> (002 §2): the ratings list, the all-in-one page, or one feedback form — from
 * the attributes, or from an in-place route when the element is alone on a page and a link is
 * followed. These pages are open (/ratings/…) or for a signed-in guest (/userratings/…, guarded
 * by the host site); the answers are anonymous for a visitor.
 */
import { useRoute, useT, type WidgetProps } from '../../core/react/index';
import { NotFoundNotice, UnknownPageNotice } from '../../core/ui/Notice';
import { AllInOne } from './AllInOne';
import type meta from './feedback.meta';
import { FeedbackPage } from './FeedbackPage';
import { RatingsOverview } from './Overview';
import { feedbackTargetOf, useFeedbackBase } from './routing';

export function Feedback({ view, profileId }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const base = useFeedbackBase();
  const target = route ? feedbackTargetOf(route.path) : { view, profileId: profileId ?? null };
  if (!target) return <UnknownPageNotice start={`${base}/overview`} />;
  if (target.view === 'form') return target.profileId ? <FeedbackPage key={target.profileId} profileId={target.profileId} /> : <NoForm />;
  if (target.view === 'allinone') return <AllInOne />;
  return <RatingsOverview />;
}

function NoForm() {
  const t = useT('feedback');
  const base = useFeedbackBase();
  return <NotFoundNotice text={t('noForm')} backTo={`${base}/overview`} backLabel={t('toOverview')} />;
}
