/**
 * Each product variant's CMS content (000 §1), seeded once into the one document store. A
 * variant's categories and articles keep to its own id ranges, so every CMS read answers the
 * current variant's documents only (../cms.ts: another variant's answer 404 like missing ones)
 * and POST /__admin/variant switches the content at once, without reseeding.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { HubType } from '../config.ts';
import { seedContent, type VariantContent } from './model.ts';
import { cruise } from './cruise.ts';
import { resort } from './resort.ts';
import { airline } from './airline.ts';
import { airport } from './airport.ts';
import { bus } from './bus.ts';

type Kind = 'category' | 'article';

/** Category and article ids of each variant (inclusive). */
const RANGES: Record<HubType, Record<Kind, readonly [number, number]>> = {
  Cruise: { category: [1, 99], article: [1000, 1999] },
  Resort: { category: [200, 299], article: [2000, 2999] },
  Airline: { category: [300, 399], article: [3000, 3999] },
  Airport: { category: [400, 499], article: [4000, 4999] },
  Bus: { category: [500, 599], article: [5000, 5999] },
};

export const CONTENT: Record<HubType, VariantContent> = { Cruise: cruise(), Resort: resort(), Airline: airline(), Airport: airport(), Bus: bus() };

/** Whether a category or article id is one of the variant's. */
export function belongsTo(variant: HubType, kind: Kind, id: number): boolean {
  const [low, high] = RANGES[variant][kind];
  return id >= low && id <= high;
}

/** A content's documents stay in its ranges and refer to its own categories and articles only. */
function check(variant: HubType, content: VariantContent): void {
  const fail = (what: string) => {
    throw new Error(`CMS seed of the ${variant} variant: ${what}`);
  };
  const categories = new Set(content.categories.map((c) => c.id));
  const articles = new Set(content.articles.map((a) => a.id));
  const own = (id: number | null) => id === null || categories.has(id);
  for (const c of content.categories) {
    if (!belongsTo(variant, 'category', c.id)) fail(`category ${c.id} is outside its range ${RANGES[variant].category.join('–')}`);
    if (!own(c.parentId)) fail(`category ${c.id} has a parent of another variant (${c.parentId})`);
  }
  for (const a of content.articles) {
    if (!belongsTo(variant, 'article', a.id)) fail(`article ${a.id} is outside its range ${RANGES[variant].article.join('–')}`);
    if (!own(a.categoryId) || !own(a.additionalArticlesCategoryId)) fail(`article ${a.id} is in a category of another variant`);
  }
  const owners = [...Object.keys(content.events ?? {}).map(Number), ...(content.media ?? []).map(([, owner]) => owner)];
  if (typeof content.dailySchedule === 'object' && content.dailySchedule) owners.push(content.dailySchedule.articleId);
  for (const owner of owners) if (!articles.has(owner)) fail(`events, media or the daily schedule refer to article ${owner}, not one of its own`);
  if (!categories.has(content.signageCategoryId)) fail(`the signage category ${content.signageCategoryId} is not one of its own`);
}

export function seed(db: DatabaseSync): void {
  for (const [variant, content] of Object.entries(CONTENT) as [HubType, VariantContent][]) {
    check(variant, content);
    seedContent(db, content);
  }
}
