/**
 * <lido-onboard-excursions> (001 §2–§9): onboard experiences.
 *
 *  - Lists of a date (/onboard/excursions[/{dd-mm-yyyy}]) and of a cruise day
 *    (/onboard/excursionsbyday/{day}: no headers, no filters). Availability is fixed at 99 in
 *    lists. A type filter (the excursion categories) and a duration filter open one at a time,
 *    can be cleared, and disable the options no excursion matches; hideExcursionFilters hides them.
 *  - The detail (/onboard/excursion/{id}): gallery, tags with their pictures, prices with the
 *    child-price label, duration, the availability text, sold-out and closed notices, the
 *    descriptions by type, the waiver PDF, the wayfinder link, and Book (none on digital signage;
 *    'Log in to book' back here for a visitor).
 *  - The booking (/onboard/bookexcursion/{id}) in Booking.tsx.
 */
import { useId, useMemo, useState } from 'react';
import { calendarDateOf, formatDate, formatDmy, parseDmy } from '../../core/format/dates';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { shipDayIndex } from '../../core/format/ship-time';
import { formatTime } from '../../core/format/time';
import type { OnboardExcursion, OnboardId } from '../../core/hub/onboard';
import { useHubQuery } from '../../core/query/hooks';
import { schedulesQuery } from '../../core/query/itinerary';
import { excursionTagsQuery, onboardByDateQuery, onboardByDayQuery, onboardDescriptionsQuery, onboardImagesQuery } from '../../core/query/onboard';
import { useLanguage, useRoute, useT, type WidgetProps, useUiSetting } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { PageTitle } from '../../core/ui/PageTitle';
import { ChoiceList } from '../../core/ui/ChoiceList';
import { NotFoundNotice } from '../../core/ui/Notice';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { ExcursionPrices } from '../../core/ui/ExcursionPrices';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { hasText } from '../../core/html/text';
import { SignInGate } from '../../core/ui/SignInGate';
import { WayfinderLink } from '../../core/ui/WayfinderLink';
import { moveBetweenStops } from '../../core/ui/focus';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { Booking } from './Booking';
import { BookOrNotice, ExcursionWithPlaces, TagList, Tile, descriptionHtml, placesOf } from './parts';
import { useNeedsShipTimeLabel } from './ship-time';
import {
  DURATION_KEYS,
  NO_FILTERS,
  applyFilters,
  bookPath,
  byStartTime,
  durationDisabled,
  excursionTypes,
  hubDateToRoute,
  neighbourDays,
  onboardTarget,
  onboardTargetOf,
  routeDateToHub,
  typeDisabled,
  type DurationRange,
  type Filters,
} from './logic';
import type meta from './onboard-excursions.meta';
import { Fact } from '../../core/ui/Fact';

export function OnboardExcursionsWidget({ view, date, day, excursionId }: WidgetProps<typeof meta>) {
  const t = useT('onboard');
  const route = useRoute();
  const target = useMemo(() => (route ? onboardTargetOf(route.path) : onboardTarget(view, date, day, excursionId)), [route, view, date, day, excursionId]);
  if (!target) return <NotFoundNotice text={t('notFound')} backTo="/onboard/excursions" backLabel={t('allExperiences')} />;
  switch (target.kind) {
    case 'detail':
      return <Detail key={target.id} id={target.id} />;
    case 'book':
      return (
        <SignInGate origin={bookPath(target.id)}>
          <Booking key={target.id} id={target.id} />
        </SignInGate>
      );
    case 'byday':
      return <ByDay key={target.day} day={target.day} />;
    default:
      return <ByDate key={target.date ?? ''} routeDate={target.date} />;
  }
}

// ── lists ─────────────────────────────────────────────────────────────────────────────────

