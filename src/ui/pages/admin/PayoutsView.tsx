import { useSelector } from '@xstate/react';
import { selectPayoutDesk, selectPayoutsBusy } from '../../../application/flows/admin-payouts/selectors';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { adminPayoutsFlow } from '../../../application/system/flows/admin-payouts.flow';
import { ADMIN_PAYOUTS_PATH, payoutFileUrls } from '../../../application/flows/admin-payouts/machine';
import type { PayoutArtistBalanceView, PayoutLineView, PayoutRunView } from '../../../application/model/payout-desk';
import { PAYOUT_CURRENCY } from '../../../domain/payouts';
import { useFlow } from '../../shop/use-flow';
import { Price } from '../../components/Price';
import { AdminForm, AdminFrame, AdminRefusal, AdminStatusLine } from './AdminFrame';
import { AdminTable, type AdminColumn } from './AdminTable';
import { DownloadButton } from './DownloadButton';
import * as css from './admin.css';

const eur = (amount: number) => <Price amount={amount} currency={PAYOUT_CURRENCY} />;
const noPages = { page: 1, pages: 1, onPage: () => undefined };

const balanceColumns: readonly AdminColumn<PayoutArtistBalanceView>[] = [
  {
    key: 'artist',
    header: <FormattedMessage id="admin.payouts.artist" defaultMessage="Artist" />,
    cell: (a) => (
      <>
        <strong>{a.name}</strong> <span className={css.muted}>@{a.alias}</span>
      </>
    ),
  },
  {
    key: 'pending',
    header: <FormattedMessage id="admin.payouts.pending" defaultMessage="Pending" />,
    cell: (a) => eur(a.pending),
    phoneLabel: true,
  },
  {
    key: 'available',
    header: <FormattedMessage id="admin.payouts.available" defaultMessage="Available" />,
    cell: (a) => eur(a.available),
    phoneLabel: true,
  },
  {
    key: 'details',
    header: <FormattedMessage id="admin.payouts.details" defaultMessage="Payout details" />,
    cell: (a) =>
      a.has_details ? (
        <FormattedMessage id="admin.payouts.detailsGiven" defaultMessage="Given" />
      ) : (
        <FormattedMessage id="admin.payouts.detailsMissing" defaultMessage="Missing" />
      ),
    phoneLabel: true,
  },
];

const lineColumns: readonly AdminColumn<PayoutLineView>[] = [
  { key: 'artist', header: <FormattedMessage id="admin.payouts.artist" defaultMessage="Artist" />, cell: (l) => `@${l.alias}` },
  {
    key: 'amount',
    header: <FormattedMessage id="admin.payouts.amount" defaultMessage="Amount" />,
    cell: (l) => eur(l.amount),
    phoneLabel: true,
  },
  {
    key: 'account',
    header: <FormattedMessage id="admin.payouts.account" defaultMessage="Account" />,
    cell: (l) =>
      l.payable ? (
        <>
          {l.account_holder} <span className={css.code}>{l.iban_masked}</span>
        </>
      ) : (
        <FormattedMessage id="admin.payouts.notPaid" defaultMessage="No payout details: not paid, the balance waits" />
      ),
    phoneLabel: true,
  },
  {
    key: 'reference',
    header: <FormattedMessage id="admin.payouts.reference" defaultMessage="Reference" />,
    cell: (l) => <span className={css.code}>{l.reference}</span>,
    phoneLabel: true,
  },
];

const runColumns: readonly AdminColumn<PayoutRunView>[] = [
  {
    key: 'period',
    header: <FormattedMessage id="admin.payouts.period" defaultMessage="Period" />,
    cell: (r) => `${r.from} – ${r.to}`,
  },
  {
    key: 'made',
    header: <FormattedMessage id="admin.payouts.made" defaultMessage="Approved" />,
    cell: (r) => (
      <>
        <FormattedDate value={r.created_at} dateStyle="medium" timeStyle="short" /> <span className={css.muted}>{r.staff}</span>
      </>
    ),
    phoneLabel: true,
  },
  {
    key: 'total',
    header: <FormattedMessage id="admin.payouts.total" defaultMessage="Paid" />,
    cell: (r) => (
      <>
        {eur(r.total)}{' '}
        <FormattedMessage
          id="admin.payouts.count"
          defaultMessage="{count, plural, one {# artist} other {# artists}}"
          values={{ count: r.payouts }}
        />
      </>
    ),
    phoneLabel: true,
  },
  {
    key: 'files',
    header: <FormattedMessage id="admin.payouts.files" defaultMessage="Files" />,
    cell: (r) => (
      <div className={css.actions}>
        <DownloadButton
          url={payoutFileUrls(r.id).sepa}
          testId={`payout-sepa-${r.id}`}
          label={<FormattedMessage id="admin.payouts.sepa" defaultMessage="SEPA file" />}
        />
        <DownloadButton
          url={payoutFileUrls(r.id).csv}
          testId={`payout-csv-${r.id}`}
          label={<FormattedMessage id="admin.payouts.csv" defaultMessage="CSV" />}
        />
      </div>
    ),
  },
];

