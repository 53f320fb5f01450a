// Build-time side of the demo admin login (SPEC §1 security caution). Runs in Node only — from
// vite.config.ts and scripts/hash-password.mjs — so the plaintext password never reaches the bundle:
// the browser gets the e-mail and a salted PBKDF2-SHA256 hash, checked with WebCrypto.
import { pbkdf2Sync, randomBytes } from 'node:crypto';

export const DEMO_ADMIN_EMAIL = 'admin@example.gov.ng';
// The documented demo password. It lives here, in build tooling, and must never appear under dist/
// (scripts/check-dist-secrets.mjs enforces that).
export const DEMO_ADMIN_PASSWORD = 'portal-demo-2026';

// OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256.
export const PBKDF2_ITERATIONS = 210_000;
const HASH_BYTES = 32;
const SALT_BYTES = 16;

/** Salted PBKDF2-SHA256 of `password`, as base64 strings; a fresh random salt unless one is given. */
export function hashPassword(
  password,
  { salt = randomBytes(SALT_BYTES), iterations = PBKDF2_ITERATIONS } = {},
) {
  const hash = pbkdf2Sync(password, salt, iterations, HASH_BYTES, 'sha256');
  return { salt: Buffer.from(salt).toString('base64'), iterations, hash: hash.toString('base64') };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Parses a hash printed by scripts/hash-password.mjs; throws with a readable reason when it is not one. */
export function parsePasswordHash(json) {
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('ADMIN_PASSWORD_HASH is not JSON. Paste the line printed by `npm run hash-password`.');
  }
  const { salt, iterations, hash } = value ?? {};
  const ok =
    typeof salt === 'string' &&
    BASE64.test(salt) &&
    typeof hash === 'string' &&
    BASE64.test(hash) &&
    Buffer.from(hash, 'base64').length === HASH_BYTES &&
    Number.isInteger(iterations) &&
    iterations >= 100_000;
  if (!ok) {
    throw new Error(
      'ADMIN_PASSWORD_HASH must look like {"salt":"<base64>","iterations":210000,"hash":"<32 bytes, base64>"}.',
    );
  }
  return { salt, iterations, hash };
}

/**
 * The credential the client is built with, from ADMIN_EMAIL and either ADMIN_PASSWORD_HASH (pinned,
 * reproducible builds) or ADMIN_PASSWORD (hashed now with a random salt), else the demo pair.
 */
export function resolveAdminCredential(env) {
  const email = (env.ADMIN_EMAIL?.trim() || DEMO_ADMIN_EMAIL).toLowerCase();
  const pinned = env.ADMIN_PASSWORD_HASH?.trim();
  const secret = pinned ? parsePasswordHash(pinned) : hashPassword(env.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD);
  return { email, ...secret };
}
