import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { onboardingMachine } from '../../../application/flows/onboarding/machine';
import {
  selectAlias,
  selectAliasChecking,
  selectAliasFeedback,
  selectCanSaveAlias,
  selectOnboardingSaving,
  selectOnboardingToast,
  selectTermsAccepted,
} from '../../../application/flows/onboarding/selectors';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
import { AccountForm } from './AccountForm';
import { FailedToast } from './Toast';
import { ALIAS_BOUNDS } from '../../../domain';
import { ARTIST_TERMS_PATH } from '../../../application/routing/paths';
import { useApp } from '../../app-context';
import { LengthHint } from './LengthHint';
import { TextField } from './TextField';

export const OnboardingWizard = ({ wizard }: { wizard: ActorRefFrom<typeof onboardingMachine> }) => {
  const intl = useIntl();
  const { store } = useApp();
  const alias = useSelector(wizard, selectAlias);
  const terms = useSelector(wizard, selectTermsAccepted);
  const feedback = useSelector(wizard, selectAliasFeedback);
  const checking = useSelector(wizard, selectAliasChecking);
  const saving = useSelector(wizard, selectOnboardingSaving);
  const canSave = useSelector(wizard, selectCanSaveAlias);
  const toast = useSelector(wizard, selectOnboardingToast);
  return (
    <AccountForm
      testId="onboarding"
      title={<FormattedMessage id="account.onboarding.title" defaultMessage="Set up your artist account" />}
      onSubmit={() => wizard.send({ type: 'onboarding.save' })}
    >
      <TextField
        id="alias"
        label={<FormattedMessage id="account.onboarding.alias" defaultMessage="Artist name (alias)" />}
        value={alias}
        invalid={feedback !== null}
        autoComplete="off"
        onChange={(value) => wizard.send({ type: 'onboarding.alias.change', value })}
      >
        {checking && (
          <p className={css.muted}>
            <FormattedMessage id="account.checking" defaultMessage="Checking…" />
          </p>
        )}
        {feedback === 'ALIAS.EXISTS' && (
          <p className={css.hint} data-testid="alias-exists">
            <FormattedMessage id="account.onboarding.aliasExists" defaultMessage="This alias is already taken." />
          </p>
        )}
        {feedback === 'ALIAS.LENGTH' && <LengthHint bounds={ALIAS_BOUNDS} />}
      </TextField>
      <label>
        <input
          type="checkbox"
          checked={terms}
          data-testid="terms"
          onChange={(e) => wizard.send({ type: 'onboarding.terms.change', accepted: e.target.checked })}
        />{' '}
        <FormattedMessage
          id="account.onboarding.terms"
          defaultMessage="I accept the <link>terms for artists</link>."
          values={{
            link: (text: ReactNode) => (
              // A new tab keeps what the artist typed here.
              <a href={`${store.pathPrefix}${ARTIST_TERMS_PATH}`} target="_blank" rel="noopener" data-testid="terms-link">
                {text}
              </a>
            ),
          }}
        />
      </label>
      <button
        type="submit"
        className={layout.button}
        disabled={!canSave || saving}
        data-testid="alias-save"
        aria-label={intl.formatMessage({ id: 'account.onboarding.save', defaultMessage: 'Save and continue' })}
      >
        <FormattedMessage id="account.onboarding.save" defaultMessage="Save and continue" />
      </button>
      {toast === 'error' && <FailedToast />}
    </AccountForm>
  );
};
