/**
 * <lido-itinerary> (002 §2): the view comes from the attribute, or from an in-place route when
 * the element is alone on a page and one of its links is followed (/itinerary/detail/3 …).
 */
import { useRoute, type WidgetProps } from '../../core/react/index';
import type meta from './itinerary.meta';
import { Overview } from './Overview';
import { Spark } from './Spark';
import { PortDetail } from './PortDetail';
import { Weather } from './Weather';
import { WhereWhen } from './WhereWhen';
import { decodeSegment } from '../../core/navigation/path';

export type ItineraryView = 'overview' | 'port' | 'weather' | 'wherewhen' | 'spark';

interface Resolved {
  view: ItineraryView;
  id?: string;
  date?: string;
}

/** An in-place route → the view and its parameter; other paths → null. */
export function itineraryViewOf(path: string): Resolved | null {
  const [pathname = '', search = ''] = path.split('#')[0]!.split('?');
  const clean = pathname.replace(/\/+$/, '');
  if (clean === '/itinerary/overview' || clean === '/holiday' || clean === '/my_holiday') return { view: 'overview' };
  const detail = /^\/itinerary\/detail\/([^/]+)$/.exec(clean);
  if (detail) {
    const id = decodeSegment(detail[1]!);
    return id === null ? null : { view: 'port', id };
  }
  if (clean === '/weather') return { view: 'weather', date: new URLSearchParams(search).get('date') ?? undefined };
  if (clean === '/wherewhen') return { view: 'wherewhen' };
  const spark = /^\/itinerary\/spark(?:\/([^/]+))?$/.exec(clean);
  if (spark) {
    const date = spark[1] ? decodeSegment(spark[1]) : undefined;
    return date === null ? null : { view: 'spark', date };
  }
  return null;
}

export function Itinerary({ view, scheduleId, date }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const resolved = (route && itineraryViewOf(route.path)) || { view, id: scheduleId ?? undefined, date: date ?? undefined };
  switch (resolved.view) {
    case 'port':
      return <PortDetail id={resolved.id ?? null} />;
    case 'weather':
      return <Weather date={resolved.date ?? null} />;
    case 'wherewhen':
      return <WhereWhen />;
    case 'spark':
      return <Spark date={resolved.date ?? null} />;
    case 'overview':
    default:
      return <Overview />;
  }
}
