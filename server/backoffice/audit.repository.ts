/** SQL of the staff audit record (staff_audit, migration 079). */
import type { Queryable } from '../db/db.port.js';
import type { AuditAction } from '../../src/domain/backoffice/records.js';

export interface AuditEntry {
  readonly at: Date;
  readonly staff: string;
  readonly role: string;
  readonly action: AuditAction;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly request_id: string;
}

/** An entry as listed: with the member of staff's name where the shop knows it (staff_member). */
export type ListedAuditEntry = AuditEntry & { readonly staff_name: string | null };

export const insertAudit = async (tx: Queryable, e: AuditEntry): Promise<void> => {
  await tx.query(
    `INSERT INTO staff_audit (at, staff, role, action, target, before, after, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.at, e.staff, e.role, e.action, e.target, JSON.stringify(e.before ?? null), JSON.stringify(e.after ?? null), e.request_id],
  );
};

export const listAudit = async (db: Queryable, page: { offset: number; limit: number }) => {
  const total = Number((await db.query<{ n: string | number }>('SELECT count(*) AS n FROM staff_audit')).rows[0]!.n);
  const { rows } = await db.query<ListedAuditEntry>(
    `SELECT a.at, a.staff, m.name AS staff_name, a.role, a.action, a.target, a.before, a.after, a.request_id
     FROM staff_audit a LEFT JOIN staff_member m ON m.subject = a.staff
     ORDER BY a.at DESC, a.id DESC LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return { rows, total };
};

export type AuditRow = AuditEntry & { readonly id: string };

/** The audit record newest first, the rows after the entry `after` (an id), for the CSV. */
export const auditAfter = async (db: Queryable, after: string | null, limit: number) =>
  (
    await db.query<AuditRow>(
      `SELECT a.id::text AS id, a.at, a.staff, a.role, a.action, a.target, a.before, a.after, a.request_id FROM staff_audit a
       ${after === null ? '' : ', (SELECT at, id FROM staff_audit WHERE id = $2::bigint) c WHERE (a.at, a.id) < (c.at, c.id)'}
       ORDER BY a.at DESC, a.id DESC LIMIT $1`,
      after === null ? [limit] : [limit, after],
    )
  ).rows;
