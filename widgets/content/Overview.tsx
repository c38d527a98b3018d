/** The information area overview (000 §2 /content/overview/{id}). */
import { useMemo, useState, type CSSProperties } from 'react';
import type { Article, Category } from '../../core/hub/content';
import { categoryArticlesQuery, categoryQuery, rootArticlesQuery, rootCategoriesQuery, subcategoriesQuery } from '../../core/query/content';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { useDeviceRules, useLanguage, useT, usePageHeading } from '../../core/react/index';
import { EmptyState } from '../../core/ui/EmptyState';
import { Field } from '../../core/ui/Field';
import { QueryView } from '../../core/ui/QueryView';
import { categoryTitle, cmsColour, matchesKeyword } from './content-logic';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { HiddenTag } from './parts';
import { ArticleList, TileGrid } from './tiles';
import { useFocusOnArrival } from '../../core/ui/focus';

interface OverviewData {
  /** null: the root. */
  category: Category | null;
  categories: Category[];
  articles: Article[];
}

/**
 * All reads of a page at once (on a 600 ms satellite link every sequential call costs a round
 * trip), each its own query so another widget asking for the same category shares it.
 */
function useOverview(categoryId: string | null, previewMode: boolean) {
  const root = categoryId === null;
  const rootCategories = useHubQuery(rootCategoriesQuery, root ? [previewMode] : null);
  const rootArticles = useHubQuery(rootArticlesQuery, root ? [previewMode] : null);
  const category = useHubQuery(categoryQuery, root ? null : [categoryId, previewMode]);
  const categories = useHubQuery(subcategoriesQuery, root ? null : [categoryId, previewMode]);
  const articles = useHubQuery(categoryArticlesQuery, root ? null : [categoryId, { previewMode }]);
  const rootPage = useCombinedQueries([rootCategories, rootArticles] as const);
  const categoryPage = useCombinedQueries([category, categories, articles] as const);
  const page = root ? rootPage : categoryPage;
  const data = useMemo<OverviewData | undefined>(() => {
    if (root) return rootPage.data && { category: null, categories: rootPage.data[0], articles: rootPage.data[1] };
    return categoryPage.data && { category: categoryPage.data[0], categories: categoryPage.data[1], articles: categoryPage.data[2] };
  }, [root, rootPage.data, categoryPage.data]);
  return { ...page, data };
}

export function Overview({ categoryId, previewMode }: { categoryId: string | null; previewMode: boolean }) {
  const rules = useDeviceRules();
  const key = `${categoryId ?? ''}|${previewMode}`;
  const overview = useOverview(categoryId, previewMode);
  return (
    <section className="content-overview" data-max-columns={rules.maxGridColumns} aria-busy={overview.data === undefined}>
      {/* keyed: a new category starts with an empty filter */}
      <QueryView query={overview}>{(data) => <OverviewPage key={key} data={data} previewMode={previewMode} />}</QueryView>
    </section>
  );
}

function OverviewPage({ data, previewMode }: { data: OverviewData; previewMode: boolean }) {
  const t = useT('content');
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const Heading = usePageHeading();
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
          <Heading part="heading" ref={headingRef} tabIndex={-1} className={category.showTitle === false ? 'lido-visually-hidden' : undefined}>
            {title}
          </Heading>
          {category.published === false && <HiddenTag />}
          <SafeHtml html={category.description} className="category-description" />
        </header>
      )}
      {!category && (
        <Heading className="lido-visually-hidden" ref={headingRef} tabIndex={-1}>
          {t('information')}
        </Heading>
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
