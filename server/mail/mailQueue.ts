import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One e-mail to put in the queue (plain text). */
export interface NewMail {
  kind: Database['mail_queue']['kind'];
  subscriberId: string | null;
  recipient: string;
  subject: string;
  text: string;
  /** Extra headers: List-Unsubscribe, List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

/** A message taken from the queue to be sent now. */
export interface OutgoingMail {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** Sends one message, or throws why it could not (server/mail/smtpSender.ts). */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

/** Queues `mail` under `id`, due at once (inside the caller's transaction when `db` is one). */
export async function queueMail(db: Kysely<Database>, mail: NewMail, id: string, at: Date) {
  await db
    .insertInto('mail_queue')
    .values({
      id,
      kind: mail.kind,
      subscriber_id: mail.subscriberId,
      recipient: mail.recipient,
      subject: mail.subject,
      body_text: mail.text,
      headers: JSON.stringify(mail.headers),
      status: 'queued',
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
}

/** After this many failed attempts a message is given up on (status failed). */
export const MAX_ATTEMPTS = 8;

/** The wait before the next attempt after the n-th failure (1-based): 1 min, 5, 15, 1 h, 3 h, 12 h… */
export function retryDelayMs(failures: number): number {
  const minutes = [1, 5, 15, 60, 180, 720][failures - 1] ?? 720;
  return minutes * 60_000;
}

/** How long a server may take to send what it claimed before another may take it (it stopped, say). */
export const CLAIM_MS = 10 * 60_000;

/** At most this many messages are claimed at a time. */
const BATCH = 20;

/**
 * Claims the due messages: each becomes `sending` until now + CLAIM_MS, in one statement that skips rows
 * another server has locked meanwhile, so several servers on one PostgreSQL never send a message twice.
 */
async function claimDue(db: Kysely<Database>, now: Date): Promise<OutgoingMail[]> {
  const leaseEnds = new Date(now.getTime() + CLAIM_MS);
  const { rows } = await sql<{
    id: string;
    recipient: string;
    subject: string;
    body_text: string;
    headers: string;
  }>`
    update mail_queue set status = 'sending', next_attempt_at = ${leaseEnds}
    where id in (
      select id from mail_queue
      where status in ('queued', 'sending') and next_attempt_at <= ${now}
      order by next_attempt_at, id
      limit ${BATCH}
      for update skip locked
    )
    returning id, recipient, subject, body_text, headers`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    text: row.body_text,
    headers: JSON.parse(row.headers) as Record<string, string>,
  }));
}

/** What one round of sending did. */
export interface SendRound {
  sent: number;
  failed: number;
}

/**
 * Sends every message that is due, one at a time, through `send`. Sent: its text and headers (which hold
 * a live unsubscribe link) are emptied, the rest kept for the staff's view. Refused or unreachable: the
 * error's message is kept for the staff, and it is tried again later (retryDelayMs), or given up after
 * MAX_ATTEMPTS. Everything is in the database, so a restart loses nothing.
 */
export async function sendDueMail(
  db: Kysely<Database>,
  send: MailSender,
  clock: () => Date,
): Promise<SendRound> {
  const round: SendRound = { sent: 0, failed: 0 };
  const claimed = await claimDue(db, clock());
  for (const mail of claimed) {
    try {
      await send(mail);
      await db
        .updateTable('mail_queue')
        .set({ status: 'sent', sent_at: clock(), body_text: '', headers: '{}', last_error: null })
        .where('id', '=', mail.id)
        .execute();
      round.sent++;
    } catch (error) {
      round.failed++;
      const row = await db
        .selectFrom('mail_queue')
        .select('attempts')
        .where('id', '=', mail.id)
        .executeTakeFirst();
      // Unsubscribed meanwhile: the row went with the subscriber.
      if (!row) continue;
      const attempts = row.attempts + 1;
      const at = clock();
      await db
        .updateTable('mail_queue')
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
          next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts)),
          last_error: errorMessage(error),
        })
        .where('id', '=', mail.id)
        .execute();
    }
  }
  return round;
}

/** The reason, for the staff: the error's message (never the message's text), at most 500 characters. */
const errorMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);
