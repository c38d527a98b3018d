/**
 * "Add to calendar": the day's timed entries as an iCalendar file (RFC 5545). Each time is the
 * ship's wall clock converted with that day's UTC offset to UTC (DTSTART:…Z), so a phone's
 * calendar shows the right moment in whatever zone it keeps. Lines end in CRLF, text is escaped
 * (backslash, semicolon, comma, newline) and long lines are folded at 75 octets.
 */
import type { DayEntry } from './my-day-logic';

const pad = (n: number) => String(n).padStart(2, '0');

/** 20260601T120500Z */
export function icsUtc(at: number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets folded (CRLF + one space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsOptions {
  /** The entry's summary as the guest reads it (translated for port-call kinds). */
  summary: (entry: DayEntry) => string;
  /** Epoch ms of the export (DTSTAMP). */
  now: number;
  /** Used in UIDs, e.g. the portal's host. */
  domain?: string;
}

/** The VCALENDAR of the timed entries (untimed notices and cancelled bookings are left out). */
export function dayToIcs(entries: readonly DayEntry[], options: IcsOptions): string {
  const domain = options.domain || 'lido.local';
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lido//My day//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const entry of entries) {
    if (entry.start === null || entry.status === 'cancelled') continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(`${entry.key}-${entry.start}`)}@${domain}`,
      `DTSTAMP:${icsUtc(options.now)}`,
      `DTSTART:${icsUtc(entry.start)}`,
      `DTEND:${icsUtc(entry.end !== null && entry.end > entry.start ? entry.end : entry.start)}`,
      `SUMMARY:${escapeText(options.summary(entry))}`,
    );
    if (entry.place) lines.push(`LOCATION:${escapeText(entry.place)}`);
    if (entry.status === 'waitlist') lines.push('STATUS:TENTATIVE');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
