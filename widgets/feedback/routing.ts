/** The feedback routes (002 §2): /ratings/… (open) and their /userratings/… twins (signed in). */
import { useHubQuery } from '../../core/query/hooks';
import { ratingsConfigQuery } from '../../core/query/ratings';
import { useRoute } from '../../core/react/index';
import { decodeSegment } from '../../core/navigation/path';

export type FeedbackView = 'overview' | 'allinone' | 'form';
export interface FeedbackTarget {
  view: FeedbackView;
  profileId: string | null;
}

/** '/ratings/overview', '/userratings/allinone', '/ratings/feedback/3' … → the view; other paths → null. */
export function feedbackTargetOf(path: string): FeedbackTarget | null {
  const match = /^\/(?:ratings|userratings)\/(?:(overview|allinone)|feedback\/([^/?#]+))\/?(?:[?#].*)?$/.exec(path);
  if (!match) return null;
  if (match[2]) {
    const profileId = decodeSegment(match[2]);
    return profileId === null ? null : { view: 'form', profileId };
  }
  return { view: match[1] as 'overview' | 'allinone', profileId: null };
}

/**
 * Where this page's feedback links go (002 §2): /userratings/… when the current path starts with
 * /userratings/, /ratings/… when it starts with /ratings/; on any other page (the element alone on
 * an operator's page) by the hub's anonymous mode — the open pages until it is known.
 */
export function useFeedbackBase(): '/ratings' | '/userratings' {
  const route = useRoute();
  const path = route?.path ?? globalThis.location?.pathname ?? '';
  const fromPath = path.startsWith('/userratings/') ? '/userratings' : path.startsWith('/ratings/') ? '/ratings' : null;
  const config = useHubQuery(ratingsConfigQuery, fromPath ? null : []);
  return fromPath ?? (config.data?.useAnonymousMode === false ? '/userratings' : '/ratings');
}
