/**
 * Content calls of the hub (spec 000 §7): categories, articles, events, daily schedules and the
 * blobs attached to articles (PDFs, audio, video, images). Plain typed functions over the one
 * hub client; widgets never build these paths themselves.
 *
 * Shapes follow spec 000 §3; fields the spec does not name but the hub sends (imageId,
 * hashtags, titles …) are typed as optional so a hub without them still type-checks.
 */
import { formatDmy, type CalendarDate } from '../format/dates';
import { HubError, type HubClient, type HubRequestOptions } from './client';

export type Id = number | string;

/** 000 §2: a category's content type switches the overview's article layout; null = tiles. */
export type ContentType = 'Simple' | 'SingleColumn' | 'DoubleColumn';

export interface Category {
  id: Id;
  /** In the requested language. */
  title: string;
  /** The title in every language, when the hub sends them (000 §3: the title is translatable). */
  titles?: Partial<Record<string, string>>;
  description?: string | null;
  contentType?: ContentType | null;
  searchable?: boolean;
  showTitle?: boolean;
  showBookNow?: boolean;
  /** Hex colour, with or without '#'. */
  textColour?: string | null;
  backgroundColour?: string | null;
  published?: boolean;
  externalUrl?: string | null;
  useExternalUrl?: boolean;
  parentId?: Id | null;
  imageId?: Id | null;
}

export type LayoutType =
  | 'FullScreen'
  | 'Classic'
  | 'Extended'
  | 'UnfilteredHtml'
  | 'Timetable'
  | 'ExcursionTimetable'
  | 'ItineraryTimetable'
  | 'AgendaTimetable'
  | 'DailySchedule';

export const LAYOUT_TYPES: readonly LayoutType[] = [
  'FullScreen',
  'Classic',
  'Extended',
  'UnfilteredHtml',
  'Timetable',
  'ExcursionTimetable',
  'ItineraryTimetable',
  'AgendaTimetable',
  'DailySchedule',
];

export interface WhereAndWhen {
  locationInformation?: string | null;
  timeInformation?: string | null;
}

export interface CategoryRef {
  id: Id;
  title?: string;
}

export interface Article {
  id: Id;
  title: string;
  /** CMS HTML (untrusted). Null when the list call was made without descriptions. */
  description?: string | null;
  overviewDescription?: string | null;
  layoutType?: LayoutType | string | null;
  published?: boolean;
  whereAndWhen?: WhereAndWhen | null;
  category?: CategoryRef | null;
  showAdditionalArticles?: boolean;
  additionalArticlesCategory?: CategoryRef | null;
  wayfinderProfile?: { id: Id } | null;
  externalRedirectURL?: string | null;
  location?: string | null;
  times?: string | null;
  hashtags?: string[];
  imageId?: Id | null;
  /**
   * Where the article is booked: a portal route ('/dining/detail/7201', '/tacbooking?module=spa&objectId=7301')
   * or an absolute http(s) address. An addition to the spec's fields (000 §3 names no booking):
   * the Book now badge links here, and without it the badge is hidden.
   */
  bookingLink?: string | null;
}

export interface ContentEvent {
  id: Id;
  title: string;
  /** dd/mm/yyyy */
  fromDate?: string | null;
  startTime?: string | null;
  /** 'Late' counts as empty (000 §3). */
  endTime?: string | null;
  startTimeDescription?: string | null;
  endTimeDescription?: string | null;
  location?: string | null;
  locationDetail?: string | null;
  category?: string | null;
  eventOverview?: string | null;
  stylingRequired?: boolean;
}

export interface DailySchedule {
  id?: Id;
  /** dd/mm/yyyy */
  date?: string | null;
  title?: string | null;
  atSea?: boolean;
  portName?: string | null;
  arrives?: string | null;
  departs?: string | null;
  events: ContentEvent[];
}

export interface Pdf {
  id: Id;
  url: string;
  name: string;
  description?: string | null;
}

export interface Audio {
  id: Id;
  name: string;
  url: string;
  description?: string | null;
}

/** A WebVTT caption track of a video (the safety video carries one per language). */
export interface CaptionTrack {
  /** Language code: de, en, fr, nl. */
  language: string;
  /** The track's name in its own language ("Deutsch"). */
  label?: string | null;
  url: string;
}

