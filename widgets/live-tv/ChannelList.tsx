/** The live channel list: logo, number, name and what is on now; a tile opens the channel player. */
import type { VodChannel } from '../../core/hub/vod';
import { useT } from '../../core/react/index';
import { Picture } from '../../core/ui/Picture';
import { RouteLink } from '../../core/ui/RouteLink';
import { VirtualGrid } from '../../core/ui/VirtualGrid';
import { channelPlayerState, programsOf, channelPath, type LiveTvBase } from './channels';

export function ChannelList({ channels, base }: { channels: readonly VodChannel[]; base: LiveTvBase }) {
  const t = useT('vod');
  const now = Date.now();
  return (
    <VirtualGrid
      items={channels}
      getKey={(channel) => channel.id}
      label={t('live.channels')}
      ratio={0.5625}
      captionHeight={64}
      complete
      renderTile={(channel, _index, focus) => {
        const programs = programsOf(channel);
        const current = programs.find((program) => program.start <= now && now < program.end);
        return (
          <RouteLink
            to={channelPath(base, channel.id)}
            state={channelPlayerState(channel) ?? undefined}
            className="tile channel-tile"
            part="channel"
            tabIndex={focus.tabIndex}
            data-index={focus['data-index']}
          >
            <Picture src={channel.logos?.default} className="tile-image logo" />
            <span className="tile-title">
              {channel.number !== undefined && <span className="channel-number">{channel.number} </span>}
              {channel.name}
            </span>
            <span className="tile-subtitle">{current ? t('live.nowPlaying', { name: current.name }) : t('live.noProgramme')}</span>
          </RouteLink>
        );
      }}
    />
  );
}
