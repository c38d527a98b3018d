/**
 * <lido-venues>: the listings of 001 §2 — the activity overview (categories and activities), an
 * activity or spa category, the restaurants, the spa categories — and the item detail page.
 * An un-cancelled lido-navigate to one of its routes is shown in place.
 */
import type { ReactNode } from 'react';
import type { Id } from '../../core/hub/content';
import { VENUE_IMAGE_WIDTH, type VenueCategory, type VenueItem, type VenueModule } from '../../core/hub/venues';
import { activitiesQuery, activityCategoriesQuery, restaurantsQuery, spaCategoriesQuery, spaTreatmentsQuery } from '../../core/query/venues';
import { useCombinedQueries, useHubQuery, type QueryLike } from '../../core/query/hooks';
import { useDeviceRules, useRoute, useT, type WidgetProps } from '../../core/react/index';
import { truncateTileTitle } from '../../core/format/text';
import { PageTitle } from '../../core/ui/PageTitle';
import { NotFoundNotice } from '../../core/ui/Notice';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import type meta from './venues.meta';
import { VenueDetail } from './VenueDetail';
import { categoryRoute, detailRoute, venueTarget, venueTargetOf } from './routing';
import { useVenueFacts } from './facts';

export function VenuesWidget({ module, categoryId, itemId }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const t = useT('venues');
  const target = route ? venueTargetOf(route.path) : venueTarget(module, categoryId, itemId);
  if (!target) return <NotFoundNotice text={t('unknownPage')} backTo="/" backLabel={t('home')} />;
  // keyed: another page starts from scratch (focus, scroll, viewer)
  const key = `${target.module}|${target.categoryId}|${target.itemId}`;
  if (target.itemId) return <VenueDetail key={key} module={target.module} itemId={target.itemId} />;
  if (target.module === 'dining') return <Restaurants key={key} />;
  if (target.categoryId) return <CategoryItems key={key} module={target.module} categoryId={target.categoryId} />;
  return target.module === 'spa' ? <SpaCategories key={key} /> : <ActivityOverview key={key} />;
}

function PageHeading({ children }: { children: string }) {
  return <PageTitle>{children}</PageTitle>;
}

const isEmptyList = (data: readonly unknown[]) => data.length === 0;

