/**
 * The TV guide's time window and what of it is on screen: the 24 hours it draws, moved on with
 * the clock (followClock) without moving the hours in view; the guide opened at now; and the
 * scroll box's position and size, followed as it scrolls (once a frame) and resizes.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { MINUTE, followClock, guideEnd, guideStart, openingScroll, type GuideLayout, type GuideView } from './guide';

export interface GuideWindow {
  windowStart: number;
  windowEnd: number;
  view: GuideView;
  /** Takes the scroll box's scroll as it is now (a scroll the guide made itself, before the frame's measure). */
  followScroll: () => void;
}

export function useGuideWindow(scrollRef: RefObject<HTMLDivElement | null>, layout: GuideLayout, now: number): GuideWindow {
  // The now-line moves within the window; the window moves on with the clock (followClock).
  const [windowStart, setWindowStart] = useState(() => guideStart(Date.now()));
  useLayoutEffect(() => {
    const next = followClock(windowStart, now);
    if (next === windowStart) return;
    // the same hours stay in view: the canvas starts later, so it scrolls back by as much
    if (scrollRef.current) scrollRef.current.scrollLeft -= ((next - windowStart) / MINUTE) * layout.pxPerMinute;
    setWindowStart(next);
  }, [now, windowStart, layout, scrollRef]);
  const [view, setView] = useState<GuideView>({ left: 0, width: 0, height: 0 });

  // Open at "now" (half an hour of the past visible), and follow horizontal scrolling.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollLeft = openingScroll(Date.now(), windowStart, layout);
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView((previous) =>
        previous.left === element.scrollLeft && previous.width === element.clientWidth && previous.height === element.clientHeight
          ? previous
          : { left: element.scrollLeft, width: element.clientWidth, height: element.clientHeight },
      );
    };
    measure();
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [windowStart, layout, scrollRef]);

  const followScroll = () => {
    const left = scrollRef.current?.scrollLeft ?? 0;
    setView((previous) => (previous.left === left ? previous : { ...previous, left }));
  };

  return { windowStart, windowEnd: guideEnd(windowStart), view, followScroll };
}
