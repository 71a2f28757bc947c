import { Suspense, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { photoPosterMachine } from '../../../application/flows/photo-poster/machine';
import type { configuratorMachine } from '../../../application/flows/configurator/machine';
import {
  selectUploadedImage,
  selectUploadFile,
  selectUploadFileName,
  selectRefusedFileName,
  selectUploading,
  selectUploadPhase,
  selectUploadProgress,
  selectUploadToast,
  selectUploadVerdict,
  selectLargestPrintableSize,
} from '../../../application/flows/photo-poster/selectors';
import { selectMargin, selectSize, selectSizeChoices } from '../../../application/flows/configurator/selectors';
import * as css from './product.css';
import { CUSTOMER_MIN_PX_PER_CM } from '../../../domain/constants';
import { chunk, fromChunk } from '../../chunk';

/** The upload's progress is counted in per cent of its bytes sent (the flow's `progress`). */
const PERCENT = 100;

const PrintedSheetView = fromChunk(
  chunk(() => import('./PrintedSheet')),
  (m) => m.PrintedSheet,
);

type Upload = ActorRefFrom<typeof photoPosterMachine>;
type Configurator = ActorRefFrom<typeof configuratorMachine>;

/** docs/rules/uploads.md#customer-photos: jpg/jpeg only (the server checks the content too). */
const ACCEPT = '.jpg,.jpeg,image/jpeg';

const MESSAGES = defineMessages({ title: { id: 'upload.title', defaultMessage: 'Upload your poster' } });

/** Sizes read as the size picker shows them (e.g. 50×70). */
const useSizeLabel = (configurator: Configurator) => {
  const choices = useSelector(configurator, selectSizeChoices);
  function labelOf(option: string): string;
  function labelOf(option: string | null): string | null;
  function labelOf(option: string | null) {
    return choices.find((v) => v.option_name === option)?.label ?? option;
  }
  return labelOf;
};

/** The photo field of the upload-your-own page (docs/rules/uploads.md#customer-photos, docs/rules/shop-wide.md#errors-and-redirects): input, progress and the print check. */
export const UploadField = ({ actor, configurator }: { actor: Upload; configurator: Configurator }) => {
  const intl = useIntl();
  const phase = useSelector(actor, selectUploadPhase);
  const progress = useSelector(actor, selectUploadProgress);
  const image = useSelector(actor, selectUploadedImage);
  const verdict = useSelector(actor, selectUploadVerdict);
  const fileName = useSelector(actor, selectUploadFileName);
  const refused = useSelector(actor, selectRefusedFileName);
  const largest = useSelector(actor, selectLargestPrintableSize);
  const chosen = useSelector(configurator, selectSize);
  const labelOf = useSizeLabel(configurator);
  const size = labelOf(chosen);
  return (
    <fieldset className={css.fieldset} data-testid="upload-form" data-phase={phase}>
      <legend className={css.legend}>
        <FormattedMessage {...MESSAGES.title} />
      </legend>
      <label className={css.dropzone}>
        <input
          type="file"
          name="image"
          accept={ACCEPT}
          className={css.fileInput}
          data-testid="upload-input"
          aria-describedby="upload-hint"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) actor.send({ type: 'upload.choose', file });
          }}
        />
        <span className={css.dropzoneLabel} data-testid="upload-dropzone-label">
          {refused !== null ? (
            <FormattedMessage
              id="upload.refusedFile"
              defaultMessage="{name} is not a JPG or JPEG image. Choose a .jpg or .jpeg photo."
              values={{ name: refused }}
            />
          ) : (
            (fileName ?? <FormattedMessage id="upload.choose" defaultMessage="Choose a photo" />)
          )}
        </span>
        <span id="upload-hint" className={css.hint}>
          <FormattedMessage
            id="upload.hint"
            defaultMessage="JPG or JPEG, at least {min} pixels per centimetre of the poster, not square."
            values={{ min: CUSTOMER_MIN_PX_PER_CM }}
          />
        </span>
      </label>
      {phase === 'uploading' && (
        <div className={css.progressRow} role="status">
          <progress
            max={PERCENT}
            value={progress}
            className={css.progress}
            aria-label={intl.formatMessage(
              { id: 'upload.progress', defaultMessage: 'Uploading {percent} %' },
              { percent: progress },
            )}
          />
          <span data-testid="upload-progress">
            <FormattedMessage id="upload.progress" defaultMessage="Uploading {percent} %" values={{ percent: progress }} />
          </span>
        </div>
      )}
      {phase === 'checking' && chosen === null && (
        <p className={css.hint} role="status">
          <FormattedMessage id="upload.pickSize" defaultMessage="Choose a size to check your photo." />
        </p>
      )}
      {phase === 'notJpeg' && (
        <p className={css.uploadError} role="alert" data-testid="upload-message">
          <FormattedMessage
            id="upload.notJpegFile"
            defaultMessage="This file is not a JPG or JPEG image. Please choose a .jpg or .jpeg photo (a PNG or HEIC picture can be saved as JPEG first)."
          />
        </p>
      )}
      {verdict?.code === 'TOO_SMALL' && (
        <p className={css.uploadError} role="alert" data-testid="upload-message">
          <FormattedMessage
            id="upload.tooSmall"
            defaultMessage="Your photo is {width} × {height} pixels: too small to print well at {size} cm."
            values={{ width: verdict.width, height: verdict.height, size }}
          />{' '}
          {verdict.largestSize ? (
            <FormattedMessage
              id="upload.largestSize"
              defaultMessage="It prints well up to {size} cm."
              values={{ size: labelOf(verdict.largestSize) }}
            />
          ) : (
            <FormattedMessage id="upload.noSize" defaultMessage="It is too small for every size we print." />
          )}
        </p>
      )}
      {verdict?.code === 'SQUARE' && (
        <p className={css.uploadError} role="alert" data-testid="upload-message">
          <FormattedMessage
            id="upload.square"
            defaultMessage="Your photo is square ({width} × {height} pixels); please choose a portrait or landscape photo."
            values={{ width: verdict.width, height: verdict.height }}
          />
        </p>
      )}
      {phase === 'valid' && image && (
        <p className={css.ok} role="status" data-testid="upload-message">
          <FormattedMessage
            id="upload.valid"
            defaultMessage="Your photo ({width} × {height} pixels) prints well at {size} cm."
            values={{ width: image.width, height: image.height, size }}
          />{' '}
          {largest && (
            <span data-testid="upload-largest-size">
              <FormattedMessage
                id="upload.largestSize"
                defaultMessage="It prints well up to {size} cm."
                values={{ size: labelOf(largest) }}
              />
            </span>
          )}
        </p>
      )}
    </fieldset>
  );
};

