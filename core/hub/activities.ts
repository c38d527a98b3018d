/**
 * Third-party activities (spec 001 §2, §3 "Third-party activity", §7 "Third-party activities"):
 * the countries, cities and activities lists come through the hub (musement/…); an activity's
 * detail, taxonomies and media come from the activities provider itself.
 *
 * The provider's address: the device configuration's `activitiesApiUrl` when the hub names one,
 * else `/activities-api/` on the hub's own origin (where the demo hub serves it). Provider
 * failures are HubErrors like the hub's (status, no answer, timeout, unreadable), so a guest
 * reads the same messages.
 */
import { HUB_TIMEOUT_MS, HubError, hubMessageOf, type HubClient, type HubRequestOptions } from './client';
import { exchange, jsonOrText, timeoutSignal } from './http';

export interface ActivityCountry {
  id: number;
  name: string;
  iso_code?: string | null;
  cities_count?: number | null;
  activities_count?: number | null;
}

export interface ActivityCity {
  id: number;
  name: string;
  country?: { id: number; name: string } | null;
  cover_image_url?: string | null;
  activities_count?: number | null;
}

/** 001 §3 "Third-party activity". */
export interface Activity {
  uuid: string;
  title: string;
  cover_image_url?: string | null;
  duration?: string | null;
  duration_range?: { min?: string | null; max?: string | null } | null;
  retail_price?: { formatted_value?: string | null; value?: number | null; currency?: string | null } | null;
  languages?: { code: string; name: string }[] | null;
  features?: { code: string; name: string }[] | null;
  /** Provider HTML (untrusted). */
  about?: string | null;
  where_text?: string | null;
  meeting_point?: string | null;
  /** Provider HTML (untrusted). */
  info?: string | null;
  /** The partner's booking page (the Book Excursion link). */
  url?: string | null;
  city?: { id: number; name: string } | null;
  country?: { id: number; name: string } | null;
}

export type TaxonomyType = 'HIGHLIGHT' | 'INCLUSION' | 'EXCLUSION';

export interface ActivityTaxonomy {
  id: string;
  type: TaxonomyType | string;
  name: string;
}

export interface ActivityMedia {
  type?: string | null;
  title?: string | null;
  url: string;
  thumbnail_url?: string | null;
}

const seg = (id: string | number) => encodeURIComponent(String(id));

// ── Through the hub ───────────────────────────────────────────────────────────────────────

export const findActivityCountries = (hub: HubClient, options?: HubRequestOptions) => hub.get<ActivityCountry[]>('musement/countries', undefined, options);

export const findActivityCities = (hub: HubClient, countryId: string | number, options?: HubRequestOptions) =>
  hub.get<ActivityCity[]>(`musement/countries/${seg(countryId)}/cities`, undefined, options);

export const findCityActivities = (hub: HubClient, countryId: string | number, cityId: string | number, options?: HubRequestOptions) =>
  hub.get<Activity[]>(`musement/countries/${seg(countryId)}/cities/${seg(cityId)}/activities`, undefined, options);

// ── The activities provider ───────────────────────────────────────────────────────────────

/** Where the provider answers: the configured address, else /activities-api/ on the hub's origin. */
export function activitiesProviderUrl(hubApiUrl: string, configured?: unknown): string {
  if (typeof configured === 'string' && configured.trim()) return configured.trim().replace(/\/*$/, '/');
  return new URL('/activities-api/', hubApiUrl).href;
}

async function providerGet<T>(base: string, path: string, language: string, signal?: AbortSignal): Promise<T> {
  const timeout = timeoutSignal(HUB_TIMEOUT_MS, signal);
  let answer;
  try {
    answer = await exchange(new URL(path, base).href, {
      method: 'GET',
      headers: { 'Accept-Language': language },
      signal: timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw new HubError('aborted', 'ABORTED');
    if (timeout.aborted) throw new HubError('timeout', 'TIMEOUT');
    throw new HubError(error instanceof Error ? error.message : 'network error', 'NETWORK');
  }
  const body = jsonOrText(answer.text);
  if (!answer.ok) throw new HubError(answer.statusText || `HTTP ${answer.status}`, answer.status, body, hubMessageOf(body));
  if (body === undefined || typeof body !== 'object' || body === null) throw new HubError('unreadable answer', 'INVALID_RESPONSE', body);
  return body as T;
}

/** GET activities/{activityId} of the provider. */
export const fetchActivity = (base: string, activityId: string, language: string, signal?: AbortSignal) =>
  providerGet<Activity>(base, `activities/${seg(activityId)}`, language, signal);

/** GET activities/{activityId}/taxonomies (HIGHLIGHT, INCLUSION, EXCLUSION). */
export const fetchActivityTaxonomies = (base: string, activityId: string, language: string, signal?: AbortSignal) =>
  providerGet<ActivityTaxonomy[]>(base, `activities/${seg(activityId)}/taxonomies`, language, signal);

/** GET activities/{activityId}/media. */
export const fetchActivityMedia = (base: string, activityId: string, language: string, signal?: AbortSignal) =>
  providerGet<ActivityMedia[]>(base, `activities/${seg(activityId)}/media`, language, signal);
