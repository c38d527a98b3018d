/**
 * <lido-slot-booking>: the one time-slot booking flow of activity, dining and spa (001 §2
 * /tacbooking, §3–§5, §8, §9):
 *
 *   1. party size — within the booking information's bounds (1 to 4 when it names none; 4
 *      suggested for activities; spa always one person); choosing it clears date and time;
 *   2. date — the booking information's dates as given;
 *   3. time — choosing a date POSTs {module}/availabilityTimes/{id} (a query: cached, fresh for
 *      30 s, refreshed when shown again and every minute, and after every booking attempt);
 *      no_timeslots when there are none; a chosen time that another guest took meanwhile goes;
 *   4. conditions (GET conditions/{module type}) to accept when there are any, then Book — shown
 *      only when a time is chosen, nothing is in progress, there is no reference or error, and
 *      the conditions are accepted if any exist. The answer is the reference, or "book not
 *      complete" in red with the system information kept.
 *
 * The choices live in the persisted tacBookings slice: a reload, a failed call or a sign-in in
 * between keeps them. A booking is sent once (Idempotency-Key, a second press is ignored) and is
 * never queued: when the hub does not answer the guest reads why and retries the same booking.
 *
 * A cabin-TV remote drives it: Up and Down move between the steps (and the buttons and links),
 * Left and Right between the choices of a step, Enter chooses; the current step is announced.
 *
 * Here: which item, its two reads, and the box the flow shows in. The flow itself (the slice's
 * transitions, the calls, the step) is use-booking-flow.ts; its steps BookingSteps.tsx; how it
 * ended BookingOutcome.tsx.
 */
import { useLayoutEffect, useMemo } from 'react';
import type { BookingInformation, VenueItem, VenueModule } from '../../core/hub/venues';
import { readNavigationState } from '../../core/navigation/nav-state';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { bookingInformationQuery, venueItemQuery } from '../../core/query/venues';
import { useCore, useRoute, useSlice, useT, type WidgetProps } from '../../core/react/index';
import { isVenueModule, tacBookingsSlice, tacTransitions, type TacBookingState } from '../../core/session/tac-bookings';
import { moveBetweenStops } from '../../core/ui/focus';
import { Notice, NotFoundNotice, UnknownPageNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { useSteadyReplacement } from '../../core/ui/steady';
import { BookingConfirmed, BookingFailure } from './BookingOutcome';
import { ConfirmStep, DateStep, PartyStep, TimeStep, useStepAnnouncement } from './BookingSteps';
import meta from './slot-booking.meta';
import { attributesOfPath } from '../../core/navigation/route-table';
import { detailRoute, parseBookingPath } from './routing';
import { BOOKING_PATH, useBookingFlow } from './use-booking-flow';

interface Target {
  module: VenueModule;
  objectId: string;
}

/** Which item: an in-place route, the attributes, the detail page's navigation state, the last flow. */
function useTarget(module: string | undefined, objectId: string | undefined, state: TacBookingState): Target | null {
  const route = useRoute();
  return useMemo(() => {
    // an address that is none of the element's pages names no item (the widget says so)
    if (route && !attributesOfPath(meta.pages, route.path)) return null;
    const fromRoute = route ? (parseBookingPath(route.path) ?? toTarget(route.state)) : null;
    if (fromRoute) return fromRoute;
    if (isVenueModule(module) && objectId) return { module, objectId };
    const fromNavigation = toTarget(readNavigationState(BOOKING_PATH));
    if (fromNavigation) return fromNavigation;
    return state.module && state.objectId ? { module: state.module, objectId: state.objectId } : null;
    // the slice only matters when nothing else names the item
  }, [route, module, objectId, state.module, state.objectId]);
}

function toTarget(value: unknown): Target | null {
  const candidate = value as { module?: unknown; objectId?: unknown } | null | undefined;
  const id = candidate?.objectId;
  if (!isVenueModule(candidate?.module) || (typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') return null;
  return { module: candidate.module, objectId: String(id).trim() };
}

export function SlotBookingWidget({ module, objectId }: WidgetProps<typeof meta>) {
  const t = useT('venues');
  const { stores } = useCore();
  const store = useMemo(() => tacBookingsSlice(stores), [stores]);
  const state = useSlice(store);
  const route = useRoute();
  const target = useTarget(module, objectId, state);
  const targetModule = target?.module;
  const targetId = target?.objectId;

  useLayoutEffect(() => {
    if (targetModule !== undefined && targetId !== undefined) store.setState((current) => tacTransitions.open(current, targetModule, targetId));
  }, [store, targetModule, targetId]);

  if (route && !attributesOfPath(meta.pages, route.path)) return <UnknownPageNotice start="/" />;
  if (!target) return <NotFoundNotice text={t('booking.noItem')} backTo="/" backLabel={t('home')} />;
  if (state.module !== target.module || state.objectId !== target.objectId) return null;
  return <Booking key={`${target.module}|${target.objectId}`} target={target} />;
}

function Booking({ target }: { target: Target }) {
  const t = useT('venues');
  const item = useHubQuery(venueItemQuery, [target.module, target.objectId]);
  const information = useHubQuery(bookingInformationQuery, [target.module, target.objectId]);
  // One view of both reads: one message, and its retry asks again for whatever failed.
  const both = useCombinedQueries([item, information] as const);
  const bookable = (data: VenueItem) => typeof data.externalId === 'string' && data.externalId.trim() !== '';
  return (
    <section className="slot-booking" aria-busy={both.data === undefined}>
      {item.data && (
        <>
          <PageTitle>{t('booking.title', { title: item.data.title })}</PageTitle>
          <p className="slot-booking-back">
            <RouteLink to={detailRoute(target.module, item.data.id)}>{t('booking.aboutItem', { title: item.data.title })}</RouteLink>
          </p>
        </>
      )}
      {item.data && !bookable(item.data) ? (
        // the hub refuses booking information of an item that cannot be booked online
        <Notice>
          <p>{t('booking.notBookable')}</p>
        </Notice>
      ) : (
        <QueryView query={both}>{([data, info]) => <Flow module={target.module} item={data} information={info} />}</QueryView>
      )}
    </section>
  );
}

/**
 * The steps, or the confirmation that replaces them in the same box (useSteadyReplacement keeps
 * its height, so nothing moves under a finger still tapping Book).
 */
function Flow({ module, item, information }: { module: VenueModule; item: VenueItem; information: BookingInformation }) {
  const flow = useBookingFlow(module, item, information);
  const steady = useSteadyReplacement<HTMLDivElement>(!!flow.state.reference, flow.resultRef);
  // The step is announced when it changes, also after a confirmation: so asked here, whatever shows.
  const announced = useStepAnnouncement(flow);
  const { state } = flow;
  if (state.reference) {
    return (
      <div className="slot-booking-flow" onKeyDown={moveBetweenStops} ref={steady.ref} style={steady.style} data-settling={steady.settling || undefined}>
        <BookingConfirmed flow={flow} />
      </div>
    );
  }
  return (
    <div className="slot-booking-flow" onKeyDown={moveBetweenStops} ref={steady.ref} style={steady.style}>
      <p className="lido-visually-hidden" role="status">
        {announced}
      </p>
      <PartyStep flow={flow} />
      <DateStep flow={flow} />
      {state.date && <TimeStep flow={flow} />}
      {state.time && <ConfirmStep flow={flow} />}
      <BookingFailure flow={flow} />
    </div>
  );
}
