import { lastOf } from '@/shared/lib/lists';

/**
 * A page of a list read with one row more than `limit` (the audit log, the feedback inbox): its first
 * `limit` rows, and the id the next page continues before when there was that one more (else null).
 */
export function pageOfRows<Row extends { id: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = lastOf(page);
  return { rows: page, next: rows.length > limit && last ? last.id : null };
}
