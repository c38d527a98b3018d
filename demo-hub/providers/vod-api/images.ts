/** The artwork of titles, genres, channels and providers (public: <img> cannot send the token). */
import { HttpError, type Router } from '../../lib/http.ts';
import { artworkSvg, hueOf, sendSvg, type ArtShape } from '../common.ts';
import type { Localized } from '../vod-catalogue.ts';
import type { VodType } from '../vod.ts';
import type { VodApi } from './context.ts';

export function imageRoutes(r: Router, { stmt }: VodApi): void {
  r.get('/images/:kind/:file', (ctx) => {
    const m = /^(\d+)\.svg$/.exec(ctx.params.file ?? '');
    if (!m) throw new HttpError(404, `No image ${ctx.params.file}`);
    const id = Number(m[1]);
    const kind = ctx.params.kind;
    let svg: string | null = null;
    if (kind === 'poster' || kind === 'backdrop' || kind === 'tile') {
      const row = stmt.title.get(id) as { title: string; hue: number; year: number | null; type: VodType } | undefined;
      if (row) svg = artworkSvg(kind as ArtShape, row.title, row.hue, kind === 'poster' ? String(row.year ?? '') : '');
    } else if (kind === 'genre') {
      const row = (stmt.genres.all() as { id: number; names: string }[]).find((g) => g.id === id);
      if (row) {
        const name = (JSON.parse(row.names) as Localized)[ctx.lang];
        svg = artworkSvg('tile', name, hueOf(name));
      }
    } else if (kind === 'channel') {
      const row = stmt.channel.get(id) as { name: string; hue: number; number: number } | undefined;
      if (row) svg = artworkSvg('logo', row.name, row.hue);
    } else if (kind === 'provider') {
      const row = (stmt.providers.all() as { id: number; name: string }[]).find((p) => p.id === id);
      if (row) svg = artworkSvg('logo', row.name, hueOf(row.name));
    }
    if (!svg) throw new HttpError(404, `No ${kind} image ${ctx.params.file}`);
    return sendSvg(ctx, svg);
  });
}
