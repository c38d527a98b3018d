/** Small parts the photo views share: the hashtag article's text and the back link to the overview. */
import { articleByHashtagQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { useT } from '../../core/react/index';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml, loadSanitizer } from '../../core/ui/SafeHtml';

void loadSanitizer().catch(() => {});

/** 001 §7: the hashtags of the photo service's texts. */
export const PHOTO_HASHTAGS = { packages: 'photopackages', myphotos: 'myphotos', orders: 'photoorders', consent: 'photoconsent' } as const;
export const PHOTO_CONTENT_HASHTAG = 'photocontent';

/** The article of a hashtag as an introduction; nothing while it loads or when it fails (the page works without it). */
export function HashtagIntro({ hashtag }: { hashtag: string }) {
  const article = useHubQuery(articleByHashtagQuery, [hashtag]);
  const description = article.data?.description;
  if (!description) return null;
  return <SafeHtml html={description} className="photo-intro" />;
}

export function BackToOverview() {
  const t = useT('photo');
  return (
    <p className="photo-back">
      <RouteLink to="/photomatch/overview">{t('backToOverview')}</RouteLink>
    </p>
  );
}
