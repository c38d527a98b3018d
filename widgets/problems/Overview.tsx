/** The problem tile page (002 §2 /problem/overview), headed by the problemReportingTiles article. */
import { articleByHashtagQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { PROBLEM_TILES_HASHTAG } from '../../core/query/problems';
import { useT } from '../../core/react/index';
import { useFocusOnArrival } from '../../core/ui/focus';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml, loadSanitizer } from '../../core/ui/SafeHtml';

void loadSanitizer().catch(() => {});

export function ProblemsOverview() {
  const t = useT('problems');
  const article = useHubQuery(articleByHashtagQuery, [PROBLEM_TILES_HASHTAG]);
  const imageUrl = useImageUrl();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const title = article.data?.title || t('overviewTitle');
  return (
    <section className="problems-overview">
      <h1 className="page-title" part="heading" ref={heading} tabIndex={-1}>
        {title}
      </h1>
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
      <ul className="tiles" aria-label={title}>
        <li>
          <RouteLink to="/problem/new" className="tile" part="tile">
            <span className="tile-title">{t('tiles.report')}</span>
            <span className="tile-text">{t('tiles.reportText')}</span>
          </RouteLink>
        </li>
        <li>
          <RouteLink to="/problem/tracking" className="tile" part="tile">
            <span className="tile-title">{t('tiles.tracking')}</span>
            <span className="tile-text">{t('tiles.trackingText')}</span>
          </RouteLink>
        </li>
      </ul>
    </section>
  );
}
