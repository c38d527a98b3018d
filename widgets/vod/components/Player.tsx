/**
 * /vod/{id}: the VOD and audio player (000 §2). Playout assets first; the title's details 500 ms
 * later (000 §9). It resumes from the last position and reports the position with setPosition
 * while playing, on pause, at the end and on exit (000 §7, §8).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { readNavigationState } from '../../../core/navigation/nav-state';
import {
  DETAIL_FETCH_DELAY_MS,
  DETAIL_INCLUDE,
  fetchPlayoutAssets,
  getVods,
  reportPosition,
  toVodError,
  type PlayoutAssets,
  type VodItem,
} from '../../../core/hub/vod';
import { ensureVodSession } from '../../../core/session/vod-actions';
import { vodItemTransitions, vodTransitions, type VodMessage } from '../../../core/session/vod-slices';
import { useCore, useNavigate, useRoute, useSlice, useT } from '../../../core/react/index';
import { ALL_TYPES, posterOf } from '../titles';
import { vodPath, type VodRoute } from '../routes';
import { runVod, useVodQuery, useVodRuntime } from '../vod-data';
import { Button } from '../../../core/ui/Button';
import { Loading } from '../../../core/ui/Loading';
import { ErrorNotice, useErrorText } from '../../../core/ui/Notice';
import type { StreamSource } from '../../../core/ui/player/media-engine';
import { StreamPlayer } from '../../../core/ui/player/StreamPlayer';
import { SignInFailedNotice } from '../../../core/ui/VodGate';
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
    return { view: 'audio', itemId: String(details.series_info.series_id), season: details.series_info.season ? String(details.series_info.season) : undefined };
  }
  return { view: 'detail', itemId };
}

export function Player({ itemId }: { itemId: string }) {
  const t = useT('vod');
  const navigate = useNavigate();
  const routed = useRoute();
  const { slices, client } = useVodRuntime();
  const vodId = Number(itemId);
  const path = vodPath({ view: 'player', itemId });
  const requestedStart = useMemo(() => {
    const state = (routed?.path === path ? routed.state : undefined) ?? readNavigationState<PlayerRouteState>(path);
    return state && typeof state === 'object' && typeof (state as PlayerRouteState).startAt === 'number' ? (state as PlayerRouteState).startAt : undefined;
  }, [routed, path]);

  const { state, retry } = useVodQuery(`assets:${itemId}`, async (vod, signal) => {
    const assets = await fetchPlayoutAssets(vod, vodId, { signal });
    slices.voditem.setState((s) => vodItemTransitions.assetsSet(s, assets));
    return assets;
  });
  const details = useSlice(slices.voditem, (s) => (s.voddetails?.id === vodId ? s.voddetails : null));
  // The position to resume from is decided once, when the assets arrive.
  const start = useRef<number | null>(null);
  if (state.status === 'ready' && start.current === null) {
    start.current = requestedStart ?? details?.last_playback_status?.position_seconds ?? state.data.position_seconds ?? 0;
  }

  // 000 §9: the detail fetch waits 500 ms after the assets fetch.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      runVod(slices, () => getVods(client, { vod_ids: [vodId], types: ALL_TYPES, include: DETAIL_INCLUDE }, { signal: controller.signal }))
        .then((page) => slices.voditem.setState((s) => vodItemTransitions.detailsSet(s, page.vods?.[0] ?? null)))
        .catch(() => {});
    }, DETAIL_FETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state.status, slices, client, vodId]);

  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const reportError = usePositionReports(media, vodId);
  const source = useMemo(
    () => (state.status === 'ready' ? chooseAsset(state.data, (mime) => document.createElement(isAudio(state.data) ? 'audio' : 'video').canPlayType(mime) !== '') : null),
    [state],
  );
  const messageText = useErrorText();
  const title = details?.title ?? (state.status === 'ready' ? state.data.title : undefined) ?? '';

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
      {state.status === 'loading' && <Loading label={t('player.loading')} />}
      {state.status === 'signin-failed' && <SignInFailedNotice onRetry={retry} />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={retry} />}
      {state.status === 'ready' && !source && <ErrorNotice error={{ key: 'errorRetrievingPlayoutAssets' }} onRetry={retry} />}
      {state.status === 'ready' && source && (
        <StreamPlayer
          source={source}
          kind={isAudio(state.data) ? 'audio' : 'video'}
          title={title}
          startPosition={start.current ?? 0}
          poster={details ? (details.images?.backdrop ?? posterOf(details)) : undefined}
          onMedia={setMedia}
          onFatal={(message) => slices.vod.setState((s) => vodTransitions.mediaFailed(s, { key: 'mediaError', detail: message }))}
        />
      )}
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
  const { slices, client } = useVodRuntime();
  const [error, setError] = useState<VodMessage | null>(null);

  useEffect(() => {
    if (!media) return;
    let lastReported = -1;
    let lastKnown = media.currentTime;
    const report = (seconds: number, keepalive = false) => {
      const position = Math.max(0, Math.floor(seconds));
      if (position === lastReported) return;
      lastReported = position;
      void (async () => {
        try {
          if (!(await ensureVodSession(core))) return;
          const recorded = await runVod(slices, () => reportPosition(client, vodId, position, { keepalive }));
          slices.voditem.setState((s) => vodItemTransitions.positionRecorded(s, vodId, recorded));
          setError(null);
        } catch (caught) {
          // Reported again at the next occasion.
          lastReported = -1;
          setError(toVodError(caught).reason);
        }
      })();
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
  }, [media, vodId, core, slices, client]);

  return error;
}
