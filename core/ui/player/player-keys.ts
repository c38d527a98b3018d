/**
 * A remote's keys on a player whose video has focus (every mode, not only 10-foot: a keyboard
 * has the same keys): OK / Enter / Space and the media keys play and pause, Left / Right and the
 * remote's rewind / fast-forward seek 10 s. Up and Down stay with the page (to the buttons below).
 * A held-back drill video still holds: its seek guard (media-engine.ts holdForwardSeek) answers the seek.
 */
import type { KeyboardEvent } from 'react';

export const SEEK_STEP_S = 10;

/** Play/pause keys: the keyboard's, the standard media keys, webOS/Tizen's Play 415, Pause 19, PlayPause 10252. */
const TOGGLE = new Set(['Enter', ' ', 'MediaPlayPause']);
const PLAY = new Set(['MediaPlay']);
const PAUSE = new Set(['MediaPause', 'MediaStop']);
const BACKWARD = new Set(['ArrowLeft', 'MediaRewind', 'MediaTrackPrevious']);
const FORWARD = new Set(['ArrowRight', 'MediaFastForward', 'MediaTrackNext']);
const KEY_CODES: Record<number, 'toggle' | 'play' | 'pause' | 'backward' | 'forward'> = {
  415: 'play',
  19: 'pause',
  413: 'pause',
  10252: 'toggle',
  412: 'backward',
  417: 'forward',
};

function actionOf(event: { key: string; keyCode?: number }): 'toggle' | 'play' | 'pause' | 'backward' | 'forward' | null {
  if (TOGGLE.has(event.key)) return 'toggle';
  if (PLAY.has(event.key)) return 'play';
  if (PAUSE.has(event.key)) return 'pause';
  if (BACKWARD.has(event.key)) return 'backward';
  if (FORWARD.has(event.key)) return 'forward';
  return (event.keyCode !== undefined && KEY_CODES[event.keyCode]) || null;
}

/** Put on the player's frame: acts when the media element itself has focus. */
export function onPlayerKey(event: KeyboardEvent<HTMLElement>, media: HTMLMediaElement | null, { live = false } = {}): void {
  if (!media || event.target !== media || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const action = actionOf(event.nativeEvent);
  if (!action || ((action === 'backward' || action === 'forward') && (live || !Number.isFinite(media.duration)))) return;
  event.preventDefault();
  if (action === 'toggle') {
    if (media.paused) void media.play().catch(() => {});
    else media.pause();
  } else if (action === 'play') void media.play().catch(() => {});
  else if (action === 'pause') media.pause();
  else {
    const to = media.currentTime + (action === 'forward' ? SEEK_STEP_S : -SEEK_STEP_S);
    media.currentTime = Math.max(0, Math.min(media.duration, to));
  }
}
