/**
 * Starts a stream in a <video>/<audio> element: the one way every Lido player (VOD, audio, live
 * channels, second catalogue) plays media.
 *
 * - Native playback first: where the browser plays HLS itself (Safari, iOS, many cabin TVs) and
 *   for plain files (mp3, m4a, mp4), hls.js is never downloaded.
 * - Otherwise hls.js, imported here on the first play only (its own lazy chunk, never part of
 *   the catalogue). We use the FULL build, knowingly: the light build (115 KiB vs 180 KiB gzip)
 *   drops alternate audio renditions and subtitles, and the provider's titles carry several audio
 *   languages and subtitle tracks (vods/getVods `languages`). The 65 KiB difference is paid only
 *   after Play, on a link that is then about to stream megabytes of video anyway.
 * - Recovery as hls.js recommends (ARCHITECTURE.md pitfalls): a bounded back buffer; a fatal media
 *   error is recovered with recoverMediaError() at most once per 5 s (a second one within 5 s is
 *   final); a fatal network error backs off (1 s, 2 s, 4 s … 30 s, at most 6 tries) before loading
 *   again; anything else is final and reported.
 * - A silent stall (the playhead stops, no error event: a set-top box's software decoder on a
 *   busy CPU, WPE's pipeline once) is watched for: native playback reports it as failed after
 *   STALL_MS; hls.js, when no fragment is loading and the network has been quiet, asks a seek
 *   that hung again a little further on, else recovers the media (recoverMediaError(), the same
 *   bounded policy) instead of leaving a frozen picture (stallRemedy).
 * - Transmuxing runs in hls.js's worker when the bundle ships hls.worker.js next to this chunk;
 *   without it hls.js falls back to the main thread by itself.
 */

export const BACK_BUFFER_SECONDS = 30;
export const MEDIA_RECOVERY_INTERVAL_MS = 5000;
export const NETWORK_RETRY_BASE_MS = 1000;
export const NETWORK_RETRY_MAX_MS = 30_000;
export const NETWORK_RETRY_LIMIT = 6;
/**
 * Playback may stall for good without an error event (native HLS when segments stop arriving; a
 * software decoder that stops on a busy set-top box): after this long asked to play with the
 * playhead still, the stall is acted on, so the guest never keeps a frozen picture.
 */
export const STALL_MS = 12_000;
const STALL_CHECK_MS = 1000;
/** A playhead that moves less than this between checks is still (WPE reports a stuck position with jitter). */
const STILL_WITHIN_S = 0.1;

const HLS_MIME = 'application/vnd.apple.mpegurl';

export type FatalReason = 'unsupported' | 'failed';

/** hls.js errors that mean the device cannot decode the stream: no recovery is tried. */
const UNDECODABLE = /incompatiblecodecs|addcodec|unsupported/i;

export interface StreamSource {
  url: string;
  /** MIME type when known (playout assets carry it). */
  mimeType?: string;
}

export interface AttachOptions {
  /** Seconds to start from (resume); ignored for live streams. */
  startPosition?: number;
  live?: boolean;
  /**
   * A final error. 'unsupported': this device cannot play the stream (no MSE or HLS, a codec or
   * format it cannot decode, a fatal media error), so trying again here will not help; 'failed':
   * the stream could not be loaded or stopped (network), worth another try. The engine's own text
   * never reaches the guest: the player says it in words.
   */
  onFatal: (reason: FatalReason) => void;
  /** Recoverable trouble (recovering, retrying in n ms), for a status line. */
  onRecovering?: (kind: 'media' | 'network', retryInMs?: number) => void;
  /** Tests pass a clock; defaults to performance.now(). */
  now?: () => number;
}

export interface StreamHandle {
  /** 'native' or 'hls.js', for diagnostics and tests. */
  readonly engine: 'native' | 'hls.js';
  destroy(): void;
}

