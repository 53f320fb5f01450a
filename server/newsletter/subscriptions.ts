import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from '../accounts/tokens';
import { queueMail } from '../mail/mailQueue';
import { confirmationMail } from './newsletterMails';

/** What the newsletter's server side is built from: every source of time and randomness passed in. */
export interface NewsletterDependencies {
  db: Kysely<Database>;
  newId: () => string;
  clock: () => Date;
  randomToken: () => string;
  /** Where the e-mails' links point: PUBLIC_ORIGIN, or the site's address. */
  siteOrigin: string;
}

/** A sign-up, checked: the address normalised (trimmed, lower-cased). */
export interface SignUp {
  email: string;
  language: string;
  page: string;
  consent: string;
}

/** A pending sign-up gets at most one confirmation e-mail in this time. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000;

/** Pending sign-ups are deleted after this long (purgeUnconfirmedSignups). */
export const UNCONFIRMED_DAYS = 7;

/** Stores a token's hash for `subscriberId` and returns the token. */
async function newToken(
  db: Kysely<Database>,
  { randomToken, clock }: Pick<NewsletterDependencies, 'randomToken' | 'clock'>,
  subscriberId: string,
  purpose: 'confirm' | 'unsubscribe',
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('newsletter_tokens')
    .values({ token_hash: hashToken(token), subscriber_id: subscriberId, purpose, created_at: clock() })
    .execute();
  return token;
}

/**
 * Takes a sign-up. New: stored pending, with a confirmation e-mail queued. Pending already: the language,
 * page and wording are the latest sign-up's, and a fresh confirmation is queued unless one went less than
 * an hour ago. Confirmed already: nothing changes. The caller answers all three alike.
 */
export async function signUp(deps: NewsletterDependencies, signup: SignUp): Promise<void> {
  const { db, newId, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const now = clock();
    const existing = await trx
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', signup.email)
      .forUpdate()
      .executeTakeFirst();
    if (existing?.status === 'confirmed') return;
    if (
      existing?.confirmation_sent_at &&
      now.getTime() - existing.confirmation_sent_at.getTime() < CONFIRMATION_INTERVAL_MS
    )
      return;
    const id = existing?.id ?? newId();
    const values = {
      language: signup.language,
      page: signup.page,
      consent_text: signup.consent,
      signed_up_at: now,
      confirmation_sent_at: now,
    };
    if (existing) await trx.updateTable('newsletter_subscribers').set(values).where('id', '=', id).execute();
    else
      await trx
        .insertInto('newsletter_subscribers')
        .values({ id, email: signup.email, status: 'pending', confirmed_at: null, ...values })
        .execute();
    const tokens = {
      confirm: await newToken(trx, deps, id, 'confirm'),
      unsubscribe: await newToken(trx, deps, id, 'unsubscribe'),
    };
    await queueMail(
      trx,
      confirmationMail(deps.siteOrigin, { id, email: signup.email, language: signup.language }, tokens),
      newId(),
      now,
    );
  });
}

/** The subscriber a link's token names, for that purpose, or undefined. */
export async function subscriberOfToken(
  db: Kysely<Database>,
  token: string,
  purpose: 'confirm' | 'unsubscribe',
) {
  return db
    .selectFrom('newsletter_tokens')
    .innerJoin('newsletter_subscribers', 'newsletter_subscribers.id', 'newsletter_tokens.subscriber_id')
    .select(['newsletter_subscribers.id', 'newsletter_subscribers.status', 'newsletter_subscribers.language'])
    .where('newsletter_tokens.token_hash', '=', hashToken(token))
    .where('newsletter_tokens.purpose', '=', purpose)
    .executeTakeFirst();
}

/** Confirms the sign-up the token names; its language, or undefined when the token names none. */
export async function confirmSignup(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const subscriber = await subscriberOfToken(db, token, 'confirm');
  if (!subscriber) return undefined;
  if (subscriber.status === 'pending')
    await db
      .updateTable('newsletter_subscribers')
      .set({ status: 'confirmed', confirmed_at: now })
      .where('id', '=', subscriber.id)
      .where('status', '=', 'pending')
      .execute();
  return subscriber.language;
}

/**
 * Deletes the subscriber the token names, with their tokens and their mail (queued or sent): nothing
 * personal is kept. Their language, or undefined when the token names nobody (already gone).
 */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const subscriber = await subscriberOfToken(db, token, 'unsubscribe');
  if (!subscriber) return undefined;
  await deleteSubscriber(db, subscriber.id);
  return subscriber.language;
}

/** Deletes one subscriber and everything that names them (tokens and mail go with them: on delete cascade). */
export async function deleteSubscriber(db: Kysely<Database>, id: string) {
  await db.deleteFrom('newsletter_subscribers').where('id', '=', id).execute();
}

/**
 * Retention (issue 28): deletes the sign-ups still pending UNCONFIRMED_DAYS after they were made, with
 * their tokens and mail. Returns how many. The lead's daily job calls it.
 */
export async function purgeUnconfirmedSignups(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * 60_000);
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('status', '=', 'pending')
    .where('signed_up_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
