import type { Kysely } from 'kysely';
import type { VisitFigures } from '@/shared/api/visits';
import { LOCALES, type Locale } from '@/shared/lib/localePaths';
import { lagosDay } from '@/shared/lib/lagosTime';
import type { Database } from '../db/schema';

/** How many rows each list of the Analytics tab shows. */
const LIST_LIMIT = 10;

const DAY_MS = 86_400_000;

/** The `days` Lagos days up to `now`'s, oldest first, as YYYY-MM-DD, and the first and last of them. */
function period(now: Date, days: number) {
  const daysAgo = (n: number) => lagosDay(new Date(now.getTime() - n * DAY_MS));
  return {
    from: daysAgo(days - 1),
    to: daysAgo(0),
    dayList: Array.from({ length: days }, (_, i) => daysAgo(days - 1 - i)),
  };
}

/** The most often searched of `rows`, each normalised form once, shown as its most often typed words. */
function topQueries(rows: { query: string; normalised: string; searches: number }[]) {
  const byForm = new Map<string, { searches: number; typed: Map<string, number> }>();
  for (const { query, normalised, searches } of rows) {
    const form = byForm.get(normalised) ?? { searches: 0, typed: new Map<string, number>() };
    form.searches += searches;
    form.typed.set(query, (form.typed.get(query) ?? 0) + searches);
    byForm.set(normalised, form);
  }
  return [...byForm]
    .map(([normalised, { searches, typed }]) => ({
      query: [...typed].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? normalised,
      searches,
    }))
    .sort((a, b) => b.searches - a.searches || a.query.localeCompare(b.query))
    .slice(0, LIST_LIMIT);
}

const asNumber = (value: string | number | bigint) => Number(value);

/**
 * The Analytics tab's figures for the `days` Lagos days up to `now`'s: views per day (every day, 0 when
 * none), the visitors (each day's unique visitors, summed: a visitor cannot be followed from one day to
 * the next), the most viewed pages, views by language, the referring sites, the most searched words and
 * the searches that found nothing.
 */
export async function visitFigures(db: Kysely<Database>, now: Date, days: number): Promise<VisitFigures> {
  const { from, to, dayList } = period(now, days);
  const views = db.selectFrom('page_view_counts').where('day', '>=', from).where('day', '<=', to);
  const [perDay, pages, languages, referrers, searches, hashes, counted] = await Promise.all([
    views
      .select(['day', (eb) => eb.fn.sum<string>('views').as('views')])
      .groupBy('day')
      .execute(),
    views
      .select(['path', (eb) => eb.fn.sum<string>('views').as('views')])
      .groupBy('path')
      .orderBy('views', 'desc')
      .orderBy('path')
      .limit(LIST_LIMIT)
      .execute(),
    views
      .select(['language', (eb) => eb.fn.sum<string>('views').as('views')])
      .groupBy('language')
      .orderBy('views', 'desc')
      .execute(),
    views
      .select(['referrer_domain', (eb) => eb.fn.sum<string>('views').as('views')])
      .where('referrer_domain', '<>', '')
      .groupBy('referrer_domain')
      .orderBy('views', 'desc')
      .orderBy('referrer_domain')
      .limit(LIST_LIMIT)
      .execute(),
    db
      .selectFrom('search_counts')
      .select(['query', 'normalised', 'found', 'searches'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('visitor_hashes')
      .select((eb) => eb.fn.countAll<string>().as('visitors'))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst(),
    db
      .selectFrom('visitor_counts')
      .select((eb) => eb.fn.sum<string>('visitors').as('visitors'))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst(),
  ]);
  const viewsOn = new Map(perDay.map((row) => [row.day, asNumber(row.views)]));
  // A query that found nothing once and something later (a guide was written) is not a gap any more.
  const foundSomething = new Set(searches.filter((row) => row.found).map((row) => row.normalised));
  return {
    from,
    to,
    days: dayList.map((day) => ({ day, views: viewsOn.get(day) ?? 0 })),
    visitors: asNumber(hashes?.visitors ?? 0) + asNumber(counted?.visitors ?? 0),
    pages: pages.map((row) => ({ path: row.path, views: asNumber(row.views) })),
    languages: languages
      .filter((row): row is typeof row & { language: Locale } => LOCALES.includes(row.language as Locale))
      .map((row) => ({ language: row.language, views: asNumber(row.views) })),
    referrers: referrers.map((row) => ({ domain: row.referrer_domain, views: asNumber(row.views) })),
    searches: topQueries(searches),
    noResults: topQueries(searches.filter((row) => !row.found && !foundSomething.has(row.normalised))),
  };
}