/**
 * Makes a guest's press count for a play that comes later (WebKit's autoplay policy). WebKit lets
 * media with sound start only while the press is recent — about a second in Safari, a few in
 * WebKitGTK — and hls.js's chunk may come later than that on a ship's link; but an element asked
 * to play within a press keeps that permission for good. Called in the press's own handler, before
 * anything is fetched: the element is asked to play (it has no source yet, nothing sounds) and
 * paused again; its later play() starts the stream. Harmless elsewhere (Chromium and Firefox decide
 * by the page's activation, which the press gave anyway).
 */
export function unlockForPlay(media: HTMLMediaElement | null): void {
  if (!media) return;
  try {
    const asked = media.play();
    // an element without a source never resolves, and pause() rejects the request: expected
    if (asked) asked.catch(() => {});
  } catch {
    // an engine without play() promises throws nothing here; nothing else is expected
  }
  media.pause();
}

export function isHls(source: StreamSource): boolean {
  return source.mimeType ? /mpegurl/i.test(source.mimeType) : /\.m3u8(\?|#|$)/i.test(source.url);
}

/** Delay before the n-th (0-based) reload after a fatal network error. */
export function networkRetryDelay(attempt: number): number {
  return Math.min(NETWORK_RETRY_BASE_MS * 2 ** attempt, NETWORK_RETRY_MAX_MS);
}

/** Decides on fatal hls.js errors; pure so the policy is unit-tested without media. */
export class RecoveryPolicy {
  private lastMediaRecovery = Number.NEGATIVE_INFINITY;
  private networkAttempts = 0;
  private readonly now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }

  /** 'recover' → call recoverMediaError(); 'fail' → give up. */
  onMediaError(): 'recover' | 'fail' {
    const now = this.now();
    if (now - this.lastMediaRecovery < MEDIA_RECOVERY_INTERVAL_MS) return 'fail';
    this.lastMediaRecovery = now;
    return 'recover';
  }

  /** Milliseconds to wait before loading again, or 'fail'. */
  onNetworkError(): number | 'fail' {
    if (this.networkAttempts >= NETWORK_RETRY_LIMIT) return 'fail';
    return networkRetryDelay(this.networkAttempts++);
  }

  /** Data arrived again: the next network error starts the back-off from the beginning. */
  onProgress(): void {
    this.networkAttempts = 0;
  }
}

export interface StallWatchOptions {
  onStuck: () => void;
  stallMs?: number;
  /** Tests pass shorter ones. */
  checkEveryMs?: number;
}

/**
 * Calls onStuck each time the element has been asked to play (not paused or ended) with
 * its playhead still for stallMs. Polling, not events: a stuck
 * decoder fires no 'waiting' at all on some engines. Returns the stop function.
 */
export function watchStall(media: HTMLMediaElement, options: StallWatchOptions): () => void {
  const stallMs = options.stallMs ?? STALL_MS;
  let at = media.currentTime;
  let stillFor = 0;
  const timer = setInterval(() => {
    // Data in hand is no proof of playing, nor is a seek in progress: WPE stopped at 0.18 s in a
    // seek that never completed, and at 0.24 s with HAVE_FUTURE_DATA, both asked to play.
    const held = media.paused || media.ended || media.playbackRate === 0;
    if (held || Math.abs(media.currentTime - at) > STILL_WITHIN_S) {
      at = media.currentTime;
      stillFor = 0;
      return;
    }
    stillFor += options.checkEveryMs ?? STALL_CHECK_MS;
    if (stillFor < stallMs) return;
    stillFor = 0;
    options.onStuck();
  }, options.checkEveryMs ?? STALL_CHECK_MS);
  return () => clearInterval(timer);
}

/** How far a stuck seek is asked again, ahead of where it hung. */
export const SEEK_NUDGE_S = 0.5;

export interface StallState {
  /** The playhead, and whether the element is still seeking there. */
  at: number;
  seeking: boolean;
  /** Seconds buffered from the playhead on. */
  ahead: number;
  /** Data on its way: a fragment loading, or network errors being retried. */
  waitingForData: boolean;
  /** Where the last nudge sent the playhead, and where the last recovery happened (null: none). */
  nudgedTo: number | null;
  recoveredAt: number | null;
}

