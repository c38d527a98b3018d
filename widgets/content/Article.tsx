/** The article page (000 §2 /content/detail/{id}) in all its layout types. */
import type { ReactNode } from 'react';
import articleSheet from './article.css';
import { LARGE_IMAGE_WIDTH, TILE_IMAGE_WIDTH, type Article } from '../../core/hub/content';
import { articleEventsQuery, articleQuery, categoryArticlesQuery, imagesQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { useDeviceRules, useT, usePageHeading } from '../../core/react/index';
import { bookingLink, keepsPastEvents, layoutOf, showsEvents } from './content-logic';
import { EventsView, type EventLayout } from './events';
import { useFocusOnArrival } from '../../core/ui/focus';
import { Fact } from '../../core/ui/Fact';
import { OwnerMedia } from '../../core/ui/media/OwnerMedia';
import { EmptyState } from '../../core/ui/EmptyState';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { SafeHtml, loadSanitizer } from '../../core/ui/SafeHtml';
import { useAdoptedSheet } from '../../core/ui/sheet';
import { WayfinderLink } from '../../core/ui/WayfinderLink';
import { HiddenTag, LinkTo } from './parts';
import { TileGrid } from './tiles';
import { useArticleT } from './article-texts';
import { Gallery } from '../../core/ui/Gallery';

// Descriptions are the page's main text: fetch the sanitiser together with the data.
void loadSanitizer().catch(() => {});

/**
 * The article styles: adopted by <lido-content-detail> from the start; an overview that opens an
 * article in place adopts them now (they are not part of the overview's download).
 */
function useArticleSheet(): void {
  useAdoptedSheet(articleSheet);
}

export function ArticleDetail({ articleId, previewMode }: { articleId: string | null; previewMode: boolean }) {
  useArticleSheet();
  const rules = useDeviceRules();
  const article = useHubQuery(articleQuery, articleId ? [articleId, previewMode] : null);
  const common = useT('common');
  if (!articleId) return <EmptyState>{common('notFound')}</EmptyState>;
  return (
    <div className="content-detail" data-max-columns={rules.maxGridColumns} aria-busy={article.data === undefined}>
      {/* keyed: another article starts from scratch (viewer closed, sections reloaded) */}
      <QueryView query={article}>{(data) => <ArticleView key={`${articleId}|${previewMode}`} article={data} previewMode={previewMode} />}</QueryView>
    </div>
  );
}

/** 16:9 article pictures, in two widths so a phone on a slow link loads the small one. */
function ArticlePicture({ article, className }: { article: Article; className?: string }) {
  const imageUrl = useImageUrl();
  const large = imageUrl({ id: article.imageId }, LARGE_IMAGE_WIDTH);
  const small = imageUrl({ id: article.imageId }, TILE_IMAGE_WIDTH);
  return (
    <Picture
      className={className}
      src={large}
      srcSet={
        large && small
          ? [
              [small, TILE_IMAGE_WIDTH],
              [large, LARGE_IMAGE_WIDTH],
            ]
          : undefined
      }
      sizes="(max-width: 400px) 100vw, 800px"
      alt=""
      width={LARGE_IMAGE_WIDTH}
      height={450}
      eager
    />
  );
}

export function ArticleView({ article, previewMode }: { article: Article; previewMode: boolean }) {
  const t = useArticleT();
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const Heading = usePageHeading();
  const layout = layoutOf(article);

  // 000 §2: this layout shows only the placeholder text.
  if (layout === 'UnfilteredHtml') {
    return (
      <article className="article layout-unfilteredhtml">
        <p className="placeholder">{t('unfilteredHtmlPlaceholder')}</p>
      </article>
    );
  }

  const heading = (
    <Heading part="heading" className="article-title" ref={headingRef} tabIndex={-1}>
      {article.title}
    </Heading>
  );
  const description = <SafeHtml html={article.description} className="article-description" part="description" />;
  const unpublished = article.published === false ? <HiddenTag /> : null;
  const details = (
    <>
      <WhereAndWhen article={article} />
      <BookNow article={article} />
      <WayfinderLink profile={article.wayfinderProfile} />
    </>
  );

  let body: ReactNode;
  switch (layout) {
    case 'FullScreen':
      body = (
        <>
          <div className="hero">
            <ArticlePicture article={article} className="hero-picture" />
            <div className="hero-caption">
              {heading}
              {unpublished}
            </div>
          </div>
          {description}
          {details}
        </>
      );
      break;
    case 'Classic':
      body = (
        <div className="classic">
          <ArticlePicture article={article} className="classic-picture" />
          <div className="classic-text">
            {heading}
            {unpublished}
            {description}
            {details}
          </div>
        </div>
      );
      break;
    case 'Extended':
      body = (
        <>
          <ArticlePicture article={article} className="extended-picture" />
          {heading}
          {unpublished}
          <div className="extended">
            <div className="extended-main">{description}</div>
            <aside className="extended-aside" aria-label={t('whereAndWhen')}>
              {details}
            </aside>
          </div>
        </>
      );
      break;
    default:
      // The timetable layouts and DailySchedule: the events are the content.
      body = (
        <>
          {heading}
          {unpublished}
          {description}
          {details}
        </>
      );
  }

  return (
    <article className={`article layout-${layout.toLowerCase()}`}>
      {body}
      {showsEvents(layout) && <ArticleEvents article={article} layout={layout as EventLayout} />}
      <ArticleGallery article={article} />
      <OwnerMedia ownerId={article.id} previewMode={previewMode} withAudio sectionClass="media" />
      <RelatedArticles article={article} previewMode={previewMode} />
    </article>
  );
}

function WhereAndWhen({ article }: { article: Article }) {
  const t = useArticleT();
  const location = article.whereAndWhen?.locationInformation;
  const time = article.whereAndWhen?.timeInformation;
  if (!location && !time) return null;
  return (
    <section className="where-and-when" part="where-and-when" aria-labelledby={`ww-${article.id}`}>
      <h2 id={`ww-${article.id}`}>{t('whereAndWhen')}</h2>
      <dl>
        {location && (
          <Fact label={t('location')}>
            <SafeHtml html={location} />
          </Fact>
        )}
        {time && (
          <Fact label={t('time')}>
            <SafeHtml html={time} />
          </Fact>
        )}
      </dl>
    </section>
  );
}

/** Book now beside the where-and-when (the article's bookingLink), where the device shows book buttons (not signage). */
function BookNow({ article }: { article: Article }) {
  const t = useT('content');
  const rules = useDeviceRules();
  const link = bookingLink(article);
  if (!link || !rules.showBookButtons) return null;
  return (
    <p className="booking">
      <LinkTo link={link} className="button" part="book-now">
        {t('bookNow')}
      </LinkTo>
    </p>
  );
}

function ArticleEvents({ article, layout }: { article: Article; layout: EventLayout }) {
  const t = useArticleT();
  const filterPastEvents = !keepsPastEvents(layout);
  const events = useHubQuery(articleEventsQuery, [article.id, { filterPastEvents }]);
  return (
    <section className="events" part="events" aria-labelledby={`ev-${article.id}`} aria-busy={events.data === undefined}>
      <h2 id={`ev-${article.id}`}>{t(layout === 'ItineraryTimetable' ? 'itinerary' : 'events')}</h2>
      <QueryView query={events}>{(data) => <EventsView events={data} layout={layout} headingLevel={3} />}</QueryView>
    </section>
  );
}

/**
 * The article's further pictures (blobs/images/{id}; its own picture is shown above): 200-wide
 * thumbnails that open large. Extra, like the media lists: nothing shows while they load or fail.
 */
function ArticleGallery({ article }: { article: Article }) {
  const t = useArticleT();
  const images = useHubQuery(imagesQuery, [article.id]);
  const pictures = (images.data ?? []).filter((image) => String(image.id) !== String(article.imageId));
  return (
    <Gallery
      title={t('gallery')}
      images={pictures}
      labelOf={(image, index) => image.title || t('galleryPicture', { number: index + 1, title: article.title })}
    />
  );
}

/** Related articles: the other articles of additionalArticlesCategory (000 §3). */
function RelatedArticles({ article, previewMode }: { article: Article; previewMode: boolean }) {
  const t = useArticleT();
  const categoryId = article.showAdditionalArticles ? article.additionalArticlesCategory?.id : undefined;
  const related = useHubQuery(categoryArticlesQuery, categoryId !== undefined && categoryId !== null ? [categoryId, { previewMode }] : null);
  if (categoryId === undefined || categoryId === null) return null;
  if (related.data === undefined) {
    return related.isError && related.fetchStatus !== 'fetching' ? (
      <section className="related">
        <QueryView query={related}>{() => null}</QueryView>
      </section>
    ) : null;
  }
  const others = related.data.filter((a) => String(a.id) !== String(article.id));
  if (others.length === 0) return null;
  return (
    <section className="related" part="related" aria-labelledby={`rel-${article.id}`}>
      <h2 id={`rel-${article.id}`}>{t('relatedArticles')}</h2>
      <TileGrid categories={[]} articles={others} previewMode={previewMode} bookNow={false} label={t('relatedArticles')} />
    </section>
  );
}
