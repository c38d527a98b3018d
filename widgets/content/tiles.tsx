/** Picture tiles and article cards of the information area (000 §2, §9). */
import { lazy, Suspense, type CSSProperties } from 'react';
import { truncateTileTitle } from '../../core/format/text';
import { TILE_IMAGE_WIDTH, type Article, type Category } from '../../core/hub/content';
import { htmlToText } from '../../core/html/text';
import { useDeviceRules, useLanguage, useT } from '../../core/react/index';
import { articleLink, bookingLink, categoryLink, categoryTitle, cmsColour, type TileLink } from './content-logic';
import { tileLoading } from '../../core/ui/grid';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { moveFocusInGrid } from '../../core/ui/spatial';
import { HiddenTag, LinkTo } from './parts';

/** Signage only: its own chunk (./PagedList.tsx). */
const PagedList = lazy(() => import('./PagedList'));

/** Tile pictures are 400 px wide (000 §9); 4:3 reserves their space before they load. */
const TILE_HEIGHT = 300;

interface TileProps {
  title: string;
  link: TileLink;
  imageId: Category['imageId'];
  unpublished: boolean;
  /** Where the Book now badge leads; none: no badge. */
  booking?: TileLink | null;
  colours?: { text: string | null; background: string | null };
  /** Category showTitle = false: the caption is only for screen readers. */
  captionHidden?: boolean;
  eager?: boolean;
  priority?: boolean;
}

/**
 * The Book now badge of an article (its bookingLink, when the category shows the badge and the
 * device allows it): a link of its own beside the tile's, as links cannot nest, laid over the tile.
 * Its name says what it books ("Book now: The Grill"), starting with the words shown. The arrow
 * keys skip it (data-arrow-skip): they go from tile to tile, Tab stops on it.
 */
function BookNow({ link, title }: { link: TileLink; title: string }) {
  const t = useT('content');
  return (
    <LinkTo link={link} className="tag book-now" part="book-now" data-arrow-skip>
      <span aria-hidden="true">{t('bookNow')}</span>
      <span className="lido-visually-hidden">{t('bookNowFor', { title })}</span>
    </LinkTo>
  );
}

function Tile({ title, link, imageId, unpublished, booking, colours, captionHidden, eager, priority }: TileProps) {
  const imageUrl = useImageUrl();
  const short = truncateTileTitle(title);
  const style: CSSProperties = {};
  if (colours?.text) style.color = colours.text;
  if (colours?.background) style.backgroundColor = colours.background;
  return (
    <li className="tile-item">
      <LinkTo link={link} className="tile" part="tile">
        <span className="tile-media">
          <Picture src={imageUrl({ id: imageId }, TILE_IMAGE_WIDTH)} alt="" width={TILE_IMAGE_WIDTH} height={TILE_HEIGHT} eager={eager} priority={priority} />
        </span>
        {captionHidden ? (
          <span className="lido-visually-hidden">{title}</span>
        ) : (
          // The visible (cut) title is the link's name (WCAG 2.5.3 label in name); a cut title
          // is complete in the title attribute, which is also the link's description.
          <span className="tile-caption" style={style} title={short === title ? undefined : title}>
            <span className="tile-title">{short}</span>
          </span>
        )}
        {unpublished && (
          <span className="tile-tags">
            <HiddenTag />
          </span>
        )}
      </LinkTo>
      {booking && <BookNow link={booking} title={title} />}
    </li>
  );
}

export function CategoryTile({ category, previewMode, loading }: { category: Category; previewMode: boolean; loading?: TileLoading }) {
  const lang = useLanguage();
  return (
    <Tile
      title={categoryTitle(category, lang)}
      link={categoryLink(category, previewMode)}
      imageId={category.imageId}
      unpublished={category.published === false}
      colours={{ text: cmsColour(category.textColour), background: cmsColour(category.backgroundColour) }}
      captionHidden={category.showTitle === false}
      {...loading}
    />
  );
}

