/** Building blocks of the three content elements (the shared ones are the UI kit's, core/ui). */
import type { ReactNode } from 'react';
import { useT } from '../../core/react/index';
import { useRouteLink } from '../../core/ui/RouteLink';
import type { TileLink } from './content-logic';

/** An <a> for a tile link: a spec route through lido-navigate, or an external page in a new window. */
export function LinkTo({
  link,
  children,
  ...attributes
}: {
  link: TileLink;
  className?: string;
  part?: string;
  'data-arrow-skip'?: boolean;
  children: ReactNode;
}) {
  const routeLink = useRouteLink();
  const t = useT('content');
  if (link.kind === 'external') {
    return (
      <a {...attributes} href={link.url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="lido-visually-hidden"> ({t('opensInNewWindow')})</span>
      </a>
    );
  }
  return (
    <a {...attributes} {...routeLink(link.path)}>
      {children}
    </a>
  );
}

/** The hidden-eye tag of unpublished items in preview mode (000 §2). */
export function HiddenTag() {
  const t = useT('content');
  return (
    <span className="tag hidden-tag" part="hidden-tag">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.2-3.2A11.6 11.6 0 0 1 12 20C6.5 20 2.4 16.2 1 12c.6-1.9 1.8-3.7 3.4-5.1L2.1 3.5Zm5.8 5.8A4.5 4.5 0 0 0 14.7 16l-1.6-1.6a2.5 2.5 0 0 1-3.5-3.5L7.9 9.3ZM12 4c5.5 0 9.6 3.8 11 8a11.8 11.8 0 0 1-3.3 4.9l-2.9-2.9A4.5 4.5 0 0 0 10 8.2L7.9 6.1C9.2 5.4 10.6 4 12 4Z"
        />
      </svg>
      <span>{t('notPublished')}</span>
    </span>
  );
}
