/**
 * What the portal's server sends (host-site/server.mjs, issue 23): precompressed brotli / gzip by
 * Accept-Encoding with Vary, immutable hashed chunks and fonts, lido.js with a short max-age and
 * stale-while-revalidate, compressed pages with an ETag, "404 Not Found", no public source maps.
 * Raw node:http requests, so the status line and the bytes on the wire are what is checked.
 */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const ROOT = new URL('../../', import.meta.url).pathname;

interface Raw {
  status: number;
  reason: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${process.env.LIDO_E2E_BASE_URL}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reason: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const built = readdirSync(join(ROOT, 'host-site/dist/client/lido'));
const coreChunk = built.find((name) => /^core-[\w-]{6,}\.js$/.test(name))!;
const germanTexts = built.find((name) => /^lido-[\w-]+\.de\.js$/.test(name))!;

test.describe('portal serving', () => {
  test('the core chunk: brotli or gzip by Accept-Encoding, immutable, Vary, the same code decoded', async () => {
    const plain = await raw(`/lido/${coreChunk}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await raw(`/lido/${coreChunk}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const gz = await raw(`/lido/${coreChunk}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    const again = await raw(`/lido/${coreChunk}`, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  test('lido.js: a short max-age with stale-while-revalidate; fonts immutable; other /lido/ files revalidated', async () => {
    const loader = await raw('/lido/lido.js', { 'Accept-Encoding': 'br' });
    expect(loader.status).toBe(200);
    expect(loader.headers['content-encoding']).toBe('br');
    expect(loader.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');

    const font = await raw('/lido/fonts/inter-latin-wght-normal.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding'], 'woff2 is compressed already').toBeUndefined();
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // an element's texts in one language carry its chunk's hash
    const texts = await raw(`/lido/${germanTexts}`, { 'Accept-Encoding': 'gzip' });
    expect(texts.status).toBe(200);
    expect(texts.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Only the latin subset ships (de, en, fr, nl need nothing else).
    expect((await raw('/lido/fonts/inter-latin-ext-wght-normal.woff2')).status).toBe(404);

    const manifest = await raw('/lido/custom-elements.json', { 'Accept-Encoding': 'gzip' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-encoding']).toBe('gzip');
  });

  test('source maps are not public', async () => {
    expect(built).toContain(`${coreChunk}.map`);
    const map = await raw(`/lido/${coreChunk}.map`);
    expect(map.status).toBe(404);
    expect(map.body.toString('utf8')).not.toContain('"mappings"');
  });

  test('pages: compressed, ETag, no-cache; an unknown address is "404 Not Found"', async () => {
    const page = await raw('/vod/overview', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toContain('<meta name="description"');
    expect(html).toMatch(/<title[^>]*>Films, series and music · Lido guest portal<\/title>/);
    expect(html).toMatch(/<link rel="modulepreload" href="\/lido\/core-[\w-]{6,}\.js">/);
    const again = await raw('/vod/overview', { 'Accept-Encoding': 'br', 'If-None-Match': String(page.headers.etag) });
    expect(again.status).toBe(304);

    const missing = await raw('/no/such/page', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.reason).toBe('Not Found');
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.body).toString('utf8')).toContain('data-state="not-found"');
  });
});
