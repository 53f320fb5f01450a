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
  // The table row by row: cell j of row i is the distance from a's first i letters to b's first j.
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let left = i; // the cell before, in this row (the first: i letters deleted)
    let aboveLeft = i - 1; // the cell before, in the row above
    row = row.map((above, j) => {
      if (j > 0) left = Math.min(aboveLeft + (a[i - 1] === b[j - 1] ? 0 : 1), above + 1, left + 1);
      aboveLeft = above;
      return left;
    });
  }
  // Its last cell (a row is never empty): the whole of a against the whole of b.
  return row.reduce((_, cell) => cell);
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
