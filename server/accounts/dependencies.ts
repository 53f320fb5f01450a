import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordHasher } from './passwords';
import type { SessionLimits } from './sessions';

/** What the accounts area works with: every clock, id, token and hasher is passed in. */
export interface AccountsDependencies {
  db: Kysely<Database>;
  clock: () => Date;
  newId: () => string;
  /** A new 256-bit secret (sessions, anti-forgery tokens, one-time links). */
  randomToken: () => string;
  hasher: PasswordHasher;
  /** A hash of nobody's password with today's parameters (passwords.ts dummyHash). */
  dummyHash: () => Promise<string>;
  limits: SessionLimits;
}
