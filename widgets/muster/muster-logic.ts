/** Pure rules of the virtual muster (002 §4, §5), unit-tested in muster-logic.test.ts. */
import type { MusterPassenger } from '../../core/hub/muster';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './muster.meta';

export type MusterView = 'home' | 'video' | 'status' | 'schedule';
export const MUSTER_VIEWS: readonly MusterView[] = ['home', 'video', 'status', 'schedule'];

export const musterPath = (view: MusterView) => `/muster/${view}`;

/** A path of the meta's pages ('/muster/status' → 'status'); any other path, a malformed escape too: null. */
export function musterViewOf(path: string): MusterView | null {
  const view = attributesOfPath(meta.pages, path)?.view;
  return view === undefined ? null : toView(view);
}

/** The view attribute (or the one an in-place route's page gives) → the view; anything else: home. */
export function toView(value: string | undefined): MusterView {
  return MUSTER_VIEWS.includes(value as MusterView) ? (value as MusterView) : 'home';
}

/** Overall complete (002 §4): the video watched and, only when required, the station visit done. */
export function isComplete(passenger: Pick<MusterPassenger, 'isVideoWatched' | 'isMusterScanPerformed'>, stationVisitRequired: boolean): boolean {
  return passenger.isVideoWatched && (!stationVisitRequired || passenger.isMusterScanPerformed);
}

/** The signed-in guest first, then the party in the hub's order (002 §6: the guest distinguished from the group). */
export function guestFirst<P extends Pick<MusterPassenger, 'isLoggedInUser'>>(passengers: readonly P[]): P[] {
  return [...passengers].sort((a, b) => Number(b.isLoggedInUser) - Number(a.isLoggedInUser));
}

export const displayName = (passenger: Pick<MusterPassenger, 'name' | 'firstName' | 'lastName'>) =>
  passenger.name?.trim() || `${passenger.firstName} ${passenger.lastName}`.trim();

/** What the guest still has to do, for the home page. */
export type OverallState = 'complete' | 'video' | 'station';

export function overallOf(guest: Pick<MusterPassenger, 'isVideoWatched' | 'isMusterScanPerformed'>, stationVisitRequired: boolean): OverallState {
  if (!guest.isVideoWatched) return 'video';
  return isComplete(guest, stationVisitRequired) ? 'complete' : 'station';
}

export interface ConfirmErrors {
  passengers?: 'noPassenger';
  terms?: 'terms';
}

/** 002 §5: at least one passenger, and the conditions accepted. */
export function validateConfirm(selected: number, accepted: boolean): ConfirmErrors {
  const errors: ConfirmErrors = {};
  if (selected < 1) errors.passengers = 'noPassenger';
  if (!accepted) errors.terms = 'terms';
  return errors;
}

/** Seconds as m:ss (h:mm:ss from an hour). */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const s = String(total % 60).padStart(2, '0');
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
