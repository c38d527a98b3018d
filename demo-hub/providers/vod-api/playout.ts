/** vods/getPlayoutAssets and vods/setPosition: what a device plays, and where it stopped. */
import type { Router } from '../../lib/http.ts';
import { fail, type VodApi } from './context.ts';

export function playoutRoutes(r: Router, { db, endpoint, media, playableTitle }: VodApi): void {
  const stmt = {
    position: db.prepare('SELECT position_seconds FROM vod_position WHERE device_uuid = ? AND vod_id = ?'),
    setPosition: db.prepare(`INSERT INTO vod_position (device_uuid, vod_id, position_seconds, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (device_uuid, vod_id) DO UPDATE SET position_seconds = excluded.position_seconds, updated_at = excluded.updated_at`),
  };

  r.get(
    '/vods/getPlayoutAssets',
    endpoint(true, (ctx, s) => {
      const row = playableTitle(ctx.query.get('vod_id'));
      if (!row.media) fail(409, `Title ${row.id} (${row.type}) has no playout assets: play one of its episodes`);
      const assets = row.media.startsWith('audio:')
        ? (() => {
            const n = Number(row.media.slice(6));
            return [
              { format: 'hls', mime_type: 'application/vnd.apple.mpegurl', url: media(ctx, `hls/audio-track-${((n - 1) % 2) + 1}/index.m3u8`) },
              { format: 'mp3', mime_type: 'audio/mpeg', url: media(ctx, `audio/track-${n}.mp3`) },
              { format: 'aac', mime_type: 'audio/mp4', url: media(ctx, `audio/track-${n}.m4a`) },
            ];
          })()
        : [{ format: 'hls', mime_type: 'application/vnd.apple.mpegurl', url: media(ctx, row.media) }];
      const pos = stmt.position.get(s.device_uuid, row.id) as { position_seconds: number } | undefined;
      return { vod_id: row.id, type: row.type, title: row.title, duration_sec: row.duration_sec, position_seconds: pos?.position_seconds ?? 0, assets };
    }),
  );

  r.get(
    '/vods/setPosition',
    endpoint(true, (ctx, s) => {
      const row = playableTitle(ctx.query.get('vod_id'));
      if (!row.media) fail(409, `Title ${row.id} (${row.type}) is not playable`);
      const raw = ctx.query.get('position_seconds');
      if (raw === null || !/^\d+(\.\d+)?$/.test(raw)) fail(400, 'position_seconds must be a number of seconds ≥ 0');
      const position = Math.floor(Number(raw));
      if (position > row.duration_sec) fail(400, `position_seconds must not exceed the duration (${row.duration_sec} s)`);
      const now = Date.now();
      stmt.setPosition.run(s.device_uuid, row.id, position, now);
      return { vod_id: row.id, position_seconds: position, updated_at: new Date(now).toISOString() };
    }),
  );
}
