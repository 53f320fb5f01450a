import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { publicArticlePath } from '@/shared/api/articles';
import {
  contentHistoryPath,
  contentStepPath,
  contentVersionPath,
  type ContentConflict,
  type ContentHistory,
  type ContentItem,
  type ContentVersion,
} from '@/shared/api/content';
import { contentHistorySchema, contentVersionSchema } from '@/shared/api/contentSchema';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import {
  changed,
  type ContentApp,
  contentAppEachTest,
  contentAudit,
  created,
  stepped,
} from './contentTestApp';

describe.each(databaseLegs)('history and restore on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  contentAppEachTest(open, (now) => ({ database, app } = now));

  const history = async (item: ContentItem) => {
    const response = await app.writer.request('GET', contentHistoryPath(item.id));
    expect(response.status).toBe(200);
    const body = (await response.json()) as ContentHistory;
    expect(v.is(contentHistorySchema, body)).toBe(true);
    return body.entries;
  };

  it('lists every version newest first: what made it, who, when, the note, and whether the text changed', async () => {
    const item = await created(app.writer, { title: 'Voter cards' });
    app.clock.advance(60_000);
    const saved = await changed(app.writer, item, { content: 'Bring your NIN.' });
    const submitted = await stepped(app.writer, saved, 'submit');
    app.clock.advance(60_000);
    await stepped(app.editor, submitted, 'publish', { change: 'major', changeNote: 'First.' });
    expect(await history(item)).toEqual([
      {
        revision: 4,
        event: 'published',
        at: '2026-11-25T09:02:00.000Z',
        by: 'editor',
        note: 'First.',
        title: 'Voter cards',
        textChanged: false,
        withoutReview: null,
      },
      {
        revision: 3,
        event: 'submitted',
        at: '2026-11-25T09:01:00.000Z',
        by: 'writer',
        note: null,
        title: 'Voter cards',
        textChanged: false,
        withoutReview: null,
      },
      {
        revision: 2,
        event: 'saved',
        at: '2026-11-25T09:01:00.000Z',
        by: 'writer',
        note: null,
        title: 'Voter cards',
        textChanged: true,
        withoutReview: null,
      },
      {
        revision: 1,
        event: 'created',
        at: '2026-11-25T09:00:00.000Z',
        by: 'writer',
        note: null,
        title: 'Voter cards',
        textChanged: true,
        withoutReview: null,
      },
    ]);
    const version = await app.writer.request('GET', contentVersionPath(item.id, 1));
    const body: unknown = await version.json();
    expect(v.is(contentVersionSchema, body)).toBe(true);
    expect(body).toMatchObject({ revision: 1, event: 'created', content: item.content, slug: item.slug });
  });

  it('answers 404 with a sentence for an unknown article or version, and 401 signed out', async () => {
    const item = await created(app.writer);
    for (const [path, error] of [
      [contentVersionPath(item.id, 9), 'This article has no such version. Choose one from its history.'],
      [
        `${contentHistoryPath(item.id)}/one`,
        'This article has no such version. Choose one from its history.',
      ],
      [
        contentHistoryPath('00000000-0000-4000-8000-999999999999'),
        'There is no such article. It may have been deleted.',
      ],
      [
        contentVersionPath('00000000-0000-4000-8000-999999999999', 1),
        'There is no such article. It may have been deleted.',
      ],
    ] as [string, string][]) {
      const response = await app.writer.request('GET', path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error });
    }
    expect((await app.anonymous.request('GET', contentHistoryPath(item.id))).status).toBe(401);
  });

  it('restores an old version as a new one: the current one stays in the history, the address and the published version stay', async () => {
    const live = await created(app.editor, {
      title: 'Passport fees',
      content: 'The fee is ₦25,000.',
      status: 'published',
    });
    const second = await changed(app.writer, live, {
      title: 'Passport fees in 2027',
      content: 'The fee is ₦35,000.',
    });
    const restored = await stepped(app.writer, second, 'restore', { from: 1 });
    expect(restored).toMatchObject({
      revision: 3,
      title: 'Passport fees',
      content: 'The fee is ₦25,000.',
      slug: live.slug,
      hasUnpublishedChanges: true,
      publishedRevision: 1,
    });
    const [latest, current] = await history(live);
    expect(latest).toMatchObject({
      revision: 3,
      event: 'restored',
      by: 'writer',
      note: 'from revision 1',
      textChanged: true,
    });
    expect(current).toMatchObject({ revision: 2, title: 'Passport fees in 2027' });
    const kept = (await (
      await app.writer.request('GET', contentVersionPath(live.id, 2))
    ).json()) as ContentVersion;
    expect(kept).toMatchObject({ content: 'The fee is ₦35,000.' });
    expect(await (await app.app.request(publicArticlePath(live.slug))).json()).toMatchObject({
      title: 'Passport fees',
      content: 'The fee is ₦25,000.',
    });
    expect((await contentAudit(database)).at(-1)).toEqual([
      'contentRestored',
      'writer@example.gov.ng',
      'Passport fees',
      'revision 3: from revision 1',
    ]);
  });

  it('refuses a version the article does not have, and the second of two editors restoring from one revision', async () => {
    const item = await created(app.editor);
    const edited = await changed(app.editor, item, { content: 'Second text' });
    const missing = await app.writer.request('POST', contentStepPath(item.id, 'restore'), {
      revision: edited.revision,
      from: 7,
    });
    expect(missing.status).toBe(422);
    const message = 'This article has no such version. Choose one from its history.';
    expect(await missing.json()).toEqual({ error: message, fields: { from: message } });

    const first = await stepped(app.editor, edited, 'restore', { from: 1 });
    const second = await app.admin.request('POST', contentStepPath(item.id, 'restore'), {
      revision: edited.revision,
      from: 1,
    });
    expect(second.status).toBe(409);
    expect(((await second.json()) as ContentConflict).current).toEqual(first);
    expect((await history(item)).map((entry) => entry.event)).toEqual(['restored', 'saved', 'created']);
  });

  it('cancels a schedule and ends a review on restore, as a save does', async () => {
    const live = await created(app.editor, { status: 'published' });
    const edited = await changed(app.writer, live, { content: 'New' });
    const scheduled = await stepped(app.editor, edited, 'publish', {
      change: 'minor',
      scheduledAt: '2026-11-26T09:00:00.000Z',
    });
    const submitted = await stepped(app.writer, scheduled, 'submit');
    expect(submitted).toMatchObject({ scheduledAt: '2026-11-26T09:00:00.000Z', review: 'submitted' });
    const restored = await stepped(app.writer, submitted, 'restore', { from: 1 });
    expect(restored).toMatchObject({ scheduledAt: null, review: 'none' });
  });
});

reportSkippedLeg();
