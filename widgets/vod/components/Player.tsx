/**
 * /vod/{id}: the VOD and audio player (000 §2). Playout assets first; the title's details 500 ms
 * later (000 §9). It resumes from the last position and reports the position with setPosition
 * while playing, on pause, at the end and on exit (000 §7, §8).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { readNavigationState } from '../../../core/navigation/nav-state';
import { ALL_VOD_TYPES, DETAIL_FETCH_DELAY_MS, type PlayoutAssets, type VodItem } from '../../../core/hub/vod';
import { useHubQuery } from '../../../core/query/hooks';
import { runWrite } from '../../../core/query/mutations';
import { positionWrite, vodPlayoutQuery, vodReasonOf, vodTitleQuery } from '../../../core/query/vod';
import { vodRuntime } from '../../../core/session/vod-actions';
import { vodTransitions, type VodMessage } from '../../../core/session/vod-slices';
import { useCore, useNavigate, useRoute, useT } from '../../../core/react/index';
import { posterOf } from '../titles';
import { vodPath, type VodRoute } from '../routes';
import { Button } from '../../../core/ui/Button';
import { ErrorNotice, useErrorText } from '../../../core/ui/Notice';
import type { StreamSource } from '../../../core/ui/player/media-engine';
import { StreamPlayer } from '../../../core/ui/player/StreamPlayer';
import { VodQueryView } from '../../../core/ui/VodGate';
import type { PlayerRouteState } from './Detail';

/** While playing, the position is reported this often. */
export const POSITION_REPORT_INTERVAL_MS = 10_000;

/** The asset this browser plays best: a plain audio file natively, else HLS. */
export function chooseAsset(assets: PlayoutAssets, canPlay: (mime: string) => boolean): StreamSource | null {
  const list = assets.assets ?? [];
  const audio = assets.type === 'audio' || assets.type === 'audio_episode';
  if (audio) {
    const file = list.find((asset) => !/mpegurl/i.test(asset.mime_type) && canPlay(asset.mime_type));
    if (file) return { url: file.url, mimeType: file.mime_type };
  }
  const hls = list.find((asset) => /mpegurl/i.test(asset.mime_type) || asset.format === 'hls');
  if (hls) return { url: hls.url, mimeType: hls.mime_type || 'application/vnd.apple.mpegurl' };
  const any = list.find((asset) => canPlay(asset.mime_type));
  return any ? { url: any.url, mimeType: any.mime_type } : null;
}

/** Where the player's back button leads. */
function backRoute(itemId: string, details: VodItem | null): VodRoute {
  if (details?.type === 'audio_episode' && details.series_info) {
    return {
      view: 'audio',
      itemId: String(details.series_info.series_id),
      season: details.series_info.season ? String(details.series_info.season) : undefined,
    };
  }
  return { view: 'detail', itemId };
}

