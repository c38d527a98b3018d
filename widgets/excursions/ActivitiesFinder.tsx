/**
 * <lido-activities-finder> (001 §2 /musement/…, §3 "Third-party activity", §7): countries →
 * cities (/musement/{countryId}) → activities (/musement/{countryId}/{cityId}) → an activity
 * (/musement/activity/{activityId}) with its cover image, duration or range, retail price,
 * languages, features, about, where, meeting point, info, HIGHLIGHT / INCLUSION / EXCLUSION
 * taxonomies, media gallery and the external Book Excursion link (none on digital signage).
 * With no activities: 'No activities found for this location.'. These routes record no visit.
 */
import { useMemo } from 'react';
import { durationFromIso, durationMessage } from '../../core/format/durations';
import type { Activity, ActivityTaxonomy } from '../../core/hub/activities';
import { activityCitiesQuery, activityCountriesQuery, activityDetailQuery, cityActivitiesQuery } from '../../core/query/excursions';
import { useHubQuery } from '../../core/query/hooks';
import { useDeviceRules, useRoute, useT, type WidgetProps } from '../../core/react/index';
import { Picture } from '../../core/ui/Picture';
import { Fact } from '../../core/ui/Fact';
import { PageTitle } from '../../core/ui/PageTitle';
import { NotFoundNotice, UnknownPageNotice } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { isNotFound } from '../../core/ui/errors';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { moveBetweenStops } from '../../core/ui/focus';
import meta from './activities-finder.meta';
import { attributesOfPath } from '../../core/navigation/route-table';

interface FinderTarget {
  countryId: string | null;
  cityId: string | null;
  activityId: string | null;
}

/** The attributes (the element's, or those an in-place route's page gives) → what to show. */
export function finderTarget(countryId: string | undefined, cityId: string | undefined, activityId: string | undefined): FinderTarget {
  return { countryId: countryId ?? null, cityId: cityId ?? null, activityId: activityId ?? null };
}

/** A path of the meta's pages (/musement/activity/{id}, /musement/{countryId}[/{cityId}]) → what to show; other paths, a malformed escape too → null. */
export function finderTargetOf(path: string): FinderTarget | null {
  const attributes = attributesOfPath(meta.pages, path);
  return attributes && finderTarget(attributes['country-id'], attributes['city-id'], attributes['activity-id']);
}

export function ActivitiesFinderWidget({ countryId, cityId, activityId }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const target = useMemo(() => (route ? finderTargetOf(route.path) : finderTarget(countryId, cityId, activityId)), [route, countryId, cityId, activityId]);
  if (!target) return <UnknownPageNotice start="/musement" />;
  return (
    <section className="activities-finder" onKeyDown={moveBetweenStops}>
      {target.activityId ? (
        <ActivityDetail key={target.activityId} activityId={target.activityId} />
      ) : target.countryId && target.cityId ? (
        <Activities key={`${target.countryId}/${target.cityId}`} countryId={target.countryId} cityId={target.cityId} />
      ) : target.countryId ? (
        <Cities key={target.countryId} countryId={target.countryId} />
      ) : (
        <Countries />
      )}
    </section>
  );
}

/** An address the provider cannot take (a country "abc") or does not know: not found, with the way back to the countries. */
function notFound(error: unknown) {
  return isNotFound(error) ? <FinderNotFound /> : undefined;
}

function FinderNotFound() {
  const t = useT('excursions');
  return <NotFoundNotice text={t('activities.notFound')} backTo="/musement" backLabel={t('activities.toCountries')} />;
}

