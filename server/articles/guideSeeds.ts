import type { Kysely } from 'kysely';
import type { GuideSeed } from '@/shared/api/guideContent';
import type { Database } from '../db/schema';
import { recordVersion } from './articleHistory';
import { lockContentWrites } from './contentRules';
import { bumpContentVersion } from './publicArticles';

/** Who the history names for what the server loaded itself. */
export const SEED_AUTHOR = 'Citizen Guide Nigeria';

/**
 * Loads each guide of `seeds` (the renderer's guideSeeds: the NIN guide as the code held it before
 * guides were content) into the database, published as its first version, so visitors and staff find
 * it there from then on. Each once, whatever happens to it later (content_seeds), and once with several
 * processes starting together: a seed's row is inserted in the same transaction as its guide. Answers
 * whether it loaded any now.
 */
export async function seedGuides(
  db: Kysely<Database>,
  deps: { clock: () => Date; newId: () => string },
  seeds: readonly GuideSeed[],
): Promise<boolean> {
  let loaded = false;
  for (const seed of seeds) {
    if (await db.transaction().execute((trx) => seedGuide(trx, deps, seed))) loaded = true;
  }
  return loaded;
}

async function seedGuide(
  db: Kysely<Database>,
  deps: { clock: () => Date; newId: () => string },
  seed: GuideSeed,
): Promise<boolean> {
  await lockContentWrites(db);
  const now = deps.clock();
  const claimed = await db
    .insertInto('content_seeds')
    .values({ name: seed.name, done_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returning('name')
    .executeTakeFirst();
  if (!claimed) return false;
  // An item staff made with the slug first keeps it; the guide waits under another for staff to rename.
  const taken = await db.selectFrom('articles').select('id').where('slug', '=', seed.slug).executeTakeFirst();
  const id = deps.newId();
  const row = await db
    .insertInto('articles')
    .values({
      id,
      kind: 'guide',
      slug: taken ? `${seed.slug}-${id.slice(0, 8)}` : seed.slug,
      title: seed.title,
      summary: seed.summary,
      category: 'documents',
      content: seed.content,
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
  await recordVersion(db, row, 'published', { accountId: null, name: SEED_AUTHOR }, null);
  await bumpContentVersion(db);
  return true;
}
