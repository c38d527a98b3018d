/**
 * Helpers every widget browser test shares (not a test file itself). The page runs against the
 * real demo hub that web-test-runner starts (tests/helpers/wtr-demo-hub.mjs):
 * window.lidoConfig.hubUrl points at it before the core is created.
 */
import { getCore } from '../../core/index';
import { authenticationFromResponse, loginByAccountIdCabinNoAndPinNo, loginByPassenger, type PinLogin } from '../../core/hub/auth';
import { deviceModules, type DeviceConfig } from '../../core/hub/config';
import { QUERY_CACHE_KEY } from '../../core/query/layer';
import { assert, nextTask, waitFor } from './assert';

export const core = getCore();

export function hubUrl(): string {
  const url = (window as Window & { lidoConfig?: { hubUrl?: string } }).lidoConfig?.hubUrl;
  assert(url, 'window.lidoConfig.hubUrl is not set: is the demo hub plugin in web-test-runner.config.mjs?');
  return url;
}

const places: HTMLElement[] = [];
/** The page as loaded: an element's place in the URL (core/element/navigation.ts) ends with its test. */
const START_URL = location.href;

/** Puts markup in the page; removed again by cleanUp(). */
export function place<T extends HTMLElement = HTMLElement>(html: string, width?: number): T {
  const container = document.createElement('div');
  if (width) container.style.width = `${width}px`;
  container.innerHTML = html;
  document.body.append(container);
  places.push(container);
  return container.firstElementChild as T;
}

const realNow = Date.now.bind(Date);

/**
 * Sets the page's clock (Date.now, which the widgets read) to today at hh:mm:30 local time; it
 * keeps running from there; restoreClock() (in afterEach) puts the real one back. Tests whose dates follow the
 * ship's day pin the hour so they do not depend on when they run (at 23:30 UTC the ship, an hour
 * ahead, is already in the next day).
 */
export function clockAt(hours: number, minutes: number): void {
  const target = new Date(realNow());
  target.setHours(hours, minutes, 30, 0);
  const offset = target.getTime() - realNow();
  Date.now = () => realNow() + offset;
}

export function restoreClock(): void {
  Date.now = realNow;
}

export async function cleanUp(): Promise<void> {
  for (const container of places.splice(0)) container.remove();
  if (location.href !== START_URL) history.replaceState(null, '', START_URL);
  await clearFaults();
  // Every test starts with an empty query cache, in memory and in storage.
  core.queryClient.clear();
  localStorage.removeItem(QUERY_CACHE_KEY);
  if (core.i18n.language !== 'en') await core.i18n.changeLanguage('en');
  await restoreHubDocs();
  await nextTask();
}

export const $ = <T extends Element = HTMLElement>(host: Element, selector: string) => host.shadowRoot?.querySelector<T>(selector) ?? null;
export const $$ = <T extends Element = HTMLElement>(host: Element, selector: string) => [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
export const text = (host: Element, selector: string) => $(host, selector)?.textContent?.trim() ?? '';

/** Waits until `selector` is rendered in the host's shadow root. */
export function until<T extends Element = HTMLElement>(host: Element, selector: string, timeout = 8000): Promise<T> {
  return waitFor(() => $<T>(host, selector), timeout, `${selector} in <${host.localName}>`);
}

/** Waits until an element matching `selector` contains `content`. */
export function untilText(host: Element, selector: string, content: string, timeout = 8000): Promise<HTMLElement> {
  return waitFor(() => $$(host, selector).find((element) => element.textContent?.includes(content)), timeout, `"${content}" in ${selector}`);
}

/** Types into an input the way a guest does (React tracks the native value setter). */
/**
 * Resolves once the page is quiet: no hub read or write in flight for three animation frames, so
 * React has committed whatever the answers brought. What a test then finds absent is absent for a
 * reason, not because it looked too early (the positive signal a fixed sleep only hopes for).
 */
export async function settled(timeout = 5000): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const started = performance.now();
  let quietFrames = 0;
  while (quietFrames < 3) {
    await frame();
    quietFrames = core.queryClient.isFetching() + core.queryClient.isMutating() === 0 ? quietFrames + 1 : 0;
    assert(performance.now() - started < timeout, `the page did not settle within ${timeout} ms`);
  }
}

export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function key(target: Element, name: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
}

