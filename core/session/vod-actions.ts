/**
 * The media session actions (spec 000 §2, §4, §8; 002 §4): what calls to the VOD provider and the
 * second catalogue do to the session — signing in to the provider (device id, token), every
 * provider call under the spec's transitions (withVodSession: fetching flag, a VOD error stores
 * the message and drops the token), reusing the second catalogue's token until it expires,
 * clearing VOD authentication and the VOD logout.
 *
 * core/hub only calls (typed functions over the providers' own clients); these actions call them
 * and apply the transitions of vod-slices.ts. What the providers answer is read and written
 * through the query layer (core/query/vod.ts, core/query/seanet.ts), whose definitions run their
 * calls through these actions. Every action takes the page's core as a parameter; nothing here
 * looks a core up.
 */
import type { ConfigError } from '../config/config';
import type { LidoCore } from '../index';
import { SEANET_TOKEN_LIFETIME_MS, SeanetError, connectToken, seanetConfigurationOf, type SeanetConfiguration } from '../hub/seanet';
import { VodError, createVodClient, loginApp, logoutApp, toVodError, vodCredentialsOf, type DeviceFields, type VodClient, type VodMessage } from '../hub/vod';
import type { StoreApi } from 'zustand/vanilla';
import {
  initialAudios,
  initialVod,
  seanetTokenValid,
  seanetTransitions,
  vodSlices,
  vodTransitions,
  type SeanetVodState,
  type VodSlices,
  type VodState,
} from './vod-slices';

// ------------------------------------------------------------------------------ configuration

/**
 * The hub's device configuration, which holds the providers' addresses and accounts. A load that
 * failed is asked for again, so a "Try again" after the hub was unreachable recovers without a
 * page reload. Resolves with the error of the last load, null when it loaded.
 */
export async function loadDeviceConfiguration(core: LidoCore): Promise<ConfigError | null> {
  await (core.config.state.getState().status === 'error' ? core.config.reload() : core.config.load());
  const { status, error } = core.config.state.getState();
  return status === 'error' ? (error ?? { message: 'devices/config failed', code: 'NETWORK' }) : null;
}

/** The hub was not reached at all (no answer, or none in time). */
const unanswered = (error: ConfigError) => error.code === 'NETWORK' || error.code === 'TIMEOUT';

/**
 * Why a provider's address or account is missing: the hub could not be reached, the hub failed to
 * answer the configuration, or the configuration has none ("not set up" is only ever said when
 * the configuration really loaded).
 */
export function missingConfigurationReason(error: ConfigError | null): VodMessage {
  if (!error) return { key: 'notConfigured' };
  return unanswered(error) ? { key: 'unreachable' } : { key: 'network', detail: error.message };
}

// ------------------------------------------------------------------------------ the VOD session

/** True when the VOD area may be shown: a device id and a token (002 §6). */
export function hasVodAuthentication(state: Pick<VodState, 'maxicastertoken' | 'deviceUuid'>): boolean {
  return Boolean(state.maxicastertoken && state.deviceUuid);
}

/** A random v4 UUID; crypto.randomUUID needs a secure context, ship networks are often plain http. */
export function newDeviceUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface VodRuntime {
  slices: VodSlices;
  client: VodClient;
}

interface RuntimeEntry extends VodRuntime {
  signIn: Promise<boolean> | null;
  /** A failed or running signInEarly, for the first view that asks (then forgotten: a retry signs in again). */
  early: Promise<boolean> | null;
}

const runtimes = new WeakMap<LidoCore, RuntimeEntry>();

/** The page's VOD slices and provider client (one per core). */
export function vodRuntime(core: LidoCore): VodRuntime {
  return runtimeOf(core);
}

function runtimeOf(core: LidoCore): RuntimeEntry {
  let runtime = runtimes.get(core);
  if (!runtime) {
    const slices = vodSlices(core.stores);
    const client = createVodClient({
      endpoint: () => core.stores.vodconfiguration.getState(),
      token: () => slices.vod.getState().maxicastertoken,
      deviceUuid: () => slices.vod.getState().deviceUuid,
      language: () => core.i18n.language,
      configured: async () => {
        const error = await loadDeviceConfiguration(core);
        if (error && !core.stores.vodconfiguration.getState().url) throw new VodError(missingConfigurationReason(error), 'NETWORK');
      },
    });
    runtime = { slices, client, signIn: null, early: null };
    runtimes.set(core, runtime);
    // A request in flight when the previous page went away never finishes.
    if (slices.vod.getState().isFetching) slices.vod.setState({ isFetching: false });
  }
  return runtime;
}

function deviceFields(core: LidoCore, deviceUuid: string): DeviceFields {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { platform?: string } }) | undefined;
  return {
    device_uuid: deviceUuid,
    device_type: core.stores.configuration.getState().hubSettings.deviceType,
    device_os: nav?.userAgentData?.platform || undefined,
    device_name: 'Lido web',
  };
}

