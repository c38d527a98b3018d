/**
 * Helpers of the media widgets' browser tests (not a test file itself). Each test file runs in its
 * own page against the one real demo hub web-test-runner starts (tests/helpers/wtr-demo-hub.mjs).
 */
import { getCore } from '../../core/index';
import type { DeviceConfig } from '../../core/hub/config';
import { vodRuntime } from '../../core/hub/vod';
import { assert, nextTask, waitFor } from '../../tests/helpers/assert';

export const core = getCore();

export function hubUrl(): string {
  const url = (window as Window & { lidoConfig?: { hubUrl?: string } }).lidoConfig?.hubUrl;
  assert(url, 'window.lidoConfig.hubUrl is not set: is the demo hub plugin in web-test-runner.config.mjs?');
  return url;
}

/**
 * The provider accounts come from the hub's devices/config (vodConfiguration.username / password,
 * seanetConfiguration { url, username, password }); the bundle has none. Loads the configuration
 * and checks the hub sent them.
 */
export async function useProviderConfiguration(): Promise<DeviceConfig> {
  await core.config.load();
  const device = core.config.state.getState().device;
  assert(device, `devices/config did not load: ${JSON.stringify(core.config.state.getState().error)}`);
  assert(device.vodConfiguration?.username, 'devices/config carries the VOD provider account');
  assert((device as { seanetConfiguration?: { url?: string } }).seanetConfiguration?.url, 'devices/config carries the second catalogue');
  return device;
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

export interface Fault {
  pattern: string;
  status?: number;
  emptyList?: boolean;
  latencyMs?: number;
  malformedJson?: boolean;
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

// ── The VOD provider, asked directly (to check what the widget recorded) ──────────────────

/** A call to the provider with the page's own VOD session (token and device). */
export async function provider<T>(path: string, query: Record<string, string | number>): Promise<{ code: number; data: T }> {
  const vod = vodRuntime(core).slices.vod.getState();
  const params = new URLSearchParams({ api_version: '3', token: vod.maxicastertoken ?? '', device_uuid: vod.deviceUuid ?? '' });
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  const response = await fetch(`${hubUrl()}/vod-api/${path}?${params}`);
  return (await response.json()) as { code: number; data: T };
}

/** Starts each test file with no stored session (localStorage is shared by the files of a run). */
export function forgetStoredState(): void {
  for (const name of Object.keys(localStorage)) if (name.startsWith('lido:')) localStorage.removeItem(name);
}
