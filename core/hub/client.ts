/**
 * The one hub client (spec 000 §7, §8). Every hub call of every feature goes through `hub.get` /
 * `hub.post`; domain modules (config.ts, auth.ts, and the features' content.ts, vod.ts …) are
 * plain typed functions taking the HubClient, so widgets never build hub URLs themselves:
 *
 *   export const findCategory = (hub: HubClient, id: string, previewMode = false) =>
 *     hub.get<Category>(`cms/categories/findById/${encodeURIComponent(id)}`, { previewMode });
 *
 * Every call carries the session id in the `X-Session-Id` request header (the demo hub and the
 * provider's hub read this header), credentials when the page is a secured origin, and a 15 s
 * timeout. The client only calls: it reads the session id and the address through accessors and
 * reports what happened through callbacks (a 403, an answer, no answer, an error); core/index.ts
 * wires those to the session stores, the channel and the connection state. No module of core/hub
 * imports the session, the query layer or the core itself (tests/layering.test.ts checks it).
 */
import { exchange, jsonOrText, type HttpInit } from './http';
import { hubCallUrl, type HubQuery } from './address';

export type { HubQuery, HubQueryValue } from './address';

export const SESSION_HEADER = 'X-Session-Id';
export const HUB_TIMEOUT_MS = 15_000;
/** Longest hub message kept on a HubError (a guest may read it). */
export const HUB_MESSAGE_MAX = 200;

export interface HubRequestOptions {
  signal?: AbortSignal;
  /** Overrides the 15 s default (e.g. long uploads). */
  timeout?: number;
  /** Failures are thrown but not reported to the error callback (metrics, polling). */
  quiet?: boolean;
  /** Extra request headers (Idempotency-Key). */
  headers?: Record<string, string>;
  /** A file, not JSON: reads a successful body instead of as text (core/hub/photo.ts downloads a Blob). */
  read?: HttpInit['read'];
}

/** REFUSED: the hub answered, and its answer says the write failed (a `failed` flag). */
export type HubErrorCode = number | 'TIMEOUT' | 'NETWORK' | 'ABORTED' | 'INVALID_RESPONSE' | 'REFUSED';

