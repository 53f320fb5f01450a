import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { WriteLedger } from './contentWriters';

/** What the database holds of the writers' work, checked against what they were told. */
export interface WriteReport {
  acknowledged: number;
  found: number;
  lost: string[];
  duplicates: string[];
  halfWritten: string[];
}

/** Counts of each value in `values`. */
const tally = (values: (string | null)[]) => {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/**
 * Reads the database itself: every acknowledged write is there, once; nothing sent is there twice (a
 * write sent again after its answer was lost); every item's history runs 1…revision without a gap, its
 * working copy is its last version, its published revision a publication; every content write has its
 * audit entry; no idempotency key is left claimed without its answer.
 */
export async function checkWrites(db: Kysely<Database>, ledger: WriteLedger): Promise<WriteReport> {
  const articles = await db.selectFrom('articles').selectAll().execute();
  const history = await db.selectFrom('article_history').selectAll().orderBy('revision').execute();
  const feedback = await db.selectFrom('page_feedback').select(['id', 'what_went_wrong']).execute();
  const byId = new Map(articles.map((row) => [row.id, row]));
  const version = new Map(history.map((row) => [`${row.article_id}/${row.revision}`, row]));
  const feedbackIds = new Set(feedback.map((row) => row.id));

  const lost = ledger.acknowledged
    .filter((write) => {
      switch (write.kind) {
        case 'created':
          return byId.get(write.id)?.title !== write.title;
        // A change accepted from revision N is revision N + 1: anything else wrote over a version its
        // author never saw (a lost update), even if both are in the history.
        case 'saved': {
          const row = version.get(`${write.id}/${write.revision}`);
          return write.revision !== write.from + 1 || row?.event !== 'saved' || row.content !== write.content;
        }
        case 'published':
          return (
            write.revision !== write.from + 1 ||
            version.get(`${write.id}/${write.revision}`)?.event !== 'published'
          );
        case 'feedback':
          return !feedbackIds.has(write.id);
      }
    })
    .map((write) => JSON.stringify(write));

  const titles = tally(articles.map((row) => row.title));
  const savedContents = tally(history.filter((row) => row.event === 'saved').map((row) => row.content));
  const comments = tally(feedback.map((row) => row.what_went_wrong));
  const duplicates = [
    ...ledger.sentTitles.filter((title) => (titles.get(title) ?? 0) > 1),
    ...ledger.sentContents.filter((content) => (savedContents.get(content) ?? 0) > 1),
    ...ledger.sentComments.filter((comment) => (comments.get(comment) ?? 0) > 1),
  ];

  const halfWritten: string[] = [];
  for (const article of articles) {
    const revisions = history.filter((row) => row.article_id === article.id).map((row) => row.revision);
    if (revisions.join() !== Array.from({ length: article.revision }, (_, i) => i + 1).join())
      halfWritten.push(`${article.id}: revision ${article.revision}, history ${revisions.join()}`);
    const last = version.get(`${article.id}/${article.revision}`);
    if (
      last &&
      (['title', 'slug', 'summary', 'category', 'content'] as const).some((f) => last[f] !== article[f])
    )
      halfWritten.push(`${article.id}: the working copy is not its revision ${article.revision}`);
    const published = article.published_revision;
    if ((article.status === 'published') !== (published !== null))
      halfWritten.push(`${article.id}: status ${article.status}, published revision ${published}`);
    if (published !== null && version.get(`${article.id}/${published}`)?.event !== 'published')
      halfWritten.push(`${article.id}: published revision ${published} is not a publication`);
  }
  const audited = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('action', 'in', ['contentCreated', 'contentChanged', 'contentPublished'])
    .executeTakeFirstOrThrow();
  const staffVersions = history.filter((row) => row.actor_id !== null).length;
  if (Number(audited.count) !== staffVersions)
    halfWritten.push(`${staffVersions} versions by staff, ${audited.count} audit entries`);
  const claimed = await db.selectFrom('idempotent_requests').select('key').where('status', '=', 0).execute();
  for (const { key } of claimed) halfWritten.push(`key ${key} claimed without its answer`);

  return {
    acknowledged: ledger.acknowledged.length,
    found: ledger.acknowledged.length - lost.length,
    lost,
    duplicates,
    halfWritten,
  };
}
