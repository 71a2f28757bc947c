import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reviewQueueFlow } from '../../../application/system/flows/review-queue.flow';
import { useFlow } from '../../shop/use-flow';
import {
  selectQueue,
  selectQueueBusy,
  selectQueueFailed,
  selectQueueLoading,
  selectQueueToast,
  selectReason,
  selectReasonValid,
} from '../../../application/flows/review-queue/selectors';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
import { FailedToast, Toast, UnknownError } from './Toast';

export const ReviewPage = () => {
  const intl = useIntl();
  const queue = useFlow(reviewQueueFlow);
  const items = useSelector(queue, selectQueue);
  const loading = useSelector(queue, selectQueueLoading);
  const failed = useSelector(queue, selectQueueFailed);
  const busy = useSelector(queue, selectQueueBusy);
  const toast = useSelector(queue, selectQueueToast);
  const reasons = useSelector(queue, (s) => s.context.reasons);
  const snapshot = useSelector(queue, (s) => s);
  return (
    <div data-testid="review-page">
      <h1>
        <FormattedMessage id="account.review.title" defaultMessage="Review queue" />
      </h1>
      {failed ? (
        <p className={css.hint}>
          <UnknownError />
        </p>
      ) : loading ? (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      ) : items.length === 0 ? (
        <p>
          <FormattedMessage id="account.review.empty" defaultMessage="No posters are waiting for review." />
        </p>
      ) : (
        items.map((item) => (
          <article key={item.id} className={css.reviewItem} data-testid="review-item">
            {item.image ? (
              <img className={css.thumb} src={item.image} alt={item.name} width={200} height={280} />
            ) : (
              <div className={css.thumb}>
                <FormattedMessage id="account.posters.waiting" defaultMessage="Waiting to be processed" />
              </div>
            )}
            <div className={css.field}>
              <h2>{item.name}</h2>
              <p className={css.muted}>
                <FormattedMessage
                  id="account.review.by"
                  defaultMessage="by {artist} · {category}"
                  values={{ artist: item.artist, category: item.category ?? '—' }}
                />
              </p>
              <p>{item.description}</p>
              <div className={css.actions}>
                <button
                  type="button"
                  className={layout.button}
                  disabled={busy || item.image === null}
                  data-testid="approve"
                  onClick={() => queue.send({ type: 'review.approve', id: item.id })}
                >
                  <FormattedMessage id="account.review.approve" defaultMessage="Approve" />
                </button>
                <input
                  type="text"
                  className={css.input}
                  value={reasons[item.id] ?? selectReason(snapshot, item.id)}
                  data-testid="deny-reason"
                  placeholder={intl.formatMessage({ id: 'account.review.reason', defaultMessage: 'Reason for denying' })}
                  aria-label={intl.formatMessage({ id: 'account.review.reason', defaultMessage: 'Reason for denying' })}
                  onChange={(e) => queue.send({ type: 'review.reason.change', id: item.id, value: e.target.value })}
                />
                <button
                  type="button"
                  className={css.secondaryButton}
                  disabled={busy || !selectReasonValid(snapshot, item.id)}
                  data-testid="deny"
                  onClick={() => queue.send({ type: 'review.deny', id: item.id })}
                >
                  <FormattedMessage id="account.review.deny" defaultMessage="Deny" />
                </button>
              </div>
            </div>
          </article>
        ))
      )}
      {toast === 'approved' && (
        <Toast kind="success">
          <FormattedMessage id="account.review.approved" defaultMessage="Approved: the poster is for sale." />
        </Toast>
      )}
      {toast === 'denied' && (
        <Toast kind="success">
          <FormattedMessage id="account.review.denied" defaultMessage="Denied: the artist sees your reason." />
        </Toast>
      )}
      {toast === 'error' && <FailedToast />}
    </div>
  );
};
