/**
 * The disability mode's content offset (spec 002 §4, §9): a document custom property the page
 * applies to its content (the portal moves <main> by it), so it crosses every shadow boundary.
 * Kept for the tab in sessionStorage: portal routes are full page loads.
 */
export const DISABILITY_STEP_PX = 50;
export const CONTENT_OFFSET_PROPERTY = '--lido-content-offset';
const STORAGE_KEY = 'lido:content-offset';

/** Within 0 (no further up) and half the window height (no further down). */
export function clampOffset(value: number, windowHeight: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, value), Math.max(0, windowHeight / 2));
}

export function readContentOffset(): number {
  try {
    return Number(sessionStorage.getItem(STORAGE_KEY) ?? 0);
  } catch {
    return 0;
  }
}

export function writeContentOffset(offset: number, doc: Document = document): void {
  if (offset > 0) doc.documentElement.style.setProperty(CONTENT_OFFSET_PROPERTY, `${offset}px`);
  else doc.documentElement.style.removeProperty(CONTENT_OFFSET_PROPERTY);
  try {
    if (offset > 0) sessionStorage.setItem(STORAGE_KEY, String(offset));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable: the offset lasts for this page */
  }
}
