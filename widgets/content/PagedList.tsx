/**
 * A signage screen's tile grid or article list (issue 33): the items that do not fit the screen
 * page themselves at the profile's pace, with a page indicator. Loaded only on signage
 * (tiles.tsx), so an embed on a phone never pays for the paging code.
 */
import type { ReactElement } from 'react';
import { PageIndicator, useFitPages, usePageMs, useRotation } from '../../core/ui/pages';

export default function PagedList({ items, className, label }: { items: ReactElement[]; className: string; label: string }) {
  const pageMs = usePageMs(null);
  const fit = useFitPages<HTMLUListElement>(true, items.map((item) => item.key).join('|'));
  const page = useRotation(fit.pages?.length ?? 1, pageMs);
  const [start, end] = fit.pages?.[Math.min(page, fit.pages.length - 1)] ?? [0, items.length];
  return (
    <>
      <ul ref={fit.ref} key={page} className={`${className} self-page`} part="grid" aria-label={label} data-page={page + 1}>
        {items.slice(start, end)}
      </ul>
      {(fit.pages === null || fit.pages.length > 1) && <PageIndicator page={page} pages={fit.pages?.length ?? 1} />}
    </>
  );
}
