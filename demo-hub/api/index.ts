/** The hub API modules, mounted at /api/ and seeded in this order. */
import type { DatabaseSync } from 'node:sqlite';
import type { Router } from '../lib/http.ts';
import * as world from './world.ts';
import * as config from './config.ts';
import * as blobs from './blobs.ts';
import * as programme from './programme.ts';
import * as cms from './cms.ts';
import * as auth from './auth.ts';
import * as messages from './messages.ts';
import * as excursions from './excursions.ts';
import * as catalogue from './catalogue.ts';
import * as cart from './cart.ts';
import * as personal from './personal/variants.ts';
import * as conditions from './conditions.ts';
import * as venues from './venues.ts';
import * as musement from './musement.ts';
import * as photo from './photo.ts';
import * as ratings from './ratings.ts';
import * as muster from './muster.ts';
import * as problems from './problems.ts';
import * as tracker from './tracker.ts';
import * as itinerary from './itinerary.ts';
import * as ship from './ship.ts';
import * as signage from './signage.ts';
import * as flights from './flights.ts';

export interface ApiModule {
  seed(db: DatabaseSync): void;
  routes?(): Router;
}

export const apiModules: ApiModule[] = [
  world,
  config,
  blobs,
  programme,
  cms,
  auth,
  messages,
  excursions,
  catalogue,
  cart,
  personal,
  conditions,
  venues,
  musement,
  photo,
  ratings,
  muster,
  problems,
  tracker,
  itinerary,
  ship,
  signage,
  flights,
];
