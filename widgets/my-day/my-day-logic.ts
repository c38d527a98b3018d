/**
 * My day (issue 34): one timeline of the guest's day in ship time, merged only from hub answers —
 * the port call of the day (arrival, all aboard, departure, or at sea), the guest's appointments
 * (onboard excursions, dining / spa / activity slots: the PMS diary every booking lands in), the
 * booked shore excursions, the programme events the guest starred, the muster drill while it is
 * not complete, unread urgent cabin messages, and the night the clocks change (only when the
 * itinerary's day offsets say so). Pure functions, unit-tested; the component only renders them.
 *
 * Times are the ship's wall clock of that day ('HH:mm'); each timed entry also carries its
 * instant (epoch ms, from the day's UTC offset) for now/next, clashes and the calendar export.
 */
import { addDays, compareDates, formatDmy, parseDmy, parseIsoDate, type CalendarDate } from '../../core/format/dates';
import { clockChangeAfter, shipClock, shipDayIndex, shipInstant, shipOffsetOf, type ClockChange, type ShipDay } from '../../core/format/ship-time';
import { eventEndTime, parseTime } from '../../core/format/time';
import type { ContentEvent } from '../../core/hub/content';
import type { ShoreBooking } from '../../core/hub/excursions';
import type { PortSchedule, ProgrammeEvent } from '../../core/hub/itinerary';
import type { CabinMessage } from '../../core/hub/messages';
import type { MusterStatus } from '../../core/hub/muster';
import { isScheduledStar, scheduledStarId } from '../../core/session/stars';
import type { Appointment } from '../../core/hub/onboard';

export type EntryKind = 'message' | 'muster' | 'atSea' | 'arrival' | 'allAboard' | 'departure' | 'booking' | 'shore' | 'event' | 'highlight' | 'clockChange';

export type BookingStatus = 'confirmed' | 'waitlist' | 'cancelled';

export type Clash =
  /** A shore excursion that ends after all aboard: by how many minutes. */
  | { kind: 'afterAllAboard'; minutes: number }
  /** Overlaps another of the guest's plans, named by its title. */
  | { kind: 'overlaps'; title: string };

export interface DayEntry {
  key: string;
  kind: EntryKind;
  /** The hub's text (a booking, an event, a message, the port); '' where the kind says it all. */
  title: string;
  /** Ship time 'HH:mm', or null for an entry of the whole day (at sea, muster, message). */
  startTime: string | null;
  endTime: string | null;
  /** Epoch ms of the start / end (null when untimed or unreadable). */
  start: number | null;
  end: number | null;
  /** Where the entry opens (a spec route: lido-navigate). */
  path: string;
  status?: BookingStatus;
  /** Where: a port, a venue. */
  place?: string | null;
  clashes: Clash[];
  /** A clock change: its direction and minutes. */
  change?: ClockChange;
}

export interface DaySources {
  /** The voyage's port schedules (itinerary/schedules); undefined while unknown. */
  schedules?: readonly PortSchedule[];
  appointments?: readonly Appointment[];
  shoreBookings?: readonly ShoreBooking[];
  /** The programme's events of the day, the lineup's and the scheduled programme's (`starred` picks the guest's). */
  events?: readonly ProgrammeEvent[];
  starred?: ReadonlySet<string>;
  muster?: MusterStatus;
  messages?: readonly CabinMessage[];
}

/** The ship day of a date (dd/mm/yyyy) from the schedules; a bare day (the device's offset) when the itinerary has none. */
export function shipDayOf(schedules: readonly PortSchedule[] | undefined, date: string): ShipDay {
  const found = schedules?.find((day) => day.date === date);
  return found ? { date: found.date, utcOffsetMinutes: found.utcOffsetMinutes, allOnBoard: found.allOnBoard, atSea: found.atSea } : { date };
}

/** Today on board (dd/mm/yyyy): the itinerary day it is at `now`, else the date under the device's clock. */
export function todayOnBoard(schedules: readonly PortSchedule[] | undefined, now: number): string {
  const days = schedules ?? [];
  const index = shipDayIndex(days, now);
  if (index >= 0) return days[index]!.date;
  return formatDmy(shipClock(now, shipOffsetOf({}, now)).date);
}

/** The day after a dd/mm/yyyy date. */
export function nextDate(date: string): string {
  const day = parseDmy(date);
  return day ? formatDmy(addDays(day, 1)) : date;
}

/** 001 §3: C confirmed, W waitlist, X cancelled; R (and anything else) treated as C. */
export function appointmentStatus(code: string | null | undefined): BookingStatus {
  const value = (code ?? '').trim().toUpperCase();
  return value === 'W' ? 'waitlist' : value === 'X' ? 'cancelled' : 'confirmed';
}

