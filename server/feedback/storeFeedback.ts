import type { Kysely } from 'kysely';
import type { FeedbackRequest, TranslationReportRequest } from '@/shared/api/feedback';
import { withoutLocale } from '@/shared/lib/localePaths';
import type { Database } from '../db/schema';

/**
 * Stores one checked answer under `id`, at `at`. A comment is kept only with a "No", trimmed, and not
 * when it is empty; nothing about the visitor is stored (nor the bot check's fields). The page is kept
 * without its language prefix: the language has its own column.
 */
export async function storeFeedback(db: Kysely<Database>, answer: FeedbackRequest, id: string, at: Date) {
  const { page, language, useful, whatWentWrong } = answer;
  const comment = useful ? '' : (whatWentWrong ?? '').trim();
  await db
    .insertInto('page_feedback')
    .values({
      id,
      kind: 'useful',
      page: withoutLocale(page),
      language,
      useful,
      what_went_wrong: comment || null,
      created_at: at,
    })
    .execute();
}

/** Stores one checked translation report under `id`, at `at`: the page, section, language, texts, time. */
export async function storeTranslationReport(
  db: Kysely<Database>,
  report: TranslationReportRequest,
  id: string,
  at: Date,
) {
  const { page, language, section, whatIsWrong, quoted } = report;
  await db
    .insertInto('page_feedback')
    .values({
      id,
      kind: 'translation',
      page: withoutLocale(page),
      language,
      useful: null,
      what_went_wrong: whatIsWrong.trim(),
      section: section?.trim() || null,
      quoted_text: quoted?.trim() || null,
      created_at: at,
    })
    .execute();
}
