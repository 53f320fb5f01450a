import * as v from 'valibot';
import { MAX_LENGTH } from '@/shared/lib/text';
import { newsletterEmailSchema } from './newsletter';
import { requestObject } from './requestObject';

/** The staff's Subscribers tab: counts, the mail queue and the change notes to offer (editors, admins). */
export const NEWSLETTER_OVERVIEW_PATH = '/api/newsletter/overview';
/** POST { subject, text }: one update queued for every confirmed subscriber (editors, admins). */
export const NEWSLETTER_UPDATES_PATH = '/api/newsletter/updates';
/** GET: the confirmed subscribers as CSV, for a mail tool (admins; audited). */
export const NEWSLETTER_EXPORT_PATH = '/api/newsletter/subscribers.csv';
/** POST { email }: everything stored about one subscriber, as JSON (admins; audited). */
export const NEWSLETTER_SUBSCRIBER_DATA_PATH = '/api/newsletter/subscriber-data';
/** POST { email }: deletes one subscriber on request (admins; audited). */
export const NEWSLETTER_SUBSCRIBER_DELETION_PATH = '/api/newsletter/subscriber-deletion';

export const UPDATE_SUBJECT_MAX_LENGTH = 150;
export const UPDATE_TEXT_MAX_LENGTH = 5000;

const mailStatus = v.picklist(['queued', 'sending', 'sent', 'failed']);

/** One message of the queue as the staff see it: never its text or its recipient. */
export const queuedMailSchema = v.object({
  id: v.string(),
  kind: v.picklist(['confirmation', 'update']),
  subject: v.string(),
  status: mailStatus,
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type QueuedMail = v.InferOutput<typeof queuedMailSchema>;

export const newsletterOverviewSchema = v.object({
  subscribers: v.object({ confirmed: v.number(), pending: v.number() }),
  mail: v.object({
    /** false: no SMTP_URL, nothing is sent and the queue waits. */
    configured: v.boolean(),
    queued: v.number(),
    sent: v.number(),
    failed: v.number(),
    /** The newest messages, newest first. */
    latest: v.array(queuedMailSchema),
  }),
  /** The change notes of what was published lately (the editorial workflow's), newest first. */
  changeNotes: v.array(
    v.object({ title: v.string(), note: v.string(), publishedAt: v.string(), slug: v.string() }),
  ),
});
export type NewsletterOverview = v.InferOutput<typeof newsletterOverviewSchema>;

export const newsletterUpdateRequestSchema = requestObject(
  {
    subject: v.pipe(
      v.string('Write a subject.'),
      v.trim(),
      v.nonEmpty('Write a subject.'),
      v.maxLength(
        UPDATE_SUBJECT_MAX_LENGTH,
        `A subject has at most ${UPDATE_SUBJECT_MAX_LENGTH} characters.`,
      ),
      // A header: one line.
      v.regex(/^[^\r\n]*$/, 'A subject is one line.'),
    ),
    text: v.pipe(
      v.string('Write the text of the update.'),
      v.trim(),
      v.nonEmpty('Write the text of the update.'),
      v.maxLength(UPDATE_TEXT_MAX_LENGTH, `An update has at most ${UPDATE_TEXT_MAX_LENGTH} characters.`),
    ),
  },
  'The update must be a JSON object with subject and text.',
);
export type NewsletterUpdateRequest = v.InferOutput<typeof newsletterUpdateRequestSchema>;

export const newsletterUpdateQueuedSchema = v.object({ queued: v.number() });
export type NewsletterUpdateQueued = v.InferOutput<typeof newsletterUpdateQueuedSchema>;

/** One subscriber, named by address (admins' export and deletion). */
export const subscriberRequestSchema = requestObject(
  {
    email: v.pipe(
      v.string('Enter the subscriber’s e-mail address.'),
      v.maxLength(MAX_LENGTH.email + 20, 'Enter an e-mail address.'),
      newsletterEmailSchema,
    ),
  },
  'The request must be a JSON object with email.',
);

/** Everything stored about one subscriber (the NDPA's right of access). */
export const subscriberDataSchema = v.object({
  email: v.string(),
  status: v.picklist(['pending', 'confirmed']),
  language: v.string(),
  page: v.string(),
  consentText: v.string(),
  signedUpAt: v.string(),
  confirmedAt: v.nullable(v.string()),
  confirmationSentAt: v.nullable(v.string()),
  /** The links' tokens are kept only as hashes: how many, of which kind, and when made. */
  links: v.array(v.object({ purpose: v.string(), createdAt: v.string() })),
  mail: v.array(
    v.object({
      kind: v.string(),
      subject: v.string(),
      status: mailStatus,
      createdAt: v.string(),
      sentAt: v.nullable(v.string()),
    }),
  ),
});
export type SubscriberData = v.InferOutput<typeof subscriberDataSchema>;

/** 404 for the export and the deletion: no subscriber has that address. */
export const subscriberDeletedSchema = v.object({ deleted: v.literal(true) });
