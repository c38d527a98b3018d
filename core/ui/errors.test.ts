/**
 * The one rule for outside text a guest may read (core/ui/errors.ts humanText), the hub's keys in
 * words (hubKeyText), and the sentences an error notice makes of hub and VOD failures.
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { HubError, httpError } from '../hub/client';
import { VodError, envelopeError } from '../hub/vod';
import { LANGUAGES } from '../i18n/languages';
import { guestErrorMessage, guestErrorText, humanText, hubKeyText, isNotFound } from './errors';
import { vodMessageText } from './vod-errors';

import commonDe from '../i18n/locales/de/common.json';
import commonEn from '../i18n/locales/en/common.json';
import commonFr from '../i18n/locales/fr/common.json';
import commonNl from '../i18n/locales/nl/common.json';
import vodDe from '../i18n/locales/de/vod.json';
import vodEn from '../i18n/locales/en/vod.json';
import vodFr from '../i18n/locales/fr/vod.json';
import vodNl from '../i18n/locales/nl/vod.json';
import { uiCatalogues } from './catalogue';

const common: Record<string, object> = { de: commonDe, en: commonEn, fr: commonFr, nl: commonNl };
/** The VOD texts (the vod namespace: only the VOD widgets show VOD failures). */
const vod: Record<string, object> = { de: vodDe, en: vodEn, fr: vodFr, nl: vodNl };

