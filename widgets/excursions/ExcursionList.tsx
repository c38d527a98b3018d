/**
 * The entrances to the excursion details (issue 34; 001 §2 names only the detail routes): the
 * cruise excursions of a port day (/excursion/{itineraryId}, the itinerary id being the port
 * schedule's), a resort's excursions (/resorts/{resortId}) and the resorts (/resorts), from the
 * catalogue service in the guest's catalogue language and currency. Each tile opens the detail,
 * where the guest adds passengers to the cart.
 */
import { formatDate } from '../../core/format/dates';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { formatTime } from '../../core/format/time';
import type { CatalogueExcursion, ExcursionKind } from '../../core/hub/excursions';
import { catalogueListQuery, catalogueResortsQuery } from '../../core/query/excursions';
import { useHubQuery } from '../../core/query/hooks';
import { scheduleQuery } from '../../core/query/itinerary';
import { useT } from '../../core/react/index';
import { moveBetweenStops } from '../../core/ui/focus';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { useDateLocale, useUse12Hour } from '../../core/ui/time';
import { dayOf, excursionListPath, excursionPath } from './cart-logic';

export function ExcursionList({ kind, parentId }: { kind: ExcursionKind; parentId: string }) {
  const t = useT('excursions');
  const query = useHubQuery(catalogueListQuery, [kind, parentId], { keepPrevious: true });
  return (
    <section className="excursion-list-page" aria-busy={query.data === undefined}>
      {kind === 'CruiseExcursion' ? <PortHeading itineraryId={parentId} /> : <ResortHeading resortId={parentId} />}
      <QueryView query={query} isEmpty={(list) => list.length === 0} empty={t(kind === 'CruiseExcursion' ? 'list.noneInPort' : 'list.noneInResort')}>
        {(list) => (
          <ul className="tile-list excursion-tiles" part="list" onKeyDown={moveBetweenStops}>
            {list.map((excursion) => (
              <li key={excursion.id}>
                <ExcursionTile excursion={excursion} parentId={parentId} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className="list-links">
        {kind === 'CruiseExcursion' ? (
          <RouteLink to={`/itinerary/detail/${encodeURIComponent(parentId)}`}>{t('list.toPortDay')}</RouteLink>
        ) : (
          <RouteLink to="/resorts">{t('list.allResorts')}</RouteLink>
        )}
      </p>
    </section>
  );
}

/** "Cruise excursions" with the port and the day (the itinerary's port schedule). */
function PortHeading({ itineraryId }: { itineraryId: string }) {
  const t = useT('excursions');
  const dateLocale = useDateLocale();
  const schedule = useHubQuery(scheduleQuery, [itineraryId]);
  const port = schedule.data && !schedule.data.atSea ? schedule.data.title || schedule.data.portName : null;
  const day = dayOf(schedule.data?.date);
  return (
    <>
      <PageTitle>{port ? t('list.cruiseIn', { place: port }) : t('list.cruiseTitle')}</PageTitle>
      {day && <p className="excursion-where">{formatDate(day, dateLocale)}</p>}
    </>
  );
}

function ResortHeading({ resortId }: { resortId: string }) {
  const t = useT('excursions');
  const resorts = useHubQuery(catalogueResortsQuery, []);
  const resort = resorts.data?.find((entry) => entry.id === resortId);
  return <PageTitle>{resort ? t('list.resortIn', { place: resort.name }) : t('list.resortTitle')}</PageTitle>;
}

function ExcursionTile({ excursion, parentId }: { excursion: CatalogueExcursion; parentId: string }) {
  const t = useT('excursions');
  const common = useT('common');
  const use12Hour = useUse12Hour();
  const imageUrl = useImageUrl();
  const price = usePrice();
  const picture = imageUrl({ id: excursion.imageId ?? null }, 400);
  const duration = excursion.duration ? durationMessage(durationFromMinutes(excursion.duration)) : null;
  const soldOut = typeof excursion.availability === 'number' && excursion.availability <= 0;
  const facts = [
    excursion.startTime ? formatTime(excursion.startTime, use12Hour) : null,
    duration ? common(duration.key, { ...duration.values }) : null,
  ].filter(Boolean);
  const adult = excursion.price?.adult;
  return (
    <RouteLink to={excursionPath(excursion.type, parentId, excursion.id)} className="card excursion-tile" part="tile" data-excursion={excursion.id}>
      {picture && <Picture src={picture} className="excursion-tile-picture" width={400} height={300} />}
      <span className="excursion-tile-text">
        <span className="excursion-tile-name">{excursion.name}</span>
        {facts.length > 0 && <span className="excursion-tile-facts">{facts.join(' · ')}</span>}
        {typeof adult === 'number' && (
          <span className="excursion-tile-price">{t('list.from', { price: price(adult, { currency: excursion.price?.currency, free: true }) })}</span>
        )}
        {soldOut ? (
          <span className="excursion-tile-note">{t('soldOutShort')}</span>
        ) : excursion.closedForOnlineBooking ? (
          <span className="excursion-tile-note">{t('closedShort')}</span>
        ) : null}
      </span>
    </RouteLink>
  );
}

/** /resorts: the resorts whose excursions the catalogue sells. */
export function ResortList() {
  const t = useT('excursions');
  const query = useHubQuery(catalogueResortsQuery, []);
  return (
    <section className="excursion-list-page" aria-busy={query.data === undefined}>
      <PageTitle>{t('list.resortTitle')}</PageTitle>
      <QueryView query={query} isEmpty={(list) => list.length === 0} empty={t('list.noResorts')}>
        {(list) => (
          <ul className="tile-list excursion-tiles" part="list" onKeyDown={moveBetweenStops}>
            {list.map((resort) => (
              <li key={resort.id}>
                <RouteLink to={excursionListPath('ResortExcursion', resort.id)} className="card excursion-tile" part="tile">
                  <span className="excursion-tile-text">
                    <span className="excursion-tile-name">{[resort.name, resort.countryName].filter(Boolean).join(', ')}</span>
                    {(resort.hotels?.length ?? 0) > 0 && <span className="excursion-tile-facts">{resort.hotels!.join(' · ')}</span>}
                  </span>
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
