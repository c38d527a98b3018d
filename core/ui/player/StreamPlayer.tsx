/**
 * The media player of every Lido widget (VOD, live TV, the second catalogue, an article's audio
 * and video; the muster drill next): a <video> or <audio> element with native controls, the
 * stream attached through media-engine.ts (native first, hls.js only on first play), a status
 * line while hls.js recovers, and, in place of the picture, a clear message when the stream cannot
 * play: on this device (no MSE or HLS, a codec it cannot decode: what to do instead, no retry) or
 * right now (the stream could not be loaded: a retry). No engine text, no controls over a dead
 * stream (002 §8: media errors store their message).
 *
 * start 'auto' attaches and plays at once (a player page). start 'on-demand' loads nothing until
 * the guest asks (an article's media on a satellite link): a video shows a labelled play button
 * over its frame; an audio shows its native controls with nothing preloaded.
 *
 * For a video that must be watched to the end (the muster drill): `holdForward` blocks forward
 * seeking from any source (media-engine.ts holdForwardSeek) and reports the furthest point watched;
 * `controls={false}` leaves the buttons to the owner (no native scrubber). `captions` adds WebVTT
 * tracks (the one in `captionLanguage` shown while `captionsShown`), and `transcript` lists the
 * shown track's cues as text under the player, for guests who read instead of listening.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CaptionTrack } from '../../hub/content';
import { useCore, useT } from '../../react/index';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { useMediaT } from '../media-texts';
import { useAdoptedSheet } from '../sheet';
import sheet from './player.css';
import { onPlayerKey } from './player-keys';
import { attachStream, holdForwardSeek, unlockForPlay, type FatalReason, type HoldForwardOptions, type StreamHandle, type StreamSource } from './media-engine';

export type { CaptionTrack };

/** One caption of the transcript. */
export interface TranscriptCue {
  start: number;
  text: string;
}

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
  /** The stream cannot play: what the guest is told (translated), for an owner that keeps it (002 §8). */
  onFatal?: (message: string) => void;
  /** Native controls (default); false: the owner renders its own buttons. */
  controls?: boolean;
  /** No forward seeking past the furthest point watched (read when a stream is attached). */
  holdForward?: Omit<HoldForwardOptions, 'now'>;
  /** WebVTT caption tracks. */
  captions?: readonly CaptionTrack[];
  /** The language of the track to use (the interface language); none matching: no captions. */
  captionLanguage?: string;
  /** Captions drawn over the picture (default true); the track still feeds the transcript. */
  captionsShown?: boolean;
  /** A "Transcript" disclosure under the player with the cues of the track in use. */
  transcript?: boolean;
}

type Status = { kind: 'idle' } | { kind: 'recovering'; what: 'media' | 'network'; retryInMs?: number } | { kind: 'failed'; reason: FatalReason };

