/**
 * Content (000 §2, §3, §7): categories and articles of every layout, hashtag look-ups, events,
 * daily schedules and where-and-when. Category titles are translatable (de, en, fr, nl): `title`
 * is in the caller's language (`lang` query or Accept-Language), `titles` carries all four.
 * previewMode=true also returns unpublished items.
 *
 * Each product variant has its own content (./cms/: a cruise ship's, a beach resort's, a flight's,
 * an airport's, a coach trip's), all seeded in the one store: every read here answers the current
 * variant's categories and articles only (config.ts currentVariant), another variant's answer 404
 * like missing ones.
 */
import { Router, HttpError, intParam, type Ctx, type Lang } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { parseDay, offsetOf, dayStart, formatDate } from '../lib/dates.ts';
import { imageId } from './blobs.ts';
import { currentVariant } from './config.ts';
import { cmsEvent, programmeDay } from './programme.ts';
import { dayOffsetParam, VOYAGE } from './world.ts';
import { inLanguage } from './translations.ts';
import type { ArticleDoc, CategoryDoc, CmsEvent } from './cms/model.ts';
import { belongsTo, CONTENT } from './cms/variants.ts';

export type { CmsEvent, LayoutType } from './cms/model.ts';
export { seed } from './cms/variants.ts';

const preview = (ctx: Ctx) => ctx.query.get('previewMode') === 'true';

/** The current variant's categories and articles (./cms/variants.ts); another variant's are none. */
function own<T extends { id: number }>(ctx: Ctx, kind: 'category' | 'article', id: number): T | null {
  const doc = docs.get<T>(ctx.db, kind, id);
  return doc && belongsTo(currentVariant(ctx.db), kind, doc.id) ? doc : null;
}

function allOwn<T extends { id: number }>(ctx: Ctx, kind: 'category' | 'article'): T[] {
  const variant = currentVariant(ctx.db);
  return docs.list<T>(ctx.db, kind).filter((doc) => belongsTo(variant, kind, doc.id));
}

const category = (ctx: Ctx, id: number) => own<CategoryDoc>(ctx, 'category', id);
const categories = (ctx: Ctx) => allOwn<CategoryDoc>(ctx, 'category');
const article = (ctx: Ctx, id: number) => own<ArticleDoc>(ctx, 'article', id);
const articles = (ctx: Ctx) => allOwn<ArticleDoc>(ctx, 'article');

function categoryOut(c: CategoryDoc, lang: Lang) {
  const { titles, image, ...rest } = c;
  return { ...rest, title: titles[lang], titles, imageId: imageId(image) };
}

function visibleCategory(ctx: Ctx, id: number): CategoryDoc {
  const c = category(ctx, id);
  if (!c || (!c.published && !preview(ctx))) throw new HttpError(404, `No category ${id}`);
  return c;
}

function articleOut(ctx: Ctx, a: ArticleDoc, opts: { descriptions: boolean; wayfinder: boolean }) {
  const cat = a.categoryId === null ? null : category(ctx, a.categoryId);
  const more = a.additionalArticlesCategoryId === null ? null : category(ctx, a.additionalArticlesCategoryId);
  return {
    id: a.id,
    title: a.title,
    description: opts.descriptions ? a.description : null,
    overviewDescription: a.overviewDescription,
    layoutType: a.layoutType,
    published: a.published,
    whereAndWhen: a.whereAndWhen,
    category: cat ? { id: cat.id, title: cat.titles[ctx.lang] } : null,
    showAdditionalArticles: a.showAdditionalArticles,
    additionalArticlesCategory: more ? { id: more.id, title: more.titles[ctx.lang] } : null,
    ...(opts.wayfinder ? { wayfinderProfile: a.wayfinderProfileId === null ? null : { id: a.wayfinderProfileId } } : {}),
    externalRedirectURL: a.externalRedirectURL,
    location: a.location,
    times: a.times,
    hashtags: a.hashtags,
    imageId: imageId(a.image),
    bookingLink: a.bookingLink ?? null,
  };
}

