import type { Insertable, Kysely, Selectable } from 'kysely';
import { bumpContentVersion } from '../../../server/articles/publicArticles';
import type { Database } from '../../../server/db/schema';

/*
 * Articles written straight into the database as the editorial workflow leaves them (migration 0007):
 * the `articles` row is the working copy, every step adds a revision to article_history, and visitors
 * read `published_revision`. For the tests of what visitors see, whatever the staff API looks like.
 */

type Db = Kysely<Database>;

/** The working copy's text fields, as history keeps them. */
const TEXT = ['slug', 'title', 'summary', 'category', 'content'] as const;

/** The history row of an article's working copy as it stands, made by `event`. */
function versionOf(
  row: Selectable<Database['articles']>,
  event: Database['article_history']['event'],
  at: Date,
  note: string | null,
): Database['article_history'] {
  return {
    article_id: row.id,
    revision: row.revision,
    event,
    at,
    actor_id: null,
    actor_name: row.author,
    note,
    without_review: null,
    ...(Object.fromEntries(TEXT.map((field) => [field, row[field]])) as Pick<
      Database['article_history'],
      (typeof TEXT)[number]
    >),
  };
}

/** Adds the working copy of `slug` as it stands now to its history, as its current revision. */
async function recordRevision(
  tx: Db,
  slug: string,
  event: 'published' | 'saved' | 'unpublished',
  at: Date,
  note: string | null,
) {
  const row = await tx.selectFrom('articles').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  await tx
    .insertInto('article_history')
    .values(versionOf(row, event, at, note))
    .execute();
  return row;
}

/**
 * Puts articles straight into the database (many at once, with dates of the test's choosing), each with
 * its one version in article_history as migration 0007 gives an existing article: a published one's is
 * the version visitors read, and its "Last updated" is its last change unless the row says otherwise.
 */
export async function insertArticles(db: Db, rows: Insertable<Database['articles']>[]) {
  const stored = await db
    .insertInto('articles')
    .values(
      rows.map((row) =>
        row.status === 'published'
          ? { published_revision: row.revision ?? 1, last_major_update_at: row.updated_at, ...row }
          : row,
      ),
    )
    .returningAll()
    .execute();
  await db
    .insertInto('article_history')
    .values(
      stored.map((row) =>
        versionOf(row, row.status === 'published' ? 'published' : 'created', row.updated_at, null),
      ),
    )
    .execute();
}

/** A new article (or guide), published at `at` (its first publication, with an optional note). */
export async function publishNew(
  db: Db,
  {
    slug,
    title,
    at = '2026-12-02T08:00:00Z',
    note = null,
    kind = 'article',
    content = 'First paragraph.\n\nSecond paragraph.',
  }: {
    slug: string;
    title: string;
    at?: string;
    note?: string | null;
    /** An article unless said; a guide's content is its JSON. */
    kind?: 'article' | 'guide';
    content?: string;
  },
) {
  const when = new Date(at);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('articles')
      .values({
        id: crypto.randomUUID(),
        slug,
        title,
        summary: `Summary of ${title}`,
        category: 'documents',
        kind,
        content,
        author: 'Ada Obi',
        status: 'published',
        revision: 1,
        published_revision: 1,
        created_at: when,
        updated_at: when,
        published_at: when,
        first_published_at: when,
        last_major_update_at: when,
      })
      .execute();
    await recordRevision(tx, slug, 'published', when, note);
    await bumpContentVersion(tx);
  });
}

/** Saves a change to the working copy of `slug`: a new revision visitors do not see. */
export async function saveWorkingCopy(
  db: Db,
  slug: string,
  changes: { title?: string; summary?: string; content?: string },
  at = '2026-12-01T10:00:00Z',
) {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('articles')
      .set((eb) => ({ ...changes, revision: eb('revision', '+', 1), updated_at: new Date(at) }))
      .where('slug', '=', slug)
      .execute();
    await recordRevision(tx, slug, 'saved', new Date(at), null);
  });
}

/**
 * Publishes the working copy of `slug` at `at`: a major change with its public note (which moves "Last
 * updated"), or a minor one (`note` null) that leaves it.
 */
export async function publishChange(db: Db, slug: string, { at, note }: { at: string; note: string | null }) {
  const when = new Date(at);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('articles')
      .set((eb) => ({
        revision: eb('revision', '+', 1),
        status: 'published',
        published_revision: eb('revision', '+', 1),
        published_at: when,
        updated_at: when,
        unpublished_at: null,
        unpublish_redirect: null,
        ...(note === null ? {} : { last_major_update_at: when }),
      }))
      .where('slug', '=', slug)
      .execute();
    await recordRevision(tx, slug, 'published', when, note);
    await bumpContentVersion(tx);
  });
}

/** Takes `slug` down at `at`: its address then answers 410, or redirects to `redirectTo`. */
export async function unpublish(
  db: Db,
  slug: string,
  { at = '2026-12-01T10:00:00Z', redirectTo = null }: { at?: string; redirectTo?: string | null } = {},
) {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('articles')
      .set((eb) => ({
        revision: eb('revision', '+', 1),
        status: 'draft',
        published_revision: null,
        published_at: null,
        unpublished_at: new Date(at),
        unpublish_redirect: redirectTo,
      }))
      .where('slug', '=', slug)
      .execute();
    await recordRevision(tx, slug, 'unpublished', new Date(at), 'Out of date');
    await bumpContentVersion(tx);
  });
}
