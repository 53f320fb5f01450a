import { createApp } from '../../../server/app';
import { argon2Hasher, type PasswordHasher } from '../../../server/accounts/passwords';
import type { DatabaseHandle } from '../../../server/db/database';
import { CSRF_HEADER, SESSION_PATH, type Role, type SessionInfo } from '@/shared/api/accounts';
import type { FakeBuild } from './fakeBuild';

/** The real argon2id hasher, counting what it is asked to do. */
export function countingHasher(inner: PasswordHasher = argon2Hasher()) {
  const counts = { hash: 0, verify: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => (counts.hash++, inner.hash(password)),
    verify: (storedHash, password) => (counts.verify++, inner.verify(storedHash, password)),
    needsRehash: (storedHash) => inner.needsRehash(storedHash),
  };
  return { hasher, counts };
}

/** A wall clock the test moves by hand. */
export function fakeClock(start = '2026-11-25T09:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advance: (ms: number) => void (now += ms),
  };
}

let ids = 0;
/** Ids in creation order, unique across every app of the run (two apps may share a database). */
export const sequentialId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

/** Header a test sets to be a different client: the app's injected client address reads it. */
export const CLIENT_HEADER = 'X-Test-Client';

/** The app as main.ts builds it, on `database`, with a fake clock, counted hashing and a log kept in memory. */
export function staffApp(
  build: FakeBuild,
  database: DatabaseHandle,
  clock = fakeClock(),
  options: { hasher?: PasswordHasher; limits?: { idleMinutes: number; maxHours: number } } = {},
) {
  const counting = countingHasher(options.hasher);
  const log: Record<string, unknown>[] = [];
  const app = createApp({
    site: build.site,
    renderer: build.renderer,
    db: database.db,
    log: (entry) => log.push(entry),
    newId: sequentialId,
    clock: clock.clock,
    hasher: counting.hasher,
    clientAddress: (c) => c.req.header(CLIENT_HEADER) ?? '192.0.2.1',
    ...(options.limits ? { sessionLimits: options.limits } : {}),
  });
  return { app, clock, log, counts: counting.counts, hasher: counting.hasher };
}

export type StaffApp = ReturnType<typeof staffApp>;

/** Puts an account straight into the database, with a real hash of `password` (null: none yet). */
export async function addAccount(
  database: DatabaseHandle,
  hasher: PasswordHasher,
  {
    email,
    role,
    password,
    disabled = false,
  }: { email: string; role: Role; password: string | null; disabled?: boolean },
) {
  const id = sequentialId();
  await database.db
    .insertInto('accounts')
    .values({
      id,
      email,
      name: email.split('@')[0]!,
      role,
      password_hash: password === null ? null : await hasher.hash(password),
      created_at: new Date('2026-11-01T00:00:00.000Z'),
      disabled_at: disabled ? new Date('2026-11-02T00:00:00.000Z') : null,
    })
    .execute();
  return id;
}

/**
 * A browser: its own cookie jar and address, sending what a same-origin page sends (Sec-Fetch-Site,
 * and once signed in the anti-forgery token).
 */
export class Browser {
  cookies = new Map<string, string>();
  csrfToken: string | undefined;
  constructor(
    /** The app in-process, or anything that answers a request as it does (a real server over HTTP). */
    private readonly staff: {
      app: { request(path: string, init: RequestInit): Response | Promise<Response> };
    },
    readonly address = '192.0.2.1',
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.staff.app.request(path, {
      method,
      headers: {
        [CLIENT_HEADER]: this.address,
        'Sec-Fetch-Site': 'same-origin',
        ...(this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(this.csrfToken ? { [CSRF_HEADER]: this.csrfToken } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Signs in; keeps the session's token when it worked. */
  async signIn(email: string, password: string) {
    const response = await this.request('POST', SESSION_PATH, { email, password });
    if (response.status === 200) this.csrfToken = ((await response.clone().json()) as SessionInfo).csrfToken;
    return response;
  }
}
