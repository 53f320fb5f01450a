// Types for admin-credential.mjs, which vite.config.ts imports (the project does not type-check JS).

/** A salted PBKDF2-SHA256 password hash, base64-encoded. */
export interface PasswordHash {
  salt: string;
  iterations: number;
  hash: string;
}

/** What the client is built with: the admin e-mail and the hash of the password, never the password. */
export interface AdminCredentialConfig extends PasswordHash {
  email: string;
}

export const DEMO_ADMIN_EMAIL: string;
export const DEMO_ADMIN_PASSWORD: string;
export const PBKDF2_ITERATIONS: number;
export function hashPassword(
  password: string,
  options?: { salt?: Uint8Array; iterations?: number },
): PasswordHash;
export function parsePasswordHash(json: string): PasswordHash;
export function resolveAdminCredential(env: Record<string, string | undefined>): AdminCredentialConfig;
