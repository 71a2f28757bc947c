import { FormattedDate, FormattedMessage } from 'react-intl';
import type { AdminOrderSummary } from '../../../application/model/back-office';
import { dayBatchPath, daySlipsPath, paidDaysOf } from '../../../application/flows/admin-orders/query';
import { DownloadButton } from './DownloadButton';
import * as css from './admin.css';

/** Per day the listed orders were paid on: the printer's daily batch (ZIP) and the packers' slips (PDF). */
export const DayBatches = ({ orders }: { readonly orders: readonly AdminOrderSummary[] }) => {
  const days = paidDaysOf(orders);
  if (days.length === 0) return null;
  return (
    <nav className={css.batches} aria-labelledby="admin-batches" data-testid="admin-day-batches">
      <h2 id="admin-batches" className={css.muted}>
        <FormattedMessage id="admin.batches.title" defaultMessage="Print batches by day (ZIP)" />
      </h2>
      <ul className={css.actions}>
        {days.map((day) => (
          <li key={day}>
            <DownloadButton
              url={dayBatchPath(day)}
              testId={`admin-day-batch-${day}`}
              label={<FormattedDate value={`${day}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />}
            />
            <DownloadButton
              url={daySlipsPath(day)}
              testId={`admin-day-slips-${day}`}
              label={
                <FormattedMessage
                  id="admin.batches.slips"
                  defaultMessage="{day}: packing slips (PDF)"
                  values={{ day: <FormattedDate value={`${day}T12:00:00Z`} dateStyle="medium" timeZone="UTC" /> }}
                />
              }
            />
          </li>
        ))}
      </ul>
    </nav>
  );
};