function ByDate({ routeDate }: { routeDate: string | null }) {
  const t = useT('onboard');
  const dateLocale = useDateLocale();
  // no date in the route: the ship's day today (its own UTC offset), else the device's
  // also the voyage's days, which bound the previous/next day links
  const schedules = useHubQuery(schedulesQuery, []);
  const today = () => {
    const now = Date.now();
    const index = Array.isArray(schedules.data) ? shipDayIndex(schedules.data, now) : -1;
    return index >= 0 ? schedules.data![index]!.date : formatDmy(calendarDateOf(new Date(now)));
  };
  const hubDate = routeDate !== null ? routeDateToHub(routeDate) : schedules.data !== undefined || schedules.isError ? today() : null;
  const query = useHubQuery(onboardByDateQuery, hubDate ? [hubDate] : null);
  const needsShipTime = useNeedsShipTimeLabel();
  if (routeDate !== null && !hubDate) return <NotFoundNotice text={t('badDate')} backTo="/onboard/excursions" backLabel={t('allExperiences')} />;
  const shown = hubDate ? parseDmy(hubDate) : null;
  return (
    <section className="onboard-list" aria-busy={query.data === undefined}>
      <PageTitle>{t('title')}</PageTitle>
      {shown && (
        <p className="onboard-date">
          {formatDate(shown, dateLocale)}
          {needsShipTime(hubDate) && <span className="ship-time-label"> ({t('shipTime')})</span>}
        </p>
      )}
      {hubDate && <DayNavigation hubDate={hubDate} voyage={Array.isArray(schedules.data) ? schedules.data.map((day) => day.date) : null} />}
      <QueryView query={query} isEmpty={(list) => list.length === 0} empty={t('no_experiences_available')}>
        {(list) => <FilteredList excursions={list} withFilters />}
      </QueryView>
    </section>
  );
}

/** The days before and after, within the voyage: links to their lists (the route keeps the day). */
function DayNavigation({ hubDate, voyage }: { hubDate: string; voyage: readonly string[] | null }) {
  const t = useT('onboard');
  const dateLocale = useDateLocale();
  const { previous, next } = neighbourDays(hubDate, voyage);
  const dayText = (date: string) => {
    const calendar = parseDmy(date);
    return calendar ? formatDate(calendar, dateLocale) : date;
  };
  if (!previous && !next) return null;
  return (
    <nav className="onboard-days" part="day-navigation" aria-label={t('otherDays')}>
      {previous && (
        <RouteLink
          to={`/onboard/excursions/${hubDateToRoute(previous)}`}
          className="button secondary day-previous"
          aria-label={t('previousDayOf', { date: dayText(previous) })}
        >
          <span aria-hidden="true">‹ </span>
          {t('previousDay')}
        </RouteLink>
      )}
      {next && (
        <RouteLink
          to={`/onboard/excursions/${hubDateToRoute(next)}`}
          className="button secondary day-next"
          aria-label={t('nextDayOf', { date: dayText(next) })}
        >
          {t('nextDay')}
          <span aria-hidden="true"> ›</span>
        </RouteLink>
      )}
    </nav>
  );
}

function ByDay({ day }: { day: string }) {
  const t = useT('onboard');
  const query = useHubQuery(onboardByDayQuery, [day]);
  return (
    <section className="onboard-list by-day" aria-busy={query.data === undefined} aria-label={t('title')}>
      <QueryView query={query} isEmpty={(list) => list.length === 0} empty={t('no_experiences_available')}>
        {(list) => <FilteredList excursions={list} withFilters={false} />}
      </QueryView>
    </section>
  );
}

