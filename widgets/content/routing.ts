/** In-place routes of the content elements (architecture: Navigation). */
import { useRoute } from '../../core/react/index';
import { contentTargetOf, type ContentTarget } from './content-logic';

/**
 * An un-cancelled lido-navigate to /content/… is shown in place; without one, the attributes' view.
 * An address in place that is none of the content pages → null (the element says "not found").
 */
export function useContentTarget(fallback: ContentTarget): ContentTarget | null {
  const route = useRoute();
  return route ? contentTargetOf(route.path) : fallback;
}

export const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
