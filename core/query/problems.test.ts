/** The tracking list's rules (002 §4): newest first, and when Leave Feedback is offered. */
import { describe, expect, test } from 'vitest';
import type { Problem } from '../hub/problems';
import { newestFirst } from '../format/dates';
import { feedbackPathFor } from './problems';

const problem = (extra: Partial<Problem>): Problem => ({
  id: 1,
  problemNumber: 'PR-1',
  problemCategory: { id: 1, name: 'Other' },
  description: 'x',
  receivedDateTime: '2025-06-01T10:00:00',
  status: 'Resolved',
  solution: 'Fixed',
  ...extra,
});

describe('Leave Feedback (002 §2, §4)', () => {
  test('only for Resolved, with a solution, when a feedback path is configured', () => {
    expect(feedbackPathFor(problem({}), '/userratings/feedback/3')).toBe('/userratings/feedback/3');
    expect(feedbackPathFor(problem({ status: 'InProgress' }), '/userratings/feedback/3')).toBeNull();
    expect(feedbackPathFor(problem({ status: 'InvestigationRequired' }), '/userratings/feedback/3')).toBeNull();
    expect(feedbackPathFor(problem({ solution: null }), '/userratings/feedback/3')).toBeNull();
    expect(feedbackPathFor(problem({ solution: '  ' }), '/userratings/feedback/3')).toBeNull();
    expect(feedbackPathFor(problem({}), null)).toBeNull();
    expect(feedbackPathFor(problem({}), undefined)).toBeNull();
    expect(feedbackPathFor(problem({}), ' ')).toBeNull();
  });

  test('a path without its leading slash is still a spec route', () => {
    expect(feedbackPathFor(problem({}), 'ratings/feedback/3')).toBe('/ratings/feedback/3');
  });
});

test('the tracking list is newest first', () => {
  const list = [
    problem({ id: 1, receivedDateTime: '2025-06-01T08:00:00' }),
    problem({ id: 2, receivedDateTime: '2025-06-01T11:30:00' }),
    problem({ id: 3, receivedDateTime: '2025-05-31T23:00:00' }),
  ];
  expect(newestFirst(list, (p) => p.receivedDateTime).map((p) => p.id)).toEqual([2, 1, 3]);
  expect(list.map((p) => p.id)).toEqual([1, 2, 3]);
});