/** What every failed hub call rejects with. */
export class HubError extends Error {
  readonly code: HubErrorCode;
  /** Parsed response body, when the hub sent one. */
  readonly data: unknown;
  /**
   * The hub's own explanation, one line for the error callback and logs: the `message` (else
   * `errorMessage`, else `error`) text field of a JSON object body — first line, tags removed, at
   * most 200 characters. Null when the body was not a JSON object (a proxy's HTML error page, a
   * stack trace in plain text) or had no such field. What a guest may read of it is decided by
   * core/ui/errors.ts (humanText), from `data`.
   */
  readonly hubMessage: string | null;
  /** The language the hub said its answer is in (Content-Language), when it said one. */
  readonly language: string | null;
  constructor(message: string, code: HubErrorCode, data?: unknown, hubMessage: string | null = null, language: string | null = null) {
    super(message);
    this.name = 'HubError';
    this.code = code;
    this.data = data;
    this.hubMessage = hubMessage;
    this.language = language;
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
  /** The guest's session id, sent as the X-Session-Id header; null: none is sent. */
  sessionId(): string | null;
  /** Base of every call, e.g. http://hub.ship.example:8080/api/ (read at each call). */
  apiUrl(): string;
  /** The page is a secured origin: calls carry credentials. */
  securedOrigin(): boolean;
  /** The hub answered 403 to `path` (spec 000 §8: the session is invalid). Not reported to onError. */
  onForbidden?: (path: string) => void;
  /** The hub answered (any HTTP status, even an error or a malformed body). */
  onAnswer?: () => void;
  /** A call got no answer: a network failure or a timeout (not a caller's abort). */
  onNoAnswer?: () => void;
  /** Spec 000 §8: other errors go to an optional error callback with message and code. */
  onError?: (error: HubErrorInfo) => void;
  timeout?: number;
  fetch?: typeof globalThis.fetch;
}

/** One line of plain text: first line, trimmed, tags removed, at most `max` characters. */
function oneLine(text: string, max = HUB_MESSAGE_MAX): string {
  const line =
    text
      .replace(/<[^>]*>/g, ' ')
      .split(/\r?\n/)
      .find((part) => part.trim() !== '') ?? '';
  const clean = line.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** The hub's message of an error body: only a JSON object's message / errorMessage / error text. */
export function hubMessageOf(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  for (const field of ['message', 'errorMessage', 'error'] as const) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    const line = oneLine(value);
    if (line) return line;
  }
  return null;
}

/**
 * Strict JSON for JSON answers (a lenient parser would hand a widget the raw text of a truncated
 * answer); an empty body is `undefined`; other content types stay text.
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

/** An error with an HTTP status: the hub's message when it gave one, else the status text. */
export function httpError(status: number, statusText: string | undefined, data: unknown, language: string | null = null): HubError {
  const hubMessage = hubMessageOf(data);
  const message = hubMessage ?? (statusText ? oneLine(statusText, 80) : '');
  return new HubError(message || `HTTP ${status}`, status, data, hubMessage, language);
}

/** No answer: the abort reason (our timeout or the caller's abort) as it is, else a network error. */
function toHubError(error: unknown): HubError {
  if (error instanceof HubError) return error;
  return new HubError(oneLine(error instanceof Error ? error.message : String(error)) || 'Network error', 'NETWORK');
}

/** The call got no answer at all (as opposed to an answer with an error status). */
const unanswered = (code: HubErrorCode) => code === 'NETWORK' || code === 'TIMEOUT';

export function createHub(options: HubOptions): HubClient {
  const timeout = options.timeout ?? HUB_TIMEOUT_MS;

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    query: HubQuery | undefined,
    body: unknown,
    requestOptions: HubRequestOptions = {},
  ): Promise<T> {
    const sessionId = options.sessionId();
    // One signal for our timeout and the caller's abort; its reason says which it was.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new HubError('Request timed out', 'TIMEOUT')), requestOptions.timeout ?? timeout);
    const forwardAbort = () => controller.abort(new HubError('Request aborted', 'ABORTED'));
    if (requestOptions.signal?.aborted) forwardAbort();
    requestOptions.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      let answer;
      try {
        answer = await exchange(
          absoluteUrl(path, query),
          {
            method,
            headers: { ...requestOptions.headers, ...(sessionId ? { [SESSION_HEADER]: sessionId } : {}) },
            body,
            credentials: options.securedOrigin() ? 'include' : 'same-origin',
            signal: controller.signal,
            read: requestOptions.read,
          },
          options.fetch,
        );
      } catch (caught) {
        // The abort reason (our timeout or the caller's abort) may also arrive after the answer began.
        throw controller.signal.aborted && controller.signal.reason instanceof HubError ? controller.signal.reason : toHubError(caught);
      }
      options.onAnswer?.();
      if (!answer.ok) throw httpError(answer.status, answer.statusText, jsonOrText(answer.text), answer.contentLanguage);
      // a `read` body (a Blob) is not text: parseBody hands back anything that is not JSON as it is
      return parseBody<T>(answer.text, answer.contentType);
    } catch (caught) {
      const error = toHubError(caught);
      if (unanswered(error.code)) options.onNoAnswer?.();
      if (error.code === 403) {
        options.onForbidden?.(path);
      } else if (error.code !== 'ABORTED' && !requestOptions.quiet) {
        options.onError?.({ message: error.message, code: error.code, path });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  const absoluteUrl = (path: string, query?: HubQuery) => hubCallUrl(options.apiUrl(), path, query);

  return {
    get: (path, query, requestOptions) => request('GET', path, query, undefined, requestOptions),
    post: (path, body, query, requestOptions) => request('POST', path, query, body, requestOptions),
    url: absoluteUrl,
    get apiUrl() {
      return options.apiUrl();
    },
  };
}
