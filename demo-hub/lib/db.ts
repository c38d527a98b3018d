/**
 * The demo hub's embedded database (node:sqlite). Entities are stored as JSON documents in one
 * `docs(kind, id, ord, json)` table: the hub answers documents, so a document store keeps every
 * module simple while writes still persist. Modules that need relational queries may create their
 * own tables in their `seed`/`ensure` functions.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { renderDates } from './dates.ts';

export function openDb(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS docs (
      kind TEXT NOT NULL,
      id   TEXT NOT NULL,
      ord  INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL,
      PRIMARY KEY (kind, id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS docs_kind_ord ON docs (kind, ord);
  `);
  return db;
}

/** Runs `fn` in one transaction (nested calls join the outer one). */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  if (db.isTransaction) return fn();
  db.exec('BEGIN');
  try {
    const out = fn();
    db.exec('COMMIT');
    return out;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

export function getMeta(db: DatabaseSync, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? row.value : null;
}

export function setMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** The ISO timestamp of the first seed, or null on a fresh database. */
export function seededAt(db: DatabaseSync): string | null {
  return getMeta(db, 'seeded');
}

/** Drops every table (used by `--reset` and POST /__admin/reset before reseeding). */
export function wipe(db: DatabaseSync): void {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  for (const t of tables) db.exec(`DELETE FROM "${t.name.replaceAll('"', '""')}"`);
}

// ---------------------------------------------------------------------------------------------
// Document store

interface DocStatements {
  put: StatementSync;
  get: StatementSync;
  list: StatementSync;
  count: StatementSync;
}
const statements = new WeakMap<DatabaseSync, DocStatements>();

function stmts(db: DatabaseSync): DocStatements {
  let s = statements.get(db);
  if (!s) {
    s = {
      put: db.prepare(
        'INSERT INTO docs (kind, id, ord, json) VALUES (?, ?, ?, ?) ON CONFLICT(kind, id) DO UPDATE SET ord = excluded.ord, json = excluded.json',
      ),
      get: db.prepare('SELECT json FROM docs WHERE kind = ? AND id = ?'),
      list: db.prepare('SELECT json FROM docs WHERE kind = ? ORDER BY ord, id'),
      count: db.prepare('SELECT COUNT(*) AS n FROM docs WHERE kind = ?'),
    };
    statements.set(db, s);
  }
  return s;
}

/**
 * Document access by kind. `ord` orders lists (defaults to the numeric id when the id is numeric).
 * Reads render the relative date tokens of ./dates.ts against today.
 */
export const docs = {
  put(db: DatabaseSync, kind: string, id: string | number, value: unknown, ord?: number): void {
    const o = ord ?? (typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : 0);
    stmts(db).put.run(kind, String(id), o, JSON.stringify(value));
  },
  get<T>(db: DatabaseSync, kind: string, id: string | number): T | null {
    const row = stmts(db).get.get(kind, String(id)) as { json: string } | undefined;
    return row ? (JSON.parse(renderDates(row.json)) as T) : null;
  },
  /** The stored document as written (date tokens not rendered), or null. */
  raw(db: DatabaseSync, kind: string, id: string | number): unknown {
    const row = stmts(db).get.get(kind, String(id)) as { json: string } | undefined;
    return row ? (JSON.parse(row.json) as unknown) : null;
  },
  /** Replaces a stored document, keeping its place in lists. */
  replace(db: DatabaseSync, kind: string, id: string | number, value: unknown): void {
    db.prepare('UPDATE docs SET json = ? WHERE kind = ? AND id = ?').run(JSON.stringify(value), kind, String(id));
  },
  list<T>(db: DatabaseSync, kind: string): T[] {
    const now = new Date();
    return (stmts(db).list.all(kind) as { json: string }[]).map((r) => JSON.parse(renderDates(r.json, now)) as T);
  },
  count(db: DatabaseSync, kind: string): number {
    return Number((stmts(db).count.get(kind) as { n: number }).n);
  },
};
