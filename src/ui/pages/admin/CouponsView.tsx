import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedNumber, defineMessages, useIntl } from 'react-intl';
import { COUPON_CODE_MAX_LENGTH, COUPON_CURRENCIES } from '../../../domain/backoffice';
import { adminCouponsFlow } from '../../../application/system/flows/admin-coupons.flow';
import type { CouponField } from '../../../application/flows/admin-coupons/form';
import { ADMIN_COUPONS_PATH } from '../../../application/flows/admin-coupons/context';
import {
  selectCouponForm,
  selectCoupons,
  selectCouponsBusy,
  selectCouponsPage,
  selectCouponsPageCount,
  selectCouponsProblem,
  selectCouponsStaff,
  selectCreated,
  selectRefusal,
} from '../../../application/flows/admin-coupons/selectors';
import { useFlow } from '../../shop/use-flow';
import { Price } from '../../components/Price';
import { AdminForm, AdminFrame, AdminRefusal, AdminStatusLine } from './AdminFrame';
import { AdminTable, type AdminColumn } from './AdminTable';
import type { AdminCouponView } from '../../../application/model/catalogue-desk';
import * as css from './admin.css';

const STATE_NAMES = defineMessages({
  active: { id: 'admin.coupons.state.active', defaultMessage: 'Running' },
  ended: { id: 'admin.coupons.state.ended', defaultMessage: 'Ended' },
  scheduled: { id: 'admin.coupons.state.scheduled', defaultMessage: 'Not started' },
});

