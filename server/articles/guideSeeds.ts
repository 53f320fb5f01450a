import type { Kysely } from 'kysely';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import type { Database } from '../db/schema';
import { recordVersion } from './articleHistory';
import { bumpContentVersion } from './publicArticles';
import { lockContentWrites } from './contentRules';

/** Who the history names for what the server loaded itself. */
export const SEED_AUTHOR = 'Citizen Guide Nigeria';

/**
 * Loads the NIN guide (ninGuideContent: what the code held before guides were content) into the database
 * on the first start after migration 0009, published as its first version, so visitors and staff find it
 * there from then on. Once only, whatever happens to it later (content_seeds), and once with several
 * processes starting together: the seed's row is inserted in the same transaction as the guide.
 * Answers whether it loaded it now.
 */
export async function seedGuides(
  db: Kysely<Database>,
  deps: { clock: () => Date; newId: () => string },
): Promise<boolean> {
  const content = JSON.stringify(await ninGuideContent());
  return db.transaction().execute(async (trx) => {
    await lockContentWrites(trx);
    const now = deps.clock();
    const claimed = await trx
      .insertInto('content_seeds')
      .values({ name: 'nin-guide', done_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    // An item staff made with the slug first keeps it; the guide waits under another for staff to rename.
    const taken = await trx.selectFrom('articles').select('id').where('slug', '=', 'nin').executeTakeFirst();
    const id = deps.newId();
    const row = await trx
      .insertInto('articles')
      .values({
        id,
        kind: 'guide',
        slug: taken ? `nin-${id.slice(0, 8)}` : 'nin',
        title: 'National Identification Number (NIN)',
        summary: 'How to get your NIN, what to bring, what it costs and how to check it.',
        category: 'documents',
        content,
        author: SEED_AUTHOR,
        status: 'published',
        revision: 1,
        created_at: now,
        updated_at: now,
        published_at: now,
        first_published_at: now,
        published_revision: 1,
        last_major_update_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersion(trx, row, 'published', { accountId: null, name: SEED_AUTHOR }, null);
    await bumpContentVersion(trx);
    return true;
  });
}
