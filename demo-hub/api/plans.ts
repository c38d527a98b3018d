/**
 * Each variant's wayfinder plans (002 §3 wayfinder, §7; issue 34): the ship's decks on a cruise,
 * the hotel's floors on a resort, the terminal's levels at the airport, in the one shape the
 * wayfinder calls answer (level, name, profiles). A flight and a coach trip have none: their
 * wayfinder answers no plans and no profiles (the element's "no plans" state). Profile ids keep to
 * each variant's range (a cruise's 1–99 as before, a resort's 201–299, an airport's 401–499).
 */
import type { HubType } from './config.ts';

export interface WayfinderProfile {
  id: number;
  name: string;
  level: number;
  x: number;
  y: number;
}

export interface Plan {
  /** a ship is drawn as a hull on the water, a building as a block on the ground */
  shape: 'ship' | 'building';
  levels: number[];
  names: Record<number, string>;
  /** the levels whose cabins or rooms the finder finds (number = level + three digits) */
  roomLevels: number[];
  /** where the kiosks and signage screens stand */
  device: { level: number; x: number; y: number };
  /** the profile the kiosk's device profile names (its own place) */
  kioskProfileId: number;
  profiles: WayfinderProfile[];
}

const SHIP: Plan = {
  shape: 'ship',
  levels: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14],
  names: {
    3: 'Deck 3 – Medical',
    4: 'Deck 4 – Atrium',
    5: 'Deck 5 – Promenade',
    6: 'Deck 6 – Shops',
    7: 'Deck 7 – Lounges',
    8: 'Deck 8 – Staterooms',
    9: 'Deck 9 – Lido',
    10: 'Deck 10 – Spa',
    11: 'Deck 11 – Kids',
    12: 'Deck 12 – Sports',
    14: 'Deck 14 – Sky',
  },
  roomLevels: [4, 5, 6, 7, 8, 9, 10],
  device: { level: 4, x: 0.5, y: 0.5 },
  kioskProfileId: 3,
  profiles: [
    { id: 1, name: 'Horizon Restaurant', level: 5, x: 0.08, y: 0.5 },
    { id: 2, name: 'The Grill', level: 14, x: 0.1, y: 0.5 },
    { id: 3, name: 'Guest Services', level: 4, x: 0.45, y: 0.3 },
    { id: 4, name: 'Medical centre', level: 3, x: 0.85, y: 0.5 },
    { id: 5, name: 'Aurora Theatre', level: 5, x: 0.82, y: 0.5 },
    { id: 6, name: 'Serenity Spa', level: 10, x: 0.85, y: 0.4 },
    { id: 7, name: 'Kids Club', level: 11, x: 0.5, y: 0.5 },
    { id: 8, name: 'Lido Pool', level: 9, x: 0.5, y: 0.5 },
    { id: 9, name: 'Fitness centre', level: 10, x: 0.75, y: 0.6 },
    { id: 10, name: 'Starlight Lounge', level: 7, x: 0.1, y: 0.5 },
    { id: 11, name: 'Vintage Wine Bar', level: 6, x: 0.5, y: 0.3 },
    { id: 12, name: 'Photo gallery', level: 6, x: 0.6, y: 0.7 },
    // the muster stations (api/muster.ts MUSTER_STATIONS)
    { id: 13, name: 'Muster Station A', level: 5, x: 0.86, y: 0.5 },
    { id: 14, name: 'Muster Station B', level: 5, x: 0.45, y: 0.2 },
    { id: 15, name: 'Muster Station C', level: 5, x: 0.15, y: 0.2 },
    { id: 16, name: 'Muster Station D', level: 5, x: 0.15, y: 0.8 },
  ],
};

/** The beach hotel (./venues/resort.ts): spa below the lobby, rooms on floors 1–8 (room 7012: floor 7). */
const HOTEL: Plan = {
  shape: 'building',
  levels: [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8],
  names: {
    [-1]: 'Lower ground floor – Spa & indoor pool',
    0: 'Ground floor – Lobby, restaurants & gardens',
    1: 'Floor 1 – Rooms & Mini Club',
    2: 'Floor 2 – Rooms',
    3: 'Floor 3 – Rooms',
    4: 'Floor 4 – Rooms & gym',
    5: 'Floor 5 – Rooms',
    6: 'Floor 6 – Rooms',
    7: 'Floor 7 – Rooms',
    8: 'Floor 8 – Suites',
  },
  roomLevels: [1, 2, 3, 4, 5, 6, 7, 8],
  device: { level: 0, x: 0.5, y: 0.5 },
  kioskProfileId: 201,
  profiles: [
    { id: 201, name: 'Reception', level: 0, x: 0.48, y: 0.35 },
    { id: 202, name: 'Mar Blau', level: 0, x: 0.15, y: 0.7 },
    { id: 203, name: 'La Terrassa', level: 0, x: 0.85, y: 0.8 },
    { id: 204, name: 'Brasa', level: 0, x: 0.2, y: 0.2 },
    { id: 205, name: 'Sumi', level: 0, x: 0.6, y: 0.3 },
    { id: 206, name: 'Pool bar', level: 0, x: 0.7, y: 0.6 },
    { id: 207, name: 'Spa reception', level: -1, x: 0.4, y: 0.5 },
    { id: 208, name: 'Sauna & indoor pool', level: -1, x: 0.7, y: 0.5 },
    { id: 209, name: 'Mini Club', level: 1, x: 0.2, y: 0.5 },
    { id: 210, name: 'Gym', level: 4, x: 0.8, y: 0.5 },
    { id: 211, name: 'Tennis court', level: 0, x: 0.05, y: 0.5 },
  ],
};

/** Palma de Mallorca Airport's terminal (./venues/airport.ts, ./flights.ts): arrivals below, departures above. */
const TERMINAL: Plan = {
  shape: 'building',
  levels: [0, 1, 2, 3, 4],
  names: {
    0: 'Level 0 – Arrivals & baggage reclaim',
    1: 'Level 1 – Buses, taxis & car hire',
    2: 'Level 2 – Check-in & security',
    3: 'Level 3 – Departures, modules A, C & D',
    4: 'Level 4 – Lounges',
  },
  roomLevels: [],
  device: { level: 3, x: 0.5, y: 0.5 },
  kioskProfileId: 401,
  profiles: [
    { id: 401, name: 'Information desk', level: 3, x: 0.5, y: 0.4 },
    { id: 402, name: 'Mirador restaurant', level: 3, x: 0.45, y: 0.7 },
    { id: 403, name: 'Es Racó tapas bar', level: 3, x: 0.55, y: 0.7 },
    { id: 404, name: 'Formentor lounge', level: 4, x: 0.75, y: 0.5 },
    { id: 405, name: 'Valldemossa lounge', level: 3, x: 0.1, y: 0.3 },
    { id: 406, name: 'Arrivals café', level: 0, x: 0.5, y: 0.6 },
    { id: 407, name: 'Baggage reclaim', level: 0, x: 0.3, y: 0.4 },
    { id: 408, name: 'Check-in desks', level: 2, x: 0.5, y: 0.3 },
    { id: 409, name: 'Security control', level: 2, x: 0.5, y: 0.8 },
    { id: 410, name: 'Bus & taxi', level: 1, x: 0.8, y: 0.5 },
    { id: 411, name: 'Pharmacy', level: 3, x: 0.6, y: 0.3 },
  ],
};

export const PLANS: Record<HubType, Plan | null> = { Cruise: SHIP, Resort: HOTEL, Airline: null, Airport: TERMINAL, Bus: null };
