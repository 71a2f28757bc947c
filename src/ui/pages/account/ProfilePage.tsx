import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { profileFlow } from '../../../application/system/flows/profile.flow';
import { useFlow } from '../../shop/use-flow';
import {
  selectAvatarInvalid,
  selectBioInvalid,
  selectCanSaveProfile,
  selectProfileAccount,
  selectProfileFields,
  selectProfileLoading,
  selectProfileSaving,
  selectProfileToast,
  selectVatInvalid,
} from '../../../application/flows/profile/selectors';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
import { AccountForm, JpegField } from './AccountForm';
import { FailedToast, SavedToast } from './Toast';
import { BIO_BOUNDS } from '../../../domain';
import { LengthHint } from './LengthHint';
import { TextField } from './TextField';
import { PayoutDetailsForm } from './PayoutDetailsForm';

export const ProfilePage = () => {
  const profile = useFlow(profileFlow);
  const loading = useSelector(profile, selectProfileLoading);
  const account = useSelector(profile, selectProfileAccount);
  const fields = useSelector(profile, selectProfileFields);
  const bioInvalid = useSelector(profile, selectBioInvalid);
  const vatInvalid = useSelector(profile, selectVatInvalid);
  const avatarInvalid = useSelector(profile, selectAvatarInvalid);
  const saving = useSelector(profile, selectProfileSaving);
  const canSave = useSelector(profile, selectCanSaveProfile);
  const toast = useSelector(profile, selectProfileToast);
  if (loading || !account)
    return (
      <p className={css.muted}>
        <FormattedMessage id="account.loading" defaultMessage="Loading…" />
      </p>
    );
  return (
    <>
      <AccountForm
        testId="profile-form"
        title={<FormattedMessage id="account.profile.title" defaultMessage="Edit profile" />}
        onSubmit={() => profile.send({ type: 'profile.save' })}
      >
        {(
          [
            ['name', account.name, <FormattedMessage key="n" id="account.profile.name" defaultMessage="Name" />],
            ['alias', account.alias, <FormattedMessage key="a" id="account.profile.alias" defaultMessage="Alias" />],
            ['email', account.email, <FormattedMessage key="e" id="account.profile.email" defaultMessage="E-mail" />],
          ] as const
        ).map(([id, value, label]) => (
          <div className={css.field} key={id}>
            <label htmlFor={`profile-${id}`}>{label}</label>
            <input type="text" id={`profile-${id}`} className={css.input} value={value} readOnly />
          </div>
        ))}
        <TextField
          id="profile-bio"
          label={<FormattedMessage id="account.profile.bio" defaultMessage="Bio" />}
          value={fields.bio}
          invalid={bioInvalid}
          rows={4}
          onChange={(value) => profile.send({ type: 'profile.bio.change', value })}
        >
          {bioInvalid && <LengthHint bounds={BIO_BOUNDS} />}
        </TextField>
        <TextField
          id="profile-vat"
          label={<FormattedMessage id="account.profile.vat" defaultMessage="VAT number" />}
          value={fields.vatNumber}
          invalid={vatInvalid}
          onChange={(value) => profile.send({ type: 'profile.vat.change', value })}
        >
          {vatInvalid && (
            <p className={css.hint}>
              <FormattedMessage
                id="account.profile.vatInvalid"
                defaultMessage="Enter a European VAT number, starting with its country code, or leave it empty."
              />
            </p>
          )}
        </TextField>
        <JpegField
          id="profile-avatar"
          label={<FormattedMessage id="account.profile.avatar" defaultMessage="Avatar (JPEG)" />}
          onChoose={(f) => profile.send({ type: 'profile.avatar.choose', file: f, name: f.name, mimeType: f.type })}
        >
          {avatarInvalid && (
            <p className={css.hint}>
              <FormattedMessage id="account.upload.notJpeg" defaultMessage="Choose a JPEG image (.jpg or .jpeg)." />
            </p>
          )}
        </JpegField>
        <button type="submit" className={layout.button} disabled={!canSave || saving} data-testid="profile-save">
          <FormattedMessage id="account.profile.save" defaultMessage="Save profile" />
        </button>
        {toast === 'saved' && <SavedToast />}
        {toast === 'error' && <FailedToast />}
      </AccountForm>
      <PayoutDetailsForm />
    </>
  );
};
