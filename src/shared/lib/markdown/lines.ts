/**
 * What a single line of an article body starts: a heading, a list item, or nothing special. Each check
 * walks the line once from its start; none uses a regular expression that could backtrack.
 */

export const isBlank = (line: string) => line.trim() === '';

/** The width of a line's leading whitespace, a tab reaching the next tab stop (every 4 columns) as CommonMark counts it. */
export function indentOf(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ') width += 1;
    else if (char === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

/** A heading's level on the page and its text. */
export function headingLine(line: string): { level: 2 | 3; text: string } | null {
  let start = 0;
  while (start < 3 && line.charAt(start) === ' ') start += 1;
  let hashes = 0;
  while (line.charAt(start + hashes) === '#') hashes += 1;
  const after = start + hashes;
  if (
    hashes === 0 ||
    hashes > 6 ||
    (after < line.length && line.charAt(after) !== ' ' && line.charAt(after) !== '\t')
  ) {
    return null; // "#hashtag" is a word, not a heading
  }
  let text = line.slice(after).trim();
  // An optional closing run of # ("## Fees ##") is decoration, unless it is part of a word ("C#").
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === '#') end -= 1;
  if (end === 0) text = '';
  else if (end < text.length && (text.charAt(end - 1) === ' ' || text.charAt(end - 1) === '\t'))
    text = text.slice(0, end).trim();
  // An empty heading would be an empty landmark for a screen reader: the line stays text.
  if (text === '') return null;
  // The page's h1 is the article's title, so "#" and "##" both become h2.
  return { level: hashes <= 2 ? 2 : 3, text };
}

export interface ListMarker {
  /** The width of the whitespace before the marker. */
  indent: number;
  ordered: boolean;
  /** An ordered item's number (1 for a bullet). */
  number: number;
  /** The item's text after its marker. */
  text: string;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The list marker ("- ", "* ", "+ ", "1. " or "1) ") a line starts with, if any. */
export function listMarker(line: string): ListMarker | null {
  let start = 0;
  while (start < line.length && (line.charAt(start) === ' ' || line.charAt(start) === '\t')) start += 1;
  const char = line.charAt(start);
  let ordered = false;
  let number = 1;
  let after: number;
  if (char === '-' || char === '*' || char === '+') {
    after = start + 1;
  } else {
    let end = start;
    // Nine digits at most, as CommonMark allows: a longer number is a figure in a sentence.
    while (end - start < 9 && isDigit(line.charAt(end))) end += 1;
    if (end === start || (line.charAt(end) !== '.' && line.charAt(end) !== ')')) return null;
    ordered = true;
    number = Number(line.slice(start, end));
    after = end + 1;
  }
  if (after < line.length && line.charAt(after) !== ' ' && line.charAt(after) !== '\t') return null;
  return { indent: indentOf(line), ordered, number, text: line.slice(after).trim() };
}
