/**
 * The schedule export service (spec 000 §7, 002 §3 "Scheduled event"): GET
 * {sparkUrl}/api/v1/ext/export/{propertyId}/schedule?date=dd/mm/yyyy[&days=n] with the bearer
 * token of the hub settings (uiSettings sparkUrl, sparkApiToken, sparkPropertyId). A plain typed
 * function; failures are HubErrors (status, no answer, timeout, unreadable) like the hub's own,
 * so the kit shows them with the same translated texts.
 */
import { HUB_TIMEOUT_MS, HubError, httpError } from './client';
import { exchange, jsonOrText, timeoutSignal } from './http';

export interface SparkSettings {
  url: string;
  token: string;
  propertyId: string;
}

/** 002 §3 "Scheduled event" (and what the export adds: date, category, thumbnail). */
export interface ScheduledEvent {
  id: string;
  title: string;
  location?: string | null;
  /** yyyy-mm-ddTHH:mm:ss, ship time */
  startTime: string;
  endTime?: string | null;
  eventOverview?: string | null;
  /** dd/mm/yyyy */
  date?: string | null;
  category?: string | null;
  thumbnailUrl?: string | null;
}

export interface ScheduleExport {
  propertyId?: string;
  date?: string;
  days?: number;
  events: ScheduledEvent[];
}

/** The export's settings from the hub's UI settings; null when one is missing (not set up). */
export function sparkSettingsOf(uiSettings: { sparkUrl?: unknown; sparkApiToken?: unknown; sparkPropertyId?: unknown }): SparkSettings | null {
  const { sparkUrl, sparkApiToken, sparkPropertyId } = uiSettings;
  if (
    typeof sparkUrl !== 'string' ||
    !sparkUrl ||
    typeof sparkApiToken !== 'string' ||
    !sparkApiToken ||
    typeof sparkPropertyId !== 'string' ||
    !sparkPropertyId
  ) {
    return null;
  }
  return { url: sparkUrl, token: sparkApiToken, propertyId: sparkPropertyId };
}

/** The scheduled events of `days` days (default 1) from `date` (dd/mm/yyyy). */
export async function findScheduleExport(settings: SparkSettings, date: string, days?: number, signal?: AbortSignal): Promise<ScheduleExport> {
  const base = settings.url.endsWith('/') ? settings.url : `${settings.url}/`;
  const url = new URL(`api/v1/ext/export/${encodeURIComponent(settings.propertyId)}/schedule`, base);
  url.searchParams.set('date', date);
  if (days !== undefined) url.searchParams.set('days', String(days));
  const timeout = timeoutSignal(HUB_TIMEOUT_MS, signal);
  let answer;
  try {
    answer = await exchange(url.href, {
      method: 'GET',
      headers: { Authorization: `Bearer ${settings.token}` },
      signal: timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw new HubError('Aborted', 'ABORTED');
    if (timeout.aborted) throw new HubError('Timeout', 'TIMEOUT');
    throw new HubError(error instanceof Error ? error.message : 'Network error', 'NETWORK');
  }
  const body = jsonOrText(answer.text);
  if (!answer.ok) throw httpError(answer.status, answer.statusText, body);
  if (!body || typeof body !== 'object' || !Array.isArray((body as ScheduleExport).events)) throw new HubError('Invalid response', 'INVALID_RESPONSE');
  return body as ScheduleExport;
}
