/**
 * The event-stream wrapper against a real SSE server (node:http) and a real EventSource
 * (undici's, the implementation Node itself ships behind --experimental-eventsource).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventSource as UndiciEventSource } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, reconnectDelay, type EventSourceConstructor, type EventStream } from './event-stream';

const EventSourceImpl = UndiciEventSource as unknown as EventSourceConstructor;

interface SseServer {
  url: string;
  port: number;
  /** Requests received so far. */
  readonly connections: number;
  /** Streams currently open. */
  readonly open: Set<ServerResponse>;
  push(data: string): void;
  stop(): Promise<void>;
}

/**
 * A text/event-stream endpoint. `unavailable(n)` true answers the n-th request with a 503, as
 * the hub does while it restarts.
 */
async function startSse(unavailable: (connection: number) => boolean = () => false, port = 0): Promise<SseServer> {
  const open = new Set<ServerResponse>();
  let connections = 0;
  const server: Server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    connections += 1;
    if (unavailable(connections)) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('unavailable');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': connected\n\n');
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}/events`,
    port: actualPort,
    get connections() {
      return connections;
    },
    open,
    push(data) {
      for (const res of open) res.write(`data: ${data}\n\n`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function track(stream: EventStream): EventStream {
  cleanups.push(() => stream.close());
  return stream;
}

describe('reconnectDelay', () => {
  it('grows exponentially from the initial delay, with jitter between half and the full ceiling', () => {
    expect(reconnectDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(reconnectDelay(1, 1000, 60_000, () => 0.999999)).toBe(1000);
    expect(reconnectDelay(2, 1000, 60_000, () => 0)).toBe(1000);
    expect(reconnectDelay(4, 1000, 60_000, () => 0)).toBe(4000);
  });

  it('never exceeds the maximum', () => {
    for (let failures = 1; failures < 40; failures += 1) {
      expect(reconnectDelay(failures, 1000, 60_000, () => 0.999999)).toBeLessThanOrEqual(60_000);
    }
    expect(reconnectDelay(30, 1000, 60_000, () => 0)).toBe(30_000);
  });
});

describe('openEventStream', () => {
  it('delivers the data of each message', async () => {
    const sse = await startSse();
    cleanups.push(() => sse.stop());
    const received: string[] = [];
    track(openEventStream(sse.url, { EventSourceImpl, lifecycleTarget: null, onMessage: (d) => received.push(d) }));
    await waitFor(() => sse.open.size === 1);
    sse.push('KIOSK');
    await waitFor(() => received.length === 1);
    expect(received).toEqual(['KIOSK']);
  });

  it('survives 503 answers: reconnects with backoff until the server streams again', async () => {
    const sse = await startSse((n) => n <= 3);
    cleanups.push(() => sse.stop());
    const received: string[] = [];
    let errors = 0;
    track(
      openEventStream(sse.url, {
        EventSourceImpl,
        lifecycleTarget: null,
        initialDelayMs: 20,
        maxDelayMs: 200,
        onError: () => (errors += 1),
        onMessage: (d) => received.push(d),
      }),
    );
    await waitFor(() => sse.open.size === 1);
    expect(errors).toBe(3);
    expect(sse.connections).toBe(4);
    sse.push('DIGITALSIGNAGE');
    await waitFor(() => received.length === 1);
    expect(received).toEqual(['DIGITALSIGNAGE']);
  });

  it('reconnects after the server restarts and resets the failure count once connected', async () => {
    const first = await startSse();
    const received: string[] = [];
    const stream = track(
      openEventStream(first.url, {
        EventSourceImpl,
        lifecycleTarget: null,
        initialDelayMs: 20,
        maxDelayMs: 100,
        onMessage: (d) => received.push(d),
      }),
    );
    await waitFor(() => first.open.size === 1);
    await first.stop();
    await waitFor(() => stream.failures >= 2);
    const second = await startSse(undefined, first.port);
    cleanups.push(() => second.stop());
    await waitFor(() => second.open.size === 1);
    await waitFor(() => stream.failures === 0);
    second.push('KIOSK');
    await waitFor(() => received.length === 1);
    expect(received).toEqual(['KIOSK']);
  });

  it('listens to a named event type only when asked', async () => {
    const sse = await startSse();
    cleanups.push(() => sse.stop());
    const received: string[] = [];
    track(openEventStream(sse.url, { EventSourceImpl, lifecycleTarget: null, eventType: 'gps', onMessage: (d) => received.push(d) }));
    await waitFor(() => sse.open.size === 1);
    for (const res of sse.open) res.write('data: plain\n\nevent: gps\ndata: {"lat":1}\n\n');
    await waitFor(() => received.length === 1);
    expect(received).toEqual(['{"lat":1}']);
  });

  it('close() ends the connection and no reconnect follows', async () => {
    const sse = await startSse();
    cleanups.push(() => sse.stop());
    const stream = openEventStream(sse.url, { EventSourceImpl, lifecycleTarget: null, initialDelayMs: 10, onMessage: () => {} });
    await waitFor(() => sse.open.size === 1);
    stream.close();
    await waitFor(() => sse.open.size === 0);
    await new Promise((r) => setTimeout(r, 150));
    expect(sse.connections).toBe(1);
  });

  it('disconnects on pagehide and reconnects on pageshow', async () => {
    const sse = await startSse();
    cleanups.push(() => sse.stop());
    const page = new EventTarget();
    track(openEventStream(sse.url, { EventSourceImpl, lifecycleTarget: page, onMessage: () => {} }));
    await waitFor(() => sse.open.size === 1);
    page.dispatchEvent(new Event('pagehide'));
    await waitFor(() => sse.open.size === 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(sse.connections).toBe(1);
    page.dispatchEvent(new Event('pageshow'));
    await waitFor(() => sse.open.size === 1);
    expect(sse.connections).toBe(2);
  });
});
