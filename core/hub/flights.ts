/**
 * The airport's flight board (Lido extension of the hub for the airport variant; the demo hub's
 * demo-hub/api/flights.ts): departures or arrivals around now. Times are ISO 8601 with the
 * airport's offset, so their wall-clock part is the airport's local time (core/format/time.ts).
 */
import type { HubClient } from './client';

export type FlightDirection = 'departures' | 'arrivals';

export type FlightStatus = 'scheduled' | 'checkInOpen' | 'boarding' | 'gateClosed' | 'departed' | 'delayed' | 'cancelled' | 'expected' | 'landed' | 'baggage';

export interface Flight {
  id: string;
  flightNumber: string;
  airline: { code: string; name: string };
  /** The other airport: the destination of a departure, the origin of an arrival. */
  airport: { code: string; city: string };
  /** ISO 8601 with the airport's offset. */
  scheduledTime: string;
  /** null: unknown (a cancelled flight). */
  estimatedTime?: string | null;
  terminal?: string | null;
  gate?: string | null;
  /** Departures: '62–65'. */
  checkInDesks?: string | null;
  /** Arrivals: '07'. */
  baggageBelt?: string | null;
  /** A status this client does not know reads as scheduled. */
  status: FlightStatus | string;
}

export interface FlightBoard {
  airport: { code: string; name: string; utcOffsetMinutes?: number | null };
  direction?: FlightDirection;
  flights: Flight[];
}

/** GET airport/flights?direction=… */
export const findFlights = (hub: HubClient, direction: FlightDirection) => hub.get<FlightBoard>('airport/flights', { direction });
