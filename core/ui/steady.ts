/**
 * A result that replaces a form (a booking's confirmation) without moving anything under a
 * finger that is still tapping: the box keeps the form's height, so the page below (the portal's
 * footer "← Back") does not slide up to where "Book" or "Try again" was; the result's own
 * controls take no tap for a moment (the second tap of a double tap); its focus does not scroll
 * the page at once, and once that moment has passed the result is scrolled into view if it is not.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

/** Longer than the gap between the two taps of a double tap. */
export const SETTLE_MS = 700;

export interface SteadyBox<T extends HTMLElement> {
  /** The box whose height is kept (around the form, then the result). */
  ref: RefObject<T | null>;
  /** Its style: the form's height as the least height once replaced. */
  style: CSSProperties | undefined;
  /** True for SETTLE_MS after the replacement: the result's controls ignore taps (data-settling). */
  settling: boolean;
}

export function useSteadyReplacement<T extends HTMLElement>(replaced: boolean, result?: RefObject<HTMLElement | null>): SteadyBox<T> {
  const ref = useRef<T>(null);
  const height = useRef<number | null>(null);
  const [settling, setSettling] = useState(false);
  // only a replacement seen happening counts (a result restored after a reload is just shown)
  const seenForm = useRef(!replaced);
  // the form's height, measured after each of its renders
  useLayoutEffect(() => {
    if (!replaced && ref.current) height.current = ref.current.offsetHeight;
  });
  useLayoutEffect(() => {
    if (!replaced) {
      seenForm.current = true;
      return undefined;
    }
    if (!seenForm.current) return undefined;
    setSettling(true);
    result?.current?.focus({ preventScroll: true });
    const timer = setTimeout(() => {
      setSettling(false);
      const box = result?.current?.getBoundingClientRect();
      if (box && (box.top < 0 || box.bottom > (globalThis.innerHeight || 0))) result!.current!.scrollIntoView({ block: 'nearest' });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [replaced, result]);
  return { ref, style: replaced && height.current ? { minHeight: `${height.current}px` } : undefined, settling };
}
