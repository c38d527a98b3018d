/** Sign-in calls (spec 000 §7) and page-visit metrics. */
import type { HubClient } from './client';

/** Spec 002 §3 "Authentication session". */
export type SessionType = 'Passenger' | 'RemotePms';

export interface PmsInformation {
  isPinChangeRequired?: boolean;
  embarkDate?: string;
  [key: string]: unknown;
}

/**
 * The authentication a sign-in answer grants, in the shape the session keeps it (the
 * authentication slice of core/session is exactly this).
 */
export interface AuthenticationState {
  sessionId: string | null;
  isAuthenticated: boolean;
  errorMessage: string | null;
  sessionType: SessionType | null;
  /** e.g. 'Retina' for the hospitality system (its sessions have no logout button). */
  sessionName: string | null;
  bookingReference: string | null;
  pmsName: string | null;
  /** pms.information, parsed from its JSON text. */
  pmsInformation: PmsInformation | null;
}

/** Authentication result (000 §3, 002 §3). */
export interface AuthenticationResponse {
  sessionId: string;
  isAuthenticated?: boolean;
  sessionType?: SessionType;
  sessionName?: string;
  bookingReference?: string;
  pms?: {
    name?: string;
    /** JSON text holding isPinChangeRequired and embarkDate. */
    information?: string | null;
  } | null;
}

export interface PassengerLogin {
  bookingReference: string;
  lastName: string;
  /** dd/mm/yyyy */
  departureDate: string;
}

/** The three loginByPms forms. */
export type PmsLogin =
  | { firstName: string; lastName: string; /** dd/mm/yyyy */ dob: string }
  | { accountNumber: string; location: string }
  | { token: string; location?: string };

export interface PinLogin {
  accountNumber: string;
  location: string;
  pinNo: string;
}

export interface SwipeLogin {
  swipe: string;
  accountNumber: string;
}

export interface PinChange {
  currentPin: string;
  newPin: string;
}

export const loginByPassenger = (hub: HubClient, body: PassengerLogin) =>
  hub.post<AuthenticationResponse>('authentication/loginByPassenger', { ...body, bookingReference: body.bookingReference.trim() });

export const loginByPms = (hub: HubClient, body: PmsLogin) => hub.post<AuthenticationResponse>('authentication/loginByPms', body);

export const loginByAccountIdCabinNoAndPinNo = (hub: HubClient, body: PinLogin) =>
  hub.post<AuthenticationResponse>('authentication/loginByAccountIdCabinNoAndPinNo', body);

export const loginByAccountId = (hub: HubClient, body: SwipeLogin) => hub.post<AuthenticationResponse>('authentication/loginByAccountId', body);

/** 000 §7, 001 §4, §7: an empty answer means success; any other answer is a failure. */
const isEmptyAnswer = (answer: unknown) => answer === undefined || answer === null || answer === '';

/** A PIN change: done, or refused with the hub's reason when it gave one as text. */
export type PinChangeAnswer = { changed: true } | { changed: false; reason: string | null };

/** Resolves changed on an empty answer; anything else is a refusal (000 §7, 001 §4), its text the reason. */
export async function changePin(hub: HubClient, body: PinChange): Promise<PinChangeAnswer> {
  const answer = await hub.post<unknown>('pms/changePin', body);
  if (isEmptyAnswer(answer)) return { changed: true };
  const reason = typeof answer === 'string' ? answer.trim() : '';
  // Only a short plain text is a reason a guest can read (never markup or a dump).
  return { changed: false, reason: reason && reason.length <= 200 && !/[<>{}]/.test(reason) ? reason : null };
}

/**
 * POST pms/resetPin (001 §7: no payload; the shape of its answer is not shown). Read like the
 * PIN change: true on an empty answer, false when the hub answered something else.
 */
export async function resetPin(hub: HubClient): Promise<boolean> {
  return isEmptyAnswer(await hub.post<unknown>('pms/resetPin'));
}

/** pms.information is JSON text; unreadable text counts as "no information". */
export function parsePmsInformation(text: string | null | undefined): PmsInformation | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PmsInformation) : null;
  } catch {
    return null;
  }
}

/** The authentication slice for a successful sign-in answer. */
export function authenticationFromResponse(response: AuthenticationResponse): AuthenticationState {
  return {
    sessionId: response.sessionId,
    isAuthenticated: response.isAuthenticated ?? true,
    errorMessage: null,
    sessionType: response.sessionType ?? null,
    sessionName: response.sessionName ?? null,
    bookingReference: response.bookingReference ?? null,
    pmsName: response.pms?.name ?? null,
    pmsInformation: parsePmsInformation(response.pms?.information),
  };
}

/** Routes whose visits are not recorded (000 §7, 002 §7): content and third-party activities. */
const UNTRACKED_ROUTES = /^(content|musement)(\/|$)/;

/**
 * The {page} of metrics/userhistory for a route path, or null when the route is not recorded:
 * query and hash dropped, leading slashes removed, empty path → 'home'.
 */
export function userHistoryPage(path: string): string | null {
  const page = path.split(/[?#]/)[0]!.replace(/^\/+/, '');
  if (UNTRACKED_ROUTES.test(page)) return null;
  return page === '' ? 'home' : page;
}

/** Records a page visit; failures are not the guest's concern (quiet). */
export async function recordPageVisit(hub: HubClient, path: string): Promise<void> {
  const page = userHistoryPage(path);
  if (page === null) return;
  const encoded = page.split('/').map(encodeURIComponent).join('/');
  await hub.get<unknown>(`metrics/userhistory/${encoded}`, undefined, { quiet: true }).catch(() => undefined);
}
