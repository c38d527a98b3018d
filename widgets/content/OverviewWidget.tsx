/**
 * <lido-content-overview>: the overview is in this chunk; the article page only loads when a
 * tile opens an article in place (a page embedding only the overview never pays for it).
 */
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../../core/react/index';
import type meta from './content-overview.meta';
import { Overview } from './Overview';
import { Loading } from '../../core/ui/Loading';
import { UnknownPageNotice } from '../../core/ui/Notice';
import { useContentTarget } from './routing';

const ArticleDetail = lazy(() => import('./Article').then((module) => ({ default: module.ArticleDetail })));

export function ContentOverviewWidget({ categoryId, previewMode }: WidgetProps<typeof meta>) {
  const target = useContentTarget({ view: 'overview', categoryId: categoryId ?? null, previewMode: null });
  if (!target) return <UnknownPageNotice start="/content/overview" />;
  const preview = target.previewMode ?? previewMode;
  if (target.view === 'overview') return <Overview categoryId={target.categoryId} previewMode={preview} />;
  return (
    <Suspense fallback={<Loading />}>
      <ArticleDetail articleId={target.articleId} previewMode={preview} />
    </Suspense>
  );
}
