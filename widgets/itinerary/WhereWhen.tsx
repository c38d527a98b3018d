/** Where and when (/wherewhen, 002 §2): the articles' location and times as a table linking to /content/detail/{id}. */
import { useHubQuery } from '../../core/query/hooks';
import { whereAndWhenQuery } from '../../core/query/itinerary';
import { useT } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';

export function WhereWhen() {
  const t = useT('itinerary');
  const articles = useHubQuery(whereAndWhenQuery, []);
  return (
    <section className="where-when">
      <PageTitle>{t('whereWhenTitle')}</PageTitle>
      <QueryView query={articles} isEmpty={(list) => list.length === 0} empty={t('noWhereWhen')}>
        {(list) => (
          <table className="where-when-table">
            <caption className="lido-visually-hidden">{t('whereWhenTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('where')}</th>
                <th scope="col">{t('when')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((article) => (
                <tr key={article.id}>
                  <th scope="row">
                    <RouteLink to={`/content/detail/${encodeURIComponent(String(article.id))}`}>{article.title}</RouteLink>
                  </th>
                  <td>{article.whereAndWhen?.locationInformation ?? ''}</td>
                  <td>{article.whereAndWhen?.timeInformation ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}
