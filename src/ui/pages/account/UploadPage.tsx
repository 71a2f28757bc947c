import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { posterUploadFlow } from '../../../application/system/flows/poster-upload.flow';
import { useFlow } from '../../shop/use-flow';
import {
  selectCanSubmitPoster,
  selectCategories,
  selectDescriptionInvalid,
  selectImageProblem,
  selectNameFeedback,
  selectPreview,
  selectProductLimit,
  selectUploadBlocked,
  selectUploadFields,
  selectUploadLoading,
  selectUploadSaving,
  selectUploadToast,
} from '../../../application/flows/poster-upload/selectors';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
import { AccountForm, JpegField } from './AccountForm';
import { FailedToast } from './Toast';
import { ARTIST_MIN_IMAGE_SIDE_PX, POSTER_DESCRIPTION_BOUNDS, POSTER_NAME_BOUNDS } from '../../../domain';
import { LengthHint } from './LengthHint';
import { TextField } from './TextField';

const imageProblemMessage = (problem: NonNullable<ReturnType<typeof selectImageProblem>>) => {
  switch (problem.code) {
    case 'ARTIST_IMAGE.TOO_SMALL':
      return problem.reason === 'square' ? (
        <FormattedMessage
          id="account.upload.square"
          defaultMessage="The image is square ({width} × {height} px). Posters are portrait or landscape: crop it to one of them."
          values={{ width: problem.width, height: problem.height }}
        />
      ) : (
        <FormattedMessage
          id="account.upload.tooSmall"
          defaultMessage="The image is too small ({width} × {height} px). One side must be at least {min} px."
          values={{ width: problem.width, height: problem.height, min: ARTIST_MIN_IMAGE_SIDE_PX }}
        />
      );
    case 'ARTIST_IMAGE.NOT_JPEG':
      return <FormattedMessage id="account.upload.notJpeg" defaultMessage="Choose a JPEG image (.jpg or .jpeg)." />;
    default:
      return <FormattedMessage id="account.upload.unreadable" defaultMessage="This image could not be read." />;
  }
};

export const UploadPage = () => {
  const upload = useFlow(posterUploadFlow);
  const loading = useSelector(upload, selectUploadLoading);
  const blocked = useSelector(upload, selectUploadBlocked);
  const limit = useSelector(upload, selectProductLimit);
  const categories = useSelector(upload, selectCategories);
  const fields = useSelector(upload, selectUploadFields);
  const nameFeedback = useSelector(upload, selectNameFeedback);
  const descriptionInvalid = useSelector(upload, selectDescriptionInvalid);
  const imageProblem = useSelector(upload, selectImageProblem);
  const preview = useSelector(upload, selectPreview);
  const saving = useSelector(upload, selectUploadSaving);
  const canSubmit = useSelector(upload, selectCanSubmitPoster);
  const toast = useSelector(upload, selectUploadToast);
  if (loading)
    return (
      <p className={css.muted}>
        <FormattedMessage id="account.loading" defaultMessage="Loading…" />
      </p>
    );
  return (
    <AccountForm
      testId="upload-form"
      title={<FormattedMessage id="account.upload.title" defaultMessage="Upload a poster" />}
      onSubmit={() => upload.send({ type: 'upload.submit' })}
    >
      {blocked && (
        <p className={css.hint} role="alert" data-testid="upload-blocked">
          <FormattedMessage
            id="account.upload.blocked"
            defaultMessage="You have reached your limit of {limit} posters."
            values={{ limit }}
          />
        </p>
      )}
      <TextField
        id="poster-name"
        label={<FormattedMessage id="account.upload.name" defaultMessage="Name" />}
        value={fields.name}
        invalid={nameFeedback !== null}
        onChange={(value) => upload.send({ type: 'upload.name.change', value })}
      >
        {nameFeedback === 'POSTER.NAME_LENGTH' && <LengthHint bounds={POSTER_NAME_BOUNDS} />}
        {nameFeedback === 'POSTER.NAME_EXISTS' && (
          <p className={css.hint}>
            <FormattedMessage id="account.upload.nameExists" defaultMessage="A poster with this name already exists." />
          </p>
        )}
      </TextField>
      <TextField
        id="poster-description"
        label={<FormattedMessage id="account.upload.description" defaultMessage="Description" />}
        value={fields.description}
        invalid={descriptionInvalid}
        rows={3}
        onChange={(value) => upload.send({ type: 'upload.description.change', value })}
      >
        {descriptionInvalid && <LengthHint bounds={POSTER_DESCRIPTION_BOUNDS} />}
      </TextField>
      <div className={css.field}>
        <label htmlFor="poster-category">
          <FormattedMessage id="account.upload.category" defaultMessage="Category" />
        </label>
        <select
          id="poster-category"
          className={css.input}
          value={fields.categoryId ?? ''}
          data-testid="poster-category"
          onChange={(e) =>
            upload.send({ type: 'upload.category.change', categoryId: e.target.value === '' ? null : Number(e.target.value) })
          }
        >
          <option value="">
            <FormattedMessage id="account.upload.chooseCategory" defaultMessage="Choose a category" />
          </option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <JpegField
        id="poster-image"
        label={<FormattedMessage id="account.upload.image" defaultMessage="Image (JPEG)" />}
        onChoose={(f) => upload.send({ type: 'upload.image.choose', file: f, name: f.name, mimeType: f.type })}
      >
        {imageProblem && (
          <p className={css.hint} data-testid="image-problem">
            {imageProblemMessage(imageProblem)}
          </p>
        )}
        {preview?.url && (
          <img
            className={css.preview}
            src={preview.url}
            alt=""
            style={{ aspectRatio: `${preview.ratio.width} / ${preview.ratio.height}` }}
            data-testid="preview"
          />
        )}
      </JpegField>
      <button type="submit" className={layout.button} disabled={!canSubmit || saving} data-testid="upload-submit">
        {saving ? (
          <FormattedMessage id="account.upload.saving" defaultMessage="Uploading…" />
        ) : (
          <FormattedMessage id="account.upload.submit" defaultMessage="Upload for review" />
        )}
      </button>
      {toast === 'error' && <FailedToast />}
    </AccountForm>
  );
};
