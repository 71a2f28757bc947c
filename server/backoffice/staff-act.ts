/** Who asks for a staff write, as the audit record names them (who, and the request id). */
import type { FastifyRequest } from 'fastify';
import type { StaffAbility } from '../../src/domain/backoffice/index.js';
import type { Queryable } from '../db/db.port.js';
import { requireAbility } from './staff-guard.js';
import { insertAudit } from './audit.repository.js';
import type { AuditAction } from '../../src/domain/backoffice/records.js';

export interface StaffAct {
  readonly subject: string;
  readonly role: string;
  readonly requestId: string;
}

/** The member of staff behind a write that needs `ability` (401/403 otherwise, from the guard). */
export const staffActOf = (req: FastifyRequest, ability: StaffAbility): StaffAct => {
  const staff = requireAbility(req, ability);
  return { subject: staff.subject, role: staff.role, requestId: String(req.id) };
};

/** The audit row of one write, in the write's own transaction. */
export const recordAct = (
  tx: Queryable,
  by: StaffAct,
  at: Date,
  entry: { readonly action: AuditAction; readonly target: string; readonly before: unknown; readonly after: unknown },
): Promise<void> => insertAudit(tx, { at, staff: by.subject, role: by.role, request_id: by.requestId, ...entry });
