/**
 * Virtual muster (002 §2, §3, §4, §7): the party's passengers with video-watched and station-scan
 * state. The state is a guest write per account (persists across restarts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, reqArray, type Ctx } from '../lib/http.ts';
import { docs, transaction } from '../lib/db.ts';
import { requireSession, type Session } from '../lib/sessions.ts';
import { partyOf } from './auth.ts';
import { idempotent } from '../lib/idempotency.ts';

interface MusterState { isVideoWatched: boolean; isMusterScanPerformed: boolean }

function state(db: DatabaseSync, accountNumber: string): MusterState {
  return docs.get<MusterState>(db, 'musterState', accountNumber) ?? { isVideoWatched: false, isMusterScanPerformed: false };
}

function passengers(db: DatabaseSync, s: Session) {
  return partyOf(db, s).map((g) => ({
    id: g.passengerId,
    firstName: g.firstName,
    lastName: g.lastName,
    type: g.type,
    lead: g.lead,
    accountNumber: g.accountNumber,
    name: `${g.title} ${g.firstName} ${g.lastName}`,
    ...state(db, g.accountNumber),
    isLoggedInUser: g.accountNumber === s.accountNumber,
  }));
}

async function updateVideoSeen(ctx: Ctx) {
  const s = requireSession(ctx);
  const body = asObject(await ctx.body());
  const list = reqArray(body, 'passengers');
  if (list.length === 0) throw new HttpError(400, 'Please select at least one passenger', 'missing_field');
  const party = new Set(partyOf(ctx.db, s).map((g) => g.accountNumber));
  const updates = list.map((raw) => {
    const o = asObject(raw, 'passenger');
    const acc = String(o.accountId ?? o.accountNumber ?? '');
    if (!party.has(acc)) throw new HttpError(400, `Passenger ${acc || '(missing accountId)'} is not in your party`, 'unknown_passenger');
    if (typeof o.isVideoWatched !== 'boolean') throw new HttpError(400, "Field 'isVideoWatched' must be true or false", 'invalid_field');
    return { acc, watched: o.isVideoWatched };
  });
  transaction(ctx.db, () => {
    for (const u of updates) docs.put(ctx.db, 'musterState', u.acc, { ...state(ctx.db, u.acc), isVideoWatched: u.watched } satisfies MusterState);
  });
  return { passengers: passengers(ctx.db, s), musterStationVisitRequired: true };
}

export function routes(): Router {
  return new Router()
    .get('/muster/passenger', (ctx) => passengers(ctx.db, requireSession(ctx)))
    .get('/muster/passenger/status', (ctx) => ({ passengers: passengers(ctx.db, requireSession(ctx)), musterStationVisitRequired: true }))
    .post('/muster/passenger/updateVideoSeen', idempotent(updateVideoSeen));
}

export function seed(db: DatabaseSync): void {
  docs.put(db, 'musterState', '100201', { isVideoWatched: true, isMusterScanPerformed: false } satisfies MusterState);
  docs.put(db, 'musterState', '100301', { isVideoWatched: true, isMusterScanPerformed: true } satisfies MusterState);
  docs.put(db, 'musterState', '100501', { isVideoWatched: true, isMusterScanPerformed: true } satisfies MusterState);
}
