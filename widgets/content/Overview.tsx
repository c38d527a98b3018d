/** The information area overview (000 §2 /content/overview/{id}). */
import { useState, type CSSProperties } from 'react';
import {
  findArticlesByCategoryId,
  findCategoriesByParentId,
  findCategoryById,
  findRootArticles,
  findRootCategories,
  type Article,
  type Category,
} from '../../core/hub/content';
import type { HubClient } from '../../core/hub/client';
import { useCore, useDeviceRules, useLanguage, useT } from '../../core/react/index';
import { categoryTitle, cmsColour, matchesKeyword } from './content-logic';
import { EmptyState } from '../../core/ui/EmptyState';
import { Field } from '../../core/ui/Field';
import { Loading } from '../../core/ui/Loading';
import { ErrorNotice } from '../../core/ui/Notice';
import { HiddenTag, SafeHtml } from './parts';
import { ArticleList, TileGrid } from './tiles';
import { useHubData } from './use-hub-data';
import { useFocusOnArrival } from './focus';

interface OverviewData {
  /** null: the root. */
  category: Category | null;
  categories: Category[];
  articles: Article[];
}

/** All calls of a page at once: on a 600 ms satellite link every sequential call costs a round trip. */
async function loadOverview(hub: HubClient, categoryId: string | null, previewMode: boolean, signal: AbortSignal): Promise<OverviewData> {
  const options = { signal };
  if (categoryId === null) {
    const [categories, articles] = await Promise.all([
      findRootCategories(hub, previewMode, options),
      findRootArticles(hub, previewMode, options),
    ]);
    return { category: null, categories: categories ?? [], articles: articles ?? [] };
  }
  const [category, categories, articles] = await Promise.all([
    findCategoryById(hub, categoryId, previewMode, options),
    findCategoriesByParentId(hub, categoryId, previewMode, options),
    findArticlesByCategoryId(hub, categoryId, { previewMode }, options),
  ]);
  return { category, categories: categories ?? [], articles: articles ?? [] };
}

export function Overview({ categoryId, previewMode }: { categoryId: string | null; previewMode: boolean }) {
  const { hub } = useCore();
  const rules = useDeviceRules();
  const key = `${categoryId ?? ''}|${previewMode}`;
  const { state, retry } = useHubData(key, (signal) => loadOverview(hub, categoryId, previewMode, signal));
  return (
    <section className="content-overview" data-max-columns={rules.maxGridColumns} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={retry} />}
      {/* keyed: a new category starts with an empty filter */}
      {state.status === 'ready' && <OverviewPage key={key} data={state.data} previewMode={previewMode} />}
    </section>
  );
}

function OverviewPage({ data, previewMode }: { data: OverviewData; previewMode: boolean }) {
  const t = useT('content');
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const { category } = data;
  const title = category ? categoryTitle(category, lang) : '';
  const searchable = category?.searchable === true;
  const filter = searchable ? keyword : '';
  const categories = data.categories.filter((c) => matchesKeyword([categoryTitle(c, lang), c.description], filter));
  const articles = data.articles.filter((a) => matchesKeyword([a.title, a.overviewDescription], filter));
  const empty = categories.length === 0 && articles.length === 0;
  const bookNow = category?.showBookNow === true;
  const contentType = category?.contentType ?? null;
  const text = cmsColour(category?.textColour);
  const background = cmsColour(category?.backgroundColour);
  const bannerStyle: CSSProperties | undefined = text || background ? { color: text ?? undefined, backgroundColor: background ?? undefined } : undefined;
  const label = title || t('information');

  return (
    <>
      {category && (
        <header className={bannerStyle ? 'category-header coloured' : 'category-header'} style={bannerStyle}>
          <h1 part="heading" ref={headingRef} tabIndex={-1} className={category.showTitle === false ? 'lido-visually-hidden' : undefined}>
            {title}
          </h1>
          {category.published === false && <HiddenTag />}
          <SafeHtml html={category.description} className="category-description" />
        </header>
      )}
      {!category && (
        <h1 className="lido-visually-hidden" ref={headingRef} tabIndex={-1}>
          {t('information')}
        </h1>
      )}
      {searchable && (
        <div className="search" part="search" role="search">
          <Field label={t('searchLabel')}>
            {(control) => (
              <input
                {...control}
                type="search"
                value={keyword}
                placeholder={t('searchPlaceholder')}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(event) => setKeyword(event.target.value)}
              />
            )}
          </Field>
          <p className="lido-visually-hidden" aria-live="polite">
            {keyword.trim() ? t('searchResults', { count: categories.length + articles.length }) : ''}
          </p>
        </div>
      )}
      {empty ? (
        <EmptyState>{t('searchNoResult')}</EmptyState>
      ) : contentType ? (
        <>
          {categories.length > 0 && <TileGrid categories={categories} articles={[]} previewMode={previewMode} bookNow={bookNow} label={label} />}
          {articles.length > 0 && <ArticleList articles={articles} layout={contentType} previewMode={previewMode} bookNow={bookNow} label={label} />}
        </>
      ) : (
        <TileGrid categories={categories} articles={articles} previewMode={previewMode} bookNow={bookNow} label={label} />
      )}
    </>
  );
}
