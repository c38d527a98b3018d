/** The tacBookings slice (001 §3–§5, §9): bounds, suggestions, the transitions and the book button rule. */
import { describe, expect, it } from 'vitest';
import { createStores } from './stores';
import { MemoryStorage } from './memory-storage';
import { canBook, initialTacBooking, partyBounds, suggestedPersons, tacBookingsSlice, tacTransitions, type TacBookingState } from './tac-bookings';

const time = { label: '19:00 – 20:30', fromTime: '19:00', toTime: '20:30' };
const opened = (module: 'activity' | 'dining' | 'spa' = 'dining') => tacTransitions.open(initialTacBooking, module, '7');

describe('party bounds', () => {
  it('the booking information, else 1 to 4; spa is always 1', () => {
    expect(partyBounds('dining', { minimumNumberOfPersons: 2, maximumNumberOfPersons: 8 })).toEqual({ min: 2, max: 8 });
    expect(partyBounds('activity', {})).toEqual({ min: 1, max: 4 });
    expect(partyBounds('activity', { minimumNumberOfPersons: null, maximumNumberOfPersons: undefined })).toEqual({ min: 1, max: 4 });
    expect(partyBounds('spa', { minimumNumberOfPersons: 2, maximumNumberOfPersons: 6 })).toEqual({ min: 1, max: 1 });
    expect(partyBounds('dining', { minimumNumberOfPersons: 6, maximumNumberOfPersons: 2 })).toEqual({ min: 6, max: 6 });
    expect(partyBounds('dining', { minimumNumberOfPersons: 0, maximumNumberOfPersons: 2.5 })).toEqual({ min: 1, max: 4 });
  });

  it('suggests 4 for activities, 1 otherwise, inside the bounds', () => {
    expect(suggestedPersons('activity', { min: 1, max: 4 })).toBe(4);
    expect(suggestedPersons('activity', { min: 1, max: 2 })).toBe(2);
    expect(suggestedPersons('dining', { min: 1, max: 8 })).toBe(1);
    expect(suggestedPersons('dining', { min: 2, max: 8 })).toBe(2);
    expect(suggestedPersons('spa', { min: 1, max: 1 })).toBe(1);
  });
});

describe('transitions', () => {
  it('open: the same item keeps the choices, another starts afresh', () => {
    const chosen = tacTransitions.chooseTime(tacTransitions.chooseDate(opened(), '01/01/2030'), time);
    expect(tacTransitions.open(chosen, 'dining', '7')).toBe(chosen);
    expect(tacTransitions.open(chosen, 'dining', '8')).toEqual({ ...initialTacBooking, module: 'dining', objectId: '8' });
    expect(tacTransitions.open(chosen, 'spa', '7').numberOfPersons).toBe(1);
  });

  it('applyBounds: the suggestion once, then only clamping', () => {
    const fresh = tacTransitions.applyBounds(opened('activity'), { min: 1, max: 4 });
    expect(fresh).toMatchObject({ numberOfPersons: 4, partySet: true });
    const chosen = tacTransitions.choosePersons(fresh, 2);
    expect(tacTransitions.applyBounds(chosen, { min: 1, max: 4 })).toBe(chosen);
    expect(tacTransitions.applyBounds(chosen, { min: 3, max: 4 }).numberOfPersons).toBe(3);
  });

  it('choosing the party size clears date, time, acceptance and the outcome; spa stays 1', () => {
    let state: TacBookingState = tacTransitions.chooseTime(tacTransitions.chooseDate(opened(), '01/01/2030'), time);
    state = tacTransitions.acceptConditions(state, true);
    state = tacTransitions.booked(state, { reference: null, error: 'full', systemInformation: 'x' });
    expect(tacTransitions.choosePersons(state, 3)).toMatchObject({
      numberOfPersons: 3,
      date: null,
      time: null,
      conditionsAccepted: false,
      error: null,
      systemInformation: null,
    });
    expect(tacTransitions.choosePersons(opened('spa'), 3).numberOfPersons).toBe(1);
  });

  it('a new date drops the time; the same date keeps it; a new time clears an error', () => {
    const withTime = tacTransitions.chooseTime(tacTransitions.chooseDate(opened(), '01/01/2030'), time);
    expect(tacTransitions.chooseDate(withTime, '01/01/2030').time).toEqual(time);
    expect(tacTransitions.chooseDate(withTime, '02/01/2030').time).toBe(null);
    const failed = tacTransitions.booked(withTime, { error: 'full' });
    expect(tacTransitions.chooseTime(failed, time).error).toBe(null);
  });

  it('booked: a reference, or the error (default "book not complete") with systemInformation kept', () => {
    const state = opened();
    expect(tacTransitions.booked(state, { reference: 'DIN-1', error: null, systemInformation: 'ok' })).toMatchObject({
      reference: 'DIN-1',
      error: null,
      systemInformation: 'ok',
    });
    expect(tacTransitions.booked(state, { reference: null, error: 'No longer available', systemInformation: 'DIN-CHEF' })).toMatchObject({
      reference: null,
      error: 'No longer available',
      systemInformation: 'DIN-CHEF',
    });
    expect(tacTransitions.booked(state, {})).toMatchObject({ reference: null, error: 'book not complete' });
    expect(tacTransitions.booked(state, { reference: 'X', error: 'both' })).toMatchObject({ reference: null, error: 'both' });
  });
});

describe('the book button rule (001 §5)', () => {
  const ready = tacTransitions.chooseTime(tacTransitions.chooseDate(opened(), '01/01/2030'), time);
  it('a time, nothing in progress, no reference or error, conditions accepted if any exist', () => {
    expect(canBook(ready, false, false)).toBe(true);
    expect(canBook(ready, true, false)).toBe(false);
    expect(canBook(ready, false, true)).toBe(false);
    expect(canBook(tacTransitions.acceptConditions(ready, true), false, true)).toBe(true);
    expect(canBook(tacTransitions.dropTime(ready), false, false)).toBe(false);
    expect(canBook(tacTransitions.booked(ready, { reference: 'R' }), false, false)).toBe(false);
    expect(canBook(tacTransitions.booked(ready, { error: 'E' }), false, false)).toBe(false);
  });
});

describe('the slice', () => {
  it('is persisted and personal: restored at start, wiped at logout; a foreign value is discarded', () => {
    const storage = new MemoryStorage();
    const first = createStores({ storage, debounceMs: 0 });
    tacBookingsSlice(first).setState(tacTransitions.chooseDate(opened(), '01/01/2030'));
    first.flush();
    const second = createStores({ storage });
    expect(tacBookingsSlice(second).getState()).toMatchObject({ module: 'dining', objectId: '7', date: '01/01/2030' });
    second.wipePersonalData();
    expect(tacBookingsSlice(second).getState()).toEqual(initialTacBooking);
    storage.setItem('lido:v1:tacBookings', JSON.stringify({ module: 'casino', numberOfPersons: 2 }));
    expect(tacBookingsSlice(createStores({ storage })).getState()).toEqual(initialTacBooking);
  });
});
