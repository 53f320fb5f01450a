import type { Kysely } from 'kysely';
import type { FeedbackRequest } from '@/shared/api/feedback';
import type { Database } from '../db/schema';

/**
 * Stores one checked answer under `id`, at `at`. A comment is kept only with a "No", trimmed, and not
 * when it is empty; nothing about the visitor is stored.
 */
export async function storeFeedback(db: Kysely<Database>, answer: FeedbackRequest, id: string, at: Date) {
  const { page, language, useful, whatWentWrong } = answer;
  const comment = useful ? '' : (whatWentWrong ?? '').trim();
  await db
    .insertInto('page_feedback')
    .values({ id, page, language, useful, what_went_wrong: comment || null, created_at: at })
    .execute();
}
