/**
 * Reads of the information area (000 §7 content calls), one definition per hub call so that any
 * two widgets asking for the same category, article or list share one request.
 */
import {
  findArticle,
  findArticleByHashtag,
  findArticlesByCategoryId,
  findAudios,
  findCategoriesByParentId,
  findCategoryByHashtag,
  findCategoryById,
  findDailySchedule,
  findEventsByArticleId,
  findImages,
  findPdfs,
  findRootArticles,
  findRootCategories,
  findVideos,
  resolveHashtag,
  type ArticleListOptions,
  type Category,
  type EventListOptions,
  type Id,
  type ScheduleDay,
} from '../hub/content';
import { hubQuery } from './define';

export const rootCategoriesQuery = hubQuery('content', 'rootCategories', (hub, previewMode: boolean) =>
  findRootCategories(hub, previewMode).then((list) => list ?? []),
);
export const rootArticlesQuery = hubQuery('content', 'rootArticles', (hub, previewMode: boolean) =>
  findRootArticles(hub, previewMode).then((list) => list ?? []),
);
export const categoryQuery = hubQuery('content', 'category', (hub, id: Id, previewMode: boolean) => findCategoryById(hub, id, previewMode));
export const subcategoriesQuery = hubQuery('content', 'subcategories', (hub, id: Id, previewMode: boolean) =>
  findCategoriesByParentId(hub, id, previewMode).then((list) => list ?? []),
);
export const categoryArticlesQuery = hubQuery('content', 'categoryArticles', (hub, id: Id, list: ArticleListOptions) =>
  findArticlesByCategoryId(hub, id, list).then((articles) => articles ?? []),
);
export const articleQuery = hubQuery('content', 'article', (hub, id: Id, previewMode: boolean) => findArticle(hub, id, previewMode));
export const categoryByHashtagQuery = hubQuery('content', 'categoryByHashtag', (hub, hashtag: string) => findCategoryByHashtag(hub, hashtag));
export const articleByHashtagQuery = hubQuery('content', 'articleByHashtag', (hub, hashtag: string) => findArticleByHashtag(hub, hashtag));
export const hashtagTargetQuery = hubQuery('content', 'hashtagTarget', (hub, hash: string) => resolveHashtag(hub, hash));
export const articleEventsQuery = hubQuery('content', 'articleEvents', (hub, id: Id, list: EventListOptions) =>
  findEventsByArticleId(hub, id, list).then((events) => events ?? []),
);
/** Day data of 24/7 screens goes stale with the clock: refetched every 5 minutes while shown. */
export const dailyScheduleQuery = hubQuery('content', 'dailySchedule', (hub, day: ScheduleDay) => findDailySchedule(hub, day), {
  refetchInterval: 5 * 60_000,
});
export const pdfsQuery = hubQuery('content', 'pdfs', (hub, articleId: Id, previewMode: boolean) => findPdfs(hub, articleId, previewMode));
export const audiosQuery = hubQuery('content', 'audios', (hub, articleId: Id, previewMode: boolean) => findAudios(hub, articleId, previewMode));
export const videosQuery = hubQuery('content', 'videos', (hub, articleId: Id, previewMode: boolean) => findVideos(hub, articleId, previewMode));
export const imagesQuery = hubQuery('content', 'images', (hub, ownerId: Id) => findImages(hub, ownerId));

/** A category's title in the guest's language (000 §3: translatable), else the one the hub sent. */
export function categoryTitle(category: Category, lang: string): string {
  return category.titles?.[lang] || category.title || '';
}
