import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { newPasswordSchema } from '@/shared/api/accountsSchema';

// Read once at start: a few kilobytes, and every new password is checked against it.
const COMMON = new Set(
  readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

// One short piece said again and again ("aaaaaaaaaaaa", "abcabcabcabc", "123412341234"): NIST SP 800-63B
// names repetitive passwords beside common ones.
const REPEATED = /^(.{1,4})\1+$/su;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess: choose a longer phrase of your own.';

/**
 * Why a password may not be chosen (the shared length rule, then the bundled list of common passwords
 * and repetition), or undefined when it may. No composition rules (NIST SP 800-63B).
 */
export function passwordProblem(password: string): string | undefined {
  const length = v.safeParse(newPasswordSchema, password);
  if (!length.success) return length.issues[0].message;
  if (COMMON.has(password.toLowerCase()) || REPEATED.test(password)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}
