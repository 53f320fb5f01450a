import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import {
  CONTENT_PATH,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  contentItemPath,
  contentStepPath,
  type ContentConflict,
  type ContentItem,
} from '@/shared/api/content';
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
} from './contentTestApp';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const KEY = '3f1c2a9e-5b7d-4c1e-9a2b-7d6e5f4a3b2c';
const keyed = (key = KEY) => ({ [IDEMPOTENCY_HEADER]: key });

describe.each(databaseLegs)('Idempotency-Key on the content API on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  contentAppEachTest(open, (now) => ({ database, app } = now));

  const articleCount = async () => (await database.db.selectFrom('articles').select('id').execute()).length;
  const storedKeys = async () =>
    (await database.db.selectFrom('idempotent_requests').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );

  it('answers a replayed creation with the first answer, marked as a replay: one row, one audit entry, one history entry', async () => {
    const version = await contentVersion(database);
    const first = await app.writer.request('POST', CONTENT_PATH, draft(), keyed());
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    const item = (await first.json()) as ContentItem;
    app.clock.advance(HOUR);
    const replay = await app.writer.request('POST', CONTENT_PATH, draft(), keyed());
    expect(replay.status).toBe(201);
    expect(replay.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(replay.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await replay.json()).toEqual(item);
    expect(await articleCount()).toBe(4);
    expect(await contentAudit(database)).toHaveLength(1);
    expect(
      await database.db
        .selectFrom('article_history')
        .select('event')
        .where('article_id', '=', item.id)
        .execute(),
    ).toEqual([{ event: 'created' }]);
    // A draft: nothing visitors see changed.
    expect(await contentVersion(database)).toBe(version);
    expect(await storedKeys()).toEqual([KEY]);
  });

  it('replays a change, a publication and a deletion without doing them twice', async () => {
    const item = await created(app.editor);
    const change = changeOf(item, { summary: 'Once' });
    const answers = [];
    for (let i = 0; i < 2; i += 1)
      answers.push(await app.editor.request('PUT', contentItemPath(item.id), change, keyed('change-1')));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const once = (await answers[1]!.json()) as ContentItem;
    expect(once.revision).toBe(2);

    for (let i = 0; i < 2; i += 1) {
      const response = await app.editor.request(
        'POST',
        contentStepPath(item.id, 'publish'),
        { revision: 2, change: 'major' },
        keyed('publish-1'),
      );
      expect(response.status).toBe(200);
      expect(((await response.json()) as ContentItem).revision).toBe(3);
    }
    for (let i = 0; i < 2; i += 1) {
      const response = await app.editor.request(
        'DELETE',
        `${contentItemPath(item.id)}?revision=3`,
        undefined,
        keyed('delete-1'),
      );
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(response.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe(i === 0 ? null : 'true');
    }
    expect((await contentAudit(database)).map(([action]) => action)).toEqual([
      'contentCreated',
      'contentChanged',
      'contentPublished',
      'contentDeleted',
    ]);
  });

  it('replays a refusal as it was first answered, even once the refusal no longer holds', async () => {
    const item = await created(app.editor);
    const now = await changed(app.admin, item, { summary: 'Theirs' });
    const stale = changeOf(item, { summary: 'Mine' });
    const first = await app.editor.request('PUT', contentItemPath(item.id), stale, keyed());
    expect(first.status).toBe(409);
    const conflict = (await first.json()) as ContentConflict;
    // The item changes again; the replay still tells what happened to the request that was sent.
    await changed(app.admin, now, { summary: 'Theirs again' });
    const replay = await app.editor.request('PUT', contentItemPath(item.id), stale, keyed());
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual(conflict);
    expect(replay.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
  });

  it('refuses the same key with a different request with 422 and a sentence, and does nothing', async () => {
    await created(app.writer, {}); // no key: nothing stored
    expect(await storedKeys()).toEqual([]);
    await app.writer.request('POST', CONTENT_PATH, draft({ title: 'First' }), keyed());
    for (const [method, path, body] of [
      ['POST', CONTENT_PATH, draft({ title: 'Second' })],
      [
        'PUT',
        contentItemPath('5eed0000-0000-4000-8000-000000000001'),
        { revision: 1, ...draft({ title: 'First' }) },
      ],
    ] as const) {
      const response = await app.writer.request(method, path, body, keyed());
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different request. Send this change with a new key.',
      });
    }
    expect(await articleCount()).toBe(5);
  });

  it('keeps each person’s keys apart', async () => {
    await app.writer.request('POST', CONTENT_PATH, draft({ title: 'Writer’s' }), keyed());
    const editors = await app.editor.request('POST', CONTENT_PATH, draft({ title: 'Editor’s' }), keyed());
    expect(editors.status).toBe(201);
    expect(editors.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await articleCount()).toBe(5);
  });

  it('does the write once when two requests with one key arrive together', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.editor.request('POST', CONTENT_PATH, draft(), keyed())),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(answers.filter((r) => r.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true')).toHaveLength(2);
    expect(await articleCount()).toBe(4);
    expect(await contentAudit(database)).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    for (const key of ['', 'has space', 'café', 'a'.repeat(101), 'semi;colon']) {
      const response = await app.writer.request('POST', CONTENT_PATH, draft(), keyed(key));
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({
        error: 'The Idempotency-Key header must be 1 to 100 letters, digits, hyphens or underscores.',
      });
    }
    expect(await articleCount()).toBe(3);
    const longest = await app.writer.request('POST', CONTENT_PATH, draft(), keyed('A_z-9'.repeat(20)));
    expect(longest.status).toBe(201);
  });

  it('forgets keys after 30 days, as writes go', async () => {
    await app.writer.request('POST', CONTENT_PATH, draft({ title: 'Day one' }), keyed('old-key'));
    app.clock.advance(29 * DAY);
    await app.writer.request('POST', CONTENT_PATH, draft({ title: 'Day 30' }), keyed('newer-key'));
    expect(await storedKeys()).toEqual(['newer-key', 'old-key']);
    app.clock.advance(2 * DAY);
    await app.writer.request('POST', CONTENT_PATH, draft({ title: 'Day 32' }), keyed('newest-key'));
    expect(await storedKeys()).toEqual(['newer-key', 'newest-key']);
  });
});

reportSkippedLeg();
