/**
 * The admin API under /__admin/ (never faulted): faults, reseed, signage reload, session expiry,
 * the GPS clock, stored documents for test fixtures, and the route list.
 */
import { Router, HttpError, asObject, cutAllStreams, optString, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { toFaultSpec } from '../lib/faults.ts';
import { clearWriteLog, loggedWrites } from '../lib/idempotency.ts';
import { expireSessions } from '../lib/sessions.ts';
import type { DemoHub } from '../hub.ts';
import { broadcastReload } from './signage.ts';
import { setGpsClock } from './tracker.ts';
import { DEVICE_TYPES, HUB_TYPES, hubTypeOf, setUiSettingOverrides, setVariant } from './config.ts';
import { resetMusterState } from './muster.ts';
import { setVenueClock } from './venues.ts';
import { setFlightsClock } from './flights.ts';

export function adminRoutes(hub: DemoHub): Router {
  return (
    new Router()
      .get('/', () => ({
        faults: '/__admin/faults',
        reset: 'POST /__admin/reset',
        signageReload: 'POST /__admin/signage/reload',
        sessionExpire: 'POST /__admin/session-expire',
        gpsClock: 'POST /__admin/gps',
        venueClock: 'POST /__admin/venue-clock',
        flightsClock: 'POST /__admin/flights-clock',
        musterReset: 'POST /__admin/muster/reset',
        uiSettings: 'POST / DELETE /__admin/ui-settings',
        streamsDrop: 'POST /__admin/streams/drop',
        variant: 'POST /__admin/variant',
        docs: 'GET / PUT /__admin/docs/{kind}/{id}',
        writes: 'GET /__admin/writes?referer=&path=&key=',
        routes: '/__admin/routes',
      }))
      // ?referer=: only the faults of one scope (a test clears its own while others run on the same hub)
      .get('/faults', (ctx) => hub.faults.all(ctx.query.get('referer') ?? undefined))
      .post('/faults', async (ctx: Ctx) => {
        const body = await ctx.body();
        const list = Array.isArray(body) ? body : [body];
        const specs = list.map(toFaultSpec);
        return specs.map((s) => hub.faults.add(s));
      })
      .delete('/faults', (ctx) => {
        hub.faults.clear(ctx.query.get('referer') ?? undefined);
        return { cleared: true };
      })
      .delete('/faults/:id', (ctx) => {
        if (!hub.faults.remove(Number(ctx.params.id))) throw new HttpError(404, `No fault ${ctx.params.id}`);
        return { removed: Number(ctx.params.id) };
      })
      // keyed writes as they reached the hub (ran, or replayed from the Idempotency-Key store)
      .get('/writes', (ctx) =>
        loggedWrites({ referer: ctx.query.get('referer') ?? undefined, path: ctx.query.get('path') ?? undefined, key: ctx.query.get('key') ?? undefined }),
      )
      .post('/reset', () => {
        hub.reseed();
        clearWriteLog();
        hub.faults.clear();
        setGpsClock('default');
        setVenueClock(null);
        setFlightsClock(null);
        return { reset: true };
      })
      .post('/muster/reset', (ctx) => {
        resetMusterState(ctx.db);
        return { reset: 'muster' };
      })
      .post('/signage/reload', async (ctx) => {
        const body = asObject((await ctx.body()) ?? {});
        const raw = optString(body, 'deviceType') ?? 'DigitalSignage';
        const type = DEVICE_TYPES.find((d) => d.toLowerCase() === raw.toLowerCase());
        if (!type) throw new HttpError(400, `Unknown deviceType '${raw}'. Use one of ${DEVICE_TYPES.join(', ')}`, 'invalid_field');
        return { sent: type.toUpperCase(), listeners: broadcastReload(type) };
      })
      .post('/session-expire', async (ctx) => {
        const body = asObject((await ctx.body()) ?? {});
        const sessionId = optString(body, 'sessionId');
        const expired = expireSessions(ctx.db, sessionId);
        if (sessionId && expired === 0) throw new HttpError(404, `No session ${sessionId}`);
        return { expired };
      })
      .post('/gps', async (ctx) => {
        const body = asObject((await ctx.body()) ?? {});
        const h = body.hoursIntoVoyage;
        if (h === null || h === undefined) {
          setGpsClock(null);
          return { hoursIntoVoyage: null };
        }
        if (typeof h !== 'number' || !Number.isFinite(h) || h < 0 || h > 24 * 15)
          throw new HttpError(400, "Field 'hoursIntoVoyage' must be a number from 0 to 360", 'invalid_field');
        setGpsClock(h);
        return { hoursIntoVoyage: h };
      })
      // the time of day today's venue slots are judged by (past slots dropped); null: the clock
      .post('/venue-clock', (ctx) => setTimeOfDay(ctx, setVenueClock))
      // the airport's local time of day (today) the flight board is computed at, advancing from then; null: the clock
      .post('/flights-clock', (ctx) => setTimeOfDay(ctx, setFlightsClock))
      // a hub restart as the screens see it: every event stream dies at once (add an unreachable
      // fault on the stream's path first to keep the hub "down" for its reconnects)
      .post('/streams/drop', () => ({ dropped: cutAllStreams() }))
      // the product variant every device configuration answers as (a reset goes back to --variant)
      .post('/variant', async (ctx) => {
        const body = asObject((await ctx.body()) ?? {});
        const type = hubTypeOf(optString(body, 'hubType') ?? '');
        if (!type) throw new HttpError(400, `Field 'hubType' must be one of ${HUB_TYPES.join(', ')}`, 'invalid_field');
        setVariant(ctx.db, type);
        return { hubType: type };
      })
      .post('/ui-settings', async (ctx) => {
        const body = await ctx.body();
        if (!body || typeof body !== 'object' || Array.isArray(body))
          throw new HttpError(400, 'Send an object of uiSettings, e.g. {"use12HourClock": true}', 'invalid_body');
        return setUiSettingOverrides(ctx.db, body as Record<string, unknown>);
      })
      .delete('/ui-settings', (ctx) => setUiSettingOverrides(ctx.db, null))
      // A stored document as it is (date tokens unrendered), and replaced: a test puts its own
      // fixture in place (hostile HTML for the sanitising tests) and the original back afterwards,
      // so the seed every visitor sees stays a credible voyage. A reset restores the seed too.
      .get('/docs/:kind/:id', (ctx) => {
        const doc = docs.raw(ctx.db, ctx.params.kind!, ctx.params.id!);
        if (doc === null) throw new HttpError(404, `No ${ctx.params.kind} document ${ctx.params.id}`);
        return doc;
      })
      .put('/docs/:kind/:id', async (ctx) => {
        const body = await ctx.body();
        if (body === null || body === undefined) throw new HttpError(400, 'Send the document as JSON', 'invalid_body');
        if (docs.raw(ctx.db, ctx.params.kind!, ctx.params.id!) === null)
          throw new HttpError(404, `No ${ctx.params.kind} document ${ctx.params.id}: only seeded documents can be replaced`);
        docs.replace(ctx.db, ctx.params.kind!, ctx.params.id!, body);
        return body;
      })
      .get('/routes', () => hub.router.list())
  );
}

/** Sets a clock that runs from a time of day today ({"time": "HH:MM"}); null goes back to the hub's clock. */
async function setTimeOfDay(ctx: Ctx, set: (time: string | null) => void): Promise<{ time: string | null }> {
  const time = asObject((await ctx.body()) ?? {}).time;
  if (time === null || time === undefined) {
    set(null);
    return { time: null };
  }
  if (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    throw new HttpError(400, "Field 'time' must be HH:MM (00:00 to 23:59) or null", 'invalid_field');
  set(time);
  return { time };
}
