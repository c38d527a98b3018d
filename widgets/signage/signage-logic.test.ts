import { describe, expect, it } from 'vitest';
import { bookingSlots, lightOfTime, smallestParty, todayBookingDate } from './booking-lights';
import { lightOf, lightsSourceOf, minutesOf, pageCount, parseTemplateValues, remainingSlots, slotPage, type Slot } from './signage-logic';

const board = (values: unknown) => {
  const parsed = parseTemplateValues(JSON.stringify(values));
  if (!parsed.ok) throw new Error('not parsed');
  return parsed.board;
};

describe('signage template values', () => {
  it('restaurant{n} in number order with name, location, type, private-only link and listed slots', () => {
    const b = board({
      title: 'Tonight',
      restaurant2: {
        id: 2,
        name: 'Grill',
        location: 'Deck 14',
        type: 'specialty',
        link: { privateonly: true },
        timeslots: [
          { time: '19:00', colour: 'Red' },
          { time: '18:30', colour: 'green' },
        ],
      },
      restaurant10: { id: 10, name: 'Tenth', type: 'open seating', timeslots: [] },
      restaurant1: {
        id: 1,
        name: 'Horizon',
        location: 'Deck 5',
        type: 'open seating',
        link: { privateonly: false },
        timeslots: [{ time: '18:00', colour: 'Yellow' }],
      },
      other: { name: 'ignored' },
    });
    expect(b.title).toBe('Tonight');
    expect(b.restaurants.map((r) => r.key)).toEqual(['restaurant1', 'restaurant2', 'restaurant10']);
    expect(b.restaurants[1]).toMatchObject({ name: 'Grill', location: 'Deck 14', type: 'specialty', privateOnly: true });
    expect(b.restaurants[1]!.slots).toEqual([
      { time: '18:30', minutes: 1110, colour: 'Green' },
      { time: '19:00', minutes: 1140, colour: 'Red' },
    ]);
    expect(b.restaurants[2]!.slots).toEqual([]);
  });

  it('slots keyed by time are found by scanning 5-minute steps up to 2400 (HHMM or HH:MM, on the entry or in timeslots)', () => {
    const b = board({
      restaurant1: { name: 'A', '0000': 'Green', '1805': 'Yellow', '18:10': { colour: 'Red' }, '1803': 'Green', '2355': 'Off', '2400': 'Green' },
      restaurant2: { name: 'B', timeslots: { '1200': 'Green', '0930': 'Red' } },
    });
    expect(b.restaurants[0]!.slots.map((s) => `${s.time} ${s.colour}`)).toEqual(['00:00 Green', '18:05 Yellow', '18:10 Red', '23:55 Off']);
    expect(b.restaurants[1]!.slots.map((s) => s.time)).toEqual(['09:30', '12:00']);
  });

  it('malformed JSON, a JSON text that is no object, or nothing at all: not a board', () => {
    expect(parseTemplateValues('{"restaurant1": {')).toEqual({ ok: false });
    expect(parseTemplateValues('[1,2]')).toEqual({ ok: false });
    expect(parseTemplateValues('null')).toEqual({ ok: false });
    expect(parseTemplateValues(undefined)).toEqual({ ok: false });
    expect(parseTemplateValues('{}')).toEqual({ ok: true, board: { title: null, restaurants: [] } });
  });

  it('colours: Green, Yellow, Red, Off (anything else is Off); times', () => {
    expect(['GREEN', 'yellow', 'Red', 'off', 'blue', null].map(lightOf)).toEqual(['Green', 'Yellow', 'Red', 'Off', 'Off', 'Off']);
    expect(['18:30', '1830', '7:05', '24:00', '18:60', 'x'].map(minutesOf)).toEqual([1110, 1110, 425, null, null, null]);
  });

  it('past slots are dropped (the slot of this minute stays); five per page, clamped', () => {
    const slots = board({ restaurant1: { name: 'A', timeslots: ['18:00', '18:30', '19:00'].map((time) => ({ time, colour: 'Green' })) } }).restaurants[0]!
      .slots;
    expect(remainingSlots(slots, 18 * 60 + 1).map((s) => s.time)).toEqual(['18:30', '19:00']);
    expect(remainingSlots(slots, 18 * 60 + 30).map((s) => s.time)).toEqual(['18:30', '19:00']);
    expect(remainingSlots(slots, 19 * 60 + 1)).toEqual([]);
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(pageCount(12)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(slotPage(twelve, 0).items).toEqual([0, 1, 2, 3, 4]);
    expect(slotPage(twelve, 2)).toEqual({ page: 2, items: [10, 11] });
    expect(slotPage(twelve, 7).page).toBe(2);
    expect(slotPage([1, 2], 1)).toEqual({ page: 0, items: [1, 2] });
  });
});

describe('lights="booking": slots from the booking flow\'s available times', () => {
  const time = (fromTime: string, covers?: { capacity: number; remaining: number }) => ({ label: fromTime, fromTime, toTime: '23:00', ...covers });
  const slot = (time: string, colour: Slot['colour']): Slot => ({ time, minutes: minutesOf(time)!, colour });

  it('with covers: none left Red, a quarter or fewer Yellow, else Green', () => {
    expect(lightOfTime(time('19:00', { capacity: 4, remaining: 0 }))).toBe('Red');
    expect(lightOfTime(time('19:00', { capacity: 4, remaining: 1 }))).toBe('Yellow');
    expect(lightOfTime(time('19:00', { capacity: 4, remaining: 2 }))).toBe('Green');
    expect(lightOfTime(time('19:00', { capacity: 40, remaining: 10 }))).toBe('Yellow');
    expect(lightOfTime(time('19:00', { capacity: 40, remaining: 11 }))).toBe('Green');
  });

  it("without covers (a hub that sends only the spec's fields, or nonsense): offered is Green", () => {
    expect(lightOfTime(time('19:00'))).toBe('Green');
    expect(lightOfTime({ ...time('19:00'), capacity: 0, remaining: 0 })).toBe('Green');
    expect(lightOfTime({ ...time('19:00'), capacity: null, remaining: 3 })).toBe('Green');
  });

  it('template times not offered are Red, Off stays Off, offered times the template lacks are added, in time order', () => {
    const template = [slot('18:00', 'Green'), slot('19:00', 'Green'), slot('20:30', 'Off'), slot('21:00', 'Yellow')];
    const offered = [time('21:00', { capacity: 16, remaining: 3 }), time('19:30', { capacity: 16, remaining: 16 }), time('18:00')];
    expect(bookingSlots(template, offered)).toEqual([
      slot('18:00', 'Green'),
      slot('19:00', 'Red'),
      slot('19:30', 'Green'),
      slot('20:30', 'Off'),
      slot('21:00', 'Yellow'),
    ]);
    expect(bookingSlots(template, [])).toEqual([slot('18:00', 'Red'), slot('19:00', 'Red'), slot('20:30', 'Off'), slot('21:00', 'Red')]);
    expect(bookingSlots([], [time('bad'), time('7:05')])).toEqual([slot('07:05', 'Green')]);
  });

  it("today's date among the booking information's dates (dd/mm/yyyy or ISO), else null", () => {
    const now = new Date(2026, 10, 27, 12, 0).getTime();
    expect(
      todayBookingDate(
        [
          { value: '26/11/2026', label: 'Thu' },
          { value: '27/11/2026', label: 'Fri' },
        ],
        now,
      ),
    ).toBe('27/11/2026');
    expect(todayBookingDate([{ value: '2026-11-27', label: 'Fri' }], now)).toBe('2026-11-27');
    expect(todayBookingDate([{ value: '28/11/2026', label: 'Sat' }], now)).toBe(null);
    expect(todayBookingDate(null, now)).toBe(null);
  });

  it('the free times are asked for the smallest party the restaurant takes', () => {
    expect(smallestParty({ minimumNumberOfPersons: 2, maximumNumberOfPersons: 6 })).toBe(2);
    expect(smallestParty({})).toBe(1);
    expect(smallestParty({ minimumNumberOfPersons: 0 })).toBe(1);
    expect(smallestParty(undefined)).toBe(1);
  });

  it('the attribute: booking, else template', () => {
    expect(lightsSourceOf('booking')).toBe('booking');
    expect(lightsSourceOf(' Booking ')).toBe('booking');
    expect(lightsSourceOf('template')).toBe('template');
    expect(lightsSourceOf(undefined)).toBe('template');
    expect(lightsSourceOf('live')).toBe('template');
  });
});
