/**
 * The demo hub's tiny HTTP layer: a segment router, a request context, JSON/empty answers,
 * static files with Range support and server-sent events. No framework on purpose: the spec's
 * calls are plain JSON + SSE + files, and fault injection needs low-level control of the socket.
 *
 * Handler return convention:
 *   - any JSON-able value  → 200 with that value as JSON (arrays, objects, numbers, true/false, null)
 *   - '' (empty string)    → 200 with the JSON text `""` (the spec's "empty answer means success")
 *   - undefined            → 204 No Content
 *   - NO_RESPONSE          → the handler wrote `ctx.res` itself (files, SSE, redirects)
 * Errors: throw `new HttpError(status, message, code?)` → `{ error: code, message }` with that status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Lang = 'de' | 'en' | 'fr' | 'nl';
export const LANGS: readonly Lang[] = ['de', 'en', 'fr', 'nl'];

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** named `:params` (and the `*rest` wildcard) of the matched pattern, URI-decoded */
  params: Record<string, string>;
  query: URLSearchParams;
  db: DatabaseSync;
  /** parsed JSON body; `undefined` when the body is empty; throws HttpError(400) when malformed */
  body(): Promise<unknown>;
  /** from header X-Session-Id */
  sessionId: string | null;
  /** scheme://host:port the client used to reach the hub, for absolute URLs in answers */
  origin: string;
  /** `lang` query, else first supported Accept-Language, else 'en' */
  lang: Lang;
  /** set by the fault layer when the matching fault asks to drop streams (SSE handlers honour it) */
  dropStream: boolean;
}

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code ?? defaultCode(status);
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 422:
      return 'unprocessable';
    default:
      return status >= 500 ? 'server_error' : 'error';
  }
}

export type Handler = (ctx: Ctx) => unknown | Promise<unknown>;
export const NO_RESPONSE: unique symbol = Symbol('lido.hub.noResponse');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  segments: string[];
  handler: Handler;
  pattern: string;
}
interface Mount {
  prefix: string[];
  router: Router;
}
export interface Match {
  handler: Handler;
  params: Record<string, string>;
  pattern: string;
}

const splitPath = (path: string): string[] => path.split('/').filter((s) => s !== '');

/**
 * Patterns are matched segment by segment; empty segments are ignored, so `/cms/categories/findByRoot/`
 * and `/cms/categories/findByRoot` are the same route. `:name` matches one segment, a final `*name`
 * matches the rest of the path (joined with '/'). Literal segments win over params (registration
 * order among equals).
 */
export class Router {
  private readonly routes: Route[] = [];
  private readonly mounts: Mount[] = [];

  get(pattern: string, h: Handler): this {
    return this.add('GET', pattern, h);
  }
  post(pattern: string, h: Handler): this {
    return this.add('POST', pattern, h);
  }
  put(pattern: string, h: Handler): this {
    return this.add('PUT', pattern, h);
  }
  delete(pattern: string, h: Handler): this {
    return this.add('DELETE', pattern, h);
  }
  mount(prefix: string, router: Router): this {
    this.mounts.push({ prefix: splitPath(prefix), router });
    return this;
  }

  private add(method: Method, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: splitPath(pattern), handler, pattern });
    // literal-first ordering: more literal segments earlier
    this.routes.sort((a, b) => score(b.segments) - score(a.segments));
    return this;
  }

  /** All registered routes (for the README table and the admin listing). */
  list(prefix: string[] = []): { method: string; path: string }[] {
    const own = this.routes.map((r) => ({ method: r.method, path: `/${[...prefix, ...r.segments].join('/')}` }));
    const nested = this.mounts.flatMap((m) => m.router.list([...prefix, ...m.prefix]));
    return [...own, ...nested];
  }

  /** 'none' → 404, 'method' → 405 (path known, method not) */
  match(method: string, path: string): Match | 'none' | 'method' {
    return this.matchSegments(method === 'HEAD' ? 'GET' : method, splitPath(path).map(safeDecode));
  }

  private matchSegments(method: string, segs: string[]): Match | 'none' | 'method' {
    let pathKnown = false;
    for (const m of this.mounts) {
      if (m.prefix.length <= segs.length && m.prefix.every((p, i) => p === segs[i])) {
        const r = m.router.matchSegments(method, segs.slice(m.prefix.length));
        if (typeof r === 'object') return r;
        if (r === 'method') pathKnown = true;
      }
    }
    for (const route of this.routes) {
      const params = matchRoute(route.segments, segs);
      if (!params) continue;
      if (route.method !== method) {
        pathKnown = true;
        continue;
      }
      return { handler: route.handler, params, pattern: route.pattern };
    }
    return pathKnown ? 'method' : 'none';
  }
}

