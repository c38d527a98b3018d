/**
 * What every resource of the VOD provider's API shares (./index.ts): the statements more than one
 * of them reads, the provider's conventions for a call (api_version, token, the `{ code, data }`
 * envelope), the addresses of media and artwork, and the title a `vod_id` names.
 */
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, NO_RESPONSE, sendJson, type Ctx, type Handler } from '../../lib/http.ts';
import { VOD_API_VERSIONS, type VodType } from '../vod.ts';

export interface Session {
  token: string;
  username: string;
  device_uuid: string;
}

/** Thrown inside handlers; answered as the provider's envelope with the same HTTP status. */
export function fail(code: number, message: string): never {
  throw new HttpError(code, message);
}

export type VodApi = ReturnType<typeof vodApi>;

export function vodApi(db: DatabaseSync) {
  const stmt = {
    session: db.prepare('SELECT token, username, device_uuid FROM vod_session WHERE token = ?'),
    title: db.prepare('SELECT * FROM vod_title WHERE id = ?'),
    genres: db.prepare('SELECT id, provider_id, kind, kids, names FROM vod_genre ORDER BY sort'),
    providers: db.prepare('SELECT id, name, kind FROM vod_provider ORDER BY id'),
    channel: db.prepare('SELECT id, number, name, category, hue, live_offset FROM vod_channel WHERE id = ?'),
  };
  const queryCache = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const prepared = (sql: string) => {
    let s = queryCache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      queryCache.set(sql, s);
    }
    return s;
  };

  /** Wraps a handler in the provider's conventions: api_version check, token check, envelope. */
  const endpoint =
    (auth: boolean, fn: (ctx: Ctx, session: Session) => unknown): Handler =>
    (ctx) => {
      try {
        const version = ctx.query.get('api_version');
        if (version !== null && !VOD_API_VERSIONS.includes(version))
          fail(400, `Unsupported api_version '${version}' (supported: ${VOD_API_VERSIONS.join(', ')})`);
        let session: Session = { token: '', username: '', device_uuid: '' };
        if (auth) {
          const token = ctx.query.get('token');
          if (!token) fail(401, 'Missing token: sign in with customers/loginApp first');
          const found = stmt.session.get(token) as Session | undefined;
          if (!found) fail(401, 'Invalid or expired token');
          const device = ctx.query.get('device_uuid');
          if (device !== null && device !== found.device_uuid) fail(401, 'The token belongs to another device');
          session = found;
        }
        return { code: 200, data: fn(ctx, session) };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        sendJson(ctx.res, err.status, { code: err.status, data: { message: err.message, error: err.code } });
        return NO_RESPONSE;
      }
    };

  const media = (ctx: Ctx, path: string) => `${ctx.origin}/media/${path}`;
  const art = (ctx: Ctx, shape: string, id: number) => `${ctx.origin}/vod-api/images/${shape}/${id}.svg`;

  const playableTitle = (idText: string | null, name = 'vod_id'): { id: number; type: VodType; title: string; duration_sec: number; media: string | null } => {
    if (!idText) fail(400, `${name} is required`);
    if (!/^\d+$/.test(idText)) fail(400, `${name} must be a number`);
    const row = stmt.title.get(Number(idText)) as { id: number; type: VodType; title: string; duration_sec: number; media: string | null } | undefined;
    if (!row) fail(404, `No title with ${name} ${idText}`);
    return row;
  };

  return { db, stmt, prepared, endpoint, media, art, playableTitle };
}
