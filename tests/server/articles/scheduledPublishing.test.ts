import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publishDue,
  SCHEDULER_NO_LONGER_EDITOR,
  startScheduledPublishing,
  type SchedulerTimers,
} from '../../../server/articles/scheduledPublishing';
import type { DatabaseHandle } from '../../../server/db/database';
import { publicArticlePath } from '@/shared/api/articles';
import { accountPath } from '@/shared/api/accounts';
import { CONTENT_PATH, type ContentItem, type ContentPage } from '@/shared/api/content';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { Browser, sequentialId } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import {
  changed,
  contentApp,
  contentAudit,
  created,
  PASSWORD,
  stepped,
  type ContentApp,
} from './contentTestApp';
import { pgliteFolder, postgresSchema, type ReopenableDatabase } from './reopenableDatabases';

const build = fakeBuildForTests();

const MINUTE = 60_000;
const at = (time: string) => `2026-11-25T${time}:00.000Z`;

/** Timers a test fires by hand: what is waiting, and for how long. */
function manualTimers() {
  const waiting = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: SchedulerTimers = {
    setTimeout: (run, ms) => (waiting.set(++next, { run, ms }), next),
    clearTimeout: (handle) => void waiting.delete(handle as number),
  };
  return {
    timers,
    waiting,
    /** Fires every waiting timer once. */
    fire: () => {
      const due = [...waiting.values()];
      waiting.clear();
      for (const timer of due) timer.run();
    },
  };
}

/** The article's history events, oldest first. */
const events = async (database: DatabaseHandle, id: string) =>
  (
    await database.db
      .selectFrom('article_history')
      .select(['event', 'actor_name', 'note'])
      .where('article_id', '=', id)
      .orderBy('revision')
      .execute()
  ).map((row) => [row.event, row.actor_name, row.note]);

