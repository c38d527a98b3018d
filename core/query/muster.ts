/**
 * Reads of the virtual muster (002 §7), one definition per hub call. The domain and call names
 * match what the video-seen write invalidates (core/query/mutations.ts videoSeenWrite: muster
 * status and passengers), so a submitted drill refreshes every status shown on the page.
 *
 * The muster articles, their events, video and PDFs are content reads (core/query/content.ts:
 * articleByHashtagQuery with MUSTER_HASHTAGS, articleEventsQuery, videosQuery, pdfsQuery).
 */
import { findAccountStatus, findMusterPassengers, findMusterStatus, type AccountStatus, type MusterPassenger, type MusterStatus } from '../hub/muster';
import { hubQuery } from './define';

/** A list of passengers with the flags as booleans (a missing flag is false); anything else dropped. */
export function passengerList(value: unknown): MusterPassenger[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is MusterPassenger => !!item && typeof item === 'object' && 'accountNumber' in item)
    .map((item) => ({
      ...item,
      accountNumber: String(item.accountNumber),
      isVideoWatched: item.isVideoWatched === true,
      isMusterScanPerformed: item.isMusterScanPerformed === true,
      isLoggedInUser: item.isLoggedInUser === true,
    }));
}

/** A station visit is scanned at the station, not here: a status left open (cabin TV) refreshes each minute. */
export const MUSTER_STATUS_REFRESH_MS = 60_000;

export const musterStatusQuery = hubQuery(
  'muster',
  'status',
  async (hub): Promise<MusterStatus> => {
    const answer = await findMusterStatus(hub);
    // 002 §4: the station visit is shown and counted only when the hub says it is required
    return { passengers: passengerList(answer?.passengers), musterStationVisitRequired: answer?.musterStationVisitRequired === true };
  },
  { personal: true, perLanguage: false, refetchInterval: MUSTER_STATUS_REFRESH_MS },
);

export const musterPassengersQuery = hubQuery('muster', 'passengers', (hub) => findMusterPassengers(hub).then(passengerList), {
  personal: true,
  perLanguage: false,
});

/** PMS account status (isBlockedForMuster, showBlockedMessage). */
export const accountStatusQuery = hubQuery(
  'account',
  'status',
  async (hub): Promise<AccountStatus> => {
    const answer = await findAccountStatus(hub);
    return {
      isBlocked: answer?.isBlocked === true,
      isBlockedForMuster: answer?.isBlockedForMuster === true,
      showBlockedMessage: answer?.showBlockedMessage === true,
    };
  },
  { personal: true, perLanguage: false },
);
