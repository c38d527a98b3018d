/**
 * Switchable faults so every error path of the client can be exercised against real HTTP.
 * A fault matches `[METHOD ]pattern` against the request path (a glob where `*` spans any
 * characters including '/', or a regular expression written `/…/`). Faults live in memory:
 * a restart clears them (flags re-install the start-up ones).
 */
import { STATUS_CODES } from 'node:http';
import { HttpError } from './http.ts';

/** What a `status` fault answers: JSON (default), a proxy's HTML error page, or a Java stack trace. */
export const ERROR_BODIES = ['json', 'html', 'stacktrace', 'exception'] as const;
export type ErrorBody = (typeof ERROR_BODIES)[number];

export interface FaultSpec {
  /** glob (`/api/cms/*`) or regex (`/^\/api\/cms\//`), optionally prefixed with a method: `GET /api/cms/*` */
  pattern: string;
  latencyMs?: number;
  /** answer this status instead of calling the handler (e.g. 500, 503, 403) */
  status?: number;
  /** the body of a `status` answer: 'json' (default), 'html' (proxy error page), 'stacktrace' (Java) */
  errorBody?: ErrorBody;
  /** hub unreachable: the socket is destroyed without any answer */
  unreachable?: boolean;
  /** send a truncated, unparsable JSON text instead of the answer */
  malformedJson?: boolean;
  /** replace lists (and list-valued fields of an object answer) by [] */
  emptyList?: boolean;
  /** SSE: cut the stream after the first message; JSON: cut the connection mid-answer */
  dropStream?: boolean;
  /** remove the fault after it has applied this many times */
  times?: number;
  /**
   * only requests whose Referer header contains this text: a page with a marker in its URL (and a
   * referrer policy that sends the full URL) faults its own calls, other pages on the hub are untouched
   */
  referer?: string;
}

export interface Fault extends FaultSpec {
  id: number;
  method: string | null;
  hits: number;
}

interface Compiled {
  fault: Fault;
  test: (path: string) => boolean;
  withQuery: boolean;
}

export class FaultRegistry {
  private list: Compiled[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const parsed = parsePattern(spec.pattern);
    const fault: Fault = {
      id: this.nextId++,
      pattern: spec.pattern,
      method: parsed.method,
      hits: 0,
      ...(spec.latencyMs ? { latencyMs: spec.latencyMs } : {}),
      ...(spec.status ? { status: spec.status } : {}),
      ...(spec.errorBody ? { errorBody: spec.errorBody } : {}),
      ...(spec.unreachable ? { unreachable: true } : {}),
      ...(spec.malformedJson ? { malformedJson: true } : {}),
      ...(spec.emptyList ? { emptyList: true } : {}),
      ...(spec.dropStream ? { dropStream: true } : {}),
      ...(spec.times ? { times: spec.times } : {}),
      ...(spec.referer ? { referer: spec.referer } : {}),
    };
    this.list.push({ fault, test: parsed.test, withQuery: parsed.withQuery });
    return fault;
  }

  /** every fault, or those of one `referer` scope */
  all(referer?: string): Fault[] {
    return this.list.map((c) => c.fault).filter((f) => referer === undefined || f.referer === referer);
  }
  /** every fault, or only those of one `referer` scope */
  clear(referer?: string): void {
    this.list = referer === undefined ? [] : this.list.filter((c) => c.fault.referer !== referer);
  }
  remove(id: number): boolean {
    const before = this.list.length;
    this.list = this.list.filter((c) => c.fault.id !== id);
    return this.list.length < before;
  }