function FilteredList({ excursions, withFilters }: { excursions: OnboardExcursion[]; withFilters: boolean }) {
  const t = useT('onboard');
  const hidden = useUiSetting('hideExcursionFilters');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The types are the hub's words in the guest's language: chosen in another, they match nothing.
  const language = useLanguage();
  const [filtersLanguage, setFiltersLanguage] = useState(language);
  if (filtersLanguage !== language) {
    setFiltersLanguage(language);
    setFilters({ ...filters, type: null });
  }
  // in the order of the day (issue 30: the 07:00 class was the seventh tile)
  const shown = applyFilters(byStartTime(excursions), filters);
  return (
    <div onKeyDown={moveBetweenStops}>
      {withFilters && !hidden && <FilterBar excursions={excursions} filters={filters} onChange={setFilters} />}
      {shown.length === 0 ? (
        <p className="empty" role="status">
          {t('noMatch')}
        </p>
      ) : (
        <ul className="onboard-grid">
          {shown.map((excursion) => (
            <li key={String(excursion.id)}>
              <Tile excursion={excursion} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FilterBar({ excursions, filters, onChange }: { excursions: OnboardExcursion[]; filters: Filters; onChange: (filters: Filters) => void }) {
  const t = useT('onboard');
  const [open, setOpen] = useState<'type' | 'duration' | null>(null);
  const ids = { type: useId(), duration: useId() };
  const types = excursionTypes(excursions);
  const toggle = (which: 'type' | 'duration') => setOpen((current) => (current === which ? null : which));
  const active = filters.type !== null || filters.duration !== 'all';
  return (
    <div className="onboard-filters" part="filters">
      <p className="filter-buttons">
        <Button
          variant="secondary"
          className="filter-toggle type-toggle"
          aria-expanded={open === 'type'}
          aria-controls={ids.type}
          onClick={() => toggle('type')}
        >
          {filters.type ? t('filters.typeChosen', { type: filters.type }) : t('filters.type')}
        </Button>
        <Button
          variant="secondary"
          className="filter-toggle duration-toggle"
          aria-expanded={open === 'duration'}
          aria-controls={ids.duration}
          onClick={() => toggle('duration')}
        >
          {filters.duration !== 'all' ? t('filters.durationChosen', { duration: t(`filters.${filters.duration}`) }) : t('filters.duration')}
        </Button>
        {active && (
          <Button variant="secondary" className="filter-clear" onClick={() => onChange(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
        )}
      </p>
      {open === 'type' && (
        <div className="filter-panel type-panel">
          <p id={ids.type} className="filter-label">
            {t('filters.type')}
          </p>
          <ChoiceList
            choices={[
              { key: '', value: null as string | null, label: t('filters.allTypes') },
              ...types.map((type) => ({ key: type, value: type as string | null, label: type, disabled: typeDisabled(excursions, filters, type) })),
            ]}
            selected={filters.type ?? ''}
            labelledBy={ids.type}
            className="type-choices"
            onChoose={(type) => onChange({ ...filters, type })}
          />
        </div>
      )}
      {open === 'duration' && (
        <div className="filter-panel duration-panel">
          <p id={ids.duration} className="filter-label">
            {t('filters.duration')}
          </p>
          <ChoiceList
            choices={DURATION_KEYS.map((range) => ({
              key: range,
              value: range,
              label: t(`filters.${range}`),
              disabled: durationDisabled(excursions, filters, range),
            }))}
            selected={filters.duration}
            labelledBy={ids.duration}
            className="duration-choices"
            onChoose={(duration: DurationRange) => onChange({ ...filters, duration })}
          />
        </div>
      )}
    </div>
  );
}

// ── detail ────────────────────────────────────────────────────────────────────────────────

const DESCRIPTION_TYPES = ['Description', 'WalkingInfo', 'Notes', 'Hint'] as const;

function Detail({ id }: { id: string }) {
  return (
    <ExcursionWithPlaces id={id} className="onboard-detail">
      {(excursion) => <DetailBody excursion={excursion} id={id} />}
    </ExcursionWithPlaces>
  );
}

function DetailBody({ excursion, id }: { excursion: OnboardExcursion; id: OnboardId }) {
  const t = useT('onboard');
  const common = useT('common');
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const poi = useUiSetting('usePoiLabelForNotes');
  const needsShipTime = useNeedsShipTimeLabel();
  const descriptions = useHubQuery(onboardDescriptionsQuery, [id]);
  const tags = useHubQuery(excursionTagsQuery, []);

  const { places, closed } = placesOf(excursion);
  const duration = typeof excursion.duration === 'number' && excursion.duration > 0 ? durationMessage(durationFromMinutes(excursion.duration)) : null;
  const day = excursion.date ? parseDmy(excursion.date) : null;
  const start = excursion.startTime ?? excursion.fromTime;
  // the excursion's tags with their pictures: the tag list's picture when the excursion lacks one
  const tagList = (excursion.tags ?? []).map((tag) => ({
    ...tag,
    imageUrl: tag.imageUrl ?? tags.data?.find((known) => known.name === tag.name)?.imageUrl ?? null,
  }));

  return (
    <article className="onboard-excursion" onKeyDown={moveBetweenStops}>
      <PageTitle>{excursion.name}</PageTitle>
      {day && (
        <p className="onboard-date">
          {[formatDate(day, dateLocale), start ? formatTime(start, use12Hour) : null].filter(Boolean).join(' · ')}
          {start && needsShipTime(excursion.date) && <span className="ship-time-label"> ({t('shipTime')})</span>}
        </p>
      )}
      <Gallery id={id} name={excursion.name} />

      {tagList.length > 0 && <TagList tags={tagList} />}

      <dl className="facts" part="facts">
        {duration && (
          <Fact label={t('duration')} valueClass="duration">
            {common(duration.key, { ...duration.values })}
          </Fact>
        )}
        {typeof excursion.minimumAge === 'number' && excursion.minimumAge > 0 && (
          <Fact label={t('minimumAge')} valueClass="minimum-age">
            {t('minimumAgeValue', { count: excursion.minimumAge })}
          </Fact>
        )}
      </dl>

      <ExcursionPrices price={excursion.price} minimumAge={excursion.minimumAge} places={places} hidePlaces={closed} />

      <BookOrNotice excursion={excursion} id={id} />

      <section className="onboard-descriptions" part="descriptions">
        <QueryView query={descriptions}>
          {(list) => (
            <>
              {DESCRIPTION_TYPES.map((type) => {
                const found = list.find((entry) => entry.descriptionType === type);
                const html = found ? descriptionHtml(found) : '';
                if (!hasText(html)) return null;
                return (
                  <section key={type} className={`description description-${type}`}>
                    <h2>{type === 'Notes' && poi ? t('descriptions.poi') : t(`descriptions.${type}`)}</h2>
                    <SafeHtml html={html} />
                  </section>
                );
              })}
            </>
          )}
        </QueryView>
      </section>

      {excursion.waiverPdfUrl?.url && (
        <p className="waiver">
          <a className="button secondary" href={excursion.waiverPdfUrl.url} target="_blank" rel="noopener noreferrer">
            {t('waiver')}
          </a>
        </p>
      )}
      <WayfinderLink profile={excursion.wayfinderProfile} />
      <p>
        <RouteLink to={excursion.date ? `/onboard/excursions/${excursion.date.replace(/\//g, '-')}` : '/onboard/excursions'}>{t('allExperiences')}</RouteLink>
      </p>
    </article>
  );
}

/** blobs/images/{id}: the header picture (1048 wide) and thumbnails (200) that choose it. */
function Gallery({ id, name }: { id: OnboardId; name: string }) {
  const t = useT('onboard');
  const images = useHubQuery(onboardImagesQuery, [id]);
  const imageUrl = useImageUrl();
  const [chosen, setChosen] = useState(0);
  const list = images.data ?? [];
  if (list.length === 0) return null;
  const ref = (index: number) => {
    const image = list[index];
    return image ? { id: image.id ?? null, reference: image.id === undefined ? (image.reference ?? null) : null } : { id: null };
  };
  const header = imageUrl(ref(Math.min(chosen, list.length - 1)), 1048);
  return (
    <div className="onboard-gallery" part="gallery">
      {header && <Picture src={header} alt={name} className="onboard-header-picture" eager />}
      {list.length > 1 && (
        <ul className="onboard-thumbnails" aria-label={t('gallery')}>
          {list.map((image, index) => {
            const src = imageUrl(ref(index), 200);
            return (
              <li key={index}>
                <button
                  type="button"
                  className="thumbnail"
                  aria-pressed={index === chosen}
                  aria-label={t('picture', { number: index + 1, count: list.length })}
                  onClick={() => setChosen(index)}
                >
                  {src && <Picture src={src} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
