import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** How passwords are hashed and checked; the app takes one, so tests can count the work it does. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read; never throws for either. */
  verify(storedHash: string, password: string): Promise<boolean>;
  /** True when `storedHash` was made with other parameters than today's: re-hash at the next sign-in. */
  needsRehash(storedHash: string): boolean;
}

export interface Argon2Parameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. About 18 ms a hash on this kind of machine,
 * where scrypt at OWASP's parameters took 387 ms (issue 24): the sign-in must not be a DoS lever.
 */
export const ARGON2_PARAMETERS: Argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Algorithm is a const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id, as its type checks.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- no member can be read (above)
const ARGON2ID: Algorithm.Argon2id = 2;

/** argon2id with a random salt per password (the library draws 16 bytes), in a PHC string. */
export function argon2Hasher(parameters: Argon2Parameters = ARGON2_PARAMETERS): PasswordHasher {
  const options: Options = { algorithm: ARGON2ID, ...parameters };
  return {
    hash: (password) => hash(password, options),
    verify: (storedHash, password) => verify(storedHash, password).catch(() => false),
    needsRehash(storedHash) {
      try {
        const stored = parseOptions(storedHash);
        return (
          stored.algorithm !== ARGON2ID ||
          stored.memoryCost !== parameters.memoryCost ||
          stored.timeCost !== parameters.timeCost ||
          stored.parallelism !== parameters.parallelism
        );
      } catch {
        return true;
      }
    },
  };
}

/**
 * A hash of a random password nobody knows, made with today's parameters: verified when the typed e-mail
 * has no usable account, so that refusal costs the same time as a wrong password (no enumeration).
 */
export function dummyHash(hasher: PasswordHasher): () => Promise<string> {
  // Made at once, not at the first unknown e-mail, which would otherwise take two hashes' time.
  const made = hasher.hash(randomBytes(32).toString('base64url'));
  return () => made;
}
