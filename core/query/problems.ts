/**
 * Reads of problem reporting and tracking (002 §7). The guest's own reports are personal; the
 * report itself is the queued write `problemReportWrite` (./mutations.ts), which refetches the
 * list (domain 'problems', call 'list') once the hub has it.
 */
import { newestFirst } from '../format/dates';
import { findProblemCategories, findProblemReportConfig, findProblems, type Problem } from '../hub/problems';
import { hubQuery } from './define';

/** The hashtag of the article that heads the problem tile page (002 §7). */
export const PROBLEM_TILES_HASHTAG = 'problemReportingTiles';

export const problemCategoriesQuery = hubQuery('problems', 'categories', (hub) => findProblemCategories(hub).then((list) => list ?? []));

export const problemsQuery = hubQuery(
  'problems',
  'list',
  (hub) => findProblems(hub).then((list) => newestFirst(list ?? [], (problem) => problem.receivedDateTime)),
  {
    personal: true,
    perLanguage: false,
  },
);

export const problemReportConfigQuery = hubQuery('problems', 'config', (hub) => findProblemReportConfig(hub).then((config) => config ?? {}), {
  perLanguage: false,
});

/**
 * 002 §2, §4: Leave Feedback is offered only for a Resolved problem that has a solution, when
 * the report configuration names a feedback path. Returns that path, else null.
 */
export function feedbackPathFor(problem: Problem, feedbackProfilePath: string | null | undefined): string | null {
  const path = feedbackProfilePath?.trim();
  if (problem.status !== 'Resolved' || !problem.solution?.trim() || !path) return null;
  return path.startsWith('/') ? path : `/${path}`;
}
