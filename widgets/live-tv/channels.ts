/**
 * Live channels with their programme guide (002 §7: channels/getChannelData with streams, logos
 * and epg), read through the query layer (core/query/vod.ts: vodChannelsQuery). The first page is
 * small so the first screen shows at once; the rest follows in the background in larger pages.
 * The list, the guide and the player share the one cached list.
 */
import type { EpgProgram, VodChannel } from '../../core/hub/vod';
import { useHubPagedQuery } from '../../core/query/paged';
import { CHANNEL_PAGES, vodChannelsQuery } from '../../core/query/vod';

const channelKey = (channel: VodChannel) => channel.id;

/** Every channel: the first page at once, the others one after the other. */
export function useChannels() {
  return useHubPagedQuery(vodChannelsQuery, [], { ...CHANNEL_PAGES, itemKey: channelKey, loadAll: true });
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
