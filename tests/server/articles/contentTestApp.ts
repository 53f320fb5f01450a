import { afterEach, beforeEach, expect } from 'vitest';
import type { PasswordHasher } from '../../../server/accounts/passwords';
import type { DatabaseHandle } from '../../../server/db/database';
import type { Role } from '@/shared/api/accounts';
import {
  CONTENT_PATH,
  contentItemPath,
  contentStepPath,
  type ContentItem,
  type NewContent,
  type WorkflowStep,
} from '@/shared/api/content';
import { fakeBuildForTests, type FakeBuild } from '../utils/fakeBuild';
import type { DatabaseLeg } from '../utils/testDatabase';
import { addAccount, Browser, fakeClock, staffApp } from '../utils/staffApp';

/** Passwords are not what these tests are about: a hasher that costs nothing (argon2 is slow on purpose). */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (stored, password) => stored === `plain:${password}`,
  needsRehash: () => false,
};

export const PASSWORD = 'correct horse battery staple';

/**
 * The app on `database` with a fake clock, a writer, an editor and an admin each signed in in a browser of
 * their own (names writer, editor, admin: each is the author of what they create), and sessions that
 * outlast any clock the tests move.
 */
export async function contentApp(build: FakeBuild, database: DatabaseHandle) {
  const staff = staffApp(build, database, fakeClock(), {
    hasher: plainHasher,
    limits: { idleMinutes: 60 * 24 * 60, maxHours: 24 * 60 },
  });
  const signIn = async (role: Role) => {
    await addAccount(database, plainHasher, { email: `${role}@example.gov.ng`, role, password: PASSWORD });
    const browser = new Browser(staff, role === 'writer' ? '192.0.2.10' : '192.0.2.20');
    expect((await browser.signIn(`${role}@example.gov.ng`, PASSWORD)).status).toBe(200);
    return browser;
  };
  const writer = await signIn('writer');
  const editor = await signIn('editor');
  const admin = await signIn('admin');
  return { ...staff, writer, editor, admin, anonymous: new Browser(staff) };
}

export type ContentApp = Awaited<ReturnType<typeof contentApp>>;

/**
 * For each test of the describe block that calls it: a migrated database of `open`'s leg and the content
 * API on it (contentApp), handed to `given` before the test and closed after it; the fake build is loaded
 * for the block.
 */
export function contentAppEachTest(
  open: DatabaseLeg['open'],
  given: (now: { database: DatabaseHandle; app: ContentApp }) => void,
) {
  const build = fakeBuildForTests();
  let database: DatabaseHandle | undefined;
  beforeEach(async () => {
    database = await open('migrated');
    given({ database, app: await contentApp(build, database) });
  });
  afterEach(() => database?.close());
}

/** A new article's fields; override any. */
export const draft = (fields: Partial<NewContent> = {}): NewContent => ({
  title: 'How to renew your passport',
  summary: 'What to bring to the passport office.',
  category: 'documents',
  content: 'Bring your old passport and your NIN slip.',
  ...fields,
});

/** Creates an article as `browser`, expecting it to work. */
export async function created(browser: Browser, fields: Partial<NewContent> = {}): Promise<ContentItem> {
  const response = await browser.request('POST', CONTENT_PATH, draft(fields));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ContentItem;
}

/** The change that saves `item` as it is, with `fields` changed. */
export const changeOf = (item: ContentItem, fields: Record<string, unknown> = {}) => ({
  revision: item.revision,
  title: item.title,
  slug: item.slug,
  summary: item.summary,
  category: item.category,
  content: item.content,
  ...fields,
});

/** Saves a change as `browser`, expecting it to work. */
export async function changed(browser: Browser, item: ContentItem, fields: Record<string, unknown> = {}) {
  const response = await browser.request('PUT', contentItemPath(item.id), changeOf(item, fields));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ContentItem;
}

/** Takes a workflow step as `browser` on `item` at its revision, with `fields`, expecting it to work. */
export async function stepped(
  browser: Browser,
  item: ContentItem,
  step: WorkflowStep,
  fields: Record<string, unknown> = {},
) {
  const response = await browser.request('POST', contentStepPath(item.id, step), {
    revision: item.revision,
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ContentItem;
}

/** Publishes `item` now as `browser`: its first publication, or a major change with a note. */
export const published = (browser: Browser, item: ContentItem) =>
  stepped(
    browser,
    item,
    'publish',
    item.firstPublishedAt ? { change: 'major', changeNote: 'Updated.' } : { change: 'major' },
  );

/** Takes `item` down as `browser`. */
export const unpublished = (browser: Browser, item: ContentItem) =>
  stepped(browser, item, 'unpublish', { reason: 'Out of date.' });

/** The audit log's content entries, oldest first, as [action, actor, subject, detail]. */
export async function contentAudit(database: DatabaseHandle) {
  const rows = await database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'subject', 'detail', 'ip'])
    .where('action', 'like', 'content%')
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.action, row.actor_email, row.subject, row.detail]);
}

/** The content version now, as a number. */
export async function contentVersion(database: DatabaseHandle) {
  const row = await database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow();
  return Number(row.version);
}