export function ArticleTile({ article, previewMode, bookNow, loading }: { article: Article; previewMode: boolean; bookNow: boolean; loading?: TileLoading }) {
  const rules = useDeviceRules();
  return (
    <Tile
      title={article.title}
      link={articleLink(article, previewMode)}
      imageId={article.imageId}
      unpublished={article.published === false}
      booking={bookNow && rules.showBookNow ? bookingLink(article) : null}
      {...loading}
    />
  );
}

type TileLoading = ReturnType<ReturnType<typeof tileLoading>>;

/** A tile's height / width: the 4:3 picture and its caption. */
const TILE_RATIO = 0.9;

/**
 * Sub-categories and articles as one tile grid (2 / 3 / 4 columns, see content.css). The arrow
 * keys move focus between the tiles as laid out, Home / End to the first / last (a cabin TV's
 * remote); Tab keeps the document order and leaves the grid as usual.
 */
export function TileGrid({
  categories,
  articles,
  previewMode,
  bookNow,
  label,
}: {
  categories: readonly Category[];
  articles: readonly Article[];
  previewMode: boolean;
  bookNow: boolean;
  label: string;
}) {
  const rules = useDeviceRules();
  // The first row first, the tiles in view at once, the rest lazily (the columns of content.css).
  const loading = tileLoading(rules.maxGridColumns, TILE_RATIO);
  const tiles = [
    ...categories.map((category, i) => <CategoryTile key={`c${category.id}`} category={category} previewMode={previewMode} loading={loading(i)} />),
    ...articles.map((article, i) => (
      <ArticleTile key={`a${article.id}`} article={article} previewMode={previewMode} bookNow={bookNow} loading={loading(categories.length + i)} />
    )),
  ];
  if (rules.selfPaging) {
    return (
      <Suspense fallback={null}>
        <PagedList items={tiles} className="tile-grid" label={label} />
      </Suspense>
    );
  }
  return (
    <ul className="tile-grid" part="grid" aria-label={label} onKeyDown={moveFocusInGrid}>
      {tiles}
    </ul>
  );
}

/**
 * Articles of a category with a content type (000 §2): Simple is a text list, SingleColumn and
 * DoubleColumn are picture cards with the overview text in one or two columns.
 */
export function ArticleList({
  articles,
  layout,
  previewMode,
  bookNow,
  label,
}: {
  articles: readonly Article[];
  layout: 'Simple' | 'SingleColumn' | 'DoubleColumn';
  previewMode: boolean;
  bookNow: boolean;
  label: string;
}) {
  const imageUrl = useImageUrl();
  const rules = useDeviceRules();
  const simple = layout === 'Simple';
  const className = `article-list layout-${layout.toLowerCase()}`;
  const items = articles.map((article, i) => {
    const teaser = htmlToText(article.overviewDescription);
    const booking = bookNow && rules.showBookNow ? bookingLink(article) : null;
    return (
      <li key={article.id} className={booking ? 'article-item bookable' : 'article-item'}>
        <LinkTo link={articleLink(article, previewMode)} className="article-card" part="tile">
          {!simple && (
            <span className="article-card-media">
              <Picture src={imageUrl({ id: article.imageId }, TILE_IMAGE_WIDTH)} alt="" width={TILE_IMAGE_WIDTH} height={TILE_HEIGHT} eager={i < 2} />
            </span>
          )}
          <span className="article-card-body">
            <span className="article-card-title">{article.title}</span>
            {teaser && <span className="article-card-text">{teaser}</span>}
            {article.published === false && (
              <span className="tile-tags">
                <HiddenTag />
              </span>
            )}
          </span>
        </LinkTo>
        {booking && <BookNow link={booking} title={article.title} />}
      </li>
    );
  });
  if (rules.selfPaging) {
    return (
      <Suspense fallback={null}>
        <PagedList items={items} className={className} label={label} />
      </Suspense>
    );
  }
  return (
    <ul className={className} part="grid" aria-label={label}>
      {items}
    </ul>
  );
}