/** A shore booking's status in words the timeline knows (the hub's 'Confirmed', 'Waitlisted', 'Cancelled' …). */
export function shoreStatus(status: string | null | undefined): BookingStatus {
  const value = (status ?? '').toLowerCase();
  if (value.startsWith('cancel')) return 'cancelled';
  if (value.startsWith('wait')) return 'waitlist';
  return 'confirmed';
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'HH:mm' of a time or an ISO date-time ('2026-06-01T14:05:00'), or null. */
export function timeOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = parseTime(value);
  return time ? hhmm(time.hours * 60 + time.minutes) : null;
}

/** The route of a programme day (dd-mm-yyyy). */
const programmePath = (date: string) => `/dailyprogram/${date.replace(/\//g, '-')}`;
const SCHEDULED_PROGRAMME_PATH = '/scheduledprogram';

/**
 * The events of a day's scheduled programme (the content system's) in the lineup's shape, each
 * under its star's id: the guest's stars on the scheduled programme join their day like any other.
 */
export function scheduledEvents(events: readonly ContentEvent[]): ProgrammeEvent[] {
  return events.map((event) => ({
    id: scheduledStarId(event.id),
    name: event.title,
    venue: [event.location, event.locationDetail].filter(Boolean).join(', ') || null,
    // times of the day asked for: no date of their own
    start: event.startTime ?? null,
    end: eventEndTime(event.endTime),
  }));
}

function timed(day: ShipDay, startTime: string | null, endTime: string | null, now: number): Pick<DayEntry, 'start' | 'end' | 'startTime' | 'endTime'> {
  const start = startTime ? shipInstant(day, startTime, now) : null;
  let end = endTime ? shipInstant(day, endTime, now) : null;
  // an end before its start is past midnight
  if (start !== null && end !== null && end < start) end += 24 * 3_600_000;
  return { start, end, startTime: start === null ? null : startTime, endTime: end === null ? null : endTime };
}

/** The port call of the day: at sea, or arrival / all aboard / departure as the hub gives them. */
export function portCallEntries(schedule: PortSchedule | undefined, now: number): DayEntry[] {
  if (!schedule) return [];
  const day = shipDayOf([schedule], schedule.date);
  const path = `/itinerary/detail/${encodeURIComponent(String(schedule.id))}`;
  const place = schedule.portName || schedule.title;
  if (schedule.atSea)
    return [{ key: `sea-${schedule.date}`, kind: 'atSea', title: '', path, clashes: [], start: null, end: null, startTime: null, endTime: null }];
  const entries: DayEntry[] = [];
  const add = (kind: 'arrival' | 'allAboard' | 'departure', value: string | null | undefined) => {
    const time = timeOf(value);
    if (!time) return;
    entries.push({ key: `${kind}-${schedule.date}`, kind, title: place, place, path, clashes: [], ...timed(day, time, null, now) });
  };
  add('arrival', schedule.arrives);
  add('allAboard', schedule.allOnBoard);
  add('departure', schedule.departs);
  return entries;
}

/**
 * The guest's appointments of a date, one entry per booking (a PMS answers one appointment per
 * guest of the booking), leaving out those that are booked shore excursions (shown from the shore
 * booking, which knows the port). Among a booking's guests the best status wins (confirmed over
 * waitlist over cancelled).
 */
export function bookingEntries(
  appointments: readonly Appointment[],
  shore: readonly ShoreBooking[],
  schedules: readonly PortSchedule[] | undefined,
  date: string,
  now: number,
): DayEntry[] {
  const shoreCodes = new Set(shore.filter((booking) => booking.date === date).map((booking) => booking.excursionId));
  const day = shipDayOf(schedules, date);
  const rank: Record<BookingStatus, number> = { confirmed: 0, waitlist: 1, cancelled: 2 };
  const byBooking = new Map<string, DayEntry>();
  for (const appointment of appointments) {
    if (appointment.date !== date || !appointment.text) continue;
    if (appointment.excursionCode && shoreCodes.has(appointment.excursionCode)) continue;
    const startTime = timeOf(appointment.fromTime);
    const endTime = timeOf(appointment.toTime);
    const key = `booking-${[appointment.excursionCode ?? '', startTime ?? '', endTime ?? '', appointment.text].join('|')}`;
    const status = appointmentStatus(appointment.bookingStatus);
    const known = byBooking.get(key);
    if (known) {
      if (rank[status] < rank[known.status!]) known.status = status;
      continue;
    }
    byBooking.set(key, { key, kind: 'booking', title: appointment.text, status, path: '/my_bookings', clashes: [], ...timed(day, startTime, endTime, now) });
  }
  return [...byBooking.values()];
}

