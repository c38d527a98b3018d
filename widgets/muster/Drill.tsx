/**
 * /muster/video (002 §2, §4): the safety video, watched to the end — forward seeking is blocked
 * (the kit's player holds it at the furthest point watched, whatever asks: mouse, keyboard, media
 * keys, picture-in-picture, a script) — then the passengers who watched it are confirmed.
 *
 * The player is the Safari-style one of the spec on every device: no native scrubber, our own
 * Play / Resume, Rewatch and Close (plus back 10 s and captions), large focusable buttons that a
 * cabin-TV remote reaches with its arrow keys and presses with OK; the media keys play and pause.
 * The furthest point watched is kept per guest (progress.ts): a dropped link or a closed page
 * resumes there. Kiosks and signage screens play no videos (000 §6): they say where to watch.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Article, Video } from '../../core/hub/content';
import { MUSTER_HASHTAGS } from '../../core/hub/muster';
import { articleByHashtagQuery, videosQuery } from '../../core/query/content';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { useCore, useDeviceRules, useLanguage, useNavigate, useShallow, useSlice, useSignedIn } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { PageTitle } from '../../core/ui/PageTitle';
import { Notice } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { StreamPlayer } from '../../core/ui/player/StreamPlayer';
import { Confirm } from './Confirm';
import { clock, musterPath } from './muster-logic';
import { ArticlePdfs, BackLink, BlockedNotice, SignInNotice, useBlockedForMuster, useMusterT } from './parts';
import { guestVideoKey, musterSlice, recordProgress } from './progress';

/** The "back" button's step (seconds). */
export const BACK_STEP_S = 10;

export function Drill() {
  const t = useMusterT();
  const signedIn = useSignedIn();
  const rules = useDeviceRules();
  const account = useBlockedForMuster();
  // keepPrevious: a language switch mid-video re-asks for the article and its video without stopping the player
  const article = useHubQuery(articleByHashtagQuery, signedIn && rules.showVideos ? [MUSTER_HASHTAGS.safetyVideo] : null, { keepPrevious: true });
  const page = useCombinedQueries([account, article]);
  return (
    <section className="video-page">
      <PageTitle>{t('video.title')}</PageTitle>
      {!signedIn ? (
        <SignInNotice view="video" />
      ) : !rules.showVideos ? (
        <Notice>
          <p>{t('video.notOnDevice')}</p>
          <RouteLink to={musterPath('status')} className="button secondary">
            {t('nav.status')}
          </RouteLink>
        </Notice>
      ) : (
        <QueryView query={page}>
          {([status, found]) =>
            status.isBlockedForMuster ? (
              <BlockedNotice showMessage={status.showBlockedMessage} />
            ) : found ? (
              <SafetyVideo article={found} />
            ) : (
              <Notice>
                <p>{t('video.missing')}</p>
              </Notice>
            )
          }
        </QueryView>
      )}
      <BackLink />
    </section>
  );
}

function SafetyVideo({ article }: { article: Article }) {
  const t = useMusterT();
  const videos = useHubQuery(videosQuery, [article.id, false], { keepPrevious: true });
  return (
    <>
      <p className="must-watch">{t('video.mustWatch')}</p>
      <QueryView query={videos} isEmpty={(list) => list.length === 0} empty={t('video.missing')}>
        {(list) => <DrillPlayer key={list[0]!.urlFrontend} video={list[0]!} />}
      </QueryView>
      <ArticlePdfs articleId={article.id} />
    </>
  );
}

function DrillPlayer({ video }: { video: Video }) {
  const t = useMusterT();
  const core = useCore();
  const language = useLanguage();
  const titleId = useId();
  const store = useMemo(() => musterSlice(core), [core]);
  const guest = useSlice(
    core.stores.authentication,
    useShallow((state) => ({ bookingReference: state.bookingReference, pmsName: state.pmsName, sessionId: state.sessionId })),
  );
  const key = guestVideoKey(guest, video.urlFrontend);
  const completed = useSlice(store, (state) => state.watched[key]?.completed === true);
  // where this visit starts: read once, so the player is not restarted by its own progress
  const [initial] = useState(() => store.getState().watched[key]?.furthest ?? 0);
  const [watched, setWatched] = useState(initial);
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [captionsShown, setCaptionsShown] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const [finishedNow, setFinishedNow] = useState(false);
  const captions = video.captions?.filter((track) => track.url) ?? [];
  const startLabel = completed ? t('player.rewatch') : initial >= 1 ? t('player.resume', { time: clock(initial) }) : t('player.play');

  return (
    <div className="drill">
      <h2 id={titleId} className="lido-visually-hidden">
        {video.name || t('video.title')}
      </h2>
      <StreamPlayer
        source={{ url: video.urlFrontend }}
        kind="video"
        labelledBy={titleId}
        start="on-demand"
        startLabel={startLabel}
        startPosition={completed ? 0 : initial}
        controls={false}
        holdForward={{
          furthest: completed ? Number.POSITIVE_INFINITY : initial,
          onProgress: (furthest) => {
            recordProgress(store, key, furthest);
            setWatched(Math.floor(furthest));
          },
          onHeldBack: (to) => setAnnouncement(t('player.heldBack', { time: clock(to) })),
          onComplete: () => {
            recordProgress(store, key, 0, true);
            setFinishedNow(true);
            setAnnouncement(t('player.finished'));
          },
        }}
        captions={captions}
        captionLanguage={language}
        captionsShown={captionsShown}
        transcript
        onMedia={setMedia}
      />
      <PlayerBar
        media={media}
        watched={completed ? Number.POSITIVE_INFINITY : watched}
        captions={captions.length > 0}
        captionsShown={captionsShown}
        onCaptions={() => setCaptionsShown((shown) => !shown)}
      />
      <p className="announcement lido-visually-hidden" role="status">
        {announcement}
      </p>
      {completed && <Confirm focusOnShow={finishedNow} />}
    </div>
  );
}

