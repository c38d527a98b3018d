import { useEffect, useRef } from 'react';
import { useRoute } from '../react/index';

/**
 * A page reached by in-place navigation (a tile or related-article link inside the widget) moves
 * focus to its heading, so keyboard and screen-reader users land on the new content instead of
 * on a link that no longer exists. The first page of an element leaves focus where it is.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const route = useRoute();
  useEffect(() => {
    if (!route) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
    // Once per page: the route path identifies it.
  }, [route?.path]);
  return ref;
}