export function StreamPlayer({
  source,
  kind,
  title,
  labelledBy,
  live,
  startPosition,
  poster,
  start = 'auto',
  startLabel,
  onMedia,
  onFatal,
  controls = true,
  holdForward,
  captions,
  captionLanguage,
  captionsShown = true,
  transcript = false,
}: StreamPlayerProps) {
  // its own sheet, adopted where a player shows (not in the kit's sheet every embed carries)
  useAdoptedSheet(sheet);
  const t = useMediaT();
  const common = useT('common');
  const { channel } = useCore();
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
  const holdRef = useRef(holdForward);
  holdRef.current = holdForward;
  // The furthest point survives a retry (a new attempt attaches the stream again).
  const furthestRef = useRef(holdForward?.furthest ?? 0);
  const cues = useCaptionTracks(mediaRef, captions, captionLanguage, captionsShown);

  // One sound at a time: a player that starts pauses every other on the page, in any widget.
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const me = {};
    const announce = () => channel.emit('lido:media-play', { player: me });
    media.addEventListener('play', announce);
    const stopListening = channel.on('lido:media-play', ({ player }) => {
      if (player !== me && !media.paused) media.pause();
    });
    return () => {
      media.removeEventListener('play', announce);
      stopListening();
    };
  }, [channel]);

  // A layout effect: a native source is on the element before it is painted.
  useLayoutEffect(() => {
    const media = mediaRef.current;
    if (!media || !started) return;
    let handle: StreamHandle | null = null;
    let active = true;
    if (focusOnStart.current) {
      focusOnStart.current = false;
      // without native controls the element takes no focus: the owner's buttons do
      if (controls) media.focus();
    }
    const hold = holdRef.current
      ? holdForwardSeek(media, {
          furthest: Math.max(furthestRef.current, holdRef.current.furthest),
          onProgress: (furthest) => {
            furthestRef.current = furthest;
            holdRef.current?.onProgress?.(furthest);
          },
          onHeldBack: (to) => holdRef.current?.onHeldBack?.(to),
          onComplete: () => holdRef.current?.onComplete?.(),
        })
      : null;
    setStatus({ kind: 'idle' });
    const clearStatus = () => setStatus((previous) => (previous.kind === 'recovering' ? { kind: 'idle' } : previous));
    media.addEventListener('playing', clearStatus);
    void attachStream(media, source, {
      live,
      startPosition: resumeAt.current,
      onFatal: (reason) => {
        if (!active) return;
        // nothing keeps playing (or shows Pause) behind the message
        media.pause();
        setStatus({ kind: 'failed', reason });
        onFatalRef.current?.(reason === 'unsupported' ? t(kind === 'audio' ? 'player.cannotPlayAudio' : 'player.cannotPlay') : t('player.failed'));
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
      hold?.detach();
      media.removeEventListener('playing', clearStatus);
      if (!live && media.currentTime > 0) resumeAt.current = media.currentTime;
      onMediaRef.current?.(null);
      handle?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attached again only when what plays changes (a new source object for the same stream, kind, controls or a language switch must not restart playback)
  }, [source.url, source.mimeType, live, attempt, started, playsAtOnce]);

  const Media = kind === 'audio' ? 'audio' : 'video';
  const failed = status.kind === 'failed' ? status.reason : null;
  const tracks = captions?.filter((track) => track.url && track.language) ?? [];
  return (
    <div className={`stream-player player-${kind}`} part="player">
      <div className="player-frame" onKeyDown={(event) => onPlayerKey(event, mediaRef.current, { live })}>
        <Media
          ref={mediaRef}
          className="media"
          // a dead stream is not shown: the message below takes its place
          hidden={failed !== null}
          controls={controls && started && !failed}
          // with its own controls the video is a control: the remote's arrows reach it, and a TV lands on it
          tabIndex={controls && started && !failed ? 0 : undefined}
          data-remote-start={controls && started && !failed ? '' : undefined}
          playsInline
          // caption tracks of another origin load only through CORS
          crossOrigin={tracks.length ? 'anonymous' : undefined}
          // nothing crosses a satellite link until the guest presses play
          preload={onDemand ? 'none' : 'auto'}
          poster={kind === 'video' ? poster : undefined}
          aria-label={labelledBy ? undefined : title}
          aria-labelledby={labelledBy}
        >
          {tracks.map((track) => (
            <track key={track.language} kind="captions" src={track.url} srcLang={track.language} label={track.label ?? track.language} />
          ))}
        </Media>
        {failed === 'unsupported' && (
          <div className="player-unavailable notice error" role="alert" part="error">
            <p className="player-unavailable-title">{t(kind === 'audio' ? 'player.cannotPlayAudio' : 'player.cannotPlay')}</p>
            <p>{t('player.cannotPlayHint')}</p>
          </div>
        )}
        {failed === 'failed' && (
          <Notice tone="error">
            <p>{t('player.failed')}</p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {common('retry')}
            </Button>
          </Notice>
        )}
        {!started && (
          <button
            type="button"
            className="player-start"
            onClick={() => {
              // within the press itself: the stream's chunk may come later than WebKit honours a press
              unlockForPlay(mediaRef.current);
              focusOnStart.current = true;
              setStarted(true);
            }}
            aria-label={startLabel ?? t('player.start')}
          >
            <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M8 5v14l11-7z" />
            </svg>
          </button>
        )}
      </div>
      <div className="player-status" role="status" aria-live="polite">
        {status.kind === 'recovering' &&
          (status.what === 'network' ? t('player.recoveringNetwork', { seconds: Math.ceil((status.retryInMs ?? 0) / 1000) }) : t('player.recoveringMedia'))}
      </div>
      {transcript && cues && cues.length > 0 && (
        <details className="player-transcript" part="transcript">
          <summary>{t('player.transcript')}</summary>
          <ol lang={captionLanguage}>
            {cues.map((cue, index) => (
              <li key={index}>{cue.text}</li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

/**
 * Track modes: the track of `language` shows (or stays hidden, still loading its cues for the
 * transcript), every other one is off. Returns that track's cues once loaded.
 */
function useCaptionTracks(
  mediaRef: { current: HTMLMediaElement | null },
  captions: readonly CaptionTrack[] | undefined,
  language: string | undefined,
  shown: boolean,
): TranscriptCue[] | null {
  const [cues, setCues] = useState<TranscriptCue[] | null>(null);
  const urls = captions?.map((track) => `${track.language} ${track.url}`).join('|') ?? '';
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !urls) return;
    const elements = [...media.querySelectorAll('track')];
    const active = elements.find((element) => element.srclang === language) ?? null;
    const read = () => {
      const list = active?.track.cues;
      setCues(list ? [...list].map((cue) => ({ start: cue.startTime, text: (cue as VTTCue).text ?? '' })) : null);
    };
    const apply = () => {
      for (const element of elements) {
        const mode = element === active ? (shown ? 'showing' : 'hidden') : 'disabled';
        if (element.track.mode !== mode) element.track.mode = mode;
      }
    };
    // the browser's own track choice (at a load, from the guest's system preferences) does not
    // override the interface language
    media.textTracks.addEventListener('change', apply);
    apply();
    active?.addEventListener('load', read);
    read();
    return () => {
      media.textTracks.removeEventListener('change', apply);
      active?.removeEventListener('load', read);
    };
  }, [mediaRef, urls, language, shown]);
  return cues;
}
