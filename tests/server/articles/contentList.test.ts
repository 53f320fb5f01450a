import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { CONTENT_PATH, type ContentPage } from '@/shared/api/content';
import { contentPageSchema } from '@/shared/api/contentSchema';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import { insertArticles } from '../utils/articleRows';
import { contentApp, type ContentApp } from './contentTestApp';

const build = fakeBuildForTests();

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n));
const TOPICS = ['Passport renewal', 'Voter card', 'Tax number', '100% free NIN_check'];
const CATEGORIES = ['documents', 'government', 'rights'] as const;

describe.each(databaseLegs)('the staff content list on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  beforeEach(async () => {
    database = await open('migrated');
    await database.db.deleteFrom('articles').execute();
    app = await contentApp(build, database);
    // 60 items: created an hour apart (item 1 first), changed in the reverse order (item 1 last),
    // topics and categories in turn, every third published.
    await insertArticles(
      database.db,
      Array.from({ length: 60 }, (_, i) => {
        const n = i + 1;
        const published = n % 3 === 0;
        return {
          id: uuid(n),
          slug: `item-${n}`,
          title: `${TOPICS[i % 4]!} ${String(n).padStart(2, '0')}`,
          summary: `Summary ${n}`,
          category: CATEGORIES[i % 3]!,
          content: `Body ${n}`,
          author: 'Editorial team',
          status: published ? ('published' as const) : ('draft' as const),
          created_at: hour(n),
          updated_at: hour(200 - n),
          published_at: published ? hour(n) : null,
          first_published_at: published ? hour(n) : null,
        };
      }),
    );
  });
  afterEach(() => database.close());

  const list = async (query = '') => {
    const response = await app.writer.request('GET', `${CONTENT_PATH}${query}`);
    expect(response.status, query).toBe(200);
    const body = (await response.json()) as ContentPage;
    expect(v.is(contentPageSchema, body)).toBe(true);
    return body;
  };
  const numbers = (page: ContentPage) => page.items.map((item) => Number(item.slug.slice('item-'.length)));

  it('lists every status, newest change first, 25 a page, with the total and without the bodies', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 60, page: 1, pageSize: 25 });
    expect(numbers(page)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(page.items[0]).toEqual({
      id: uuid(1),
      kind: 'article',
      slug: 'item-1',
      title: 'Passport renewal 01',
      summary: 'Summary 1',
      category: 'documents',
      author: 'Editorial team',
      status: 'draft',
      revision: 1,
      dateCreated: '2026-01-01T01:00:00.000Z',
      dateModified: '2026-01-09T07:00:00.000Z',
      publishedAt: null,
      firstPublishedAt: null,
      publishedRevision: null,
      hasUnpublishedChanges: false,
      review: 'none',
      reviewComment: null,
      submittedBy: null,
      scheduledAt: null,
      lastMajorUpdateAt: null,
      createdBy: null,
      updatedBy: null,
    });
    expect(page.items[0]).not.toHaveProperty('content');
  });

  it('pages on, and past the end gives an empty page with the total', async () => {
    expect(numbers(await list('?page=3'))).toEqual(Array.from({ length: 10 }, (_, i) => i + 51));
    expect(numbers(await list('?page=2&pageSize=7'))).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(await list('?page=9')).toEqual({ items: [], total: 60, page: 9, pageSize: 25 });
  });

  it('sorts by last change, creation or title, either way, items with one title kept in one order', async () => {
    expect(numbers(await list('?sort=updated&dir=asc&pageSize=3'))).toEqual([60, 59, 58]);
    expect(numbers(await list('?sort=created&dir=desc&pageSize=3'))).toEqual([60, 59, 58]);
    expect(numbers(await list('?sort=created&dir=asc&pageSize=3'))).toEqual([1, 2, 3]);
    const byTitle = await list('?sort=title&dir=asc&pageSize=100');
    const titles = byTitle.items.map((item) => item.title);
    expect(titles.slice(0, 2)).toEqual(['100% free NIN_check 04', '100% free NIN_check 08']);
    expect(titles).toEqual([...titles].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect((await list('?sort=title&dir=desc&pageSize=1')).items[0]!.title).toBe('Voter card 58');
  });

  it('filters by status and by category, each alone and together', async () => {
    const published = await list('?status=published&pageSize=100');
    expect(published.total).toBe(20);
    expect(published.items.every((item) => item.status === 'published')).toBe(true);
    const rights = await list('?category=rights&pageSize=100');
    expect(rights.total).toBe(20);
    expect(rights.items.every((item) => item.category === 'rights')).toBe(true);
    // Every third item is both published and in rights (3, 6, 9…): the two filters together.
    const both = await list('?status=draft&category=rights&pageSize=100');
    expect(both.total).toBe(0);
    expect(numbers(await list('?status=published&category=rights&pageSize=4'))).toEqual([3, 6, 9, 12]);
  });

  it('searches the title for every word sent, in any case, taking % and _ literally', async () => {
    const passport = await list('?q=PASSPORT&pageSize=100');
    expect(passport.total).toBe(15);
    expect(passport.items.every((item) => item.title.startsWith('Passport renewal'))).toBe(true);
    expect(numbers(await list('?q=renewal%2005'))).toEqual([5]);
    expect(numbers(await list('?q=%20%20voter%20%20%2006%20'))).toEqual([6]);
    expect(numbers(await list('?q=voter+card+06'))).toEqual([6]);
    expect((await list('?q=100%25')).total).toBe(15);
    expect((await list('?q=nin_')).total).toBe(15);
    // "%" and "_" match themselves, not any text.
    expect((await list('?q=%25%25')).total).toBe(0);
    expect((await list('?q=r_n')).total).toBe(0);
    expect((await list('?q=passport&category=documents&status=published&pageSize=100')).total).toBe(0);
  });
});

reportSkippedLeg();
