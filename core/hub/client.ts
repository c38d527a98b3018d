/**
 * The one hub client (spec 000 §7, §8). Every hub call of every feature goes through `hub.get` /
 * `hub.post`; domain modules (config.ts, auth.ts, and the features' content.ts, vod.ts …) are
 * plain typed functions taking the HubClient, so widgets never build hub URLs themselves:
 *
 *   export const findCategory = (hub: HubClient, id: string, previewMode = false) =>
 *     hub.get<Category>(`cms/categories/findById/${encodeURIComponent(id)}`, { previewMode });
 *
 * Every call carries the session id in the `X-Session-Id` request header (the demo hub and the
 * provider's hub read this header), credentials when the page is a secured origin, a 15 s
 * timeout, and a 403 clears authentication and announces `lido:auth-required`.
 */
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { LidoChannel } from '../channel/channel';
import type { SessionStores } from '../session/stores';
import { deriveHubUrl, hubCallUrl, joinApiUrl, type HubQuery } from './address';

export type { HubQuery, HubQueryValue } from './address';

export const SESSION_HEADER = 'X-Session-Id';
export const HUB_TIMEOUT_MS = 15_000;

export interface HubRequestOptions {
  signal?: AbortSignal;
  /** Overrides the 15 s default (e.g. long uploads). */
  timeout?: number;
  /** Failures are thrown but not reported to the error callback / `lido:error` (metrics, polling). */
  quiet?: boolean;
  /** Extra request headers (Idempotency-Key). */
  headers?: Record<string, string>;
}

export type HubErrorCode = number | 'TIMEOUT' | 'NETWORK' | 'ABORTED' | 'INVALID_RESPONSE';

/** What every failed hub call rejects with. */
export class HubError extends Error {
  readonly code: HubErrorCode;
  /** Parsed response body, when the hub sent one. */
  readonly data: unknown;
  constructor(message: string, code: HubErrorCode, data?: unknown) {
    super(message);
    this.name = 'HubError';
    this.code = code;
    this.data = data;
  }
}

export interface HubErrorInfo {
  message: string;
  code: HubErrorCode;
  path: string;
}

export interface HubClient {
  get<T>(path: string, query?: HubQuery, options?: HubRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, query?: HubQuery, options?: HubRequestOptions): Promise<T>;
  /** Absolute address of a hub resource for the browser to load itself (images, PDFs, streams). */
  url(path: string, query?: HubQuery): string;
  /** Current API base address (configuration.hubApiUrl). */
  readonly apiUrl: string;
}

export interface HubOptions {
  stores: SessionStores;
  channel: LidoChannel;
  timeout?: number;
  /** Spec 000 §8: other network errors go to an optional error callback with message and code. */
  onError?: (error: HubErrorInfo) => void;
  /** Path + query to come back to after a new sign-in (defaults to the page location). */
  currentPath?: () => string;
  fetch?: typeof globalThis.fetch;
  /** The hub answered (any status): it is reachable. */
  onAnswer?: () => void;
  /** No answer at all (network failure, timeout): the hub is unreachable. */
  onNoAnswer?: () => void;
}

function messageOf(data: unknown): string | null {
  if (typeof data === 'string' && data.trim()) return data.trim().slice(0, 300);
  if (data && typeof data === 'object') {
    for (const field of ['message', 'errorMessage', 'error'] as const) {
      const value = (data as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

/**
 * Strict JSON for JSON answers (ofetch's lenient parser would hand a widget the raw text of a
 * truncated answer); an empty body is `undefined`; other content types stay text.
 */
function parseBody<T>(text: string, contentType: string | null): T {
  if (text === '') return undefined as T;
  if (!contentType || !/json/i.test(contentType)) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new HubError('Invalid response from hub', 'INVALID_RESPONSE');
  }
}

function errorBody(error: FetchError): unknown {
  const text: unknown = error.data;
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toHubError(error: unknown): HubError {
  if (error instanceof HubError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status;
    if (status !== undefined) {
      const data = errorBody(error);
      return new HubError(messageOf(data) ?? (error.statusText || `HTTP ${status}`), status, data);
    }
    // The abort reason (our timeout or the caller's abort) surfaces as the cause.
    if (error.cause instanceof HubError) return error.cause;
    return new HubError(error.cause instanceof Error ? error.cause.message : error.message, 'NETWORK');
  }
  return new HubError(error instanceof Error ? error.message : String(error), 'NETWORK');
}

export function createHub(options: HubOptions): HubClient {
  const { stores, channel } = options;
  const timeout = options.timeout ?? HUB_TIMEOUT_MS;
  const currentPath =
    options.currentPath ?? (() => (globalThis.location ? globalThis.location.pathname + globalThis.location.search : '/'));
  // Retries are off: on a slow satellite link a retried timeout doubles the wait.
  const $fetch = ofetch.create({ retry: 0 }, options.fetch ? { fetch: options.fetch } : {});

  const apiUrl = () => stores.configuration.getState().hubApiUrl || joinApiUrl(deriveHubUrl(globalThis.location));

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    query: HubQuery | undefined,
    body: unknown,
    requestOptions: HubRequestOptions = {},
  ): Promise<T> {
    const { sessionId } = stores.authentication.getState();
    // Our own timeout signal (not ofetch's `timeout`, which is skipped when a caller passes a signal).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new HubError('Request timed out', 'TIMEOUT')), requestOptions.timeout ?? timeout);
    const forwardAbort = () => controller.abort(new HubError('Request aborted', 'ABORTED'));
    if (requestOptions.signal?.aborted) forwardAbort();
    requestOptions.signal?.addEventListener('abort', forwardAbort, { once: true });
    const fetchOptions: FetchOptions<'text'> = {
      method,
      responseType: 'text',
      headers: { ...requestOptions.headers, ...(sessionId ? { [SESSION_HEADER]: sessionId } : {}) },
      credentials: stores.configuration.getState().securedOrigin ? 'include' : 'same-origin',
      signal: controller.signal,
    };
    if (body !== undefined) fetchOptions.body = body as FetchOptions['body'];
    try {
      const response = await $fetch.raw<string, 'text'>(absoluteUrl(path, query), fetchOptions);
      options.onAnswer?.();
      return parseBody<T>(response._data ?? '', response.headers.get('content-type'));
    } catch (caught) {
      const error = toHubError(caught);
      if (typeof error.code === 'number' || error.code === 'INVALID_RESPONSE') options.onAnswer?.();
      else if (error.code === 'NETWORK' || error.code === 'TIMEOUT') options.onNoAnswer?.();
      if (error.code === 403) {
        stores.clearAuthentication();
        channel.emit('lido:auth-required', { origin: currentPath() });
      } else if (error.code !== 'ABORTED' && !requestOptions.quiet) {
        options.onError?.({ message: error.message, code: error.code, path });
        channel.emit('lido:error', { message: error.message, code: error.code });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  const absoluteUrl = (path: string, query?: HubQuery) => hubCallUrl(apiUrl(), path, query);

  return {
    get: (path, query, requestOptions) => request('GET', path, query, undefined, requestOptions),
    post: (path, body, query, requestOptions) => request('POST', path, query, body, requestOptions),
    url: absoluteUrl,
    get apiUrl() {
      return apiUrl();
    },
  };
}
