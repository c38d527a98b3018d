import { describe, expect, it } from 'vitest';
import type { PortSchedule, ProgrammeEvent } from '../../core/hub/itinerary';
import type { ShoreBooking } from '../../core/hub/excursions';
import type { Appointment } from '../../core/hub/onboard';
import type { CabinMessage } from '../../core/hub/messages';
import { dayToIcs, escapeText, foldLine, icsUtc } from './ics';
import { guestDay, nextDate, nowAndNext, scheduledEvents, todayOnBoard, visitorDay, type DayEntry } from './my-day-logic';

// A port day in Palma (UTC+2), a sea day after it with the clocks going forward an hour (UTC+3).
const TODAY = '01/06/2026';
const TOMORROW = '02/06/2026';
const schedules: PortSchedule[] = [
  {
    id: 11,
    date: TODAY,
    title: 'Palma de Mallorca',
    portName: 'Palma',
    atSea: false,
    arrives: '08:00',
    allOnBoard: '17:30',
    departs: '18:00',
    utcOffsetMinutes: 120,
  },
  { id: 12, date: TOMORROW, title: 'At sea', atSea: true, utcOffsetMinutes: 180 },
];
/** The instant of a ship time on TODAY (UTC+2). */
const at = (hhmm: string) => Date.UTC(2026, 5, 1, Number(hhmm.slice(0, 2)) - 2, Number(hhmm.slice(3)));

const appointments: Appointment[] = [
  { date: TODAY, fromTime: '19:30', toTime: '21:00', text: 'The Grill, 2 guests', excursionCode: 'DIN-7', bookingStatus: 'C', accountName: 'John' },
  { date: TODAY, fromTime: '19:30', toTime: '21:00', text: 'The Grill, 2 guests', excursionCode: 'DIN-7', bookingStatus: 'C', accountName: 'Anna' },
  { date: TODAY, fromTime: '16:00', toTime: '17:00', text: 'Hot stone massage', excursionCode: 'SPA-1', bookingStatus: 'W' },
  { date: TODAY, fromTime: '09:00', toTime: '17:50', text: 'Valldemossa', excursionCode: 'PMI-VAL', bookingStatus: 'C' },
  { date: TOMORROW, fromTime: '10:00', toTime: '11:00', text: 'Galley tour', excursionCode: 'SEA-2', bookingStatus: 'R' },
  { date: TOMORROW, fromTime: '12:00', toTime: '13:00', text: 'Cancelled class', excursionCode: 'SEA-3', bookingStatus: 'X' },
];
const shore: ShoreBooking[] = [1, 2].map((id) => ({
  excursionId: 'PMI-VAL',
  excursionName: 'Valldemossa village',
  portName: 'Palma',
  date: TODAY,
  startTime: '09:00',
  duration: 530,
  price: 50,
  type: 'CruiseExcursion',
  status: 'Confirmed',
  passengers: [{ id, firstName: 'J', lastName: 'S' }],
}));
const events: ProgrammeEvent[] = [
  { id: 501, name: 'Quiz night', venue: 'Lounge', start: '2026-06-01T20:00:00', end: '2026-06-01T21:00:00' },
  { id: 502, name: 'Morning stretch', venue: 'Deck 12', start: '2026-06-01T07:00:00', end: '2026-06-01T07:30:00' },
  { id: 503, name: 'Sail-away party', venue: 'Pool deck', start: '2026-06-01T17:45:00', end: '2026-06-01T18:45:00' },
];
const messages: CabinMessage[] = [
  {
    id: 1,
    sourceMessageId: 's1',
    messageType: 'Urgent',
    recipientMessageStatus: 'Sent',
    createdAt: '2026-06-01T07:00:00',
    messageTitle: 'Tender change',
    messageContent: '',
  },
  {
    id: 2,
    sourceMessageId: 's2',
    messageType: 'Urgent',
    recipientMessageStatus: 'Read',
    createdAt: '2026-06-01T06:00:00',
    messageTitle: 'Read one',
    messageContent: '',
  },
  {
    id: 3,
    sourceMessageId: 's3',
    messageType: 'Normal',
    recipientMessageStatus: 'Sent',
    createdAt: '2026-06-01T06:00:00',
    messageTitle: 'Normal one',
    messageContent: '',
  },
];
const muster = {
  musterStationVisitRequired: true,
  passengers: [{ id: 1, firstName: 'J', lastName: 'S', accountNumber: '1', isVideoWatched: true, isMusterScanPerformed: false, isLoggedInUser: true }],
};