/**
 * What a stall of hls.js playback calls for. A seek into media already buffered that never
 * completes (WebKitGTK and WPE, hls.js's jump over a stream's first 0.1 s: stuck at 0.18 s with
 * 0.08–10 s buffered) is asked again a little further on; a stall with the data in hand is the
 * decoder's, recovered (recoverMediaError); the same stall again at the point of a recovery is
 * final. A stall while data is on its way is the network's: waited for.
 */
export function stallRemedy(state: StallState): 'wait' | 'nudge' | 'recover' | 'fail' {
  if (state.waitingForData && state.ahead < 1) return 'wait';
  if (state.seeking && state.ahead > SEEK_NUDGE_S + 0.5 && state.nudgedTo !== state.at) return 'nudge';
  return state.recoveredAt === state.at ? 'fail' : 'recover';
}

/** Seconds of media buffered from the playhead on (0 when the playhead is outside every range). */
function bufferedAhead(media: HTMLMediaElement): number {
  const ranges = media.buffered;
  for (let index = 0; index < ranges.length; index += 1) {
    if (ranges.start(index) <= media.currentTime + STILL_WITHIN_S && media.currentTime < ranges.end(index)) return ranges.end(index) - media.currentTime;
  }
  return 0;
}

function seekWhenReady(media: HTMLMediaElement, position: number | undefined): void {
  if (!position || position <= 0) return;
  const seek = () => {
    // A position past the end (a shorter rendition) starts from the beginning instead.
    if (!Number.isFinite(media.duration) || position < media.duration - 1) media.currentTime = position;
  };
  if (media.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
  else media.addEventListener('loadedmetadata', seek, { once: true });
}

/** Where the hls.js worker would be, next to this chunk in the published bundle. */
function workerUrl(): string | null {
  try {
    return new URL('./hls.worker.js', import.meta.url).href;
  } catch {
    return null;
  }
}

async function workerAvailable(url: string | null): Promise<boolean> {
  if (!url) return false;
  try {
    const response = await fetch(url, { method: 'HEAD' });
    return response.ok && /javascript/.test(response.headers.get('content-type') ?? '');
  } catch {
    return false;
  }
}

export async function attachStream(media: HTMLMediaElement, source: StreamSource, options: AttachOptions): Promise<StreamHandle> {
  const hls = isHls(source);
  const start = options.live ? undefined : options.startPosition;
  if (!hls || media.canPlayType(HLS_MIME)) {
    media.src = source.url;
    seekWhenReady(media, start);
    const onError = () => {
      // MEDIA_ERR_DECODE, or SRC_NOT_SUPPORTED for a type the device says it cannot play: the
      // device; SRC_NOT_SUPPORTED is also a missing file, and MEDIA_ERR_NETWORK the stream: retry
      const code = media.error?.code;
      options.onFatal(code === 3 || (code === 4 && source.mimeType && !media.canPlayType(source.mimeType)) ? 'unsupported' : 'failed');
    };
    media.addEventListener('error', onError);
    const stopWatch = watchStall(media, { onStuck: () => options.onFatal('failed') });
    return {
      engine: 'native',
      destroy() {
        stopWatch();
        media.removeEventListener('error', onError);
        media.removeAttribute('src');
        media.load();
      },
    };
  }

  const worker = workerUrl();
  let Hls: typeof import('hls.js').default;
  let hasWorker: boolean;
  try {
    [{ default: Hls }, hasWorker] = await Promise.all([import('hls.js'), workerAvailable(worker)]);
  } catch {
    // its chunk did not load (the connection): worth another try
    options.onFatal('failed');
    return { engine: 'hls.js', destroy() {} };
  }
  // no Media Source Extensions (or none that takes H.264): this device cannot play HLS
  if (!Hls.isSupported()) {
    options.onFatal('unsupported');
    return { engine: 'hls.js', destroy() {} };
  }
  const policy = new RecoveryPolicy(options.now);
  const player = new Hls({
    backBufferLength: BACK_BUFFER_SECONDS,
    startPosition: start && start > 0 ? start : -1,
    enableWorker: hasWorker,
    workerPath: hasWorker ? worker : null,
  });
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;
  const now = options.now ?? (() => performance.now());
  /** When the fragment now loading started (null: none), and when the network last failed. */
  let fragmentSince: number | null = null;
  let lastNetworkTrouble = Number.NEGATIVE_INFINITY;

  player.on(Hls.Events.FRAG_LOADING, () => (fragmentSince = now()));
  player.on(Hls.Events.FRAG_LOADED, () => {
    fragmentSince = null;
    policy.onProgress();
  });
  // a load hls.js gave up on (a seek, a detach) ends without FRAG_LOADED
  player.on(Hls.Events.FRAG_LOAD_EMERGENCY_ABORTED, () => (fragmentSince = null));
  player.on(Hls.Events.MEDIA_DETACHING, () => (fragmentSince = null));
  player.on(Hls.Events.MANIFEST_LOADED, () => policy.onProgress());
  player.on(Hls.Events.ERROR, (_event, data) => {
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      fragmentSince = null;
      lastNetworkTrouble = now();
    }
    if (!data.fatal || destroyed) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      if (!UNDECODABLE.test(data.details) && policy.onMediaError() === 'recover') {
        options.onRecovering?.('media');
        player.recoverMediaError();
        return;
      }
      options.onFatal('unsupported');
      return;
    }
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      const delay = policy.onNetworkError();
      if (delay === 'fail') {
        options.onFatal('failed');
        return;
      }
      options.onRecovering?.('network', delay);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (destroyed) return;
        // A manifest that never loaded must be requested again; otherwise resume loading segments.
        if (!player.levels?.length) player.loadSource(source.url);
        else player.startLoad(options.live ? -1 : media.currentTime);
      }, delay);
      return;
    }
    options.onFatal(data.type === Hls.ErrorTypes.MUX_ERROR ? 'unsupported' : 'failed');
  });
  // A stall while data is on its way (a fragment loading, network errors being retried) is the
  // network's, left to the back-off above; a stall with a second of media in hand, or with the
  // network quiet, is the decoder's (so is one behind a fragment "loading" for two stall periods).
  // A second stall at the same point after a recovery is final: the guest gets the retry.
  let recoveredAt: number | null = null;
  let nudgedTo: number | null = null;
  const stopWatch = watchStall(media, {
    onStuck: () => {
      if (destroyed) return;
      const loading = fragmentSince !== null && now() - fragmentSince < 2 * STALL_MS;
      const remedy = stallRemedy({
        at: media.currentTime,
        seeking: media.seeking,
        ahead: bufferedAhead(media),
        waitingForData: loading || now() - lastNetworkTrouble < STALL_MS,
        nudgedTo,
        recoveredAt,
      });
      if (remedy === 'wait') return;
      if (remedy === 'nudge') {
        nudgedTo = media.currentTime + SEEK_NUDGE_S;
        media.currentTime = nudgedTo;
        return;
      }
      if (remedy === 'fail' || policy.onMediaError() === 'fail') return options.onFatal('failed');
      recoveredAt = media.currentTime;
      options.onRecovering?.('media');
      player.recoverMediaError();
      // the new MediaSource leaves the element paused: the guest had asked it to play
      void media.play().catch(() => {});
    },
  });
  player.loadSource(source.url);
  player.attachMedia(media);
  return {
    engine: 'hls.js',
    destroy() {
      destroyed = true;
      stopWatch();
      clearTimeout(retryTimer);
      player.destroy();
    },
  };
}

