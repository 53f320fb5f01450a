import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { ARTICLES_PAGE_SIZE, ARTICLES_PATH, type ArticleList } from '@/shared/api/articles';
import { articleListSchema } from '@/shared/api/articlesSchema';
import { fakeBuildForTests } from './utils/fakeBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';
import { insertArticles } from './utils/articleRows';

const build = fakeBuildForTests();

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(databaseLegs)('GET /api/articles on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  beforeEach(async () => {
    database = await open('migrated');
    // Without the seed articles (migration 0005), so the dates below are the only ones.
    await database.db.deleteFrom('articles').execute();
    app = createApp({ site: build.site, renderer: build.renderer, db: database.db, log: () => {} });
    // 25 published on days 1–25, and a draft written last.
    await insertArticles(database.db, [
      ...Array.from({ length: 25 }, (_, i) => ({
        id: uuid(i + 1),
        slug: `article-${i + 1}`,
        title: `Article ${i + 1}`,
        category: 'documents',
        content: `Body ${i + 1}`,
        author: 'Admin',
        status: 'published' as const,
        created_at: day(i + 1),
        updated_at: day(i + 1),
        published_at: day(i + 1),
      })),
      {
        id: uuid(99),
        slug: 'unfinished-draft',
        title: 'Unfinished draft',
        category: 'documents',
        content: 'Not for visitors',
        author: 'Admin',
        status: 'draft' as const,
        created_at: day(28),
        updated_at: day(28),
        published_at: null,
      },
    ]);
  });
  afterEach(() => database.close());

  it('lists the newest published articles, a page of 20 by default, in the shared shape, without their text, never a draft', async () => {
    const response = await app.request(ARTICLES_PATH);
    expect(response.status).toBe(200);
    // As sent, not as parsed: the schema drops fields it does not know, and no text may travel.
    const body = (await response.json()) as ArticleList;
    expect(v.is(articleListSchema, body)).toBe(true);
    expect(body.items).toHaveLength(ARTICLES_PAGE_SIZE);
    expect(body.items[0]).toEqual({
      id: uuid(25),
      slug: 'article-25',
      title: 'Article 25',
      summary: '',
      category: 'documents',
      author: 'Admin',
      publishedAt: '2026-01-25T12:00:00.000Z',
      updatedAt: '2026-01-25T12:00:00.000Z',
    });
    expect(body.items.map((item) => item.title)).not.toContain('Unfinished draft');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('orders by the public "Last updated" (first publication or last major change), not by the last save', async () => {
    // Article 1 had a major change on day 30; article 2 was saved on day 29 with no new publication.
    await database.db
      .updateTable('articles')
      .set({ last_major_update_at: day(30) })
      .where('id', '=', uuid(1))
      .execute();
    await database.db
      .updateTable('articles')
      .set({ updated_at: day(29) })
      .where('id', '=', uuid(2))
      .execute();
    const body = v.parse(articleListSchema, await (await app.request(`${ARTICLES_PATH}?limit=2`)).json());
    expect(body.items.map((item) => [item.title, item.updatedAt])).toEqual([
      ['Article 1', '2026-01-30T12:00:00.000Z'],
      ['Article 25', '2026-01-25T12:00:00.000Z'],
    ]);
  });

  it('takes a limit from 1 to 50, and explains any other', async () => {
    const three = v.parse(articleListSchema, await (await app.request(`${ARTICLES_PATH}?limit=3`)).json());
    expect(three.items.map((item) => item.title)).toEqual(['Article 25', 'Article 24', 'Article 23']);
    for (const limit of ['0', '51', 'ten', '-1', '1e2']) {
      const response = await app.request(`${ARTICLES_PATH}?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'limit must be a whole number from 1 to 50.',
        fields: { limit: 'limit must be a whole number from 1 to 50.' },
      });
    }
  });
});

reportSkippedLeg();
