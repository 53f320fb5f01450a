import { sql, type Kysely } from 'kysely';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@/shared/api/accounts';
import { pageOfRows } from '../db/pageOfRows';
import type { Database } from '../db/schema';

/** One event for the audit log: who (null: nobody signed in, or the operator's shell), what, to whom. */
export interface AuditEvent {
  action: AuditAction;
  actorEmail: string | null;
  subject: string | null;
  ip: string | null;
  detail?: string | null;
}

export interface AuditDependencies {
  newId: () => string;
  clock: () => Date;
}

/** Records `event` at the clock's time (inside the caller's transaction when `db` is one). */
export async function recordAudit(
  db: Kysely<Database>,
  { newId, clock }: AuditDependencies,
  event: AuditEvent,
) {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: clock(),
      action: event.action,
      actor_email: event.actorEmail,
      subject: event.subject,
      ip: event.ip,
      detail: event.detail ?? null,
    })
    .execute();
}

/** A page of the log, newest first, filtered by who did it and what; `before` continues a page. */
export async function auditPage(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  let select = db.selectFrom('audit_log').selectAll();
  if (query.actor) select = select.where('actor_email', '=', query.actor.toLowerCase());
  if (query.action) select = select.where('action', '=', query.action);
  if (query.before) {
    const before = query.before;
    // Rows older than the given one, in the same (at, id) order the page is sorted by.
    select = select.where(sql<boolean>`(at, id) < (select at, id from audit_log where id = ${before})`);
  }
  const rows = await select
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = pageOfRows(rows, limit);
  const entries: AuditEntry[] = page.rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    actorEmail: row.actor_email,
    subject: row.subject,
    ip: row.ip,
    detail: row.detail,
  }));
  return { entries, next: page.next };
}
