/** Dates of the itinerary routes: /weather?date=, /itinerary/spark/{date} (dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd). */
import { parseDashedDmy, parseDmy, parseIsoDate, type CalendarDate } from '../../core/format/dates';

export function parseRouteDate(text: string | null | undefined): CalendarDate | null {
  if (!text) return null;
  let value = text.trim();
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  return parseDashedDmy(value) ?? parseDmy(value) ?? parseIsoDate(value);
}
