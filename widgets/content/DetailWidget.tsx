/** <lido-content-detail>: the article page; a category opened in place loads the overview lazily. */
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../../core/react/index';
import { ArticleDetail } from './Article';
import type meta from './content-detail.meta';
import { Loading } from '../../core/ui/Loading';
import { UnknownPageNotice } from '../../core/ui/Notice';
import { useContentTarget } from './routing';

const Overview = lazy(() => import('./Overview').then((module) => ({ default: module.Overview })));

export function ContentDetailWidget({ articleId, previewMode }: WidgetProps<typeof meta>) {
  const target = useContentTarget({ view: 'detail', articleId: articleId ?? '', previewMode: null });
  if (!target) return <UnknownPageNotice start="/content/overview" />;
  const preview = target.previewMode ?? previewMode;
  if (target.view === 'detail') return <ArticleDetail articleId={target.articleId || null} previewMode={preview} />;
  return (
    <Suspense fallback={<Loading />}>
      <Overview categoryId={target.categoryId} previewMode={preview} />
    </Suspense>
  );
}
