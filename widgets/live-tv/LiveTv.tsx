/**
 * <lido-live-tv>: live channels, the channel player and the TV guide (000 §2, 002 §7). The same
 * components serve /channels and /channel/{id}, and — inside <lido-vod> — /vod/overview/channels,
 * /vod/channel/{id} and /vod/theo/{id}.
 */
import { useLayoutEffect, useState } from 'react';
import liveTvSheet from './live-tv.css';
import { readNavigationState } from '../../core/navigation/nav-state';
import { useRoute, useShadowRoot, useT, type WidgetProps } from '../../core/react/index';
import { EmptyState } from '../../core/ui/EmptyState';
import { Loading } from '../../core/ui/Loading';
import { ErrorNotice, NotFoundNotice, Notice } from '../../core/ui/Notice';
import { StreamPlayer } from '../../core/ui/player/StreamPlayer';
import { RouteLink } from '../../core/ui/RouteLink';
import { SignInFailedNotice, VodGate } from '../../core/ui/VodGate';
import { channelPath, channelsPath, isChannelPlayerState, useChannels, type ChannelPlayerState, type LiveTvBase } from './channels';
import { ChannelList } from './ChannelList';
import { TvGuide } from './TvGuide';
import type meta from './live-tv.meta';

export type LiveTvRoute = { view: 'channels' | 'guide' } | { view: 'channel'; channelId: string } | { view: 'not-found' };

export function parseLiveTvPath(path: string): LiveTvRoute {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (parts.length === 1 && parts[0] === 'channels') return { view: 'channels' };
  if (parts.length === 2 && parts[0] === 'channel' && /^\d+$/.test(parts[1]!)) return { view: 'channel', channelId: parts[1]! };
  return { view: 'not-found' };
}

export function LiveTv({ view, channelId }: WidgetProps<typeof meta>) {
  const routed = useRoute();
  const route: LiveTvRoute = routed
    ? parseLiveTvPath(routed.path)
    : view === 'channel'
      ? channelId ? { view: 'channel', channelId } : { view: 'not-found' }
      : { view };
  return (
    <div className="live-tv" part="root">
      <VodGate>
        <LiveTvView route={route} base="root" />
      </VodGate>
    </div>
  );
}

/**
 * Live TV inside <lido-vod> (its gate already signed in). The guide's sheet comes with this lazy
 * chunk and joins the VOD element's sheets on first use, so the catalogue does not carry it.
 */
export function LiveTvInVod({ view, channelId }: { view: 'channels' | 'channel'; channelId?: string }) {
  const root = useShadowRoot();
  useLayoutEffect(() => {
    if (!root.adoptedStyleSheets.includes(liveTvSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, liveTvSheet];
  }, [root]);
  return <LiveTvView route={view === 'channel' && channelId ? { view: 'channel', channelId } : { view: 'channels' }} base="vod" />;
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
  const { channels, status, error, retry } = useChannels();
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
      {status === 'signin-failed' && <SignInFailedNotice onRetry={retry} />}
      {status === 'error' && <ErrorNotice error={error ?? { key: 'noDetailedMessage' }} onRetry={retry} />}
      {status === 'loading' && channels.length === 0 && <Loading />}
      {channels.length > 0 && (tab === 'list' ? <ChannelList channels={channels} base={base} /> : <TvGuide channels={channels} base={base} />)}
      {status === 'complete' && channels.length === 0 && <EmptyState>{t('live.empty')}</EmptyState>}
    </section>
  );
}

/**
 * The channel player: the stream address and title come as navigation state (000 §2). Opened
 * without it (a bookmark, another tab), it says so clearly (002 §8) and links to the channels.
 */
function ChannelPlayer({ channelId, base }: { channelId: string; base: LiveTvBase }) {
  const t = useT('vod');
  const routed = useRoute();
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
    <section className="view player" aria-labelledby="live-player-title">
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