const day = (now: number, date = TODAY) =>
  guestDay({ schedules, appointments, shoreBookings: shore, events, starred: new Set(['501', '503']), muster, messages }, date, now, date === TODAY);
const kinds = (entries: DayEntry[]) => entries.map((entry) => `${entry.kind}:${entry.title}`);

describe('my day', () => {
  it("a starred event of the scheduled programme joins the day at its ship time and leads to the scheduled programme; the lineup's event of the same number stays apart", () => {
    const scheduled = scheduledEvents([
      { id: 501, title: 'Captain’s cocktail', location: 'Atrium', locationDetail: 'Deck 5', startTime: '18:30', endTime: 'Late' },
      { id: 502, title: 'Not starred', startTime: '09:00', endTime: '10:00' },
    ]);
    expect(scheduled[0]).toEqual({ id: 'schedule:501', name: 'Captain’s cocktail', venue: 'Atrium, Deck 5', start: '18:30', end: null });
    const entries = guestDay({ schedules, events: [...events, ...scheduled], starred: new Set(['schedule:501']) }, TODAY, at('10:00'), true);
    const cocktail = entries.find((entry) => entry.title === 'Captain’s cocktail')!;
    expect(cocktail).toMatchObject({ kind: 'event', path: '/scheduledprogram', startTime: '18:30', start: at('18:30'), place: 'Atrium, Deck 5' });
    expect(entries.map((entry) => entry.title)).not.toContain('Quiz night');
    expect(entries.map((entry) => entry.title)).not.toContain('Not starred');
  });

  it('merges every source in order: notices first, then by ship time, the clock change last', () => {
    expect(kinds(day(at('10:00')))).toEqual([
      'message:Tender change',
      'muster:',
      'arrival:Palma',
      'shore:Valldemossa village',
      'booking:Hot stone massage',
      'allAboard:Palma',
      'event:Sail-away party',
      'departure:Palma',
      'booking:The Grill, 2 guests',
      'event:Quiz night',
      'clockChange:',
    ]);
  });

  it('a booking answered once per guest is one entry; statuses in words; the shore appointment only once', () => {
    const entries = day(at('10:00'));
    expect(entries.filter((entry) => entry.title === 'The Grill, 2 guests')).toHaveLength(1);
    expect(entries.find((entry) => entry.title === 'Hot stone massage')?.status).toBe('waitlist');
    expect(entries.filter((entry) => entry.title.startsWith('Valldemossa'))).toHaveLength(1);
    const tomorrow = day(at('10:00'), TOMORROW);
    expect(tomorrow.map((entry) => [entry.title, entry.status])).toEqual([
      ['', undefined],
      ['Galley tour', 'confirmed'],
      ['Cancelled class', 'cancelled'],
    ]);
    expect(tomorrow[0]!.kind).toBe('atSea');
  });

  it('times are ship times with instants from the day offset', () => {
    const arrival = day(at('10:00')).find((entry) => entry.kind === 'arrival')!;
    expect(arrival.startTime).toBe('08:00');
    expect(arrival.start).toBe(Date.UTC(2026, 5, 1, 6, 0));
    const shoreEntry = day(at('10:00')).find((entry) => entry.kind === 'shore')!;
    expect([shoreEntry.startTime, shoreEntry.endTime]).toEqual(['09:00', '17:50']);
  });

  it('says clashes plainly: after all aboard, and overlaps', () => {
    const entries = day(at('10:00'));
    const shoreEntry = entries.find((entry) => entry.kind === 'shore')!;
    expect(shoreEntry.clashes).toEqual([
      { kind: 'afterAllAboard', minutes: 20 },
      { kind: 'overlaps', title: 'Hot stone massage' },
      { kind: 'overlaps', title: 'Sail-away party' },
    ]);
    expect(entries.find((entry) => entry.title === 'Hot stone massage')!.clashes).toEqual([{ kind: 'overlaps', title: 'Valldemossa village' }]);
    expect(entries.find((entry) => entry.title === 'Quiz night')!.clashes).toEqual([{ kind: 'overlaps', title: 'The Grill, 2 guests' }]);
    // a cancelled booking clashes with nothing
    expect(day(at('10:00'), TOMORROW).every((entry) => entry.clashes.length === 0)).toBe(true);
  });

  it('now and next under a given clock', () => {
    const entries = day(at('16:30'));
    expect(nowAndNext(entries, at('16:30'))).toEqual({ now: 'shore-PMI-VAL', next: 'allAboard-01/06/2026' });
    expect(nowAndNext(entries, at('22:00'))).toEqual({ now: null, next: null });
    expect(nowAndNext(entries, at('07:00')).next).toBe('arrival-01/06/2026');
  });

  it('nothing invented: no answers, no entries; muster done or no guest row, no muster entry', () => {
    expect(guestDay({}, TODAY, at('10:00'), true)).toEqual([]);
    const done = { ...muster, passengers: [{ ...muster.passengers[0]!, isMusterScanPerformed: true }] };
    expect(kinds(guestDay({ muster: done }, TODAY, at('10:00'), true))).toEqual([]);
    expect(kinds(guestDay({ muster: { ...muster, musterStationVisitRequired: false } }, TODAY, at('10:00'), true))).toEqual([]);
    // no offsets in the itinerary: no clock change
    const bare = schedules.map(({ utcOffsetMinutes: _offset, ...rest }) => rest);
    expect(guestDay({ schedules: bare }, TODAY, at('10:00'), true).some((entry) => entry.kind === 'clockChange')).toBe(false);
    // only today carries the muster and the messages
    expect(kinds(guestDay({ muster, messages }, TOMORROW, at('10:00'), false))).toEqual([]);
  });

  it("a visitor's day: the port call and the programme's coming highlights", () => {
    expect(kinds(visitorDay({ schedules, events }, TODAY, at('10:00')))).toEqual([
      'arrival:Palma',
      'allAboard:Palma',
      'highlight:Sail-away party',
      'departure:Palma',
      'highlight:Quiz night',
      'clockChange:',
    ]);
  });

  it('today on board and the day after', () => {
    expect(todayOnBoard(schedules, at('23:30'))).toBe(TODAY);
    // 22:30 UTC on 01/06 is 01:30 on 02/06 on board (UTC+3)
    expect(todayOnBoard(schedules, Date.UTC(2026, 5, 1, 22, 30))).toBe(TOMORROW);
    expect(nextDate('31/12/2026')).toBe('01/01/2027');
  });
});

