import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { adminReviewFlow } from '../../../application/system/flows/admin-review.flow';
import { ADMIN_REVIEW_PATH } from '../../../application/flows/admin-review/context';
import type { ReviewItem } from '../../../application/model/artist';
import { DENY_REASON, denyReasonIsValid } from '../../../domain/backoffice';
import { useFlow } from '../../shop/use-flow';
import { AdminFrame, AdminRefusal } from './AdminFrame';
import { useAdminList } from './use-admin-list';
import { AdminTable, type AdminColumn } from './AdminTable';
import * as css from './admin.css';

/** The moderation queue: each poster in review with its picture; approve, or deny with a reason the artist reads. */
export const ReviewView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const intl = useIntl();
  const flow = useFlow(adminReviewFlow, { query });
  const { rows, staff, problem, loading, refusal, done } = useAdminList(flow);
  // The reasons as typed, per poster; a decided poster leaves the queue, so its draft is never shown again.
  const [reasons, setReasons] = useState<Readonly<Record<number, string>>>({});
  const columns: readonly AdminColumn<ReviewItem>[] = [
    {
      key: 'poster',
      header: <FormattedMessage id="admin.review.poster" defaultMessage="Poster" />,
      cell: (p) => (
        <div className={css.line}>
          {p.image && <img className={css.preview} src={p.image} alt="" width={64} />}
          <div>
            <strong>{p.name}</strong>
            <br />
            <span className={css.muted}>{p.description}</span>
          </div>
        </div>
      ),
    },
    { key: 'artist', header: <FormattedMessage id="admin.review.artist" defaultMessage="Artist" />, cell: (p) => p.artist },
    {
      key: 'sent',
      header: <FormattedMessage id="admin.review.sent" defaultMessage="Sent in" />,
      cell: (p) => <FormattedDate value={p.created_at} dateStyle="medium" timeStyle="short" />,
    },
    {
      key: 'decide',
      header: <FormattedMessage id="admin.review.decision" defaultMessage="Decision" />,
      cell: (p) => {
        const reason = reasons[p.id] ?? '';
        return (
          <div className={css.actions}>
            <button
              className={css.button}
              type="button"
              disabled={loading}
              onClick={() => flow.send({ type: 'row.act', act: { kind: 'approve', id: p.id, name: p.name } })}
            >
              <FormattedMessage id="admin.review.approve" defaultMessage="Approve" />
            </button>
            <label className={css.field}>
              <FormattedMessage
                id="admin.review.reason"
                defaultMessage="Reason for the artist ({min}–{max} characters)"
                values={{ min: DENY_REASON.min, max: DENY_REASON.max }}
              />
              <textarea
                className={css.input}
                rows={2}
                maxLength={DENY_REASON.max}
                value={reason}
                onChange={(e) => setReasons({ ...reasons, [p.id]: e.target.value })}
              />
            </label>
            <button
              className={css.secondary}
              type="button"
              disabled={loading || !denyReasonIsValid(reason)}
              onClick={() => flow.send({ type: 'row.act', act: { kind: 'deny', id: p.id, name: p.name, reason } })}
            >
              <FormattedMessage id="admin.review.deny" defaultMessage="Deny" />
            </button>
          </div>
        );
      },
    },
  ];
  return (
    <AdminFrame
      title={<FormattedMessage id="admin.review.title" defaultMessage="Review queue" />}
      staff={staff}
      current="review"
      problem={problem}
      returnTo={ADMIN_REVIEW_PATH}
    >
      <AdminRefusal refusal={refusal} testId="admin-review-refusal" />
      <p className={css.muted} role="status">
        {done && intl.formatMessage({ id: 'admin.review.done', defaultMessage: 'Decided: {name}' }, { name: done })}
      </p>
      <AdminTable
        testId="admin-review"
        columns={columns}
        rows={rows}
        rowKey={(p) => String(p.id)}
        rowData={(p) => ({ 'data-poster': String(p.id) })}
        loading={loading}
        empty={<FormattedMessage id="admin.review.empty" defaultMessage="No posters are waiting for review." />}
        page={1}
        pages={1}
        onPage={() => undefined}
      />
    </AdminFrame>
  );
};
