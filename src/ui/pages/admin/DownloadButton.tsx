import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fileDownloadFlow } from '../../../application/system/flows/file-download.flow';
import { selectDownloading, selectFailure, selectProgress, selectSaved } from '../../../application/flows/file-download/machine';
import { percentOf } from '../../../application/flows/file-download/stream';
import { useFlow } from '../../shop/use-flow';
import * as css from './admin.css';

/** The SI megabyte the unit formatter names "MB". */
const MB = 1000 ** 2;

/**
 * A long download (a ZIP, a CSV export): the button streams the file in, a progress bar and a line
 * read out to screen readers say how far it is, and the file is saved under the server's name.
 */
export const DownloadButton = (props: { readonly url: string; readonly label: React.ReactNode; readonly testId: string }) => {
  const intl = useIntl();
  const flow = useFlow(fileDownloadFlow, { url: props.url });
  const busy = useSelector(flow, selectDownloading);
  const progress = useSelector(flow, selectProgress);
  const saved = useSelector(flow, selectSaved);
  const failure = useSelector(flow, selectFailure);
  const percent = progress && percentOf(progress);
  const size = (bytes: number) =>
    intl.formatNumber(bytes / MB, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  return (
    <div className={css.download} data-testid={props.testId}>
      <button className={css.secondary} type="button" disabled={busy} onClick={() => flow.send({ type: 'download.start' })}>
        {props.label}
      </button>
      {busy && (
        <progress
          className={css.progress}
          max={progress?.total ?? undefined}
          value={progress?.total ? progress.received : undefined}
          aria-label={intl.formatMessage({ id: 'admin.download.progress', defaultMessage: 'Download progress' })}
        />
      )}
      <span className={failure ? css.failed : css.muted} aria-live="polite" data-testid={`${props.testId}-status`}>
        {busy ? (
          percent !== null && percent !== undefined ? (
            <FormattedMessage
              id="admin.download.percent"
              defaultMessage="Downloading: {percent, number, percent}"
              values={{ percent: percent / 100 }}
            />
          ) : (
            <FormattedMessage
              id="admin.download.received"
              defaultMessage="Downloading: {size} received"
              values={{ size: size(progress?.received ?? 0) }}
            />
          )
        ) : saved ? (
          <FormattedMessage
            id="admin.download.saved"
            defaultMessage="Saved {file} ({size})."
            values={{ file: saved.fileName, size: size(saved.size) }}
          />
        ) : failure ? (
          failure.message ? (
            <FormattedMessage
              id="admin.download.failedBecause"
              defaultMessage="The download failed: {reason}"
              values={{ reason: failure.message }}
            />
          ) : (
            <FormattedMessage id="admin.download.failed" defaultMessage="The download failed. Please try again." />
          )
        ) : null}
      </span>
    </div>
  );
};
