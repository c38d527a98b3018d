/**
 * A page's title (its h1, part "heading"): where focus lands when the page was reached by
 * in-place navigation (./focus.ts), so keyboard and screen-reader users start on the new page.
 */
import type { ReactNode } from 'react';
import { useFocusOnArrival } from './focus';

export function PageTitle({ children }: { children: ReactNode }) {
  const ref = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <h1 className="page-title" part="heading" ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
