import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { bumpContentVersion } from '../../server/articles/publicArticles';
import type { DatabaseHandle } from '../../server/db/database';
import { ARTICLE_SEARCH_PATH } from '@/shared/api/articles';
import { articleSearchListSchema } from '@/shared/api/articlesSchema';
import { insertArticles, unpublish } from './utils/articleRows';
import { fakeBuildForTests } from './utils/fakeBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

const build = fakeBuildForTests();

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(databaseLegs)('GET ARTICLE_SEARCH_PATH on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  /**
   * Writes an article as the staff API would leave it (its row and its version), with a new content
   * version in the same transaction when visitors' pages change (a publication, not a draft).
   */
  async function write(n: number, status: 'published' | 'draft', content = `Body ${n}`) {
    await database.db.transaction().execute(async (trx) => {
      await insertArticles(trx, [
        {
          id: uuid(n),
          slug: `article-${n}`,
          title: `Article ${n}`,
          summary: `Summary ${n}`,
          category: 'rights',
          content,
          author: 'Admin',
          status,
          created_at: day(n),
          updated_at: day(n),
          published_at: status === 'published' ? day(n) : null,
          first_published_at: status === 'published' ? day(n) : null,
        },
      ]);
      if (status === 'published') await bumpContentVersion(trx);
    });
  }

  async function list(headers: Record<string, string> = {}) {
    const response = await app.request(ARTICLE_SEARCH_PATH, { headers });
    return { response, etag: response.headers.get('ETag') };
  }

  async function titles() {
    const body = v.parse(articleSearchListSchema, await (await list()).response.json());
    return body.items.map((item) => item.title);
  }

  beforeEach(async () => {
    database = await open('migrated');
    // Without the seed articles (migration 0005): only what each test writes.
    await database.db.deleteFrom('articles').execute();
    app = createApp({ site: build.site, renderer: build.renderer, db: database.db, log: () => {} });
  });
  afterEach(() => database.close());

  it('lists the published articles with their text as plain words, never a draft', async () => {
    await write(
      1,
      'published',
      '## Your *rights*\n\nSee [the court](https://example.ng).\n\n| Fee | Days |\n|---|---|\n| ₦0 | 2 |',
    );
    await write(2, 'draft');
    const { response, etag } = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = (await response.json()) as unknown;
    expect(v.is(articleSearchListSchema, body)).toBe(true);
    expect(body).toEqual({
      version: expect.stringMatching(/^[\w-]{16}$/) as string,
      items: [
        {
          slug: 'article-1',
          title: 'Article 1',
          summary: 'Summary 1',
          category: 'rights',
          text: 'Your rights\n\nSee the court.\n\nFee\tDays\n₦0\t2',
        },
      ],
    });
    // Weak: the same in every encoding, so the browser sends back the version it read from the list.
    expect(etag).toBe(`W/"${(body as { version: string }).version}"`);
  });

  it('keeps its version and ETag when a draft is saved: nothing a visitor searches changed', async () => {
    await write(1, 'published');
    const before = await list();
    await write(2, 'draft');
    const after = await list({ 'If-None-Match': before.etag! });
    expect(after.response.status).toBe(304);
  });

  it('is sent compressed when the browser takes it, with the same ETag', async () => {
    await write(1, 'published');
    const plain = await list();
    const brotli = await list({ 'Accept-Encoding': 'br' });
    expect(brotli.response.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotli.etag).toBe(plain.etag);
    const version = plain.etag!.slice(3, -1);
    const revalidated = await list({ 'Accept-Encoding': 'gzip', 'If-None-Match': `"${version}"` });
    expect(revalidated.response.status).toBe(304);
  });

  it('answers 304 to the ETag it sent while nothing changed, and the list again for any other', async () => {
    await write(1, 'published');
    const { etag } = await list();
    const again = await list({ 'If-None-Match': etag! });
    expect(again.response.status).toBe(304);
    expect(await again.response.text()).toBe('');
    expect(again.etag).toBe(etag);
    expect((await list({ 'If-None-Match': `"x", ${etag!.slice(2)}` })).response.status).toBe(304);
    expect((await list({ 'If-None-Match': '"0"' })).response.status).toBe(200);
  });

  it('changes its ETag and its list when an article is published, and when it is taken down', async () => {
    await write(1, 'published');
    const first = await list();
    expect(await titles()).toEqual(['Article 1']);

    await write(2, 'published');
    const published = await list({ 'If-None-Match': first.etag! });
    expect(published.response.status).toBe(200);
    expect(published.etag).not.toBe(first.etag);
    expect(await titles()).toEqual(['Article 2', 'Article 1']);

    await unpublish(database.db, 'article-2', { at: day(5).toISOString() });
    const unpublished = await list({ 'If-None-Match': published.etag! });
    expect(unpublished.response.status).toBe(200);
    expect(unpublished.etag).not.toBe(published.etag);
    expect(await titles()).toEqual(['Article 1']);
  });

  it('builds the list once per content version, not once per request', async () => {
    await write(1, 'published');
    expect(await titles()).toEqual(['Article 1']);
    // A change made without a new version (which no write does) is not seen: the list was kept.
    await database.db
      .updateTable('article_history')
      .set({ title: 'Renamed' })
      .where('article_id', '=', uuid(1))
      .execute();
    expect(await titles()).toEqual(['Article 1']);
    await bumpContentVersion(database.db);
    expect(await titles()).toEqual(['Renamed']);
  });
});

reportSkippedLeg();
