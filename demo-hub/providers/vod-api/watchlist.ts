/** vods/watchlistAdd and vods/watchlistRemove: a device's watchlist, of titles or whole series. */
import type { Ctx, Router } from '../../lib/http.ts';
import { CONTAINER_TYPES } from '../vod.ts';
import { fail, type VodApi } from './context.ts';

export function watchlistRoutes(r: Router, { db, endpoint, playableTitle }: VodApi): void {
  const stmt = {
    watchAdd: db.prepare('INSERT OR IGNORE INTO vod_watchlist (device_uuid, vod_id, added_at) VALUES (?, ?, ?)'),
    watchRemove: db.prepare('DELETE FROM vod_watchlist WHERE device_uuid = ? AND vod_id = ?'),
  };

  const watchlistTarget = (ctx: Ctx) => {
    const vodId = ctx.query.get('vod_id');
    const seriesId = ctx.query.get('vod_series_id');
    if ((vodId === null) === (seriesId === null)) fail(400, 'Pass exactly one of vod_id or vod_series_id');
    const row = playableTitle(vodId ?? seriesId, vodId !== null ? 'vod_id' : 'vod_series_id');
    if (seriesId !== null && !CONTAINER_TYPES.includes(row.type)) fail(400, `Title ${row.id} is not a series`);
    return { row, key: vodId !== null ? 'vod_id' : 'vod_series_id' };
  };
  r.get(
    '/vods/watchlistAdd',
    endpoint(true, (ctx, s) => {
      const { row, key } = watchlistTarget(ctx);
      stmt.watchAdd.run(s.device_uuid, row.id, Date.now());
      return { [key]: row.id, watchlisted: true };
    }),
  );
  r.get(
    '/vods/watchlistRemove',
    endpoint(true, (ctx, s) => {
      const { row, key } = watchlistTarget(ctx);
      stmt.watchRemove.run(s.device_uuid, row.id);
      return { [key]: row.id, watchlisted: false };
    }),
  );
}
