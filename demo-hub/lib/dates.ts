/**
 * The demo is always "live": the voyage starts on the server's current day. Seeded documents do
 * not store calendar dates; they store relative tokens `~D(<dayOffset>,<format>[,HH:MM])` which
 * the document store renders against today's date on every read. So a database seeded last week
 * still shows a voyage that starts today, and writes by guests (carts, orders …) store real dates.
 *
 * Rule that follows: seeded catalogue documents are never rewritten by handlers (that would freeze
 * their dates); guest writes live in their own document kinds.
 *
 * `~N(<minutes>,<format>)` is a moment that many minutes before now (see `ago`).
 *
 * Formats: dmy dd/mm/yyyy · dmyd dd-mm-yyyy · ymd yyyy-mm-dd · iso yyyy-mm-ddTHH:MM:00 (ship time,
 * no zone) · dm dd/mm · wd weekday (English) · ms epoch milliseconds as text.
 */

export type DateFormat = 'dmy' | 'dmyd' | 'ymd' | 'iso' | 'dm' | 'wd' | 'ms';

/**
 * Token for a moment `minutes` before now (`~N(<minutes>,<format>)`): what has already happened
 * today (a message sent, a problem reported) is never later than the current time, whenever the
 * demo is run.
 */
export function ago(minutes: number, format: DateFormat): string {
  return `~N(${Math.max(0, Math.round(minutes))},${format})`;
}

/** Token for a date `offset` days from today (voyage day 0), optionally with a time of day. */
export function rel(offset: number, format: DateFormat, time?: string): string {
  return `~D(${offset},${format}${time ? `,${time}` : ''})`;
}

const TOKEN = /~D\((-?\d+),(dmyd|dmy|ymd|iso|dm|wd|ms)(?:,(\d\d):(\d\d))?\)/g;
const AGO = /~N\((\d+),(dmyd|dmy|ymd|iso|dm|wd|ms)\)/g;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const p2 = (n: number) => String(n).padStart(2, '0');

/** Local midnight of today (+ offset days). */
export function dayStart(offset = 0, now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
}

export function formatDate(d: Date, format: DateFormat): string {
  const dd = p2(d.getDate());
  const mm = p2(d.getMonth() + 1);
  const yyyy = String(d.getFullYear());
  switch (format) {
    case 'dmy':
      return `${dd}/${mm}/${yyyy}`;
    case 'dmyd':
      return `${dd}-${mm}-${yyyy}`;
    case 'ymd':
      return `${yyyy}-${mm}-${dd}`;
    case 'iso':
      return `${yyyy}-${mm}-${dd}T${p2(d.getHours())}:${p2(d.getMinutes())}:00`;
    case 'dm':
      return `${dd}/${mm}`;
    case 'wd':
      return WEEKDAYS[d.getDay()]!;
    case 'ms':
      return String(d.getTime());
  }
}

/** Renders every date token in a JSON text (or any text). */
export function renderDates(text: string, now = new Date()): string {
  if (!text.includes('~D(') && !text.includes('~N(')) return text;
  return text
    .replace(TOKEN, (_m, off: string, fmt: DateFormat, hh?: string, mi?: string) => {
      const d = dayStart(Number(off), now);
      if (hh) d.setHours(Number(hh), Number(mi));
      return formatDate(d, fmt);
    })
    .replace(AGO, (_m, minutes: string, fmt: DateFormat) => formatDate(new Date(now.getTime() - Number(minutes) * 60_000), fmt));
}

/** Parses dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd into a local date; null when invalid. */
export function parseDay(text: string | null | undefined): Date | null {
  if (!text) return null;
  let y: number, m: number, d: number;
  let r = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text.trim());
  if (r) {
    d = Number(r[1]);
    m = Number(r[2]);
    y = Number(r[3]);
  } else {
    r = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(text.trim());
    if (!r) return null;
    y = Number(r[1]);
    m = Number(r[2]);
    d = Number(r[3]);
  }
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** Whole days from today to `date` (negative in the past). */
export function offsetOf(date: Date, now = new Date()): number {
  return Math.round((dayStart(0, new Date(date)).getTime() - dayStart(0, now).getTime()) / 86400000);
}

/** Age in whole years on `now` of someone born on `dob` (dd/mm/yyyy); 0 when unreadable. */
export function ageOn(dob: string, now = new Date()): number {
  const born = parseDay(dob);
  if (!born) return 0;
  let age = now.getFullYear() - born.getFullYear();
  if (now.getMonth() < born.getMonth() || (now.getMonth() === born.getMonth() && now.getDate() < born.getDate())) age -= 1;
  return Math.max(0, age);
}
