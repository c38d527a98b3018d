/**
 * The airport's flight board (Lido extension): departures or arrivals, refetched every minute
 * while a board shows them (a screen in the terminal runs all day). Per language: the cities are
 * the hub's, in the guest's language.
 */
import { findFlights, type FlightDirection } from '../hub/flights';
import { hubQuery } from './define';

export const FLIGHTS_REFRESH_MS = 60_000;

export const flightsQuery = hubQuery('flights', 'board', (hub, direction: FlightDirection) => findFlights(hub, direction), {
  staleTime: FLIGHTS_REFRESH_MS / 2,
  refetchInterval: FLIGHTS_REFRESH_MS,
});
