/**
 * Helpers of the content widgets' browser tests (not a test file itself). The page runs against
 * the real demo hub that web-test-runner starts (tests/helpers/wtr-demo-hub.mjs):
 * window.lidoConfig.hubUrl points at it before the core is created.
 */
import { getCore } from '../../core/index';
import type { DeviceConfig } from '../../core/hub/config';
import type { HubUiSettings } from '../../core/hub/config';
import { assert, nextTask, waitFor } from '../../tests/helpers/assert';

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

/** Types into an input the way a guest does (React tracks the native value setter). */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Full titles of the tiles (a cut title is complete in its caption's title attribute). */
export function tileTitles(host: Element): string[] {
  return $$(host, '.tile').map((tile) => {
    const caption = tile.querySelector('.tile-caption');
    return (caption?.getAttribute('title') ?? caption?.textContent ?? tile.querySelector('.lido-visually-hidden')?.textContent ?? '').trim();
  });
}

// ── Demo hub admin (faults) ────────────────────────────────────────────────────────────────

export interface Fault {
  pattern: string;
  status?: number;
  emptyList?: boolean;
  latencyMs?: number;
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

/** Overrides hub UI settings for this page (settings the demo hub cannot switch per request). */
export function setUiSettings(settings: HubUiSettings): void {
  const configuration = core.stores.configuration.getState();
  core.stores.configuration.setState({
    hubSettings: { ...configuration.hubSettings, uiSettings: { ...configuration.hubSettings.uiSettings, ...settings } },
  });
}

/** The number of grid columns the browser laid out. */
export function columnCount(grid: HTMLElement): number {
  return getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
}

/** Today (+ offset days) as dd/mm/yyyy, the hub's date form. */
export function dmy(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}