function score(segs: string[]): number {
  let s = 0;
  for (const seg of segs) s = s * 3 + (seg.startsWith('*') ? 0 : seg.startsWith(':') ? 1 : 2);
  return s * 100 + segs.length;
}

function matchRoute(pattern: string[], segs: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    if (p.startsWith('*')) {
      params[p.slice(1) || 'rest'] = segs.slice(i).join('/');
      return params;
    }
    const s = segs[i];
    if (s === undefined) return null;
    if (p.startsWith(':')) params[p.slice(1)] = s;
    else if (p !== s) return null;
  }
  return pattern.length === segs.length ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Answers

/** Answers smaller than this go out as they are (compressing them would save less than a packet). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding a real hub behind a proxy (nginx, a CDN) would pick for `Accept-Encoding`: brotli,
 * else gzip, else none. A coding with `q=0` is refused.
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    offered.set(name, q ? Number(q[1]) : 1);
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Adds a token to the answer's Vary header (CORS already sets `Vary: Origin`). */
function addVary(res: ServerResponse, token: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const tokens = current
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tokens.some((t) => t.toLowerCase() === token.toLowerCase())) tokens.push(token);
  res.setHeader('Vary', tokens.join(', '));
}

/**
 * Writes a JSON answer (used by the dispatcher and by handlers that need another status),
 * compressed with brotli or gzip as the request accepts (on the fly, at the levels a proxy uses:
 * brotli 4, gzip 6), with `Vary: Accept-Encoding`.
 */
export function sendJson(res: ServerResponse, status: number, value: unknown, rawText?: string): void {
  const text = rawText ?? JSON.stringify(value);
  const raw = Buffer.from(text);
  addVary(res, 'Accept-Encoding');
  const encoding = raw.byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(res.req?.headers['accept-encoding']) : null;
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
        })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 6 })
        : raw;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.byteLength,
    'Cache-Control': 'no-store',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body);
}

export function sendError(res: ServerResponse, err: HttpError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // The demo hub's error messages are English: a client tells its guest in their own language.
  res.setHeader('Content-Language', 'en');
  sendJson(res, err.status, { error: err.code, message: err.message });
}

/** Sends a text/binary payload with a content type and caching: for `cache` seconds (short by default), or as a Cache-Control header says. */
export function sendBytes(ctx: Ctx, body: string | Uint8Array, contentType: string, cache: number | string = 3600): typeof NO_RESPONSE {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  ctx.res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': buf.byteLength,
    'Cache-Control': typeof cache === 'number' ? `public, max-age=${cache}` : cache,
  });
  ctx.res.end(ctx.req.method === 'HEAD' ? undefined : buf);
  return NO_RESPONSE;
}

const MIME: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.zip': 'application/zip',
};

export function contentTypeOf(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Streams a file with Range support (media seeking), ETag / Last-Modified validation and
 * public caching. Playlists (.m3u8) are not cached so a changed media set is picked up.
 * Throws HttpError(404) when the file does not exist.
 */
export async function sendFile(ctx: Ctx, absPath: string, contentType?: string): Promise<typeof NO_RESPONSE> {
  let info;
  try {
    info = await stat(absPath);
  } catch {
    throw new HttpError(404, 'File not found');
  }
  if (!info.isFile()) throw new HttpError(404, 'File not found');
  const { req, res } = ctx;
  const type = contentType ?? contentTypeOf(absPath);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const lastModified = info.mtime.toUTCString();
  const headers: Record<string, string | number> = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': lastModified,
    'Cache-Control': absPath.endsWith('.m3u8') ? 'no-cache' : 'public, max-age=86400',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return NO_RESPONSE;
  }
  const size = info.size;
  const range = req.headers.range;
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range && (!req.headers['if-range'] || req.headers['if-range'] === etag)) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    if (!m || (m[1] === '' && m[2] === '')) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return NO_RESPONSE;
    }
    if (m[1] === '') {
      start = Math.max(0, size - Number(m[2]));
    } else {
      start = Number(m[1]);
      if (m[2] !== '') end = Math.min(Number(m[2]), size - 1);
    }
    if (start > end || start >= size) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return NO_RESPONSE;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['Content-Length'] = size === 0 ? 0 : end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return NO_RESPONSE;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(absPath, { start, end });
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    stream.on('end', resolve);
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
  return NO_RESPONSE;
}

