/** Who makes a staff write, as the audit records it: the subject, the role STAFF gives it, the request. */
import type { FastifyRequest } from 'fastify';
import type { StaffAbility } from '../../src/domain/backoffice/roles.js';
import { requireAbility } from './staff-guard.js';

export interface StaffAct {
  readonly subject: string;
  readonly role: string;
  readonly requestId: string;
}

export const staffAct = (req: FastifyRequest, ability: StaffAbility): StaffAct => {
  const staff = requireAbility(req, ability);
  return { subject: staff.subject, role: staff.role, requestId: String(req.id) };
};
