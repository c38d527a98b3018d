/** channels/getChannelData and the live playlists: the channels with their streams, logos and EPG. */
import { HttpError, sendBytes, type Router } from '../../lib/http.ts';
import { csv, csvInts, optInt } from '../common.ts';
import { epgPrograms, livePlaylist } from '../vod.ts';
import { fail, type VodApi } from './context.ts';

export function channelRoutes(r: Router, { db, stmt: shared, endpoint, art }: VodApi): void {
  const stmt = {
    ...shared,
    channels: db.prepare(`SELECT id, number, name, category, hue, live_offset FROM vod_channel
      WHERE (? IS NULL OR id IN (SELECT value FROM json_each(?))) ORDER BY number LIMIT ? OFFSET ?`),
    slots: db.prepare(`SELECT channel_id, start_min, duration_min, name, description FROM vod_epg_slot
      WHERE channel_id IN (SELECT value FROM json_each(?)) ORDER BY channel_id, start_min`),
  };

  r.get(
    '/channels/getChannelData',
    endpoint(true, (ctx) => {
      const q = ctx.query;
      const include = new Set(csv(q.get('include')) ?? ['streams', 'logos', 'epg']);
      for (const part of include) if (!['streams', 'logos', 'epg'].includes(part)) fail(400, `Unknown include '${part}' (allowed: streams, logos, epg)`);
      const ids = csvInts(q.get('channel_ids'), 'channel_ids');
      const limit = optInt(q.get('limit'), 'limit', 1, 5000) ?? 5000;
      const offset = optInt(q.get('offset'), 'offset', 0, 1_000_000) ?? 0;
      const hours = optInt(q.get('epg_hours'), 'epg_hours', 1, 72) ?? 24;
      const idsJson = ids ? JSON.stringify(ids) : null;
      const channels = stmt.channels.all(idsJson, idsJson, limit, offset) as { id: number; number: number; name: string; category: string; hue: number }[];
      const slotsOf = new Map<number, { start_min: number; duration_min: number; name: string; description: string }[]>();
      if (include.has('epg') && channels.length) {
        for (const slot of stmt.slots.all(JSON.stringify(channels.map((c) => c.id))) as {
          channel_id: number;
          start_min: number;
          duration_min: number;
          name: string;
          description: string;
        }[]) {
          const list = slotsOf.get(slot.channel_id) ?? [];
          list.push(slot);
          slotsOf.set(slot.channel_id, list);
        }
      }
      const now = Date.now();
      const windowStart = now - 6 * 3_600_000;
      const windowEnd = windowStart + hours * 3_600_000;
      return {
        channels: channels.map((c) => {
          const ch: Record<string, unknown> = { id: c.id, number: c.number, name: c.name, category: c.category };
          if (include.has('logos')) ch.logos = { default: art(ctx, 'channel', c.id) };
          if (include.has('streams'))
            ch.streams = [{ type: 'hls', live: true, mime_type: 'application/vnd.apple.mpegurl', url: `${ctx.origin}/vod-api/live/${c.id}/index.m3u8` }];
          if (include.has('epg'))
            ch.epg = {
              from: new Date(windowStart).toISOString(),
              to: new Date(windowEnd).toISOString(),
              programs: epgPrograms(c.id, slotsOf.get(c.id) ?? [], windowStart, windowEnd),
            };
          return ch;
        }),
      };
    }),
  );

  r.get('/live/:channel/index.m3u8', (ctx) => {
    const channel = /^\d+$/.test(ctx.params.channel ?? '') ? (stmt.channel.get(Number(ctx.params.channel)) as { live_offset: number } | undefined) : undefined;
    if (!channel) throw new HttpError(404, `No live channel ${ctx.params.channel}`);
    return sendBytes(ctx, livePlaylist(Date.now(), channel.live_offset, ctx.origin), 'application/vnd.apple.mpegurl', 'no-cache, no-store');
  });
}