function ActivityOverview() {
  const t = useT('venues');
  const categories = useHubQuery(activityCategoriesQuery, []);
  const items = useHubQuery(activitiesQuery, [null]);
  const both = useCombinedQueries([categories, items] as const);
  return (
    <section className="venues" aria-busy={both.data === undefined}>
      <PageHeading>{t('titles.activity')}</PageHeading>
      <QueryView query={both} isEmpty={([c, i]) => c.length === 0 && i.length === 0} empty={t('no_activities_available')}>
        {([categoryList, itemList]) => (
          <>
            {categoryList.length > 0 && (
              <section aria-labelledby="venue-categories">
                <h2 id="venue-categories">{t('categories')}</h2>
                <CategoryGrid module="activity" categories={categoryList} label={t('categories')} />
              </section>
            )}
            {itemList.length > 0 && (
              <section aria-labelledby="venue-items">
                <h2 id="venue-items">{t('allActivities')}</h2>
                <ItemGrid module="activity" items={itemList} label={t('allActivities')} />
              </section>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function SpaCategories() {
  const t = useT('venues');
  const categories = useHubQuery(spaCategoriesQuery, []);
  return (
    <section className="venues" aria-busy={categories.data === undefined}>
      <PageHeading>{t('titles.spa')}</PageHeading>
      <QueryView query={categories} isEmpty={isEmptyList} empty={t('no_spa_available')}>
        {(list) => <CategoryGrid module="spa" categories={list} label={t('titles.spa')} />}
      </QueryView>
    </section>
  );
}

function Restaurants() {
  const t = useT('venues');
  const restaurants = useHubQuery(restaurantsQuery, []);
  return (
    <section className="venues" aria-busy={restaurants.data === undefined}>
      <PageHeading>{t('titles.dining')}</PageHeading>
      <QueryView query={restaurants} isEmpty={isEmptyList} empty={t('no_restaurants_available')}>
        {(list) => <ItemGrid module="dining" items={list} label={t('titles.dining')} />}
      </QueryView>
    </section>
  );
}

/** The items of an activity or spa category, under the category's title. */
function CategoryItems({ module, categoryId }: { module: Exclude<VenueModule, 'dining'>; categoryId: string }) {
  const t = useT('venues');
  const activityCategories = useHubQuery(activityCategoriesQuery, module === 'activity' ? [] : null);
  const spaCategories = useHubQuery(spaCategoriesQuery, module === 'spa' ? [] : null);
  const activities = useHubQuery(activitiesQuery, module === 'activity' ? [categoryId] : null);
  const treatments = useHubQuery(spaTreatmentsQuery, module === 'spa' ? [categoryId] : null);
  const page = useCombinedQueries(module === 'activity' ? ([activityCategories, activities] as const) : ([spaCategories, treatments] as const)) as QueryLike<
    [VenueCategory[], VenueItem[]]
  >;
  const title = page.data?.[0].find((category) => String(category.id) === categoryId)?.title ?? t(`titles.${module}`);
  const empty = t(module === 'spa' ? 'no_spa_available' : 'no_activity_available');
  return (
    <section className="venues" aria-busy={page.data === undefined}>
      <PageHeading>{title}</PageHeading>
      <QueryView query={page} isEmpty={([, items]) => items.length === 0} empty={empty}>
        {([, items]) => <ItemGrid module={module} items={items} label={title} />}
      </QueryView>
    </section>
  );
}

function Grid({ label, children }: { label: string; children: ReactNode }) {
  const rules = useDeviceRules();
  return (
    <ul className="venue-grid" part="grid" aria-label={label} data-max-columns={rules.maxGridColumns}>
      {children}
    </ul>
  );
}

function Tile({ to, title, imageRef, children }: { to: string; title: string; imageRef: Id; children?: ReactNode }) {
  const imageUrl = useImageUrl();
  const short = truncateTileTitle(title);
  return (
    <li>
      <RouteLink to={to} className="venue-tile" part="tile">
        <Picture className="venue-tile-picture" src={imageUrl({ reference: String(imageRef) }, VENUE_IMAGE_WIDTH)} width={VENUE_IMAGE_WIDTH} height={300} />
        <span className="venue-tile-text">
          {short === title ? (
            <span className="venue-tile-title">{title}</span>
          ) : (
            <span className="venue-tile-title" title={title}>
              <span aria-hidden="true">{short}</span>
              <span className="lido-visually-hidden">{title}</span>
            </span>
          )}
          {children}
        </span>
      </RouteLink>
    </li>
  );
}

function CategoryGrid({ module, categories, label }: { module: VenueModule; categories: VenueCategory[]; label: string }) {
  return (
    <Grid label={label}>
      {categories.map((category) => (
        <Tile key={category.id} to={categoryRoute(module, category.id)} title={category.title} imageRef={category.imageId ?? category.id} />
      ))}
    </Grid>
  );
}

function ItemGrid({ module, items, label }: { module: VenueModule; items: VenueItem[]; label: string }) {
  return (
    <Grid label={label}>
      {items.map((item) => (
        <Tile key={item.id} to={detailRoute(module, item.id)} title={item.title} imageRef={item.imageId ?? item.id}>
          <ItemSummary item={item} />
        </Tile>
      ))}
    </Grid>
  );
}

function ItemSummary({ item }: { item: VenueItem }) {
  const facts = useVenueFacts(item);
  const line = [facts.price, facts.duration].filter(Boolean).join(' · ');
  return line ? <span className="venue-tile-facts">{line}</span> : null;
}
