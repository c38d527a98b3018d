/**
 * Small helpers for the hub contract tests: a demo hub per test file, JSON calls against it, the
 * demo sign-ins, and date formatting (the demo voyage starts on the server's current day).
 */
import { afterAll, beforeAll } from 'vitest';
import { startHub, type StartOptions, type StartedHub } from './start-hub.ts';

/**
 * A fresh demo hub for this test file: started before its tests, stopped after them. The handle
 * exists at once and reads the running hub when used, so a file starts with
 * `const hub = useDemoHub(); const api = client(hub);`.
 */
export function useDemoHub(options: StartOptions = {}): StartedHub {
  let started: StartedHub | undefined;
  const running = (): StartedHub => {
    if (!started) throw new Error('the demo hub starts before the tests: use it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startHub(options);
  }, 60_000);
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    log: () => running().log(),
    restart: (args) => running().restart(args),
    stop: () => running().stop(),
  };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** raw request body text (for malformed-JSON tests) */
  raw?: string;
  session?: string | null;
  headers?: Record<string, string>;
}

export function client(hub: StartedHub) {
  async function call<T = any>(path: string, opts: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.session) headers['X-Session-Id'] = opts.session;
    let body: string | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers['Content-Type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(`${hub.url}${path.startsWith('/') ? '' : '/api/'}${path}`, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text !== '' && (res.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }
  return {
    call,
    get: <T = any>(path: string, session?: string | null, headers?: Record<string, string>) => call<T>(path, { session, headers }),
    post: <T = any>(path: string, body?: unknown, session?: string | null) => call<T>(path, { method: 'POST', body, session }),
    /** The admin API (/__admin/…, never faulted). */
    admin: <T = any>(path: string, method = 'GET', body?: unknown) => call<T>(`/__admin${path}`, { method, body }),
  };
}

const p2 = (n: number) => String(n).padStart(2, '0');
/** dd/mm/yyyy of today + offset days (server and tests share the clock). */
export function dmy(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${d.getFullYear()}`;
}
export function ymd(offset = 0): string {
  const [dd, mm, yyyy] = dmy(offset).split('/');
  return `${yyyy}-${mm}-${dd}`;
}

export const DEMO = {
  bookingReference: 'LIDO123',
  lastName: 'Smith',
  account: { accountNumber: '100200', location: '7012', pinNo: '1234' },
  pinChangeAccount: { accountNumber: '100300', location: '7014', pinNo: '0000' },
  card: 'CARD100200',
  name: { firstName: 'Anna', lastName: 'Smith', dob: '01/02/1980' },
  retina: { token: 'RETINA-TOKEN-1', id: '42', room: '7012' },
  blocked: { accountNumber: '100400', location: '8020', pinNo: '1234' },
  blockedForMuster: { accountNumber: '100500', location: '8022', pinNo: '1234' },
};

/** Signs in with the default (booking reference) form and returns the session id. */
export async function signIn(hub: StartedHub, as: 'smith' | 'jones' | 'blocked' | 'muster' = 'smith'): Promise<string> {
  const { post } = client(hub);
  const r =
    as === 'smith'
      ? await post('authentication/loginByPassenger', { bookingReference: DEMO.bookingReference, lastName: DEMO.lastName, departureDate: dmy(0) })
      : await post(
          'authentication/loginByAccountIdCabinNoAndPinNo',
          as === 'jones' ? DEMO.pinChangeAccount : as === 'blocked' ? DEMO.blocked : DEMO.blockedForMuster,
        );
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${r.text}`);
  return r.body.sessionId as string;
}
