import { sql, type Kysely, type Selectable } from 'kysely';
import {
  FEEDBACK_PAGE_SIZE,
  NEXT_STATUS,
  type FeedbackCounts,
  type FeedbackInboxPage,
  type FeedbackInboxQuery,
  type FeedbackItem,
  type FeedbackStatus,
} from '@/shared/api/feedbackInbox';
import type { Locale } from '@/shared/lib/localePaths';
import { pageOfRows } from '../db/pageOfRows';
import type { Database } from '../db/schema';

type FeedbackRow = Selectable<Database['page_feedback']>;

function itemOf(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    kind: row.kind,
    page: row.page,
    language: row.language as Locale,
    useful: row.useful,
    text: row.what_went_wrong,
    section: row.section,
    quoted: row.quoted_text,
    at: row.created_at.toISOString(),
    status: row.status,
    statusChangedBy: row.status_changed_by,
    statusChangedAt: row.status_changed_at?.toISOString() ?? null,
  };
}

/** A page of the inbox, newest first, filtered by page, language, kind and status; `before` continues. */
export async function feedbackInboxPage(
  db: Kysely<Database>,
  query: FeedbackInboxQuery,
): Promise<FeedbackInboxPage> {
  const limit = query.limit ?? FEEDBACK_PAGE_SIZE;
  let select = db.selectFrom('page_feedback').selectAll();
  if (query.page) select = select.where('page', '=', query.page);
  if (query.language) select = select.where('language', '=', query.language);
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.before) {
    const before = query.before;
    // Items older than the given one, in the (created_at, id) order the page is sorted by.
    select = select.where(
      sql<boolean>`(created_at, id) < (select created_at, id from page_feedback where id = ${before})`,
    );
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = pageOfRows(rows, limit);
  return { items: page.rows.map(itemOf), next: page.next };
}

/** Per page: the "Yes" and "No" answers and the translation reports, the most feedback first. */
export async function feedbackCounts(db: Kysely<Database>, language?: Locale): Promise<FeedbackCounts> {
  let select = db
    .selectFrom('page_feedback')
    .select((eb) => [
      'page',
      eb.fn.count<string>(eb.case().when('useful', '=', true).then(1).end()).as('yes'),
      eb.fn.count<string>(eb.case().when('useful', '=', false).then(1).end()).as('no'),
      eb.fn.count<string>(eb.case().when('kind', '=', 'translation').then(1).end()).as('reports'),
      eb.fn.countAll<string>().as('total'),
    ])
    .groupBy('page');
  if (language) select = select.where('language', '=', language);
  const rows = await select.orderBy('total', 'desc').orderBy('page').execute();
  return {
    pages: rows.map((row) => ({
      page: row.page,
      yes: Number(row.yes),
      no: Number(row.no),
      reports: Number(row.reports),
    })),
  };
}

export type StatusChangeOutcome =
  | { ok: true; item: FeedbackItem }
  | { ok: false; refused: 'notFound' }
  | { ok: false; refused: 'notAllowed'; current: FeedbackStatus };

/**
 * Moves an item one step (new → in progress → done), recording who and when. Only the next step is
 * allowed, and only from the status the item has as it is changed (two people pressing at once: one wins).
 */
export async function changeFeedbackStatus(
  db: Kysely<Database>,
  id: string,
  status: FeedbackStatus,
  by: string,
  at: Date,
): Promise<StatusChangeOutcome> {
  const from = (Object.keys(NEXT_STATUS) as FeedbackStatus[]).find((s) => NEXT_STATUS[s] === status);
  const row = from
    ? await db
        .updateTable('page_feedback')
        .set({ status, status_changed_by: by, status_changed_at: at })
        .where('id', '=', id)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst()
    : undefined;
  if (row) return { ok: true, item: itemOf(row) };
  const current = await db
    .selectFrom('page_feedback')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return { ok: false, refused: 'notFound' };
  return { ok: false, refused: 'notAllowed', current: current.status };
}
