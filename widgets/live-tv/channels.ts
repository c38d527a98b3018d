/**
 * Live channels with their programme guide (002 §7: channels/getChannelData with streams, logos
 * and epg). The first page is small so the first screen shows at once; the rest follows in the
 * background in larger pages, appended to the channel slice.
 */
import { useEffect, useState } from 'react';
import { getChannelData, toVodError, type EpgProgram, type VodChannel } from '../../core/hub/vod';
import { ensureVodSession, vodRuntime } from '../../core/session/vod-actions';
import type { LidoCore } from '../../core/index';
import { channelTransitions, type VodMessage } from '../../core/session/vod-slices';
import { useCore, useSlice } from '../../core/react/index';
import { runVod } from '../vod/vod-data';

/** Channels of the first request: enough for the first screen of the list and the guide. */
export const FIRST_PAGE = 40;
/** Channels per background request after the first. */
export const NEXT_PAGE = 200;
/** Programme hours asked for: the guide covers 24 hours. */
export const EPG_HOURS = 24;
/** A loaded channel list is reused this long by the list, the guide and the player. */
export const CHANNELS_FRESH_MS = 5 * 60 * 1000;

export type ChannelsStatus = 'loading' | 'partial' | 'complete' | 'error' | 'signin-failed';

interface LoadState {
  status: ChannelsStatus;
  error: VodMessage | null;
  loadedAt: number;
  promise: Promise<void> | null;
  listeners: Set<() => void>;
}

const loads = new WeakMap<LidoCore, LoadState>();

function loadState(core: LidoCore): LoadState {
  let state = loads.get(core);
  if (!state) {
    state = { status: 'loading', error: null, loadedAt: 0, promise: null, listeners: new Set() };
    loads.set(core, state);
  }
  return state;
}

function update(state: LoadState, patch: Partial<Pick<LoadState, 'status' | 'error' | 'loadedAt'>>): void {
  Object.assign(state, patch);
  for (const listener of [...state.listeners]) listener();
}

/** Loads every channel (once per CHANNELS_FRESH_MS; concurrent callers share the load). */
export function loadChannels(core: LidoCore, force = false): Promise<void> {
  const state = loadState(core);
  const fresh = state.status === 'complete' && Date.now() - state.loadedAt < CHANNELS_FRESH_MS;
  if (state.promise || (fresh && !force)) return state.promise ?? Promise.resolve();
  const { slices, client } = vodRuntime(core);
  update(state, { status: 'loading', error: null });
  state.promise = (async () => {
    try {
      if (!(await ensureVodSession(core))) {
        update(state, { status: 'signin-failed', error: slices.vod.getState().errormessage });
        return;
      }
      const first = await runVod(slices, () => getChannelData(client, { limit: FIRST_PAGE, offset: 0, epg_hours: EPG_HOURS }));
      let channels: VodChannel[] = first.channels ?? [];
      slices.channel.setState((s) => channelTransitions.channelsSet(s, channels));
      let more = channels.length === FIRST_PAGE;
      update(state, { status: more ? 'partial' : 'complete', loadedAt: Date.now() });
      while (more) {
        const page = await runVod(slices, () => getChannelData(client, { limit: NEXT_PAGE, offset: channels.length, epg_hours: EPG_HOURS }));
        const next = page.channels ?? [];
        channels = [...channels, ...next];
        slices.channel.setState((s) => channelTransitions.channelsSet(s, channels));
        more = next.length === NEXT_PAGE;
      }
      update(state, { status: 'complete', loadedAt: Date.now() });
    } catch (caught) {
      const message = toVodError(caught).reason;
      slices.channel.setState((s) => channelTransitions.failed(s, message));
      // Channels already shown stay; the message says the rest is missing.
      update(state, { status: 'error', error: message });
    } finally {
      state.promise = null;
    }
  })();
  return state.promise;
}

/** The channel slice plus the load status; starts the load. */
export function useChannels(): { channels: VodChannel[]; status: ChannelsStatus; error: VodMessage | null; retry: () => void } {
  const core = useCore();
  const { slices } = vodRuntime(core);
  const channels = useSlice(slices.channel, (s) => s.channels);
  const state = loadState(core);
  const [, rerender] = useState(0);
  useEffect(() => {
    const listener = () => rerender((n) => n + 1);
    state.listeners.add(listener);
    void loadChannels(core);
    return () => {
      state.listeners.delete(listener);
    };
  }, [core, state]);
  return { channels, status: state.status, error: state.error, retry: () => void loadChannels(core, true) };
}

export interface TimedProgram extends EpgProgram {
  start: number;
  end: number;
}

const parsed = new WeakMap<VodChannel, TimedProgram[]>();

/** A channel's programmes with parsed times, sorted by start (parsed once per channel object). */
export function programsOf(channel: VodChannel): TimedProgram[] {
  let list = parsed.get(channel);
  if (!list) {
    list = (channel.epg?.programs ?? [])
      .map((program) => ({ ...program, start: Date.parse(program.start_time), end: Date.parse(program.end_time) }))
      .filter((program) => Number.isFinite(program.start) && Number.isFinite(program.end) && program.end > program.start)
      .sort((a, b) => a.start - b.start);
    parsed.set(channel, list);
  }
  return list;
}

/** Index of the first programme ending after `time` (binary search). */
export function firstEndingAfter(programs: readonly TimedProgram[], time: number): number {
  let low = 0;
  let high = programs.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (programs[mid]!.end <= time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The programme on air at `time`, or the next one. */
export function programAt(programs: readonly TimedProgram[], time: number): number {
  return Math.min(firstEndingAfter(programs, time), programs.length - 1);
}

/** Navigation state of the channel player route (000 §2). */
export interface ChannelPlayerState {
  url: string;
  title: string;
}

export function isChannelPlayerState(value: unknown): value is ChannelPlayerState {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as ChannelPlayerState).url === 'string' &&
    (value as ChannelPlayerState).url !== '' &&
    typeof (value as ChannelPlayerState).title === 'string'
  );
}

export function channelPlayerState(channel: VodChannel): ChannelPlayerState | null {
  const url = channel.streams?.find((stream) => stream.url)?.url;
  return url ? { url, title: channel.name } : null;
}

/** Which route family the links use. */
export type LiveTvBase = 'root' | 'vod';

export function channelsPath(base: LiveTvBase): string {
  return base === 'vod' ? '/vod/overview/channels' : '/channels';
}

export function channelPath(base: LiveTvBase, channelId: number | string): string {
  return base === 'vod' ? `/vod/channel/${channelId}` : `/channel/${channelId}`;
}
