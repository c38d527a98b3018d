/**
 * /vod/overview/audio/{id}: an audio album or audio series; /vod/overview/audio/{id}/{season}: one
 * season of it (000 §2). An album with a single season lists its tracks at once.
 */
import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, DETAIL_INCLUDE, LIST_INCLUDE, getVods } from '../../../core/hub/vod';
import { vodItemTransitions } from '../../../core/session/vod-slices';
import { useSlice, useT } from '../../../core/react/index';
import { posterOf } from '../titles';
import { audioListTarget, usePagedList, useVodQuery, useVodRuntime } from '../vod-data';
import { ErrorNotice, Loading, VodImage } from './parts';
import { ItemNotice, SignInFailedNotice } from './session';
import { EpisodeRow, SeasonNav } from './SeriesView';
import { WatchlistToggle } from './WatchlistToggle';

const TRACK_INCLUDE = [...LIST_INCLUDE, 'descriptions', 'last_playback_status'] as const;

export function AudioAlbum({ albumId, season }: { albumId: string; season?: string }) {
  const { slices } = useVodRuntime();
  const { state, retry } = useVodQuery(`audio:${albumId}`, async (client, signal) => {
    const page = await getVods(client, { vod_ids: [Number(albumId)], types: ['audio_series'], include: DETAIL_INCLUDE }, { signal });
    const item = page.vods?.[0] ?? null;
    slices.voditem.setState((s) => vodItemTransitions.detailsSet(s, item));
    return item;
  });
  const stored = useSlice(slices.voditem, (s) => s.voddetails);
  const album = stored && String(stored.id) === albumId ? stored : state.data;

  if (state.status !== 'ready' || !album) return <ItemNotice state={state} onRetry={retry} />;
  const seasons = album.series_info?.seasons ?? [];
  const shownSeason = season ?? (seasons.length === 1 ? String(seasons[0]!.season) : undefined);

  return (
    <section className="view audio-album" aria-labelledby="vod-album-title">
      <div className="detail-body">
        <VodImage src={posterOf(album)} className="detail-poster square" eager />
        <div className="detail-text">
          <h2 id="vod-album-title" className="view-title">
            {album.title}
          </h2>
          {album.actors && album.actors.length > 0 && <p className="artist">{album.actors.join(', ')}</p>}
          {album.descriptions?.long && <p className="description">{album.descriptions.long}</p>}
          <div className="actions">
            <WatchlistToggle item={album} />
          </div>
        </div>
      </div>
      {seasons.length > 1 && (
        <SeasonNav seasons={seasons} current={shownSeason} view="audio" itemId={albumId} countKey="audio.tracks" />
      )}
      {shownSeason && <Tracks albumId={albumId} season={shownSeason} />}
    </section>
  );
}

function Tracks({ albumId, season }: { albumId: string; season: string }) {
  const t = useT('vod');
  const { slices } = useVodRuntime();
  const target = useMemo(() => audioListTarget(slices), [slices]);
  const list = usePagedList(`tracks:${albumId}:${season}`, target, DEFAULT_PAGE_SIZE, (client, offset, limit, signal) =>
    getVods(
      client,
      { series_ids: [Number(albumId)], series_seasons: [Number(season)], types: ['audio_episode'], include: TRACK_INCLUDE, offset, limit },
      { signal },
    ),
  );
  return (
    <section className="episodes" aria-label={t('audio.trackList')}>
      {list.status === 'loading' && <Loading />}
      {list.status === 'signin-failed' && <SignInFailedNotice onRetry={list.retry} />}
      {list.status === 'error' && <ErrorNotice message={list.error} onRetry={list.items.length ? list.loadMore : list.retry} />}
      {list.status === 'ready' && list.items.length === 0 && <p className="empty">{t('serie.empty')}</p>}
      {list.items.length > 0 && (
        <ol className="episode-list">
          {list.items.map((track) => (
            <EpisodeRow key={track.id} episode={track} playOnly />
          ))}
        </ol>
      )}
      {list.status === 'ready' && !list.maxReached && list.items.length > 0 && list.items.length % DEFAULT_PAGE_SIZE === 0 && (
        <button type="button" className="button secondary" aria-busy={list.loadingMore || undefined} onClick={list.loadMore}>
          {t('serie.more')}
        </button>
      )}
    </section>
  );
}
