import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import {
  CONTENT_PATH,
  contentHistoryPath,
  contentItemPath,
  contentStepPath,
  contentVersionPath,
  WORKFLOW_STEPS,
  type ContentConflict,
  type ContentItem,
} from '@/shared/api/content';
import { contentConflictSchema, contentItemSchema } from '@/shared/api/contentSchema';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import {
  changed,
  changeOf,
  type ContentApp,
  contentAppEachTest,
  contentAudit,
  contentVersion,
  created,
  draft,
  published,
  unpublished,
} from './contentTestApp';

describe.each(databaseLegs)('the staff content API on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  contentAppEachTest(open, (now) => ({ database, app } = now));

  const articleRow = (id: string) =>
    database.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();

  describe('roles', () => {
    it('answers 401 to every route when nobody is signed in, and writes nothing', async () => {
      const seed = '5eed0000-0000-4000-8000-000000000001';
      const requests: [string, string, unknown][] = [
        ['GET', CONTENT_PATH, undefined],
        ['POST', CONTENT_PATH, draft()],
        ['GET', contentItemPath(seed), undefined],
        ['PUT', contentItemPath(seed), { revision: 1, ...draft() }],
        ...WORKFLOW_STEPS.map((step): [string, string, unknown] => [
          'POST',
          contentStepPath(seed, step),
          { revision: 1 },
        ]),
        ['GET', contentHistoryPath(seed), undefined],
        ['GET', contentVersionPath(seed, 1), undefined],
        ['DELETE', `${contentItemPath(seed)}?revision=1`, undefined],
      ];
      for (const [method, path, body] of requests) {
        const response = await app.anonymous.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ error: 'Your session has ended. Sign in again.' });
      }
      expect(await database.db.selectFrom('articles').select('status').execute()).toEqual([
        { status: 'published' },
        { status: 'published' },
        { status: 'published' },
      ]);
    });

    it('lets a writer create a draft and change it, with the writer as its author', async () => {
      const item = await created(app.writer);
      expect(v.is(contentItemSchema, item)).toBe(true);
      expect(item).toMatchObject({
        title: 'How to renew your passport',
        slug: 'how-to-renew-your-passport',
        author: 'writer',
        status: 'draft',
        revision: 1,
        dateCreated: '2026-11-25T09:00:00.000Z',
        dateModified: '2026-11-25T09:00:00.000Z',
        publishedAt: null,
        firstPublishedAt: null,
      });
      app.clock.advance(60_000);
      const again = await changed(app.writer, item, { content: 'Bring your old passport.' });
      expect(again).toMatchObject({
        revision: 2,
        content: 'Bring your old passport.',
        author: 'writer',
        dateModified: '2026-11-25T09:01:00.000Z',
      });
      const row = await articleRow(item.id);
      expect(row).toMatchObject({ content: 'Bring your old passport.', revision: 2 });
      expect(row!.created_by).toBe(row!.updated_by);
      expect(row!.created_by).not.toBeNull();
    });

    it('refuses a writer publishing, renaming a published article, unpublishing and deleting, with sentences', async () => {
      const publishing = await app.writer.request('POST', CONTENT_PATH, draft({ status: 'published' }));
      expect(publishing.status).toBe(403);
      const mustSubmit = {
        error:
          'Only an editor or an admin can publish an article. Submit it for review: an editor publishes it.',
      };
      expect(await publishing.json()).toEqual(mustSubmit);
      expect(await database.db.selectFrom('articles').select('id').execute()).toHaveLength(3);

      const own = await created(app.writer);
      const publish = await app.writer.request('POST', contentStepPath(own.id, 'publish'), {
        revision: 1,
        change: 'major',
      });
      expect(publish.status).toBe(403);
      expect(await publish.json()).toEqual(mustSubmit);

      const deleting = await app.writer.request('DELETE', `${contentItemPath(own.id)}?revision=1`);
      expect(deleting.status).toBe(403);
      expect(await deleting.json()).toEqual({ error: 'Only an editor or an admin can delete an article.' });

      const live = await published(app.editor, own);
      const rename = await app.writer.request(
        'PUT',
        contentItemPath(own.id),
        changeOf(live, { slug: 'renewing-passports' }),
      );
      expect(rename.status).toBe(403);
      expect(await rename.json()).toEqual({
        error:
          'Only an editor or an admin can change the address of an article visitors may have seen. Ask one to rename it.',
      });
      const unpublish = await app.writer.request('POST', contentStepPath(own.id, 'unpublish'), {
        revision: live.revision,
        reason: 'Wrong',
      });
      expect(unpublish.status).toBe(403);
      expect(await unpublish.json()).toEqual({
        error: 'Only an editor or an admin can unpublish an article.',
      });
      expect(await articleRow(own.id)).toMatchObject({
        slug: own.slug,
        status: 'published',
        revision: 2,
      });
    });

    it('lets editors and admins create published, change published, unpublish and delete', async () => {
      for (const browser of [app.editor, app.admin]) {
        const item = await created(browser, {
          title: `Live from the start ${browser.address}`,
          status: 'published',
        });
        expect(item).toMatchObject({
          status: 'published',
          publishedAt: '2026-11-25T09:00:00.000Z',
          firstPublishedAt: '2026-11-25T09:00:00.000Z',
        });
        const edited = await changed(browser, item, { summary: 'Changed while live.' });
        const down = await unpublished(browser, edited);
        const gone = await browser.request('DELETE', `${contentItemPath(down.id)}?revision=${down.revision}`);
        expect(gone.status).toBe(204);
        expect(await gone.text()).toBe('');
        expect(await articleRow(item.id)).toBeUndefined();
      }
    });

    it('reads one item for any staff member, 404 with a sentence for an unknown or malformed id', async () => {
      const item = await created(app.editor);
      const read = await app.writer.request('GET', contentItemPath(item.id));
      expect(await read.json()).toEqual(item);
      for (const id of ['00000000-0000-4000-8000-999999999999', 'not-an-id']) {
        const response = await app.writer.request('GET', contentItemPath(id));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: 'There is no such article. It may have been deleted.',
        });
      }
    });
  });

  describe('revisions', () => {
    it('refuses a change made from a stale copy with 409 and the version stored now, and keeps that version', async () => {
      const item = await created(app.editor);
      const theirs = await changed(app.admin, item, { title: 'Renewing a passport, step by step' });
      const mine = await app.editor.request(
        'PUT',
        contentItemPath(item.id),
        changeOf(item, { content: 'My text' }),
      );
      expect(mine.status).toBe(409);
      const conflict = (await mine.json()) as ContentConflict;
      expect(v.is(contentConflictSchema, conflict)).toBe(true);
      expect(conflict).toEqual({
        error:
          'Someone else saved this article after you opened it. Compare their version with yours and choose what to keep.',
        current: theirs,
      });
      expect(await articleRow(item.id)).toMatchObject({
        title: theirs.title,
        content: item.content,
        revision: 2,
      });
    });

    it('refuses a stale workflow step and delete the same way', async () => {
      const item = await created(app.editor);
      const now = await changed(app.editor, item, { summary: 'Newer' });
      for (const [method, path, body] of [
        ['POST', contentStepPath(item.id, 'publish'), { revision: 1, change: 'major' }],
        ['POST', contentStepPath(item.id, 'submit'), { revision: 1 }],
        ['DELETE', `${contentItemPath(item.id)}?revision=1`, undefined],
      ] as const) {
        const response = await app.editor.request(method, path, body);
        expect(response.status, method).toBe(409);
        expect(((await response.json()) as ContentConflict).current).toEqual(now);
      }
      expect(await articleRow(item.id)).toMatchObject({ status: 'draft', revision: 2 });
    });

    it('answers a change to an article deleted meanwhile with 409 and no current version', async () => {
      const item = await created(app.editor);
      await app.admin.request('DELETE', `${contentItemPath(item.id)}?revision=1`);
      for (const [method, path, body] of [
        ['PUT', contentItemPath(item.id), changeOf(item)],
        ['POST', contentStepPath(item.id, 'publish'), { revision: 1, change: 'major' }],
        ['DELETE', `${contentItemPath(item.id)}?revision=1`, undefined],
      ] as const) {
        const response = await app.editor.request(method, path, body);
        expect(response.status, method).toBe(409);
        expect(await response.json()).toEqual({
          error: 'This article was deleted after you opened it. Copy your text if you want to keep it.',
          current: null,
        });
      }
      expect(await articleRow(item.id)).toBeUndefined();
    });
  });

  describe('publication', () => {
    it('publishes (first publication kept), unpublishes (taken down), and publishing again is a new publication', async () => {
      const item = await created(app.editor);
      app.clock.advance(60_000);
      const live = await published(app.editor, item);
      expect(live).toMatchObject({
        status: 'published',
        revision: 2,
        publishedRevision: 2,
        publishedAt: '2026-11-25T09:01:00.000Z',
        firstPublishedAt: '2026-11-25T09:01:00.000Z',
      });
      app.clock.advance(60_000);
      const down = await unpublished(app.editor, live);
      expect(down).toMatchObject({
        status: 'draft',
        revision: 3,
        publishedAt: null,
        publishedRevision: null,
      });
      expect((await articleRow(item.id))!.unpublished_at).toEqual(new Date('2026-11-25T09:02:00.000Z'));
      app.clock.advance(60_000);
      const again = await published(app.editor, down);
      expect(again).toMatchObject({
        revision: 4,
        publishedRevision: 4,
        publishedAt: '2026-11-25T09:03:00.000Z',
        firstPublishedAt: '2026-11-25T09:01:00.000Z',
      });
      expect((await articleRow(item.id))!.unpublished_at).toBeNull();
    });
  });

  describe('the audit log and the content version', () => {
    it('records every change with who, what and which revision, and bumps the content version only when visitors’ pages change', async () => {
      const versions = [await contentVersion(database)];
      const item = await created(app.writer, { title: 'Voter registration' });
      versions.push(await contentVersion(database));
      const edited = await changed(app.writer, item, { summary: 'Where to register.' });
      versions.push(await contentVersion(database));
      const live = await published(app.editor, edited);
      versions.push(await contentVersion(database));
      const renamed = await changed(app.editor, live, { slug: 'register-to-vote' });
      versions.push(await contentVersion(database));
      const down = await unpublished(app.editor, renamed);
      versions.push(await contentVersion(database));
      await app.admin.request('DELETE', `${contentItemPath(down.id)}?revision=${down.revision}`);
      versions.push(await contentVersion(database));
      const first = versions[0]!;
      // Drafts change nothing visitors see; publishing, renaming, unpublishing and deleting do.
      expect(versions).toEqual([first, first, first, first + 1, first + 2, first + 3, first + 4]);

      expect(await contentAudit(database)).toEqual([
        ['contentCreated', 'writer@example.gov.ng', 'Voter registration', 'revision 1'],
        ['contentChanged', 'writer@example.gov.ng', 'Voter registration', 'revision 2'],
        ['contentPublished', 'editor@example.gov.ng', 'Voter registration', 'revision 3'],
        [
          'contentRenamed',
          'editor@example.gov.ng',
          'Voter registration',
          'voter-registration → register-to-vote',
        ],
        ['contentChanged', 'editor@example.gov.ng', 'Voter registration', 'revision 4'],
        ['contentUnpublished', 'editor@example.gov.ng', 'Voter registration', 'revision 5: Out of date.'],
        ['contentDeleted', 'admin@example.gov.ng', 'Voter registration', 'revision 5'],
      ]);
      const ips = await database.db
        .selectFrom('audit_log')
        .select('ip')
        .where('action', 'like', 'content%')
        .execute();
      expect(new Set(ips.map((row) => row.ip))).toEqual(new Set(['192.0.2.10', '192.0.2.20']));
    });

    it('records a creation published at once as created and published', async () => {
      await created(app.editor, { title: 'Straight out', status: 'published' });
      expect(await contentAudit(database)).toEqual([
        ['contentCreated', 'editor@example.gov.ng', 'Straight out', 'revision 1'],
        ['contentPublished', 'editor@example.gov.ng', 'Straight out', 'revision 1'],
      ]);
    });

    it('writes neither an entry nor a version when a change is refused', async () => {
      const item = await created(app.editor);
      const version = await contentVersion(database);
      await app.editor.request('PUT', contentItemPath(item.id), changeOf(item, { revision: 7 }));
      await app.writer.request('DELETE', `${contentItemPath(item.id)}?revision=1`);
      await app.editor.request('POST', CONTENT_PATH, draft({ slug: item.slug }));
      expect(await contentVersion(database)).toBe(version);
      expect(await contentAudit(database)).toHaveLength(1);
    });
  });

  it('takes the planner’s statistics of the articles at every hundredth write, drafts too (PGlite has no autovacuum)', async () => {
    const statistics = async () =>
      (
        await sql<{ count: string }>`select count(*) from pg_stats
          where schemaname = current_schema() and tablename = 'articles'`.execute(database.db)
      ).rows[0]!.count;
    await database.db.updateTable('content_version').set({ writes: '98' }).execute();
    await created(app.editor, { title: 'Ninety-ninth' });
    expect(await statistics()).toBe('0');
    await created(app.editor, { title: 'Hundredth' });
    expect(Number(await statistics())).toBeGreaterThan(0);
  });

  it('keeps an item’s every field as staff see it after a round trip', async () => {
    const item: ContentItem = await created(app.editor, {
      title: 'Ìforúkọsílẹ̀ NIN: what to bring',
      summary: 'A summary <b>with</b> markup kept as text.',
      category: 'rights',
      content: '# Heading\n\n- one\n- two',
    });
    expect(item.slug).toBe('iforukosile-nin-what-to-bring');
    expect(await (await app.writer.request('GET', contentItemPath(item.id))).json()).toEqual(item);
  });
});

reportSkippedLeg();
