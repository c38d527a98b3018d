/**
 * The photo overview (001 §2 /photomatch/overview): tiles My Photos, Packages, the photo content
 * category (cms/categories/findByHashtag?hashtag=photocontent → /content/overview/{id}), My
 * Orders and Consent, each with its hashtag article's text (photocontent: the category's).
 */
import { articleByHashtagQuery, categoryByHashtagQuery, categoryTitle } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { useLanguage, useT } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { RouteLink } from '../../core/ui/RouteLink';
import { PHOTO_CONTENT_HASHTAG, PHOTO_HASHTAGS } from './parts';

const plain = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function Tile({ to, title, hashtag, text }: { to: string; title: string; hashtag?: string; text?: string }) {
  const article = useHubQuery(articleByHashtagQuery, hashtag ? [hashtag] : null);
  const body = text ?? (article.data ? article.data.overviewDescription || plain(article.data.description) : '');
  return (
    <li>
      <RouteLink to={to} className="tile card" part="tile">
        <span className="tile-title">{title}</span>
        {body && <span className="tile-text">{body}</span>}
      </RouteLink>
    </li>
  );
}

export function Overview() {
  const t = useT('photo');
  const language = useLanguage();
  const content = useHubQuery(categoryByHashtagQuery, [PHOTO_CONTENT_HASHTAG]);
  const category = content.data;
  return (
    <section className="photo-overview">
      <PageTitle>{t('overview.title')}</PageTitle>
      <ul className="tiles card-list" aria-label={t('overview.title')}>
        <Tile to="/photomatch/myphotos" title={t('overview.myphotos')} hashtag={PHOTO_HASHTAGS.myphotos} />
        <Tile to="/photomatch/packages" title={t('overview.packages')} hashtag={PHOTO_HASHTAGS.packages} />
        {category && (
          <Tile to={`/content/overview/${category.id}`} title={categoryTitle(category, language) || t('overview.content')} text={plain(category.description)} />
        )}
        <Tile to="/photomatch/orders" title={t('overview.orders')} hashtag={PHOTO_HASHTAGS.orders} />
        <Tile to="/photomatch/consent" title={t('overview.consent')} hashtag={PHOTO_HASHTAGS.consent} />
      </ul>
    </section>
  );
}
