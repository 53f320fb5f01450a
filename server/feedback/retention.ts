import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long what visitors wrote (comments, reports, quoted text) is kept: 12 months. */
export const FEEDBACK_TEXT_MONTHS = 12;

/**
 * Clears the texts of feedback older than 12 months before `now` (the comment or report, and the quoted
 * text, set to null); the rows stay, so the counts per page do. Returns how many rows were cleared. The
 * daily job calls it.
 */
export async function clearOldFeedbackText(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - FEEDBACK_TEXT_MONTHS);
  const result = await db
    .updateTable('page_feedback')
    .set({ what_went_wrong: null, quoted_text: null })
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('what_went_wrong', 'is not', null), eb('quoted_text', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
