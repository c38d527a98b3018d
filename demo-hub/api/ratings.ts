/**
 * Ratings and feedback (002 §2, §3, §5, §7). Fields are single or multiple choice; questions are
 * text, small text or a 10-star rating. Answers are validated (mandatory unless mandatory is
 * explicitly false; ratings 1–10; texts at most 250 characters after URL-decoding) and stored,
 * with the guest's account when a session is sent (anonymous otherwise).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, intParam, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { optionalSession } from '../lib/sessions.ts';
import { imageId } from './blobs.ts';
import { idempotent } from '../lib/idempotency.ts';

/** `mandatory` may be left out: an item is mandatory unless it is explicitly false (002 §5). */
interface Field {
  id: number;
  title: string;
  values: string[];
  mandatory?: boolean;
  multipleChoice: boolean;
  sortOrder: number;
}
interface Question {
  id: number;
  question: string;
  inputText: boolean;
  inputTextSmall: boolean;
  inputRating: boolean;
  mandatory?: boolean;
  sortOrder: number;
}
interface Profile {
  id: number;
  title: string;
  description: string;
  acceptTandC: boolean;
  allInOne: boolean;
  image: string;
  fields: Field[];
  questions: Question[];
  /** Demo case: the hub answers every answer to this profile with `failed: true` (its survey store refuses it). */
  failAnswers?: boolean;
}

export const MAX_TEXT = 250;
export const MAX_RATING = 10;

function profileOut(p: Profile) {
  const { image, failAnswers: _f, ...rest } = p;
  return { ...rest, imageId: imageId(image) };
}

function profile(db: DatabaseSync, id: number): Profile {
  const p = docs.get<Profile>(db, 'ratingProfile', id);
  if (!p) throw new HttpError(404, `No rating profile ${id}`);
  return p;
}

function decodeText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new HttpError(400, 'Answer texts must be strings', 'invalid_field');
  try {
    return decodeURIComponent(v.replace(/\+/g, ' '));
  } catch {
    return v;
  }
}

async function answer(ctx: Ctx) {
  const body = asObject(await ctx.body());
  const p = profile(ctx.db, intParam(body.id === undefined ? null : String(body.id), 'id'));
  const fields = Array.isArray(body.fields) ? body.fields.map((x) => asObject(x, 'field')) : [];
  const answers = Array.isArray(body.answers) ? body.answers.map((x) => asObject(x, 'answer')) : [];
  const missing: string[] = [];
  for (const f of p.fields) {
    const given = fields
      .filter((x) => String(x.id) === String(f.id))
      .map((x) => String(x.value ?? x.field ?? '').trim())
      .filter((v) => v !== '');
    const values = given.flatMap((v) => (f.multipleChoice ? v.split(',').map((s) => s.trim()) : [v]));
    for (const v of values) if (!f.values.includes(v)) throw new HttpError(400, `'${v}' is not an option of '${f.title}'`, 'invalid_field');
    if (!f.multipleChoice && values.length > 1) throw new HttpError(400, `'${f.title}' takes one choice`, 'invalid_field');
    if (f.mandatory !== false && values.length === 0) missing.push(f.title);
  }
  for (const q of p.questions) {
    const a = answers.find((x) => String(x.id) === String(q.id));
    if (q.inputRating) {
      const r = a?.rating;
      if (r !== undefined && r !== null && r !== 0 && (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > MAX_RATING)) {
        throw new HttpError(400, `The rating of '${q.question}' must be from 1 to ${MAX_RATING}`, 'invalid_rating');
      }
      if (q.mandatory !== false && (typeof r !== 'number' || r < 1)) missing.push(q.question);
    } else {
      const text = decodeText(a?.text);
      if (text.length > MAX_TEXT) throw new HttpError(400, `The answer to '${q.question}' is longer than ${MAX_TEXT} characters`, 'text_too_long');
      if (q.mandatory !== false && text.trim() === '') missing.push(q.question);
    }
  }
  if (missing.length) throw new HttpError(400, `This field is mandatory: ${missing.join('; ')}`, 'mandatory_answer');
  const s = optionalSession(ctx);
  // 002 §8: a failed flag in the answer counts as an error for the client.
  if (p.failAnswers) return { id: null, profileId: p.id, saved: false, failed: true, systemInformation: 'The survey store did not accept the answer' };
  const answerId = 900 + docs.count(ctx.db, 'ratingAnswer') + 1;
  docs.put(ctx.db, 'ratingAnswer', answerId, {
    id: answerId,
    profileId: p.id,
    accountNumber: s?.accountNumber ?? null,
    fields,
    answers,
    createdAt: new Date().toISOString(),
  });
  return { id: answerId, profileId: p.id, saved: true, failed: false };
}

