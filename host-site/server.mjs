/**
 * The portal's Node server: Astro's request handler (adapter mode `middleware`, built as
 * dist/server/astro.mjs) behind a small static layer that serves what a production front end
 * should (issue 23). scripts/build-site.mjs copies this file to host-site/dist/server/entry.mjs,
 * so `node host-site/dist/server/entry.mjs` starts the portal as before.
 *
 * - Files of dist/client/ (the bundle under /lido/, Astro's /_astro/ assets, the favicon) are
 *   indexed once at start. Text files go out precompressed: scripts/build-site.mjs wrote a `.br`
 *   and a `.gz` beside each (node:zlib, highest levels) and the request's Accept-Encoding picks
 *   one (brotli, else gzip, else the file as it is), always with `Vary: Accept-Encoding`.
 *   woff2 is compressed already and goes out as it is.
 * - Cache-Control: the bundle is laid out as a CDN's (dist/cdn/, copied to /lido/ by
 *   scripts/build-site.mjs). Every file of a version folder (`/lido/<x.y.z>/…`: lido.js, chunks,
 *   fonts, an element's texts per language) and Astro's /_astro/ assets are `public, max-age=31536000, immutable`: the version or a
 *   content hash names them. The follow URLs `/lido/<major>/lido.js` and `/lido/lido.js` are
 *   `public, max-age=300, stale-while-revalidate=86400` (README "Serving the bundle": a new release
 *   reaches a returning guest within one visit); everything else under /lido/ `no-cache`; other
 *   public files a day. ETags on every file; If-None-Match answers 304.
 * - Files under /lido/ carry `Access-Control-Allow-Origin: *`: operators' pages on other origins
 *   load lido.js and its chunks as module scripts, and the fonts, which are CORS requests.
 * - Source maps (*.map) are not served unless LIDO_PUBLIC_SOURCEMAPS=1.
 * - Pages (Astro) are compressed on the fly (brotli 5 / gzip 6), get an ETag (304 on a match),
 *   `Cache-Control: no-cache` unless the page set one, and a status line whose reason phrase
 *   matches the status ("404 Not Found", never "404 OK").
 *
 * Environment: PORT (4321), HOST (127.0.0.1), LIDO_PUBLIC_SOURCEMAPS, and the page's own
 * (LIDO_HUB_URL, LIDO_THEME: see host-site/README.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENT = path.resolve(here, '../client');
const PORT = Number(process.env.PORT ?? 4321);
const HOST = process.env.HOST ?? '127.0.0.1';
const PUBLIC_SOURCEMAPS = process.env.LIDO_PUBLIC_SOURCEMAPS === '1';

/** Below this an answer goes out uncompressed (it would save less than a packet). */
const COMPRESS_MIN_BYTES = 1024;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const LOADER_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** Files worth compressing (everything textual, and fonts other than woff2). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|json|map|ts|txt|svg|xml|webmanifest|woff|ttf|otf)$/;

