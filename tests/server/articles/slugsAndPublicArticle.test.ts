import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { publicArticlePath, type PublicArticle } from '@/shared/api/articles';
import { publicArticleSchema } from '@/shared/api/articlesSchema';
import { CONTENT_PATH, contentItemPath, type ContentItem } from '@/shared/api/content';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import {
  changed,
  changeOf,
  type ContentApp,
  contentAppEachTest,
  created,
  draft,
  published,
  unpublished,
} from './contentTestApp';

const TAKEN = 'This address is already used by another article. Choose another.';

describe.each(databaseLegs)('slugs, redirects and the public article on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  contentAppEachTest(open, (now) => ({ database, app } = now));

  const redirects = async () =>
    (
      await database.db
        .selectFrom('article_slug_redirects')
        .select(['slug', 'article_id'])
        .where('slug', 'not like', 'seed-%')
        .orderBy('slug')
        .execute()
    ).map((row) => [row.slug, row.article_id]);
  const visit = (slug: string, headers: Record<string, string> = {}) =>
    app.app.request(publicArticlePath(slug), { headers });

  describe('slugs', () => {
    it('makes the slug from the title, with -2, -3… when another article has it', async () => {
      const first = await created(app.editor, { title: 'Renew your passport!' });
      const second = await created(app.editor, { title: 'Renew your passport' });
      const third = await created(app.writer, { title: 'RENEW — your passport' });
      expect([first.slug, second.slug, third.slug]).toEqual([
        'renew-your-passport',
        'renew-your-passport-2',
        'renew-your-passport-3',
      ]);
    });

    it('keeps a numbered slug within 80 characters', async () => {
      const title = 'a'.repeat(80);
      const first = await created(app.editor, { title });
      const second = await created(app.editor, { title });
      expect(first.slug).toBe(title);
      expect(second.slug).toBe(`${'a'.repeat(78)}-2`);
    });

    it('lets the slug follow the title on each save until the first publication, then keeps it', async () => {
      const item = await created(app.writer, { title: 'Old title' });
      const withoutSlug = changeOf(item, { title: 'New title', slug: undefined });
      const response = await app.writer.request('PUT', contentItemPath(item.id), withoutSlug);
      const followed = (await response.json()) as ContentItem;
      expect(followed.slug).toBe('new-title');
      // A draft's old slug was nobody's address: no redirect, and it is free again.
      expect(await redirects()).toEqual([]);
      expect((await created(app.editor, { title: 'Old title' })).slug).toBe('old-title');

      const live = await published(app.editor, followed);
      const keep = changeOf(live, { title: 'Newest title', slug: undefined });
      const kept = (await (
        await app.editor.request('PUT', contentItemPath(item.id), keep)
      ).json()) as ContentItem;
      expect(kept).toMatchObject({ title: 'Newest title', slug: 'new-title' });
    });

    it('renames a published article: the old slug redirects, and renaming back takes it out of the redirects', async () => {
      const live = await created(app.editor, { title: 'Tax basics', status: 'published' });
      const renamed = await changed(app.editor, live, { slug: 'paying-tax' });
      expect(renamed.slug).toBe('paying-tax');
      expect(await redirects()).toEqual([['tax-basics', live.id]]);
      const back = await changed(app.editor, renamed, { slug: 'tax-basics' });
      expect(back.slug).toBe('tax-basics');
      expect(await redirects()).toEqual([['paying-tax', live.id]]);
    });

    it('refuses a slug another article has, or redirects from, with 422 and the field’s message', async () => {
      const live = await created(app.editor, { title: 'Tax basics', status: 'published' });
      await changed(app.editor, live, { slug: 'paying-tax' });
      for (const slug of [
        'paying-tax',
        'tax-basics',
        'how-to-get-your-national-identification-number-nin',
        'seed-nin-guide',
      ]) {
        const response = await app.editor.request('POST', CONTENT_PATH, draft({ slug }));
        expect(response.status, slug).toBe(422);
        expect(await response.json()).toEqual({ error: TAKEN, fields: { slug: TAKEN } });
      }
      const other = await created(app.writer, { title: 'Something else' });
      const response = await app.writer.request(
        'PUT',
        contentItemPath(other.id),
        changeOf(other, { slug: 'tax-basics' }),
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: TAKEN, fields: { slug: TAKEN } });
      expect(
        (await database.db
          .selectFrom('articles')
          .select('slug')
          .where('id', '=', other.id)
          .executeTakeFirst())!.slug,
      ).toBe('something-else');
    });

    it('gives an automatic slug a number when the plain one is another article’s old address', async () => {
      const live = await created(app.editor, { title: 'Tax basics', status: 'published' });
      await changed(app.editor, live, { slug: 'paying-tax' });
      expect((await created(app.writer, { title: 'Tax basics' })).slug).toBe('tax-basics-2');
    });

    it('asks for a slug when the title gives none and none was sent', async () => {
      const response = await app.editor.request('POST', CONTENT_PATH, draft({ title: 'ǃ — ?' }));
      expect(response.status).toBe(400);
      const message =
        'This title gives no address. Enter one with letters a–z or digits, like how-to-get-your-nin.';
      expect(await response.json()).toEqual({ error: message, fields: { slug: message } });
      expect((await created(app.editor, { title: 'ǃ — ?', slug: 'punctuation' })).slug).toBe('punctuation');
    });
  });

  describe('GET publicArticlePath', () => {
    it('answers a published article with an ETag, short public caching, and 304 when the copy is current', async () => {
      const item = await created(app.editor, { title: 'Tax basics', status: 'published' });
      const response = await visit('tax-basics');
      expect(response.status).toBe(200);
      const body = (await response.json()) as PublicArticle;
      expect(v.is(publicArticleSchema, body)).toBe(true);
      expect(body).toEqual({
        id: item.id,
        slug: 'tax-basics',
        title: 'Tax basics',
        summary: item.summary,
        category: 'documents',
        author: 'editor',
        publishedAt: '2026-11-25T09:00:00.000Z',
        firstPublishedAt: '2026-11-25T09:00:00.000Z',
        updatedAt: '2026-11-25T09:00:00.000Z',
        content: item.content,
        changeNotes: [],
      });
      const etag = response.headers.get('ETag')!;
      expect(etag).toBe(`"${item.id}-1"`);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');

      const again = await visit('tax-basics', { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      expect((await visit('tax-basics', { 'If-None-Match': `"x", W/${etag}` })).status).toBe(304);

      // A save changes the working copy, not what visitors read: their copy stays current.
      const saved = await changed(app.editor, item, { content: 'New text' });
      expect((await visit('tax-basics', { 'If-None-Match': etag })).status).toBe(304);
      await published(app.editor, saved);
      const changedNow = await visit('tax-basics', { 'If-None-Match': etag });
      expect(changedNow.status).toBe(200);
      expect(changedNow.headers.get('ETag')).toBe(`"${item.id}-3"`);
      expect(((await changedNow.json()) as PublicArticle).content).toBe('New text');
    });

    it('redirects an old slug (301) to the current one’s address', async () => {
      const item = await created(app.editor, { title: 'Tax basics', status: 'published' });
      await changed(app.editor, item, { slug: 'paying-tax' });
      const response = await visit('tax-basics');
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(publicArticlePath('paying-tax'));
      expect((await visit('seed-nin-guide')).headers.get('Location')).toBe(
        publicArticlePath('how-to-get-your-national-identification-number-nin'),
      );
    });

    it('answers 410 for a taken-down article, and 200 again when it is published again', async () => {
      const item = await created(app.editor, { title: 'Tax basics', status: 'published' });
      const down = await unpublished(app.editor, item);
      const response = await visit('tax-basics');
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({ error: 'This article has been taken down.' });
      await published(app.editor, down);
      expect((await visit('tax-basics')).status).toBe(200);
    });

    it('answers 404 for a draft, a deleted article, an unknown or malformed slug, and a draft’s old slug', async () => {
      const hidden = await created(app.editor, { title: 'Not yet' });
      const doomed = await created(app.editor, { title: 'Short lived', status: 'published' });
      const renamedLive = await changed(app.editor, doomed, { slug: 'brief-life' });
      await app.editor.request('DELETE', `${contentItemPath(doomed.id)}?revision=${renamedLive.revision}`);
      expect(await redirects()).toEqual([]); // the redirects went with it
      await changed(app.editor, hidden, { slug: 'still-not-yet' });
      for (const slug of [
        'not-yet',
        'still-not-yet',
        'short-lived',
        'brief-life',
        'never-was',
        'Bad_Slug',
        'a'.repeat(81),
      ]) {
        const response = await visit(slug);
        expect(response.status, slug).toBe(404);
        expect(await response.json()).toEqual({ error: 'There is no article at this address.' });
      }
    });
  });
});

reportSkippedLeg();