export interface Video {
  id: Id;
  description?: string | null;
  urlFrontend: string;
  name?: string | null;
  published?: boolean;
  captions?: CaptionTrack[] | null;
}

export interface ImageBlob {
  id?: Id;
  reference?: string;
  category?: string;
  title?: string;
  url: string;
}

const seg = (id: Id) => encodeURIComponent(String(id));
/** previewMode is sent only when on: the hub's default is published content only. */
const preview = (previewMode: boolean) => (previewMode ? { previewMode: true } : undefined);

// ── Categories ─────────────────────────────────────────────────────────────────────────────

export const findCategoryById = (hub: HubClient, id: Id, previewMode = false, options?: HubRequestOptions) =>
  hub.get<Category>(`cms/categories/findById/${seg(id)}`, preview(previewMode), options);

export const findCategoriesByParentId = (hub: HubClient, id: Id, previewMode = false, options?: HubRequestOptions) =>
  hub.get<Category[]>(`cms/categories/findByParentId/${seg(id)}`, preview(previewMode), options);

export const findRootCategories = (hub: HubClient, previewMode = false, options?: HubRequestOptions) =>
  hub.get<Category[]>('cms/categories/findByRoot/', preview(previewMode), options);

/**
 * The category carrying a hashtag (001 §7 photocontent, 002 §7 allInOneFeedback); null when the
 * hub has none (404), like findArticleByHashtag.
 */
export async function findCategoryByHashtag(hub: HubClient, hashtag: string, options?: HubRequestOptions): Promise<Category | null> {
  try {
    const category = await hub.get<Category | null>('cms/categories/findByHashtag', { hashtag }, options);
    return category && category.id !== undefined && category.id !== null ? category : null;
  } catch (error) {
    if (error instanceof HubError && error.code === 404) return null;
    throw error;
  }
}

// ── Articles ───────────────────────────────────────────────────────────────────────────────

export interface ArticleListOptions {
  withDescriptions?: boolean;
  withWayFinder?: boolean;
  previewMode?: boolean;
}

export const findArticlesByCategoryId = (hub: HubClient, id: Id, list: ArticleListOptions = {}, options?: HubRequestOptions) =>
  hub.get<Article[]>(
    `cms/articles/findByCategoryId/${seg(id)}`,
    {
      withDescriptions: list.withDescriptions || undefined,
      withWayFinder: list.withWayFinder || undefined,
      ...preview(list.previewMode ?? false),
    },
    options,
  );

export const findRootArticles = (hub: HubClient, previewMode = false, options?: HubRequestOptions) =>
  hub.get<Article[]>('cms/content/articles/findByRoot/', preview(previewMode), options);

export const findArticle = (hub: HubClient, id: Id, previewMode = false, options?: HubRequestOptions) =>
  hub.get<Article>(`cms/articles/${seg(id)}`, preview(previewMode), options);

/**
 * Hashtags the client looks up (000 §7): sign-in extras, VOD tile images, and any route hash.
 * The hub answers 404 when no article carries the tag: that is `null` here, not an error.
 */
export async function findArticleByHashtag(hub: HubClient, hashtag: string, options?: HubRequestOptions): Promise<Article | null> {
  try {
    const article = await hub.get<Article | null>('cms/articles/findByHashtag', { hashtag }, { quiet: true, ...options });
    return article && article.id !== undefined && article.id !== null ? article : null;
  } catch (error) {
    if (error instanceof HubError && error.code === 404) return null;
    throw error;
  }
}

/** Route hash → hashtag: '#/palma', '/palma', 'palma' and '%23palma' all mean 'palma'. */
export function hashtagFromRoute(hash: string): string {
  let text = hash.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    /* not URI-encoded: use as written */
  }
  return text
    .replace(/^#?\/*/, '')
    .replace(/\/+$/, '')
    .trim();
}

/**
 * The hashtag / QR route (000 §2): the article's detail page when an article carries the tag,
 * else home. Errors other than "not found" (offline, 5xx) are thrown so the caller can offer a
 * retry instead of silently dropping the guest on the home page.
 */