/** Payouts: each artist's pending and available balance; a period's review, its approval, and the runs with their files. */
export const PayoutsView = (_props: { readonly query: Readonly<Record<string, string>> }) => {
  const flow = useFlow(adminPayoutsFlow, { query: {} });
  const { staff, balances, runs, from, to, preview, problem, refusal, approved } = useSelector(flow, selectPayoutDesk);
  const busy = useSelector(flow, selectPayoutsBusy);
  return (
    <AdminFrame
      title={<FormattedMessage id="admin.payouts.title" defaultMessage="Payouts" />}
      staff={staff}
      current="payouts"
      problem={problem}
      returnTo={ADMIN_PAYOUTS_PATH}
    >
      {balances && (
        <p className={css.muted}>
          <FormattedMessage
            id="admin.payouts.rules"
            defaultMessage="A commission is available {days} days after delivery; a run pays balances from {minimum}."
            values={{ days: balances.hold_days, minimum: eur(balances.minimum) }}
          />
        </p>
      )}
      <h2>
        <FormattedMessage id="admin.payouts.balances" defaultMessage="Balances" />
      </h2>
      <AdminTable
        testId="admin-payout-balances"
        columns={balanceColumns}
        rows={balances?.artists ?? []}
        rowKey={(a) => String(a.artist_id)}
        rowData={(a) => ({ 'data-artist': a.alias })}
        loading={busy}
        empty={<FormattedMessage id="admin.payouts.noBalances" defaultMessage="No artist has sold anything yet." />}
        {...noPages}
      />
      <h2 id="payout-run-heading">
        <FormattedMessage id="admin.payouts.run" defaultMessage="Pay a period" />
      </h2>
      <AdminForm
        busy={busy}
        labelledBy="payout-run-heading"
        onSubmit={() => flow.send({ type: 'preview.submit' })}
        submit={<FormattedMessage id="admin.payouts.review" defaultMessage="Review" />}
      >
        {(['from', 'to'] as const).map((field) => (
          <label className={css.field} key={field}>
            {field === 'from' ? (
              <FormattedMessage id="admin.payouts.from" defaultMessage="From" />
            ) : (
              <FormattedMessage id="admin.payouts.to" defaultMessage="To" />
            )}
            <input
              className={css.input}
              type="date"
              name={field}
              required
              value={field === 'from' ? from : to}
              onChange={(e) => flow.send({ type: 'period.change', field, value: e.target.value })}
            />
          </label>
        ))}
      </AdminForm>
      <AdminRefusal refusal={refusal} testId="admin-payout-refusal" />
      <AdminStatusLine loading={busy}>
        {approved &&
          (approved.created ? (
            <FormattedMessage
              id="admin.payouts.approved"
              defaultMessage="Paid: {count, plural, one {# artist} other {# artists}}, run {id}."
              values={{ count: approved.run.payouts, id: approved.run.id }}
            />
          ) : (
            <FormattedMessage
              id="admin.payouts.already"
              defaultMessage="This period was paid already by run {id}; nothing more was paid."
              values={{ id: approved.run.id }}
            />
          ))}
      </AdminStatusLine>
      {preview && (
        <section data-testid="admin-payout-preview">
          <AdminTable
            testId="admin-payout-lines"
            columns={lineColumns}
            rows={preview.lines}
            rowKey={(l) => String(l.artist_id)}
            rowData={(l) => ({ 'data-artist': l.alias })}
            loading={busy}
            empty={<FormattedMessage id="admin.payouts.nothingDue" defaultMessage="No artist is due a payout for this period." />}
            {...noPages}
          />
          <div className={css.actions}>
            <strong>
              <FormattedMessage
                id="admin.payouts.sum"
                defaultMessage="Total to pay: {total}"
                values={{ total: eur(preview.total) }}
              />
            </strong>
            <button
              className={css.button}
              type="button"
              disabled={busy || !preview.lines.some((l) => l.payable)}
              onClick={() => flow.send({ type: 'run.approve' })}
            >
              <FormattedMessage id="admin.payouts.approve" defaultMessage="Approve and pay" />
            </button>
          </div>
        </section>
      )}
      <h2>
        <FormattedMessage id="admin.payouts.runs" defaultMessage="Runs" />
      </h2>
      <AdminTable
        testId="admin-payout-runs"
        columns={runColumns}
        rows={runs}
        rowKey={(r) => String(r.id)}
        loading={busy}
        empty={<FormattedMessage id="admin.payouts.noRuns" defaultMessage="No payout run yet." />}
        {...noPages}
      />
    </AdminFrame>
  );
};