  /**
   * The faults that apply to this request, merged (latencies add up, the first status wins).
   * Counts a hit on each and retires the ones whose `times` are used up.
   */
  take(method: string, path: string, referer = '', search = ''): FaultSpec | null {
    const hits = this.list.filter(
      (c) =>
        (!c.fault.method || c.fault.method === method) && (!c.fault.referer || referer.includes(c.fault.referer)) && c.test(c.withQuery ? path + search : path),
    );
    if (hits.length === 0) return null;
    const merged: FaultSpec = { pattern: hits.map((h) => h.fault.pattern).join(' + ') };
    for (const { fault } of hits) {
      fault.hits++;
      if (fault.latencyMs) merged.latencyMs = (merged.latencyMs ?? 0) + fault.latencyMs;
      if (fault.status && !merged.status) {
        merged.status = fault.status;
        if (fault.errorBody) merged.errorBody = fault.errorBody;
      }
      if (fault.unreachable) merged.unreachable = true;
      if (fault.malformedJson) merged.malformedJson = true;
      if (fault.emptyList) merged.emptyList = true;
      if (fault.dropStream) merged.dropStream = true;
    }
    this.list = this.list.filter((c) => !c.fault.times || c.fault.hits < c.fault.times);
    return merged;
  }
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']);

/** A glob with a `?` matches the path and its query (`GET /vod-api/vods/getVods?*genre_id=5*`); otherwise the path alone. */
function parsePattern(raw: string): { method: string | null; test: (path: string) => boolean; withQuery: boolean } {
  let text = raw.trim();
  let method: string | null = null;
  const sp = text.indexOf(' ');
  if (sp > 0 && METHODS.has(text.slice(0, sp).toUpperCase())) {
    method = text.slice(0, sp).toUpperCase();
    text = text.slice(sp + 1).trim();
  }
  if (text === '') throw new HttpError(400, 'Fault pattern is empty', 'invalid_fault');
  if (text.length > 2 && text.startsWith('/') && text.lastIndexOf('/') > 0 && /\/[a-z]*$/.test(text) && /[\\^$()|[\]+?{}]/.test(text)) {
    const last = text.lastIndexOf('/');
    try {
      const re = new RegExp(text.slice(1, last), text.slice(last + 1));
      return { method, test: (p) => re.test(p), withQuery: false };
    } catch {
      throw new HttpError(400, `Fault pattern is not a valid regular expression: ${text}`, 'invalid_fault');
    }
  }
  const re = new RegExp(`^${text.split('*').map(escapeRe).join('.*')}$`);
  return { method, test: (p) => re.test(p), withQuery: text.includes('?') };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Validates an admin/flag fault description. */
export function toFaultSpec(input: unknown): FaultSpec {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, 'A fault must be a JSON object', 'invalid_fault');
  const o = input as Record<string, unknown>;
  if (typeof o.pattern !== 'string' || o.pattern.trim() === '') throw new HttpError(400, "Field 'pattern' is required", 'missing_field');
  const num = (k: string, min: number, max: number): number | undefined => {
    const v = o[k];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      throw new HttpError(400, `Field '${k}' must be an integer from ${min} to ${max}`, 'invalid_field');
    return v;
  };
  const bool = (k: string): boolean | undefined => {
    const v = o[k];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'boolean') throw new HttpError(400, `Field '${k}' must be true or false`, 'invalid_field');
    return v;
  };
  const spec: FaultSpec = { pattern: o.pattern };
  const latencyMs = num('latencyMs', 0, 120000);
  const status = num('status', 100, 599);
  const times = num('times', 1, 1000000);
  const malformedJson = bool('malformedJson');
  const emptyList = bool('emptyList');
  const dropStream = bool('dropStream');
  const unreachable = bool('unreachable');
  if (o.referer !== undefined && o.referer !== null) {
    if (typeof o.referer !== 'string' || o.referer === '' || o.referer.length > 500)
      throw new HttpError(400, "Field 'referer' must be a non-empty text (at most 500 characters)", 'invalid_field');
    spec.referer = o.referer;
  }
  if (o.errorBody !== undefined && o.errorBody !== null) {
    if (typeof o.errorBody !== 'string' || !(ERROR_BODIES as readonly string[]).includes(o.errorBody)) {
      throw new HttpError(400, `Field 'errorBody' must be one of ${ERROR_BODIES.join(', ')}`, 'invalid_field');
    }
    spec.errorBody = o.errorBody as ErrorBody;
  }
  if (latencyMs !== undefined) spec.latencyMs = latencyMs;
  if (status !== undefined) spec.status = status;
  if (times !== undefined) spec.times = times;
  if (malformedJson) spec.malformedJson = true;
  if (emptyList) spec.emptyList = true;
  if (dropStream) spec.dropStream = true;
  if (unreachable) spec.unreachable = true;
  // an error body alone means a server error: 502 behind a proxy page, 500 otherwise
  if (spec.errorBody && !spec.status) spec.status = spec.errorBody === 'html' ? 502 : 500;
  if (!spec.latencyMs && !spec.status && !spec.malformedJson && !spec.emptyList && !spec.dropStream && !spec.unreachable) {
    throw new HttpError(400, 'A fault needs at least one of latencyMs, status, errorBody, malformedJson, emptyList, dropStream, unreachable', 'invalid_fault');
  }
  return spec;
}

/**
 * Parses the `--fault` flag: `[METHOD ]pattern:option[:option…]` where an option is a status
 * (`500`), `html` / `stacktrace` (error body), `latency=200` (or `200ms`), `malformed`, `empty`,
 * `drop`, `unreachable` or `times=N`.
 * Example: `--fault 'GET /api/cms/*:500'`, `--fault '/api/gps/*:latency=800:times=3'`.
 */
