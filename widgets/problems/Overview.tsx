/** The problem tile page (002 §2 /problem/overview), headed by the problemReportingTiles article. */
import { articleByHashtagQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { PROBLEM_TILES_HASHTAG } from '../../core/query/problems';
import { useT } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml, loadSanitizer } from '../../core/ui/SafeHtml';

void loadSanitizer().catch(() => {});

/** 002 §2, §9 (home tiles 'Report A Problem', 'Problem Tracking'): the two ways on from here. */
const TILES = [
  { key: 'report', to: '/problem/new' },
  { key: 'tracking', to: '/problem/tracking' },
] as const;

export function ProblemsOverview() {
  const t = useT('problems');
  const article = useHubQuery(articleByHashtagQuery, [PROBLEM_TILES_HASHTAG]);
  const imageUrl = useImageUrl();
  const title = article.data?.title || t('overviewTitle');
  return (
    <section className="problems-overview">
      <PageTitle>{title}</PageTitle>
      {/* The tiles work without the article: only its introduction waits for the hub. */}
      <QueryView query={article} loading={{ variant: 'skeleton', lines: 2 }}>
        {(data) =>
          data && (
            <div className="intro">
              {data.imageId !== undefined && data.imageId !== null && (
                <Picture className="intro-picture" src={imageUrl({ id: data.imageId })} width={400} height={300} eager />
              )}
              <SafeHtml html={data.description} className="intro-text" />
            </div>
          )
        }
      </QueryView>
      <ul className="tiles card-list" aria-label={title}>
        {TILES.map((tile) => (
          <li key={tile.to}>
            <RouteLink to={tile.to} className="tile card" part="tile">
              <span className="tile-title">{t(`tiles.${tile.key}`)}</span>
              <span className="tile-text">{t(`tiles.${tile.key}Text`)}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
