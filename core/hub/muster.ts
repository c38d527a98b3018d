/**
 * Virtual muster (spec 002 §3, §4, §7): the party's passengers, their muster status, the
 * video-seen write, and the PMS account status that can block a guest for muster.
 *
 * The other muster calls of 002 §7 are content calls (core/hub/content.ts): the safety video and
 * the muster schedule are the articles tagged MUSTER_HASHTAGS (findArticleByHashtag), the
 * schedule's events come from findEventsByArticleId, the video and PDFs from findVideos /
 * findPdfs, pictures from findImages.
 *
 * Kept to plain calls: this module is in the core chunk (the queued video-seen write is
 * registered by the core); the reads' clean-up of the answers lives in core/query/muster.ts.
 */
import type { HubClient } from './client';

/** The hashtags of the two muster articles (002 §7 cms/articles/findByHashtag). */
export const MUSTER_HASHTAGS = { safetyVideo: 'safetyvideo', schedule: 'musterSchedule' } as const;

/** Where a passenger musters (not in the spec's Passenger; the demo hub and newer hubs send it). */
export interface MusterStation {
  code?: string | null;
  name: string;
  deck?: number | string | null;
  /** Position on the deck, for the guest ("Midships, port side"). */
  location?: string | null;
  /** The wayfinder profile that marks the station on the deck map (/wayfinder/{id}). */
  wayfinderProfileId?: number | string | null;
}

export interface MusterPassenger {
  id: number | string;
  firstName: string;
  lastName: string;
  /** 'Adult' or another type (child, infant …). */
  type?: string | null;
  /** The lead passenger of the booking. */
  lead?: boolean;
  accountNumber: string;
  name?: string | null;
  isVideoWatched: boolean;
  isMusterScanPerformed: boolean;
  isLoggedInUser: boolean;
  musterStation?: MusterStation | null;
}

export interface MusterStatus {
  passengers: MusterPassenger[];
  /** The station visit counts (and is shown) only when this is true (002 §4). */
  musterStationVisitRequired: boolean;
}

/** 002 §7 POST muster/passenger/updateVideoSeen: a list of accountId and isVideoWatched. */
export interface VideoSeen {
  passengers: { accountId: string; isVideoWatched: boolean }[];
}

/** PMS account status (001 §3, 002 §3). */
export interface AccountStatus {
  isBlocked: boolean;
  isBlockedForMuster: boolean;
  showBlockedMessage: boolean;
}

/** The passengers of the guest's booking (GET muster/passenger). */
export const findMusterPassengers = (hub: HubClient) => hub.get<MusterPassenger[] | null>('muster/passenger');

/** Per passenger: video watched, station visit; whether the visit is required (GET muster/passenger/status). */
export const findMusterStatus = (hub: HubClient) => hub.get<Partial<MusterStatus> | null>('muster/passenger/status');

/** Marks passengers as having watched the safety video. The answer is not shown in the spec. */
export const updateVideoSeen = (hub: HubClient, body: VideoSeen) => hub.post<MusterStatus | undefined>('muster/passenger/updateVideoSeen', body);

/** The signed-in guest's PMS account status (GET pms/account/status). */
export const findAccountStatus = (hub: HubClient) => hub.get<Partial<AccountStatus> | null>('pms/account/status');