export function parseFaultFlag(flag: string): FaultSpec {
  const parts = flag.split(':');
  const options: string[] = [];
  // options are peeled off the end so a regex pattern may itself contain ':'
  while (parts.length > 1 && /^(\d{3}|html|stacktrace|json|latency=\d+|\d+ms|malformed|empty|drop|unreachable|times=\d+)$/.test(parts[parts.length - 1]!)) {
    options.unshift(parts.pop()!);
  }
  const spec: Record<string, unknown> = { pattern: parts.join(':') };
  for (const opt of options) {
    if (/^\d{3}$/.test(opt)) spec.status = Number(opt);
    else if (opt.startsWith('latency=')) spec.latencyMs = Number(opt.slice(8));
    else if (opt.endsWith('ms')) spec.latencyMs = Number(opt.slice(0, -2));
    else if (opt === 'malformed') spec.malformedJson = true;
    else if (opt === 'empty') spec.emptyList = true;
    else if (opt === 'drop') spec.dropStream = true;
    else if (opt === 'unreachable') spec.unreachable = true;
    else if (opt === 'html' || opt === 'stacktrace' || opt === 'json' || opt === 'exception') spec.errorBody = opt;
    else if (opt.startsWith('times=')) spec.times = Number(opt.slice(6));
  }
  return toFaultSpec(spec);
}

const COUNT_FIELDS = ['total', 'count', 'totalCount', 'totalElements', 'totalItems'];

/**
 * emptyList: every list of the answer becomes [] — the answer itself when it is a list, and the
 * list fields of an object answer at any depth, so the VOD provider's envelope
 * `{code: 200, data: {vods: […], total: 240}}` becomes `{code: 200, data: {vods: [], total: 0}}`
 * (a count field beside an emptied list becomes 0) and `{code, data: {channels: […]}}` loses its
 * channels. Scalars stay as they are.
 */
export function emptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  let emptied = false;
  for (const [k, v] of Object.entries(value)) {
    if (Array.isArray(v)) {
      out[k] = [];
      emptied = true;
    } else {
      out[k] = emptyLists(v);
    }
  }
  if (emptied) for (const k of COUNT_FIELDS) if (typeof out[k] === 'number') out[k] = 0;
  return out;
}

/** malformedJson: a truncated text that no JSON parser accepts. */
export function malform(text: string): string {
  return `{"malformed":${text.slice(0, Math.ceil(text.length / 2))}`;
}

/** The answer of a `status` fault: status, content type and body text. */
export function faultAnswer(fault: FaultSpec, method: string, path: string): { status: number; contentType: string; body: string } {
  const status = fault.status ?? 500;
  const reason = STATUS_CODES[status] ?? 'Error';
  if (fault.errorBody === 'html') {
    // what nginx in front of a dead upstream answers
    return {
      status,
      contentType: 'text/html',
      body: `<html>\r\n<head><title>${status} ${reason}</title></head>\r\n<body>\r\n<center><h1>${status} ${reason}</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n`,
    };
  }
  if (fault.errorBody === 'stacktrace') {
    // what a Java hub without an error handler answers
    return {
      status,
      contentType: 'text/plain;charset=UTF-8',
      body: [
        `java.lang.NullPointerException: Cannot invoke "com.example.hub.model.Entity.getId()" because "entity" is null (${method} ${path})`,
        '\tat com.example.hub.service.EntityService.find(EntityService.java:142)',
        '\tat com.example.hub.rest.EntityResource.get(EntityResource.java:57)',
        '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
        '\tat org.glassfish.jersey.server.model.internal.ResourceMethodInvocationHandlerFactory.lambda$static$0(ResourceMethodInvocationHandlerFactory.java:52)',
        '\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:166)',
        '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
        '',
      ].join('\n'),
    };
  }
  if (fault.errorBody === 'exception') {
    // what a hub whose error handler serialises the exception answers: JSON, the exception as its message
    const exception = 'java.lang.NullPointerException';
    return {
      status,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({
        error: exception,
        message: `${exception}: Cannot invoke "String.length()" because "<parameter1>" is null`,
        trace: [
          `${exception}: Cannot invoke "String.length()" because "<parameter1>" is null`,
          `\tat com.example.hub.rest.Resource.get(Resource.java:57) (${method} ${path})`,
        ].join('\n'),
      }),
    };
  }
  const json =
    status === 403
      ? // what the hub answers for an expired session (lib/sessions.ts)
        { error: 'session_invalid', message: 'The session is invalid or has expired. Please sign in again.' }
      : { error: 'injected_fault', message: `Injected fault: ${status} ${reason} (${fault.pattern})` };
  // the same JSON on every path, also under /vod-api/: what a gateway in front of the services
  // answers (no provider envelope, so the VOD client finds no data.message in it)
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(json) };
}
