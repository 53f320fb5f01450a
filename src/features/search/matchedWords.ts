/**
 * Which words of a result a search matched, and how many letters of a query word may be wrong. Both
 * are about the normalised terms of searchText.ts (what MiniSearch indexes and reports).
 */

/**
 * How many letters of a query word may be wrong: a fifth, rounded down. So a typo is forgiven in
 * "identifcation" (two) or "pasport" (one), but never in a short word: NIN is not TIN, PIN or NIS.
 */
export function typoAllowance(term: string): number {
  return Math.floor(term.length / 5);
}

/** The fewest letters to insert, delete or change to turn `a` into `b` (Levenshtein distance). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const change = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(change, previous[j]! + 1, row[j - 1]! + 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The words to highlight in a result: of the document's words the search matched (`terms`), the ones
 * each query word most plainly stands for — the word itself if the result has it; else the words it
 * begins ("pass" → "passport"); else the words it was a typo of ("identifcation"). So "NIN" lights up
 * NIN and not the Yorùbá "nínú" beside it, and "bring" never lights up "being".
 */
export function matchedWords(queryTerms: readonly string[], terms: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const query of queryTerms) {
    const tiers = [
      terms.filter((term) => term === query),
      terms.filter((term) => term.startsWith(query)),
      terms.filter((term) => editDistance(term, query) <= typoAllowance(query)),
    ];
    for (const term of tiers.find((tier) => tier.length > 0) ?? []) words.add(term);
  }
  return words;
}
