import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { CONTENT_PATH, contentItemPath, contentStepPath, type ContentItem } from '@/shared/api/content';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import { changeOf, type ContentApp, contentAppEachTest, created, draft } from './contentTestApp';

const PATTERN =
  'Use only lower-case letters a–z, digits and single hyphens between words, like how-to-get-your-nin.';

describe.each(databaseLegs)('the content API’s limits on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  contentAppEachTest(open, (now) => ({ database, app } = now));

  const articleCount = async () => (await database.db.selectFrom('articles').select('id').execute()).length;

  // [what is wrong, the fields sent, the field, its message]
  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no title', { title: undefined }, 'title', 'Enter a title.'],
    ['a blank title', { title: ' \u200b ' }, 'title', 'Enter a title.'],
    ['a title of 151', { title: 'T'.repeat(151) }, 'title', 'A title has at most 150 characters.'],
    ['a title not text', { title: 7 }, 'title', 'Enter a title.'],
    ['a summary of 301', { summary: 'S'.repeat(301) }, 'summary', 'A summary has at most 300 characters.'],
    ['no summary', { summary: undefined }, 'summary', 'Enter a summary.'],
    [
      'a body of 50,001',
      { content: 'B'.repeat(50_001) },
      'content',
      'The text has at most 50,000 characters.',
    ],
    ['no body', { content: undefined }, 'content', 'Enter the text of the article.'],
    ['a slug of 81', { slug: 'a'.repeat(81) }, 'slug', 'An address has at most 80 characters.'],
    ['a slug with capitals', { slug: 'How-To' }, 'slug', PATTERN],
    ['a slug with a double hyphen', { slug: 'how--to' }, 'slug', PATTERN],
    ['a slug with an accent', { slug: 'ìforúkọsílẹ̀' }, 'slug', PATTERN],
    ['an unknown category', { category: 'faqs' }, 'category', 'Choose a category.'],
  ];

  it.each(invalid)(
    'refuses %s on create and change with 400 and the field’s message',
    async (_, fields, field, message) => {
      const response = await app.editor.request('POST', CONTENT_PATH, { ...draft(), ...fields });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, fields: { [field]: message } });
      const item = await created(app.editor);
      const change = await app.editor.request('PUT', contentItemPath(item.id), {
        ...changeOf(item),
        ...fields,
      });
      expect(change.status).toBe(400);
      expect(await change.json()).toEqual({ error: message, fields: { [field]: message } });
      expect(await articleCount()).toBe(4);
    },
  );

  it('takes every field at its longest, trimmed', async () => {
    const item = await created(app.editor, {
      title: ` ${'T'.repeat(150)} `,
      summary: 'S'.repeat(300),
      content: 'B'.repeat(50_000),
      slug: 'a'.repeat(80),
    });
    expect(item).toMatchObject({ title: 'T'.repeat(150), slug: 'a'.repeat(80) });
    expect(item.content).toHaveLength(50_000);
  });

  it('takes a 50,000-character text that JSON spells at six bytes a character', async () => {
    const content = '\u0001'.repeat(50_000);
    expect(JSON.stringify(content).length).toBeGreaterThan(290_000);
    const item = await created(app.editor, { content });
    expect(item.content).toBe(content);
  });

  it('refuses a request body over 512 KB with 413 and a sentence, before reading it', async () => {
    const response = await app.editor.request('POST', CONTENT_PATH, {
      ...draft(),
      content: 'x'.repeat(530_000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error:
        'This request is too large (at most 512 KB). An article’s text has at most 50,000 characters: shorten it and save again.',
    });
    expect(await articleCount()).toBe(3);
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    const notJson = await app.editor.request('POST', CONTENT_PATH, undefined, {
      'Content-Type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'The request body must be JSON.' });
    const list = await app.editor.request('POST', CONTENT_PATH, 'How to renew your passport');
    expect(await list.json()).toEqual({ error: 'Send the article as a JSON object.' });
  });

  it('refuses a change or a workflow step without a usable revision, and a deletion without one', async () => {
    const item: ContentItem = await created(app.editor);
    const message = 'Send the revision the change was made from.';
    for (const revision of [undefined, 0, 1.5, '1']) {
      const change = await app.editor.request('PUT', contentItemPath(item.id), {
        ...changeOf(item),
        revision,
      });
      expect(change.status).toBe(400);
      expect(await change.json()).toEqual({ error: message, fields: { revision: message } });
      const step = await app.editor.request('POST', contentStepPath(item.id, 'publish'), {
        revision,
        change: 'major',
      });
      expect(step.status).toBe(400);
      expect(await step.json()).toEqual({ error: message, fields: { revision: message } });
    }
    const badChange = await app.editor.request('POST', contentStepPath(item.id, 'publish'), {
      revision: 1,
      change: 'huge',
    });
    expect(await badChange.json()).toEqual({
      error: 'Choose a major change or a minor fix.',
      fields: { change: 'Choose a major change or a minor fix.' },
    });
    for (const query of ['', '?revision=', '?revision=0', '?revision=one']) {
      const response = await app.editor.request('DELETE', `${contentItemPath(item.id)}${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        'Send the revision the deletion was decided on.',
      );
    }
    expect(
      await database.db
        .selectFrom('articles')
        .select('revision')
        .where('id', '=', item.id)
        .executeTakeFirst(),
    ).toEqual({
      revision: 1,
    });
  });

  it('answers 404 to a change of an id that cannot be one', async () => {
    const response = await app.editor.request(
      'PUT',
      contentItemPath('42'),
      changeOf(await created(app.editor)),
    );
    expect(response.status).toBe(404);
  });

  it('explains a list query it cannot use', async () => {
    const cases: [string, string][] = [
      ['pageSize=101', 'pageSize is a whole number from 1 to 100.'],
      ['pageSize=0', 'pageSize is a whole number from 1 to 100.'],
      ['page=0', 'page is a whole number from 1.'],
      ['page=two', 'page is a whole number from 1.'],
      ['sort=author', 'Sort by updated, created or title.'],
      ['dir=up', 'The order is asc or desc.'],
      ['status=archived', 'The status is draft or published.'],
      ['category=faqs', 'Choose a category.'],
      [`q=${'w'.repeat(151)}`, 'Search with fewer words.'],
    ];
    for (const [query, message] of cases) {
      const response = await app.writer.request('GET', `${CONTENT_PATH}?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toBe(message);
    }
  });
});

reportSkippedLeg();
