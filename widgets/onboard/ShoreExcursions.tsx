/**
 * <lido-shore-excursions> (001 §2): the shore excursion schedule tiles (one per itinerary
 * schedule, linking to its date), the excursions of a date (/shoreexcursions/{dd-mm-yyyy}:
 * excursions/byDate, availability fixed at 99) and the older detail view (/shoreexcursion/{id}):
 * availability, a book link (to the onboard booking; 'Log in to book' for a visitor; none on
 * digital signage; sold-out and closed notices instead), the suitability tag list and the 'just
 * so you know' hint.
 */
import { useMemo } from 'react';
import { availabilityMessage } from '../../core/format/availability';
import { formatDate, parseDmy } from '../../core/format/dates';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { formatTime } from '../../core/format/time';
import type { OnboardExcursion } from '../../core/hub/onboard';
import { useHubQuery } from '../../core/query/hooks';
import { schedulesQuery } from '../../core/query/itinerary';
import { onboardByDateQuery, onboardDescriptionsQuery } from '../../core/query/onboard';
import { useRoute, useT, type WidgetProps } from '../../core/react/index';
import { NotFoundNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { hasText } from '../../core/html/text';
import { moveBetweenStops } from '../../core/ui/focus';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { hubDateToRoute, routeDateToHub } from './logic';
import { BookOrNotice, ExcursionWithPlaces, TagList, Tile, descriptionHtml, placesOf } from './parts';
import meta from './shore-excursions.meta';
import { useNeedsShipTimeLabel } from './ship-time';
import { attributesOfPath } from '../../core/navigation/route-table';

type ShoreTarget = { kind: 'schedules' } | { kind: 'date'; date: string } | { kind: 'detail'; id: string };

/** The attributes (the element's, or those an in-place route's page gives) → what to show. */
export function shoreTarget(date: string | undefined, excursionId: string | undefined): ShoreTarget {
  if (excursionId) return { kind: 'detail', id: excursionId };
  return date ? { kind: 'date', date } : { kind: 'schedules' };
}

/** A path of the meta's pages ('/shoreexcursions[/{date}]', '/shoreexcursion/{id}') → what to show; other paths, a malformed escape too → null. */
export function shoreTargetOf(path: string): ShoreTarget | null {
  const attributes = attributesOfPath(meta.pages, path);
  return attributes && shoreTarget(attributes.date, attributes['excursion-id']);
}

export function ShoreExcursionsWidget({ date, excursionId }: WidgetProps<typeof meta>) {
  const t = useT('onboard');
  const route = useRoute();
  const target = useMemo(() => (route ? shoreTargetOf(route.path) : shoreTarget(date, excursionId)), [route, date, excursionId]);
  if (!target) return <NotFoundNotice text={t('notFound')} backTo="/shoreexcursions" backLabel={t('shore.all')} />;
  if (target.kind === 'detail') return <Detail key={target.id} id={target.id} />;
  if (target.kind === 'date') return <OnDate key={target.date} routeDate={target.date} />;
  return <Schedules />;
}

function Schedules() {
  const t = useT('onboard');
  const dateLocale = useDateLocale();
  const query = useHubQuery(schedulesQuery, []);
  return (
    <section className="shore-schedules" aria-busy={query.data === undefined}>
      <PageTitle>{t('shore.title')}</PageTitle>
      <QueryView query={query} isEmpty={(list) => list.length === 0} empty={t('no_experiences_available')}>
        {(list) => (
          <ul className="onboard-grid">
            {list.map((day) => {
              const parsed = parseDmy(day.date);
              return (
                <li key={String(day.id)}>
                  <RouteLink to={`/shoreexcursions/${hubDateToRoute(day.date)}`} className="onboard-tile schedule-tile" part="tile">
                    <span className="onboard-tile-name">{day.title}</span>
                    <span className="onboard-tile-facts">{parsed ? formatDate(parsed, dateLocale) : day.date}</span>
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function OnDate({ routeDate }: { routeDate: string }) {
  const t = useT('onboard');
  const dateLocale = useDateLocale();
  const hubDate = routeDateToHub(routeDate);
  const query = useHubQuery(onboardByDateQuery, hubDate ? [hubDate] : null);
  if (!hubDate) return <NotFoundNotice text={t('badDate')} backTo="/shoreexcursions" backLabel={t('shore.all')} />;
  const day = parseDmy(hubDate);
  return (
    <section className="shore-date" aria-busy={query.data === undefined}>
      <PageTitle>{t('shore.title')}</PageTitle>
      {day && <p className="onboard-date">{formatDate(day, dateLocale)}</p>}
      <QueryView query={query} isEmpty={(list) => list.length === 0} empty={t('no_experiences_available')}>
        {(list) => (
          <ul className="onboard-grid">
            {list.map((excursion) => (
              <li key={String(excursion.id)}>
                <Tile excursion={excursion} to={`/shoreexcursion/${encodeURIComponent(String(excursion.id))}`} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p>
        <RouteLink to="/shoreexcursions">{t('shore.all')}</RouteLink>
      </p>
    </section>
  );
}

function Detail({ id }: { id: string }) {
  return (
    <ExcursionWithPlaces id={id} className="shore-detail">
      {(excursion) => <DetailBody excursion={excursion} id={id} />}
    </ExcursionWithPlaces>
  );
}

function DetailBody({ excursion, id }: { excursion: OnboardExcursion; id: string }) {
  const t = useT('onboard');
  const common = useT('common');
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const price = usePrice();
  const descriptions = useHubQuery(onboardDescriptionsQuery, [id]);
  const needsShipTime = useNeedsShipTimeLabel();
  const { places, closed } = placesOf(excursion);
  const availability = availabilityMessage(places);
  const day = excursion.date ? parseDmy(excursion.date) : null;
  const start = excursion.startTime ?? excursion.fromTime;
  const duration = typeof excursion.duration === 'number' && excursion.duration > 0 ? durationMessage(durationFromMinutes(excursion.duration)) : null;
  const hint = descriptions.data?.find((entry) => entry.descriptionType === 'Hint');
  const hintHtml = hint ? descriptionHtml(hint) : '';
  const description = descriptions.data?.find((entry) => entry.descriptionType === 'Description');
  return (
    <article className="shore-excursion" onKeyDown={moveBetweenStops}>
      <PageTitle>{excursion.name}</PageTitle>
      <p className="onboard-date">
        {[
          excursion.portName,
          day ? formatDate(day, dateLocale) : null,
          start ? formatTime(start, use12Hour) : null,
          duration ? common(duration.key, { ...duration.values }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        {start && needsShipTime(excursion.date) && <span className="ship-time-label"> ({t('shipTime')})</span>}
      </p>
      <p className="price-adult">{price(excursion.price?.adult) || common('price.notAvailable')}</p>
      {availability && !closed && <p className="availability">{common(availability.key, { ...availability.values })}</p>}
      {description && <SafeHtml html={descriptionHtml(description)} className="shore-description" />}
      {(excursion.tags ?? []).length > 0 && (
        <section className="suitability">
          <h2>{t('tags')}</h2>
          <TagList tags={excursion.tags ?? []} />
        </section>
      )}
      {hasText(hintHtml) && (
        <section className="just-so-you-know">
          <h2>{t('descriptions.Hint')}</h2>
          <SafeHtml html={hintHtml} />
        </section>
      )}
      <BookOrNotice excursion={excursion} id={id} />
      {excursion.date && (
        <p>
          <RouteLink to={`/shoreexcursions/${hubDateToRoute(excursion.date)}`}>{t('shore.onThisDay')}</RouteLink>
        </p>
      )}
    </article>
  );
}