// ---------------------------------------------------------------------------------------------
// Server-sent events

export interface SseStream {
  /** sends one message; `event` omitted = default "message" event */
  send(data: string, event?: string): void;
  /** true once the client went away */
  readonly closed: boolean;
  onClose(fn: () => void): void;
  close(): void;
}

/**
 * Opens an SSE stream with a `retry:` hint (ms) and a comment heartbeat every 15 s so proxies keep
 * it open. When the fault layer set `ctx.dropStream`, the stream is cut right after the first
 * message (the client must reconnect).
 */
/** Every open event stream, so a simulated restart can cut them all (POST /__admin/streams/drop). */
const openStreams = new Set<{ cut(): void }>();

/** Cuts every open event stream as a hub restart does (the sockets die without an end); returns how many. */
export function cutAllStreams(): number {
  const count = openStreams.size;
  for (const stream of [...openStreams]) stream.cut();
  return count;
}

export function openSse(ctx: Ctx, retryMs = 5000): SseStream {
  const { res } = ctx;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write(`retry: ${retryMs}\n\n`);
  let closed = false;
  const closers: (() => void)[] = [];
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': keep-alive\n\n');
  }, 15000);
  heartbeat.unref();
  const entry = { cut: () => res.destroy() };
  openStreams.add(entry);
  const finish = () => {
    if (closed) return;
    closed = true;
    openStreams.delete(entry);
    clearInterval(heartbeat);
    for (const fn of closers) fn();
  };
  res.on('close', finish);
  const stream: SseStream = {
    send(data, event) {
      if (closed) return;
      const lines = data
        .split('\n')
        .map((l) => `data: ${l}`)
        .join('\n');
      res.write(`${event ? `event: ${event}\n` : ''}${lines}\n\n`);
      if (ctx.dropStream) stream.close();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      closers.push(fn);
    },
    close() {
      finish();
      res.end();
    },
  };
  return stream;
}

// ---------------------------------------------------------------------------------------------
// Body validation helpers (a client mistake is always a 4xx with a clear message)

export function asObject(body: unknown, what = 'body'): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, `The request ${what} must be a JSON object`, 'invalid_body');
  }
  return body as Record<string, unknown>;
}

export function reqString(obj: Record<string, unknown>, key: string): string {
  const v = obj[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string' || v.trim() === '') {
    throw new HttpError(400, `Field '${key}' is required`, 'missing_field');
  }
  return v.trim();
}

export function optString(obj: Record<string, unknown>, key: string): string | undefined {
  const v = obj[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') throw new HttpError(400, `Field '${key}' must be a string`, 'invalid_field');
  return v.trim();
}

export function reqInt(obj: Record<string, unknown>, key: string, min = -Infinity, max = Infinity): number {
  const raw = obj[key];
  const v = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new HttpError(400, `Field '${key}' must be an integer`, 'invalid_field');
  }
  if (v < min || v > max) throw new HttpError(400, `Field '${key}' must be between ${min} and ${max}`, 'invalid_field');
  return v;
}

export function reqArray(obj: Record<string, unknown>, key: string): unknown[] {
  const v = obj[key];
  if (!Array.isArray(v)) throw new HttpError(400, `Field '${key}' must be a list`, 'invalid_field');
  return v;
}

/** Integer path/query parameter, else 400 (ids in the hub are numeric). */
export function intParam(value: string | null | undefined, name: string): number {
  if (value == null || !/^-?\d+$/.test(value)) throw new HttpError(400, `Parameter '${name}' must be a number`, 'invalid_parameter');
  return Number(value);
}
