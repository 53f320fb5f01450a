import { normaliseWord, wordsOf } from './searchText';

/** A piece of text, marked when it is one of the words that matched. Rendered as text, never HTML. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` into parts, marking every word whose normalised form is one of `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const { word, start } of wordsOf(text)) {
    if (!terms.has(normaliseWord(word))) continue;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: word, match: true });
    at = start + word.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/**
 * About `length` characters of `text` around its first matching word, cut at word boundaries with "…"
 * where text was left out, and highlighted. Text with no match gives its opening.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 180): TextPart[] {
  const words = wordsOf(text);
  const first = words.find(({ word }) => terms.has(normaliseWord(word)));
  let start = Math.max(0, (first?.start ?? 0) - Math.floor(length / 3));
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const lastSpace = text.lastIndexOf(' ', end);
    if (lastSpace > start) end = lastSpace;
  }
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(cut, terms);
}
