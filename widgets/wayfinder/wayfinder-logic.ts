/**
 * The wayfinder's rules (002 §4 "Wayfinder", §5 "Cabin number search", §9): which deck starts
 * active, the cabin keypad (digits only, at most 6; C clears; backspace deletes one) and when the
 * search is allowed (length above the theme minimum and below the theme maximum).
 */

/** 002 §5, §9: the keypad takes at most 6 digits. */
export const CABIN_INPUT_MAX = 6;
/** 002 §9: default cabin-number bounds (exclusive); some themes use 2 and 4. */
export const DEFAULT_CABIN_BOUNDS: CabinBounds = { min: 3, max: 6 };

export interface CabinBounds {
  /** The length must be greater than this. */
  min: number;
  /** The length must be less than this. */
  max: number;
}

/** The deck to show first: the one with wayfinding, else the one with the device, else the first. */
export function initialDeckIndex(decks: readonly { hasWayFinding: boolean; isDevicePresent: boolean }[]): number {
  const marked = decks.findIndex((deck) => deck.hasWayFinding);
  if (marked >= 0) return marked;
  const here = decks.findIndex((deck) => deck.isDevicePresent);
  return here >= 0 ? here : 0;
}

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'C' | 'Backspace';

/** The keypad's entry after a key. */
export function pressKey(entry: string, key: KeypadKey): string {
  if (key === 'C') return '';
  if (key === 'Backspace') return entry.slice(0, -1);
  if (!/^[0-9]$/.test(key) || entry.length >= CABIN_INPUT_MAX) return entry;
  return entry + key;
}

/** 002 §5: search only when min < length < max. */
export function canSearch(entry: string, bounds: CabinBounds): boolean {
  return /^[0-9]+$/.test(entry) && entry.length > bounds.min && entry.length < bounds.max;
}

/**
 * The bounds from the theme tokens `--lido-cabin-finder-min` / `--lido-cabin-finder-max` (computed
 * style values of the element); a missing or unreadable token keeps the default.
 */
export function boundsOf(minToken: string, maxToken: string): CabinBounds {
  const read = (token: string, fallback: number) => {
    const value = Number.parseInt(token.trim(), 10);
    return Number.isFinite(value) && value >= 0 && value <= CABIN_INPUT_MAX + 1 ? value : fallback;
  };
  return { min: read(minToken, DEFAULT_CABIN_BOUNDS.min), max: read(maxToken, DEFAULT_CABIN_BOUNDS.max) };
}

/** Wayfinder profile ids from the attribute: one id, or several separated by commas or spaces. */
export function profileIdsOf(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
}
