/**
 * Pure rules of the content widgets: routes, links, the keyword filter, CMS colours and layouts.
 * No React, no DOM: tested directly (content-logic.test.ts). Event rules: event-logic.ts.
 */
import { LAYOUT_TYPES, type Article, type Category, type LayoutType } from '../../core/hub/content';
import { attributesOfPath } from '../../core/navigation/route-table';
import contentDetail from './content-detail.meta';
import contentOverview from './content-overview.meta';

// ── Routes (000 §2) ────────────────────────────────────────────────────────────────────────

export type ContentTarget =
  | { view: 'overview'; categoryId: string | null; previewMode: boolean | null }
  | { view: 'detail'; articleId: string; previewMode: boolean | null };

/** Both content elements' pages: either shows the other's in place (an article from a tile, a category from an article). */
const CONTENT_PAGES = [...contentOverview.pages, ...contentDetail.pages];

/**
 * A path of the content pages ('/content/overview', '/content/overview/12',
 * '/content/detail/1003?previewMode=true') → the target, from the attributes its page gives; any
 * other path, a malformed escape too → null. previewMode is null when the query does not say.
 */
export function contentTargetOf(path: string): ContentTarget | null {
  const attributes = attributesOfPath(CONTENT_PAGES, path);
  if (!attributes) return null;
  const preview = attributes['preview-mode'];
  const previewMode = preview === undefined ? null : preview === 'true';
  const articleId = attributes['article-id'];
  return articleId === undefined
    ? { view: 'overview', categoryId: attributes['category-id'] ?? null, previewMode }
    : { view: 'detail', articleId, previewMode };
}

const withPreview = (path: string, previewMode: boolean) => (previewMode ? `${path}?previewMode=true` : path);

export const overviewPath = (categoryId: string | number | null, previewMode = false) =>
  withPreview(categoryId === null ? '/content/overview' : `/content/overview/${encodeURIComponent(String(categoryId))}`, previewMode);

export const detailPath = (articleId: string | number, previewMode = false) =>
  withPreview(`/content/detail/${encodeURIComponent(String(articleId))}`, previewMode);

// ── Tiles and links ────────────────────────────────────────────────────────────────────────

export type TileLink = { kind: 'route'; path: string } | { kind: 'external'; url: string };

/** Only absolute http(s) addresses leave the portal; anything else from the CMS is ignored. */
export function externalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function categoryLink(category: Category, previewMode: boolean): TileLink {
  const url = category.useExternalUrl ? externalUrl(category.externalUrl) : null;
  return url ? { kind: 'external', url } : { kind: 'route', path: overviewPath(category.id, previewMode) };
}

export function articleLink(article: Article, previewMode: boolean): TileLink {
  const url = externalUrl(article.externalRedirectURL);
  return url ? { kind: 'external', url } : { kind: 'route', path: detailPath(article.id, previewMode) };
}

/**
 * Where the Book now badge and button lead (the article's bookingLink, Lido's addition to 000 §3):
 * a portal route ('/dining/detail/7201'; not '//host', which the browser reads as another site)
 * or an http(s) address. Anything else, or nothing: null, and no badge.
 */
export function bookingLink(article: Pick<Article, 'bookingLink'>): TileLink | null {
  const value = article.bookingLink?.trim();
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return { kind: 'route', path: value };
  const url = externalUrl(value);
  return url ? { kind: 'external', url } : null;
}

/** CMS colours are hex with or without '#'; anything else is dropped (no CSS injection). */
export function cmsColour(value: string | null | undefined): string | null {
  if (!value) return null;
  const hex = value.trim().replace(/^#/, '');
  return /^(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex) ? `#${hex}` : null;
}

export { categoryTitle } from '../../core/query/content';

// ── Keyword filter (000 §2: searchable categories) ────────────────────────────────────────

/** Lower case without accents, so 'cafe' finds 'Café' and 'Sante' finds 'Santé'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Every word of the keyword occurs in one of the texts. Empty keyword: everything matches. */
export function matchesKeyword(texts: ReadonlyArray<string | null | undefined>, keyword: string): boolean {
  const words = foldText(keyword).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

// ── Layouts (000 §2) ───────────────────────────────────────────────────────────────────────

/** The article's layout; an unknown or missing value shows as Classic. */
export function layoutOf(article: Pick<Article, 'layoutType'>): LayoutType {
  const value = article.layoutType;
  return (LAYOUT_TYPES as readonly string[]).includes(value ?? '') ? (value as LayoutType) : 'Classic';
}

const EVENT_LAYOUTS: ReadonlySet<LayoutType> = new Set(['Timetable', 'ExcursionTimetable', 'ItineraryTimetable', 'AgendaTimetable', 'DailySchedule']);

/** Layouts that list the article's events (findEventsByArticleId). */
export const showsEvents = (layout: LayoutType) => EVENT_LAYOUTS.has(layout);

/** The itinerary shows the whole voyage, past days included (filterPastEvents=false). */
export const keepsPastEvents = (layout: LayoutType) => layout === 'ItineraryTimetable';
