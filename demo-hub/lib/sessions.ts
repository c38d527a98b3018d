/**
 * Guest sessions, persisted so a restart keeps guests signed in. A session expires `ttl` seconds
 * after sign-in (flag `--session-ttl`, default 8 h); from then on every protected call answers 403,
 * which the client treats as "session invalid".
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, type Ctx } from './http.ts';

export type SessionType = 'Passenger' | 'RemotePms';

export interface Session {
  sessionId: string;
  sessionType: SessionType;
  /** 'Retina' for hospitality sign-ins (the client hides logout then) */
  sessionName: string;
  bookingReference: string;
  /** the signed-in guest's PMS account */
  accountNumber: string;
  cabin: string;
  createdAt: number;
  expiresAt: number;
}

let ttlSeconds = 8 * 3600;
export function setSessionTtl(seconds: number): void {
  ttlSeconds = seconds;
}

export function ensureSessionTable(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, json TEXT NOT NULL, expires_at INTEGER NOT NULL
  ) WITHOUT ROWID`);
}

export function createSession(db: DatabaseSync, s: Omit<Session, 'sessionId' | 'createdAt' | 'expiresAt'>): Session {
  const now = Date.now();
  const session: Session = { ...s, sessionId: randomUUID(), createdAt: now, expiresAt: now + ttlSeconds * 1000 };
  db.prepare('INSERT INTO sessions (id, json, expires_at) VALUES (?, ?, ?)').run(session.sessionId, JSON.stringify(session), session.expiresAt);
  return session;
}

export function findSession(db: DatabaseSync, id: string | null): Session | null {
  if (!id) return null;
  const row = db.prepare('SELECT json, expires_at FROM sessions WHERE id = ?').get(id) as { json: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= Date.now()) return null;
  return JSON.parse(row.json) as Session;
}

/** The caller's valid session, else 403 (missing, unknown or expired). */
export function requireSession(ctx: Ctx): Session {
  const s = findSession(ctx.db, ctx.sessionId);
  if (!s) {
    throw new HttpError(403, ctx.sessionId ? 'The session is invalid or has expired. Please sign in again.' : 'Sign-in required.', 'session_invalid');
  }
  return s;
}

/** The caller's session when one is valid, else null (open calls that personalise when signed in). */
export function optionalSession(ctx: Ctx): Session | null {
  return findSession(ctx.db, ctx.sessionId);
}

/** Expires one session, or all of them; returns how many were expired. */
export function expireSessions(db: DatabaseSync, sessionId?: string): number {
  const r = sessionId ? db.prepare('UPDATE sessions SET expires_at = 0 WHERE id = ?').run(sessionId) : db.prepare('UPDATE sessions SET expires_at = 0').run();
  return Number(r.changes);
}
