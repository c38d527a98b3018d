/**
 * Reads of the virtual muster (002 §7), one definition per hub call. The domain and call names
 * match what the video-seen write invalidates (core/query/mutations.ts videoSeenWrite: muster
 * status and passengers), so a submitted drill refreshes every status shown on the page.
 *
 * The muster articles, their events, video and PDFs are content reads (core/query/content.ts:
 * articleByHashtagQuery with MUSTER_HASHTAGS, articleEventsQuery, videosQuery, pdfsQuery).
 */
import { findAccountStatus, findMusterPassengers, findMusterStatus } from '../hub/muster';
import { hubQuery } from './define';

/** A station visit is scanned at the station, not here: a status left open (cabin TV) refreshes each minute. */
export const MUSTER_STATUS_REFRESH_MS = 60_000;

export const musterStatusQuery = hubQuery('muster', 'status', (hub) => findMusterStatus(hub), {
  personal: true,
  perLanguage: false,
  refetchInterval: MUSTER_STATUS_REFRESH_MS,
});

export const musterPassengersQuery = hubQuery('muster', 'passengers', (hub) => findMusterPassengers(hub), {
  personal: true,
  perLanguage: false,
});

/** PMS account status (isBlockedForMuster, showBlockedMessage). */
export const accountStatusQuery = hubQuery('account', 'status', (hub) => findAccountStatus(hub), {
  personal: true,
  perLanguage: false,
});