export function routes(): Router {
  return new Router()
    .get('/ratings/config', () => ({ useAnonymousMode: false }))
    .get('/ratings/profiles', (ctx) => {
      const all = ctx.query.get('allInOne');
      if (all !== null && all !== 'true' && all !== 'false') throw new HttpError(400, "Parameter 'allInOne' must be true or false", 'invalid_parameter');
      return docs
        .list<Profile>(ctx.db, 'ratingProfile')
        .filter((p) => all === null || p.allInOne === (all === 'true'))
        .map(profileOut);
    })
    .get('/ratings/profiles/:id', (ctx) => profileOut(profile(ctx.db, intParam(ctx.params.id, 'id'))))
    .get('/ratings/answers', (ctx) => {
      const s = optionalSession(ctx);
      if (!s) throw new HttpError(403, 'Sign-in required.', 'session_invalid');
      return docs.list<{ accountNumber: string | null }>(ctx.db, 'ratingAnswer').filter((a) => a.accountNumber === s.accountNumber);
    })
    .post('/ratings/answer', idempotent(answer));
}

export function seed(db: DatabaseSync): void {
  let fid = 0;
  let qid = 0;
  const f = (title: string, values: string[], multipleChoice: boolean, mandatory = true): Field => ({
    id: ++fid,
    title,
    values,
    mandatory,
    multipleChoice,
    sortOrder: fid,
  });
  const star = (question: string, mandatory = true): Question => ({
    id: ++qid,
    question,
    inputText: false,
    inputTextSmall: false,
    inputRating: true,
    mandatory,
    sortOrder: qid,
  });
  const text = (question: string, mandatory = false): Question => ({
    id: ++qid,
    question,
    inputText: true,
    inputTextSmall: false,
    inputRating: false,
    mandatory,
    sortOrder: qid,
  });
  const small = (question: string, mandatory = false): Question => ({
    id: ++qid,
    question,
    inputText: false,
    inputTextSmall: true,
    inputRating: false,
    mandatory,
    sortOrder: qid,
  });
  const loose = <T extends { mandatory?: boolean }>(item: T): T => {
    const { mandatory: _m, ...rest } = item;
    return rest as T;
  };
  const profiles: Profile[] = [
    {
      id: 1,
      title: 'Your cruise so far',
      description: '<p>How is your holiday going? Tell us after your first days on board.</p>',
      acceptTandC: true,
      allInOne: false,
      image: 'ship',
      fields: [
        f('How did you book this cruise?', ['Online', 'Travel agent', 'By phone'], false),
        f('What have you enjoyed most?', ['Food', 'Entertainment', 'Excursions', 'Spa', 'Cabin'], true, false),
      ],
      questions: [star('Overall, how would you rate your cruise?'), text('What could we do better?')],
    },
    {
      id: 2,
      title: 'Dining',
      description: '<p>Rate our restaurants.</p>',
      acceptTandC: false,
      allInOne: true,
      image: 'restaurant',
      fields: [f('Where did you eat?', ['Horizon Restaurant', 'The Grill', 'Sakura Teppanyaki', 'Trattoria Aurora', 'Lido Buffet'], true)],
      questions: [star('Food quality'), star('Service'), small('Your favourite dish')],
    },
    {
      id: 3,
      title: 'Problem resolution',
      description: '<p>How did we do in solving your problem?</p>',
      acceptTandC: false,
      allInOne: false,
      image: 'cabin',
      fields: [],
      questions: [star('How satisfied are you with the solution?'), text('Anything else we should know?')],
    },
    {
      id: 4,
      title: 'Entertainment',
      description: '<p>Shows, music and activities.</p>',
      acceptTandC: false,
      allInOne: true,
      image: 'theatre',
      fields: [f('Which show did you see?', ['Broadway Nights', 'Magic at Sea', 'Celtic Rhythms', 'Comedy Club Live'], false, false)],
      questions: [star('Show rating'), star('Live music', false), small('Which song should the band play?')],
    },
    {
      id: 5,
      title: 'Shore excursions',
      description: '<p>Tell us about your tours.</p>',
      acceptTandC: true,
      allInOne: true,
      image: 'boat-tour',
      fields: [f('Which port?', ['Palma de Mallorca', 'Ajaccio', 'Livorno', 'Civitavecchia', 'Naples'], false)],
      questions: [star('Guide'), star('Value for money'), text('Comments', false)],
    },
    // Items without a `mandatory` flag: all mandatory (002 §5).
    {
      id: 6,
      title: 'Your cabin',
      description: '<p>Is your cabin comfortable?</p>',
      acceptTandC: false,
      allInOne: false,
      image: 'cabin',
      fields: [loose(f('Your cabin type', ['Inside', 'Ocean view', 'Balcony', 'Suite'], false))],
      questions: [loose(star('Cleanliness')), loose(small('What would you change?'))],
    },
    // Every answer comes back with failed: true (002 §8).
    {
      id: 7,
      title: 'Wi-Fi and connectivity',
      description: '<p>How well does our Wi-Fi work for you?</p>',
      acceptTandC: false,
      allInOne: false,
      image: 'default',
      failAnswers: true,
      fields: [],
      questions: [star('Speed'), text('Where on board was the connection poor?', false)],
    },
  ];
  profiles.forEach((p) => docs.put(db, 'ratingProfile', p.id, p));
}
