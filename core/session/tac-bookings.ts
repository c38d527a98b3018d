/**
 * The tacBookings slice (001 §3 "Tac booking state", §4, §5): the guest's choices in the one
 * time-slot booking flow of activity, dining and spa, and the last booking's outcome. Client
 * state only — the item, its booking information, the free times and the conditions stay in the
 * query cache. Persisted (001 §4: saved at most every 2 s and restored at start) and personal
 * (wiped at logout), so a reload of /tacbooking keeps what the guest chose.
 *
 * The transitions are pure functions `(state, …) → state`, unit-tested without a browser and
 * applied with `store.setState((s) => tacTransitions.x(s, …))`.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { SessionStores } from './stores';
import {
  ACTIVITY_SUGGESTED_PERSONS,
  DEFAULT_MAXIMUM_PERSONS,
  DEFAULT_MINIMUM_PERSONS,
  SPA_PERSONS,
  VENUE_MODULES,
  type AvailableTime,
  type BookingInformation,
  type BookingResult,
  type VenueModule,
} from '../hub/venues';

/** activity, dining or spa (anything else, e.g. from an address or storage, is not a module). */
export function isVenueModule(value: unknown): value is VenueModule {
  return typeof value === 'string' && (VENUE_MODULES as readonly string[]).includes(value);
}

export interface TacBookingState {
  module: VenueModule | null;
  objectId: string | null;
  /** 001 §3: default 1; spa forces one person. */
  numberOfPersons: number;
  /** The party size was set for this item (the suggestion applied, or the guest chose). */
  partySet: boolean;
  /** The chosen date's value, as the hub gave it (dd/mm/yyyy). */
  date: string | null;
  time: AvailableTime | null;
  conditionsAccepted: boolean;
  /** The booking's reference once the hub confirmed it. */
  reference: string | null;
  /** The hub's error when it answered that the booking is not complete. */
  error: string | null;
  /** Kept with either outcome (001 §3, §8). */
  systemInformation: string | null;
}

export const initialTacBooking: TacBookingState = {
  module: null,
  objectId: null,
  numberOfPersons: 1,
  partySet: false,
  date: null,
  time: null,
  conditionsAccepted: false,
  reference: null,
  error: null,
  systemInformation: null,
};

export interface PartyBounds {
  min: number;
  max: number;
}

const positiveInteger = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null);

/**
 * 001 §5, §9: the party size ranges over the booking information's bounds, 1 to 4 when the hub
 * sends none; spa forces one person. A minimum above the maximum is the hub's mistake: the
 * range shrinks to the minimum rather than offering nothing.
 */
export function partyBounds(module: VenueModule, information: BookingInformation | null | undefined): PartyBounds {
  if (module === 'spa') return { min: SPA_PERSONS, max: SPA_PERSONS };
  const min = positiveInteger(information?.minimumNumberOfPersons) ?? DEFAULT_MINIMUM_PERSONS;
  const max = positiveInteger(information?.maximumNumberOfPersons) ?? DEFAULT_MAXIMUM_PERSONS;
  return { min, max: Math.max(min, max) };
}

export const clampPersons = (persons: number, bounds: PartyBounds) => Math.min(bounds.max, Math.max(bounds.min, persons));

/** The party size a flow starts with: 4 for activities (001 §9), 1 otherwise, inside the bounds. */
export function suggestedPersons(module: VenueModule, bounds: PartyBounds): number {
  return clampPersons(module === 'activity' ? ACTIVITY_SUGGESTED_PERSONS : DEFAULT_MINIMUM_PERSONS, bounds);
}

const outcomeCleared = { reference: null, error: null, systemInformation: null } as const;

export const tacTransitions = {
  /**
   * The flow opens for an item: the same item keeps the guest's choices (a reload, a sign-in in
   * between); another item starts afresh.
   */
  open(state: TacBookingState, module: VenueModule, objectId: string): TacBookingState {
    if (state.module === module && state.objectId === objectId) return state;
    return { ...initialTacBooking, module, objectId, numberOfPersons: module === 'spa' ? SPA_PERSONS : initialTacBooking.numberOfPersons };
  },
  /** Booking information arrived: the suggestion on a fresh flow, else the party size moves inside the bounds. */
  applyBounds(state: TacBookingState, bounds: PartyBounds): TacBookingState {
    if (!state.module) return state;
    if (!state.partySet) return { ...state, partySet: true, numberOfPersons: suggestedPersons(state.module, bounds) };
    const numberOfPersons = clampPersons(state.numberOfPersons, bounds);
    return numberOfPersons === state.numberOfPersons ? state : { ...state, numberOfPersons, date: null, time: null, conditionsAccepted: false };
  },
  /** 001 §4: choosing the party size clears date and time. */
  choosePersons(state: TacBookingState, numberOfPersons: number): TacBookingState {
    if (state.module === 'spa') numberOfPersons = SPA_PERSONS;
    return { ...state, ...outcomeCleared, numberOfPersons, partySet: true, date: null, time: null, conditionsAccepted: false };
  },
  /** Choosing a date loads its times: the time chosen for another date goes. */
  chooseDate(state: TacBookingState, date: string): TacBookingState {
    return { ...state, ...outcomeCleared, date, time: date === state.date ? state.time : null };
  },
  chooseTime(state: TacBookingState, time: AvailableTime): TacBookingState {
    return { ...state, ...outcomeCleared, time };
  },
  /** The chosen time is no longer among the free ones (another guest took it). */
  dropTime(state: TacBookingState): TacBookingState {
    return state.time ? { ...state, time: null } : state;
  },
  acceptConditions(state: TacBookingState, accepted: boolean): TacBookingState {
    return { ...state, conditionsAccepted: accepted };
  },
  /** The hub's answer: a reference, or 'book not complete' with systemInformation kept. */
  booked(state: TacBookingState, result: BookingResult | null | undefined): TacBookingState {
    const reference = typeof result?.reference === 'string' && result.reference.trim() ? result.reference.trim() : null;
    const systemInformation = typeof result?.systemInformation === 'string' ? result.systemInformation : null;
    if (reference && !result?.error) return { ...state, reference, error: null, systemInformation };
    const error = typeof result?.error === 'string' && result.error.trim() ? result.error.trim() : 'book not complete';
    return { ...state, reference: null, error, systemInformation };
  },
  /** After a confirmed booking: a new booking of the same item starts from the party size again. */
  again(state: TacBookingState): TacBookingState {
    return { ...state, ...outcomeCleared, date: null, time: null, conditionsAccepted: false };
  },
};

/**
 * 001 §5: the book button shows only when a time is chosen, nothing is in progress, there is no
 * reference or error, and the conditions are accepted if any exist.
 */
export function canBook(state: TacBookingState, inProgress: boolean, conditionsExist: boolean): boolean {
  return state.time !== null && !inProgress && state.reference === null && state.error === null && (!conditionsExist || state.conditionsAccepted);
}

function validStored(stored: Partial<TacBookingState>): boolean {
  if (stored.module !== null && stored.module !== undefined && !isVenueModule(stored.module)) return false;
  if (stored.numberOfPersons !== undefined && positiveInteger(stored.numberOfPersons) === null) return false;
  const time = stored.time as Partial<AvailableTime> | null | undefined;
  if (time && (typeof time.fromTime !== 'string' || typeof time.toTime !== 'string')) return false;
  return true;
}

/** The slice (one per page, whichever widget defines it first). */
export function tacBookingsSlice(stores: SessionStores): StoreApi<TacBookingState> {
  return stores.defineSlice('tacBookings', initialTacBooking, { persist: true, personal: true, validate: validStored });
}