export function Player({ itemId }: { itemId: string }) {
  const t = useT('vod');
  const core = useCore();
  const navigate = useNavigate();
  const routed = useRoute();
  const vodId = Number(itemId);
  const path = vodPath({ view: 'player', itemId });
  const requestedStart = useMemo(() => {
    const state = (routed?.path === path ? routed.state : undefined) ?? readNavigationState<PlayerRouteState>(path);
    return state && typeof state === 'object' && typeof (state as PlayerRouteState).startAt === 'number' ? (state as PlayerRouteState).startAt : undefined;
  }, [routed, path]);

  const assets = useHubQuery(vodPlayoutQuery, [vodId]);
  const ready = assets.data !== undefined;
  // 000 §9: the detail fetch waits 500 ms after the assets fetch (a title already cached shows at once).
  const [detailsDue, setDetailsDue] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setDetailsDue(true), DETAIL_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  const details = useHubQuery(vodTitleQuery, [vodId, ALL_VOD_TYPES], { enabled: detailsDue }).data ?? null;

  // The position to resume from is decided once, when the assets arrive.
  const start = useRef<number | null>(null);
  if (assets.data && start.current === null) {
    start.current = requestedStart ?? details?.last_playback_status?.position_seconds ?? assets.data.position_seconds ?? 0;
  }

  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const reportError = usePositionReports(media, vodId);
  const source = useMemo(
    () => (assets.data ? chooseAsset(assets.data, (mime) => document.createElement(isAudio(assets.data!) ? 'audio' : 'video').canPlayType(mime) !== '') : null),
    [assets.data],
  );
  const messageText = useErrorText();
  const title = details?.title ?? assets.data?.title ?? '';
  const { vod } = vodRuntime(core).slices;

  return (
    <section className="view player" aria-labelledby="vod-player-title">
      <div className="player-head">
        <Button variant="secondary" className="back" onClick={() => navigate(vodPath(backRoute(itemId, details)))}>
          {t('player.back')}
        </Button>
        <h2 id="vod-player-title" className="view-title">
          {title || t('player.label')}
        </h2>
      </div>
      <VodQueryView query={assets} loading={{ label: t('player.loading') }}>
        {(playout) =>
          source ? (
            <StreamPlayer
              source={source}
              kind={isAudio(playout) ? 'audio' : 'video'}
              title={title}
              startPosition={start.current ?? 0}
              poster={details ? (details.images?.backdrop ?? posterOf(details)) : undefined}
              onMedia={setMedia}
              onFatal={(message) => vod.setState((s) => vodTransitions.mediaFailed(s, { key: 'mediaError', detail: message }))}
            />
          ) : (
            <ErrorNotice error={{ key: 'errorRetrievingPlayoutAssets' }} onRetry={() => void assets.refetch()} />
          )
        }
      </VodQueryView>
      {reportError && (
        <p className="inline-error" role="alert">
          {messageText(reportError)}
        </p>
      )}
    </section>
  );
}

function isAudio(assets: PlayoutAssets): boolean {
  return assets.type === 'audio' || assets.type === 'audio_episode';
}

/**
 * setPosition while playing (every 10 s), on pause, at the end (0: the next play starts from the
 * beginning) and on exit (also when the page goes away). Returns the last reporting error.
 */
function usePositionReports(media: HTMLMediaElement | null, vodId: number): VodMessage | null {
  const core = useCore();
  const [error, setError] = useState<VodMessage | null>(null);

  useEffect(() => {
    if (!media) return;
    let lastReported = -1;
    let lastKnown = media.currentTime;
    const report = (seconds: number, keepalive = false) => {
      const position = Math.max(0, Math.floor(seconds));
      if (position === lastReported) return;
      lastReported = position;
      // A write of the query layer: the recorded position reaches the cached title (positionWrite).
      runWrite(core, positionWrite, { vodId, seconds: position, keepalive }).then(
        () => setError(null),
        (caught: unknown) => {
          // Reported again at the next occasion.
          lastReported = -1;
          setError(vodReasonOf(caught));
        },
      );
    };
    const onTime = () => {
      if (media.currentTime > 0) lastKnown = media.currentTime;
    };
    const onPause = () => {
      // A stream being torn down pauses at 0: not a position the guest chose.
      if (!media.ended && media.currentTime > 0) report(media.currentTime);
    };
    const onEnded = () => {
      lastKnown = 0;
      report(0);
    };
    const onPageHide = () => report(lastKnown, true);
    const interval = setInterval(() => {
      if (!media.paused && !media.ended) report(media.currentTime);
    }, POSITION_REPORT_INTERVAL_MS);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(interval);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the player: where the guest stopped (a finished title already reported 0). The
      // element may already be emptied by the stream's own cleanup: then the last time seen counts.
      if (!media.ended) {
        const stoppedAt = Math.max(lastKnown, media.currentTime);
        if (stoppedAt > 0) report(stoppedAt, true);
      }
    };
  }, [media, vodId, core]);

  return error;
}
