/**
 * The media player of every Lido widget (VOD, live TV, the second catalogue, an article's audio
 * and video; the muster drill next): a <video> or <audio> element with native controls, the
 * stream attached through media-engine.ts (native first, hls.js only on first play), a status
 * line while hls.js recovers, and a clear message with a retry when the stream cannot play
 * (002 §8: media errors store their message).
 *
 * start 'auto' attaches and plays at once (a player page). start 'on-demand' loads nothing until
 * the guest asks (an article's media on a satellite link): a video shows a labelled play button
 * over its frame; an audio shows its native controls with nothing preloaded.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../react/index';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { useMediaT } from '../media-texts';
import { attachStream, type StreamHandle, type StreamSource } from './media-engine';

export interface StreamPlayerProps {
  source: StreamSource;
  kind: 'video' | 'audio';
  /** The player's accessible name (or `labelledBy`). */
  title?: string;
  /** id of the element naming the player. */
  labelledBy?: string;
  live?: boolean;
  startPosition?: number;
  poster?: string;
  start?: 'auto' | 'on-demand';
  /** The on-demand play button's label (default "Play"). */
  startLabel?: string;
  /** The media element, once attached (position reports, tests). */
  onMedia?: (media: HTMLMediaElement | null) => void;
  onFatal?: (message: string) => void;
}

type Status = { kind: 'idle' } | { kind: 'recovering'; what: 'media' | 'network'; retryInMs?: number } | { kind: 'failed'; message: string };

export function StreamPlayer({ source, kind, title, labelledBy, live, startPosition, poster, start = 'auto', startLabel, onMedia, onFatal }: StreamPlayerProps) {
  const t = useMediaT();
  const common = useT('common');
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const onDemand = start === 'on-demand';
  // An on-demand video waits for its play button; an on-demand audio attaches at once (preload none).
  const [started, setStarted] = useState(!(onDemand && kind === 'video'));
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onFatalRef = useRef(onFatal);
  onFatalRef.current = onFatal;
  const onMediaRef = useRef(onMedia);
  onMediaRef.current = onMedia;
  // Resume where the previous attempt stopped, not at the original start.
  const resumeAt = useRef(startPosition);
  const playsAtOnce = !onDemand || kind === 'video';
  // The play button goes away when pressed: focus moves on to the player it started.
  const focusOnStart = useRef(false);

  // A layout effect: a native source is on the element before it is painted.
  useLayoutEffect(() => {
    const media = mediaRef.current;
    if (!media || !started) return;
    let handle: StreamHandle | null = null;
    let active = true;
    if (focusOnStart.current) {
      focusOnStart.current = false;
      media.focus();
    }
    setStatus({ kind: 'idle' });
    const clearStatus = () => setStatus((previous) => (previous.kind === 'recovering' ? { kind: 'idle' } : previous));
    media.addEventListener('playing', clearStatus);
    void attachStream(media, source, {
      live,
      startPosition: resumeAt.current,
      onFatal: (message) => {
        if (!active) return;
        setStatus({ kind: 'failed', message });
        onFatalRef.current?.(message);
      },
      onRecovering: (what, retryInMs) => {
        if (active) setStatus({ kind: 'recovering', what, retryInMs });
      },
    }).then((attached) => {
      if (!active) {
        attached.destroy();
        return;
      }
      handle = attached;
      media.dataset.engine = attached.engine;
      onMediaRef.current?.(media);
      // Autoplay may be refused (no recent user gesture): the controls are there to start it.
      if (playsAtOnce) media.play().catch(() => {});
    });
    return () => {
      active = false;
      media.removeEventListener('playing', clearStatus);
      if (!live && media.currentTime > 0) resumeAt.current = media.currentTime;
      onMediaRef.current?.(null);
      handle?.destroy();
    };
  }, [source.url, source.mimeType, live, attempt, started, playsAtOnce]);

  const Media = kind === 'audio' ? 'audio' : 'video';
  return (
    <div className={`stream-player player-${kind}`} part="player">
      <div className="player-frame">
        <Media
          ref={mediaRef}
          className="media"
          controls={started}
          playsInline
          // nothing crosses a satellite link until the guest presses play
          preload={onDemand ? 'none' : 'auto'}
          poster={kind === 'video' ? poster : undefined}
          aria-label={labelledBy ? undefined : title}
          aria-labelledby={labelledBy}
        />
        {!started && (
          <button type="button" className="player-start" onClick={() => {
              focusOnStart.current = true;
              setStarted(true);
            }} aria-label={startLabel ?? t('player.start')}>
            <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M8 5v14l11-7z" />
            </svg>
          </button>
        )}
      </div>
      <div className="player-status" role="status" aria-live="polite">
        {status.kind === 'recovering' &&
          (status.what === 'network'
            ? t('player.recoveringNetwork', { seconds: Math.ceil((status.retryInMs ?? 0) / 1000) })
            : t('player.recoveringMedia'))}
      </div>
      {status.kind === 'failed' && (
        <Notice tone="error">
          <p>{t('player.error', { message: status.message })}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {common('retry')}
          </Button>
        </Notice>
      )}
    </div>
  );
}
