/**
 * Third-party activities through the hub (001 §2, §7): musement/countries[/{countryId}/cities
 * [/{cityId}/activities]]. The hub answers from the activities provider's own data (the same
 * functions serve /activities-api/), so hub lists and provider details always agree.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, type Ctx } from '../lib/http.ts';
import { ensureActivitiesSchema, listActivities, listCities, listCountries } from '../providers/activities.ts';

function id(ctx: Ctx, name: string): number {
  const v = ctx.params[name] ?? '';
  if (!/^\d+$/.test(v)) throw new HttpError(400, `Parameter '${name}' must be a number`, 'invalid_parameter');
  return Number(v);
}

export function routes(): Router {
  const view = (ctx: Ctx) => ({ origin: ctx.origin, lang: ctx.lang });
  return new Router()
    .get('/musement/countries', (ctx) => listCountries(ctx.db, view(ctx)))
    .get('/musement/countries/:countryId/cities', (ctx) => {
      const list = listCities(ctx.db, id(ctx, 'countryId'), view(ctx));
      if (!list) throw new HttpError(404, `No country ${ctx.params.countryId}`);
      return list;
    })
    .get('/musement/countries/:countryId/cities/:cityId/activities', (ctx) => {
      const countryId = id(ctx, 'countryId');
      const cities = listCities(ctx.db, countryId, view(ctx)) as { id: number }[] | null;
      if (!cities) throw new HttpError(404, `No country ${countryId}`);
      const cityId = id(ctx, 'cityId');
      if (!cities.some((c) => c.id === cityId)) throw new HttpError(404, `No city ${cityId} in country ${countryId}`);
      return listActivities(ctx.db, cityId, view(ctx)) ?? [];
    });
}

export function seed(db: DatabaseSync): void {
  // the data is seeded by the activities provider (seedActivitiesProvider); make sure its tables exist
  ensureActivitiesSchema(db);
}
