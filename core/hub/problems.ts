/** Problem reporting and tracking (spec 002 §3, §5, §7). */
import type { HubClient } from './client';

export interface ProblemCategory {
  id: number;
  name: string;
}

export type ProblemStatus = 'InProgress' | 'InvestigationRequired' | 'Resolved';

export interface Problem {
  id: number;
  problemNumber: string;
  problemCategory: ProblemCategory;
  description: string;
  receivedDateTime: string;
  status: ProblemStatus;
  solution: string | null;
}

export interface ProblemReport {
  /** The chosen category's id (mandatory). */
  categoryId: number;
  /** Fewer than 500 characters (mandatory). */
  description: string;
}

/** The description accepts fewer than this many characters; input beyond is ignored. */
export const PROBLEM_DESCRIPTION_LIMIT = 500;

export const findProblemCategories = (hub: HubClient) => hub.get<ProblemCategory[]>('problem/categories');
export const findProblems = (hub: HubClient) => hub.get<Problem[]>('problem/report');
export const findProblemReportConfig = (hub: HubClient) => hub.get<{ feedbackProfilePath?: string | null }>('problem/report/config');
export const reportProblem = (hub: HubClient, report: ProblemReport) =>
  hub.post<Problem | undefined>('problem/report', { description: report.description, category: { id: report.categoryId } });
