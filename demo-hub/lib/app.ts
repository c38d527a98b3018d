/**
 * Request dispatch: CORS, faults, routing, body parsing and the answer convention of ./http.ts.
 * Every handler runs inside one try/catch: client mistakes are 4xx JSON, anything unexpected is
 * logged and answered 500 — the process never crashes on a request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, NO_RESPONSE, Router, sendError, sendJson, LANGS, type Ctx, type Lang } from './http.ts';
import { FaultRegistry, emptyLists, faultAnswer, malform } from './faults.ts';

const MAX_BODY = 1024 * 1024;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;
const ALLOWED_HEADERS = [
  'X-Session-Id',
  'Content-Type',
  'Authorization',
  'Accept',
  'Accept-Language',
  'X-Device-Type',
  // cruise excursion catalogue headers (001 §7)
  'X-Language',
  'X-Currency',
  'X-Catalogue-Version',
  'X-Source',
  'X-Market',
  // bookings and orders (lib/idempotency.ts)
  'Idempotency-Key',
].join(', ');

export interface AppOptions {
  db: DatabaseSync;
  router: Router;
  /** served without faults: /__admin/ */
  admin: Router;
  faults: FaultRegistry;
  log?: (line: string) => void;
}

export function createApp(opts: AppOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { db, router, admin, faults } = opts;
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));

  return (req, res) => {
    void handle(req, res).catch((err: unknown) => {
      log(`[hub] unexpected ${req.method} ${req.url}: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error', message: 'Internal error' });
      else res.destroy();
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://hub.invalid');
    } catch {
      return sendError(res, new HttpError(400, 'Malformed request URL', 'bad_url'));
    }
    cors(req, res);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, { 'Content-Length': 0 });
      res.end();
      return;
    }
    const path = url.pathname;
    const isAdmin = path === '/__admin' || path.startsWith('/__admin/');
    const fault = isAdmin ? null : faults.take(method, path, req.headers.referer, url.search);
    if (fault?.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
    if (fault?.unreachable) {
      // hub unreachable: no status line, no body, the connection just ends
      req.socket.destroy();
      return;
    }
    if (fault?.status) {
      const answer = faultAnswer(fault, method, path);
      res.writeHead(answer.status, { 'Content-Type': answer.contentType, 'Content-Length': Buffer.byteLength(answer.body), 'Cache-Control': 'no-store' });
      res.end(answer.body);
      return;
    }

    const found = isAdmin ? admin.match(method, path.slice('/__admin'.length)) : router.match(method, path);
    if (found === 'none') return sendError(res, new HttpError(404, `No such call: ${method} ${path}`, 'not_found'));
    if (found === 'method') return sendError(res, new HttpError(405, `Method ${method} is not allowed on ${path}`, 'method_not_allowed'));

    const ctx = makeCtx(req, res, url, found.params, db, fault?.dropStream === true);
    let value: unknown;
    try {
      value = await found.handler(ctx);
    } catch (err) {
      if (err instanceof HttpError) return sendError(res, err);
      log(`[hub] handler error ${method} ${path}: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) return sendJson(res, 500, { error: 'server_error', message: err instanceof Error ? err.message : 'Internal error' });
      res.destroy();
      return;
    }
    if (value === NO_RESPONSE || res.writableEnded || res.headersSent) return;
    if (value === undefined) {
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (fault?.emptyList) value = emptyLists(value);
    let text = JSON.stringify(value);
    if (fault?.malformedJson) text = malform(text);
    if (fault?.dropStream) {
      // headers and half a body, then the connection is cut
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
      res.write(text.slice(0, Math.floor(text.length / 2)));
      setTimeout(() => res.destroy(), 10);
      return;
    }
    sendJson(res, 200, null, text);
  }
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin && LOCAL_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Length, Accept-Ranges, ETag, Idempotent-Replayed');
    res.setHeader('Access-Control-Max-Age', '600');
  }
}

function makeCtx(req: IncomingMessage, res: ServerResponse, url: URL, params: Record<string, string>, db: DatabaseSync, dropStream: boolean): Ctx {
  const host = req.headers.host ?? 'localhost';
  const sid = req.headers['x-session-id'];
  let bodyPromise: Promise<unknown> | null = null;
  return {
    req,
    res,
    url,
    params,
    query: url.searchParams,
    db,
    sessionId: typeof sid === 'string' && sid.trim() !== '' ? sid.trim() : null,
    origin: `http://${host}`,
    lang: pickLang(url.searchParams.get('lang'), req.headers['accept-language']),
    dropStream,
    body() {
      bodyPromise ??= readJsonBody(req);
      return bodyPromise;
    },
  };
}

function pickLang(query: string | null, acceptLanguage: string | undefined): Lang {
  const q = query?.slice(0, 2).toLowerCase();
  if (q && (LANGS as readonly string[]).includes(q)) return q as Lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGS as readonly string[]).includes(code)) return code as Lang;
  }
  return 'en';
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > MAX_BODY) throw new HttpError(413, 'Request body is too large (limit 1 MB)');
    chunks.push(b);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', 'malformed_json');
  }
}