/**
 * Clearing VOD authentication resets VOD and audio state (000 §4). The device id stays: the
 * provider keeps the watchlist and positions per device (logout wipes it with the personal data).
 */
export function clearVodAuthentication(slices: Pick<VodSlices, 'vod' | 'audios'>, options: { keepError?: boolean } = {}): void {
  const { deviceUuid, errormessage } = slices.vod.getState();
  slices.vod.setState({ ...initialVod, deviceUuid, errormessage: options.keepError ? errormessage : null }, true);
  slices.audios.setState({ ...initialAudios }, true);
}

/**
 * VOD sign-in (customers/loginApp with the device fields), once at a time. Resolves true when a
 * token is stored; on failure the VOD authentication is cleared, the message stored, and false
 * returned (the caller sends the guest home).
 *
 * The provider's address and account come from the hub's device configuration; when its last
 * load failed it is asked for again first. When it still cannot be had, the message says why:
 * the hub is unreachable (`unreachable`), or it failed, or VOD is really not set up.
 */
export function vodLogin(core: LidoCore): Promise<boolean> {
  const runtime = runtimeOf(core);
  if (runtime.signIn) return runtime.signIn;
  const { vod } = runtime.slices;
  const attempt = (async () => {
    const configError = await loadDeviceConfiguration(core);
    const credentials = vodCredentialsOf(core.config.state.getState().device);
    const config = core.stores.vodconfiguration.getState();
    if (!config.url || !credentials) {
      vod.setState((state) => vodTransitions.failed(state, missingConfigurationReason(configError)));
      return false;
    }
    let deviceUuid = vod.getState().deviceUuid;
    if (!deviceUuid) {
      deviceUuid = newDeviceUuid();
      vod.setState({ deviceUuid });
    }
    vod.setState((state) => vodTransitions.started(state));
    try {
      // The stored token (if any) belongs to a previous sign-in: never send it with loginApp.
      vod.setState({ maxicastertoken: null });
      const result = await loginApp(runtime.client, credentials, deviceFields(core, deviceUuid), config.appIdentifier);
      if (!result?.token) throw new VodError({ key: 'noDetailedMessage' }, 'NETWORK');
      vod.setState((state) => vodTransitions.signedIn(state, result.token));
      return true;
    } catch (error) {
      vod.setState((state) => vodTransitions.failed(state, toVodError(error).reason));
      clearVodAuthentication(runtime.slices, { keepError: true });
      return false;
    }
  })();
  runtime.signIn = attempt.finally(() => {
    runtime.signIn = null;
  });
  return runtime.signIn;
}

/** A token is there, or a sign-in was just made: false when the guest must go home. */
export async function ensureVodSession(core: LidoCore): Promise<boolean> {
  const runtime = runtimeOf(core);
  const { early } = runtime;
  runtime.early = null;
  if (hasVodAuthentication(runtime.slices.vod.getState())) return true;
  return early ?? vodLogin(core);
}

/**
 * Sign in now, before any view asks (000 §2: every /vod path needs a token): called when the VOD
 * chunk has defined its element on a page that shows one, so customers/loginApp starts as soon
 * as devices/config has answered (the loader preloaded it with the chunks) rather than after the
 * first render. The first ensureVodSession takes this attempt's outcome instead of trying again.
 */
export function signInEarly(core: LidoCore): void {
  const runtime = runtimeOf(core);
  if (hasVodAuthentication(runtime.slices.vod.getState())) return;
  // Only a failure is kept for the first asker (a token, once there, answers for itself).
  const early: Promise<boolean> = vodLogin(core).then((ok) => {
    if (ok && runtime.early === early) runtime.early = null;
    return ok;
  });
  runtime.early = early;
}

/**
 * Sign out of the VOD provider (002 §4 logout: first, when a token exists). Whatever the provider
 * answers, the VOD and audio state is cleared; an error is kept in the VOD slice (002 §8).
 * Resolves when done; never rejects, so the caller's logout always continues.
 */
export async function vodLogout(core: LidoCore): Promise<void> {
  const { slices, client } = runtimeOf(core);
  const { maxicastertoken } = slices.vod.getState();
  if (!maxicastertoken) {
    clearVodAuthentication(slices);
    return;
  }
  try {
    await logoutApp(client, { keepalive: true });
    clearVodAuthentication(slices);
  } catch (error) {
    clearVodAuthentication(slices);
    slices.vod.setState((state) => vodTransitions.failed(state, toVodError(error).reason));
  }
}

/**
 * One provider call under the spec's transitions (000 §4): the fetching flag on at start, off at
 * finish or error; a VOD error (not an abort) stores the message and drops the token. `onError`
 * lets audio views keep their message in the audios slice too.
 */
