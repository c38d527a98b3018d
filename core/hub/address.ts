/**
 * Hub addresses (spec 000 §7), dependency-free: the hub client and config use them, and so does
 * the autoloader (dist/lido.js, built separately), which starts a widget's first hub calls while
 * its chunks are still downloading — so both must build byte-identical URLs.
 */
export const DEFAULT_API_PATH = '/api/';
/** Spec 000 §7: the fallback hub listens on port 8080 of the page's host. */
export const FALLBACK_HUB_PORT = 8080;

export type HubQueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type HubQuery = Record<string, HubQueryValue>;

export interface PageLocation {
  protocol: string;
  hostname: string;
  port?: string;
}

/**
 * Spec 000 §7 base address: a page served from `hub.*` talks to itself; `app.*` / `host.*`
 * (also `app-x.*` / `host-x.*`) swap that first label for the hub variant; anything else uses
 * the same host on port 8080.
 */
export function deriveHubUrl(location: PageLocation | undefined): string {
  if (!location || !/^https?:$/.test(location.protocol) || !location.hostname) {
    return `http://localhost:${FALLBACK_HUB_PORT}`;
  }
  const { protocol, hostname } = location;
  const port = location.port ? `:${location.port}` : '';
  const [first, ...rest] = hostname.split('.') as [string, ...string[]];
  if (rest.length > 0) {
    if (/^hub(-|$)/i.test(first)) return `${protocol}//${hostname}${port}`;
    const swapped = first.replace(/^(app|host)(?=-|$)/i, 'hub');
    if (swapped !== first) return `${protocol}//${[swapped, ...rest].join('.')}${port}`;
  }
  return `${protocol}//${hostname}:${FALLBACK_HUB_PORT}`;
}

/** hubUrl + API path, with exactly one slash between and a trailing slash. */
export function joinApiUrl(hubUrl: string, apiPath: string = DEFAULT_API_PATH): string {
  const base = hubUrl.replace(/\/+$/, '');
  const path = apiPath.replace(/^\/+|\/+$/g, '');
  return path ? `${base}/${path}/` : `${base}/`;
}

/** What decides the hub address: the element's hub-url attribute, then the page's config. */
export interface HubAddressSettings {
  attributeHubUrl?: string;
  hubUrl?: string;
  hubApiUrl?: string;
  apiPath?: string;
}

/** The hub and its API base. A page's full hubApiUrl applies unless the element names its own hub. */
export function resolveHubAddress(settings: HubAddressSettings, location: PageLocation | undefined): { hubUrl: string; hubApiUrl: string } {
  // || (an empty address is none), not ??: lido.js carries this, lowered to the engine floor's syntax
  const hubUrl = (settings.attributeHubUrl || settings.hubUrl || deriveHubUrl(location)).replace(/\/+$/, '');
  const hubApiUrl =
    settings.attributeHubUrl === undefined && settings.hubApiUrl ? settings.hubApiUrl.replace(/\/*$/, '/') : joinApiUrl(hubUrl, settings.apiPath);
  return { hubUrl, hubApiUrl };
}

export function appendQuery(url: string, query: HubQuery | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // one parameter per item of an array; URLSearchParams writes numbers and booleans as String() does
    if (value !== undefined && value !== null) for (const item of [value].flat()) params.append(key, item as string);
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** The absolute URL of an API path (leading slashes ignored) with its query. */
export function hubCallUrl(apiUrl: string, path: string, query?: HubQuery): string {
  return appendQuery(new URL(path.replace(/^\/+/, ''), apiUrl).href, query);
}
