/**
 * The CMS documents as the demo hub stores them (000 §2, §3, §7: categories, articles, the events
 * of timetable articles), the helpers every variant's content is written with (`t`, `cat`, `art`,
 * `ww`, `ev`) and the shape of one variant's content (`VariantContent`, seeded by `seedContent`).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Lang } from '../../lib/http.ts';
import { docs } from '../../lib/db.ts';
import { rel } from '../../lib/dates.ts';
import { putImageSet, putMediaSet, type MediaRef } from '../blobs.ts';

export type Titles = Record<Lang, string>;

export interface CategoryDoc {
  id: number;
  parentId: number | null;
  titles: Titles;
  description: string;
  contentType: 'Simple' | 'SingleColumn' | 'DoubleColumn' | null;
  searchable: boolean;
  showTitle: boolean;
  showBookNow: boolean;
  textColour: string | null;
  backgroundColour: string | null;
  published: boolean;
  externalUrl: string | null;
  useExternalUrl: boolean;
  image: string;
  hashtags: string[];
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

export interface ArticleDoc {
  id: number;
  categoryId: number | null;
  title: string;
  description: string;
  overviewDescription: string;
  layoutType: LayoutType;
  published: boolean;
  whereAndWhen: { locationInformation: string; timeInformation: string } | null;
  showAdditionalArticles: boolean;
  additionalArticlesCategoryId: number | null;
  wayfinderProfileId: number | null;
  externalRedirectURL: string | null;
  location: string | null;
  times: string | null;
  hashtags: string[];
  image: string;
  /** Where the article is booked (a portal route or an https address): Lido's addition to 000 §3. */
  bookingLink: string | null;
}

/** The CMS event shape (000 §3), with levels/attributes for the programme pages. */
export interface CmsEvent {
  id: number;
  title: string;
  fromDate: string;
  startTime: string;
  endTime: string;
  startTimeDescription: string;
  endTimeDescription: string;
  location: string;
  locationDetail: string;
  category: string;
  eventOverview: string;
  stylingRequired: boolean;
  levels?: string[];
  attributes?: string[];
  imageId?: number;
}

/** A category title in the four languages (en first, as the seed writes it). */
export const t = (en: string, de: string, fr: string, nl: string): Titles => ({ en, de, fr, nl });

export function cat(id: number, parentId: number | null, titles: Titles, extra: Partial<CategoryDoc> = {}): CategoryDoc {
  return {
    id,
    parentId,
    titles,
    description: '',
    contentType: null,
    searchable: false,
    showTitle: true,
    showBookNow: false,
    textColour: null,
    backgroundColour: null,
    published: true,
    externalUrl: null,
    useExternalUrl: false,
    image: 'default',
    hashtags: [],
    ...extra,
  };
}

export function art(
  id: number,
  categoryId: number | null,
  title: string,
  layoutType: LayoutType,
  description: string,
  extra: Partial<ArticleDoc> = {},
): ArticleDoc {
  const text = description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    id,
    categoryId,
    title,
    layoutType,
    description,
    overviewDescription: text.length > 120 ? `${text.slice(0, 117)}…` : text,
    published: true,
    whereAndWhen: null,
    showAdditionalArticles: false,
    additionalArticlesCategoryId: null,
    wayfinderProfileId: null,
    externalRedirectURL: null,
    location: null,
    times: null,
    hashtags: [],
    image: 'default',
    bookingLink: null,
    ...extra,
  };
}

/** An article's where-and-when (000 §7 cms/articles/whereAndWhen). */
export const ww = (locationInformation: string, timeInformation: string) => ({ locationInformation, timeInformation });

/** An event of a timetable article on day `off` (0 = today; dates are rendered on every read). */
export function ev(
  id: number,
  off: number,
  start: string,
  end: string,
  title: string,
  location: string,
  locationDetail: string,
  category: string,
  overview: string,
  extra: Partial<CmsEvent> = {},
): CmsEvent {
  return {
    id,
    title,
    fromDate: rel(off, 'dmy'),
    startTime: start,
    endTime: end,
    startTimeDescription: '',
    endTimeDescription: end === 'Late' ? 'Until late' : '',
    location,
    locationDetail,
    category,
    eventOverview: overview,
    stylingRequired: false,
    ...extra,
  };
}

/**
 * One variant's CMS content. Its categories and articles keep to the variant's id ranges
 * (./variants.ts), which is how the hub tells the variants' documents apart in the one store.
 */
export interface VariantContent {
  categories: CategoryDoc[];
  articles: ArticleDoc[];
  /** Further pictures of an article after its own (blobs/images/{id}): shown as its gallery. */
  galleries?: Record<number, string[]>;
  /** PDFs, audio and video of articles (blobs/pdfs|audios|videos/{id}). */
  media?: [kind: 'pdfSet' | 'audioSet' | 'videoSet', owner: number, items: MediaRef[]][];
  /** The events of the timetable articles, by article id (findEventsByArticleId). */
  events?: Record<number, CmsEvent[]>;
  /**
   * Where the daily schedules (cms/dailySchedule…, and a DailySchedule article's events) come
   * from: 'voyage' the ship's programme of each voyage day (./programme.ts); a stay's own
   * programme, the events of one of its timetable articles on each of `days` days from today,
   * under `title`; null: none (a flight, a coach trip, an airport have no day programme).
   */
  dailySchedule: 'voyage' | { articleId: number; days: number; title: Titles } | null;
  /** The category a digital signage screen shows on its content home (devices/config). */
  signageCategoryId: number;
}

export function seedContent(db: DatabaseSync, content: VariantContent): void {
  content.categories.forEach((c, i) => docs.put(db, 'category', c.id, c, i));
  content.articles.forEach((a, i) => {
    docs.put(db, 'article', a.id, a, i);
    // an article's own picture, and a gallery where the operator added one
    putImageSet(db, a.id, [a.image, ...(content.galleries?.[a.id] ?? [])]);
  });
  for (const [kind, owner, items] of content.media ?? []) putMediaSet(db, kind, owner, items);
  for (const [id, events] of Object.entries(content.events ?? {})) docs.put(db, 'articleEvents', Number(id), events);
}
