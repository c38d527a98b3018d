/**
 * /vod/overview/audio/{id}: an audio album or audio series; /vod/overview/audio/{id}/{season}: one
 * season of it (000 §2). An album with a single season lists its tracks at once.
 */
import { DETAIL_INCLUDE, getVods } from '../../../core/hub/vod';
import { vodItemTransitions } from '../../../core/session/vod-slices';
import { useSlice } from '../../../core/react/index';
import { posterOf } from '../titles';
import { useVodQuery, useVodRuntime } from '../vod-data';
import { Picture } from '../../../core/ui/Picture';
import { ItemNotice } from './ItemNotice';
import { SeasonItems, SeasonNav } from './SeriesView';
import { WatchlistToggle } from './WatchlistToggle';

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
        <Picture src={posterOf(album)} className="detail-poster square" eager />
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
      {shownSeason && <SeasonItems seriesId={albumId} season={shownSeason} audio />}
    </section>
  );
}
