/**
 * The sign-in state machine (spec 000 §4): idle → submitting → authenticated | failed, with the
 * PIN-change detour. A submit while one is in flight is ignored. A failure clears both the hub
 * authentication and the VOD authentication, stores the message and shows it. After a PIN
 * sign-in that requires a PIN change, only the session id is stored (so pms/changePin carries
 * it) and authentication completes after a successful change; backing out clears it again.
 */
import { useCallback, useRef, useState } from 'react';
import type { PinChangeAnswer } from '../../core/hub/auth';
import { pinChange } from '../../core/query/auth';
import { runWrite } from '../../core/query/mutations';
import type { AuthenticationState, LidoCore } from '../../core/index';
import { useCore, useEmit } from '../../core/react/index';
import { initialAuthentication } from '../../core/session/slices';
import { clearVodAuthentication, vodRuntime } from '../../core/session/vod-actions';

export type SignInPhase = 'idle' | 'submitting' | 'pin-change' | 'authenticated' | 'failed';

/** A message for the guest: a catalogue key (namespace login unless prefixed) and an optional detail. */
export interface SignInMessage {
  key: string;
  detail?: string;
  /** Appended to the text (000 §8: the default failure is loginFailed followed by a period). */
  suffix?: string;
}

export interface SignInAttempt {
  /** Sends the sign-in through the query layer's write path (runWrite with a core/query/auth definition). */
  send: (core: LidoCore) => Promise<AuthenticationState>;
  /** The message for a refusal by the hub (the spec's failure text of the variant). */
  refused: SignInMessage;
  /** The PIN used, when this was a PIN sign-in (a PIN change may then be required). */
  pin?: string;
}

/** The message for a failed call: the variant's refusal, or what went wrong on the way. */
export function failureMessage(error: unknown, refused: SignInMessage): SignInMessage {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'TIMEOUT') return { key: 'common:timeout' };
  if (code === 'NETWORK') return { key: 'common:offline' };
  return refused;
}

/** Failure (000 §4): hub and VOD authentication cleared, the message stored. */
export function signInFailed(core: LidoCore, message: string): void {
  core.stores.authentication.setState({ ...initialAuthentication, errorMessage: message }, true);
  clearVodAuthentication(vodRuntime(core).slices);
}

export interface SignIn {
  phase: SignInPhase;
  message: SignInMessage | null;
  submit(attempt: SignInAttempt): Promise<void>;
  /** PIN-change dialog: change the PIN, then complete the sign-in; a refusal carries the hub's reason. */
  changeRequiredPin(newPin: string): Promise<PinChangeAnswer>;
  /** PIN-change dialog closed without a change: the guest stays at login, signed out. */
  abandonPinChange(): void;
}

export function useSignIn(onAuthenticated: (state: AuthenticationState) => void): SignIn {
  const core = useCore();
  const emit = useEmit();
  const [phase, setPhase] = useState<SignInPhase>('idle');
  const [message, setMessage] = useState<SignInMessage | null>(null);
  const inFlight = useRef(false);
  const pending = useRef<{ state: AuthenticationState; pin: string } | null>(null);

  const complete = useCallback(
    (state: AuthenticationState) => {
      core.stores.authentication.setState(state, true);
      setPhase('authenticated');
      emit('lido-login', { sessionType: state.sessionType });
      onAuthenticated(state);
    },
    [core, emit, onAuthenticated],
  );

  const submit = useCallback(
    async ({ send, refused, pin }: SignInAttempt) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPhase('submitting');
      setMessage(null);
      try {
        const state = await send(core);
        if (pin !== undefined && state.pmsInformation?.isPinChangeRequired === true) {
          pending.current = { state, pin };
          core.stores.authentication.setState({ ...initialAuthentication, sessionId: state.sessionId }, true);
          setPhase('pin-change');
          return;
        }
        complete(state);
      } catch (error) {
        const failure = failureMessage(error, refused);
        signInFailed(core, error instanceof Error ? error.message : String(error));
        setMessage(failure);
        setPhase('failed');
      } finally {
        inFlight.current = false;
      }
    },
    [core, complete],
  );

  const changeRequiredPin = useCallback(
    async (newPin: string): Promise<PinChangeAnswer> => {
      const detour = pending.current;
      if (!detour || inFlight.current) return { changed: false, reason: null };
      inFlight.current = true;
      try {
        const answer = await runWrite(core, pinChange, { currentPin: detour.pin, newPin });
        if (!answer.changed) return answer;
        pending.current = null;
        const information = { ...(detour.state.pmsInformation ?? {}), isPinChangeRequired: false };
        complete({ ...detour.state, pmsInformation: information });
        return answer;
      } catch {
        return { changed: false, reason: null };
      } finally {
        inFlight.current = false;
      }
    },
    [core, complete],
  );

  const abandonPinChange = useCallback(() => {
    pending.current = null;
    core.stores.clearAuthentication();
    setPhase('idle');
  }, [core]);

  return { phase, message, submit, changeRequiredPin, abandonPinChange };
}
