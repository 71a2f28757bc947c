import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { adminOutboxFlow } from '../../../application/system/flows/admin-records.flow';
import { ADMIN_OUTBOX_PATH } from '../../../application/flows/admin-records/machine';
import * as list from '../../../application/flows/admin-list/machine';
import type { AdminOutboxMessage } from '../../../application/model/back-office';
import { useFlow } from '../../shop/use-flow';
import { AccessNotice } from './messages';
import { StaffBar } from './StaffBar';
import { AdminTable, type AdminColumn } from './AdminTable';
import * as css from './admin.css';

const COLUMNS: readonly AdminColumn<AdminOutboxMessage>[] = [
  {
    key: 'subject',
    header: <FormattedMessage id="admin.outbox.subject" defaultMessage="Subject" />,
    // A native disclosure opens the message: keyboard and screen readers know it without help.
    cell: (m) => (
      <details>
        <summary>{m.subject}</summary>
        <pre className={css.mail}>{m.text_body}</pre>
      </details>
    ),
  },
  {
    key: 'recipient',
    header: <FormattedMessage id="admin.outbox.recipient" defaultMessage="Recipient" />,
    cell: (m) => m.recipient,
  },
  {
    key: 'status',
    header: <FormattedMessage id="admin.outbox.status" defaultMessage="Status" />,
    cell: (m) => (
      <>
        <span className={css.status}>{m.status}</span>
        {m.last_error && (
          <>
            <br />
            <span className={css.muted}>{m.last_error}</span>
          </>
        )}
      </>
    ),
  },
  { key: 'attempts', header: <FormattedMessage id="admin.outbox.attempts" defaultMessage="Attempts" />, cell: (m) => m.attempts },
  {
    key: 'created',
    header: <FormattedMessage id="admin.outbox.created" defaultMessage="Written" />,
    cell: (m) => <FormattedDate value={m.created_at} dateStyle="medium" timeStyle="short" />,
  },
];

/** The demo's outbox: the shopper e-mails the shop wrote, newest first; a subject opens its message. */
export const OutboxView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const flow = useFlow(adminOutboxFlow, { query });
  const rows = useSelector(flow, list.selectRows);
  const page = useSelector(flow, list.selectPage);
  const pages = useSelector(flow, list.selectPageCount);
  const staff = useSelector(flow, list.selectStaff);
  const problem = useSelector(flow, list.selectProblem);
  const loading = useSelector(flow, list.selectLoading);
  const title = <FormattedMessage id="admin.outbox.title" defaultMessage="Outbox" />;
  return (
    <>
      <StaffBar title={title} staff={staff} current="outbox" />
      {problem ? (
        <AccessNotice problem={problem} returnTo={ADMIN_OUTBOX_PATH} />
      ) : (
        <AdminTable
          testId="admin-outbox"
          columns={COLUMNS}
          rows={rows}
          rowKey={(m) => m.id}
          rowData={(m) => ({ 'data-mail': m.id })}
          loading={loading}
          empty={<FormattedMessage id="admin.outbox.empty" defaultMessage="No e-mails written yet." />}
          page={page}
          pages={pages}
          onPage={(p) => flow.send({ type: 'page.go', page: p })}
        />
      )}
    </>
  );
};
