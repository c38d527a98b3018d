/**
 * Helpers of the media widgets' browser tests (VOD, live TV, the second catalogue; not a test file itself). Each test file runs in its
 * own page against the one real demo hub web-test-runner starts (tests/helpers/wtr-demo-hub.mjs).
 */
import type { DeviceConfig } from '../../core/hub/config';
import type { VodItem } from '../../core/hub/vod';
import { itemsOf, type PagedData } from '../../core/query/paged';
import { vodRuntime } from '../../core/session/vod-actions';
import { assert } from './assert';
import { core, hubUrl } from './widget-page';

export * from './widget-page';

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

// ── The provider's answers where they live: the query cache (core/query/vod.ts) ─────────────

/**
 * A paged list of the VOD provider as the page's query cache holds it (the most recently updated
 * one whose arguments `match`): its titles, each once, and whether it has ended — 000 §4's
 * maxReached: the last page asked for came back empty.
 */
export function cachedList(
  call: 'getVods' | 'watchlist' | 'episodes',
  match: (args: unknown[]) => boolean = () => true,
): { items: VodItem[]; maxReached: boolean } {
  const query = core.queryClient
    .getQueryCache()
    .findAll({ queryKey: ['vod', call] })
    .filter((candidate) => match(candidate.queryKey[2] as unknown[]))
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
    .at(-1);
  const pages = (query?.state.data as PagedData<VodItem> | undefined)?.pages ?? [];
  return { items: itemsOf(pages, (item) => item.id), maxReached: pages.length > 0 && pages.at(-1)!.length === 0 };
}

/** The cached title with this id (details, as the detail page and the player show it). */
export function cachedTitle(id: number): VodItem | null {
  const found = core.queryClient
    .getQueriesData<VodItem | null>({ queryKey: ['vod', 'title'] })
    .map(([, data]) => data)
    .find((data) => data?.id === id);
  return found ?? null;
}
