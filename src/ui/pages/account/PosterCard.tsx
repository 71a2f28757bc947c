import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { statusView, isAwaitingProcessing } from '../../../domain';
import type { OwnPoster } from '../../../application/model/artist';
import * as css from './account.css';

const StatusBadge = ({ status }: { status: number }) => {
  const view = statusView(status);
  const labels: Record<string, ReactNode> = {
    'product.status.draft': <FormattedMessage id="product.status.draft" defaultMessage="Draft" />,
    'product.status.inReview': <FormattedMessage id="product.status.inReview" defaultMessage="In review" />,
    'product.status.denied': <FormattedMessage id="product.status.denied" defaultMessage="Denied" />,
    'product.status.forSale': <FormattedMessage id="product.status.forSale" defaultMessage="For sale" />,
    'product.status.approved': <FormattedMessage id="product.status.approved" defaultMessage="Approved" />,
    'product.status.unknown': <FormattedMessage id="product.status.unknown" defaultMessage="Unknown" />,
  };
  return (
    <span className={`${css.badge} ${css.badgeColours[view.badge]}`} data-testid="status-badge">
      {labels[view.labelKey]}
    </span>
  );
};

export const PosterCard = ({ poster }: { poster: OwnPoster }) => {
  const p = poster.processing;
  const progressText = useId();
  const waiting = isAwaitingProcessing({ images: poster.thumb ? [poster.thumb] : [] });
  return (
    <article className={css.posterCard} data-testid="own-poster">
      {waiting ? (
        <div className={css.thumb}>
          <FormattedMessage id="account.posters.waiting" defaultMessage="Waiting to be processed" />
        </div>
      ) : (
        <img className={css.thumb} src={poster.thumb!} alt={poster.name} width={240} height={336} loading="lazy" />
      )}
      <strong>{poster.name}</strong>
      <StatusBadge status={poster.status} />
      {p && p.state !== 'ready' && (
        <div data-testid="processing">
          <progress className={css.progress} max={p.total} value={p.done} aria-labelledby={progressText} />
          <span className={css.muted} id={progressText}>
            {p.state === 'failed' ? (
              <FormattedMessage id="account.posters.failed" defaultMessage="The images could not be made." />
            ) : (
              <FormattedMessage
                id="account.posters.progress"
                defaultMessage="Preparing images: {done} of {total}"
                values={{ done: p.done, total: p.total }}
              />
            )}
          </span>
        </div>
      )}
      {poster.review_note && (
        <p className={css.hint} data-testid="review-note">
          <FormattedMessage
            id="account.posters.reason"
            defaultMessage="Reason: {reason}"
            values={{ reason: poster.review_note }}
          />
        </p>
      )}
    </article>
  );
};
