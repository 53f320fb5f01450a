import { termsOf } from './searchText';

/**
 * Abbreviations Nigerians search by, and what they stand for (or the thing people call them by). A query
 * with either side also searches for the other, so "NIN" finds "National Identification Number" and
 * "voter's card" finds INEC.
 */
const ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ['NIN', 'national identification number'],
  ['BVN', 'bank verification number'],
  ['TIN', 'tax identification number'],
  ['INEC', "voter's card"],
  ['CAC', 'business registration'],
  ['JAMB', 'joint admissions and matriculation board'],
  ['NYSC', 'national youth service corps'],
  ['FRSC', "driver's licence"],
];

/** True when `phrase`'s terms appear in `terms` one after another. */
function containsPhrase(terms: string[], phrase: string[]): boolean {
  return terms.some((_, start) => phrase.every((term, offset) => terms[start + offset] === term));
}

/** The other side of every abbreviation pair the query mentions, as queries of their own. */
export function expansionsOf(query: string): string[] {
  const terms = termsOf(query);
  return ABBREVIATIONS.flatMap(([short, long]) => {
    const shortTerms = termsOf(short);
    const longTerms = termsOf(long);
    if (containsPhrase(terms, shortTerms)) return [long];
    if (containsPhrase(terms, longTerms)) return [short];
    return [];
  });
}