interface MediaState {
  paused: boolean;
  ended: boolean;
  time: number;
  duration: number;
}

function useMediaState(media: HTMLMediaElement | null): MediaState {
  const [state, setState] = useState<MediaState>({ paused: true, ended: false, time: 0, duration: Number.NaN });
  useEffect(() => {
    if (!media) return;
    const update = () => setState({ paused: media.paused, ended: media.ended, time: Math.floor(media.currentTime), duration: media.duration });
    const events = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'seeked'];
    for (const name of events) media.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) media.removeEventListener(name, update);
    };
  }, [media]);
  return state;
}

const MEDIA_TOGGLE_KEYS = new Set(['MediaPlayPause', 'MediaPlay', 'MediaPause']);

function PlayerBar({
  media,
  watched,
  captions,
  captionsShown,
  onCaptions,
}: {
  media: HTMLMediaElement | null;
  watched: number;
  captions: boolean;
  captionsShown: boolean;
  onCaptions: () => void;
}) {
  const t = useMusterT();
  const navigate = useNavigate();
  const state = useMediaState(media);
  const toggle = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);

  // The start button has gone once the stream is attached: focus moves to Pause / Play.
  useEffect(() => {
    if (media) toggle.current?.focus();
  }, [media]);

  // Media keys of keyboards and TV remotes play and pause (fast-forward keys do nothing).
  useEffect(() => {
    const root = bar.current?.getRootNode() as ShadowRoot | null;
    const host = root?.host;
    if (!media || !host) return;
    const onKey = (event: Event) => {
      const { key } = event as globalThis.KeyboardEvent;
      if (!MEDIA_TOGGLE_KEYS.has(key)) return;
      event.preventDefault();
      if (key === 'MediaPause' || (key === 'MediaPlayPause' && !media.paused)) media.pause();
      else void media.play().catch(() => {});
    };
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, [media]);

  const duration = Number.isFinite(state.duration) ? state.duration : 0;
  const seen = Math.min(watched, duration || watched);
  const playing = !!media && !state.paused;
  const toggleLabel = playing ? t('player.pause') : state.time > 0 && !state.ended ? t('player.resume', { time: clock(state.time) }) : t('player.play');

  // A remote's left and right move between the buttons; OK presses one.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const buttons = [...(bar.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[(index + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
  };

  return (
    <div className="player-bar" part="controls">
      {media && duration > 0 && (
        <div
          className="watched"
          role="progressbar"
          aria-label={t('player.watchedLabel')}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(seen)}
          aria-valuetext={t('player.watched', { watched: clock(seen), duration: clock(duration) })}
        >
          <span className="watched-bar" style={{ inlineSize: `${Math.min(100, (seen / duration) * 100)}%` }} />
          <span className="watched-text">
            {clock(state.time)} / {clock(duration)}
          </span>
        </div>
      )}
      <div className="player-buttons" role="toolbar" aria-label={t('player.controls')} ref={bar} onKeyDown={onKeyDown}>
        {media && (
          <>
            <Button ref={toggle} className="toggle" onClick={() => (playing ? media.pause() : void media.play().catch(() => {}))}>
              {toggleLabel}
            </Button>
            <Button variant="secondary" disabled={state.time < 1} onClick={() => (media.currentTime = Math.max(0, media.currentTime - BACK_STEP_S))}>
              {t('player.back', { seconds: BACK_STEP_S })}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                media.currentTime = 0;
                void media.play().catch(() => {});
              }}
            >
              {t('player.rewatch')}
            </Button>
          </>
        )}
        {captions && (
          <Button variant="secondary" aria-pressed={captionsShown} onClick={onCaptions}>
            {t('player.captions')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            media?.pause();
            navigate(musterPath('home'));
          }}
        >
          {t('player.close')}
        </Button>
      </div>
    </div>
  );
}
