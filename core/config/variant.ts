/**
 * The installation's variant (000 §1: "airline, resort, airport, bus and cruise variants"), from
 * the hub's hubType. Texts follow it through i18next's context: a key `title_airline` replaces
 * `title` on an airline, and a variant without its own text keeps the cruise wording, which is
 * the product's first. The hook in core/react/hooks.ts (useT) passes the context for every text.
 */
import type { LidoCore } from '../index';

export type Variant = 'cruise' | 'resort' | 'airline' | 'airport' | 'bus';

/** The hub's hubType as a variant; anything else (or none) is a cruise. */
export function variantOf(hubType: string | null | undefined): Variant {
  const type = (hubType ?? '').trim().toLowerCase();
  return type === 'resort' || type === 'airline' || type === 'airport' || type === 'bus' ? type : 'cruise';
}

export function variantOfCore(core: Pick<LidoCore, 'config'>): Variant {
  return variantOf(core.config.state.getState().device?.hub?.hubType);
}

/** The i18next context of a variant: none for a cruise (its texts are the plain keys). */
export function textContextOf(variant: Variant): string | undefined {
  return variant === 'cruise' ? undefined : variant;
}
