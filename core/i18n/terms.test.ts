/**
 * One term, one word: an English text used under several keys (in any namespaces) is translated
 * the same way under all of them in each language — a guest reading "Booking reference" in the
 * sign-in and in a booking sees the same German, French or Dutch word. Where the English is the
 * same but the meaning is not, the pair is listed below with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const LOCALES = join(import.meta.dirname, 'locales');
const LANGUAGES = ['de', 'fr', 'nl'] as const;

/** English texts whose keys mean different things (key lists in the order found). */
const DIFFERENT_MEANINGS: Record<string, string> = {
  Departure: 'a flight takes off (Abflug), a ship or a train leaves (Abfahrt)',
  Port: 'a port day of the itinerary (Escale) and the port itself',
  Audio: 'the audio catalogue and the audio languages of a film',
  'Log in': 'the sign-in page title (Connexion) and the button',
  Upgrade: 'the upgrade line of the photo basket (a noun) and the button that upgrades (a verb)',
  From: 'where a flight comes from (Von, De, Van) and the first day something is on (Ab, À partir du, Vanaf)',
  Cancelled: 'a flight the airline cancelled (Annulliert; a flight: annulé) and bookings (Storniert, Annulées)',
};

type Tree = { [key: string]: string | Tree };

function texts(language: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    const walk = (tree: Tree, path: string) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'string') found.set(`${file.slice(0, -5)}:${path}${key}`, value);
        else walk(value, `${path}${key}.`);
      }
    };
    walk(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Tree, '');
  }
  return found;
}

const english = texts('en');
/** Keys by English text and plural form (a _one and an _other may read the same in English). */
const sameEnglish = new Map<string, string[]>();
for (const [key, text] of english) {
  const form = /_(zero|one|two|few|many|other)$/.exec(key)?.[1] ?? '';
  const group = `${text}\u0000${form}`;
  sameEnglish.set(group, [...(sameEnglish.get(group) ?? []), key]);
}

test.each(LANGUAGES)('%s: an English term has one translation across keys and namespaces', (language) => {
  const translated = texts(language);
  const split: Record<string, Record<string, string | undefined>> = {};
  for (const [group, keys] of sameEnglish) {
    const text = group.split('\u0000')[0]!;
    if (keys.length < 2 || text in DIFFERENT_MEANINGS) continue;
    const words = new Set(keys.map((key) => translated.get(key)));
    if (words.size > 1) split[text] = Object.fromEntries(keys.map((key) => [key, translated.get(key)]));
  }
  expect(split).toEqual({});
});

test('French typography: curly apostrophes, a no-break space before : ; ! ?', () => {
  const wrong = [...texts('fr')].filter(
    ([, text]) => /'|[ \S](?<![\u00a0\u202f])[:;!?](\s|$)/u.test(text.replace(/\{\{[^}]*\}\}/g, '')) && !/\d:\d/.test(text),
  );
  expect(wrong).toEqual([]);
});

test('one ellipsis character (…) in every language, never three dots', () => {
  const dots = ['en', 'de', 'fr', 'nl'].flatMap((language) =>
    [...texts(language)].filter(([, text]) => text.includes('...')).map(([key]) => `${language} ${key}`),
  );
  expect(dots).toEqual([]);
});
