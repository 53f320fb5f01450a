import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { prepareFirstAccount } from '../../../server/accounts/firstAccount';
import { createAccount, OPERATOR } from '../../../server/accounts/accountRules';
import { randomToken } from '../../../server/accounts/tokens';
import { SETUP_PASSWORD_PATH, SETUP_TOKEN_PATH, type SessionInfo } from '@/shared/api/accounts';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { Browser, sequentialId, staffApp, type StaffApp } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

// The first admin's link: printed at start while there is no account and no ADMIN_*, it asks for the
// e-mail, name and password and creates that admin, once, and only while there is still no account.
const build = fakeBuildForTests();

const ORIGIN = 'https://guide.example.gov.ng';
const PASSWORD = 'the first admin’s phrase';
const HOUR = 3_600_000;
const LINK =
  /^No staff account yet: create the first admin within an hour at https:\/\/guide\.example\.gov\.ng\/account\/setup#([\w-]{43})$/;
const FIRST = { email: ' Boss@Example.gov.ng ', name: 'Ngozi Boss', password: PASSWORD };

describe.each(databaseLegs)('the first admin’s link on $name', ({ name, open }) => {
  let database: DatabaseHandle;
  let staff: StaffApp;
  let visitor: Browser;
  beforeEach(async () => {
    database = await open('migrated');
    staff = staffApp(build, database);
    visitor = new Browser(staff, '203.0.113.9');
  });
  afterEach(() => database.close());

  /** What a start with no ADMIN_* does (a server on this database, at the test's clock): the link's token. */
  const start = async () => {
    const note = await prepareFirstAccount(
      { db: database.db, clock: staff.clock.clock, newId: sequentialId, randomToken, hasher: staff.hasher },
      undefined,
      ORIGIN,
    );
    const token = LINK.exec(note ?? '')?.[1];
    expect(token, note).toBeDefined();
    return token!;
  };
  const use = (token: string, body: object = FIRST) =>
    visitor.request('POST', SETUP_PASSWORD_PATH, { token, ...body });
  const accountCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('asks for the e-mail and name too, creates the admin (audit: nobody, "first admin"), who can sign in; once', async () => {
    const token = await start();
    const tokens = await database.db.selectFrom('setup_tokens').selectAll().execute();
    expect(tokens).toEqual([expect.objectContaining({ account_id: null, used_at: null })]);
    expect(JSON.stringify(tokens)).not.toContain(token);

    const check = await visitor.request('POST', SETUP_TOKEN_PATH, { token });
    expect(await check.json()).toEqual({ email: '', name: '', firstAdmin: true });
    const missing = await use(token, { password: PASSWORD });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      fields: { email: 'Enter an email address.', name: 'Enter a name.' },
    });
    const bad = await use(token, { ...FIRST, email: 'not an address', name: '  ' });
    expect(await bad.json()).toMatchObject({
      fields: { email: 'Enter an email address like name@example.gov.ng.', name: 'Enter a name.' },
    });
    const common = await use(token, { ...FIRST, password: 'Password1234' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { fields: { password: string } }).fields.password).toMatch(/too common/);
    expect(await accountCount()).toBe(0);

    expect((await use(token)).status).toBe(204);
    const admin = new Browser(staff, '198.51.100.1');
    const signedIn = await admin.signIn('boss@example.gov.ng', PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as SessionInfo).user).toMatchObject({
      email: 'boss@example.gov.ng',
      name: 'Ngozi Boss',
      role: 'admin',
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'subject', 'ip', 'detail'])
      .where('action', '=', 'accountCreated')
      .execute();
    expect(audit).toEqual([
      {
        action: 'accountCreated',
        actor_email: null,
        subject: 'boss@example.gov.ng',
        ip: '203.0.113.9',
        detail: 'first admin',
      },
    ]);
    expect((await use(token, { ...FIRST, email: 'second@example.gov.ng' })).status).toBe(410);
    expect((await visitor.request('POST', SETUP_TOKEN_PATH, { token })).status).toBe(410);
    expect(await accountCount()).toBe(1);
  });

  it('works for one hour', async () => {
    const token = await start();
    staff.clock.advance(HOUR);
    expect((await visitor.request('POST', SETUP_TOKEN_PATH, { token })).status).toBe(410);
    expect((await use(token)).status).toBe(410);
    expect(await accountCount()).toBe(0);
  });

  it('a restart while there is no account prints a new link, and the old one stops working', async () => {
    const old = await start();
    const fresh = await start();
    expect(fresh).not.toBe(old);
    expect((await use(old)).status).toBe(410);
    expect((await use(fresh)).status).toBe(204);
  });

  it('two servers starting together on one database leave one working link, never two', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const waiting = await database.db
      .selectFrom('setup_tokens')
      .select('token_hash')
      .where('account_id', 'is', null)
      .where('used_at', 'is', null)
      .execute();
    expect(waiting).toHaveLength(1);
    const answers = await Promise.all(
      [a, b].map((token) => visitor.request('POST', SETUP_TOKEN_PATH, { token })),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 410]);
  });

  it('two uses at once with different e-mails: exactly one creates an admin', async () => {
    const token = await start();
    const statuses = await Promise.all([
      use(token, { ...FIRST, email: 'one@example.gov.ng' }),
      use(token, { ...FIRST, email: 'two@example.gov.ng' }),
    ]).then((responses) => responses.map((response) => response.status));
    expect(statuses.sort()).toEqual([204, 410]);
    expect(await accountCount()).toBe(1);
  });

  it('stops working once an account exists by another way (npm run users, ADMIN_EMAIL on another server)', async () => {
    const token = await start();
    const deps = { db: database.db, clock: staff.clock.clock, newId: sequentialId, randomToken };
    await createAccount(deps, { email: 'ada@example.gov.ng', name: 'Ada', role: 'admin' }, OPERATOR);
    expect((await visitor.request('POST', SETUP_TOKEN_PATH, { token })).status).toBe(410);
    expect((await use(token)).status).toBe(410);
    expect(await accountCount()).toBe(1);
  });

  // PostgreSQL only: PGlite serves one connection, so nothing can be half-done beside the link's use.
  it.runIf(name === 'PostgreSQL')(
    'a use while another connection is making an account waits for it, then refuses (410)',
    async () => {
      const token = await start();
      let used: Promise<Response> | undefined;
      await database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('accounts')
          .values({
            id: sequentialId(),
            email: 'ada@example.gov.ng',
            name: 'Ada',
            role: 'writer',
            created_at: staff.clock.clock(),
          })
          .execute();
        used = use(token);
        // Long enough for the use to reach its check while this account is not yet committed.
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect((await used!).status).toBe(410);
      expect(await accountCount()).toBe(1);
    },
  );
});

reportSkippedLeg();
