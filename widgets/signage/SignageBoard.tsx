/**
 * <lido-signage-board> (002 §2 /restaurantavailability/overview/{id}, §3, §4, §9): the
 * restaurant-availability board of 24/7 signage. GET digitalsignage/content/{id}, refreshed every
 * minute; templateValues parsed from its JSON text (a malformed one is a board-level message,
 * never a blank screen); per restaurant its name, location, type and private-only note, and the
 * time slots still to come with their traffic light — at most five, with arrows to page them.
 * On DigitalSignage (no input, issue 33) nothing waits for a touch: the restaurants that do not
 * fit the screen and each restaurant's slots page themselves (core/ui/pages.tsx), with a page
 * indicator and no arrows.
 * Past slots drop off as the clock passes them (no reload). The remote reload of signage screens
 * is the shell's (digitalsignage/events/register).
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { SignageContent } from '../../core/hub/signage';
import { useHubQuery } from '../../core/query/hooks';
import { signageContentQuery } from '../../core/query/signage';
import type { WidgetProps } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Notice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { QrCode } from '../../core/ui/QrCode';
import { isNotFound } from '../../core/ui/errors';
import { QueryView } from '../../core/ui/QueryView';
import { moveFocusByArrow } from '../../core/ui/spatial';
import { formatTime } from '../../core/format/time';
import { useUse12Hour } from '../../core/ui/time';
import { useDeviceRules, useHost, useT } from '../../core/react/index';
import { PageIndicator, useFitPages, usePageMs, useRotation } from '../../core/ui/pages';
import type meta from './signage.meta';
import {
  LIGHTS,
  lightsSourceOf,
  minutesNow,
  parseTemplateValues,
  remainingSlots,
  slotPage,
  pageCount,
  type BoardRestaurant,
  type Light,
  type LightsOf,
  type LightsSource,
  type Slot,
} from './signage-logic';

/** How often the board looks at the clock (ms): a slot drops within this of its time. */
export const CLOCK_TICK_MS = 1_000;

const useSignageT = () => useT('signage');

