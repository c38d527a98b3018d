/** Text truncation for tiles and buttons (spec 000 §9). */

export const TILE_TITLE_MAX = 30;
export const PDF_LABEL_MAX = 25;
export const ELLIPSIS = '…';

/**
 * Keeps the first `max` characters and adds an ellipsis when something was cut.
 * Counts code points, so an emoji or accented letter is never split.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join('').trimEnd() + ELLIPSIS;
}

export const truncateTileTitle = (title: string) => truncate(title, TILE_TITLE_MAX);
export const truncatePdfLabel = (label: string) => truncate(label, PDF_LABEL_MAX);

/** A card swipe's track text ';100200?' or '%CARD100200?' → the account or card number. */
export function cardNumberFromSwipe(swipe: string): string {
  return swipe.trim().replace(/^[;%]/, '').replace(/\?$/, '').trim();
}