// ── Demo hub admin (faults) ────────────────────────────────────────────────────────────────

/** A demo hub fault (demo-hub/README.md, "Faults"). */
export interface Fault {
  pattern: string;
  status?: number;
  /** body of a `status` fault: JSON (default), a proxy's HTML page, a Java stack trace, JSON whose message is an exception */
  errorBody?: 'json' | 'html' | 'stacktrace' | 'exception';
  /** the socket is destroyed without an answer (hub unreachable) */
  unreachable?: boolean;
  emptyList?: boolean;
  latencyMs?: number;
  malformedJson?: boolean;
  /** Half the answer, then the connection is cut: the browser sees a network failure. */
  dropStream?: boolean;
  times?: number;
  /** only requests whose Referer contains this text (the fault matrix scopes each case to its page) */
  referer?: string;
}

export async function addFault(fault: Fault): Promise<void> {
  const response = await fetch(`${hubUrl()}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert(response.ok, `could not add fault ${fault.pattern}: ${response.status}`);
}

/** Clears every fault. No parameter: tests pass it to mocha hooks as is (`afterEach(clearFaults)`). */
export async function clearFaults(): Promise<void> {
  await fetch(`${hubUrl()}/__admin/faults`, { method: 'DELETE' });
}

/** Clears the faults of one `referer` scope only (other tests on the same hub keep theirs). */
export async function clearScopedFaults(referer: string): Promise<void> {
  await fetch(`${hubUrl()}/__admin/faults?referer=${encodeURIComponent(referer)}`, { method: 'DELETE' });
}

/**
 * Replaces the faults of one `referer` scope by `fault` with no moment between them without a
 * fault: a write retried in that gap would get through (the hub applies the first status it holds,
 * so the new fault is added first and the old ones removed after).
 */
export async function replaceScopedFaults(referer: string, fault: Fault): Promise<void> {
  const response = await fetch(`${hubUrl()}/__admin/faults?referer=${encodeURIComponent(referer)}`);
  assert(response.ok, `could not list the faults of ${referer}: ${response.status}`);
  const old = (await response.json()) as Array<{ id: number }>;
  await addFault({ ...fault, referer });
  for (const { id } of old) await fetch(`${hubUrl()}/__admin/faults/${id}`, { method: 'DELETE' });
}

/** How often the faults of one `referer` scope applied so far. */
export async function faultHits(referer: string): Promise<number> {
  const response = await fetch(`${hubUrl()}/__admin/faults?referer=${encodeURIComponent(referer)}`);
  assert(response.ok, `could not list the faults of ${referer}: ${response.status}`);
  return ((await response.json()) as Array<{ hits: number }>).reduce((sum, fault) => sum + fault.hits, 0);
}

// ── Demo hub admin (documents) ─────────────────────────────────────────────────────────────

const replacedDocs: Array<{ path: string; original: unknown }> = [];

/**
 * Puts a test's own fixture in place of a seeded hub document (PUT /__admin/docs/{kind}/{id}):
 * `edit` gets the stored document and returns the fixture (hostile HTML for a sanitising test,
 * tests/helpers/hostile.ts). cleanUp() puts the original back.
 */
export async function replaceHubDoc<T>(kind: string, id: string | number, edit: (doc: T) => T): Promise<void> {
  const path = `${hubUrl()}/__admin/docs/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}`;
  const stored = await fetch(path);
  assert(stored.ok, `no ${kind} document ${id} on the demo hub: ${stored.status}`);
  const original = (await stored.json()) as T;
  replacedDocs.push({ path, original });
  const put = await fetch(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(edit(structuredClone(original))) });
  assert(put.ok, `could not replace ${kind} document ${id}: ${put.status}`);
}

/** Puts back every document replaceHubDoc() replaced (latest first). */
export async function restoreHubDocs(): Promise<void> {
  for (const { path, original } of replacedDocs.splice(0).reverse()) {
    await fetch(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(original) });
  }
}

/** Today (+ offset days) as dd/mm/yyyy, the hub's date form. */
export function dmy(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** Resets the demo hub: wiped and seeded again (sessions end, faults cleared). */
export async function resetHub(): Promise<void> {
  const response = await fetch(`${hubUrl()}/__admin/reset`, { method: 'POST' });
  assert(response.ok, `could not reset the demo hub: ${response.status}`);
}

// ── Guests and devices ─────────────────────────────────────────────────────────────────────

/** Today as dd/mm/yyyy (the demo voyage departs today). */
function todayDmy(): string {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/**
 * Signs in through the page's core, as the sign-in widget would: the demo lead guest (booking
 * LIDO123, John Smith, account 100200, cabin 7012) or an account with its PIN.
 */
export async function signIn(as: 'lead' | PinLogin = 'lead'): Promise<void> {
  const answer =
    as === 'lead'
      ? await loginByPassenger(core.hub, { bookingReference: 'LIDO123', lastName: 'Smith', departureDate: todayDmy() })
      : await loginByAccountIdCabinNoAndPinNo(core.hub, as);
  core.stores.authentication.setState(authenticationFromResponse(answer));
}

/** Logout: every personal slice, query and queued write of the guest goes. */
export function signOut(): void {
  core.stores.wipePersonalData();
}

/** The session id of the signed-in guest (for calls a test makes to the hub itself). */
export function sessionHeader(): Record<string, string> {
  const sessionId = core.stores.authentication.getState().sessionId;
  assert(sessionId, 'not signed in');
  return { 'X-Session-Id': sessionId };
}

/** GET a hub call as the signed-in guest (what the hub holds now). */
export async function hubGet<T>(path: string): Promise<T> {
  const response = await fetch(`${hubUrl()}/api/${path}`, { headers: sessionHeader() });
  assert(response.ok, `GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The read status of one of the guest's cabin messages, as the hub holds it ('Sent' or 'Read'). */
export async function cabinMessageStatus(sourceMessageId: string): Promise<string | undefined> {
  const messages = await hubGet<{ sourceMessageId: string; recipientMessageStatus: string }[]>('cabinmessage/get/app');
  return messages.find((message) => message.sourceMessageId === sourceMessageId)?.recipientMessageStatus;
}

/**
 * Switches hub UI settings on the demo hub (POST /__admin/ui-settings; `null` clears them) and loads
 * the page's configuration from the hub again, as a device would after the operator's change.
 */
export async function useHubUiSettings(
  settings: Record<string, unknown> | null,
  deviceType: Parameters<typeof useHubDeviceConfig>[0] = 'Browser',
): Promise<void> {
  const response = await fetch(`${hubUrl()}/__admin/ui-settings`, {
    method: settings === null ? 'DELETE' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: settings === null ? undefined : JSON.stringify(settings),
  });
  assert(response.ok, `ui-settings answered ${response.status}`);
  await useHubDeviceConfig(deviceType);
}

/**
 * Makes the hub answer as another variant (its hubType, modules and data: POST /__admin/variant)
 * and loads its device configuration into the page, as a device of that installation would.
 */
export async function useHubVariant(hubType: 'Cruise' | 'Resort' | 'Airline' | 'Airport' | 'Bus', deviceType: 'Browser' | 'Kiosk' = 'Browser'): Promise<void> {
  await fetch(`${hubUrl()}/__admin/variant`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ hubType }) });
  await useHubDeviceConfig(deviceType);
}

