import type { DatabaseHandle } from '../../../server/db/database';
import { argon2Hasher } from '../../../server/accounts/passwords';
import type { Role } from '@/shared/api/accounts';
import { Browser, sequentialId } from '../../server/utils/staffApp';

/** How long one request may take before the client gives up on it (a killed server never answers). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A browser (its own cookies and anti-forgery token) talking HTTP to a real server process: each request
 * goes to the address `server()` names at that moment, so a test can move it to another process.
 */
export const httpBrowser = (server: () => string) =>
  new Browser({
    app: {
      request: (path, init) =>
        fetch(`${server()}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    },
  });

/** A staff password that passes the server's rules (12+ characters, not a common one). */
export const STAFF_PASSWORD = 'fault-injection staff password';

/** `count` accounts of `role` with STAFF_PASSWORD (one real argon2 hash, shared), put straight into the database. */
export async function addStaff(database: DatabaseHandle, role: Role, count: number): Promise<string[]> {
  const hash = await argon2Hasher().hash(STAFF_PASSWORD);
  const emails = Array.from({ length: count }, (_, n) => `${role}-${n}-${sequentialId()}@example.gov.ng`);
  await database.db
    .insertInto('accounts')
    .values(
      emails.map((email) => ({
        id: sequentialId(),
        email,
        name: email.split('@')[0]!,
        role,
        password_hash: hash,
        created_at: new Date(),
        disabled_at: null,
      })),
    )
    .execute();
  return emails;
}