/** The booked shore excursions of a date, once per excursion (a booking answers one line per passenger). */
export function shoreEntries(
  bookings: readonly ShoreBooking[],
  appointments: readonly Appointment[],
  schedules: readonly PortSchedule[] | undefined,
  date: string,
  now: number,
): DayEntry[] {
  const day = shipDayOf(schedules, date);
  const seen = new Map<string, DayEntry>();
  for (const booking of bookings) {
    if (booking.date !== date) continue;
    const key = `shore-${booking.excursionId}`;
    if (seen.has(key)) continue;
    // the times: the booking's own start and duration, else its appointment in the PMS diary
    const diary = appointments.find((appointment) => appointment.date === date && appointment.excursionCode === booking.excursionId);
    const startTime = timeOf(booking.startTime) ?? timeOf(diary?.fromTime);
    let endTime = timeOf(diary?.toTime);
    if (timeOf(booking.startTime) && typeof booking.duration === 'number' && booking.duration > 0) {
      const begin = parseTime(startTime!)!;
      endTime = hhmm(begin.hours * 60 + begin.minutes + Math.round(booking.duration));
    }
    seen.set(key, {
      key,
      kind: 'shore',
      title: booking.excursionName,
      place: booking.portName ?? null,
      status: shoreStatus(booking.status),
      path: '/my_bookings',
      clashes: [],
      ...timed(day, startTime, endTime, now),
    });
  }
  return [...seen.values()];
}

/** The starred programme events of a date (their start's date is the day). */
export function starredEntries(
  events: readonly ProgrammeEvent[],
  starred: ReadonlySet<string>,
  schedules: readonly PortSchedule[] | undefined,
  date: string,
  now: number,
): DayEntry[] {
  const day = shipDayOf(schedules, date);
  const wanted = parseDmy(date);
  return events
    .filter((event) => starred.has(String(event.id)))
    .filter((event) => {
      const on = event.start ? parseIsoDate(event.start) : null;
      return !on || !wanted || compareDates(on, wanted) === 0;
    })
    .map((event) => ({
      key: `event-${event.id}`,
      kind: 'event' as const,
      title: event.name,
      place: event.venue ?? null,
      path: isScheduledStar(String(event.id)) ? SCHEDULED_PROGRAMME_PATH : programmePath(date),
      clashes: [],
      ...timed(day, timeOf(event.start), timeOf(event.end), now),
    }));
}

/** The programme's highlights for a visitor: the day's events still to come (or running), at most `count`. */
export function highlightEntries(
  events: readonly ProgrammeEvent[],
  schedules: readonly PortSchedule[] | undefined,
  date: string,
  now: number,
  count = 3,
): DayEntry[] {
  const all = starredEntries(events, new Set(events.map((event) => String(event.id))), schedules, date, now).map((entry) => ({
    ...entry,
    kind: 'highlight' as const,
  }));
  return sortEntries(all.filter((entry) => entry.start !== null && (entry.end ?? entry.start) >= now)).slice(0, count);
}

/** The guest's own muster drill while it is not complete (002 §4: video watched, station visited when required). */
export function musterEntry(status: MusterStatus | undefined): DayEntry | null {
  const guest = status?.passengers.find((passenger) => passenger.isLoggedInUser);
  if (!guest) return null;
  const complete = guest.isVideoWatched && (!status!.musterStationVisitRequired || guest.isMusterScanPerformed);
  if (complete) return null;
  return { key: 'muster', kind: 'muster', title: '', path: '/muster/home', clashes: [], start: null, end: null, startTime: null, endTime: null };
}

/** Unread urgent cabin messages, newest first. */
export function messageEntries(messages: readonly CabinMessage[]): DayEntry[] {
  return messages
    .filter((message) => message.messageType === 'Urgent' && message.recipientMessageStatus !== 'Read')
    .map((message) => ({
      key: `message-${message.id}`,
      kind: 'message' as const,
      title: message.messageTitle,
      path: '/cabinmessages',
      clashes: [],
      start: null,
      end: null,
      startTime: null,
      endTime: null,
    }));
}

