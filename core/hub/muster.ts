/** Virtual muster (spec 002 §3, §4, §7). */
import type { HubClient } from './client';

export interface MusterPassenger {
  id: number | string;
  firstName: string;
  lastName: string;
  type?: string;
  lead?: boolean;
  accountNumber: string;
  name?: string;
  isVideoWatched: boolean;
  isMusterScanPerformed: boolean;
  isLoggedInUser: boolean;
}

export interface MusterStatus {
  passengers: MusterPassenger[];
  musterStationVisitRequired: boolean;
}

export interface VideoSeen {
  passengers: { accountId: string; isVideoWatched: boolean }[];
}

export const findMusterPassengers = (hub: HubClient) => hub.get<MusterPassenger[]>('muster/passenger');
export const findMusterStatus = (hub: HubClient) => hub.get<MusterStatus>('muster/passenger/status');
export const updateVideoSeen = (hub: HubClient, body: VideoSeen) => hub.post<MusterStatus | undefined>('muster/passenger/updateVideoSeen', body);