/** The staff's coupons: the list with uses, a form for a new one, and a button to end one now. */
export const CouponsView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const intl = useIntl();
  const flow = useFlow(adminCouponsFlow, { query });
  const coupons = useSelector(flow, selectCoupons);
  const form = useSelector(flow, selectCouponForm);
  const refusal = useSelector(flow, selectRefusal);
  const created = useSelector(flow, selectCreated);
  const page = useSelector(flow, selectCouponsPage);
  const pages = useSelector(flow, selectCouponsPageCount);
  const staff = useSelector(flow, selectCouponsStaff);
  const problem = useSelector(flow, selectCouponsProblem);
  const busy = useSelector(flow, selectCouponsBusy);
  const change = (field: CouponField) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    flow.send({ type: 'form.change', field, value: e.target.value });
  const columns: readonly AdminColumn<AdminCouponView>[] = [
    { key: 'code', header: <FormattedMessage id="admin.coupons.code" defaultMessage="Code" />, cell: (c) => c.code },
    {
      key: 'kind',
      header: <FormattedMessage id="admin.coupons.kind" defaultMessage="Discount" />,
      cell: (c) =>
        c.percent !== null ? (
          <FormattedNumber value={c.percent / 100} style="percent" maximumFractionDigits={2} />
        ) : (
          c.amounts.map((a, i) => (
            <span key={a.currency}>
              {i > 0 && ' · '}
              <Price amount={a.amount} currency={a.currency} />
            </span>
          ))
        ),
    },
    { key: 'uses', header: <FormattedMessage id="admin.coupons.uses" defaultMessage="Uses" />, cell: (c) => c.uses },
    {
      key: 'state',
      header: <FormattedMessage id="admin.coupons.state" defaultMessage="State" />,
      cell: (c) => (
        <>
          <FormattedMessage {...STATE_NAMES[c.state]} />
          {c.valid_until && (
            <>
              <br />
              <span className={css.muted}>
                <FormattedDate value={c.valid_until} dateStyle="medium" timeStyle="short" />
              </span>
            </>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: (
        <span className={css.muted}>
          <FormattedMessage id="admin.coupons.actions" defaultMessage="Actions" />
        </span>
      ),
      cell: (c) =>
        c.state !== 'ended' && (
          <button
            className={css.secondary}
            type="button"
            disabled={busy}
            aria-label={intl.formatMessage(
              { id: 'admin.coupons.expireCode', defaultMessage: 'End now: {code}' },
              { code: c.code },
            )}
            onClick={() => flow.send({ type: 'coupon.expire', id: c.id })}
          >
            <FormattedMessage id="admin.coupons.expire" defaultMessage="End now" />
          </button>
        ),
    },
  ];
  return (
    <AdminFrame
      title={<FormattedMessage id="admin.coupons.title" defaultMessage="Coupons" />}
      staff={staff}
      current="coupons"
      problem={problem}
      returnTo={ADMIN_COUPONS_PATH}
      forbidden={<FormattedMessage id="admin.coupons.forbidden" defaultMessage="Only administrators manage coupons." />}
    >
      <AdminForm
        labelledBy="new-coupon"
        busy={busy}
        onSubmit={() => flow.send({ type: 'form.submit' })}
        submit={<FormattedMessage id="admin.coupons.create" defaultMessage="Create coupon" />}
      >
        <h2 id="new-coupon" style={{ gridColumn: '1 / -1', margin: 0, fontSize: '1.1rem' }}>
          <FormattedMessage id="admin.coupons.new" defaultMessage="New coupon" />
        </h2>
        <label className={css.field}>
          <FormattedMessage id="admin.coupons.code" defaultMessage="Code" />
          <input
            className={css.input}
            name="code"
            required
            maxLength={COUPON_CODE_MAX_LENGTH}
            value={form.code}
            onChange={change('code')}
          />
        </label>
        <label className={css.field}>
          <FormattedMessage id="admin.coupons.kind" defaultMessage="Discount" />
          <select className={css.input} name="kind" value={form.kind} onChange={change('kind')}>
            <option value="percentage">
              {intl.formatMessage({ id: 'admin.coupons.kind.percentage', defaultMessage: 'Percentage' })}
            </option>
            <option value="fixed">
              {intl.formatMessage({ id: 'admin.coupons.kind.fixed', defaultMessage: 'Fixed amount' })}
            </option>
          </select>
        </label>
        {form.kind === 'percentage' ? (
          <label className={css.field}>
            <FormattedMessage id="admin.coupons.percent" defaultMessage="Percent off" />
            <input
              className={css.input}
              name="percent"
              inputMode="decimal"
              required
              value={form.percent}
              onChange={change('percent')}
            />
          </label>
        ) : (
          <>
            <label className={css.field}>
              <FormattedMessage id="admin.coupons.eur" defaultMessage="Amount in EUR" />
              <input className={css.input} name="eur" inputMode="decimal" required value={form.eur} onChange={change('eur')} />
            </label>
            <label className={css.field}>
              <FormattedMessage id="admin.coupons.otherCurrency" defaultMessage="Own amount in" />
              <select className={css.input} name="otherCurrency" value={form.otherCurrency} onChange={change('otherCurrency')}>
                <option value="">
                  {intl.formatMessage({ id: 'admin.coupons.converted', defaultMessage: 'None (converted from EUR)' })}
                </option>
                {COUPON_CURRENCIES.filter((c) => c !== 'EUR').map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            {form.otherCurrency !== '' && (
              <label className={css.field}>
                <FormattedMessage
                  id="admin.coupons.otherAmount"
                  defaultMessage="Amount in {currency}"
                  values={{ currency: form.otherCurrency }}
                />
                <input
                  className={css.input}
                  name="otherAmount"
                  inputMode="decimal"
                  value={form.otherAmount}
                  onChange={change('otherAmount')}
                />
              </label>
            )}
          </>
        )}
      </AdminForm>
      <AdminRefusal refusal={refusal} testId="admin-coupon-refusal" />
      <AdminStatusLine loading={busy}>
        {created && (
          <FormattedMessage id="admin.coupons.created" defaultMessage="Coupon {code} created." values={{ code: created }} />
        )}
      </AdminStatusLine>
      <AdminTable
        testId="admin-coupons"
        columns={columns}
        rows={coupons}
        rowKey={(c) => String(c.id)}
        rowData={(c) => ({ 'data-coupon': c.code })}
        loading={busy}
        empty={<FormattedMessage id="admin.coupons.empty" defaultMessage="No coupons yet." />}
        page={page}
        pages={pages}
        onPage={(p) => flow.send({ type: 'page.go', page: p })}
      />
    </AdminFrame>
  );
};