function visibleArticle(ctx: Ctx): ArticleDoc {
  const id = intParam(ctx.params.id, 'id');
  const a = article(ctx, id);
  if (!a || (!a.published && !preview(ctx))) throw new HttpError(404, `No article ${id}`);
  return a;
}

function findArticle(ctx: Ctx) {
  return articleOut(ctx, visibleArticle(ctx), { descriptions: true, wayfinder: true });
}

function byCategory(ctx: Ctx) {
  const id = intParam(ctx.params.id, 'id');
  visibleCategory(ctx, id);
  const opts = { descriptions: ctx.query.get('withDescriptions') === 'true', wayfinder: ctx.query.get('withWayFinder') === 'true' };
  return articles(ctx)
    .filter((a) => a.categoryId === id && (a.published || preview(ctx)))
    .map((a) => articleOut(ctx, a, opts));
}

const normTag = (t: string | null) => (t ?? '').trim().replace(/^#\/?/, '').toLowerCase();

function articleByHashtag(ctx: Ctx) {
  const tag = normTag(ctx.query.get('hashtag'));
  if (!tag) throw new HttpError(400, "Parameter 'hashtag' is required", 'missing_parameter');
  const a = articles(ctx).find((x) => (x.published || preview(ctx)) && x.hashtags.some((h) => h.toLowerCase() === tag));
  if (!a) throw new HttpError(404, `No article with hashtag ${tag}`);
  return articleOut(ctx, a, { descriptions: true, wayfinder: true });
}

function categoryByHashtag(ctx: Ctx) {
  const tag = normTag(ctx.query.get('hashtag'));
  if (!tag) throw new HttpError(400, "Parameter 'hashtag' is required", 'missing_parameter');
  const c = categories(ctx).find((x) => (x.published || preview(ctx)) && x.hashtags.some((h) => h.toLowerCase() === tag));
  if (!c) throw new HttpError(404, `No category with hashtag ${tag}`);
  return categoryOut(c, ctx.lang);
}

/** An event is past when its end (or, with no end / 'Late', its start day) is over. */
function isPast(e: CmsEvent, now: Date): boolean {
  const day = parseDay(e.fromDate);
  if (!day) return false;
  const off = offsetOf(day, now);
  if (off !== 0) return off < 0;
  const end = e.endTime && e.endTime !== 'Late' ? e.endTime : null;
  if (!end) return false;
  const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  return end < hhmm;
}

/** An event's texts in the caller's language (./translations.ts). */
export function eventIn<
  E extends Pick<CmsEvent, 'title' | 'location' | 'locationDetail' | 'eventOverview' | 'startTimeDescription' | 'endTimeDescription' | 'category' | 'levels'>,
>(e: E, lang: Lang): E {
  const t = (text: string) => inLanguage(text, lang);
  return {
    ...e,
    title: t(e.title),
    location: t(e.location),
    locationDetail: t(e.locationDetail),
    eventOverview: t(e.eventOverview),
    startTimeDescription: t(e.startTimeDescription),
    endTimeDescription: t(e.endTimeDescription),
    category: t(e.category),
    ...(e.levels ? { levels: e.levels.map(t) } : {}),
  };
}

function eventsOfArticle(ctx: Ctx) {
  const a = visibleArticle(ctx);
  let events: CmsEvent[];
  if (a.layoutType === 'DailySchedule') events = dayProgramme(ctx, 0)?.events ?? [];
  else events = docs.get<CmsEvent[]>(ctx.db, 'articleEvents', a.id) ?? [];
  if (ctx.query.get('filterPastEvents') !== 'false') {
    const now = new Date();
    events = events.filter((e) => !isPast(e, now));
  }
  return events.map((e) => eventIn(e, ctx.lang));
}

/**
 * The current variant's programme of a day (0 = today), its title in the caller's language and
 * its events in English: a cruise's is the ship's programme of that voyage day, a resort's the
 * events of its programme article on that day of the stay; a flight, a coach trip or an airport
 * have none (null).
 */
function dayProgramme(
  ctx: Ctx,
  offset: number,
): { date: string; title: string; atSea: boolean; portName: string | null; arrives: string | null; departs: string | null; events: CmsEvent[] } | null {
  const source = CONTENT[currentVariant(ctx.db)].dailySchedule;
  if (source === 'voyage') {
    const day = programmeDay(ctx.db, offset);
    if (!day) return null;
    const v = VOYAGE[offset]!;
    return {
      date: day.date,
      title: inLanguage(day.title, ctx.lang),
      atSea: day.atSea,
      portName: v.port?.name ?? null,
      arrives: v.arrives,
      departs: v.departs,
      events: day.events.map(cmsEvent),
    };
  }
  if (!source || offset < 0 || offset >= source.days) return null;
  const date = formatDate(dayStart(offset), 'dmy');
  const events = (docs.get<CmsEvent[]>(ctx.db, 'articleEvents', source.articleId) ?? []).filter((e) => e.fromDate === date);
  return {
    date,
    title: source.title[ctx.lang],
    atSea: false,
    portName: null,
    arrives: null,
    departs: null,
    events: events.sort((x, y) => x.startTime.localeCompare(y.startTime)),
  };
}

function scheduleFor(ctx: Ctx, offset: number) {
  const day = dayProgramme(ctx, offset);
  if (!day) return [];
  return [
    {
      id: offset + 1,
      date: day.date,
      title: day.title,
      atSea: day.atSea,
      portName: day.portName,
      arrives: day.arrives,
      departs: day.departs,
      events: day.events.map((e) => eventIn(e, ctx.lang)),
    },
  ];
}

function whereAndWhen(ctx: Ctx) {
  return articles(ctx)
    .filter((a) => a.whereAndWhen && (a.published || preview(ctx)))
    .map((a) => articleOut(ctx, a, { descriptions: false, wayfinder: true }));
}

export function routes(): Router {
  return new Router()
    .get('/cms/categories/findByRoot', (ctx) =>
      categories(ctx)
        .filter((c) => c.parentId === null && (c.published || preview(ctx)))
        .map((c) => categoryOut(c, ctx.lang)),
    )
    .get('/cms/categories/findById/:id', (ctx) => categoryOut(visibleCategory(ctx, intParam(ctx.params.id, 'id')), ctx.lang))
    .get('/cms/categories/findByParentId/:id', (ctx) => {
      const id = intParam(ctx.params.id, 'id');
      visibleCategory(ctx, id);
      return categories(ctx)
        .filter((c) => c.parentId === id && (c.published || preview(ctx)))
        .map((c) => categoryOut(c, ctx.lang));
    })
    .get('/cms/categories/findByHashtag', categoryByHashtag)
    .get('/cms/articles/findByCategoryId/:id', byCategory)
    .get('/cms/content/articles/findByRoot', (ctx) =>
      articles(ctx)
        .filter((a) => a.categoryId === null && (a.published || preview(ctx)))
        .map((a) => articleOut(ctx, a, { descriptions: true, wayfinder: true })),
    )
    .get('/cms/articles/findByHashtag', articleByHashtag)
    .get('/cms/articles/findEventsByArticleId/:id', eventsOfArticle)
    .get('/cms/articles/whereAndWhen', whereAndWhen)
    .get('/cms/articles/:id', findArticle)
    .get('/cms/dailySchedule', (ctx) => scheduleFor(ctx, 0))
    .get('/cms/dailyScheduleTomorrow', (ctx) => scheduleFor(ctx, 1))
    .get('/cms/dailyScheduleByDate', (ctx) => scheduleFor(ctx, dayOffsetParam(ctx.query.get('date'))));
}
