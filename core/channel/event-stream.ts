/**
 * A server-sent event stream that stays up on a 24/7 screen.
 *
 * The browser's EventSource retries every ~3 s with no backoff and gives up for good after one
 * HTTP error answer (a 503 while the hub restarts closes it permanently). This wrapper owns the
 * retrying instead: on any error it closes the source and reopens it after an exponential delay
 * with full jitter (so a fleet of signage screens does not reconnect in lockstep), resets the
 * delay once a connection opens, and closes while the page is hidden in the back-forward cache.
 */
import { pageLifecycle } from '../session/persistence';

export interface EventStreamOptions {
  /** Called with the data of every message of the given event type. */
  onMessage: (data: string, event: MessageEvent<string>) => void;
  /** The SSE `event:` name to listen to; default 'message' (no name). */
  eventType?: string;
  onOpen?: () => void;
  /** Every failed or dropped connection, before the reconnect is scheduled. */
  onError?: (event: Event) => void;
  withCredentials?: boolean;
  /** First reconnect delay ceiling; doubled per consecutive failure. Default 1000 ms. */
  initialDelayMs?: number;
  /** Ceiling of the reconnect delay. Default 60000 ms. */
  maxDelayMs?: number;
  /** The EventSource constructor; default the global one (tests pass Node's). */
  EventSourceImpl?: EventSourceConstructor;
  /** Where pagehide / pageshow are listened to; default globalThis when it has listeners. */
  lifecycleTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** 0 ≤ r < 1; default Math.random (tests make the jitter deterministic). */
  random?: () => number;
}

export interface EventSourceConstructor {
  new (url: string, init?: { withCredentials?: boolean }): EventSource;
}

export interface EventStream {
  /** Stops for good: closes the connection and cancels any pending reconnect. */
  close(): void;
  /** Consecutive failures since the last successful open (0 while connected). */
  readonly failures: number;
}

const DEFAULT_INITIAL_DELAY_MS = 1000;
const DEFAULT_MAX_DELAY_MS = 60_000;

/** Reconnect delay after `failures` consecutive failures: full jitter over an exponential ceiling. */
export function reconnectDelay(failures: number, initialMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
  // Never 0: at least half the ceiling, so a flapping server is not hammered.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export function openEventStream(url: string, options: EventStreamOptions): EventStream {
  const found = options.EventSourceImpl ?? (globalThis as { EventSource?: EventSourceConstructor }).EventSource;
  if (!found) throw new Error('EventSource is not available in this environment');
  const Impl: EventSourceConstructor = found;
  const eventType = options.eventType ?? 'message';
  const initialMs = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
  const maxMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const random = options.random ?? Math.random;
  const lifecycle = pageLifecycle(options.lifecycleTarget);

  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  let suspended = false;

  const onMessage = (event: Event) => {
    const message = event as MessageEvent<string>;
    options.onMessage(message.data, message);
  };

  function connect(): void {
    timer = undefined;
    if (stopped || suspended) return;
    const current = new Impl(url, { withCredentials: options.withCredentials ?? false });
    source = current;
    current.addEventListener(eventType, onMessage);
    current.addEventListener('open', () => {
      failures = 0;
      options.onOpen?.();
    });
    current.addEventListener('error', (event) => {
      if (source !== current) return;
      disconnect();
      failures += 1;
      options.onError?.(event);
      scheduleReconnect();
    });
  }

  function disconnect(): void {
    if (!source) return;
    source.removeEventListener(eventType, onMessage);
    source.close();
    source = null;
  }

  function scheduleReconnect(): void {
    if (stopped || suspended || timer !== undefined) return;
    timer = setTimeout(connect, reconnectDelay(failures, initialMs, maxMs, random));
  }

  function cancelReconnect(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  // A page in the back-forward cache must not hold a connection; reopen when it is shown again.
  const onPageHide = () => {
    suspended = true;
    cancelReconnect();
    disconnect();
  };
  const onPageShow = () => {
    if (!suspended) return;
    suspended = false;
    if (!source) connect();
  };
  lifecycle?.addEventListener('pagehide', onPageHide);
  lifecycle?.addEventListener('pageshow', onPageShow);

  connect();

  return {
    close() {
      stopped = true;
      cancelReconnect();
      disconnect();
      lifecycle?.removeEventListener('pagehide', onPageHide);
      lifecycle?.removeEventListener('pageshow', onPageShow);
    },
    get failures() {
      return failures;
    },
  };
}