export async function resolveHashtag(hub: HubClient, hash: string, options?: HubRequestOptions): Promise<string> {
  const hashtag = hashtagFromRoute(hash);
  if (!hashtag) return '/';
  const article = await findArticleByHashtag(hub, hashtag, options);
  return article ? `/content/detail/${seg(article.id)}` : '/';
}

export interface EventListOptions {
  /** The hub filters past events unless this is false. */
  filterPastEvents?: boolean;
}

export const findEventsByArticleId = (hub: HubClient, id: Id, list: EventListOptions = {}, options?: HubRequestOptions) =>
  hub.get<ContentEvent[]>(`cms/articles/findEventsByArticleId/${seg(id)}`, list.filterPastEvents === false ? { filterPastEvents: false } : undefined, options);

// ── Daily schedules ────────────────────────────────────────────────────────────────────────

/** Which day a daily schedule shows (000 §2): today, tomorrow, or a date from the route. */
export type ScheduleDay = 'today' | 'tomorrow' | CalendarDate;

/** One of the three daily-schedule calls; the hub answers a list whose first item holds the day. */
export async function findDailySchedule(hub: HubClient, day: ScheduleDay, options?: HubRequestOptions): Promise<DailySchedule | null> {
  const list =
    day === 'today'
      ? await hub.get<DailySchedule[]>('cms/dailySchedule', undefined, options)
      : day === 'tomorrow'
        ? await hub.get<DailySchedule[]>('cms/dailyScheduleTomorrow', undefined, options)
        : await hub.get<DailySchedule[]>('cms/dailyScheduleByDate', { date: formatDmy(day) }, options);
  const first = Array.isArray(list) ? list[0] : undefined;
  return first ? { ...first, events: Array.isArray(first.events) ? first.events : [] } : null;
}

// ── Blobs ──────────────────────────────────────────────────────────────────────────────────

/**
 * Media of an article (000 §7 blobs/pdfs, blobs/audios, blobs/videos). The hub answers 404 when
 * an article has none of a kind: that is an empty list, not an error.
 */
async function mediaList<T>(hub: HubClient, path: string, previewMode: boolean, options?: HubRequestOptions): Promise<T[]> {
  try {
    const list = await hub.get<T[]>(path, preview(previewMode), { quiet: true, ...options });
    return Array.isArray(list) ? list : [];
  } catch (error) {
    if (error instanceof HubError && error.code === 404) return [];
    throw error;
  }
}

export const findPdfs = (hub: HubClient, articleId: Id, previewMode = false, options?: HubRequestOptions) =>
  mediaList<Pdf>(hub, `blobs/pdfs/${seg(articleId)}`, previewMode, options);

export const findAudios = (hub: HubClient, articleId: Id, previewMode = false, options?: HubRequestOptions) =>
  mediaList<Audio>(hub, `blobs/audios/${seg(articleId)}`, previewMode, options);

export const findVideos = (hub: HubClient, articleId: Id, previewMode = false, options?: HubRequestOptions) =>
  mediaList<Video>(hub, `blobs/videos/${seg(articleId)}`, previewMode, options);

/** The image list of an owner (article id, ship code …): gallery pictures. */
export const findImages = (hub: HubClient, ownerId: Id, options?: HubRequestOptions) =>
  mediaList<ImageBlob>(hub, `blobs/images/${seg(ownerId)}`, false, options);

/** 000 §9: tile images are 400 wide, gallery thumbnails 200. */
export const TILE_IMAGE_WIDTH = 400;
export const THUMBNAIL_WIDTH = 200;
export const LARGE_IMAGE_WIDTH = 800;

export interface ImageRef {
  /** An image id (what categories and articles carry as imageId). */
  id?: Id | null;
  /** Or an image reference name. */
  reference?: string | null;
  category?: string;
}

/** Address of `blobs/image` for an <img>; null when there is nothing to show (use the default). */
export function imageUrl(hub: HubClient, image: ImageRef, width: number = TILE_IMAGE_WIDTH): string | null {
  if (image.reference) return hub.url('blobs/image', { reference: image.reference, width, category: image.category });
  if (image.id !== undefined && image.id !== null && image.id !== '') {
    return hub.url('blobs/image', { id: image.id, width, category: image.category });
  }
  return null;
}
