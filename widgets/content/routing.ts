/** In-place routes of the content elements (architecture: Navigation). */
import { useRoute } from '../../core/react/index';
import { parseContentPath, type ContentTarget } from './content-logic';

/** An un-cancelled lido-navigate to /content/… is shown in place; other own paths keep the attributes' view. */
export function useContentTarget(fallback: ContentTarget): ContentTarget {
  const route = useRoute();
  return (route && parseContentPath(route.path)) || fallback;
}

export const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** '/dailyschedule', '/dailyschedule/tomorrow', '/dailyschedule/dd/mm/yyyy' (host-site routes; /timetable is the daily programme's). */
export function scheduleRoute(path: string): { day?: string; date?: string } | null {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (segments[0] !== 'dailyschedule') return null;
  if (segments.length === 1) return { day: 'today' };
  if (segments.length === 2 && (segments[1] === 'tomorrow' || segments[1] === 'today')) return { day: segments[1] };
  if (segments.length === 4) return { date: segments.slice(1).join('/') };
  return null;
}
