/**
 * Shared pieces of the end-to-end tests: the portal and hub addresses from global-setup, the
 * demo hub's admin API, device selection, sign-in through the real form, shadow-DOM aware axe.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** This worker's hub and portal: global-setup starts a pair per worker (hub state never crosses workers). */
const WORKER = process.env.TEST_PARALLEL_INDEX ?? '0';
export const HUB_URL = process.env[`LIDO_E2E_HUB_URL_${WORKER}`] ?? process.env.LIDO_E2E_HUB_URL ?? '';

/** Demo hub data (demo-hub/README.md). */
export const DEMO = {
  bookingReference: 'LIDO123',
  surname: 'Smith',
  account: '100200',
  cabin: '7012',
  pin: '1234',
  pinChangeAccount: '100300',
  pinChangeCabin: '7014',
  pinChangePin: '0000',
  card: 'CARD100200',
  firstName: 'Anna',
  lastName: 'Smith',
  dob: '01/02/1980',
  retinaToken: 'RETINA-TOKEN-1',
  retinaId: '42',
  retinaRoom: '7012',
} as const;

export type DeviceType = 'Browser' | 'App' | 'Kiosk' | 'DigitalSignage';
export type AuthType = 'Passenger' | 'PmsAccount' | 'PmsAccountPin' | 'CardSwipe' | 'PmsName' | 'External';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring: none
  baseURL: async ({}, use) => {
    const url = process.env[`LIDO_E2E_BASE_URL_${WORKER}`] ?? process.env.LIDO_E2E_BASE_URL;
    if (!url) throw new Error('LIDO_E2E_BASE_URL is not set: run through playwright.config.ts (global-setup)');
    await use(url);
  },
});
export { expect };

/**
 * Makes the page a given device with a given reservation system. The demo hub serves every
 * device kind from one address, chosen per request by `?deviceType=&authType=` on
 * devices/config; a real installation tells devices apart itself. The request still goes to the
 * real hub: only its address gets the two parameters.
 */
export async function useDevice(
  page: Page,
  device: {
    deviceType?: DeviceType;
    authType?: AuthType;
    theme?: string;
    hubType?: 'Cruise' | 'Resort' | 'Airline' | 'Airport' | 'Bus';
    tenFoot?: 'true' | 'false';
    signageHome?: 'board' | 'programme' | 'content';
  },
): Promise<void> {
  await page.route(/\/api\/devices\/config(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    for (const [key, value] of Object.entries(device)) if (value) url.searchParams.set(key, value);
    await route.continue({ url: url.href });
  });
}

/**
 * Runs `test` with this worker's hub answering as another variant (its hubType, modules and data,
 * not only devices/config), and a cruise again after, whatever the test did.
 */
export async function withHubVariant(hubType: 'Resort' | 'Airline' | 'Airport' | 'Bus', test: () => Promise<void>): Promise<void> {
  await hubAdmin('variant', { hubType });
  try {
    await test();
  } finally {
    await hubAdmin('variant', { hubType: 'Cruise' });
  }
}

export async function hubAdmin(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${HUB_URL}/__admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

export async function hubGet<T>(path: string): Promise<T> {
  const response = await fetch(`${HUB_URL}/api/${path}`);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The portal has booted its client side (guard passed, visit recorded). */
export async function portalReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-portal-ready="true"]')).toBeAttached();
}

/** Puts values in localStorage before the first page load only (the tests then watch them change). */
export async function seedStorageOnce(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

/** Local date as dd/mm/yyyy and yyyy-mm-dd. */
export function today(): { iso: string; dmy: string } {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { iso, dmy: `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}` };
}

/** The stored authentication slice (what the core persisted). */
export async function storedAuthentication(page: Page): Promise<{ isAuthenticated?: boolean; sessionId?: string | null } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('lido:v1:authentication');
    return raw ? (JSON.parse(raw) as { isAuthenticated?: boolean; sessionId?: string | null }) : null;
  });
}

/** The session state in memory (the page's one core). */
export async function sessionState(page: Page): Promise<{ isAuthenticated: boolean; sessionId: string | null; errorMessage: string | null }> {
  await page.waitForFunction(() => Symbol.for('lido.core.v1') in globalThis);
  return page.evaluate(() => {
    const core = (globalThis as Record<symbol, { stores: { authentication: { getState(): unknown } } }>)[Symbol.for('lido.core.v1')];
    return core!.stores.authentication.getState() as { isAuthenticated: boolean; sessionId: string | null; errorMessage: string | null };
  });
}

/** Default sign-in through the form (booking reference, surname, today). */
export async function signInAsPassenger(page: Page, origin?: string): Promise<void> {
  await page.goto(origin ? `/login?forward_to=${encodeURIComponent(origin)}` : '/login');
  const login = page.locator('lido-login');
  await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
  await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await portalReady(page);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown; failureSummary?: string }>;
}

/**
 * axe-core (WCAG 2.x A/AA and best practices) through the open shadow roots: the whole page, or
 * only the given elements (e.g. the shell on a page whose content belongs to another feature).
 */
export async function axeViolations(page: Page, only?: string[]): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(include ? { include: include.map((selector) => [selector]) } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  }, only ?? null);
  return (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
}

/** A locator inside the page's element (Playwright pierces open shadow roots). */
export function inElement(page: Page, tag: string): Locator {
  return page.locator(tag);
}

/** The hub address written in the example pages (examples/*). */
export const EXAMPLE_HUB = 'http://localhost:8080';
const ROOT = path.resolve(import.meta.dirname, '../..');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.woff2': 'font/woff2', '.json': 'application/json' };

/**
 * The repository's /examples/ and /dist/ as an operator's static web server serves them, with the
 * example pages' hub address replaced by the test hub's (the pages say localhost:8080), and any
 * extra `pages` (path → HTML) a test writes as an operator's own.
 */
export async function serveExamples(pages: Readonly<Record<string, string>> = {}): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (Object.hasOwn(pages, pathname)) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(pages[pathname]);
      return;
    }
    const file = path.join(ROOT, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(ROOT) || !(pathname.startsWith('/examples/') || pathname.startsWith('/dist/'))) {
      response.writeHead(404).end();
      return;
    }
    try {
      let body: Buffer | string = await readFile(file);
      if (file.endsWith('.html')) body = body.toString('utf8').replaceAll(EXAMPLE_HUB, HUB_URL);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
