import { FormattedMessage } from 'react-intl';
import type { AdminOrderDetail } from '../../../application/model/back-office';
import { LOW_PRINT_DPI, isLowDpi, lineNumber } from '../../../domain/backoffice';
import { DownloadButton } from './DownloadButton';
import * as css from './admin.css';

/** The print files, the order's ZIP, and a failed print job's reason with its retry. */
export const OrderPrints = ({
  order,
  busy,
  mayRetry,
  onRetry,
}: {
  readonly order: AdminOrderDetail;
  readonly busy: boolean;
  readonly mayRetry: boolean;
  readonly onRetry: () => void;
}) => {
  const s = order.summary;
  return (
    <section className={css.panel} aria-labelledby="admin-prints">
      <h2 id="admin-prints">
        <FormattedMessage id="admin.order.printFiles" defaultMessage="Print files" />
      </h2>
      {order.print_job?.last_error && (
        <p className={css.danger} role="alert">
          <FormattedMessage
            id="admin.order.printFailed"
            defaultMessage="Printing failed: {reason}"
            values={{ reason: order.print_job.last_error }}
          />{' '}
          {mayRetry && (
            <button className={css.secondary} type="button" disabled={busy} onClick={onRetry} data-testid="admin-print-retry">
              <FormattedMessage id="admin.order.printRetry" defaultMessage="Retry printing" />
            </button>
          )}
        </p>
      )}
      <DownloadButton
        url={`/api/admin/orders/${encodeURIComponent(s.id)}/packing-slip.pdf`}
        label={<FormattedMessage id="admin.order.packingSlip" defaultMessage="Packing slip (PDF)" />}
        testId="admin-packing-slip"
      />
      {order.print_files.length === 0 ? (
        <p className={css.muted}>
          <FormattedMessage id="admin.order.noPrintFiles" defaultMessage="No print files yet." />
        </p>
      ) : (
        <>
          <ul className={css.list}>
            {order.print_files.map((f) => (
              <li key={f.file}>
                <a href={f.url} download>
                  {f.file}
                </a>{' '}
                <span className={css.muted}>
                  {f.width} × {f.height} px, {f.dpi} dpi
                </span>
                {isLowDpi(f.dpi) && (
                  <p className={css.danger} role="alert" data-testid="admin-low-dpi">
                    <FormattedMessage
                      id="admin.order.lowDpi"
                      defaultMessage="Line {line} prints at {dpi} dpi, below {min} dpi: its original has too few pixels for the size. Check the print before it goes out."
                      values={{ line: lineNumber(f.position), dpi: f.dpi, min: LOW_PRINT_DPI }}
                    />
                  </p>
                )}
              </li>
            ))}
          </ul>
          <DownloadButton
            url={`/api/admin/orders/${encodeURIComponent(s.id)}/print-files.zip`}
            label={<FormattedMessage id="admin.order.zip" defaultMessage="All print files (ZIP)" />}
            testId="admin-zip"
          />
        </>
      )}
    </section>
  );
};
