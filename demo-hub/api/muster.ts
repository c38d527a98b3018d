/**
 * Virtual muster (002 §2, §3, §4, §7): the party's passengers with video-watched and station-scan
 * state. The state is a guest write per account (persists across restarts).
 *
 * Seed cases (demo-hub/README.md, "Muster"):
 * - musterStationVisitRequired is per account: true for most guests, false for the Jones booking
 *   (LIDO456: 100300, 100301), so a client shows the station visit only where it is required.
 * - Every passenger carries the muster station of their cabin (deck, position and the wayfinder
 *   profile that marks it on the deck map): cabins 7012 and 7014 muster at B, 8020 and 8022 at C.
 * - In the default party (LIDO123) Anna has watched the video and done the station visit
 *   (complete), Tom has done the station visit but not watched the video (not complete), John and
 *   Lily have done neither.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, reqArray, type Ctx } from '../lib/http.ts';
import { docs, transaction } from '../lib/db.ts';
import { requireSession, type Session } from '../lib/sessions.ts';
import { partyOf, sessionGuest } from './auth.ts';
import { idempotent } from '../lib/idempotency.ts';

interface MusterState {
  isVideoWatched: boolean;
  isMusterScanPerformed: boolean;
}

export interface MusterStation {
  code: string;
  name: string;
  deck: number;
  /** Where on the deck (the guest reads it). */
  location: string;
  /** The wayfinder profile marking the station on the deck map (wayfinder/maps/topview/marker). */
  wayfinderProfileId: number;
}

/** The four muster stations on deck 5 (the muster schedule's events name them too). */
export const MUSTER_STATIONS: Record<string, MusterStation> = {
  A: { code: 'A', name: 'Muster Station A', deck: 5, location: 'Forward, Aurora Theatre', wayfinderProfileId: 13 },
  B: { code: 'B', name: 'Muster Station B', deck: 5, location: 'Midships, port side, Horizon Restaurant', wayfinderProfileId: 14 },
  C: { code: 'C', name: 'Muster Station C', deck: 5, location: 'Aft, port side promenade', wayfinderProfileId: 15 },
  D: { code: 'D', name: 'Muster Station D', deck: 5, location: 'Aft, starboard side promenade', wayfinderProfileId: 16 },
};

const STATION_OF_CABIN: Record<string, string> = { '7012': 'B', '7014': 'B', '8020': 'C', '8022': 'C' };

export function stationOfCabin(cabin: string): MusterStation | null {
  const code = STATION_OF_CABIN[cabin];
  return code ? MUSTER_STATIONS[code]! : null;
}

const SEED: Record<string, MusterState> = {
  '100201': { isVideoWatched: true, isMusterScanPerformed: true },
  '100202': { isVideoWatched: false, isMusterScanPerformed: true },
  '100301': { isVideoWatched: true, isMusterScanPerformed: true },
  '100501': { isVideoWatched: true, isMusterScanPerformed: true },
};

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
    musterStation: stationOfCabin(g.cabin),
  }));
}

function status(db: DatabaseSync, s: Session) {
  const g = sessionGuest(db, s);
  return { passengers: passengers(db, s), musterStationVisitRequired: g.musterStationVisitRequired !== false };
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
  return status(ctx.db, s);
}

export function routes(): Router {
  return new Router()
    .get('/muster/passenger', (ctx) => passengers(ctx.db, requireSession(ctx)))
    .get('/muster/passenger/status', (ctx) => status(ctx.db, requireSession(ctx)))
    .post('/muster/passenger/updateVideoSeen', idempotent(updateVideoSeen));
}

/** Puts every party's muster state back to the seed (POST /__admin/muster/reset; sessions stay). */
export function resetMusterState(db: DatabaseSync): void {
  transaction(db, () => {
    db.prepare("DELETE FROM docs WHERE kind = 'musterState'").run();
    seed(db);
  });
}

export function seed(db: DatabaseSync): void {
  for (const [account, value] of Object.entries(SEED)) docs.put(db, 'musterState', account, value satisfies MusterState);
}
