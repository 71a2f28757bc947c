import { useSelector } from '@xstate/react';
import { selectPayoutDetails, selectPayoutDetailsBusy } from '../../../application/flows/payout-details/selectors';
import { FormattedMessage } from 'react-intl';
import { payoutDetailsFlow } from '../../../application/system/flows/payout-details.flow';
import { ACCOUNT_HOLDER_MAX } from '../../../domain/payouts';
import { useFlow } from '../../shop/use-flow';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';

/**
 * Where the artist's payouts go (docs/rules/artists.md#payouts): account holder and IBAN, and the
 * private seller's declaration while the profile has no VAT number. The server checks them.
 */
export const PayoutDetailsForm = () => {
  const flow = useFlow(payoutDetailsFlow);
  const { state, holder, iban, privateSeller, refusal, saved } = useSelector(flow, selectPayoutDetails);
  const busy = useSelector(flow, selectPayoutDetailsBusy);
  if (!state) return null;
  return (
    <form
      className={css.form}
      data-testid="payout-details-form"
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'save' });
      }}
    >
      <h2>
        <FormattedMessage id="account.payout.title" defaultMessage="Payout details" />
      </h2>
      <p className={css.muted}>
        {state.iban_masked ? (
          <FormattedMessage
            id="account.payout.current"
            defaultMessage="Payouts go to {holder}, {iban}."
            values={{ holder: state.account_holder, iban: state.iban_masked }}
          />
        ) : (
          <FormattedMessage id="account.payout.none" defaultMessage="Add the account your earnings are paid to." />
        )}
      </p>
      {!state.has_vat_number && (
        <label className={css.field}>
          <span>
            <input
              type="checkbox"
              checked={privateSeller}
              onChange={(e) => flow.send({ type: 'privateSeller.change', value: e.target.checked })}
            />{' '}
            <FormattedMessage id="account.payout.privateSeller" defaultMessage="I sell privately and have no VAT number" />
          </span>
        </label>
      )}
      <div className={css.field}>
        <label htmlFor="payout-holder">
          <FormattedMessage id="account.payout.holder" defaultMessage="Account holder" />
        </label>
        <input
          id="payout-holder"
          className={css.input}
          type="text"
          autoComplete="name"
          maxLength={ACCOUNT_HOLDER_MAX}
          value={holder}
          onChange={(e) => flow.send({ type: 'holder.change', value: e.target.value })}
        />
      </div>
      <div className={css.field}>
        <label htmlFor="payout-iban">
          <FormattedMessage id="account.payout.iban" defaultMessage="IBAN" />
        </label>
        <input
          id="payout-iban"
          className={css.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={iban}
          onChange={(e) => flow.send({ type: 'iban.change', value: e.target.value })}
        />
      </div>
      {refusal && (
        <p className={css.hint} role="alert" data-testid="payout-details-refusal">
          {refusal === 'PAYOUT.TAX_STATUS' ? (
            <FormattedMessage
              id="account.payout.taxStatus"
              defaultMessage="Please add your VAT number to your profile, or declare that you sell privately, before adding payout details."
            />
          ) : refusal === 'PAYOUT.HOLDER' ? (
            <FormattedMessage
              id="account.payout.holderInvalid"
              defaultMessage="The account holder needs 2 to {max} characters."
              values={{ max: ACCOUNT_HOLDER_MAX }}
            />
          ) : refusal === 'PAYOUT.IBAN' ? (
            <FormattedMessage id="account.payout.ibanInvalid" defaultMessage="This IBAN is not valid. Please check it." />
          ) : (
            <FormattedMessage
              id="account.payout.failed"
              defaultMessage="The payout details could not be saved. Please try again."
            />
          )}
        </p>
      )}
      <p className={css.muted} aria-live="polite">
        {saved && <FormattedMessage id="account.payout.saved" defaultMessage="Payout details saved." />}
      </p>
      <button type="submit" className={layout.button} disabled={busy || holder.trim() === '' || iban.trim() === ''}>
        <FormattedMessage id="account.payout.save" defaultMessage="Save payout details" />
      </button>
    </form>
  );
};
