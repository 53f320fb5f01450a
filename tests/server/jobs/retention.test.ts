import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { applyRetention, startRetention, RETENTION_CHECK_MS } from '../../../server/jobs/retention';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

const NOW = new Date('2026-11-27T09:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(databaseLegs)('the retention limits of the privacy notice, on $name', ({ open }) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await open('migrated');
  });
  afterEach(() => database.close());

  const subscriber = (n: number, status: 'pending' | 'confirmed', signedUpAt: Date) => ({
    id: id(n),
    email: `reader${n}@example.com`,
    language: 'ha',
    page: '/',
    consent_text: 'We only use it to send you this newsletter.',
    status,
    signed_up_at: signedUpAt,
    confirmed_at: status === 'confirmed' ? signedUpAt : null,
    confirmation_sent_at: signedUpAt,
  });
  const answer = (n: number, createdAt: Date) => ({
    id: id(n),
    page: '/documents/nin',
    language: 'yo',
    useful: false,
    what_went_wrong: `Comment ${n}`,
    created_at: createdAt,
  });

  it("deletes sign-ups unconfirmed after 7 days, clears feedback text after 12 months, drops yesterday's salt", async () => {
    const { db } = database;
    await db
      .insertInto('newsletter_subscribers')
      .values([
        subscriber(1, 'pending', daysAgo(8)),
        subscriber(2, 'pending', daysAgo(6)),
        subscriber(3, 'confirmed', daysAgo(400)),
      ])
      .execute();
    await db
      .insertInto('page_feedback')
      .values([answer(4, new Date('2025-11-20T00:00:00Z')), answer(5, new Date('2025-12-01T00:00:00Z'))])
      .execute();
    await db
      .insertInto('visitor_salts')
      .values([
        { day: '2026-11-26', salt: 'yesterday' },
        { day: '2026-11-27', salt: 'today' },
      ])
      .execute();
    await db
      .insertInto('visitor_hashes')
      .values([
        { day: '2026-11-26', hash: 'a' },
        { day: '2026-11-26', hash: 'b' },
      ])
      .execute();

    const removed = await applyRetention({ db, clock: () => NOW });

    expect(removed).toEqual({ unconfirmedSignUps: 1, feedbackTextsCleared: 1 });
    expect(
      (await db.selectFrom('newsletter_subscribers').select('id').orderBy('id').execute()).map((r) => r.id),
    ).toEqual([id(2), id(3)]);
    expect(
      await db.selectFrom('page_feedback').select(['id', 'what_went_wrong']).orderBy('id').execute(),
    ).toEqual([
      { id: id(4), what_went_wrong: null },
      { id: id(5), what_went_wrong: 'Comment 5' },
    ]);
    expect(await db.selectFrom('visitor_salts').select(['day', 'salt']).execute()).toEqual([
      { day: '2026-11-27', salt: 'today' },
    ]);
    expect(await db.selectFrom('visitor_hashes').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('visitor_counts').selectAll().execute()).toEqual([
      { day: '2026-11-26', visitors: 2 },
    ]);
  });

  it('runs at start and every hour, logging counts only, and a failure does not stop it', async () => {
    const waiting: { run: () => void; ms: number }[] = [];
    const timers = {
      setTimeout: (run: () => void, ms: number) => waiting.push({ run, ms }),
      clearTimeout: () => {},
    };
    const log: Record<string, unknown>[] = [];
    await database.db
      .insertInto('newsletter_subscribers')
      .values(subscriber(6, 'pending', daysAgo(9)))
      .execute();
    let clock = () => NOW;
    const job = startRetention({ db: database.db, clock: () => clock() }, (entry) => log.push(entry), timers);
    await expect.poll(() => waiting.length).toBe(1);
    expect(waiting[0]?.ms).toBe(RETENTION_CHECK_MS);
    expect(log).toEqual([{ msg: 'retentionApplied', unconfirmedSignUps: 1, feedbackTextsCleared: 0 }]);
    clock = () => {
      throw new Error('clock broke');
    };
    waiting[0]?.run();
    await expect.poll(() => waiting.length).toBe(2);
    expect(log[1]).toEqual({ msg: 'retentionFailed', error: 'clock broke' });
    expect(JSON.stringify(log)).not.toContain('reader6@example.com');
    await job.stop();
  });
});

reportSkippedLeg();
