import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Locale } from '@/shared/lib/localePaths';
import { normaliseQuery } from '@/shared/api/visits';
import { lagosDay } from '@/shared/lib/lagosTime';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * One page view, added to its day's count for the page, language and referring host ('' for none).
 * `path` is already without its language prefix, query and fragment.
 */
export async function countPageView(
  db: Db,
  view: { path: string; language: Locale; referrerDomain: string },
  at: Date,
): Promise<void> {
  await db
    .insertInto('page_view_counts')
    .values({
      day: lagosDay(at),
      path: view.path,
      language: view.language,
      referrer_domain: view.referrerDomain,
      views: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['day', 'path', 'language', 'referrer_domain'])
        .doUpdateSet({ views: sql<number>`page_view_counts.views + 1` }),
    )
    .execute();
}

/** One search, added to its day's count for the language, the words as typed and found or not. */
export async function countSearch(
  db: Db,
  search: { query: string; language: Locale; found: boolean },
  at: Date,
): Promise<void> {
  const query = search.query.trim();
  if (!query) return;
  await db
    .insertInto('search_counts')
    .values({
      day: lagosDay(at),
      language: search.language,
      query,
      normalised: normaliseQuery(query),
      found: search.found,
      searches: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['day', 'language', 'query', 'found'])
        .doUpdateSet({ searches: sql<number>`search_counts.searches + 1` }),
    )
    .execute();
}

/**
 * Today's salt, made (with `randomToken`) when the day has none yet. dropOldVisitorSalts deletes the older
 * ones; until it runs, only today's is ever read. Also the key of the public forms' per-address limits
 * (server/http/visitorLimits.ts), which every server process must compute alike.
 */
export async function todaysSalt(db: Db, day: string, randomToken: () => string): Promise<string> {
  await db
    .insertInto('visitor_salts')
    .values({ day, salt: randomToken() })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('visitor_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Notes one visitor of today as Plausible does: the SHA-256 of (today's salt, address, user agent, site)
 * — the hash only, never the address or the user agent. The same browser on the same network is one
 * visitor today and cannot be followed to tomorrow (a new salt, the old one deleted).
 */
export async function countVisitor(
  db: Db,
  visitor: { address: string; userAgent: string; site: string },
  at: Date,
  randomToken: () => string,
): Promise<void> {
  const day = lagosDay(at);
  const salt = await todaysSalt(db, day, randomToken);
  const hash = createHash('sha256')
    .update([salt, visitor.address, visitor.userAgent, visitor.site].join('\n'))
    .digest('base64url');
  await db
    .insertInto('visitor_hashes')
    .values({ day, hash })
    .onConflict((oc) => oc.columns(['day', 'hash']).doNothing())
    .execute();
}

/**
 * The retention job's part (server/jobs/retention.ts): deletes every salt but today's — yesterday's
 * hashes can then never be recomputed from an address — and turns each finished day's hashes into that
 * day's count of visitors, deleting the hashes. Today's salt is made by the day's first visitor
 * (todaysSalt), not here: a server nobody visits holds no secret. Safe to run more than once a day.
 */
export async function dropOldVisitorSalts(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('visitor_salts').where('day', '<>', lagosDay(now)).execute();
  await purgeVisitorHashes(db, now);
}

/**
 * The only data kept finer than a daily count: the visitor hashes of days before `now`'s become each
 * day's number of visitors and are deleted.
 */
export async function purgeVisitorHashes(db: Db, now: Date): Promise<void> {
  const today = lagosDay(now);
  await db.transaction().execute(async (trx) => {
    const days = await trx
      .selectFrom('visitor_hashes')
      .select(['day', (eb) => eb.fn.countAll<string>().as('visitors')])
      .where('day', '<', today)
      .groupBy('day')
      .execute();
    for (const { day, visitors } of days)
      await trx
        .insertInto('visitor_counts')
        .values({ day, visitors: Number(visitors) })
        .onConflict((oc) =>
          oc
            .column('day')
            .doUpdateSet({ visitors: sql<number>`visitor_counts.visitors + excluded.visitors` }),
        )
        .execute();
    await trx.deleteFrom('visitor_hashes').where('day', '<', today).execute();
  });
}
