/**
 * The detail page of an activity, restaurant or treatment (001 §2, §3): picture, title,
 * description (sanitised CMS HTML), price, duration, location, the just-to-know note, videos and
 * PDFs by the device rules of 000 §6 (kinds a device hides are not even fetched), the wayfinder
 * link when the device profile enables it, and Book for an item with an externalId — never on
 * digital signage (001 §6).
 */
import { VENUE_IMAGE_WIDTH, type VenueItem, type VenueModule } from '../../core/hub/venues';
import { useHubQuery } from '../../core/query/hooks';
import { venueItemQuery } from '../../core/query/venues';
import { useCore, useDeviceRules, useT } from '../../core/react/index';
import { tacBookingsSlice, tacTransitions } from '../../core/session/tac-bookings';
import { Fact } from '../../core/ui/Fact';
import { PageTitle } from '../../core/ui/PageTitle';
import { OwnerMedia } from '../../core/ui/media/OwnerMedia';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { useRouteLink } from '../../core/ui/RouteLink';
import { SafeHtml, loadSanitizer } from '../../core/ui/SafeHtml';
import { WayfinderLink } from '../../core/ui/WayfinderLink';
import { useVenueFacts } from './facts';
import { bookingRoute } from './routing';

// The description is the page's main text: fetch the sanitiser together with the data.
void loadSanitizer().catch(() => {});

export function VenueDetail({ module, itemId }: { module: VenueModule; itemId: string }) {
  const item = useHubQuery(venueItemQuery, [module, itemId]);
  return (
    <div className="venue-detail-page" aria-busy={item.data === undefined}>
      <QueryView query={item}>{(data) => <VenueView module={module} item={data} />}</QueryView>
    </div>
  );
}

function VenueView({ module, item }: { module: VenueModule; item: VenueItem }) {
  const t = useT('venues');
  const rules = useDeviceRules();
  const imageUrl = useImageUrl();
  const facts = useVenueFacts(item);
  const bookable = typeof item.externalId === 'string' && item.externalId.trim() !== '';
  return (
    <article className="venue-detail">
      <Picture
        className="venue-picture"
        src={imageUrl({ reference: String(item.imageId ?? item.id) }, VENUE_IMAGE_WIDTH)}
        width={VENUE_IMAGE_WIDTH}
        height={300}
        eager
      />
      <div className="venue-text">
        <PageTitle>{item.title}</PageTitle>
        {(facts.price || facts.duration || item.location) && (
          <dl className="facts" part="facts">
            {facts.price && <Fact label={t('price')}>{facts.price}</Fact>}
            {facts.duration && <Fact label={t('duration')}>{facts.duration}</Fact>}
            {item.location && <Fact label={t('location')}>{item.location}</Fact>}
          </dl>
        )}
        {bookable && rules.showBookButtons && <BookLink module={module} item={item} />}
        {item.justToKnow && (
          <aside className="just-to-know" part="just-to-know" aria-labelledby={`jtk-${item.id}`}>
            <h2 id={`jtk-${item.id}`}>{t('justToKnow')}</h2>
            <p>{item.justToKnow}</p>
          </aside>
        )}
        <SafeHtml html={item.description} className="venue-description" part="description" />
        <WayfinderLink profile={item.wayfinderProfile} />
      </div>
      <OwnerMedia ownerId={item.id} sectionClass="venue-media" />
    </article>
  );
}

/**
 * Book: the booking page with the module and object as navigation state (and in its address, so
 * a reload keeps them). A finished flow of this item starts again; an unfinished one keeps its
 * choices.
 */
function BookLink({ module, item }: { module: VenueModule; item: VenueItem }) {
  const t = useT('venues');
  const { stores } = useCore();
  const objectId = String(item.id);
  const start = () => {
    const store = tacBookingsSlice(stores);
    store.setState((state) => {
      const opened = tacTransitions.open(state, module, objectId);
      return opened.reference || opened.error ? tacTransitions.again(opened) : opened;
    });
    stores.flush();
  };
  const link = useRouteLink()(bookingRoute(module, item.id), { module, objectId });
  return (
    <p className="venue-book">
      <a
        className="button"
        part="book"
        href={link.href}
        aria-label={t('bookItem', { title: item.title })}
        onClick={(event) => {
          start();
          link.onClick(event);
        }}
      >
        {t('book')}
      </a>
    </p>
  );
}
