/**
 * Composition of the demo hub: the hub API modules, the stand-in providers, static media and the
 * admin API, plus seeding. server.ts is only the command line around this.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, sendFile, HttpError } from './lib/http.ts';
import { seededAt, setMeta, transaction, wipe } from './lib/db.ts';
import { FaultRegistry } from './lib/faults.ts';
import { ensureSessionTable } from './lib/sessions.ts';
import { ensureIdempotencyTable } from './lib/idempotency.ts';
import { MEDIA_DIR } from './lib/paths.ts';
import { adminRoutes } from './api/admin.ts';
import { apiModules } from './api/index.ts';
import { seedVodProvider } from './providers/vod.ts';
import { vodProviderRoutes } from './providers/vod-api/index.ts';
import { seanetRoutes, seedSeanet } from './providers/seanet.ts';
import { activitiesProviderRoutes, seedActivitiesProvider } from './providers/activities.ts';
import { sparkRoutes, seedSpark } from './providers/spark.ts';

/** Passed to the provider seeds (`--vod-titles`, `--channels`). */
export interface SeedOptions {
  titles?: number;
  channels?: number;
}

/** The stand-in third-party services (demo-hub/providers/*), mounted beside the hub API. */
const PROVIDERS: { mount: string; routes: (db: DatabaseSync) => Router; seed: (db: DatabaseSync, opts: SeedOptions) => void }[] = [
  { mount: '/vod-api', routes: vodProviderRoutes, seed: seedVodProvider },
  { mount: '/seanet', routes: seanetRoutes, seed: seedSeanet },
  { mount: '/activities-api', routes: activitiesProviderRoutes, seed: seedActivitiesProvider },
  { mount: '/spark', routes: sparkRoutes, seed: seedSpark },
];

/** The demo hub's server side (its routers, faults and seeding); the client's hub is core/hub/client.ts's createHub. */
export interface DemoHub {
  router: Router;
  admin: Router;
  faults: FaultRegistry;
  /** wipes and reseeds everything in one transaction */
  reseed(): void;
}

export async function createDemoHub(db: DatabaseSync, opts: { seed: SeedOptions; reset?: boolean }): Promise<DemoHub> {
  ensureSessionTable(db);
  ensureIdempotencyTable(db);

  const reseed = () => {
    transaction(db, () => {
      wipe(db);
      for (const m of apiModules) m.seed(db);
      for (const p of PROVIDERS) p.seed(db, opts.seed);
      setMeta(db, 'seeded', new Date().toISOString());
    });
  };
  if (opts.reset || !seededAt(db)) reseed();

  const router = new Router();
  const api = new Router();
  for (const m of apiModules) if (m.routes) api.mount('/', m.routes());
  router.mount('/api', api);
  for (const p of PROVIDERS) router.mount(p.mount, p.routes(db));
  router.get('/media/*path', (ctx) => {
    const rel = ctx.params.path ?? '';
    if (rel.split('/').some((s) => s === '..' || s.startsWith('.'))) throw new HttpError(404, 'File not found');
    return sendFile(ctx, MEDIA_DIR + rel);
  });
  router.get('/', () => ({ name: 'Lido demo hub', api: '/api/', admin: '/__admin/', media: '/media/' }));
  router.get('/health', () => ({ ok: true }));

  const faults = new FaultRegistry();
  const hub: DemoHub = { router, admin: new Router(), faults, reseed };
  hub.admin = adminRoutes(hub);
  return hub;
}
