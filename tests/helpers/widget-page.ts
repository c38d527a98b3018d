/**
 * Helpers every widget browser test shares (not a test file itself). The page runs against the
 * real demo hub that web-test-runner starts (tests/helpers/wtr-demo-hub.mjs):
 * window.lidoConfig.hubUrl points at it before the core is created.
 */
import type { DeviceConfig } from '../../core/hub/config';
import { getCore } from '../../core/index';
import { QUERY_CACHE_KEY } from '../../core/query/layer';
import { assert, nextTask, waitFor } from './assert';

export const core = getCore();

export function hubUrl(): string {
  const url = (window as Window & { lidoConfig?: { hubUrl?: string } }).lidoConfig?.hubUrl;
  assert(url, 'window.lidoConfig.hubUrl is not set: is the demo hub plugin in web-test-runner.config.mjs?');
  return url;
}

const places: HTMLElement[] = [];

/** Puts markup in the page; removed again by cleanUp(). */
export function place<T extends HTMLElement = HTMLElement>(html: string, width?: number): T {
  const container = document.createElement('div');
  if (width) container.style.width = `${width}px`;
  container.innerHTML = html;
  document.body.append(container);
  places.push(container);
  return container.firstElementChild as T;
}

export async function cleanUp(): Promise<void> {
  for (const container of places.splice(0)) container.remove();
  await clearFaults();
  // Every test starts with an empty query cache, in memory and in storage.
  core.queryClient.clear();
  localStorage.removeItem(QUERY_CACHE_KEY);
  if (core.i18n.language !== 'en') await core.i18n.changeLanguage('en');
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
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
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
  /** body of a `status` fault: JSON (default), a proxy's HTML page, a Java stack trace */
  errorBody?: 'json' | 'html' | 'stacktrace';
  /** the socket is destroyed without an answer (hub unreachable) */
  unreachable?: boolean;
  emptyList?: boolean;
  latencyMs?: number;
  malformedJson?: boolean;
  /** Half the answer, then the connection is cut: the browser sees a network failure. */
  dropStream?: boolean;
  times?: number;
}

export async function addFault(fault: Fault): Promise<void> {
  const response = await fetch(`${hubUrl()}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert(response.ok, `could not add fault ${fault.pattern}: ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${hubUrl()}/__admin/faults`, { method: 'DELETE' });
}

// ── Device configuration ───────────────────────────────────────────────────────────────────

/**
 * Loads the hub's real device configuration for a device type (the hub answers per
 * ?deviceType=) and makes it the page's configuration, as a device of that type would see it.
 */
export async function useHubDeviceConfig(deviceType: 'Browser' | 'Kiosk' | 'DigitalSignage' | 'App'): Promise<DeviceConfig> {
  const device = (await (await fetch(`${hubUrl()}/api/devices/config?deviceType=${deviceType}`)).json()) as DeviceConfig;
  core.config.state.setState({ status: 'ready', device, error: null });
  core.config.applyAttributes({ 'device-type': deviceType });
  return device;
}

/** Today (+ offset days) as dd/mm/yyyy, the hub's date form. */
export function dmy(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}