describe.each(databaseLegs)('scheduled publishing on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  beforeEach(async () => {
    database = await open('migrated');
    app = await contentApp(build, database);
  });
  afterEach(() => database.close());

  const due = () => publishDue(database.db, { clock: app.clock.clock, newId: sequentialId });
  const schedule = (item: ContentItem, time: string, fields: Record<string, unknown> = { change: 'major' }) =>
    stepped(app.editor, item, 'publish', { ...fields, scheduledAt: at(time) });

  it('refuses a time that is not in the future, with the field’s message', async () => {
    const item = await created(app.editor);
    const message = 'Choose a time in the future. To publish straight away, publish without a time.';
    for (const time of [at('08:59'), at('09:00')]) {
      const response = await app.editor.request('POST', `${CONTENT_PATH}/${item.id}/publish`, {
        revision: item.revision,
        change: 'major',
        scheduledAt: time,
      });
      expect(response.status, time).toBe(422);
      expect(await response.json()).toEqual({ error: message, fields: { scheduledAt: message } });
    }
    expect(await events(database, item.id)).toEqual([['created', 'editor', null]]);
  });

  it('publishes an item when its time comes, as the editor who scheduled it, and lists what is scheduled soonest first', async () => {
    const later = await schedule(await created(app.writer, { title: 'Later' }), '10:00');
    const sooner = await schedule(await created(app.writer, { title: 'Sooner' }), '09:30', {
      change: 'major',
      changeNote: 'New guide.',
    });
    expect(sooner).toMatchObject({ scheduledAt: at('09:30'), status: 'draft' });
    const scheduled = (await (
      await app.writer.request('GET', `${CONTENT_PATH}?view=scheduled`)
    ).json()) as ContentPage;
    expect(scheduled.items.map((item) => item.title)).toEqual(['Sooner', 'Later']);

    app.clock.advance(29 * MINUTE);
    expect(await due()).toBe(0);
    expect((await app.app.request(publicArticlePath('sooner'))).status).toBe(404);
    app.clock.advance(MINUTE);
    expect(await due()).toBe(1);
    expect(await (await app.app.request(publicArticlePath('sooner'))).json()).toMatchObject({
      title: 'Sooner',
      publishedAt: at('09:30'),
      changeNotes: [{ at: at('09:30'), note: 'New guide.' }],
    });
    expect(await events(database, sooner.id)).toEqual([
      ['created', 'writer', null],
      ['scheduled', 'editor', 'New guide.'],
      ['published', 'editor', 'New guide.'],
    ]);
    expect((await contentAudit(database)).filter(([action]) => action !== 'contentCreated')).toEqual([
      ['contentScheduled', 'editor@example.gov.ng', 'Later', `revision 2, for ${at('10:00')}`],
      ['contentScheduled', 'editor@example.gov.ng', 'Sooner', `revision 2, for ${at('09:30')}: New guide.`],
      ['contentPublished', 'editor@example.gov.ng', 'Sooner', 'revision 3, scheduled: New guide.'],
    ]);
    const item = (await (
      await app.editor.request('GET', `${CONTENT_PATH}/${later.id}`)
    ).json()) as ContentItem;
    expect(item).toMatchObject({ status: 'draft', scheduledAt: at('10:00') });
    app.clock.advance(60 * MINUTE);
    expect(await due()).toBe(1);
    expect(await due()).toBe(0);
  });

  it('publishes a scheduled minor fix without moving “Last updated”', async () => {
    const live = await created(app.editor, { title: 'Fees', status: 'published' });
    app.clock.advance(MINUTE);
    const typo = await changed(app.writer, live, { content: 'Fixed a typo.' });
    await schedule(typo, '09:30', { change: 'minor' });
    app.clock.advance(30 * MINUTE);
    expect(await due()).toBe(1);
    expect(await (await app.app.request(publicArticlePath('fees'))).json()).toMatchObject({
      content: 'Fixed a typo.',
      publishedAt: at('09:31'),
      updatedAt: at('09:00'),
    });
  });

  it('cancels a schedule whose editor was disabled or made a writer before its time, saying why', async () => {
    const accountId = async (email: string) =>
      (
        await database.db
          .selectFrom('accounts')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const editorId = await accountId('editor@example.gov.ng');
    const first = await schedule(await created(app.writer, { title: 'Approved by a leaver' }), '09:30');
    const disabled = await app.admin.request('PATCH', accountPath(editorId), { disabled: true });
    expect(disabled.status).toBe(200);
    app.clock.advance(30 * MINUTE);
    expect(await due()).toBe(1);
    expect((await app.app.request(publicArticlePath('approved-by-a-leaver'))).status).toBe(404);
    expect(await events(database, first.id)).toEqual([
      ['created', 'writer', null],
      ['scheduled', 'editor', null],
      ['scheduleCancelled', 'editor', SCHEDULER_NO_LONGER_EDITOR],
    ]);
    expect((await contentAudit(database)).at(-1)).toEqual([
      'contentScheduleCancelled',
      'editor@example.gov.ng',
      'Approved by a leaver',
      `revision 3: ${SCHEDULER_NO_LONGER_EDITOR}`,
    ]);

    // Back, but as a writer: still nobody who may publish approved it.
    await app.admin.request('PATCH', accountPath(editorId), { disabled: false });
    const editorAgain = new Browser(app, '192.0.2.30');
    expect((await editorAgain.signIn('editor@example.gov.ng', PASSWORD)).status).toBe(200);
    const second = await stepped(
      editorAgain,
      await created(app.writer, { title: 'Approved then demoted' }),
      'publish',
      {
        change: 'major',
        scheduledAt: at('10:30'),
      },
    );
    expect((await app.admin.request('PATCH', accountPath(editorId), { role: 'writer' })).status).toBe(200);
    app.clock.advance(60 * MINUTE);
    expect(await due()).toBe(1);
    const item = (await (
      await app.writer.request('GET', `${CONTENT_PATH}/${second.id}`)
    ).json()) as ContentItem;
    expect(item).toMatchObject({ status: 'draft', scheduledAt: null });
  });

  it('lets an editor cancel a schedule, and a save cancel it too', async () => {
    const item = await schedule(await created(app.writer), '09:30');
    const notEditor = await app.writer.request('POST', `${CONTENT_PATH}/${item.id}/cancelSchedule`, {
      revision: item.revision,
    });
    expect(notEditor.status).toBe(403);
    expect(await notEditor.json()).toEqual({
      error: 'Only an editor or an admin can cancel a scheduled publication.',
    });
    const cancelled = await stepped(app.editor, item, 'cancelSchedule');
    expect(cancelled.scheduledAt).toBeNull();
    const again = await app.editor.request('POST', `${CONTENT_PATH}/${item.id}/cancelSchedule`, {
      revision: cancelled.revision,
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      error: 'This article is not scheduled to be published: there is nothing to cancel.',
    });

    const rescheduled = await schedule(cancelled, '09:40');
    const saved = await changed(app.writer, rescheduled, { summary: 'Changed after approval.' });
    expect(saved.scheduledAt).toBeNull();
    app.clock.advance(60 * MINUTE);
    expect(await due()).toBe(0);
    expect((await events(database, item.id)).map(([event]) => event)).toEqual([
      'created',
      'scheduled',
      'scheduleCancelled',
      'scheduled',
      'saved',
    ]);
  });
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const reopenableLegs: { name: string; make: () => Promise<ReopenableDatabase> }[] = [
  { name: 'PGlite', make: pgliteFolder },
  ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', make: () => postgresSchema(TEST_DATABASE_URL) }] : []),
];

describe.each(reopenableLegs)('scheduled publishing across a restart on $name', ({ make }) => {
  let store: ReopenableDatabase;
  beforeEach(async () => {
    store = await make();
  });
  afterEach(() => store.remove());

  it('publishes at the next start what fell due while the server was stopped', async () => {
    const before = await store.open();
    const app = await contentApp(build, before);
    const item = await stepped(app.editor, await created(app.writer, { title: 'Overnight' }), 'publish', {
      change: 'major',
      scheduledAt: at('23:00'),
    });
    await before.close();

    const after = await store.open();
    try {
      const log: Record<string, unknown>[] = [];
      const { timers, waiting } = manualTimers();
      const clock = () => new Date('2026-11-26T07:00:00.000Z');
      const scheduler = startScheduledPublishing(
        () => publishDue(after.db, { clock, newId: sequentialId }),
        30_000,
        (entry) => log.push(entry),
        timers,
      );
      await scheduler.stop();
      expect(log).toEqual([{ msg: 'scheduledPublished', published: 1 }]);
      expect(waiting.size).toBe(0);
      expect(await events(after, item.id)).toEqual([
        ['created', 'writer', null],
        ['scheduled', 'editor', null],
        ['published', 'editor', null],
      ]);
    } finally {
      await after.close();
    }
  });
});

describe('the scheduler', () => {
  it('checks at start, then a check interval after each check ends, until stopped', async () => {
    const { timers, waiting, fire } = manualTimers();
    let checks = 0;
    const check = async () => {
      checks += 1;
      return 0;
    };
    const scheduler = startScheduledPublishing(check, 30_000, () => {}, timers);
    await new Promise((resolve) => setImmediate(resolve));
    expect(checks).toBe(1);
    expect([...waiting.values()].map((timer) => timer.ms)).toEqual([30_000]);
    fire();
    await new Promise((resolve) => setImmediate(resolve));
    expect(checks).toBe(2);
    await scheduler.stop();
    expect(waiting.size).toBe(0);
    fire();
    expect(checks).toBe(2);
  });

  it('logs a failed check without its details and tries again at the next one', async () => {
    const { timers, fire } = manualTimers();
    const log: Record<string, unknown>[] = [];
    let calls = 0;
    const check = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Connection terminated unexpectedly');
      return 2;
    };
    const scheduler = startScheduledPublishing(check, 1000, (entry) => log.push(entry), timers);
    await new Promise((resolve) => setImmediate(resolve));
    fire();
    await new Promise((resolve) => setImmediate(resolve));
    await scheduler.stop();
    expect(log).toEqual([
      { msg: 'scheduledPublishingFailed', error: 'Connection terminated unexpectedly' },
      { msg: 'scheduledPublished', published: 2 },
    ]);
  });
});

reportSkippedLeg();
