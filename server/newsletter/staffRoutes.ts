import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { ApiError } from '@/shared/api/errors';
import { normalisedEmail } from '@/shared/api/newsletter';
import {
  NEWSLETTER_EXPORT_PATH,
  NEWSLETTER_OVERVIEW_PATH,
  NEWSLETTER_SUBSCRIBER_DATA_PATH,
  NEWSLETTER_SUBSCRIBER_DELETION_PATH,
  NEWSLETTER_UPDATES_PATH,
  newsletterUpdateRequestSchema,
  subscriberRequestSchema,
  type NewsletterOverview,
  type NewsletterUpdateQueued,
  type SubscriberData,
} from '@/shared/api/newsletterStaff';
import type { AppEnv } from '../appEnv';
import { recordAudit } from '../accounts/audit';
import { hashToken } from '../accounts/tokens';
import { requireRole, type SignedInEnv } from '../accounts/requireRole';
import { checkedJson, jsonBodyLimit } from '../http/validation';
import { queueMail } from '../mail/mailQueue';
import { updateMail } from './newsletterMails';
import { deleteSubscriber, type NewsletterDependencies } from './subscriptions';

/** How many of the newest messages the Subscribers tab lists. */
const LATEST_MAIL = 10;
/** How many change notes of recent publications are offered. */
const CHANGE_NOTES = 5;

/** In the audit log a subscriber is never named: the first characters of their address's SHA-256. */
export const subscriberReference = (email: string) =>
  `subscriber ${createHash('sha256').update(email).digest('hex').slice(0, 12)}`;

const NOT_FOUND: ApiError = { error: 'No subscriber has that address.' };

/** A CSV field (RFC 4180), with a leading formula character defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The staff's side of the newsletter (the Subscribers tab):
 * - GET overview (editors, admins): counts, the mail queue, change notes to offer as an update;
 * - POST updates (editors, admins): one message queued per confirmed subscriber, each with its own
 *   unsubscribe link;
 * - admins only, each recorded in the audit log without the address: the confirmed list as CSV, one
 *   subscriber's data as JSON, and one subscriber's deletion.
 */
