import { createHmac } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { ApiError } from '@/shared/api/errors';
import { lagosDay } from '@/shared/lib/lagosTime';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import type { Renderer } from '../pages/loadRenderer';
import { sendPage } from '../pages/sendPage';
import { todaysSalt } from '../visits/visitCounts';

const MINUTE = 60_000;

/** How many requests one network address may send to one kind of public form in a window. */
export interface VisitorLimit {
  limit: number;
  windowMs: number;
}

/**
 * The limits per network address of the public POSTs (issue 28). Generous, because in Nigeria many
 * phones share one address (mobile carriers' NAT, a school's or an office's Wi-Fi): they stop a script
 * flooding the forms, not a busy cybercafé. VISITOR_LIMIT_SCALE multiplies them all (config.ts).
 */
export const VISITOR_LIMITS = {
  /** Newsletter sign-ups, with or without the app. */
  signUps: { limit: 20, windowMs: 10 * MINUTE },
  /** "Is this page useful?" answers and translation reports. */
  feedback: { limit: 40, windowMs: 10 * MINUTE },
  /** Page views and searches counted for the analytics: one per page read or search made. */
  counts: { limit: 600, windowMs: 10 * MINUTE },
} as const satisfies Record<string, VisitorLimit>;

export type VisitorLimitName = keyof typeof VISITOR_LIMITS;

/** What the counters need: the database they count in, the wall clock, and a source of new salts. */
export interface VisitorLimitDependencies {
  db: Kysely<Database>;
  clock: () => Date;
  /** Makes the day's visitor salt when the day's first counted request finds none. */
  randomToken: () => string;
}

/** Counts one request from an address: 0 when it may go on, else the seconds until it may. */
export type AddressCounter = (address: string) => Promise<number>;

/**
 * One more request in the window of (`kind`, `addressKey`) at `now`, as one atomic statement, so that
 * every server process on the database counts together: a window that has ended starts again at `now`.
 * Answers 0 within `rule.limit`, else the seconds until the window ends.
 */
export async function hitWindow(
  db: Kysely<Database>,
  kind: VisitorLimitName,
  addressKey: string,
  rule: VisitorLimit,
  now: Date,
): Promise<number> {
  const ended = sql<boolean>`visitor_limit_windows.ends_at <= ${now}`;
  const window = await db
    .insertInto('visitor_limit_windows')
    .values({ kind, address_key: addressKey, ends_at: new Date(now.getTime() + rule.windowMs), hits: 1 })
    .onConflict((oc) =>
      oc.columns(['kind', 'address_key']).doUpdateSet({
        ends_at: sql<Date>`case when ${ended} then excluded.ends_at else visitor_limit_windows.ends_at end`,
        hits: sql<number>`case when ${ended} then 1 else visitor_limit_windows.hits + 1 end`,
      }),
    )
    .returning(['ends_at', 'hits'])
    .executeTakeFirstOrThrow();
  if (window.hits <= rule.limit) return 0;
  return Math.max(1, Math.ceil((window.ends_at.getTime() - now.getTime()) / 1000));
}

/**
 * An address's key for today: its HMAC-SHA-256 keyed with today's visitor salt, which every process
 * reads from the database (the address itself is never stored). The salt is deleted once the day is
 * over (retention), so a key cannot be traced back to an address after that; the counts start again
 * at Lagos midnight, as the key changes. The salt is remembered until the day changes.
 */
function dailyAddressKey({ db, randomToken }: VisitorLimitDependencies) {
  let today: { day: string; salt: string } | undefined;
  return async (address: string, now: Date) => {
    const day = lagosDay(now);
    if (today?.day !== day) today = { day, salt: await todaysSalt(db, day, randomToken) };
    return createHmac('sha256', today.salt).update(address).digest('base64url');
  };
}

/** The retention job's part: deletes the windows that have ended by `now`. */
export async function dropEndedVisitorWindows(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('visitor_limit_windows').where('ends_at', '<=', now).execute();
}

const TOO_MANY: ApiError = {
  error: 'Too many requests from your network. Nothing was lost: wait a few minutes and try again.',
};

/**
 * The guard of one kind of public POST: over the limit, 429 with Retry-After — JSON for the app's
 * /api/ calls, the "too many" page for a form sent without the app.
 */
export function limitPerAddress(counter: AddressCounter, renderer: Renderer): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const waitSeconds = await counter(c.var.clientIp);
    if (waitSeconds === 0) return next();
    c.header('Retry-After', String(waitSeconds));
    if (c.req.path.startsWith('/api/')) return c.json(TOO_MANY, 429);
    return sendPage(c, renderer.tooMany, 429, 'no-store');
  };
}

/**
 * One counter per kind of public POST, with every limit multiplied by `scale`, counting in the database:
 * several server processes on one PostgreSQL share each address's count.
 */
export function visitorCounters(
  deps: VisitorLimitDependencies,
  scale = 1,
): Record<VisitorLimitName, AddressCounter> {
  const addressKey = dailyAddressKey(deps);
  const counter = (kind: VisitorLimitName): AddressCounter => {
    const rule = { limit: VISITOR_LIMITS[kind].limit * scale, windowMs: VISITOR_LIMITS[kind].windowMs };
    return async (address) => {
      const now = deps.clock();
      return hitWindow(deps.db, kind, await addressKey(address, now), rule, now);
    };
  };
  return { signUps: counter('signUps'), feedback: counter('feedback'), counts: counter('counts') };
}
