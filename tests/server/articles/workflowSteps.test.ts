import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import {
  ARTICLE_SEARCH_PATH,
  publicArticlePath,
  type ArticleSearchList,
  type PublicArticle,
} from '@/shared/api/articles';
import {
  CONTENT_PATH,
  contentStepPath,
  type ContentItem,
  type ContentPage,
  type WorkflowStep,
} from '@/shared/api/content';
import { CHANGE_NOTE_MISSING, contentItemSchema } from '@/shared/api/contentSchema';
import type { ApiError } from '@/shared/api/errors';
import type { Browser } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import {
  changed,
  type ContentApp,
  contentAppEachTest,
  contentAudit,
  contentVersion,
  created,
  stepped,
} from './contentTestApp';

const MINUTE = 60_000;

describe.each(databaseLegs)('the workflow’s steps on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  contentAppEachTest(open, (now) => ({ database, app } = now));

  /** Takes `step` as `browser`, expecting a refusal with `status`; answers its body. */
  const refusal = async (
    browser: Browser,
    item: ContentItem,
    step: WorkflowStep,
    status: number,
    fields: Record<string, unknown> = {},
  ) => {
    const response = await browser.request('POST', contentStepPath(item.id, step), {
      revision: item.revision,
      ...fields,
    });
    expect(response.status, step).toBe(status);
    return (await response.json()) as ApiError;
  };
  const events = async (id: string) =>
    (
      await database.db
        .selectFrom('article_history')
        .select(['revision', 'event', 'actor_name', 'note'])
        .where('article_id', '=', id)
        .orderBy('revision')
        .execute()
    ).map((row) => [row.revision, row.event, row.actor_name, row.note]);
  const visit = async (slug: string) =>
    (await (await app.app.request(publicArticlePath(slug))).json()) as PublicArticle;

  describe('review', () => {
    it('lets a writer submit; an editor who did not submit it sends it back with a comment', async () => {
      const item = await created(app.writer, { title: 'Voter cards' });
      const submitted = await stepped(app.writer, item, 'submit');
      expect(v.is(contentItemSchema, submitted)).toBe(true);
      expect(submitted).toMatchObject({ review: 'submitted', revision: 2, status: 'draft' });
      expect(await refusal(app.writer, submitted, 'submit', 422)).toEqual({
        error: 'This article is already waiting for review by an editor.',
      });
      expect(await refusal(app.writer, submitted, 'sendBack', 403, { comment: 'No' })).toEqual({
        error: 'Only an editor or an admin can send an article back to its author.',
      });
      expect(await refusal(app.editor, submitted, 'sendBack', 400, { comment: ' ' })).toEqual({
        error: 'Write what the author should change.',
        fields: { comment: 'Write what the author should change.' },
      });
      const back = await stepped(app.editor, submitted, 'sendBack', { comment: 'Add the fees.' });
      expect(back).toMatchObject({ review: 'sentBack', reviewComment: 'Add the fees.', revision: 3 });
      expect(await refusal(app.editor, back, 'sendBack', 422, { comment: 'Again' })).toEqual({
        error: 'Only an article waiting for review can be sent back. Ask the author to submit it first.',
      });
      expect(await events(item.id)).toEqual([
        [1, 'created', 'writer', null],
        [2, 'submitted', 'writer', null],
        [3, 'sentBack', 'editor', 'Add the fees.'],
      ]);
      expect((await contentAudit(database)).slice(1)).toEqual([
        ['contentSubmitted', 'writer@example.gov.ng', 'Voter cards', 'revision 2'],
        ['contentSentBack', 'editor@example.gov.ng', 'Voter cards', 'revision 3: Add the fees.'],
      ]);
    });

    it('leaves an editor’s own submission to another editor', async () => {
      const item = await stepped(app.editor, await created(app.editor), 'submit');
      expect(await refusal(app.editor, item, 'sendBack', 422, { comment: 'Mine' })).toEqual({
        error: 'You submitted this article yourself: another editor reviews it and sends it back.',
      });
      expect(await stepped(app.admin, item, 'sendBack', { comment: 'Theirs' })).toMatchObject({
        review: 'sentBack',
      });
    });

    it('refuses a submission with nothing new to publish, and takes one once the text changed', async () => {
      const live = await created(app.editor, { status: 'published' });
      const nothing = {
        error:
          'There is nothing new to publish: visitors already read this version. Change the article first.',
      };
      expect(await refusal(app.writer, live, 'submit', 422)).toEqual(nothing);
      expect(await refusal(app.editor, live, 'publish', 422, { change: 'minor' })).toEqual(nothing);
      const edited = await changed(app.writer, live, { content: 'Bring two photos.' });
      expect(edited).toMatchObject({ hasUnpublishedChanges: true, status: 'published' });
      expect(await stepped(app.writer, edited, 'submit')).toMatchObject({ review: 'submitted' });
    });

    it('puts a save back out of review: what was reviewed is no longer what is there', async () => {
      const submitted = await stepped(app.writer, await created(app.writer), 'submit');
      const back = await stepped(app.editor, submitted, 'sendBack', { comment: 'Shorter.' });
      const saved = await changed(app.writer, back, { summary: 'Short.' });
      expect(saved).toMatchObject({ review: 'none', reviewComment: null });
      const row = await database.db
        .selectFrom('articles')
        .select('submitted_by')
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(row.submitted_by).toBeNull();
    });
  });

  describe('publishing', () => {
    it('approves a writer’s submission: the editor publishes it and a fresh visitor reads it', async () => {
      const item = await stepped(app.writer, await created(app.writer, { title: 'Tax numbers' }), 'submit');
      expect((await app.app.request(publicArticlePath('tax-numbers'))).status).toBe(404);
      expect(await refusal(app.writer, item, 'publish', 403, { change: 'major' })).toEqual({
        error:
          'Only an editor or an admin can publish an article. Submit it for review: an editor publishes it.',
      });
      const versionBefore = await contentVersion(database);
      app.clock.advance(MINUTE);
      const live = await stepped(app.editor, item, 'publish', { change: 'major' });
      expect(live).toMatchObject({
        status: 'published',
        review: 'none',
        revision: 3,
        publishedRevision: 3,
        hasUnpublishedChanges: false,
        publishedAt: '2026-11-25T09:01:00.000Z',
        firstPublishedAt: '2026-11-25T09:01:00.000Z',
        lastMajorUpdateAt: '2026-11-25T09:01:00.000Z',
      });
      expect(await contentVersion(database)).toBe(versionBefore + 1);
      expect(await visit('tax-numbers')).toMatchObject({ title: 'Tax numbers', changeNotes: [] });
      expect((await events(item.id)).at(-1)).toEqual([3, 'published', 'editor', null]);
    });

    it('lets editors and admins publish their own draft, or a draft nobody submitted', async () => {
      for (const [author, publisher] of [
        [app.editor, app.editor],
        [app.admin, app.admin],
        [app.writer, app.admin],
      ] as const) {
        const item = await created(author, { title: `By ${author.address} ${publisher.address}` });
        expect(await stepped(publisher, item, 'publish', { change: 'major' })).toMatchObject({
          status: 'published',
        });
      }
    });

    it('makes the first publication a major change, its note optional', async () => {
      const item = await created(app.editor);
      expect(await refusal(app.editor, item, 'publish', 422, { change: 'minor' })).toEqual({
        error: 'The first publication of an article is a major change. Choose “major change” to publish it.',
        fields: {
          change:
            'The first publication of an article is a major change. Choose “major change” to publish it.',
        },
      });
      const live = await stepped(app.editor, item, 'publish', { change: 'major', changeNote: 'New guide.' });
      expect(await visit(live.slug)).toMatchObject({
        changeNotes: [{ at: '2026-11-25T09:00:00.000Z', note: 'New guide.' }],
      });
    });

    it('asks a major change for its public note, refuses one on a minor fix, and moves “Last updated” only for a major one', async () => {
      const live = await created(app.editor, { title: 'Passport fees', status: 'published' });
      app.clock.advance(MINUTE);
      const typo = await changed(app.editor, live, { content: 'Bring your old pasport.' });
      expect(await refusal(app.editor, typo, 'publish', 422, { change: 'major' })).toEqual({
        error: CHANGE_NOTE_MISSING,
        fields: { changeNote: CHANGE_NOTE_MISSING },
      });
      const minorWithNote =
        'A minor fix has no public note. Remove the note, or choose “major change” if readers should know.';
      expect(
        await refusal(app.editor, typo, 'publish', 422, { change: 'minor', changeNote: 'Typo' }),
      ).toEqual({ error: minorWithNote, fields: { changeNote: minorWithNote } });
      const fixed = await stepped(app.editor, typo, 'publish', { change: 'minor' });
      expect(fixed.lastMajorUpdateAt).toBe('2026-11-25T09:00:00.000Z');
      expect(fixed.publishedAt).toBe('2026-11-25T09:01:00.000Z');
      expect(await visit('passport-fees')).toMatchObject({
        content: 'Bring your old pasport.',
        updatedAt: '2026-11-25T09:00:00.000Z',
        changeNotes: [],
      });

      app.clock.advance(MINUTE);
      const fees = await changed(app.editor, fixed, { content: 'The fee is ₦35,000.' });
      await stepped(app.editor, fees, 'publish', { change: 'major', changeNote: 'Fees updated for 2027' });
      app.clock.advance(MINUTE);
      const current = await app.editor.request('GET', `${CONTENT_PATH}/${live.id}`);
      const more = await changed(app.editor, (await current.json()) as ContentItem, {
        content: 'The fee is ₦40,000.',
      });
      await stepped(app.editor, more, 'publish', { change: 'major', changeNote: 'Fees changed again' });
      expect(await visit('passport-fees')).toMatchObject({
        content: 'The fee is ₦40,000.',
        updatedAt: '2026-11-25T09:03:00.000Z',
        changeNotes: [
          { at: '2026-11-25T09:03:00.000Z', note: 'Fees changed again' },
          { at: '2026-11-25T09:02:00.000Z', note: 'Fees updated for 2027' },
        ],
      });
      expect((await contentAudit(database)).filter(([action]) => action === 'contentPublished')).toEqual([
        ['contentPublished', 'editor@example.gov.ng', 'Passport fees', 'revision 1'],
        ['contentPublished', 'editor@example.gov.ng', 'Passport fees', 'revision 3, minor fix'],
        ['contentPublished', 'editor@example.gov.ng', 'Passport fees', 'revision 5: Fees updated for 2027'],
        ['contentPublished', 'editor@example.gov.ng', 'Passport fees', 'revision 7: Fees changed again'],
      ]);
    });

    it('keeps visitors and the search on the published text while a new draft of it is saved, until it is published', async () => {
      const live = await created(app.editor, { title: 'Voting', content: 'Vote at your polling unit.' });
      const first = await stepped(app.editor, live, 'publish', { change: 'major' });
      const searchText = async () =>
        ((await (await app.app.request(ARTICLE_SEARCH_PATH)).json()) as ArticleSearchList).items.find(
          (item) => item.slug === 'voting',
        )?.text;
      const version = await contentVersion(database);
      const draft = await changed(app.writer, first, { title: 'Voting day', content: 'Bring your PVC.' });
      expect(draft).toMatchObject({ title: 'Voting day', hasUnpublishedChanges: true, publishedRevision: 2 });
      expect(await contentVersion(database)).toBe(version);
      expect(await visit('voting')).toMatchObject({ title: 'Voting', content: 'Vote at your polling unit.' });
      expect(await searchText()).toBe('Vote at your polling unit.');

      await stepped(app.editor, await stepped(app.writer, draft, 'submit'), 'publish', {
        change: 'major',
        changeNote: 'What to bring.',
      });
      expect(await visit('voting')).toMatchObject({ title: 'Voting day', content: 'Bring your PVC.' });
      expect(await searchText()).toBe('Bring your PVC.');
    });
  });

  describe('taking down', () => {
    it('unpublishes with a reason (editors), answering 410 or redirecting to the page chosen', async () => {
      const item = await created(app.editor, { title: 'Old fees', status: 'published' });
      expect(await refusal(app.writer, item, 'unpublish', 403, { reason: 'Old' })).toEqual({
        error: 'Only an editor or an admin can unpublish an article.',
      });
      expect(await refusal(app.editor, item, 'unpublish', 400, {})).toEqual({
        error: 'Write why this page is taken down.',
        fields: { reason: 'Write why this page is taken down.' },
      });
      const self = 'This is the page’s own address. Enter another page, or leave it empty to answer “gone”.';
      expect(
        await refusal(app.editor, item, 'unpublish', 422, {
          reason: 'Old',
          redirectTo: '/articles/old-fees',
        }),
      ).toEqual({ error: self, fields: { redirectTo: self } });
      const down = await stepped(app.editor, item, 'unpublish', {
        reason: 'Replaced by the NIN guide.',
        redirectTo: '/documents/nin',
      });
      expect(down).toMatchObject({ status: 'draft', publishedRevision: null, publishedAt: null });
      const response = await app.app.request(publicArticlePath('old-fees'));
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe('/documents/nin');
      expect(await refusal(app.editor, down, 'unpublish', 422, { reason: 'Again' })).toEqual({
        error: 'This article is not published: there is nothing to take down.',
      });
      expect((await contentAudit(database)).at(-1)).toEqual([
        'contentUnpublished',
        'editor@example.gov.ng',
        'Old fees',
        'revision 2, redirects to /documents/nin: Replaced by the NIN guide.',
      ]);
      // Published again, the address is the article's again.
      await stepped(app.editor, down, 'publish', { change: 'major', changeNote: 'Back.' });
      expect((await app.app.request(publicArticlePath('old-fees'))).status).toBe(200);
    });
  });

  describe('the work lists', () => {
    it('lists what waits for review, and what each person is working on', async () => {
      const mine = await created(app.writer, { title: 'Mine, a draft' });
      const submitted = await stepped(
        app.writer,
        await created(app.writer, { title: 'Mine, submitted' }),
        'submit',
      );
      const live = await created(app.editor, { title: 'Theirs, live', status: 'published' });
      const edited = await changed(app.writer, live, { summary: 'Changed by the writer.' });
      await created(app.editor, { title: 'Theirs, a draft' });
      const list = async (browser: Browser, query: string) =>
        ((await (await browser.request('GET', `${CONTENT_PATH}?${query}`)).json()) as ContentPage).items.map(
          (item) => item.title,
        );
      expect(await list(app.editor, 'view=review')).toEqual([submitted.title]);
      expect(await list(app.writer, 'view=mine')).toEqual([edited.title, submitted.title, mine.title]);
      // The editor created the live one: the writer's changes to it are the editor's work too.
      expect(await list(app.editor, 'view=mine')).toEqual(['Theirs, a draft', edited.title]);
    });
  });
});

reportSkippedLeg();
