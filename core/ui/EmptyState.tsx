/** What a list says when it has nothing to show (no events, no titles, an empty watchlist …). */
import type { ReactNode } from 'react';
import { useUiT } from './texts';

export function EmptyState({ children, live = false }: { children?: ReactNode; /** announce changes (search results) */ live?: boolean }) {
  const t = useUiT();
  return (
    <p className="empty" part="empty" role={live ? 'status' : undefined}>
      {children ?? t('empty')}
    </p>
  );
}
