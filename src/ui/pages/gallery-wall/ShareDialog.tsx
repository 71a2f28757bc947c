import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import * as sel from '../../../application/flows/wall-designer/selectors';
import { WallButton } from './WallButton';
import { WallDialog } from './WallDialog';
import type { Designer } from './StepChoices';
import * as css from './gallery-wall.css';

/** Sharing the wall: its link once made, copied with one tap; nothing while the sharing is closed. */
export const ShareDialog = ({ designer }: { designer: Designer }) => {
  const intl = useIntl();
  const sharing = useSelector(
    designer,
    sel.selectSharing,
    (a, b) => a.open === b.open && a.link === b.link && a.loading === b.loading && a.noPosters === b.noPosters,
  );
  const [copied, setCopied] = useState(false);
  if (!sharing.open) return null;
  return (
    <WallDialog
      testId="sharing"
      titleId="wall-share-title"
      title={<FormattedMessage id="wall.share.title" defaultMessage="Share your wall" />}
    >
      {sharing.loading && (
        <p role="status">
          <FormattedMessage id="wall.share.loading" defaultMessage="Creating your link…" />
        </p>
      )}
      {sharing.noPosters && (
        <p>
          <FormattedMessage id="wall.share.noPosters" defaultMessage="Hang at least one poster before you share the wall." />
        </p>
      )}
      {sharing.link && (
        <>
          <input
            type="url"
            className={css.linkField}
            readOnly
            value={sharing.link}
            data-testid="share-link"
            onFocus={(e) => e.currentTarget.select()}
            aria-label={intl.formatMessage({ id: 'wall.share.link', defaultMessage: 'Link to your wall' })}
          />
          <WallButton
            primary
            data-testid="share-copy"
            onClick={() => {
              void navigator.clipboard?.writeText(sharing.link!).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? (
              <FormattedMessage id="wall.share.copied" defaultMessage="Copied" />
            ) : (
              <FormattedMessage id="wall.share.copy" defaultMessage="Copy link" />
            )}
          </WallButton>
        </>
      )}
      <WallButton
        onClick={() => {
          setCopied(false);
          designer.send({ type: 'designer.closeSharing' });
        }}
        data-testid="share-close"
      >
        <FormattedMessage id="wall.picker.close" defaultMessage="Close" />
      </WallButton>
    </WallDialog>
  );
};