/** The Cache-Control of a public file. */
export function cacheControl(urlPath) {
  if (/^\/lido\/(?:\d+\/)?lido\.js$/.test(urlPath)) return LOADER_CACHE;
  // A published version is never rebuilt: semver, pre-releases included (0.2.0-rc.1).
  if (urlPath.startsWith('/_astro/') || /^\/lido\/\d+\.\d+\.\d+(?:-[\w.]+)?\//.test(urlPath)) return IMMUTABLE;
  if (urlPath.startsWith('/lido/')) return 'no-cache';
  return 'public, max-age=86400';
}

/** brotli, else gzip, else null, by Accept-Encoding (a coding with q=0 is refused). */
export function pickEncoding(acceptEncoding) {
  const offered = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    offered.set(name, q ? Number(q[1]) : 1);
  }
  const accepts = (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** dist/client/ indexed once: URL path → the file and its precompressed variants. */
function indexClient() {
  const files = new Map();
  if (!existsSync(CLIENT)) return files;
  for (const name of readdirSync(CLIENT, { recursive: true })) {
    const file = path.join(CLIENT, name);
    if (/\.(?:br|gz)$/.test(name) || !statSync(file).isFile()) continue;
    const urlPath = `/${name.split(path.sep).join('/')}`;
    if (urlPath.endsWith('.map') && !PUBLIC_SOURCEMAPS) continue;
    const info = statSync(file);
    const tag = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const variants = { identity: { file, etag: `"${tag}"` } };
    if (COMPRESSIBLE.test(name)) {
      if (existsSync(`${file}.br`)) variants.br = { file: `${file}.br`, etag: `"${tag}-br"` };
      if (existsSync(`${file}.gz`)) variants.gzip = { file: `${file}.gz`, etag: `"${tag}-gz"` };
    }
    files.set(urlPath, {
      type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      cache: cacheControl(urlPath),
      variants,
      compressible: COMPRESSIBLE.test(name),
      // The bundle is for other sites' pages too: module scripts and fonts are fetched with CORS.
      public: urlPath.startsWith('/lido/'),
    });
  }
  return files;
}

const files = indexClient();
/** File contents, read on first use (the bundle is a few MB; every file is small). */
const bodies = new Map();
const body = (file) => {
  let bytes = bodies.get(file);
  if (!bytes) bodies.set(file, (bytes = readFileSync(file)));
  return bytes;
};

const matches = (ifNoneMatch, etag) =>
  typeof ifNoneMatch === 'string' &&
  ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag.replace(/^W\//, '') || candidate.trim() === '*');

function serveFile(req, res, entry) {
  const encoding = entry.compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  const variant = (encoding && entry.variants[encoding]) || entry.variants.identity;
  const headers = {
    'Content-Type': entry.type,
    'Cache-Control': entry.cache,
    ETag: variant.etag,
  };
  if (entry.compressible) headers.Vary = 'Accept-Encoding';
  if (entry.public) headers['Access-Control-Allow-Origin'] = '*';
  if (variant !== entry.variants.identity) headers['Content-Encoding'] = encoding;
  if (matches(req.headers['if-none-match'], variant.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const bytes = body(variant.file);
  headers['Content-Length'] = bytes.byteLength;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Runs Astro's handler with the answer held back: the page is buffered (pages are a few kB),
 * then sent compressed, with an ETag and a correct status line.
 */
function renderPage(req, res, astroHandler) {
  const chunks = [];
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let status = null;
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
  res.writeHead = function writeHead(code, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
    status = code;
    if (reason) res.statusMessage = reason;
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return res;
  };
  res.write = function write(chunk, encoding, callback) {
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    Object.assign(res, original);
    send(Buffer.concat(chunks));
    if (typeof callback === 'function') callback();
    return res;
  };
  const send = (raw) => {
    const code = status ?? res.statusCode;
    res.statusCode = code;
    // Astro passes the Response's statusText, "OK" for a page that set only its status.
    if (!res.statusMessage || (res.statusMessage === 'OK' && code !== 200)) res.statusMessage = STATUS_CODES[code] ?? '';
    res.removeHeader('Transfer-Encoding');
    const type = String(res.getHeader('Content-Type') ?? '');
    const textual = /^(?:text\/|application\/(?:json|xml|javascript))/.test(type);
    if (!textual || code === 204 || code === 304) {
      res.setHeader('Content-Length', raw.byteLength);
      res.end(req.method === 'HEAD' ? undefined : raw);
      return;
    }
    res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    const encoding = raw.byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}${encoding ? `-${encoding === 'br' ? 'br' : 'gz'}` : ''}"`;
    res.setHeader('ETag', etag);
    if (code === 200 && matches(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.statusMessage = STATUS_CODES[304];
      res.removeHeader('Content-Type');
      res.end();
      return;
    }
    const payload =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
          })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 6 })
          : raw;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', payload.byteLength);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
  return astroHandler(req, res);
}

export async function startPortalServer({ port = PORT, host = HOST } = {}) {
  const { handler } = await import('./astro.mjs');
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURI(new URL(req.url ?? '/', 'http://portal').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request.');
      return;
    }
    const entry = (req.method === 'GET' || req.method === 'HEAD') && files.get(pathname);
    if (entry) {
      serveFile(req, res, entry);
      return;
    }
    Promise.resolve(renderPage(req, res, handler)).catch((error) => {
      console.error(`[portal] could not render ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error');
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const shown =
    typeof address === 'object' && address ? `${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}` : `${host}:${port}`;
  console.log(`[portal] Server listening on http://${shown}/`);
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startPortalServer();
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
