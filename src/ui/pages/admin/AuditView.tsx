import { whoActed } from '../../../application/flows/admin-records/who';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { adminAuditFlow } from '../../../application/system/flows/admin-records.flow';
import { ADMIN_AUDIT_PATH } from '../../../application/flows/admin-records/machine';
import type { AdminAuditRecord } from '../../../application/model/back-office';
import { useFlow } from '../../shop/use-flow';
import { useListTable } from './use-admin-list';
import { DownloadButton } from './DownloadButton';
import { AUDIT_CSV_PATH } from '../../../application/flows/admin-orders/query';
import { RecordsPage, type AdminColumn } from './AdminTable';
import { AuditActionName, AuditTargetName } from './record-names';
import { ROLE_NAMES } from './messages';
import { isStaffRole } from '../../../domain/backoffice';
import * as css from './admin.css';

const State = ({ value }: { readonly value: Readonly<Record<string, unknown>> | null }) =>
  value === null ? <span className={css.muted}>—</span> : <code className={css.code}>{JSON.stringify(value)}</code>;

const COLUMNS: readonly AdminColumn<AdminAuditRecord>[] = [
  {
    key: 'at',
    phoneLabel: true,
    header: <FormattedMessage id="admin.audit.at" defaultMessage="When" />,
    cell: (r) => <FormattedDate value={r.at} dateStyle="medium" timeStyle="medium" />,
  },
  {
    key: 'staff',
    header: <FormattedMessage id="admin.audit.staff" defaultMessage="Who" />,
    cell: (r) => (
      <>
        <span title={r.staff}>{whoActed(r)}</span>{' '}
        <span className={css.muted}>({isStaffRole(r.role) ? <FormattedMessage {...ROLE_NAMES[r.role]} /> : r.role})</span>
      </>
    ),
  },
  {
    key: 'action',
    header: <FormattedMessage id="admin.audit.action" defaultMessage="What" />,
    cell: (r) => (
      <>
        <AuditActionName action={r.action} />
        <br />
        <span className={css.muted}>
          <AuditTargetName target={r.target} />
        </span>
      </>
    ),
  },
  {
    key: 'before',
    phoneLabel: true,
    header: <FormattedMessage id="admin.audit.before" defaultMessage="Before" />,
    cell: (r) => <State value={r.before} />,
  },
  {
    key: 'after',
    phoneLabel: true,
    header: <FormattedMessage id="admin.audit.after" defaultMessage="After" />,
    cell: (r) => <State value={r.after} />,
  },
  {
    key: 'request',
    phoneLabel: true,
    header: <FormattedMessage id="admin.audit.request" defaultMessage="Request" />,
    cell: (r) => <code className={css.code}>{r.request_id}</code>,
  },
];

/** The record of staff writes, newest first: who, what, when, before and after, and the request id. */
export const AuditView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const table = useListTable(useFlow(adminAuditFlow, { query }));
  return (
    <RecordsPage
      {...table}
      title={<FormattedMessage id="admin.audit.title" defaultMessage="Audit record" />}
      current="audit"
      returnTo={ADMIN_AUDIT_PATH}
      testId="admin-audit"
      columns={COLUMNS}
      rowKey={(r) => `${r.request_id}:${r.at}:${r.action}:${r.target}`}
      empty={<FormattedMessage id="admin.audit.empty" defaultMessage="No staff writes yet." />}
      tools={
        <DownloadButton
          url={AUDIT_CSV_PATH}
          testId="admin-audit-csv"
          label={<FormattedMessage id="admin.audit.csv" defaultMessage="Export the record (CSV)" />}
        />
      }
    />
  );
};
