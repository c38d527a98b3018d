/**
 * The VOD provider's API, mounted at /vod-api/ (../vod.ts: its data and seed; ../README.md: its
 * calls): one module per resource, registered in this order.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router } from '../../lib/http.ts';
import { ensureVodSchema } from '../vod.ts';
import { channelRoutes } from './channels.ts';
import { vodApi } from './context.ts';
import { customerRoutes } from './customers.ts';
import { imageRoutes } from './images.ts';
import { playoutRoutes } from './playout.ts';
import { vodRoutes } from './vods.ts';
import { watchlistRoutes } from './watchlist.ts';

export function vodProviderRoutes(db: DatabaseSync): Router {
  ensureVodSchema(db);
  const r = new Router();
  const api = vodApi(db);
  for (const routes of [customerRoutes, vodRoutes, playoutRoutes, watchlistRoutes, channelRoutes, imageRoutes]) routes(r, api);
  return r;
}
