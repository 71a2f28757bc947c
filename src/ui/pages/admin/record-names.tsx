import { FormattedMessage } from 'react-intl';
import { auditTargetOf, isAuditAction, isMailKind, isOutboxStatus } from '../../../domain/backoffice';
import { AUDIT_ACTION_NAMES, MAIL_KIND_NAMES, OUTBOX_STATUS_NAMES, TARGET_KIND_NAMES } from './record-messages';
import * as css from './admin.css';

/** A value the list does not know (written by a newer server) shows as it is, never as nothing. */
const Raw = ({ value }: { readonly value: string }) => <code className={css.code}>{value}</code>;

export const AuditActionName = ({ action }: { readonly action: string }) =>
  isAuditAction(action) ? <FormattedMessage {...AUDIT_ACTION_NAMES[action]} /> : <Raw value={action} />;

export const AuditTargetName = ({ target }: { readonly target: string }) => {
  const { kind, id } = auditTargetOf(target);
  return kind ? <FormattedMessage {...TARGET_KIND_NAMES[kind]} values={{ id }} /> : <Raw value={target} />;
};

export const OutboxStatusName = ({ status }: { readonly status: string }) =>
  isOutboxStatus(status) ? <FormattedMessage {...OUTBOX_STATUS_NAMES[status]} /> : <Raw value={status} />;

export const MailKindName = ({ kind }: { readonly kind: string }) =>
  isMailKind(kind) ? <FormattedMessage {...MAIL_KIND_NAMES[kind]} /> : <Raw value={kind} />;
