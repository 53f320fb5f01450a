import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@/shared/api/accounts';
import type { ApiError } from '@/shared/api/errors';
import {
  CONTENT_PATH,
  IDEMPOTENCY_HEADER,
  PREVIEW_LINK_HOURS,
  TITLE_MAX_LENGTH,
  contentItemPath,
  contentStepPath,
  previewLinksPath,
  type WorkflowStep,
} from '@/shared/api/content';
import {
  CHANGE_NOTE_MISSING,
  contentConflictSchema,
  contentItemSchema,
  contentPageSchema,
  previewLinkSchema,
} from '@/shared/api/contentSchema';
import { signedInAs } from './accountsFake';
import {
  CONTENT_REFUSALS,
  changeElsewhere,
  contentClockNow,
  contentReceived,
  deleteElsewhere,
  seedContentItem,
  seedContentItems,
  storedContentItem,
} from './contentFake';

// The content handlers stand for the server in the admin's tests: they must take what the server takes,
// refuse what it refuses (roles, revisions, limits, keys), and answer in its shapes. Every answer is
// checked here with the shared response schemas, so a handler that drifts fails this file.

const ARTICLE = { title: 'How to renew a passport', summary: 'What to bring.', category: 'documents' };

function call(
  method: string,
  path: string,
  { body, key, csrf }: { body?: unknown; key?: string; csrf?: string } = {},
) {
  return fetch(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(csrf && { [CSRF_HEADER]: csrf }),
      ...(key && { [IDEMPOTENCY_HEADER]: key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function answer<T>(
  response: Response,
  status: number,
  schema: v.GenericSchema<unknown, T>,
): Promise<T> {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

describe('the content handlers', () => {
  it('answer 401 without a session and 403 to a change without the anti-forgery token', async () => {
    expect((await call('GET', CONTENT_PATH)).status).toBe(401);
    signedInAs('writer');
    expect((await call('POST', CONTENT_PATH, { body: { ...ARTICLE, content: '' } })).status).toBe(403);
  });

  it('page, filter, search and sort the list in the shared shape, and refuse a bad query with 400', async () => {
    signedInAs('editor');
    seedContentItems(30);
    seedContentItem({ title: 'Voter card', category: 'government', status: 'published' });
    const first = await answer(await call('GET', `${CONTENT_PATH}?pageSize=25`), 200, contentPageSchema);
    expect(first).toMatchObject({ total: 31, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.title).toBe('Voter card');
    expect(first.items[0]).not.toHaveProperty('content');
    const second = await answer(await call('GET', `${CONTENT_PATH}?page=2`), 200, contentPageSchema);
    expect(second.items.map((item) => item.title)).toEqual([
      'Article 6',
      'Article 5',
      'Article 4',
      'Article 3',
      'Article 2',
      'Article 1',
    ]);
    const filtered = await call('GET', `${CONTENT_PATH}?status=published&category=government`);
    expect((await answer(filtered, 200, contentPageSchema)).items.map((i) => i.title)).toEqual([
      'Voter card',
    ]);
    const searched = await call('GET', `${CONTENT_PATH}?q=CARD%20voter`);
    expect((await answer(searched, 200, contentPageSchema)).items.map((i) => i.title)).toEqual([
      'Voter card',
    ]);
    const sorted = await call('GET', `${CONTENT_PATH}?q=article&sort=title&dir=asc&pageSize=3`);
    expect((await answer(sorted, 200, contentPageSchema)).items.map((i) => i.title)).toEqual([
      'Article 1',
      'Article 10',
      'Article 11',
    ]);
    for (const bad of [
      'page=0',
      'pageSize=101',
      'sort=author',
      'status=archived',
      `q=${'a'.repeat(TITLE_MAX_LENGTH + 1)}`,
    ])
      expect((await call('GET', `${CONTENT_PATH}?${bad}`)).status, bad).toBe(400);
  });

  it('create a writer’s draft signed with their name, and refuse a writer’s publication with the server’s reason', async () => {
    const { csrfToken, user } = signedInAs('writer');
    const created = await answer(
      await call('POST', CONTENT_PATH, {
        body: { ...ARTICLE, content: '## Bring' },
        key: 'k-1',
        csrf: csrfToken,
      }),
      201,
      contentItemSchema,
    );
    expect(created).toMatchObject({
      slug: 'how-to-renew-a-passport',
      status: 'draft',
      revision: 1,
      author: user.name,
    });
    const published = await call('POST', CONTENT_PATH, {
      body: { ...ARTICLE, title: 'Other', content: '', status: 'published' },
      key: 'k-2',
      csrf: csrfToken,
    });
    expect(published.status).toBe(403);
    expect(await published.json()).toEqual({ error: CONTENT_REFUSALS.publish });
  });

  it('refuse what the server refuses: fields with their messages (400), a taken address (422)', async () => {
    const { csrfToken } = signedInAs('editor');
    const invalid = await call('POST', CONTENT_PATH, {
      body: { title: ' ', summary: 'x'.repeat(301), category: 'sports', content: '', slug: 'Not A Slug' },
      csrf: csrfToken,
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      fields: {
        title: 'Enter a title.',
        summary: 'A summary has at most 300 characters.',
        category: 'Choose a category.',
        slug: expect.stringContaining('lower-case letters') as string,
      },
    });
    seedContentItem({ title: 'How to renew a passport' });
    const taken = await call('POST', CONTENT_PATH, { body: { ...ARTICLE, content: '' }, csrf: csrfToken });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({
      error: CONTENT_REFUSALS.slugTaken,
      fields: { slug: CONTENT_REFUSALS.slugTaken },
    });
  });

  it('refuse a change from a stale copy with 409 and the current version, and one of a deleted article with 409 and none', async () => {
    const { csrfToken } = signedInAs('editor');
    const item = seedContentItem({ title: 'Voter card' });
    changeElsewhere(item.id, { title: 'Voter card (PVC)' });
    const change = { revision: 1, title: 'Mine', summary: '', category: 'documents', content: '' };
    const stale = await answer(
      await call('PUT', contentItemPath(item.id), { body: change, csrf: csrfToken }),
      409,
      contentConflictSchema,
    );
    expect(stale).toEqual({
      error: CONTENT_REFUSALS.stale,
      current: expect.objectContaining({ title: 'Voter card (PVC)', revision: 2 }) as object,
    });
    const saved = await answer(
      await call('PUT', contentItemPath(item.id), { body: { ...change, revision: 2 }, csrf: csrfToken }),
      200,
      contentItemSchema,
    );
    expect(saved).toMatchObject({ title: 'Mine', slug: 'mine', revision: 3 });
    const staleStep = await call('POST', contentStepPath(item.id, 'submit'), {
      body: { revision: 2 },
      csrf: csrfToken,
    });
    expect((await answer(staleStep, 409, contentConflictSchema)).current).toMatchObject({ revision: 3 });
    deleteElsewhere(item.id);
    const gone = await answer(
      await call('POST', contentStepPath(item.id, 'submit'), { body: { revision: 3 }, csrf: csrfToken }),
      409,
      contentConflictSchema,
    );
    expect(gone).toEqual({ error: CONTENT_REFUSALS.deleted, current: null });
    expect((await call('GET', contentItemPath(item.id))).status).toBe(404);
  });

  it('let anyone save a published article’s draft, and only editors rename it, take the editors’ steps or delete', async () => {
    const writer = signedInAs('writer');
    const item = seedContentItem({ title: 'Voter card', status: 'published' });
    const change = { revision: 1, title: 'Voter card', summary: '', category: 'documents', content: 'New' };
    const step = (name: WorkflowStep, body: object) =>
      call('POST', contentStepPath(item.id, name), {
        body: { revision: 1, ...body },
        csrf: writer.csrfToken,
      });
    const asWriter = [
      step('publish', { change: 'major', changeNote: 'New fees' }),
      step('sendBack', { comment: 'Check the fees.' }),
      step('cancelSchedule', {}),
      step('unpublish', { reason: 'Out of date.' }),
      call('PUT', contentItemPath(item.id), { body: { ...change, slug: 'pvc' }, csrf: writer.csrfToken }),
      call('DELETE', `${contentItemPath(item.id)}?revision=1`, { csrf: writer.csrfToken }),
    ];
    const refusals = await Promise.all(
      (await Promise.all(asWriter)).map(async (r) => [r.status, (await r.json()) as ApiError]),
    );
    expect(refusals).toEqual([
      [403, { error: CONTENT_REFUSALS.publish }],
      [403, { error: CONTENT_REFUSALS.sendBack }],
      [403, { error: CONTENT_REFUSALS.cancelSchedule }],
      [403, { error: CONTENT_REFUSALS.unpublish }],
      [403, { error: CONTENT_REFUSALS.rename }],
      [403, { error: CONTENT_REFUSALS.delete }],
    ]);
    const saved = await answer(
      await call('PUT', contentItemPath(item.id), { body: change, csrf: writer.csrfToken }),
      200,
      contentItemSchema,
    );
    expect(saved).toMatchObject({
      status: 'published',
      publishedRevision: 1,
      hasUnpublishedChanges: true,
      revision: 2,
      updatedBy: writer.user.id,
    });
    const editor = signedInAs('editor');
    const unpublished = await answer(
      await call('POST', contentStepPath(item.id, 'unpublish'), {
        body: { revision: 2, reason: 'Out of date.', redirectTo: '/documents/nin' },
        csrf: editor.csrfToken,
      }),
      200,
      contentItemSchema,
    );
    expect(unpublished).toMatchObject({
      status: 'draft',
      publishedAt: null,
      publishedRevision: null,
      revision: 3,
    });
    expect(unpublished.firstPublishedAt).not.toBeNull();
    expect(
      (await call('DELETE', `${contentItemPath(item.id)}?revision=2`, { csrf: editor.csrfToken })).status,
    ).toBe(409);
    expect(
      (await call('DELETE', `${contentItemPath(item.id)}?revision=3`, { csrf: editor.csrfToken })).status,
    ).toBe(204);
    expect(storedContentItem(item.id)).toBeUndefined();
  });

  it('take an item through review: submit, send back, submit again, publish with a change note', async () => {
    const item = seedContentItem({ title: 'Voter card', status: 'published' });
    const firstPublished = item.lastMajorUpdateAt;
    const writer = signedInAs('writer');
    const step = async (name: WorkflowStep, body: object, csrf: string, status = 200) => {
      const response = await call('POST', contentStepPath(item.id, name), { body, csrf });
      expect(response.status, name).toBe(status);
      return (await response.json()) as unknown;
    };
    expect(await step('submit', { revision: 1 }, writer.csrfToken, 422)).toEqual({
      error: CONTENT_REFUSALS.nothingToPublish,
    });
    changeElsewhere(item.id, { content: 'New fees.', hasUnpublishedChanges: true });
    const submitted = v.parse(contentItemSchema, await step('submit', { revision: 2 }, writer.csrfToken));
    expect(submitted).toMatchObject({
      review: 'submitted',
      submittedBy: { id: writer.user.id, name: writer.user.name },
      revision: 3,
    });
    expect(await step('submit', { revision: 3 }, writer.csrfToken, 422)).toEqual({
      error: CONTENT_REFUSALS.alreadySubmitted,
    });
    const editor = signedInAs('editor');
    const inReview = await answer(await call('GET', `${CONTENT_PATH}?view=review`), 200, contentPageSchema);
    expect(inReview.items.map((i) => i.title)).toEqual(['Voter card']);
    const sentBack = await step('sendBack', { revision: 3, comment: 'Name the fee.' }, editor.csrfToken);
    expect(sentBack).toMatchObject({ review: 'sentBack', reviewComment: 'Name the fee.', revision: 4 });
    expect(await step('sendBack', { revision: 4, comment: 'Again.' }, editor.csrfToken, 422)).toEqual({
      error: CONTENT_REFUSALS.notSubmitted,
    });
    // An editor's own submission waits for another editor.
    await step('submit', { revision: 4 }, editor.csrfToken);
    expect(await step('sendBack', { revision: 5, comment: 'Mine.' }, editor.csrfToken, 422)).toEqual({
      error: CONTENT_REFUSALS.ownSubmission,
    });
    expect(await step('publish', { revision: 5, change: 'major' }, editor.csrfToken, 422)).toEqual({
      error: CHANGE_NOTE_MISSING,
      fields: { changeNote: CHANGE_NOTE_MISSING },
    });
    expect(
      await step('publish', { revision: 5, change: 'minor', changeNote: 'x' }, editor.csrfToken, 422),
    ).toEqual({
      error: CONTENT_REFUSALS.minorWithNote,
      fields: { changeNote: CONTENT_REFUSALS.minorWithNote },
    });
    const published = v.parse(
      contentItemSchema,
      await step('publish', { revision: 5, change: 'major', changeNote: 'Fees for 2027' }, editor.csrfToken),
    );
    expect(published).toMatchObject({
      status: 'published',
      publishedRevision: 6,
      hasUnpublishedChanges: false,
      review: 'none',
      submittedBy: null,
    });
    expect(published.lastMajorUpdateAt).toBe(published.publishedAt);
    expect(published.lastMajorUpdateAt).not.toBe(firstPublished);
  });

  it('schedule a publication after the fake server’s clock only, list it, and cancel it', async () => {
    const { csrfToken } = signedInAs('editor');
    const item = seedContentItem({ title: 'Voter card' });
    const publish = (scheduledAt: string, change = 'major') =>
      call('POST', contentStepPath(item.id, 'publish'), {
        body: { revision: 1, change, scheduledAt },
        csrf: csrfToken,
      });
    const past = new Date(contentClockNow().getTime() - 60_000).toISOString();
    expect((await publish(past, 'minor')).status).toBe(422);
    const refused = await publish(past);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: CONTENT_REFUSALS.notInFuture,
      fields: { scheduledAt: CONTENT_REFUSALS.notInFuture },
    });
    const later = new Date(contentClockNow().getTime() + 3_600_000).toISOString();
    const scheduled = await answer(await publish(later), 200, contentItemSchema);
    expect(scheduled).toMatchObject({ status: 'draft', scheduledAt: later, revision: 2 });
    const list = await answer(await call('GET', `${CONTENT_PATH}?view=scheduled`), 200, contentPageSchema);
    expect(list.items.map((i) => i.scheduledAt)).toEqual([later]);
    const cancel = (revision: number) =>
      call('POST', contentStepPath(item.id, 'cancelSchedule'), { body: { revision }, csrf: csrfToken });
    expect(await answer(await cancel(2), 200, contentItemSchema)).toMatchObject({ scheduledAt: null });
    const again = await cancel(3);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ error: CONTENT_REFUSALS.notScheduled });
  });

  it('list my work: what I created or changed that is not all published', async () => {
    const writer = signedInAs('writer');
    const mine = seedContentItem({ title: 'My draft', createdBy: writer.user.id });
    seedContentItem({ title: 'Mine, published', createdBy: writer.user.id, status: 'published' });
    seedContentItem({ title: 'Someone else’s draft' });
    const list = await answer(await call('GET', `${CONTENT_PATH}?view=mine`), 200, contentPageSchema);
    expect(list.items.map((i) => i.id)).toEqual([mine.id]);
    expect((await call('GET', `${CONTENT_PATH}?view=everything`)).status).toBe(400);
  });

  it('make a preview link that expires after PREVIEW_LINK_HOURS', async () => {
    const { csrfToken } = signedInAs('writer');
    const item = seedContentItem({ title: 'Voter card' });
    const link = await answer(
      await call('POST', previewLinksPath(item.id), { key: 'p-1', csrf: csrfToken }),
      201,
      previewLinkSchema,
    );
    expect(link.url).toMatch(/^http:\/\/[^/]+\/preview\/[\w-]+$/);
    expect(Date.parse(link.expiresAt) - contentClockNow().getTime()).toBe(PREVIEW_LINK_HOURS * 3_600_000);
  });

  it('answer a replayed Idempotency-Key with the first answer and no second article; refuse a reused or malformed key', async () => {
    const { csrfToken } = signedInAs('editor');
    const send = (key: string, title = ARTICLE.title) =>
      call('POST', CONTENT_PATH, { body: { ...ARTICLE, title, content: '' }, key, csrf: csrfToken });
    const first = await answer(await send('same-key'), 201, contentItemSchema);
    const again = await answer(await send('same-key'), 201, contentItemSchema);
    expect(again).toEqual(first);
    expect(contentReceived.applied).toBe(1);
    expect(contentReceived.writes.map((w) => [w.key, w.replayed])).toEqual([
      ['same-key', false],
      ['same-key', true],
    ]);
    const reused = await send('same-key', 'Another title');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ error: CONTENT_REFUSALS.keyReused });
    expect((await send('not a key!')).status).toBe(400);
    expect(contentReceived.applied).toBe(1);
  });
});
