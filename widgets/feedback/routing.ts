/** The feedback routes (002 §2): /ratings/… (open) and their /userratings/… twins (signed in). */
import { useHubQuery } from '../../core/query/hooks';
import { ratingsConfigQuery } from '../../core/query/ratings';
import { useRoute } from '../../core/react/index';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './feedback.meta';

export type FeedbackView = 'overview' | 'allinone' | 'form';
export interface FeedbackTarget {
  view: FeedbackView;
  profileId: string | null;
}

/** A path of the meta's pages ('/ratings/overview', '/userratings/feedback/3' …) → the view; other paths → null. */
export function feedbackTargetOf(path: string): FeedbackTarget | null {
  const attributes = attributesOfPath(meta.pages, path);
  return attributes && { view: attributes.view as FeedbackView, profileId: attributes['profile-id'] ?? null };
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
