/**
 * What the portal's server sends (host-site/server.mjs, issue 23): precompressed brotli / gzip by
 * Accept-Encoding with Vary, the versioned CDN layout (issue 22: every file of /lido/<version>/
 * immutable, lido.js included; the follow URLs /lido/<major>/lido.js and /lido/lido.js with a
 * short max-age and stale-while-revalidate, loading the same widget from the version's chunks),
 * compressed pages with an ETag, "404 Not Found", no public source maps.
 * Raw node:http requests, so the status line and the bytes on the wire are what is checked.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';
import { HUB_URL, expect, serveExamples, test } from './fixtures';

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

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const PINNED = `/lido/${VERSION}`;
const built = readdirSync(join(ROOT, `host-site/dist/client${PINNED}`));
const coreChunk = built.find((name) => /^core-[\w-]{6,}\.js$/.test(name))!;
const germanTexts = built.find((name) => /^lido-[\w-]+\.de\.js$/.test(name))!;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FOLLOW = 'public, max-age=300, stale-while-revalidate=86400';

test.describe('portal serving', () => {
  test('the core chunk: brotli or gzip by Accept-Encoding, immutable, Vary, the same code decoded', async () => {
    const plain = await raw(`${PINNED}/${coreChunk}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await raw(`${PINNED}/${coreChunk}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const gz = await raw(`${PINNED}/${coreChunk}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    const again = await raw(`${PINNED}/${coreChunk}`, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  test('the pinned version folder is immutable, lido.js included; the follow URLs are short-cached; other /lido/ files revalidated', async () => {
    const pinned = await raw(`${PINNED}/lido.js`, { 'Accept-Encoding': 'br' });
    expect(pinned.status).toBe(200);
    expect(pinned.headers['content-encoding']).toBe('br');
    expect(pinned.headers['cache-control'], 'the version names it: never changes').toBe(IMMUTABLE);
    for (const follow of [`/lido/${VERSION.split('.')[0]}/lido.js`, '/lido/lido.js']) {
      const loader = await raw(follow, { 'Accept-Encoding': 'br' });
      expect(loader.status, follow).toBe(200);
      expect(loader.headers['content-encoding']).toBe('br');
      expect(loader.headers['cache-control'], follow).toBe(FOLLOW);
    }
    // For operators' pages on other origins (module scripts and fonts are CORS requests).
    expect(pinned.headers['access-control-allow-origin']).toBe('*');

    const font = await raw(`${PINNED}/fonts/inter-latin-wght-normal.woff2`, { 'Accept-Encoding': 'br, gzip' });
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding'], 'woff2 is compressed already').toBeUndefined();
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
    // an element's texts in one language carry its chunk's hash
    const texts = await raw(`${PINNED}/${germanTexts}`, { 'Accept-Encoding': 'gzip' });
    expect(texts.status).toBe(200);
    expect(texts.headers['cache-control']).toBe(IMMUTABLE);
    // Only the latin subset ships (de, en, fr, nl need nothing else).
    expect((await raw(`${PINNED}/fonts/inter-latin-ext-wght-normal.woff2`)).status).toBe(404);
    // Nothing of the bundle outside its version folder but the follow copies.
    expect((await raw(`/lido/${coreChunk}`)).status).toBe(404);

    const manifest = await raw('/lido/custom-elements.json', { 'Accept-Encoding': 'gzip' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-encoding']).toBe('gzip');
  });

  test('an operator page on another origin loads the same widget through the pinned and the follow lido.js, its chunks from the version folder', async ({
    page,
    baseURL,
  }) => {
    const loaders = [`${PINNED}/lido.js`, `/lido/${VERSION.split('.')[0]}/lido.js`, '/lido/lido.js'];
    const pages = Object.fromEntries(
      loaders.map((loader, index) => [
        `/operator-${index}.html`,
        `<!doctype html><html lang="en"><title>Operator</title><script type="module" src="${baseURL}${loader}"></script><lido-content-overview hub-url="${HUB_URL}"></lido-content-overview></html>`,
      ]),
    );
    const operator = await serveExamples(pages);
    try {
      for (const [index, loader] of loaders.entries()) {
        const scripts: string[] = [];
        const listener = (request: Request) => void (request.resourceType() === 'script' && scripts.push(request.url()));
        page.on('request', listener);
        await page.goto(`${operator.origin}/operator-${index}.html`);
        await expect(page.locator('lido-content-overview').getByRole('link', { name: 'Dining' }), loader).toBeVisible();
        page.off('request', listener);
        expect(scripts[0]).toBe(`${baseURL}${loader}`);
        expect(scripts.length, loader).toBeGreaterThan(1);
        expect(
          scripts.slice(1).filter((script) => !script.startsWith(`${baseURL}${PINNED}/`)),
          `${loader}: chunks from ${PINNED}/`,
        ).toEqual([]);
      }
    } finally {
      await operator.close();
    }
  });

  test('source maps are not public', async () => {
    expect(built).toContain(`${coreChunk}.map`);
    const map = await raw(`${PINNED}/${coreChunk}.map`);
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
    expect(html).toMatch(/<title[^>]*>Movies and box sets · Lido guest portal<\/title>/);
    expect(html).toContain(`<script type="module" src="${PINNED}/lido.js"></script>`);
    // the chunks' modulepreload hints, added at parse on a modern engine only (host-site/src/layouts/Portal.astro)
    expect(html).toContain(`"${PINNED}/${coreChunk}"`);
    // revalidated: a client-rendered page is the same until the site changes (a server-rendered
    // one carries the hub's answers of the moment, so it is new each time)
    const personal = await raw('/my_holiday', { 'Accept-Encoding': 'br' });
    expect(personal.headers.etag).toBeTruthy();
    const again = await raw('/my_holiday', { 'Accept-Encoding': 'br', 'If-None-Match': String(personal.headers.etag) });
    expect(again.status).toBe(304);

    const missing = await raw('/no/such/page', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.reason).toBe('Not Found');
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.body).toString('utf8')).toContain('data-state="not-found"');
  });
});