// ── No forward seeking (the muster drill: a video that must be watched to the end) ─────────

/** A seek may land this far past the furthest point watched (the media clock's rounding). */
export const FORWARD_SEEK_TOLERANCE_S = 0.5;
/** Playback may pass the furthest point by the time elapsed since the last update plus this. */
export const PLAYBACK_SLACK_S = 0.75;
/** No fast playback while a video must be watched (slower is fine). */
export const MAX_HELD_PLAYBACK_RATE = 1;

export interface HoldForwardOptions {
  /** The furthest point watched so far (a resumed guest's stored position). */
  furthest: number;
  /** The furthest point grew by watching. */
  onProgress?: (furthest: number) => void;
  /** A jump ahead was undone: playback went back to `to` seconds. */
  onHeldBack?: (to: number) => void;
  /** Watched to the end without skipping. */
  onComplete?: () => void;
  /** Tests pass a clock; defaults to performance.now(). */
  now?: () => number;
}

export interface ForwardHold {
  furthest(): number;
  detach(): void;
}

/**
 * Blocks forward seeking on a media element, whatever asks for it: the native controls, their
 * keyboard shortcuts, media keys, the picture-in-picture window, the operating system's media
 * controls, or a script setting currentTime. The furthest point grows only by playing (at most
 * the elapsed time × a playback rate capped at 1); any position beyond it is sent back to it.
 * Seeking backwards, pausing and playing again are free.
 */
