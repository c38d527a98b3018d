/**
 * The parts both onboard elements show — <lido-onboard-excursions> and <lido-shore-excursions>
 * list and detail the same onboard excursions: the tile, the tag list, the excursion with its live
 * places, a description's HTML, and what the detail offers instead of Book when there are no
 * places or online booking is closed.
 */
import type { ReactNode } from 'react';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { formatTime } from '../../core/format/time';
import type { OnboardDescription, OnboardExcursion, OnboardId } from '../../core/hub/onboard';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { onboardAvailabilityQuery, onboardExcursionQuery } from '../../core/query/onboard';
import { useDeviceRules, useSignedIn, useT } from '../../core/react/index';
import { Notice } from '../../core/ui/Notice';
import { Picture, useImageUrl } from '../../core/ui/Picture';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SignInLink } from '../../core/ui/SignInLink';
import { useUse12Hour } from '../../core/ui/time';
import { bookPath, detailPath } from './logic';
import { useNeedsShipTimeLabel } from './ship-time';

export function Tile({ excursion, to }: { excursion: OnboardExcursion; to?: string }) {
  const t = useT('onboard');
  const common = useT('common');
  const needsShipTime = useNeedsShipTimeLabel();
  const use12Hour = useUse12Hour();
  const imageUrl = useImageUrl();
  const price = usePrice();
  const picture = excursion.imageId !== undefined && excursion.imageId !== null ? imageUrl({ id: excursion.imageId }, 400) : null;
  const duration = typeof excursion.duration === 'number' && excursion.duration > 0 ? durationMessage(durationFromMinutes(excursion.duration)) : null;
  const start = excursion.startTime ?? excursion.fromTime;
  return (
    <RouteLink to={to ?? detailPath(excursion.id)} className="card onboard-tile" part="tile" data-id={String(excursion.id)}>
      {picture && <Picture src={picture} className="onboard-tile-picture" />}
      <span className="onboard-tile-text">
        <span className="onboard-tile-name">{excursion.name}</span>
        <span className="onboard-tile-facts">
          {[start ? formatTime(start, use12Hour) : null, duration ? common(duration.key, { ...duration.values }) : null, price(excursion.price?.adult) || null]
            .filter(Boolean)
            .join(' · ')}
          {start && needsShipTime(excursion.date) && <span className="ship-time-label"> ({t('shipTime')})</span>}
        </span>
      </span>
    </RouteLink>
  );
}

export function TagList({ tags }: { tags: { name: string; imageUrl?: OnboardId | null }[] }) {
  const t = useT('onboard');
  const imageUrl = useImageUrl();
  return (
    <ul className="onboard-tags" aria-label={t('tags')}>
      {tags.map((tag) => {
        const src = tag.imageUrl !== null && tag.imageUrl !== undefined ? imageUrl({ id: tag.imageUrl }, 200) : null;
        return (
          <li key={tag.name} className="onboard-tag">
            {src && <Picture src={src} className="onboard-tag-picture" width={24} height={24} />}
            <span>{tag.name}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** An onboard excursion with its live places, loaded together: the detail page of either widget. */
export function ExcursionWithPlaces({ id, className, children }: { id: string; className: string; children: (excursion: OnboardExcursion) => ReactNode }) {
  const excursion = useHubQuery(onboardExcursionQuery, [id]);
  const availability = useHubQuery(onboardAvailabilityQuery, [id]);
  const both = useCombinedQueries([excursion, availability] as const);
  return (
    <section className={className} aria-busy={both.data === undefined}>
      <QueryView query={both}>{([data, places]) => children({ ...data, ...places })}</QueryView>
    </section>
  );
}

/** The places left (the live count once loaded), and whether none are or online booking is closed. */
export function placesOf(excursion: OnboardExcursion) {
  const places = excursion.currentAvailability ?? excursion.availability;
  return { places, soldOut: typeof places === 'number' && places <= 0, closed: excursion.closedForOnlineBooking === true };
}

/** The detail's Book (Log in to book for a visitor; none on signage), or why it cannot be booked. */
export function BookOrNotice({ excursion, id }: { excursion: OnboardExcursion; id: OnboardId }) {
  const t = useT('onboard');
  const rules = useDeviceRules();
  const signedIn = useSignedIn();
  const { soldOut, closed } = placesOf(excursion);
  if (soldOut) {
    return (
      <Notice>
        <p className="sold-out">{t('soldOut')}</p>
      </Notice>
    );
  }
  if (closed) {
    return (
      <Notice>
        <p className="closed-online">{t('closedForOnlineBooking')}</p>
      </Notice>
    );
  }
  if (!rules.showBookButtons) return null;
  return (
    <p className="button-row" part="book">
      {signedIn ? (
        <RouteLink to={bookPath(id)} className="button book-link">
          {t('book')}
        </RouteLink>
      ) : (
        <SignInLink origin={bookPath(id)} className="button login-link">
          {t('loginToBook')}
        </SignInLink>
      )}
    </p>
  );
}

/** A description's value: the whitelisted variant when there is one, else the default. */
export function descriptionHtml(description: OnboardDescription): string {
  const value = description.value;
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value.whitelisted || value.default || '';
}
