import { FormattedDate, FormattedMessage } from 'react-intl';
import { adminOutboxFlow } from '../../../application/system/flows/admin-records.flow';
import { ADMIN_OUTBOX_PATH } from '../../../application/flows/admin-records/machine';
import type { AdminOutboxMessage } from '../../../application/model/back-office';
import { useFlow } from '../../shop/use-flow';
import { useListTable } from './use-admin-list';
import { RecordsPage, type AdminColumn } from './AdminTable';
import { MailKindName, OutboxStatusName } from './record-names';
import * as css from './admin.css';

const COLUMNS: readonly AdminColumn<AdminOutboxMessage>[] = [
  {
    key: 'subject',
    header: <FormattedMessage id="admin.outbox.subject" defaultMessage="Subject" />,
    // A native disclosure opens the message: keyboard and screen readers know it without help.
    cell: (m) => (
      <details>
        <summary>
          {m.subject}{' '}
          <span className={css.muted}>
            (<MailKindName kind={m.kind} />)
          </span>
        </summary>
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
        <span className={css.status}>
          <OutboxStatusName status={m.status} />
        </span>
        {m.last_error && (
          <>
            <br />
            <span className={css.muted}>{m.last_error}</span>
          </>
        )}
      </>
    ),
  },
  {
    key: 'attempts',
    phoneLabel: true,
    header: <FormattedMessage id="admin.outbox.attempts" defaultMessage="Attempts" />,
    cell: (m) => m.attempts,
  },
  {
    key: 'created',
    phoneLabel: true,
    header: <FormattedMessage id="admin.outbox.created" defaultMessage="Written" />,
    cell: (m) => <FormattedDate value={m.created_at} dateStyle="medium" timeStyle="short" />,
  },
];

/** The demo's outbox: the shopper e-mails the shop wrote, newest first; a subject opens its message. */
export const OutboxView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const table = useListTable(useFlow(adminOutboxFlow, { query }));
  return (
    <RecordsPage
      {...table}
      title={<FormattedMessage id="admin.outbox.title" defaultMessage="Outbox" />}
      current="outbox"
      returnTo={ADMIN_OUTBOX_PATH}
      testId="admin-outbox"
      columns={COLUMNS}
      rowKey={(m) => m.id}
      rowData={(m) => ({ 'data-mail': m.id })}
      empty={<FormattedMessage id="admin.outbox.empty" defaultMessage="No e-mails written yet." />}
    />
  );
};
