/**
 * One HTTP exchange over the platform's fetch, shared by the hub client and the two media
 * providers' clients. Each client keeps its own rules (timeouts, envelopes, errors); this only
 * sends JSON bodies as JSON and hands back the status and the body text. (ofetch did this before;
 * its lenient parser, retries and URL helpers were all switched off or unused, and it cost every
 * embed 3 KiB gzip.)
 */

export interface HttpInit {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** Reads a successful answer's body instead of as text (a file: `(response) => response.blob()`). */
  read?: (response: Response) => Promise<unknown>;
}

export interface HttpAnswer {
  status: number;
  statusText: string;
  ok: boolean;
  contentType: string | null;
  /** The language the answer says it is in (Content-Language), e.g. of an error's message. */
  contentLanguage: string | null;
  /** The body as text; for a successful `read` call, what `read` made of it (a Blob). */
  text: string;
}

/** An answer with an error status (≥ 400): its status and body (parsed when it is JSON). */
export class HttpStatusError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  constructor(answer: HttpAnswer) {
    super(answer.statusText || `HTTP ${answer.status}`);
    this.name = 'HttpStatusError';
    this.status = answer.status;
    this.statusText = answer.statusText;
    this.body = jsonOrText(answer.text);
  }
}

/** A body that is JSON, parsed; else the text (an HTML error page, a stack trace); '' is undefined. */
export function jsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends the request and reads the whole answer. Rejects only when there is no answer: with the
 * abort signal's reason (a timeout, the caller's abort) or the network error.
 */
export async function exchange(url: string, init: HttpInit, fetchImpl: typeof fetch = globalThis.fetch): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body: BodyInit | undefined;
  if (typeof init.body === 'string') body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  // method, credentials, signal and keepalive as given (fetch ignores `read`); headers and body as built
  const response = await fetchImpl(url, { ...init, headers, body } as RequestInit);
  // a file's bytes are read by the caller (text() would mangle them); an error's body stays text
  const text = (await (init.read && response.ok ? init.read(response) : response.text())) as string;
  return {
    status: response.status,
    statusText: response.statusText,
    ok: response.ok,
    contentType: response.headers.get('content-type'),
    contentLanguage: response.headers.get('content-language'),
    text,
  };
}

/** The answer's body when its status is a success, else an HttpStatusError. */
export function bodyOf(answer: HttpAnswer): unknown {
  if (!answer.ok) throw new HttpStatusError(answer);
  return jsonOrText(answer.text);
}

/**
 * A call's abort signal: aborts after `ms` with a TimeoutError, or when `signal` does (with its
 * reason). Built on AbortController rather than AbortSignal.timeout / any (Chromium 103 / 116,
 * Safari 16 / 17.4), so an engine without those still makes its calls.
 */
export function timeoutSignal(ms: number, signal?: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const abort = (reason: unknown) => (controller.abort as (reason?: unknown) => void)(reason);
  const timer = setTimeout(() => abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  controller.signal.addEventListener('abort', () => clearTimeout(timer));
  if (signal?.aborted) abort(signal.reason);
  else signal?.addEventListener('abort', () => abort(signal.reason));
  return controller.signal;
}