function translator(language: string): TFunction {
  const instance = i18next.createInstance();
  const resources = { [language]: { ui: uiCatalogues.ui[language as 'en'], common: common[language]!, vod: vod[language]! } };
  void instance.init({
    lng: language,
    resources,
    defaultNS: 'ui',
    ns: ['ui', 'common', 'vod'],
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
const en = translator('en');

/** What no guest may read: each must be refused by the rule. */
const RAW: [string, string][] = [
  ['a Java exception', 'java.lang.NullPointerException: Cannot invoke "String.length()" because "<local1>" is null'],
  ['its message alone (Spring)', 'Cannot invoke "String.length()" because "s" is null'],
  ['an exception type', 'NullPointerException'],
  ['a qualified class', 'com.example.hub.service.EntityService failed'],
  ['a stack frame', '\tat com.example.hub.rest.EntityResource.get(EntityResource.java:57)'],
  ['a JS stack frame', 'render@https://ship.example/lido/core.js:1:2345'],
  ['"Error:" first', 'Error: request failed'],
  ['a TypeError', "TypeError: Cannot read properties of undefined (reading 'map')"],
  ['an HTML page', '<html><head><title>502 Bad Gateway</title></head></html>'],
  ['HTML-escaped markup', '&lt;b&gt;x&lt;/b&gt; <b>bold</b>'],
  ['JSON', '{"error":"injected_fault","message":"x"}'],
  ['a JSON list', '["a","b"]'],
  ['a snake_case key', 'excursion_error_no_adult_on_excursion'],
  ['an upper-case key', 'INVALID_RESPONSE'],
  ['a dotted key', 'errors.network'],
  ['a namespaced key', 'ui:hub.other'],
  ['a camelCase key', 'noDetailedMessage'],
  ['a PascalCase label', 'TimeOverlapWithOtherBooking'],
  ['a URL alone', 'https://hub.ship.example/api/cms/articles/7'],
  ['a path alone', '/api/cms/articles/7'],
  ['a request line', 'Injected fault: 500 Internal Server Error (GET /api/cms/*)'],
  ['an identifier in quotes', "Parameter 'countryId' must be a number"],
  ['AbortSignal.any missing (WebKit)', "AbortSignal.any is not a function. (In 'AbortSignal.any([signal, timeout])', 'AbortSignal.any' is undefined)"],
  ['a missing function (Chromium)', 'AbortSignal.any is not a function'],
  ['undefined is not', "undefined is not an object (evaluating 'a.b')"],
  ['Chromium fetch', 'Failed to fetch'],
  ['Firefox fetch', 'NetworkError when attempting to fetch resource.'],
  ['Safari fetch', 'Load failed'],
  ['an abort', 'The operation was aborted. '],
  ['a signal abort', 'signal is aborted without reason'],
  ['MediaSource', "MediaSource.addSourceBuffer: Can't play type"],
  ['a SourceBuffer', 'Failed to execute appendBuffer on SourceBuffer'],
  ['hls.js', 'HLS is not supported in this browser'],
  ['a media error', 'MEDIA_ERR_SRC_NOT_SUPPORTED'],
  ['a Chromium pipeline error', 'PIPELINE_ERROR_DECODE: video decoder reinitialization failed'],
  ['a JSON parse error', 'Unexpected token < in JSON at position 0'],
  ['null', 'null'],
  ['undefined', 'undefined'],
  ['an object', '[object Object]'],
  ['digits only', '500'],
  ['a reason phrase', 'Internal Server Error'],
  ['another', 'Bad Gateway'],
  ['blank', '  \n '],
  ['over-long', `${'Please try again later. '.repeat(9)}`],
];

/** Human sentences a hub may send, in the four languages: each must pass as it is. */
const HUMAN: string[] = [
  'The excursion is fully booked.',
  'This slot is no longer available. Please choose another time.',
  'Please select guest(s) first.',
  'Der Ausflug ist leider ausgebucht. Bitte wählen Sie einen anderen Termin.',
  'Das Restaurant öffnet um 18:00 Uhr.',
  'Bitte wenden Sie sich an die Rezeption (Tel. 9).',
  'L’excursion est complète. Veuillez choisir une autre date.',
  'Réservation impossible\u00a0: le créneau n’est plus disponible.',
  'De excursie is volgeboekt. Kies een andere datum.',
  'Het spa-pakket is niet meer beschikbaar, probeer het morgen opnieuw.',
  'Ausgebucht',
];

describe('humanText: the one rule for outside text', () => {
  test.each(RAW)('refuses %s', (_name, text) => {
    expect(humanText(text)).toBeNull();
  });

  test.each(HUMAN)('lets through %j', (text) => {
    expect(humanText(text)).toBe(text);
  });

  test('keeps only the first line of a human text, trimmed; anything but a string is nothing', () => {
    expect(humanText('  The bar is closed tonight.  \nsecond line')).toBe('The bar is closed tonight.');
    expect(humanText(42)).toBeNull();
    expect(humanText(null)).toBeNull();
    expect(humanText({ message: 'x' })).toBeNull();
  });
});

describe('a failed hub call, as the guest reads it', () => {
  const exception = {
    message: 'java.lang.NullPointerException: Cannot invoke "String.length()" because "<parameter1>" is null',
    error: 'Internal Server Error',
  };

  test('a 5xx whose JSON message is an exception: the class text, never the exception', () => {
    const text = guestErrorText(httpError(500, 'Internal Server Error', exception), en);
    expect(text).toBe('There has been an error: The hub had a problem (500)');
    expect(text).not.toMatch(/java|Exception|String/);
  });

  test('a human message is shown as the hub said it', () => {
    expect(guestErrorMessage(httpError(409, 'Conflict', { message: 'The excursion is fully booked.' }), en)).toBe('The excursion is fully booked.');
  });

  test('an engine message as the message of a call without an answer: the class text', () => {
    expect(guestErrorMessage(new HubError('Failed to fetch', 'NETWORK'), en)).toBe('The hub cannot be reached');
  });

  test('any other thrown error (an engine TypeError) is never shown', () => {
    expect(guestErrorMessage(new TypeError('AbortSignal.any is not a function'), en)).toBe('Something did not work');
  });

  test('a parameter the hub cannot take (400) and a 404 are "not found"', () => {
    const parameter = httpError(400, 'Bad Request', { error: 'invalid_parameter', message: "Parameter 'countryId' must be a number" });
    expect(isNotFound(parameter)).toBe(true);
    expect(isNotFound(httpError(404, 'Not Found', {}))).toBe(true);
    expect(isNotFound(httpError(500, 'Internal Server Error', {}))).toBe(false);
    expect(guestErrorMessage(parameter, en)).toBe('The request was refused (400)');
  });
});

describe('hub keys in words (hubKeyText)', () => {
  test.each(LANGUAGES)('the spec keys have their catalogue text in %s', (language) => {
    const t = translator(language);
    for (const key of ['excursion_error_no_adult_on_excursion', 'hub_book_experience_error', 'error_pin_change']) {
      const text = hubKeyText(key, t);
      expect(text, `${language}: ${key}`).toBeTruthy();
      expect(text).not.toContain('_');
      expect(humanText(text)).toBe(text);
    }
  });

  test("a key the hub sends as its message or error field is said in the guest's language", () => {
    const de = translator('de');
    const refusal = httpError(409, 'Conflict', { error: 'excursion_error_no_adult_on_excursion', message: 'excursion_error_no_adult_on_excursion' });
    expect(guestErrorMessage(refusal, de)).toBe('Kinder und Kleinkinder brauchen einen Erwachsenen auf dem Ausflug. Bitte wählen Sie auch einen Erwachsenen.');
    const refused = new HubError('refused', 'REFUSED', { failed: true, systemInformation: 'excursion_error_no_adult_on_excursion' });
    expect(guestErrorMessage(refused, translator('fr'))).toContain('adulte');
  });

  test('an unknown key falls back to the class text, never shown raw', () => {
    expect(hubKeyText('excursion_error_something_new', en)).toBeNull();
    expect(hubKeyText('The excursion is fully booked.', en)).toBeNull();
    expect(guestErrorMessage(httpError(409, 'Conflict', { error: 'excursion_error_something_new' }), en)).toBe('The request was refused (409)');
  });
});

describe('VOD and live TV messages', () => {
  test("a 5xx without the provider's message: the provider had a problem", () => {
    expect(guestErrorText(envelopeError({ error: 'injected_fault', message: 'Injected fault' }, 500), en)).toBe(
      'The entertainment system had a problem. Please try again in a moment.',
    );
  });

  test('an answer that is not the envelope: could not be read', () => {
    expect(guestErrorText(envelopeError('{"malformed":{"code":2', undefined), en)).toBe(
      "The entertainment system's answer could not be read. Please try again.",
    );
  });

  test('a 403 the provider kept answering after a new sign-in: a refusal, with what to do', () => {
    expect(guestErrorText(envelopeError({ error: 'session_invalid' }, 403), en)).toContain('did not accept the sign-in');
  });

  test('an engine message as a network detail: the class text', () => {
    const error = new VodError({ key: 'network', detail: "AbortSignal.any is not a function. (In 'AbortSignal.any([…])')" }, 'NETWORK');
    expect(guestErrorText(error, en)).toBe('The server cannot be reached at the moment. Please check the connection and try again.');
  });

  test('a provider message that is an exception: "No detailed message available"; a human one as it is', () => {
    expect(vodMessageText({ key: 'providerMessage', detail: 'java.lang.IllegalStateException: token' }, en)).toBe('No detailed message available');
    expect(vodMessageText({ key: 'providerMessage', detail: 'This title is not available in your region.' }, en)).toBe(
      'This title is not available in your region.',
    );
  });

  test.each(LANGUAGES)('the new VOD texts exist in %s', (language) => {
    const t = translator(language);
    for (const key of ['server', 'unreadable', 'refused', 'cannotPlay']) expect(t(`vod:errors.${key}`), `${language}: ${key}`).not.toBe(`errors.${key}`);
  });
});

describe("the hub's message only in the guest's language (Content-Language)", () => {
  /** As a widget's useT gives it: a translator fixed to the guest's language. */
  function fixed(language: string): TFunction {
    const instance = i18next.createInstance();
    const resources = { [language]: { ui: uiCatalogues.ui[language as 'en'], common: common[language]!, vod: vod[language]! } };
    void instance.init({
      lng: language,
      resources,
      defaultNS: 'ui',
      ns: ['ui', 'common', 'vod'],
      initAsync: false,
      returnNull: false,
      interpolation: { escapeValue: false },
    });
    return instance.getFixedT(language, 'ui');
  }
  const refusal = (language: string | null) => httpError(409, 'Conflict', { message: 'The restaurant is fully booked at this time.' }, language);

  test('a German guest never reads the English message: the translated text for the error instead', () => {
    const de = fixed('de');
    expect(guestErrorMessage(refusal('en'), de)).toBe(guestErrorMessage(httpError(409, 'Conflict', {}), de));
    expect(guestErrorMessage(refusal('en'), de)).not.toContain('restaurant');
  });

  test('an English guest reads it; so does anyone when the hub names no language', () => {
    expect(guestErrorMessage(refusal('en'), fixed('en'))).toBe('The restaurant is fully booked at this time.');
    expect(guestErrorMessage(refusal('en-GB'), fixed('en'))).toBe('The restaurant is fully booked at this time.');
    expect(guestErrorMessage(refusal(null), fixed('de'))).toBe('The restaurant is fully booked at this time.');
  });

  test('a hub key is in words in any language: the key is no language', () => {
    const de = fixed('de');
    const key = httpError(400, 'Bad Request', { message: 'excursion_error_no_adult_on_excursion' }, 'en');
    expect(guestErrorMessage(key, de)).toBe(hubKeyText('excursion_error_no_adult_on_excursion', de));
  });
});
