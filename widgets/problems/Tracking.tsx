/**
 * The tracking list (002 §2 /problem/tracking, §4): number, category, description, received
 * time, status and solution of each report, newest first; Leave Feedback only for a Resolved
 * problem with a solution when problem/report/config names a feedback path. Reports still
 * waiting on this device for the hub are listed first, as waiting to send; those it refused after
 * all, with their text (RefusedReports).
 */
import type { Problem, ProblemReport } from '../../core/hub/problems';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { useQueuedWrites } from '../../core/query/writes';
import { problemReportWrite } from '../../core/query/queued-writes';
import { feedbackPathFor, problemCategoriesQuery, problemReportConfigQuery, problemsQuery } from '../../core/query/problems';
import { useT } from '../../core/react/index';
import { Fact } from '../../core/ui/Fact';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { useHubDateTime } from '../../core/ui/time';
import { RefusedReports } from './RefusedReports';

const STATUS_KEYS: Readonly<Record<string, string>> = {
  InProgress: 'statuses.InProgress',
  InvestigationRequired: 'statuses.InvestigationRequired',
  Resolved: 'statuses.Resolved',
};

export function Tracking() {
  const t = useT('problems');
  const problems = useHubQuery(problemsQuery, []);
  const config = useHubQuery(problemReportConfigQuery, []);
  const queued = useQueuedWrites(problemReportWrite);
  const page = useCombinedQueries([problems, config] as const);
  return (
    <section className="problem-tracking">
      <PageTitle>{t('trackingTitle')}</PageTitle>
      <RefusedReports />
      {queued.length > 0 && <QueuedReports reports={queued} />}
      <QueryView query={page} isEmpty={([list]) => list.length === 0} empty={t('noProblems')}>
        {([list, { feedbackProfilePath }]) => (
          <ul className="problems" aria-label={t('trackingTitle')}>
            {list.map((problem) => (
              <ProblemItem key={problem.id} problem={problem} feedbackPath={feedbackPathFor(problem, feedbackProfilePath)} />
            ))}
          </ul>
        )}
      </QueryView>
      <p className="button-row">
        <RouteLink to="/problem/new" className="button secondary">
          {t('tiles.report')}
        </RouteLink>
      </p>
    </section>
  );
}

function ProblemItem({ problem, feedbackPath }: { problem: Problem; feedbackPath: string | null }) {
  const t = useT('problems');
  const dateTime = useHubDateTime();
  const statusKey = STATUS_KEYS[problem.status];
  return (
    <li className={`problem status-${problem.status}`} part="problem">
      <h2 className="section-title">{t('problemHeading', { number: problem.problemNumber, category: problem.problemCategory?.name ?? '' })}</h2>
      <dl className="facts">
        <Fact label={t('number')}>{problem.problemNumber}</Fact>
        <Fact label={t('category')}>{problem.problemCategory?.name}</Fact>
        <Fact label={t('description')}>{problem.description}</Fact>
        <Fact label={t('received')}>
          <time dateTime={problem.receivedDateTime}>{dateTime(problem.receivedDateTime)}</time>
        </Fact>
        <Fact label={t('status')}>
          <span className="status" part="status">
            {statusKey ? t(statusKey) : problem.status}
          </span>
        </Fact>
        {problem.solution?.trim() && <Fact label={t('solution')}>{problem.solution}</Fact>}
      </dl>
      {feedbackPath && (
        <RouteLink to={feedbackPath} className="button secondary" label={t('leaveFeedbackFor', { number: problem.problemNumber })}>
          {t('leaveFeedback')}
        </RouteLink>
      )}
    </li>
  );
}

/** Reports kept on this device until the hub answers (the names of their categories from the form's list). */
function QueuedReports({ reports }: { reports: ProblemReport[] }) {
  const t = useT('problems');
  const categories = useHubQuery(problemCategoriesQuery, []);
  const nameOf = (id: number) => categories.data?.find((category) => category.id === id)?.name ?? '';
  return (
    <section className="queued" aria-label={t('statuses.waiting')}>
      <p role="status">{t('queuedNote', { count: reports.length })}</p>
      <ul className="problems">
        {reports.map((report, index) => (
          <li key={index} className="problem status-waiting" part="problem">
            <dl className="facts">
              <Fact label={t('category')}>{nameOf(report.categoryId)}</Fact>
              <Fact label={t('description')}>{report.description}</Fact>
              <Fact label={t('status')}>
                <span className="status" part="status">
                  {t('statuses.waiting')}
                </span>
              </Fact>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
