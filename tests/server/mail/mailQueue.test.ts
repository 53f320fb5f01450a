import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import {
  MAX_ATTEMPTS,
  queueMail,
  retryDelayMs,
  sendDueMail,
  type NewMail,
} from '../../../server/mail/mailQueue';
import { startMailWorker } from '../../../server/mail/mailWorker';
import { smtpSender } from '../../../server/mail/smtpSender';
import { fakeClock, sequentialId } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import { startSmtpCapture } from './smtpCapture';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

const MESSAGE: NewMail = {
  kind: 'confirmation',
  subscriberId: null,
  recipient: 'ada@example.com',
  subject: 'Confirm your subscription to Citizen Guide Nigeria',
  text: 'Open https://guide.example.gov.ng/newsletter/confirm?token=secret-1 and press the button.',
  headers: {
    'List-Unsubscribe': '<https://guide.example.gov.ng/newsletter/unsubscribe?token=secret-2>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};
const FROM = 'Citizen Guide Nigeria <news@guide.example.gov.ng>';

describe.each(databaseLegs)('the mail queue on $name', ({ open }) => {
  let database: DatabaseHandle;
  let clock: ReturnType<typeof fakeClock>;
  const closers: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    database = await open('migrated');
    clock = fakeClock();
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await database.close();
  });
  const rows = () => database.db.selectFrom('mail_queue').selectAll().orderBy('created_at').execute();
  const smtp = async (port?: number) => {
    const server = await startSmtpCapture(port);
    closers.push(server.close);
    return server;
  };

  it('sends a due message through the SMTP server, with the List-Unsubscribe headers, and empties its text', async () => {
    const server = await smtp();
    await queueMail(database.db, MESSAGE, sequentialId(), clock.clock());
    const round = await sendDueMail(
      database.db,
      smtpSender(`smtp://127.0.0.1:${server.port}`, FROM),
      clock.clock,
    );
    expect(round).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail!.from).toBe('news@guide.example.gov.ng');
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.headers).toMatchObject({
      Subject: 'Confirm your subscription to Citizen Guide Nigeria',
      'List-Unsubscribe': '<https://guide.example.gov.ng/newsletter/unsubscribe?token=secret-2>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain('https://guide.example.gov.ng/newsletter/confirm?token=secret-1 and press');
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'sent',
      sent_at: clock.clock(),
      body_text: '',
      headers: '{}',
      attempts: 0,
    });
    // Sent once: the next round finds nothing.
    expect(
      await sendDueMail(database.db, smtpSender(`smtp://127.0.0.1:${server.port}`, FROM), clock.clock),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(server.received).toHaveLength(1);
  });

  it('retries after the SMTP server was down: the error kept, the message sent on the next attempt once it is up', async () => {
    const port = await freePort();
    const send = smtpSender(`smtp://127.0.0.1:${port}`, FROM);
    await queueMail(database.db, MESSAGE, sequentialId(), clock.clock());

    expect(await sendDueMail(database.db, send, clock.clock)).toEqual({ sent: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.last_error).not.toContain('secret');
    expect(failed!.next_attempt_at).toEqual(new Date(clock.clock().getTime() + retryDelayMs(1)));

    const server = await smtp(port);
    // Not yet due: nothing is tried.
    expect(await sendDueMail(database.db, send, clock.clock)).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toEqual([]);

    clock.advance(retryDelayMs(1));
    expect(await sendDueMail(database.db, send, clock.clock)).toEqual({ sent: 1, failed: 0 });
    expect(server.received.map((mail) => mail.to)).toEqual([['ada@example.com']]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('waits longer after each failure, and gives up after the last attempt', async () => {
    await queueMail(database.db, MESSAGE, sequentialId(), clock.clock());
    const refuse = () => Promise.reject(new Error('550 mailbox unavailable'));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sendDueMail(database.db, refuse, clock.clock)).toEqual({ sent: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt));
    }
    expect((await rows())[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: '550 mailbox unavailable',
    });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    expect(await sendDueMail(database.db, refuse, clock.clock)).toEqual({ sent: 0, failed: 0 });
  });

  it('survives a restart: a message a stopped server had claimed is taken again once its claim runs out', async () => {
    await queueMail(database.db, MESSAGE, sequentialId(), clock.clock());
    // Claimed, then the server stopped before it could send (never resolves).
    void sendDueMail(database.db, () => new Promise(() => {}), clock.clock);
    await expect.poll(async () => (await rows())[0]!.status).toBe('sending');
    const sent: string[] = [];
    const record = async (mail: { recipient: string }) => void sent.push(mail.recipient);
    expect(await sendDueMail(database.db, record, clock.clock)).toEqual({ sent: 0, failed: 0 });
    clock.advance(10 * 60_000);
    expect(await sendDueMail(database.db, record, clock.clock)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['ada@example.com']);
  });

  it('two servers sending at once send each message once', async () => {
    for (let i = 0; i < 6; i++)
      await queueMail(
        database.db,
        { ...MESSAGE, recipient: `r${i}@example.com` },
        sequentialId(),
        clock.clock(),
      );
    const sent: string[] = [];
    const record = async (mail: { recipient: string }) => void sent.push(mail.recipient);
    await Promise.all([
      sendDueMail(database.db, record, clock.clock),
      sendDueMail(database.db, record, clock.clock),
    ]);
    expect(sent.sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5'].map((r) => `${r}@example.com`));
  });

  it('the worker runs a round at once, then on its interval, logs counts only, and stops cleanly', async () => {
    const server = await smtp();
    await queueMail(database.db, MESSAGE, sequentialId(), clock.clock());
    const log: Record<string, unknown>[] = [];
    const worker = startMailWorker(
      () => sendDueMail(database.db, smtpSender(`smtp://127.0.0.1:${server.port}`, FROM), clock.clock),
      60_000,
      (entry) => log.push(entry),
    );
    await expect.poll(() => server.received.length).toBe(1);
    await worker.stop();
    expect(log).toEqual([{ msg: 'mailSent', sent: 1, failed: 0 }]);
    expect(JSON.stringify(log)).not.toContain('ada@');
  });
});

reportSkippedLeg();
