/**
 * The media surface of every Lido player: a <video> or <audio> element with native controls, the
 * stream attached through media-engine.ts, a status line while hls.js recovers, and a clear
 * message with a retry when the stream cannot play (002 §8: media errors store their message).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../core/react/index';
import { attachStream, type StreamHandle, type StreamSource } from './media-engine';

export interface StreamPlayerProps {
  source: StreamSource;
  kind: 'video' | 'audio';
  title: string;
  live?: boolean;
  startPosition?: number;
  poster?: string;
  /** The media element, once attached (position reports, tests). */
  onMedia?: (media: HTMLMediaElement | null) => void;
  onFatal?: (message: string) => void;
}

export function StreamPlayer({ source, kind, title, live, startPosition, poster, onMedia, onFatal }: StreamPlayerProps) {
  const t = useT('vod');
  const tc = useT('common');
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'recovering'; what: 'media' | 'network'; retryInMs?: number } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const onFatalRef = useRef(onFatal);
  onFatalRef.current = onFatal;
  const onMediaRef = useRef(onMedia);
  onMediaRef.current = onMedia;
  // Resume where the previous attempt stopped, not at the original start.
  const resumeAt = useRef(startPosition);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    let handle: StreamHandle | null = null;
    let active = true;
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
      media.play().catch(() => {});
    });
    return () => {
      active = false;
      media.removeEventListener('playing', clearStatus);
      if (!live && media.currentTime > 0) resumeAt.current = media.currentTime;
      onMediaRef.current?.(null);
      handle?.destroy();
    };
  }, [source.url, source.mimeType, live, attempt]);

  const Media = kind === 'audio' ? 'audio' : 'video';
  return (
    <div className={`stream-player ${kind}`} part="player">
      <Media
        ref={mediaRef}
        className="media"
        controls
        playsInline
        preload="auto"
        poster={kind === 'video' ? poster : undefined}
        aria-label={title}
      />
      <div className="player-status" role="status" aria-live="polite">
        {status.kind === 'recovering' &&
          (status.what === 'network'
            ? t('player.recoveringNetwork', { seconds: Math.ceil((status.retryInMs ?? 0) / 1000) })
            : t('player.recoveringMedia'))}
      </div>
      {status.kind === 'failed' && (
        <div className="notice error" role="alert">
          <p>{t('player.error', { message: status.message })}</p>
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
            {tc('retry')}
          </button>
        </div>
      )}
    </div>
  );
}