export async function runVodCall<T>(slices: VodSlices, call: () => Promise<T>, onError?: (message: VodMessage) => void): Promise<T> {
  slices.vod.setState(vodTransitions.started);
  try {
    const result = await call();
    slices.vod.setState(vodTransitions.finished);
    return result;
  } catch (caught) {
    const error = toVodError(caught);
    if (error.code === 'ABORTED') {
      slices.vod.setState(vodTransitions.finished);
    } else {
      slices.vod.setState((state) => vodTransitions.failed(state, error.reason));
      onError?.(error.reason);
    }
    throw error;
  }
}

/**
 * No VOD session could be had (000 §2: the guest goes home). `reason` is why: the provider's or
 * the network's message, the hub unreachable, VOD not set up. Told apart by name (core/ui).
 */
export class VodSignInFailed extends Error {
  readonly reason: VodMessage;
  constructor(reason: VodMessage | null) {
    super('VOD sign-in failed');
    this.name = 'VodSignInFailed';
    this.reason = reason ?? { key: 'signInFailed' };
  }
}

/**
 * One provider call with a VOD session: signs in first when there is no token (000 §2), then runs
 * the call under the spec's transitions (runVodCall). Rejects with VodSignInFailed when no session
 * can be had, else with the call's VodError.
 */
export async function withVodSession<T>(core: LidoCore, call: (client: VodClient) => Promise<T>, onError?: (message: VodMessage) => void): Promise<T> {
  const { slices, client } = runtimeOf(core);
  for (let attempt = 0; ; attempt++) {
    if (!(await ensureVodSession(core))) throw new VodSignInFailed(slices.vod.getState().errormessage);
    try {
      return await runVodCall(slices, () => call(client), onError);
    } catch (error) {
      // A 403 mid-session: the provider's token expired (the failure dropped it). Sign in again and
      // ask once more, as a hub 403 sends the guest to sign in and back; a second 403 is a refusal.
      if (attempt > 0 || !(error instanceof VodError) || error.code !== 403) throw error;
    }
  }
}

// ------------------------------------------------------------------------------ the second catalogue

export interface SeanetSession {
  /** The slice: token, validity, the catalogue language the guest chose. */
  store: StoreApi<SeanetVodState>;
  /** A valid token: the stored one until it expires, else a new one (one request at a time). */
  token(): Promise<string>;
  /** A bearer call with the current token; an answer of 401 renews the token once and retries. */
  call<T>(fn: (base: string, token: string) => Promise<T>): Promise<T>;
  /** The catalogue's address and account from the loaded configuration (throws NOT_CONFIGURED). */
  configuration(): SeanetConfiguration;
}

const sessions = new WeakMap<LidoCore, SeanetSession>();

/**
 * The page's second-catalogue session (000 §4): the token is reused until it expires (6 hours,
 * or less when the provider grants less), then a new one is fetched.
 */
export function seanetSession(core: LidoCore): SeanetSession {
  const now = () => Date.now();
  const existing = sessions.get(core);
  if (existing) return existing;
  const store = vodSlices(core.stores).seanetVod;
  let pending: Promise<string> | null = null;

  const configuration = (): SeanetConfiguration => {
    const config = seanetConfigurationOf(core.config.state.getState().device);
    if (!config) throw new SeanetError('not configured', 'NOT_CONFIGURED');
    return config;
  };

  /** The configuration, asked for again when its last load failed. */
  const configured = async (): Promise<SeanetConfiguration> => {
    const error = await loadDeviceConfiguration(core);
    const config = seanetConfigurationOf(core.config.state.getState().device);
    if (config) return config;
    if (error) throw new SeanetError(error.message, unanswered(error) ? 'UNREACHABLE' : typeof error.code === 'number' ? error.code : 'NETWORK');
    throw new SeanetError('not configured', 'NOT_CONFIGURED');
  };

  const renew = (): Promise<string> => {
    pending ??= (async () => {
      const result = await connectToken(await configured());
      if (!result?.token) throw new SeanetError('no token', 'NETWORK');
      // The provider may grant less than the spec's 6 hours, never more.
      const lifetime =
        typeof result.expiresIn === 'number' && result.expiresIn > 0 ? Math.min(result.expiresIn * 1000, SEANET_TOKEN_LIFETIME_MS) : SEANET_TOKEN_LIFETIME_MS;
      store.setState((state) => seanetTransitions.tokenSet(state, result.token, now(), lifetime));
      return result.token;
    })().finally(() => {
      pending = null;
    });
    return pending;
  };

  const session: SeanetSession = {
    store,
    configuration,
    token() {
      const state = store.getState();
      if (seanetTokenValid(state, now()) && state.token) return Promise.resolve(state.token);
      return renew();
    },
    async call(fn) {
      const base = (await configured()).url;
      const token = await session.token();
      try {
        return await fn(base, token);
      } catch (error) {
        if (!(error instanceof SeanetError) || error.code !== 401) throw error;
        // Revoked or expired early on the provider's side: one new token, one retry.
        store.setState((state) => seanetTransitions.tokenDropped(state));
        return fn(base, await renew());
      }
    },
  };
  sessions.set(core, session);
  return session;
}
