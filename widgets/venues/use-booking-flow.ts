/**
 * The time-slot booking flow without its looks (001 §3–§5, §8): the guest's choices in the
 * persisted tacBookings slice, moved only by its pure transitions (core/session/tac-bookings.ts);
 * the calls it makes — the free times of the chosen date and party, the module's conditions, the
 * booking itself — and which step the guest is at. The views (BookingSteps, BookingOutcome) read
 * it and call `change` and `book`; none of them touches the slice or the hub.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Conditions } from '../../core/hub/conditions';
import type { AvailableTime, BookingDate, BookingInformation, VenueItem, VenueModule } from '../../core/hub/venues';
import { saveNavigationState } from '../../core/navigation/nav-state';
import { conditionTexts, conditionsQuery, type ConditionTexts } from '../../core/query/conditions';
import { useHubQuery, type QueryLike } from '../../core/query/hooks';
import { availableTimesQuery, timeSlotBookingWrite } from '../../core/query/venues';
import { useHubMutation, type HubMutation } from '../../core/query/writes';
import { useCore, useLanguage, useSlice } from '../../core/react/index';
import { canBook, partyBounds, tacBookingsSlice, tacTransitions, type PartyBounds, type TacBookingState } from '../../core/session/tac-bookings';

/** The booking route: its navigation state names the item (the detail page's Book link). */
export const BOOKING_PATH = '/tacbooking';

/** A free time's identity: the hub sends no id, and a refreshed list has new objects. */
export const timeKey = (time: AvailableTime) => `${time.fromTime}-${time.toTime}`;

/** 2 date, 3 time, 4 conditions and Book; null once the hub answered (the party size is never "the" step). */
export type BookingStep = 2 | 3 | 4 | null;

export interface BookingFlow {
  module: VenueModule;
  item: VenueItem;
  state: TacBookingState;
  /** The party size the times are asked for and the booking is made for. */
  persons: number;
  bounds: PartyBounds;
  /** The booking information's dates as given (none when it sends none). */
  dates: BookingDate[];
  times: QueryLike<AvailableTime[]>;
  conditions: QueryLike<Conditions>;
  /** The conditions' texts in the guest's language; null until they are read. */
  texts: ConditionTexts | null;
  /** There are terms to accept before Book. */
  conditionsExist: boolean;
  booking: Pick<HubMutation<unknown, unknown>, 'status' | 'error'>;
  inProgress: boolean;
  /** 001 §5: Book shows (the conditions read, no failed call, and canBook). */
  showBook: boolean;
  /** The chosen time went from the free ones (another guest took it). */
  timeGone: boolean;
  step: BookingStep;
  /** The result box the flow focuses after a call: the confirmation, or why it failed. */
  resultRef: RefObject<HTMLDivElement | null>;
  /** A choice: the last call's outcome and the "time gone" note go with it. */
  change: (next: (current: TacBookingState) => TacBookingState) => void;
  /** Sends the booking once (a second press while it is on its way is ignored); also the retry. */
  book: () => Promise<void>;
}

export function useBookingFlow(module: VenueModule, item: VenueItem, information: BookingInformation): BookingFlow {
  const language = useLanguage();
  const { stores } = useCore();
  const store = useMemo(() => tacBookingsSlice(stores), [stores]);
  const state = useSlice(store);
  const objectId = String(item.id);
  const bounds = partyBounds(module, information);
  const { min: minPersons, max: maxPersons } = bounds;
  const dates: BookingDate[] = Array.isArray(information.dates) ? information.dates : [];

  // The suggestion on a fresh flow, else the party size inside the bounds.
  useEffect(() => {
    store.setState((current) => tacTransitions.applyBounds(current, { min: minPersons, max: maxPersons }));
  }, [store, minPersons, maxPersons]);

  const persons = state.numberOfPersons;
  const times = useHubQuery(availableTimesQuery, state.date && state.partySet ? [module, objectId, state.date, persons] : null);
  // Loaded early (an open read), shown once a time is chosen.
  const conditions = useHubQuery(conditionsQuery, [module]);
  const booking = useHubMutation(timeSlotBookingWrite);
  const [timeGone, setTimeGone] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // A chosen time that is no longer free (another guest took it) goes; the guest is told.
  useEffect(() => {
    const chosen = store.getState().time;
    if (!chosen || !times.data || store.getState().reference) return;
    if (!times.data.some((time) => timeKey(time) === timeKey(chosen))) {
      store.setState(tacTransitions.dropTime);
      setTimeGone(true);
    }
  }, [store, times.data]);

  const change = (next: (current: TacBookingState) => TacBookingState) => {
    booking.reset();
    setTimeGone(false);
    store.setState(next);
  };

  const texts = conditions.data ? conditionTexts(conditions.data, language) : null;
  const conditionsExist = !!texts && texts.terms.length > 0;
  const inProgress = booking.status === 'pending';
  const showBook = texts !== null && booking.status !== 'error' && canBook(state, inProgress, conditionsExist);

  const book = async () => {
    const time = state.time;
    if (!time || !state.date) return;
    const request = { numberOfPersons: persons, date: state.date, fromTime: time.fromTime, toTime: time.toTime, objectId: item.id };
    let result;
    try {
      result = await booking.submit({ module, id: item.id, request });
    } catch {
      // no answer, or an error status: shown with a retry of the same booking (same key)
      queueMicrotask(() => resultRef.current?.focus());
      return;
    }
    if (result === undefined) return; // a second press while the first was on its way
    store.setState((current) => tacTransitions.booked(current, result));
    // The booking path's navigation entry is done with: a reload no longer reopens this booking.
    if (store.getState().reference) saveNavigationState(BOOKING_PATH, undefined);
    // a confirmation is focused by useSteadyReplacement, without moving the page under the finger
    else queueMicrotask(() => resultRef.current?.focus());
  };

  const step: BookingStep = state.reference || state.error ? null : state.time ? 4 : state.date ? 3 : 2;

  return {
    module,
    item,
    state,
    persons,
    bounds,
    dates,
    times,
    conditions,
    texts,
    conditionsExist,
    booking,
    inProgress,
    showBook,
    timeGone,
    step,
    resultRef,
    change,
    book,
  };
}
