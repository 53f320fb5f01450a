import { sql, type Kysely } from 'kysely';
import type { ContentPage, ContentQuery, ContentSort } from '@/shared/api/content';
import type { Database } from '../db/schema';
import { SUMMARY_COLUMNS, contentSummaryOf, DERIVED_COLUMNS, unpublishedChanges } from './contentItems';

type ListQuery = Required<Pick<ContentQuery, 'sort' | 'dir' | 'page' | 'pageSize'>> & ContentQuery;

// Each order is one of migration 0004/0006's indexes read forwards or backwards, ending in the id so that
// items with the same time or title keep one order from page to page.
const ORDER_BY: Record<ContentSort, 'updated_at' | 'created_at' | ReturnType<typeof lowerTitle>> = {
  updated: 'updated_at',
  created: 'created_at',
  title: lowerTitle(),
};

function lowerTitle() {
  return sql<string>`lower(title)`;
}

/** lower(title), kept by migration 0006 as each title is written (not in schema.ts: no one writes it). */
const titleSearch = sql<string>`title_search`;

/**
 * A guide with a fact whose check-by date is `today` (YYYY-MM-DD) or earlier. CASE, so that the JSON of
 * a guide is read and an article's Markdown never is, whatever order the planner chooses.
 */
const factDueBy = (today: string) => sql<boolean>`case when kind = 'guide' then exists (
    select 1 from jsonb_array_elements((content::jsonb) -> 'facts') as fact
    where fact ->> 'checkBy' <= ${today}) else false end`;

/** LIKE's wildcards and its escape character, taken literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the staff list (every status), without the bodies: filtered by status and category, `q`'s
 * words each somewhere in the title (any case), one of the work lists (`view`) as seen by account
 * `accountId`, sorted, and how many match on all pages. The review list keeps the list's order (newest
 * change first unless asked otherwise: migration 0007's index); the scheduled one is soonest first.
 */
export async function listContent(
  db: Kysely<Database>,
  query: ListQuery,
  accountId: string,
  today: string,
): Promise<ContentPage> {
  let matching = db.selectFrom('articles');
  if (query.status) matching = matching.where('status', '=', query.status);
  if (query.category) matching = matching.where('category', '=', query.category);
  for (const word of (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean))
    matching = matching.where(titleSearch, 'like', `%${literal(word)}%`);
  if (query.view === 'review') matching = matching.where('review', '=', 'submitted');
  if (query.view === 'scheduled') matching = matching.where('scheduled_at', 'is not', null);
  if (query.view === 'mine')
    matching = matching.where((eb) =>
      eb.and([
        eb.or([eb('created_by', '=', accountId), eb('updated_by', '=', accountId)]),
        eb.or([eb('status', '=', 'draft'), eb('review', '=', 'submitted'), unpublishedChanges]),
      ]),
    );
  if (query.view === 'factsDue') matching = matching.where(factDueBy(today));
  const counted = await matching
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const offset = (query.page - 1) * query.pageSize;
  const total = Number(counted.total);
  // Past the last match (a search that found nothing, a page beyond the end) there is nothing to read.
  const rows =
    offset >= total
      ? []
      : await matching
          .select(SUMMARY_COLUMNS)
          .select(DERIVED_COLUMNS)
          .$if(query.view === 'scheduled', (select) => select.orderBy('scheduled_at', 'asc'))
          .orderBy(ORDER_BY[query.sort], query.dir)
          .orderBy('id', query.dir)
          .limit(query.pageSize)
          .offset(offset)
          .execute();
  return {
    items: rows.map(contentSummaryOf),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
