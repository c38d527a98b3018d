/**
 * Pure rules of events and daily schedules (000 §2, §3): the schedule day of a route, grouping by
 * day, times. Apart from content-logic.ts so the overview does not load the time formatting.
 */
import { parseDmy, type CalendarDate } from '../../core/format/dates';
import { eventEndTime, formatTime } from '../../core/format/time';
import type { ContentEvent } from '../../core/hub/content';

/** Daily-schedule route day (000 §2): 'today', 'tomorrow' or a dd/mm/yyyy date; null if invalid. */
export function scheduleDayOf(day: string | undefined, date: string | undefined): 'today' | 'tomorrow' | CalendarDate | null {
  if (date !== undefined && date.trim() !== '') return parseDmy(date);
  return day === 'tomorrow' ? 'tomorrow' : 'today';
}

export interface EventDay {
  /** dd/mm/yyyy as the hub sent it ('' when the events carry no date). */
  key: string;
  date: CalendarDate | null;
  events: ContentEvent[];
}

/** Minutes after midnight of a start time; text that is no time sorts last. */
function startMinutes(event: ContentEvent): number {
  const match = /(\d{1,2}):(\d{2})/.exec(event.startTime ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : 24 * 60 + 1;
}

/** Events by day (in date order), each day by start time; the hub's order breaks ties. */
export function groupEventsByDay(events: readonly ContentEvent[]): EventDay[] {
  const days = new Map<string, EventDay>();
  for (const event of events) {
    const key = event.fromDate?.trim() ?? '';
    let day = days.get(key);
    if (!day) {
      day = { key, date: key ? parseDmy(key) : null, events: [] };
      days.set(key, day);
    }
    day.events.push(event);
  }
  const ordinal = (d: EventDay) => (d.date ? d.date.year * 10000 + d.date.month * 100 + d.date.day : Number.MAX_SAFE_INTEGER);
  const sorted = [...days.values()].sort((a, b) => ordinal(a) - ordinal(b));
  for (const day of sorted) {
    day.events = day.events
      .map((event, index) => ({ event, index }))
      .sort((a, b) => startMinutes(a.event) - startMinutes(b.event) || a.index - b.index)
      .map((x) => x.event);
  }
  return sorted;
}

/** Start and end for display; an end of 'Late' (000 §3) is empty. */
export function eventTimes(event: ContentEvent, use12Hour: boolean): { start: string; end: string } {
  return { start: formatTime(event.startTime, use12Hour), end: formatTime(eventEndTime(event.endTime), use12Hour) };
}

/** 'start – end', or only the start when there is no end. */
export function eventTimeRange(event: ContentEvent, use12Hour: boolean): string {
  const { start, end } = eventTimes(event, use12Hour);
  return end ? `${start} – ${end}` : start;
}
