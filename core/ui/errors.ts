/**
 * What a guest reads when something failed: a SHORT message, never the body the hub or a proxy
 * sent as it came (a "502 Bad Gateway" HTML page, a Java stack trace after "There has been an
 * error:"). One function decides it for every widget: guestErrorMessage(error, t).
 *
 * - HubError (core/hub/client.ts): what its JSON body says (message, errorMessage, error,
 *   systemInformation) when that is a key of the catalogue (hubKeyText: the guest's language) or
 *   human text (humanText: never an exception, stack frame, markup, JSON, key or engine message),
 *   else a translated text for its code: NETWORK, TIMEOUT, INVALID_RESPONSE, 5xx, 404, anything else.
 * - VOD messages (the `reason` of a VodError or of a failed VOD sign-in, or the VodMessage a VOD
 *   view keeps) and the second catalogue's SeanetError: the spec's VOD texts (000 §8), their detail
 *   only when it is human text — ./vod-errors.ts, installed by the VOD widgets.
 * - Anything else: a translated "something did not work".
 *
 * guestErrorText() is the whole sentence an error notice shows: "There has been an error: {message}"
 * (001 §8, 002 §8), except where the spec has a sentence of its own (VOD texts, not found).
 *
 * `t` is the kit's translation function (useT('ui')); common texts are read as `common:…`.
 */
import type { TFunction } from 'i18next';
import { HubError } from '../hub/client';

/** The longest hub message shown as it is; longer ones fall back to the translated text. */
export const MAX_HUB_MESSAGE_LENGTH = 200;

/** Engine, network and media-stack messages (Chromium, WebKit, Firefox, hls.js) and HTTP reason phrases, in any case. */
const ENGINE_TEXT =
  /^(internal server error|bad (gateway|request)|service unavailable|gateway time-?out|not found|forbidden|unauthorized|conflict)\.?$|is not (a function|a constructor|defined|iterable|supported in this browser)|cannot (read|set) propert|undefined is not|null is not|failed to fetch|networkerror|load failed|operation was aborted|signal is aborted|mediasource|sourcebuffer|can't play type|\bhls\b|media_err|demuxer|pipeline_error|unexpected token|json\.parse|at position \d|call stack|script error|illegal (constructor|invocation)/i;
/**
 * Code, not words: a qualified class name (java.lang.X), an exception or error type (TypeError,
 * NullPointerException), "Error: …" at the start, a call (String.length(), any()), a stack frame
 * ("at x (…)", "f@https://…:1:2"), a request line (GET /api/…), an identifier in quotes ('countryId').
 */
const CODE_TEXT =
  /\b[a-z]\w*(\.[a-z_$][\w$]*)+\.[A-Z]|\w(Exception|Error)\b|^\w*(Error|Exception)\s*:|[\w$]\.[\w$]+\(|\w\(\)|(^|\s)at [\w$.<>]+ \(|@\S+:\d+:\d+|\b(GET|POST|PUT|DELETE|PATCH) \/|\/api\/|['"`][a-z]\w*[A-Z_]\w*['"`]/;
/** One token that is a key or an address (snake_case, dotted, camelCase or PascalCase ids, URLs, paths), or a value's name (null …). */
const KEY_TEXT = /^([A-Za-z][\w-]*([._:/][\w-]+)+|[a-z]+[A-Z]\w*|[A-Z][a-z]+([A-Z][a-z\d]*)+|\w+:\/\/\S*|\/\S*|null|undefined|NaN|true|false|\[object \w+\])$/;

/**
 * The one rule for a text from outside (the hub's `message`, a provider's, an engine's): it is
 * shown to a guest only when it is human text — its first non-empty line, trimmed, with letters,
 * at most 200 characters, and not markup, JSON, a key, an address, code (class names, stack
 * frames, calls) or an engine's message. Else null, and the caller shows its translated text.
 */
export function humanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const line = value
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part !== '');
  if (!line || line.length > MAX_HUB_MESSAGE_LENGTH || !/\p{L}/u.test(line) || /[<>{}[\]]/.test(line)) return null;
  return ENGINE_TEXT.test(line) || CODE_TEXT.test(line) || KEY_TEXT.test(line) ? null : line;
}

/** A message key of the hub (snake_case: the spec's excursion_error_no_adult_on_excursion …). */
const HUB_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/**
 * The catalogue's text for a key the hub sent instead of words (ui.json `hubKeys`, the spec's
 * keys first), in the guest's language; null for any other text or an unknown key.
 */
export function hubKeyText(key: unknown, t: TFunction): string | null {
  if (typeof key !== 'string' || !HUB_KEY.test(key.trim())) return null;
  // the whole table, so that an unknown key is no missing translation (they are the hub's, not ours)
  const known = t('hubKeys', { returnObjects: true }) as unknown;
  const text = known && typeof known === 'object' ? (known as Record<string, unknown>)[key.trim()] : null;
  return typeof text === 'string' ? text : null;
}

/** What the hub said in a failed answer, for a guest: a known key's text, else human text, else null. */
function hubSaid(data: unknown, t: TFunction, language: string | null = null): string | null {
  if (!data || typeof data !== 'object') return null;
  const fields = ['message', 'errorMessage', 'error', 'systemInformation'].map((field) => (data as Record<string, unknown>)[field]);
  for (const field of fields) {
    const text = hubKeyText(field, t);
    if (text) return text;
  }
  // A message in another language than the guest's (the hub's Content-Language) is not theirs to read.
  if (!inGuestLanguage(language, t)) return null;
  // the text the hub meant as its message (the first there is), not a field behind a refused one
  return humanText(fields.find((field) => typeof field === 'string' && field.trim()));
}

/** True unless the hub said its answer is in a language other than the one `t` speaks. */
export function inGuestLanguage(language: string | null, t: TFunction): boolean {
  const guest = (t as TFunction & { lng?: string }).lng;
  if (!language || !guest) return true;
  const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0];
  return language.split(',').some((tag) => primary(tag) === primary(guest));
}

/**
 * The VOD-style sentence of an error (a VOD message, a VodError, the second catalogue's
 * SeanetError), or null: ./vod-errors.ts installs it when a VOD widget loads, so that pages
 * without VOD do not carry the VOD texts' code.
 */
let vodStyleText: (error: unknown, t: TFunction) => string | null = () => null;

export function setVodStyleText(texts: typeof vodStyleText): void {
  vodStyleText = texts;
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
    return hubSaid(error.data, t, error.language) ?? hubCodeText(error.code, t);
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

/**
 * A read the hub answered 404, or 400 (a parameter it cannot take: a page address with a country
 * "abc"): what was asked for does not exist, so asking again will not find it.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof HubError && (error.code === 404 || error.code === 400);
}