/** Unfolds and reads back an iCalendar text: its events as property maps. */
function parseIcs(text: string): Record<string, string>[] {
  const lines = text
    .split('\r\n')
    .reduce<string[]>((all, line) => (line.startsWith(' ') ? [...all.slice(0, -1), all[all.length - 1] + line.slice(1)] : [...all, line]), []);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line
        .slice(colon + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

describe('add to calendar', () => {
  it('an RFC 5545 day: CRLF lines, times in UTC from the ship offsets, escaped text, parsed back', () => {
    const entries = day(at('10:00'));
    const ics = dayToIcs(entries, { now: at('10:00'), summary: (entry) => entry.title || entry.kind });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const parsed = parseIcs(ics);
    // untimed notices and the clock change are not calendar events
    expect(parsed.map((event) => event.SUMMARY)).toEqual([
      'Palma',
      'Valldemossa village',
      'Hot stone massage',
      'Palma',
      'Sail-away party',
      'Palma',
      'The Grill, 2 guests',
      'Quiz night',
    ]);
    const grill = parsed.find((event) => event.SUMMARY === 'The Grill, 2 guests')!;
    expect(grill.DTSTART).toBe('20260601T173000Z'); // 19:30 at UTC+2
    expect(grill.DTEND).toBe('20260601T190000Z');
    expect(parsed.find((event) => event.SUMMARY === 'Hot stone massage')!.STATUS).toBe('TENTATIVE');
    expect(ics).toContain('SUMMARY:The Grill\\, 2 guests');
  });

  it('escapes and folds', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, i) => (i === 0 ? line : line.slice(1)))
        .join(''),
    ).toBe(long);
    expect(icsUtc(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102T030405Z');
  });
});
