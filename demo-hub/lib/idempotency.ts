/**
 * `Idempotency-Key` for the calls that create a booking or an order (wrap their handler with
 * `idempotent(handler)`). A client that did not get an answer (connection cut, timeout, 5xx
 * from a proxy) retries with the same key and gets the first answer back, never a second booking.
 *
 * - The first final answer (status + JSON body) is stored in sqlite per session and key
 *   (scope = the `X-Session-Id` header, '' without one), together with a fingerprint of the
 *   request (method, path and the canonical JSON body).
 * - A repeat with the same key and the same request answers the stored status and body with the
 *   header `Idempotent-Replayed: true`; the handler does not run again (no second effect).
 * - The same key with another request (other body, other path) answers
 *   422 `{"error":"idempotency_key_reused","message":…}`.
 * - A repeat that arrives while the first is still running waits for it and then replays.
 * - Not stored (a retry runs the call again, because nothing happened): 5xx answers (the
 *   handlers run in one transaction, so an error rolled everything back), 401 / 403 (no valid
 *   session: nothing was done), an unparsable body (400 malformed_json), and calls without the
 *   header. Stored answers are kept for 24 hours.
 * - A key is 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, NO_RESPONSE, sendJson, type Ctx, type Handler } from './http.ts';
import { findSession } from './sessions.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEEP_MS = 24 * 3600 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

interface Stored {
  fingerprint: string;
  status: number;
  body: string;
}

const ensured = new WeakSet<DatabaseSync>();
export function ensureIdempotencyTable(db: DatabaseSync): void {
  if (ensured.has(db)) return;
  db.exec(`CREATE TABLE IF NOT EXISTS idempotency (
    scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, status INTEGER NOT NULL,
    body TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (scope, key)
  ) WITHOUT ROWID`);
  ensured.add(db);
}

/**
 * Every keyed write that reached its handler or was answered from the store, newest last (at most
 * WRITE_LOG_LIMIT): a test asks GET /__admin/writes whether a write arrived once (one `ran`),
 * however often it was sent. Faulted requests never get here (the faults answer first).
 */
export interface WriteLogEntry {
  at: number;
  method: string;
  path: string;
  key: string;
  referer: string;
  outcome: 'ran' | 'replayed';
  status: number;
}
const WRITE_LOG_LIMIT = 2000;
const writeLog: WriteLogEntry[] = [];
function logWrite(ctx: Ctx, key: string, outcome: WriteLogEntry['outcome'], status: number): void {
  const referer = ctx.req.headers.referer ?? '';
  writeLog.push({ at: Date.now(), method: ctx.req.method ?? '', path: ctx.url.pathname, key, referer, outcome, status });
  if (writeLog.length > WRITE_LOG_LIMIT) writeLog.splice(0, writeLog.length - WRITE_LOG_LIMIT);
}
/** The logged writes whose Referer contains `referer` and whose path contains `path` (both optional). */
export function loggedWrites(filter: { referer?: string; path?: string; key?: string }): WriteLogEntry[] {
  return writeLog.filter(
    (entry) =>
      (!filter.referer || entry.referer.includes(filter.referer)) &&
      (!filter.path || entry.path.includes(filter.path)) &&
      (!filter.key || entry.key === filter.key),
  );
}
export function clearWriteLog(): void {
  writeLog.length = 0;
}

/** Requests with a key that are running now: a repeat waits for the first. */
const inFlight = new Map<string, Promise<unknown>>();

/** JSON with sorted object keys, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function lookup(db: DatabaseSync, scope: string, key: string): Stored | null {
  const row = db.prepare('SELECT fingerprint, status, body, created_at FROM idempotency WHERE scope = ? AND key = ?').get(scope, key) as
    | (Stored & { created_at: number })
    | undefined;
  if (!row || row.created_at < Date.now() - KEEP_MS) return null;
  return { fingerprint: row.fingerprint, status: Number(row.status), body: row.body };
}

function store(db: DatabaseSync, scope: string, key: string, answer: Stored): void {
  const now = Date.now();
  db.prepare('DELETE FROM idempotency WHERE created_at < ?').run(now - KEEP_MS);
  db.prepare(`INSERT INTO idempotency (scope, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (scope, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status, body = excluded.body, created_at = excluded.created_at`).run(
    scope,
    key,
    answer.fingerprint,
    answer.status,
    answer.body,
    now,
  );
}

function replay(ctx: Ctx, stored: Stored): typeof NO_RESPONSE {
  ctx.res.setHeader(REPLAYED_HEADER, 'true');
  if (stored.status === 204) {
    ctx.res.writeHead(204, { 'Cache-Control': 'no-store' });
    ctx.res.end();
  } else {
    sendJson(ctx.res, stored.status, null, stored.body);
  }
  return NO_RESPONSE;
}

/** Wraps a booking/order handler so it honours the `Idempotency-Key` request header. */
export function idempotent(handler: Handler): Handler {
  return async (ctx) => {
    const raw = ctx.req.headers['idempotency-key'];
    if (raw === undefined) return handler(ctx);
    const key = (Array.isArray(raw) ? raw.join(',') : raw).trim();
    if (!KEY_FORMAT.test(key)) {
      throw new HttpError(400, `The ${IDEMPOTENCY_HEADER} header must be 1 to 255 visible ASCII characters`, 'invalid_idempotency_key');
    }
    ensureIdempotencyTable(ctx.db);
    const scope = ctx.sessionId ?? '';
    const slot = `${scope}\n${key}`;
    // A repeat of a request that is still running waits for the first to finish.
    while (inFlight.has(slot)) await inFlight.get(slot)!.catch(() => undefined);
    let done!: () => void;
    inFlight.set(
      slot,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    try {
      const body = await ctx.body(); // a malformed body throws 400 here: nothing stored
      const fingerprint = createHash('sha256')
        .update(`${ctx.req.method} ${ctx.url.pathname}\n${canonical(body)}`)
        .digest('hex');
      const stored = lookup(ctx.db, scope, key);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          throw new HttpError(
            422,
            `This ${IDEMPOTENCY_HEADER} was already used for a different request; use a new key for a new booking or order`,
            'idempotency_key_reused',
          );
        }
        // An expired session gets the handler's own 403, not the stored answer.
        if (!ctx.sessionId || findSession(ctx.db, ctx.sessionId)) {
          logWrite(ctx, key, 'replayed', stored.status);
          return replay(ctx, stored);
        }
      }
      try {
        const value = await handler(ctx);
        logWrite(ctx, key, 'ran', value === undefined ? 204 : 200);
        if (value === NO_RESPONSE) return value; // wrote its own answer: nothing to store
        store(ctx.db, scope, key, value === undefined ? { fingerprint, status: 204, body: '' } : { fingerprint, status: 200, body: JSON.stringify(value) });
        return value;
      } catch (err) {
        logWrite(ctx, key, 'ran', err instanceof HttpError ? err.status : 500);
        if (err instanceof HttpError && err.status < 500 && err.status !== 401 && err.status !== 403) {
          store(ctx.db, scope, key, { fingerprint, status: err.status, body: JSON.stringify({ error: err.code, message: err.message }) });
        }
        throw err;
      }
    } finally {
      inFlight.delete(slot);
      done();
    }
  };
}