export function holdForwardSeek(media: HTMLMediaElement, options: HoldForwardOptions): ForwardHold {
  const now = options.now ?? (() => performance.now());
  let furthest = Math.max(0, options.furthest || 0);
  /** When the last time update of uninterrupted playback came (null: paused, seeking, stalled). */
  let lastTick: number | null = null;
  let completed = false;

  const backTo = () => {
    lastTick = null;
    media.currentTime = furthest;
    options.onHeldBack?.(furthest);
  };
  const grow = (position: number) => {
    if (position <= furthest) return;
    furthest = position;
    options.onProgress?.(furthest);
  };
  const onSeeking = () => {
    lastTick = null;
    if (media.currentTime > furthest + FORWARD_SEEK_TOLERANCE_S) backTo();
  };
  const onTimeUpdate = () => {
    if (media.seeking) return;
    const position = media.currentTime;
    const at = now();
    if (position > furthest) {
      const rate = Math.min(Math.max(media.playbackRate, 0), MAX_HELD_PLAYBACK_RATE);
      const elapsed = lastTick === null ? 0 : ((at - lastTick) / 1000) * rate;
      if (position <= furthest + elapsed + PLAYBACK_SLACK_S) grow(position);
      else return backTo();
    }
    lastTick = media.paused ? null : at;
  };
  const onPlaying = () => {
    lastTick = now();
  };
  const onStop = () => {
    lastTick = null;
  };
  const onRateChange = () => {
    if (media.playbackRate > MAX_HELD_PLAYBACK_RATE) media.playbackRate = MAX_HELD_PLAYBACK_RATE;
    if (media.defaultPlaybackRate > MAX_HELD_PLAYBACK_RATE) media.defaultPlaybackRate = MAX_HELD_PLAYBACK_RATE;
  };
  const onEnded = () => {
    const duration = media.duration;
    if (!Number.isFinite(duration) || furthest < duration - FORWARD_SEEK_TOLERANCE_S - PLAYBACK_SLACK_S) {
      // the end was reached by a jump the element did not report as a seek: back, and on
      backTo();
      void media.play().catch(() => {});
      return;
    }
    grow(duration);
    if (!completed) {
      completed = true;
      options.onComplete?.();
    }
  };

  const events: [string, () => void][] = [
    ['seeking', onSeeking],
    ['timeupdate', onTimeUpdate],
    ['playing', onPlaying],
    ['pause', onStop],
    ['waiting', onStop],
    ['ratechange', onRateChange],
    ['ended', onEnded],
  ];
  for (const [name, listener] of events) media.addEventListener(name, listener);
  onRateChange();
  return {
    furthest: () => furthest,
    detach() {
      // The last stretch watched since the element's last time update counts too (a guest who
      // leaves mid-video resumes where they were, not up to a quarter second — or, on a busy
      // device, a second — earlier).
      onTimeUpdate();
      for (const [name, listener] of events) media.removeEventListener(name, listener);
    },
  };
}
