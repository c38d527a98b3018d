/** /vod/overview: the entry screen with two tiles, Movies and Series (000 §2). */
import { useEffect, useState } from 'react';
import { findArticleByHashtag, imageUrl, TILE_IMAGE_WIDTH } from '../../../core/hub/content';
import { useCore, useT } from '../../../core/react/index';
import { vodPath } from '../routes';
import { Picture } from '../../../core/ui/Picture';
import { RouteLink } from '../../../core/ui/RouteLink';

/** The tile pictures are CMS articles tagged vodmovieimage / vodseriesimage (000 §7). */
const ENTRIES = [
  { key: 'movies', hashtag: 'vodmovieimage', to: vodPath({ view: 'movie-genres' }) },
  { key: 'series', hashtag: 'vodseriesimage', to: vodPath({ view: 'series-genres' }) },
] as const;

export function Overview() {
  const { hub } = useCore();
  const t = useT('vod');
  const [images, setImages] = useState<Record<string, string | null>>({});

  useEffect(() => {
    const controller = new AbortController();
    for (const entry of ENTRIES) {
      findArticleByHashtag(hub, entry.hashtag, { signal: controller.signal }).then(
        (article) => setImages((previous) => ({ ...previous, [entry.key]: article ? imageUrl(hub, { id: article.imageId }, TILE_IMAGE_WIDTH) : null })),
        // No picture: the tile shows the default picture.
        () => setImages((previous) => ({ ...previous, [entry.key]: null })),
      );
    }
    return () => controller.abort();
  }, [hub]);

  return (
    <section className="view overview" aria-labelledby="vod-overview-title">
      <h2 id="vod-overview-title" className="view-title">
        {t('overview.heading')}
      </h2>
      <ul className="entry-tiles">
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <RouteLink to={entry.to} className="entry-tile" part="entry-tile">
              <Picture src={images[entry.key]} className="entry-image" eager />
              <span className="entry-title">{t(`overview.${entry.key}`)}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
