/**
 * How search reads text, shared by the index and the highlighter so both agree on what a "word" is:
 * letters and digits, a possessive 's dropped and other apostrophes removed ("voter's" is "voter"), lower case, accents and tone marks
 * removed ("Yorùbá" is "yoruba") and hooked letters made plain ("ɗan" is "dan"), so a visitor need not type them.
 *
 * A word keeps the combining marks that follow its letters (\p{M}): Yorùbá writes "ẹ̀" as ẹ and a
 * combining grave, for which Unicode has no single character, so without them "ṣàyẹ̀wò" would be two
 * words and a highlight would end between a letter and its tone mark.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;

/** Words too common to say anything about what is searched for. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'to',
  'for',
  'in',
  'on',
  'is',
  'my',
  'your',
  'how',
  'i',
]);

/**
 * Hausa's hooked letters have no decomposition to strip (ɓ is not b plus a mark): folded by hand, so
 * "zabe" finds "zaɓe" as "yoruba" finds "Yorùbá".
 */
const HOOKED: Record<string, string> = { ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', Ɓ: 'b', Ɗ: 'd', Ƙ: 'k', Ƴ: 'y' };

export function normaliseWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ɓɗƙƴƁƊƘƳ]/gu, (letter) => HOOKED[letter] ?? letter)
    .replace(/['’]s$/i, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

/** The words of a text, with where each starts, as written. */
export function wordsOf(text: string): { word: string; start: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index }));
}

/** The searchable terms of a text: normalised words, stop words left out. */
export function termsOf(text: string): string[] {
  return wordsOf(text)
    .map(({ word }) => normaliseWord(word))
    .filter((term) => !STOP_WORDS.has(term));
}

/** One normalised term, or null for a stop word (MiniSearch's processTerm contract). */
export function processTerm(term: string): string | null {
  const normal = normaliseWord(term);
  return normal === '' || STOP_WORDS.has(normal) ? null : normal;
}
