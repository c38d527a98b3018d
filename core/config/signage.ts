/**
 * What a DigitalSignage screen shows and how fast it pages (issue 33), from the device profile's
 * `signage` setting (core/hub/config.ts SignageProfile): the signage home is the board, the
 * programme or the content category the profile names — never the guest home — and the idle
 * redirect falls back to it when the signage address does not answer.
 */
import type { DeviceConfig, SignageProfile } from '../hub/config';
import type { LidoCore } from '../index';

export interface SignageHome {
  content: 'board' | 'programme' | 'content';
  /** The portal route of that content. */
  path: string;
}

/** A readable pace for a screen read from a few metres: 12 s a page unless configured. */
export const DEFAULT_PAGE_SECONDS = 12;
/** Bounds of a configured interval: faster cannot be read, slower looks stuck. */
export const MIN_PAGE_SECONDS = 4;
export const MAX_PAGE_SECONDS = 300;

const id = (value: unknown): string | null =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '') ? String(value).trim() : null;

/**
 * The signage home of a profile. Without a usable setting: the daily programme where the profile
 * has it (a profile without modules has every feature), else the information overview.
 */
export function signageHomeOf(profile: SignageProfile | null | undefined, modules: readonly string[] = []): SignageHome {
  const board = id(profile?.boardId);
  if (profile?.home === 'board' && board !== null) return { content: 'board', path: `/restaurantavailability/overview/${encodeURIComponent(board)}` };
  if (profile?.home === 'content') {
    const category = id(profile.categoryId);
    return { content: 'content', path: category === null ? '/content/overview' : `/content/overview/${encodeURIComponent(category)}` };
  }
  if (profile?.home === 'programme' || modules.length === 0 || modules.includes('dailySchedule')) return { content: 'programme', path: '/dailyprogram' };
  return { content: 'content', path: '/content/overview' };
}

/** Seconds a page stays: the element's attribute, else the profile's, else the default; clamped. */
export function pageSecondsOf(attribute: string | number | null | undefined, profile: SignageProfile | null | undefined): number {
  const parse = (value: unknown) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
    return Number.isFinite(number) && number > 0 ? Math.min(MAX_PAGE_SECONDS, Math.max(MIN_PAGE_SECONDS, number)) : null;
  };
  return parse(attribute) ?? parse(profile?.pageSeconds) ?? DEFAULT_PAGE_SECONDS;
}

/** The profile's signage setting of a loaded device configuration. */
export const signageProfileOf = (device: DeviceConfig | null | undefined): SignageProfile | null => device?.deviceGroup?.deviceProfile?.signage ?? null;

/**
 * The signage home of the page's loaded device configuration. Not a method of the core's config:
 * only signage screens need it, so it travels with the code that asks (the shell's idle redirect,
 * the portal), not in the core chunk every embed loads.
 */
export function signageHomeOfCore(core: Pick<LidoCore, 'config' | 'stores'>): SignageHome {
  const modules = core.stores.modules.getState().modules.map((module) => module.name);
  return signageHomeOf(signageProfileOf(core.config.state.getState().device), modules);
}