/** The clocks change the night after `date`: only when the itinerary gives both days' offsets. */
export function clockChangeEntry(schedules: readonly PortSchedule[] | undefined, date: string): DayEntry | null {
  const days = schedules ?? [];
  const index = days.findIndex((day) => day.date === date);
  if (index < 0) return null;
  const change = clockChangeAfter(shipDayOf(days, date), days[index + 1] ? shipDayOf(days, days[index + 1]!.date) : undefined);
  if (!change) return null;
  return {
    key: `clock-${date}`,
    kind: 'clockChange',
    title: '',
    path: '/itinerary/overview',
    clashes: [],
    change,
    start: null,
    end: null,
    startTime: null,
    endTime: null,
  };
}

/** Untimed notices first (messages, muster, at sea), then by start, a clock change last. */
const UNTIMED_FIRST: EntryKind[] = ['message', 'muster', 'atSea'];
export function sortEntries(entries: readonly DayEntry[]): DayEntry[] {
  const rank = (entry: DayEntry) => (entry.kind === 'clockChange' ? 2 : entry.start === null ? 0 : 1);
  return [...entries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 0 ? UNTIMED_FIRST.indexOf(a.kind) - UNTIMED_FIRST.indexOf(b.kind) : 0) ||
      (a.start ?? 0) - (b.start ?? 0) ||
      (a.end ?? a.start ?? 0) - (b.end ?? b.start ?? 0),
  );
}

/** The guest's own plans (what can clash): bookings, shore excursions and starred events not cancelled. */
const isPlan = (entry: DayEntry) => (entry.kind === 'booking' || entry.kind === 'shore' || entry.kind === 'event') && entry.status !== 'cancelled';

/**
 * Clashes said plainly: a shore excursion ending after all aboard ("ends 20 min after all
 * aboard"), and two plans whose times overlap ("overlaps Hot stone massage").
 */
export function withClashes(entries: readonly DayEntry[]): DayEntry[] {
  const allAboard = entries.find((entry) => entry.kind === 'allAboard')?.start ?? null;
  const plans = entries.filter((entry) => isPlan(entry) && entry.start !== null);
  return entries.map((entry) => {
    if (!isPlan(entry) || entry.start === null) return entry;
    const clashes: Clash[] = [];
    const end = entry.end ?? entry.start;
    if (entry.kind === 'shore' && allAboard !== null && end > allAboard)
      clashes.push({ kind: 'afterAllAboard', minutes: Math.round((end - allAboard) / 60_000) });
    for (const other of plans) {
      if (other === entry) continue;
      const otherEnd = other.end ?? other.start!;
      if (entry.start < otherEnd && other.start! < end) clashes.push({ kind: 'overlaps', title: other.title });
    }
    return clashes.length > 0 ? { ...entry, clashes } : entry;
  });
}

/** The signed-in guest's day: every source merged, sorted, clashes marked. */
export function guestDay(sources: DaySources, date: string, now: number, today: boolean): DayEntry[] {
  const { schedules, appointments = [], shoreBookings = [], events = [], starred = new Set<string>() } = sources;
  const entries: DayEntry[] = [
    ...(today && sources.messages ? messageEntries(sources.messages) : []),
    ...(today ? [musterEntry(sources.muster)].filter((entry): entry is DayEntry => !!entry) : []),
    ...portCallEntries(
      schedules?.find((day) => day.date === date),
      now,
    ),
    ...bookingEntries(appointments, shoreBookings, schedules, date, now),
    ...shoreEntries(shoreBookings, appointments, schedules, date, now),
    ...starredEntries(events, starred, schedules, date, now),
    ...[clockChangeEntry(schedules, date)].filter((entry): entry is DayEntry => !!entry),
  ];
  return withClashes(sortEntries(entries));
}

/** A visitor's day: the port call, the programme's highlights, the clock change. */
export function visitorDay(sources: Pick<DaySources, 'schedules' | 'events'>, date: string, now: number): DayEntry[] {
  const { schedules, events = [] } = sources;
  return sortEntries([
    ...portCallEntries(
      schedules?.find((day) => day.date === date),
      now,
    ),
    ...highlightEntries(events, schedules, date, now),
    ...[clockChangeEntry(schedules, date)].filter((entry): entry is DayEntry => !!entry),
  ]);
}

/**
 * Now and next on today's timeline: `now` is the first timed entry running at `now` (started, not
 * ended), `next` the first one starting after `now`. Cancelled bookings count for neither.
 */
export function nowAndNext(entries: readonly DayEntry[], now: number): { now: string | null; next: string | null } {
  const live = entries.filter((entry) => entry.start !== null && entry.status !== 'cancelled' && entry.kind !== 'clockChange');
  const running = live.find((entry) => entry.start! <= now && entry.end !== null && now < entry.end);
  const next = live.find((entry) => entry.start! > now);
  return { now: running?.key ?? null, next: next?.key ?? null };
}

export type { CalendarDate };
