/**
 * <lido-live-tv>: live channels, the channel player and the TV guide (000 §2, 002 §7). The same
 * views serve /channels and /channel/{id}, and the VOD area's channel routes /vod/overview/channels,
 * /vod/channel/{id} and /vod/theo/{id} (which <lido-vod> links to), keeping the route family the
 * guest came by.
 */
import { useState } from 'react';
import { readNavigationState } from '../../core/navigation/nav-state';
import { useNavigate, useRoute, useT, type WidgetProps } from '../../core/react/index';
import { ErrorNotice, NotFoundNotice, Notice } from '../../core/ui/Notice';
import { StreamPlayer } from '../../core/ui/player/StreamPlayer';
import { RouteLink } from '../../core/ui/RouteLink';
import { VodGate, VodQueryView } from '../../core/ui/VodGate';
import { channelPath, channelPlayerState, channelsPath, isChannelPlayerState, useChannels, type ChannelPlayerState, type LiveTvBase } from './channels';
import { ChannelList } from './ChannelList';
import { TvGuide } from './TvGuide';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './live-tv.meta';

export type LiveTvRoute = { view: 'channels' | 'guide' } | { view: 'channel'; channelId: string } | { view: 'not-found' };

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** The attributes (the element's, or those an in-place route's page gives) → the view; a channel without a numeric id is not found. */
export function liveTvRoute(view: string | undefined, channelId: string | undefined): LiveTvRoute {
  if (view === 'channel') return isId(channelId) ? { view, channelId } : { view: 'not-found' };
  return view === 'channels' || view === 'guide' ? { view } : { view: 'not-found' };
}

/**
 * An in-place route (a path of the meta's pages) → its view, and the family it belongs to (the
 * VOD area's /vod/…, else /channels…: where its links and the way back from "not found" go).
 * Any other path, a malformed escape too: not found.
 */
export function liveTvRouteOf(path: string): { route: LiveTvRoute; base: LiveTvBase } {
  const attributes = attributesOfPath(meta.pages, path);
  const base = path.startsWith('/vod/') ? 'vod' : 'root';
  return { route: attributes ? liveTvRoute(attributes.view, attributes['channel-id']) : { view: 'not-found' }, base };
}

export function LiveTv({ view, channelId }: WidgetProps<typeof meta>) {
  const routed = useRoute();
  const { route, base } = routed ? liveTvRouteOf(routed.path) : { route: liveTvRoute(view, channelId), base: 'root' as const };
  return (
    <div className="live-tv" part="root">
      <VodGate>
        <LiveTvView route={route} base={base} />
      </VodGate>
    </div>
  );
}

function LiveTvView({ route, base }: { route: LiveTvRoute; base: LiveTvBase }) {
  const t = useT('vod');
  if (route.view === 'channel') return <ChannelPlayer channelId={route.channelId} base={base} />;
  if (route.view === 'not-found') return <NotFoundNotice text={t('notFound')} backTo={channelsPath(base)} backLabel={t('live.backToChannels')} />;
  return <Channels initialTab={route.view === 'guide' ? 'guide' : 'list'} base={base} />;
}

function Channels({ initialTab, base }: { initialTab: 'list' | 'guide'; base: LiveTvBase }) {
  const t = useT('vod');
  const [tab, setTab] = useState(initialTab);
  const { query, moreError, loadMore } = useChannels();
  return (
    <section className="view channels" aria-labelledby="live-tv-title">
      <div className="view-head">
        <h2 id="live-tv-title" className="view-title">
          {t('live.heading')}
        </h2>
        <div className="tabs" role="group" aria-label={t('live.viewChoice')}>
          <button type="button" className={tab === 'list' ? 'tab current' : 'tab'} aria-pressed={tab === 'list'} onClick={() => setTab('list')}>
            {t('live.channels')}
          </button>
          <button type="button" className={tab === 'guide' ? 'tab current' : 'tab'} aria-pressed={tab === 'guide'} onClick={() => setTab('guide')}>
            {t('live.guide')}
          </button>
        </div>
      </div>
      <VodQueryView query={query} isEmpty={(channels) => channels.length === 0} empty={t('live.empty')}>
        {(channels) => (tab === 'list' ? <ChannelList channels={channels} base={base} /> : <TvGuide channels={channels} base={base} />)}
      </VodQueryView>
      {/* Channels already shown stay; the message says the rest is missing. */}
      {moreError !== null && <ErrorNotice error={moreError} onRetry={loadMore} />}
    </section>
  );
}

/**
 * The channel player: the stream address and title come as navigation state (000 §2). Opened
 * without it (a bookmark, another tab), it says so clearly (002 §8) and links to the channels.
 */
/** Channel up / down: PageUp / PageDown (and webOS's channel keys, which send them), the standard key names, Tizen 427 / 428. */
function channelStep(event: { key: string; keyCode?: number }): 1 | -1 | 0 {
  if (event.key === 'PageUp' || event.key === 'ChannelUp' || event.keyCode === 427) return 1;
  if (event.key === 'PageDown' || event.key === 'ChannelDown' || event.keyCode === 428) return -1;
  return 0;
}

function ChannelPlayer({ channelId, base }: { channelId: string; base: LiveTvBase }) {
  const t = useT('vod');
  const routed = useRoute();
  const navigate = useNavigate();
  // the list the guest came from (cached): channel up and down go through it, round
  const channels = useChannels().query.data;
  const zap = (step: 1 | -1) => {
    if (!channels?.length) return;
    const at = channels.findIndex((channel) => String(channel.id) === channelId);
    for (let offset = 1; offset <= channels.length; offset += 1) {
      const next = channels[(((at + step * offset) % channels.length) + channels.length) % channels.length]!;
      const state = channelPlayerState(next);
      if (state) {
        navigate(channelPath(base, next.id), state);
        return;
      }
    }
  };
  const state: ChannelPlayerState | null = (() => {
    const candidates = [
      routed?.state,
      readNavigationState(channelPath(base, channelId)),
      readNavigationState(channelPath(base === 'vod' ? 'root' : 'vod', channelId)),
      readNavigationState(`/vod/theo/${channelId}`),
      typeof location !== 'undefined' ? readNavigationState(location.pathname) : undefined,
    ];
    return (candidates.find(isChannelPlayerState) as ChannelPlayerState | undefined) ?? null;
  })();

  return (
    <section
      className="view player"
      aria-labelledby="live-player-title"
      onKeyDown={(event) => {
        const step = channelStep(event.nativeEvent);
        if (step === 0 || event.defaultPrevented) return;
        event.preventDefault();
        zap(step);
      }}
    >
      <div className="player-head">
        <RouteLink to={channelsPath(base)} className="button secondary back">
          {t('live.backToChannels')}
        </RouteLink>
        <h2 id="live-player-title" className="view-title">
          {state?.title ?? t('live.heading')}
        </h2>
      </div>
      {state ? (
        <StreamPlayer source={{ url: state.url }} kind="video" title={state.title} live />
      ) : (
        <Notice tone="error">
          <p>{t('errorFetchingContent')}</p>
        </Notice>
      )}
    </section>
  );
}
