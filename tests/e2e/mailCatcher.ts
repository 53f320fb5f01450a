import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { startSmtpCapture, type ReceivedMail } from '../server/mail/smtpCapture';

/**
 * The journeys' SMTP server: a real one (the `smtp-server` package) on 127.0.0.1, at a port fixed from
 * the journeys' own (E2E_PORT + 2000, or E2E_SMTP_PORT), which playwright.config.ts gives the e2e server
 * as SMTP_URL. Started once for the run (globalSetup, mailCatcher.setup.ts); every message it receives
 * is written as JSON to MAIL_DIR, where a journey in any worker reads it.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2000);

const MAIL_DIR = join(tmpdir(), `cgn-e2e-mail-${E2E_SMTP_PORT}`);

/** Starts the catcher with an empty mail folder; returns how to stop it. */
export async function startMailCatcher() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const capture = await startSmtpCapture(E2E_SMTP_PORT);
  let written = 0;
  const timer = setInterval(() => {
    for (const mail of capture.received.slice(written))
      writeFileSync(join(MAIL_DIR, `${String(written++).padStart(5, '0')}.json`), JSON.stringify(mail));
  }, 100);
  return async () => {
    clearInterval(timer);
    await capture.close();
    rmSync(MAIL_DIR, { recursive: true, force: true });
  };
}

/** The messages received so far for `address`, oldest first. */
export function mailTo(address: string): ReceivedMail[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** The one e-mail to `address` whose subject matches `subject`, once the server's queue has sent it. */
export async function mailFor(address: string, subject: RegExp): Promise<ReceivedMail> {
  const matching = () => mailTo(address).filter((mail) => subject.test(mail.headers.Subject ?? ''));
  await expect.poll(() => matching().length, { timeout: 20_000 }).toBe(1);
  return matching()[0]!;
}
