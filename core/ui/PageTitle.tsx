/**
 * A page's title (its h1, part "heading"): where focus lands when the page was reached by
 * in-place navigation (./focus.ts), so keyboard and screen-reader users start on the new page.
 * An h2 when the element's heading-level says the page around has its own h1.
 */
import type { ReactNode } from 'react';
import { usePageHeading } from '../react/hooks';
import { useFocusOnArrival } from './focus';

export function PageTitle({ children }: { children: ReactNode }) {
  const ref = useFocusOnArrival<HTMLHeadingElement>();
  const Heading = usePageHeading();
  return (
    <Heading className="page-title" part="heading" ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}
