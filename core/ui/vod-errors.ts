/**
 * The VOD widgets' failure texts (000 §8, the vod namespace): a VOD view's message, a VodError's or
 * failed VOD sign-in's reason, the second catalogue's SeanetError. Their detail is shown only when
 * it is human text (./errors.ts humanText); installed into ./errors.ts when a VOD widget loads
 * (VodGate, VodLanguage import this), so pages without VOD do not carry it.
 */
import type { TFunction } from 'i18next';
import type { VodMessage } from '../session/vod-slices';
import { humanText, setVodStyleText } from './errors';

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
  'server',
  'unreadable',
  'refused',
] satisfies readonly VodMessage['key'][]);

/** A VOD text with a {{message}} whose detail is not human text (humanText): this text instead. */
const FALLBACK: Partial<Record<VodMessage['key'], string>> = { network: 'unreachable', mediaError: 'cannotPlay' };

function isVodMessage(value: unknown): value is VodMessage {
  return !!value && typeof value === 'object' && !(value instanceof Error) && VOD_MESSAGE_KEYS.has(String((value as { key?: unknown }).key));
}

/** VodError (core/hub/vod.ts) and the second catalogue's SeanetError, told apart by name (no import of those modules). */
function namedError(error: unknown, name: string): (Error & Record<string, unknown>) | null {
  return error instanceof Error && error.name === name ? (error as Error & Record<string, unknown>) : null;
}

/** A VOD view's message, as a whole sentence (000 §8). */
export function vodMessageText(message: VodMessage | null | undefined, t: TFunction): string {
  if (!message) return t('vod:errors.noDetailedMessage');
  return t(`vod:errors.${message.key}`, { message: humanText(message.detail) ?? t(`vod:errors.${FALLBACK[message.key] ?? 'noDetailedMessage'}`) });
}

/** The VOD-style sentence of an error, or null when it is not a VOD or second-catalogue error. */
function vodStyleText(error: unknown, t: TFunction): string | null {
  if (isVodMessage(error)) return vodMessageText(error, t);
  const vod = namedError(error, 'VodError') ?? namedError(error, 'VodSignInFailed');
  if (vod && isVodMessage(vod.reason)) return vodMessageText(vod.reason, t);
  const seanet = namedError(error, 'SeanetError');
  if (seanet) {
    if (seanet.code === 'NOT_CONFIGURED') return t('vod:errors.notConfigured');
    if (seanet.code === 'UNREACHABLE') return t('vod:errors.unreachable');
    if (seanet.code === 'TIMEOUT') return t('vod:errors.timeout');
    if (seanet.code === 'INVALID_RESPONSE') return t('vod:errors.unreadable');
    if (seanet.code === 403) return t('vod:errors.refused');
    if (Number(seanet.code) >= 500) return t('vod:errors.server');
    const message = humanText(seanet.message);
    return message ? t('vod:errors.network', { message }) : t('hub.unreachable');
  }
  return null;
}

setVodStyleText(vodStyleText);
