/**
 * What the hub's device configuration (002 §3) says about the installation as a whole: the name
 * the header shows, and whether a feature's modules are on.
 */
import type { DeviceConfig, DeviceModule } from '../hub/config';

/**
 * What the header names instead of the app title: the hub's `propertyName` (Lido's extension for
 * a hotel, a flight, a coach, an airport), else on a cruise hub (hubType Cruise, or none) its
 * `shipName`; null when the hub names nothing (a resort hub's leftover ship name is not its hotel).
 */
export function portalName(config: DeviceConfig | null | undefined): string | null {
  const hub = config?.hub;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const property = text(hub?.propertyName);
  if (property) return property;
  const type = (hub?.hubType ?? '').trim().toLowerCase();
  return type === '' || type === 'cruise' ? text(hub?.shipName) : null;
}

/** A feature is on: one of its modules is in the profile, or the profile lists none (every feature is on, 000 §3). */
export function hasModule(modules: readonly DeviceModule[], ...names: string[]): boolean {
  return modules.length === 0 || modules.some((module) => names.includes(module.name));
}
