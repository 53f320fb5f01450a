import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret: 256 random bits, URL-safe (a cookie's value, a link's fragment). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. The token itself is never stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares two secrets in constant time (for equal lengths; a length differs only for a wrong one). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