/**
 * Loads the hub's real device configuration for a device type (the hub answers per ?deviceType=
 * and ?authType=) and makes it the page's configuration, as a device of that type would see it.
 */
export async function useHubDeviceConfig(
  deviceType: 'Browser' | 'Kiosk' | 'DigitalSignage' | 'App',
  authType?: 'Passenger' | 'PmsAccount' | 'PmsAccountPin' | 'CardSwipe' | 'PmsName' | 'External',
): Promise<DeviceConfig> {
  const query = new URLSearchParams({ deviceType, ...(authType ? { authType } : {}) });
  // The page's own first load must not land after (and over) this one.
  await core.config.load();
  const device = (await (await fetch(`${hubUrl()}/api/devices/config?${query}`)).json()) as DeviceConfig;
  core.config.state.setState({ status: 'ready', device, error: null });
  // as the core applies a loaded configuration: the profile's modules (what the home tiles follow)
  core.stores.modules.setState({ modules: deviceModules(device) });
  // An attribute change recomputes the configuration; a device type that stays the same (another
  // authType) would not, so the attribute passes through another value first.
  core.config.applyAttributes({ 'device-type': deviceType === 'App' ? 'Browser' : 'App' });
  core.config.applyAttributes({ 'device-type': deviceType });
  return device;
}
