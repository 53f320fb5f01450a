import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, StartupError } from '../../server/config';

const GOOD = 'a-long-enough-password';

function problem(env: NodeJS.ProcessEnv): string {
  try {
    readConfig(env, '/srv/portal');
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error('expected a StartupError');
}

describe('readConfig', () => {
  it('has defaults for everything: 127.0.0.1:3000, ./data, the embedded database, no admin', () => {
    expect(readConfig({}, '/srv/portal')).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/portal/data',
      databaseUrl: undefined,
      admin: undefined,
      sessionIdleMinutes: 60,
      sessionMaxHours: 8,
      trustProxy: false,
      publicOrigin: undefined,
      scheduleCheckSeconds: 30,
      // No mail server: the mail queue waits, nothing pretends to send.
      smtpUrl: undefined,
      mailFrom: 'Citizen Guide Nigeria <no-reply@localhost>',
      mailCheckSeconds: 30,
      maxInFlight: 200,
    });
  });

  it('looks for the renderer beside the build, where npm run build writes both', () => {
    expect(readConfig({ DIST_DIR: 'site/dist' }, '/srv/portal')).toMatchObject({
      distDir: '/srv/portal/site/dist',
      ssrDir: '/srv/portal/site/dist-ssr',
    });
    const { distDir, ssrDir } = readConfig({}, '/srv/portal');
    expect(ssrDir).toBe(join(dirname(distDir), 'dist-ssr'));
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/cgn',
        DIST_DIR: '/opt/build',
        SSR_DIR: '/opt/renderer',
        DATABASE_URL: 'postgres://cgn:pw@db.internal:5432/cgn',
        ADMIN_EMAIL: ' Admin@Example.gov.ng ',
        ADMIN_PASSWORD: GOOD,
        SESSION_IDLE_MINUTES: '15',
        SESSION_MAX_HOURS: '12',
        TRUST_PROXY: '1',
        PUBLIC_ORIGIN: 'https://guide.example.gov.ng/',
        SCHEDULE_CHECK_SECONDS: '5',
        VISITOR_LIMIT_SCALE: '4',
        SMTP_URL: 'smtp://mailer:secret@mail.example.gov.ng:587',
        MAIL_FROM: 'Citizen Guide Nigeria <news@example.gov.ng>',
        MAIL_CHECK_SECONDS: '10',
        MAX_IN_FLIGHT: '64',
      },
      '/srv/portal',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/portal/var/cgn',
      distDir: '/opt/build',
      ssrDir: '/opt/renderer',
      databaseUrl: 'postgres://cgn:pw@db.internal:5432/cgn',
      admin: { email: 'admin@example.gov.ng', password: GOOD },
      sessionIdleMinutes: 15,
      sessionMaxHours: 12,
      trustProxy: true,
      publicOrigin: 'https://guide.example.gov.ng',
      scheduleCheckSeconds: 5,
      visitorLimitScale: 4,
      smtpUrl: 'smtp://mailer:secret@mail.example.gov.ng:587',
      mailFrom: 'Citizen Guide Nigeria <news@example.gov.ng>',
      mailCheckSeconds: 10,
      maxInFlight: 64,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT .*"eighty"/],
    [{ PORT: '70000' }, /^PORT /],
    [{ PORT: '-1' }, /^PORT /],
    [{ PORT: '80.5' }, /^PORT /],
    [{ HOST: 'not a host!' }, /^HOST /],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL /],
    [{ DATABASE_URL: 'mysql://root@db/cgn' }, /^DATABASE_URL must start with postgres:\/\//],
    [{ ADMIN_PASSWORD: GOOD }, /^ADMIN_EMAIL must be set/],
    [{ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: GOOD }, /^ADMIN_EMAIL is not an e-mail/],
    [
      { ADMIN_EMAIL: 'admin@example.gov.ng', ADMIN_PASSWORD: 'short' },
      /^ADMIN_PASSWORD cannot be used: Choose a password of at least 12 characters\.$/,
    ],
    [
      { ADMIN_EMAIL: 'admin@example.gov.ng', ADMIN_PASSWORD: 'ab'.repeat(65) },
      /^ADMIN_PASSWORD cannot be used: A password has at most 128 characters\.$/,
    ],
    [
      { ADMIN_EMAIL: 'admin@example.gov.ng', ADMIN_PASSWORD: 'Qwerty123456' },
      /^ADMIN_PASSWORD cannot be used: This password is too common/,
    ],
    [
      { SESSION_IDLE_MINUTES: '0' },
      /^SESSION_IDLE_MINUTES must be a whole number from 1 to 1440, not "0"\.$/,
    ],
    [{ SESSION_MAX_HOURS: 'eight' }, /^SESSION_MAX_HOURS must be a whole number from 1 to 168/],
    [
      { SCHEDULE_CHECK_SECONDS: '0' },
      /^SCHEDULE_CHECK_SECONDS must be a whole number from 1 to 3600, not "0"\.$/,
    ],
    [{ SCHEDULE_CHECK_SECONDS: '3601' }, /^SCHEDULE_CHECK_SECONDS must be a whole number from 1 to 3600/],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be 1 or 0/],
    [{ VISITOR_LIMIT_SCALE: '0' }, /^VISITOR_LIMIT_SCALE must be a whole number from 1 to 1000, not "0"\.$/],
    [{ PUBLIC_ORIGIN: 'guide.example.gov.ng' }, /^PUBLIC_ORIGIN must be an origin/],
    [{ PUBLIC_ORIGIN: 'https://guide.example.gov.ng/admin' }, /^PUBLIC_ORIGIN must be an origin/],
    [{ SMTP_URL: 'mail.example.gov.ng' }, /^SMTP_URL must be an address such as smtp:\/\//],
    [{ SMTP_URL: 'https://user:secret@mail.example.gov.ng' }, /^SMTP_URL must be an address/],
    [{ MAIL_FROM: 'news' }, /^MAIL_FROM must be one line with an address/],
    [{ MAIL_FROM: 'a@b.ng\r\nBcc: x@y.ng' }, /^MAIL_FROM must be one line/],
    [{ MAIL_CHECK_SECONDS: '0' }, /^MAIL_CHECK_SECONDS must be a whole number from 1 to 3600/],
    [{ MAX_IN_FLIGHT: '0' }, /^MAX_IN_FLIGHT must be a whole number from 1 to 100000, not "0"\.$/],
    [{ MAX_IN_FLIGHT: 'lots' }, /^MAX_IN_FLIGHT must be a whole number from 1 to 100000/],
  ])('%j stops the start, naming the variable', (env, message) => {
    expect(problem(env)).toMatch(message);
  });

  it('never repeats SMTP_URL, which may hold a password, in its refusal', () => {
    expect(problem({ SMTP_URL: 'http://mailer:hunter2@mail.example.gov.ng' })).not.toContain('hunter2');
  });

  it('takes ADMIN_EMAIL alone: the first admin then chooses a password through a one-time link', () => {
    expect(readConfig({ ADMIN_EMAIL: 'Admin@Example.gov.ng' }).admin).toEqual({
      email: 'admin@example.gov.ng',
      password: undefined,
    });
  });

  it('never repeats a secret in its message', () => {
    expect(problem({ DATABASE_URL: 'mysql://root:TopSecret1@db/cgn' })).not.toContain('TopSecret1');
    expect(problem({ DATABASE_URL: 'postgres://root:TopSecret1@' })).not.toContain('TopSecret1');
    expect(problem({ ADMIN_EMAIL: 'a@b.ng', ADMIN_PASSWORD: 'TopSecret1' })).not.toContain('TopSecret1');
  });
});
