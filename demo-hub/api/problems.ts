/**
 * Problem reporting and tracking (002 §2, §3, §5, §7). Reports belong to the cabin of the session.
 * Description: required, fewer than 500 characters; category: required, must exist.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { ago, formatDate } from '../lib/dates.ts';
import { requireSession } from '../lib/sessions.ts';
import { idempotent } from '../lib/idempotency.ts';
import { currentVariant, type HubType } from './config.ts';
import { ofVariant } from './personal/model.ts';

export const PROBLEM_STATUSES = ['InProgress', 'InvestigationRequired', 'Resolved'] as const;
export const MAX_DESCRIPTION = 499;

interface Category {
  id: number;
  name: string;
}
interface Problem {
  id: number;
  problemNumber: string;
  cabin: string;
  problemCategory: Category;
  description: string;
  receivedDateTime: string;
  status: (typeof PROBLEM_STATUSES)[number];
  solution: string | null;
  /** the variant it was reported on (issue 34: a resort's room, not a cruise's cabin); none: a cruise's */
  variant?: HubType;
}

/** What the guest sees of a report (the cabin and the variant are the hub's own). */
const guestView = ({ cabin: _c, variant: _v, ...p }: Problem) => p;

function categoryIdOf(body: Record<string, unknown>): number | null {
  const raw = body.categoryId ?? body.category ?? body.problemCategory;
  const v = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : raw;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v);
  return null;
}

async function report(ctx: Ctx) {
  const s = requireSession(ctx);
  const body = asObject(await ctx.body());
  const catId = categoryIdOf(body);
  if (catId === null) throw new HttpError(400, 'Category is mandatory, please select it and resubmit.', 'category_mandatory');
  const category = docs.get<Category>(ctx.db, 'problemCategory', catId);
  if (!category) throw new HttpError(400, `Unknown problem category ${catId}`, 'unknown_category');
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  if (!description) throw new HttpError(400, 'Problem description is mandatory, please add it and resubmit.', 'description_mandatory');
  if (description.length > MAX_DESCRIPTION)
    throw new HttpError(400, `The description must be shorter than ${MAX_DESCRIPTION + 1} characters`, 'description_too_long');
  const id = 1000 + docs.count(ctx.db, 'problem') + 1;
  const p: Problem = {
    id,
    problemNumber: `PR-${id}`,
    cabin: s.cabin,
    problemCategory: category,
    description,
    receivedDateTime: formatDate(new Date(), 'iso'),
    status: 'InProgress',
    solution: null,
    variant: currentVariant(ctx.db),
  };
  docs.put(ctx.db, 'problem', id, p);
  return guestView(p);
}

export function routes(): Router {
  return new Router()
    .get('/problem/categories', (ctx) => docs.list<Category>(ctx.db, 'problemCategory'))
    .get('/problem/report/config', () => ({ feedbackProfilePath: '/userratings/feedback/3' }))
    .get('/problem/report', (ctx) => {
      const s = requireSession(ctx);
      // newest first
      return docs
        .list<Problem>(ctx.db, 'problem')
        .filter((p) => p.cabin === s.cabin)
        .filter(ofVariant(currentVariant(ctx.db)))
        .sort((a, b) => b.receivedDateTime.localeCompare(a.receivedDateTime) || b.id - a.id)
        .map(guestView);
    })
    .post('/problem/report', idempotent(report));
}

export function seed(db: DatabaseSync): void {
  const cats: Category[] = [
    { id: 1, name: 'Air conditioning' },
    { id: 2, name: 'Plumbing' },
    { id: 3, name: 'Electrical' },
    { id: 4, name: 'TV and entertainment' },
    { id: 5, name: 'Housekeeping' },
    { id: 6, name: 'Noise' },
    { id: 7, name: 'Other' },
  ];
  cats.forEach((c) => docs.put(db, 'problemCategory', c.id, c));
  // Received times are minutes before now (never later than the current time, whenever the demo runs).
  const seeded: Omit<Problem, 'problemNumber'>[] = [
    {
      id: 1001,
      cabin: '7012',
      problemCategory: cats[2]!,
      description: 'The kettle does not switch on.',
      receivedDateTime: ago(5 * 60, 'iso'),
      status: 'Resolved',
      solution: 'We replaced the kettle. Enjoy your tea!',
    },
    {
      id: 1002,
      cabin: '7012',
      problemCategory: cats[0]!,
      description: 'The cabin is too warm even at the lowest setting.',
      receivedDateTime: ago(3 * 60, 'iso'),
      status: 'InProgress',
      solution: null,
    },
    {
      id: 1003,
      cabin: '7012',
      problemCategory: cats[5]!,
      description: 'A rattling noise from the ceiling at night.',
      receivedDateTime: ago(2 * 60, 'iso'),
      status: 'InvestigationRequired',
      solution: null,
    },
    {
      id: 1004,
      cabin: '7014',
      problemCategory: cats[1]!,
      description: 'The shower drains slowly.',
      receivedDateTime: ago(4 * 60, 'iso'),
      status: 'Resolved',
      solution: 'The drain was cleaned by our plumber.',
    },
    // Resolved without a solution: no Leave Feedback link (002 §4).
    {
      id: 1005,
      cabin: '7012',
      problemCategory: cats[4]!,
      description: 'Please bring two more pillows.',
      receivedDateTime: ago(6 * 60, 'iso'),
      status: 'Resolved',
      solution: null,
    },
    // The resort's room 7012 (../personal/resort.ts): the hotel's words, not a cabin's.
    {
      id: 1006,
      cabin: '7012',
      problemCategory: cats[0]!,
      description: 'The room is too warm even at the lowest setting.',
      receivedDateTime: ago(3 * 60, 'iso'),
      status: 'InProgress',
      solution: null,
      variant: 'Resort',
    },
    {
      id: 1007,
      cabin: '7012',
      problemCategory: cats[6]!,
      description: 'The balcony door does not lock.',
      receivedDateTime: ago(90, 'iso'),
      status: 'InvestigationRequired',
      solution: null,
      variant: 'Resort',
    },
    {
      id: 1008,
      cabin: '7012',
      problemCategory: cats[3]!,
      description: 'The TV in the room shows no channels.',
      receivedDateTime: ago(26 * 60, 'iso'),
      status: 'Resolved',
      solution: 'Our technician retuned the TV. All channels are back.',
      variant: 'Resort',
    },
  ];
  for (const p of seeded) docs.put(db, 'problem', p.id, { ...p, problemNumber: `PR-${p.id}` });
}
