/**
 * How long each kind of text a person types may be, in characters. Long enough for any real use, short
 * enough that a pasted novel cannot freeze a phone, fill the browser's storage or widen a page.
 */
export const MAX_LENGTH = {
  /** A content item's or generator topic's title: a headline, shown in lists, toasts and the h1. */
  title: 150,
  /** A content item's body: a long article. */
  body: 20_000,
  /** RFC 5321's limit for an e-mail address. */
  email: 254,
  password: 128,
  search: 200,
  /** A generator seed: at most six digits (0–999999), with room for stray spaces around them. */
  seed: 12,
} as const;

// Characters that show nothing on their own: spaces and separators (Z), controls (Cc), format characters
// such as the zero-width space and joiners (Cf), and the blank letters some fonts draw as nothing
// (Hangul fillers, the braille blank). A title made only of these would be an invisible row.
const INVISIBLE = /^[\s\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** True when `text` has at least one character a reader can see. */
export function hasVisibleText(text: string): boolean {
  return !INVISIBLE.test(text);
}
