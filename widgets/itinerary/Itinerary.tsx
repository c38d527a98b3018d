/**
 * <lido-itinerary> (002 §2): the view comes from the attribute, or from an in-place route when
 * the element is alone on a page and one of its links is followed (/itinerary/detail/3 …).
 */
import { useRoute, type WidgetProps } from '../../core/react/index';
import { UnknownPageNotice } from '../../core/ui/Notice';
import meta from './itinerary.meta';
import { Overview } from './Overview';
import { Spark } from './Spark';
import { PortDetail } from './PortDetail';
import { Weather } from './Weather';
import { WhereWhen } from './WhereWhen';
import { attributesOfPath } from '../../core/navigation/route-table';

export type ItineraryView = 'overview' | 'port' | 'weather' | 'wherewhen' | 'spark';

interface Resolved {
  view: ItineraryView;
  id?: string;
  date?: string;
}

/** An in-place route → the view and its parameter, from the attributes the meta's pages give it; other paths → null. */
export function itineraryViewOf(path: string): Resolved | null {
  const attributes = attributesOfPath(meta.pages, path);
  return attributes && { view: attributes.view as ItineraryView, id: attributes['schedule-id'], date: attributes.date };
}

export function Itinerary({ view, scheduleId, date }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const resolved = route ? itineraryViewOf(route.path) : { view, id: scheduleId ?? undefined, date: date ?? undefined };
  if (!resolved) return <UnknownPageNotice start="/itinerary/overview" />;
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
