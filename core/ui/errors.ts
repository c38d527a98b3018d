/**
 * What a guest reads when something failed: a SHORT message, never the body the hub or a proxy
 * sent as it came (a "502 Bad Gateway" HTML page, a Java stack trace after "There has been an
 * error:"). One function decides it for every widget: guestErrorMessage(error, t).
 *
 * - HubError (core/hub/client.ts): its hubMessage (the message field of the hub's JSON body: first
 *   line, at most 200 characters, never from an HTML page or plain text), else a translated text
 *   for its code: NETWORK, TIMEOUT, INVALID_RESPONSE, 5xx, 404, anything else.
 * - VOD messages (the `reason` of a VodError or of a failed VOD sign-in, or the VodMessage a VOD
 *   view keeps): the spec's VOD texts (000 §8), as the VOD views have always shown them.
 * - The second catalogue's SeanetError: its not-configured / timeout texts, else its message.
 * - Anything else: a translated "something did not work".
 *
 * guestErrorText() is the whole sentence an error notice shows: "There has been an error: {message}"
 * (001 §8, 002 §8), except where the spec has a sentence of its own (VOD texts, not found).
 *
 * `t` is the kit's translation function (useT('ui')); common texts are read as `common:…`.
 */
import type { TFunction } from 'i18next';
import { HubError } from '../hub/client';
import type { VodMessage } from '../session/vod-slices';

/** The longest hub message shown as it is; longer ones fall back to the translated text. */
export const MAX_HUB_MESSAGE_LENGTH = 200;

const VOD_MESSAGE_KEYS: ReadonlySet<string> = new Set([
  'providerMessage',
  'noDetailedMessage',
  'network',
  'timeout',
  'notConfigured',
  'unreachable',
  'errorSettingPlayedSeconds',
  'errorRetrievingPlayoutAssets',
  'signInFailed',
  'mediaError',
] satisfies readonly VodMessage['key'][]);

/**
 * A text from outside that may be shown to a guest: its first non-empty line, trimmed, when it
 * has no markup and is short; else null. A stack trace keeps only its first line ("…Exception:
 * message"), which is why callers prefer the hub's JSON message field to anything else.
 */
export function shortText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const line = value
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part !== '');
  if (!line || line.length > MAX_HUB_MESSAGE_LENGTH || /[<>]/.test(line)) return null;
  return line;
}

function isVodMessage(value: unknown): value is VodMessage {
  return !!value && typeof value === 'object' && !(value instanceof Error) && VOD_MESSAGE_KEYS.has(String((value as { key?: unknown }).key));
}

/** VodError (core/hub/vod.ts) and the second catalogue's SeanetError, told apart by name (no import of those modules). */
function namedError(error: unknown, name: string): (Error & Record<string, unknown>) | null {
  return error instanceof Error && error.name === name ? (error as Error & Record<string, unknown>) : null;
}

/** A VOD view's message, as a whole sentence (000 §8). */
export function vodMessageText(message: VodMessage | null | undefined, t: TFunction): string {
  if (!message) return t('errors.noDetailedMessage');
  return t(`errors.${message.key}`, { message: shortText(message.detail) ?? t('errors.noDetailedMessage') });
}

/** The VOD-style sentence of an error, or null when it is not a VOD or second-catalogue error. */
function vodStyleText(error: unknown, t: TFunction): string | null {
  if (isVodMessage(error)) return vodMessageText(error, t);
  const vod = namedError(error, 'VodError') ?? namedError(error, 'VodSignInFailed');
  if (vod && isVodMessage(vod.reason)) return vodMessageText(vod.reason, t);
  const seanet = namedError(error, 'SeanetError');
  if (seanet) {
    if (seanet.code === 'NOT_CONFIGURED') return t('errors.notConfigured');
    if (seanet.code === 'UNREACHABLE') return t('errors.unreachable');
    if (seanet.code === 'TIMEOUT') return t('errors.timeout');
    if (seanet.code === 'INVALID_RESPONSE') return t('hub.unreadable');
    const message = shortText(seanet.message);
    return message ? t('errors.network', { message }) : t('hub.unreachable');
  }
  return null;
}

function hubCodeText(code: HubError['code'], t: TFunction): string {
  switch (code) {
    case 'NETWORK':
      return t('hub.unreachable');
    case 'TIMEOUT':
      return t('hub.timeout');
    case 'INVALID_RESPONSE':
      return t('hub.unreadable');
    case 404:
      return t('common:notFound');
    case 'ABORTED':
    case 'REFUSED':
      return t('hub.other');
    default:
      return code >= 500 ? t('hub.server', { code }) : t('hub.status', { code });
  }
}

/** The short message for a failed call (see the module comment). */
export function guestErrorMessage(error: unknown, t: TFunction): string {
  const vod = vodStyleText(error, t);
  if (vod !== null) return vod;
  if (error instanceof HubError) {
    // A 404 names what is missing in the hub's words ("No article 7"): the guest reads "not found".
    if (error.code === 404) return hubCodeText(404, t);
    return error.hubMessage ?? hubCodeText(error.code, t);
  }
  return t('hub.other');
}

/** The sentence an error notice shows. */
export function guestErrorText(error: unknown, t: TFunction): string {
  const vod = vodStyleText(error, t);
  if (vod !== null) return vod;
  // "Content not found" is a sentence of its own (000 §4), not an error with a message.
  if (error instanceof HubError && error.code === 404) return guestErrorMessage(error, t);
  return t('common:error', { message: guestErrorMessage(error, t) });
}

/** A read the hub answered 404: what was asked for does not exist, so asking again will not find it. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HubError && error.code === 404;
}