export function addNewsletterStaffRoutes(
  app: Hono<AppEnv>,
  deps: NewsletterDependencies & { mailConfigured: boolean },
) {
  const { db, clock, newId } = deps;
  const audit = (
    c: Context<SignedInEnv>,
    action: Parameters<typeof recordAudit>[2]['action'],
    subject: string,
    detail?: string,
  ) =>
    recordAudit(
      db,
      { newId, clock },
      {
        action,
        actorEmail: c.var.signedIn.user.email,
        subject,
        ip: c.var.clientIp,
        detail: detail ?? null,
      },
    );

  app.get(NEWSLETTER_OVERVIEW_PATH, requireRole('editor'), async (c) => {
    const subscribers = await db
      .selectFrom('newsletter_subscribers')
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('status')
      .execute();
    const mail = await db
      .selectFrom('mail_queue')
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('status')
      .execute();
    const count = (rows: { status: string; count: string | number | bigint }[], ...statuses: string[]) =>
      rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
    const latest = await db
      .selectFrom('mail_queue')
      .select(['id', 'kind', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LATEST_MAIL)
      .execute();
    const notes = await db
      .selectFrom('article_history')
      .select(['title', 'note', 'at', 'slug'])
      .where('event', '=', 'published')
      .where('note', 'is not', null)
      .where(sql<boolean>`trim(note) <> ''`)
      .orderBy('at', 'desc')
      .limit(CHANGE_NOTES)
      .execute();
    return c.json<NewsletterOverview>({
      subscribers: { confirmed: count(subscribers, 'confirmed'), pending: count(subscribers, 'pending') },
      mail: {
        configured: deps.mailConfigured,
        queued: count(mail, 'queued', 'sending'),
        sent: count(mail, 'sent'),
        failed: count(mail, 'failed'),
        latest: latest.map((row) => ({
          id: row.id,
          kind: row.kind,
          subject: row.subject,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at.toISOString(),
          sentAt: row.sent_at?.toISOString() ?? null,
        })),
      },
      changeNotes: notes.map((row) => ({
        title: row.title,
        note: row.note ?? '',
        publishedAt: row.at.toISOString(),
        slug: row.slug,
      })),
    });
  });

  app.post(NEWSLETTER_UPDATES_PATH, requireRole('editor'), jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, newsletterUpdateRequestSchema);
    if (!request.ok) return request.response;
    const queued = await db.transaction().execute(async (trx) => {
      const now = clock();
      const recipients = await trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email', 'language'])
        .where('status', '=', 'confirmed')
        .orderBy('id')
        .execute();
      for (const recipient of recipients) {
        const token = deps.randomToken();
        await trx
          .insertInto('newsletter_tokens')
          .values({
            token_hash: hashToken(token),
            subscriber_id: recipient.id,
            purpose: 'unsubscribe',
            created_at: now,
          })
          .execute();
        await queueMail(trx, updateMail(deps.siteOrigin, recipient, request.value, token), newId(), now);
      }
      return recipients.length;
    });
    await audit(c, 'newsletterUpdateQueued', request.value.subject, `${queued} recipients`);
    return c.json<NewsletterUpdateQueued>({ queued }, 201);
  });

  app.get(NEWSLETTER_EXPORT_PATH, requireRole('admin'), async (c) => {
    const rows = await db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'language', 'confirmed_at'])
      .where('status', '=', 'confirmed')
      .orderBy('confirmed_at')
      .orderBy('email')
      .execute();
    const lines = [
      'email,language,confirmed_at',
      ...rows.map((row) =>
        [row.email, row.language, row.confirmed_at?.toISOString() ?? ''].map(csvField).join(','),
      ),
    ];
    await audit(c, 'subscribersExported', `${rows.length} subscribers`);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="subscribers.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(`${lines.join('\r\n')}\r\n`);
  });

  app.post(NEWSLETTER_SUBSCRIBER_DATA_PATH, requireRole('admin'), jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, subscriberRequestSchema);
    if (!request.ok) return request.response;
    const email = normalisedEmail(request.value.email);
    const subscriber = await db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    if (!subscriber) return c.json(NOT_FOUND, 404);
    const links = await db
      .selectFrom('newsletter_tokens')
      .select(['purpose', 'created_at'])
      .where('subscriber_id', '=', subscriber.id)
      .orderBy('created_at')
      .execute();
    const mail = await db
      .selectFrom('mail_queue')
      .select(['kind', 'subject', 'status', 'created_at', 'sent_at'])
      .where('subscriber_id', '=', subscriber.id)
      .orderBy('created_at')
      .execute();
    await audit(c, 'subscriberDataExported', subscriberReference(email));
    c.header('Cache-Control', 'no-store');
    return c.json<SubscriberData>({
      email: subscriber.email,
      status: subscriber.status,
      language: subscriber.language,
      page: subscriber.page,
      consentText: subscriber.consent_text,
      signedUpAt: subscriber.signed_up_at.toISOString(),
      confirmedAt: subscriber.confirmed_at?.toISOString() ?? null,
      confirmationSentAt: subscriber.confirmation_sent_at?.toISOString() ?? null,
      links: links.map((row) => ({ purpose: row.purpose, createdAt: row.created_at.toISOString() })),
      mail: mail.map((row) => ({
        kind: row.kind,
        subject: row.subject,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        sentAt: row.sent_at?.toISOString() ?? null,
      })),
    });
  });

  app.post(NEWSLETTER_SUBSCRIBER_DELETION_PATH, requireRole('admin'), jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, subscriberRequestSchema);
    if (!request.ok) return request.response;
    const email = normalisedEmail(request.value.email);
    const subscriber = await db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!subscriber) return c.json(NOT_FOUND, 404);
    await deleteSubscriber(db, subscriber.id);
    await audit(c, 'subscriberDeleted', subscriberReference(email));
    return c.json({ deleted: true as const });
  });
}
