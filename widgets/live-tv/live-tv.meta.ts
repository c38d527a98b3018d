/** Live TV: channels, the channel player and the TV guide (spec 000 §2, 002 §7). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-live-tv',
  description:
    "Live TV channels (logo, number, name, what is on now), the TV guide of channels × programmes over 24 hours with a now-line (keyboard, D-pad and remote: arrow keys move through the grid, Enter opens the channel), and the channel player. The player receives the stream address and title as navigation state (a channel tile or guide entry passes them); opened without it, it says so and links to the channels. Signs in to the VOD provider by itself. Shows /channels and /channel/{id}, and the same views under the VOD area's routes (/vod/overview/channels, /vod/channel/{id}, /vod/theo/{id}), which lido-vod links to.",
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['channels', 'guide', 'channel'],
      default: 'channels',
      description: 'channels: the channel list (/channels); guide: the same page opened on the TV guide; channel: the channel player (/channel/{channel-id}).',
    },
    { name: 'channel-id', prop: 'channelId', type: 'string', description: 'Channel id for view="channel".' },
  ],
  events: [],
  parts: [
    { name: 'root', description: 'The whole live TV area.' },
    { name: 'channel', description: 'One channel tile (a link to its player).' },
    { name: 'guide', description: 'The TV guide.' },
    { name: 'guide-details', description: 'The panel under the guide describing the focused programme.' },
    { name: 'player', description: 'The channel player.' },
    { name: 'error', description: 'An error message.' },
  ],
  cssProperties: [{ name: '--lido-guide-height', description: 'Height of the TV guide grid.', default: 'min(70vh, 640px)' }],
  pages: [
    { pattern: '/vod/overview/channels', attributes: { view: 'channels' }, spec: '000 §2' },
    { pattern: '/vod/channel/:id', attributes: { view: 'channel', 'channel-id': ':id' }, spec: '000 §2' },
    { pattern: '/vod/theo/:id', attributes: { view: 'channel', 'channel-id': ':id' }, spec: '000 §2' },
    { pattern: '/channels', attributes: { view: 'channels' }, spec: '000 §2' },
    { pattern: '/channel/:id', attributes: { view: 'channel', 'channel-id': ':id' }, spec: '000 §2' },
  ],
  // Also the channel routes of the VOD area (000 §2), which lido-vod links to.
  routes: ['/channels', '/channel', '/vod/overview/channels', '/vod/channel', '/vod/theo'],
} as const satisfies WidgetMeta;