/** Minutes since midnight, re-read every few seconds; re-renders only when the minute changes. */
function useMinuteOfDay(): number {
  const [minute, setMinute] = useState(() => minutesNow(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setMinute(minutesNow(Date.now())), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return minute;
}

/** The smallest type the board shrinks to (× its own size) to fit the box a page gives it. */
export const SMALLEST_FIT = 0.6;

/**
 * A signage screen cannot scroll: when the page gives the board a fixed height (a CMS zone) and
 * its content is taller (names that wrap, notes, a notice), its type shrinks in 5 % steps until
 * it fits, down to SMALLEST_FIT, instead of running out of its box. A board of automatic height
 * grows with its content and keeps its size.
 */
function useFitToHost(element: HTMLElement | null): void {
  const host = useHost();
  useLayoutEffect(() => {
    if (!element) return;
    const fit = () => {
      const room = host.clientHeight;
      let scale = 1;
      element.style.setProperty('--signage-fit', '1');
      while (room > 0 && element.scrollHeight > room + 1 && scale > SMALLEST_FIT + 0.001) {
        scale -= 0.05;
        element.style.setProperty('--signage-fit', scale.toFixed(2));
      }
    };
    fit();
    // The page's box and the board's content (a refresh, a slot passing) both change the fit. It
    // is redone in the next frame, not in the observer's callback: resizing an observed element
    // there is a "ResizeObserver loop" error on the page.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(host);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [element, host]);
}

export function SignageBoard({ boardId, bookingUrl, lights, pageSeconds }: WidgetProps<typeof meta>) {
  const t = useSignageT();
  // A state, not a ref: the fit follows the section when it is replaced (no board id → a board).
  const [section, setSection] = useState<HTMLElement | null>(null);
  useFitToHost(section);
  const id = boardId ?? '';
  const content = useHubQuery(signageContentQuery, id === '' ? null : [id]);
  if (id === '') {
    return (
      <section ref={setSection} className="signage-board">
        <Notice tone="error">
          <p>{t('noBoard')}</p>
        </Notice>
      </section>
    );
  }
  return (
    <section ref={setSection} className="signage-board" onKeyDown={moveFocusByArrow}>
      {/* an unknown board is no failure to retry (and a signage screen has no input): it says so */}
      <QueryView
        query={content}
        errorView={(error) =>
          isNotFound(error) ? (
            <Notice tone="error">
              <p className="board-not-found">{t('boardNotFound')}</p>
            </Notice>
          ) : undefined
        }
      >
        {(data) => <BoardView content={data} bookingUrl={bookingUrl} lights={lightsSourceOf(lights)} pageSeconds={pageSeconds} />}
      </QueryView>
    </section>
  );
}

interface BoardViewProps {
  content: SignageContent;
  bookingUrl: string | undefined;
  lights: LightsSource;
  pageSeconds: string | undefined;
}

function BoardView({ content, bookingUrl, lights, pageSeconds }: BoardViewProps) {
  const t = useSignageT();
  const parsed = useMemo(() => parseTemplateValues(content.templateValues), [content.templateValues]);
  const minute = useMinuteOfDay();
  // DigitalSignage: the restaurants that do not fit the screen page themselves (issue 33)
  const { selfPaging } = useDeviceRules();
  const pageMs = usePageMs(pageSeconds);
  const restaurants = parsed.ok ? parsed.board.restaurants : [];
  const fit = useFitPages<HTMLUListElement>(selfPaging, restaurants.map((restaurant) => restaurant.key).join('|'));
  // the pages of slots each restaurant has: a board page stays until all of them have shown
  const [slotPages, setSlotPages] = useState<Readonly<Record<string, number>>>({});
  const reportSlotPages = useCallback((key: string, pages: number) => {
    setSlotPages((known) => (known[key] === pages ? known : { ...known, [key]: pages }));
  }, []);
  const rangeOf = (index: number) => fit.pages?.[Math.min(index, fit.pages.length - 1)] ?? [0, restaurants.length];
  const pageIndex = useRotation(fit.pages?.length ?? 1, (index) => {
    const [start, end] = rangeOf(index);
    return pageMs * Math.max(1, ...restaurants.slice(start, end).map((restaurant) => slotPages[restaurant.key] ?? 1));
  });
  const range = rangeOf(pageIndex);
  if (!parsed.ok) {
    return (
      <>
        <PageTitle>{content.name || t('title')}</PageTitle>
        <Notice tone="error">
          <p className="board-message">{t('malformed')}</p>
        </Notice>
      </>
    );
  }
  const { board } = parsed;
  return (
    <>
      <PageTitle>{board.title || content.name || t('title')}</PageTitle>
      {board.restaurants.length === 0 ? (
        <Notice>
          <p className="board-message">{t('noRestaurants')}</p>
        </Notice>
      ) : (
        <ul
          ref={fit.ref}
          key={selfPaging ? pageIndex : undefined}
          className={selfPaging ? 'restaurants self-page' : 'restaurants'}
          part="restaurants"
          data-page={selfPaging ? pageIndex + 1 : undefined}
        >
          {board.restaurants.slice(range[0], range[1]).map((restaurant) => (
            <Restaurant
              key={restaurant.key}
              restaurant={restaurant}
              minute={minute}
              bookingUrl={bookingUrl}
              lights={lights}
              pageMs={pageMs}
              onSlotPages={reportSlotPages}
            />
          ))}
        </ul>
      )}
      <div className="board-foot">
        <Legend />
        {/* measuring: the indicator's room is kept; then shown only when there are pages */}
        {selfPaging && (fit.pages === null || fit.pages.length > 1) && <PageIndicator page={pageIndex} pages={fit.pages?.length ?? 1} />}
      </div>
    </>
  );
}

/** The address a restaurant's QR code opens: the booking-url template with its id, absolute. */
export function bookingAddress(template: string | undefined, id: BoardRestaurant['id'], base: string): string | null {
  const pattern = template ?? DEFAULT_BOOKING_URL;
  if (!pattern.trim() || id === null) return null;
  try {
    return new URL(pattern.replaceAll('{id}', encodeURIComponent(String(id))), base).href;
  } catch {
    return null;
  }
}

const DEFAULT_BOOKING_URL = '/dining/detail/{id}';

interface RestaurantProps {
  restaurant: BoardRestaurant;
  minute: number;
  bookingUrl: string | undefined;
  /** DigitalSignage: how long a page of slots stays. */
  pageMs: number;
  /** DigitalSignage: tells the board how many pages of slots the restaurant has. */
  onSlotPages: (key: string, pages: number) => void;
}

// lights="booking" only: the booking calls and their query definitions load with it (a template
// board neither downloads them nor lists them in the loader's preloads)
const BookingLights = lazy(() => import('./BookingLights'));

function Restaurant({ lights, ...props }: RestaurantProps & { lights: LightsSource }) {
  const template = { slots: props.restaurant.slots, live: false, planned: false };
  if (lights === 'template') return <RestaurantCard {...props} source={template} />;
  return (
    <Suspense fallback={<RestaurantCard {...props} source={template} />}>
      <BookingLights restaurant={props.restaurant}>{(source) => <RestaurantCard {...props} source={source} />}</BookingLights>
    </Suspense>
  );
}

function RestaurantCard({ restaurant, minute, bookingUrl, source, pageMs, onSlotPages }: RestaurantProps & { source: LightsOf }) {
  const t = useSignageT();
  const use12Hour = useUse12Hour();
  const { selfPaging } = useDeviceRules();
  const [page, setPage] = useState(0);
  const slots = remainingSlots(source.slots, minute);
  const pages = pageCount(slots.length);
  // DigitalSignage: the slots page themselves; elsewhere the arrows page them
  const rotated = useRotation(selfPaging ? pages : 1, pageMs);
  useEffect(() => onSlotPages(restaurant.key, selfPaging ? pages : 1), [onSlotPages, restaurant.key, selfPaging, pages]);
  const shown = slotPage(slots, selfPaging ? rotated : page);
  const headingId = `restaurant-${restaurant.key}`;
  const booking = bookingAddress(bookingUrl, restaurant.id, location.href);
  return (
    <li className="restaurant" part="restaurant" aria-labelledby={headingId} data-lights={source.live ? 'booking' : 'template'}>
      <div className="restaurant-head">
        <h2 id={headingId}>{restaurant.name}</h2>
        <p className="restaurant-facts">
          {[restaurant.location, restaurant.type ? t(restaurant.type === 'specialty' ? 'type.specialty' : 'type.openSeating') : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {restaurant.privateOnly && <p className="private-only">{t('privateOnly')}</p>}
        {source.planned && (
          <p className="planned-lights" part="planned-lights">
            {t('plannedLights')}
          </p>
        )}
      </div>
      {booking && <QrCode value={booking} label={t('scanToBook', { name: restaurant.name })} className="restaurant-qr" part="qr" />}
      {slots.length === 0 ? (
        <p className="no-slots" part="no-slots">
          {t('noSlots')}
        </p>
      ) : selfPaging ? (
        <div className="slots-pager self-paging">
          <SlotList restaurant={restaurant} items={shown.items} page={shown.page} pages={pages} use12Hour={use12Hour} />
          {pages > 1 && <PageIndicator page={shown.page} pages={pages} className="slots-indicator" />}
        </div>
      ) : (
        <div className="slots-pager">
          <Button
            variant="secondary"
            className="page-arrow"
            aria-label={t('earlier', { name: restaurant.name })}
            disabled={shown.page === 0}
            onClick={() => setPage(shown.page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <SlotList restaurant={restaurant} items={shown.items} page={shown.page} pages={pages} use12Hour={use12Hour} />
          <Button
            variant="secondary"
            className="page-arrow"
            aria-label={t('later', { name: restaurant.name })}
            disabled={shown.page >= pages - 1}
            onClick={() => setPage(shown.page + 1)}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </li>
  );
}

function SlotList({
  restaurant,
  items,
  page,
  pages,
  use12Hour,
}: {
  restaurant: BoardRestaurant;
  items: Slot[];
  page: number;
  pages: number;
  use12Hour: boolean;
}) {
  const t = useSignageT();
  return (
    <ol className="slots" part="slots" aria-label={t('slotsOf', { name: restaurant.name, page: page + 1, pages })}>
      {items.map((slot) => (
        <li key={slot.time} className={`slot light-${slot.colour.toLowerCase()}`} data-time={slot.time} data-colour={slot.colour}>
          <span className="light" aria-hidden="true" />
          <span className="slot-time">{formatTime(slot.time, use12Hour)}</span>
          <span className="slot-state">{t(`light.${slot.colour}`)}</span>
        </li>
      ))}
    </ol>
  );
}

function Legend() {
  const t = useSignageT();
  return (
    <ul className="legend" part="legend" aria-label={t('legend')}>
      {LIGHTS.map((light: Light) => (
        <li key={light} className={`light-${light.toLowerCase()}`}>
          <span className="light" aria-hidden="true" />
          {t(`light.${light}`)}
        </li>
      ))}
    </ul>
  );
}
