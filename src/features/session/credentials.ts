import type { SessionUser } from './sessionTypes';

/**
 * The one demo admin account (SPEC §1, §6). The build injects the e-mail and a salted PBKDF2-SHA256 hash
 * of the password (vite.config.ts, scripts/admin-credential.mjs); the password itself is never shipped.
 * This is demo behaviour: a check that runs in the browser protects nothing by itself.
 */
export interface AdminCredential {
  email: string;
  /** base64 */
  salt: string;
  iterations: number;
  /** base64, 32 bytes */
  hash: string;
}

declare const __ADMIN_CREDENTIAL__: AdminCredential;

export const ADMIN_CREDENTIAL: AdminCredential = __ADMIN_CREDENTIAL__;

/** The session user recorded after a successful login. */
export function adminSessionUser(credential: AdminCredential = ADMIN_CREDENTIAL): SessionUser {
  return { id: 'admin', email: credential.email, role: 'admin', name: 'Site Administrator' };
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

// Looks at every byte whatever the first difference, so the time taken says nothing about how close a
// guess was. (Demo-grade: the hash itself ships with the page.)
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bits: number) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits),
  );
}

/**
 * True when the pair matches the admin credential. The e-mail is compared without case or surrounding
 * spaces. Rejects when WebCrypto is unavailable (it needs https or localhost).
 */
export async function verifyCredentials(
  email: string,
  password: string,
  credential: AdminCredential = ADMIN_CREDENTIAL,
): Promise<boolean> {
  const expected = fromBase64(credential.hash);
  // The hash is derived even for a wrong e-mail, so both kinds of mistake take the same time.
  const derived = await pbkdf2(
    password,
    fromBase64(credential.salt),
    credential.iterations,
    expected.length * 8,
  );
  const emailMatches = email.trim().toLowerCase() === credential.email.toLowerCase();
  return sameBytes(derived, expected) && emailMatches;
}