/**
 * The photo as it will be printed (docs/rules/shop-wide.md#layout "with preview"): once a size is chosen, the sheet in
 * that size's proportions with the part of the photo that prints (cut as the print cuts it) and
 * the white border when chosen, from the domain's one rule (printedPhoto), and a line saying so.
 */
export const UploadPreview = ({ actor, configurator }: { actor: Upload; configurator: Configurator }) => {
  const intl = useIntl();
  const image = useSelector(actor, selectUploadedImage);
  const file = useSelector(actor, selectUploadFile);
  const uploading = useSelector(actor, selectUploading);
  const margin = useSelector(configurator, selectMargin);
  const chosen = useSelector(configurator, selectSize);
  const labelOf = useSizeLabel(configurator);
  // While the photo travels, the chosen file itself is shown (a blob: URL, released when replaced).
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (image || !uploading || !(file instanceof Blob)) {
      setLocal(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setLocal(url);
    return () => URL.revokeObjectURL(url);
  }, [file, image, uploading]);
  const src = image?.url ?? local;
  const alt = intl.formatMessage({ id: 'upload.previewAlt', defaultMessage: 'Preview of your photo as a poster' });
  if (image && chosen) {
    const size = labelOf(chosen);
    // The printed sheet comes in a chunk of its own: it shows only after a photo is up, so the
    // page's first load does not carry it (bundle budget, test/build/bundle-budget.test.ts).
    return (
      <Suspense fallback={<figure className={css.preview} data-testid="upload-preview" />}>
        <PrintedSheetView image={image} chosen={chosen} margin={margin} size={size} alt={alt} />
      </Suspense>
    );
  }
  return (
    <figure className={css.preview} data-testid="upload-preview">
      {src ? (
        <img
          src={src}
          width={image?.width}
          height={image?.height}
          className={margin ? css.uploadImageMargin : css.uploadImage}
          alt={alt}
        />
      ) : (
        <div className={css.uploadPlaceholder} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="8.5" cy="8.5" r="1.5" />
            <path d="m21 15-5-5L5 21" />
          </svg>
          <FormattedMessage id="upload.previewEmpty" defaultMessage="Your photo appears here" />
        </div>
      )}
    </figure>
  );
};

/** docs/rules/shop-wide.md#errors-and-redirects: a failed upload shows a red toast with the unknown-error text, titled with the upload label, for 3000 ms. */
export const UploadToast = ({ actor }: { actor: Upload }) => {
  const toast = useSelector(actor, selectUploadToast);
  return toast ? (
    <div className={css.errorToast} role="alert" data-testid="upload-toast">
      <strong>
        <FormattedMessage {...MESSAGES.title} />
      </strong>
      <div>
        <FormattedMessage id="error.unknown" defaultMessage="Something went wrong. Please try again in a moment." />
      </div>
    </div>
  ) : null;
};