function Countries() {
  const t = useT('excursions');
  const countries = useHubQuery(activityCountriesQuery, []);
  return (
    <>
      <PageTitle>{t('activities.countries')}</PageTitle>
      <QueryView query={countries} isEmpty={(list) => list.length === 0} empty={t('activities.none')}>
        {(list) => (
          <ul className="link-list" part="list">
            {list.map((country) => (
              <li key={country.id}>
                <RouteLink to={`/musement/${country.id}`}>{country.name}</RouteLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function Cities({ countryId }: { countryId: string }) {
  const t = useT('excursions');
  const cities = useHubQuery(activityCitiesQuery, [countryId]);
  const country = cities.data?.[0]?.country?.name;
  return (
    <>
      <PageTitle>{country ? `${t('activities.cities')}: ${country}` : t('activities.cities')}</PageTitle>
      <QueryView query={cities} isEmpty={(list) => list.length === 0} empty={t('activities.noCities')} errorView={notFound}>
        {(list) => (
          <ul className="tile-list" part="list">
            {list.map((city) => (
              <li key={city.id}>
                <RouteLink to={`/musement/${countryId}/${city.id}`} className="activity-tile">
                  <Picture src={city.cover_image_url} width={400} height={300} />
                  <span className="activity-tile-title">{city.name}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function Activities({ countryId, cityId }: { countryId: string; cityId: string }) {
  const t = useT('excursions');
  const activities = useHubQuery(cityActivitiesQuery, [countryId, cityId]);
  const city = activities.data?.[0]?.city?.name;
  return (
    <>
      <PageTitle>{city ? `${t('activities.activities')}: ${city}` : t('activities.activities')}</PageTitle>
      <QueryView query={activities} isEmpty={(list) => list.length === 0} empty={t('activities.none')} errorView={notFound}>
        {(list) => (
          <ul className="tile-list" part="list">
            {list.map((activity) => (
              <li key={activity.uuid}>
                <RouteLink to={`/musement/activity/${encodeURIComponent(activity.uuid)}`} className="activity-tile">
                  <Picture src={activity.cover_image_url} width={400} height={300} />
                  <span className="activity-tile-title">{activity.title}</span>
                  {activity.retail_price?.formatted_value && <span className="activity-tile-price">{activity.retail_price.formatted_value}</span>}
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p>
        <RouteLink to={`/musement/${countryId}`}>{t('activities.back')}</RouteLink>
      </p>
    </>
  );
}

/** The provider's ISO 8601 durations ('PT3H') in words of the guest's language ('3 h', '3 Std.'). */
function useDurationText(): (activity: Activity) => string | null {
  const t = useT('excursions');
  const common = useT('common');
  const words = (value: string | null | undefined) => {
    if (!value) return null;
    const duration = durationFromIso(value);
    if (!duration) return value; // not ISO 8601: as the provider wrote it
    const message = durationMessage(duration);
    return common(message.key, { ...message.values });
  };
  return (activity) => {
    if (activity.duration) return words(activity.duration);
    const min = words(activity.duration_range?.min);
    const max = words(activity.duration_range?.max);
    if (min && max) return min === max ? min : t('activities.durationRange', { min, max });
    return min ?? max;
  };
}

function Taxonomy({ title, items, type }: { title: string; items: ActivityTaxonomy[]; type: string }) {
  const list = items.filter((item) => item.type === type);
  if (list.length === 0) return null;
  return (
    <section className={`taxonomy taxonomy-${type.toLowerCase()}`}>
      <h2>{title}</h2>
      <ul>
        {list.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </section>
  );
}

function ActivityDetail({ activityId }: { activityId: string }) {
  const t = useT('excursions');
  const rules = useDeviceRules();
  const detail = useHubQuery(activityDetailQuery, [activityId]);
  const durationText = useDurationText();
  return (
    <QueryView query={detail}>
      {({ activity, taxonomies, media }) => {
        const duration = durationText(activity);
        return (
          <article className="activity-detail">
            <PageTitle>{activity.title}</PageTitle>
            {/* the way back to the list it came from (the route names only the activity) */}
            {activity.country && (
              <p className="activity-back">
                <RouteLink to={activity.city ? `/musement/${activity.country.id}/${activity.city.id}` : `/musement/${activity.country.id}`} part="back">
                  {activity.city ? t('activities.backToCity', { city: activity.city.name }) : t('activities.back')}
                </RouteLink>
              </p>
            )}
            <Picture src={activity.cover_image_url} className="excursion-picture" eager />
            <dl className="facts">
              {duration && <Fact label={t('activities.duration')}>{duration}</Fact>}
              {activity.retail_price?.formatted_value && (
                <Fact label={t('activities.price')} valueClass="activity-price">
                  {activity.retail_price.formatted_value}
                </Fact>
              )}
              {(activity.languages ?? []).length > 0 && (
                <Fact label={t('activities.languages')}>{(activity.languages ?? []).map((language) => language.name).join(', ')}</Fact>
              )}
            </dl>
            {rules.showBookButtons && activity.url && (
              <p className="button-row">
                <a className="button book-external" part="book" href={activity.url} target="_blank" rel="noopener noreferrer">
                  {t('activities.book')}
                  <span className="lido-visually-hidden"> ({t('activities.bookHint')})</span>
                </a>
              </p>
            )}
            {(activity.features ?? []).length > 0 && (
              <section>
                <h2>{t('activities.features')}</h2>
                <ul className="activity-features">
                  {(activity.features ?? []).map((feature) => (
                    <li key={feature.code}>{feature.name}</li>
                  ))}
                </ul>
              </section>
            )}
            {activity.about && (
              <section>
                <h2>{t('activities.about')}</h2>
                <SafeHtml html={activity.about} />
              </section>
            )}
            <Taxonomy title={t('activities.highlights')} items={taxonomies} type="HIGHLIGHT" />
            <Taxonomy title={t('activities.inclusions')} items={taxonomies} type="INCLUSION" />
            <Taxonomy title={t('activities.exclusions')} items={taxonomies} type="EXCLUSION" />
            {activity.where_text && (
              <section>
                <h2>{t('activities.where')}</h2>
                <p>{activity.where_text}</p>
              </section>
            )}
            {activity.meeting_point && (
              <section>
                <h2>{t('activities.meetingPoint')}</h2>
                <p>{activity.meeting_point}</p>
              </section>
            )}
            {activity.info && (
              <section>
                <h2>{t('activities.info')}</h2>
                <SafeHtml html={activity.info} />
              </section>
            )}
            {media.length > 0 && (
              <section className="activity-gallery" part="gallery">
                <h2>{t('activities.gallery')}</h2>
                <ul className="gallery">
                  {media.map((item) => (
                    <li key={item.url}>
                      <a href={item.url} target="_blank" rel="noopener noreferrer">
                        <Picture src={item.thumbnail_url ?? item.url} alt={item.title || t('activities.gallery')} width={200} height={150} />
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </article>
        );
      }}
    </QueryView>
  );
}
