/**
 * The demo hub compresses its JSON answers by Accept-Encoding, as a real hub behind a proxy does
 * (issue 23): brotli first, else gzip, none when the client accepts neither; small answers and
 * files stay as they are; `Vary` names Accept-Encoding next to the CORS Origin.
 * Raw node:http requests, so the bytes on the wire are checked, not what fetch decoded.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { client, useDemoHub } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${hub.url}/api/${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A JSON answer well above the 1 KiB threshold (the device configuration). */
const CALL = 'devices/config';

describe('demo hub: compressed JSON answers', () => {
  it('sends brotli when the client accepts it, smaller than the JSON, decoding to the same value', async () => {
    const plain = await raw(CALL);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);

    const br = await raw(CALL, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const gz = await raw(CALL, { 'Accept-Encoding': accept });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.body).toString('utf8')).deviceGroup).toBeDefined();
    }
    const identity = await raw(CALL, { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('names Accept-Encoding in Vary, next to the CORS Origin', async () => {
    const answer = await raw(CALL, { 'Accept-Encoding': 'br', Origin: 'http://localhost:4321' });
    const vary = String(answer.headers.vary)
      .split(',')
      .map((token) => token.trim());
    expect(vary).toEqual(expect.arrayContaining(['Origin', 'Accept-Encoding']));
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:4321');
  });

  it('leaves small answers uncompressed, and errors stay readable JSON', async () => {
    const small = await raw('metrics/userhistory//my_holiday', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('""');
    const missing = await raw('no/such/call', { 'Accept-Encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString('utf8')).error).toBe('not_found');
  });

  it('fetch (what the widgets use) reads the compressed answer transparently', async () => {
    const answer = await api.get(CALL, null, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.body.deviceGroup).toBeDefined();
  });
});
