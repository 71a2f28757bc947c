import { FormattedMessage } from 'react-intl';
import type { AdminOrderDetail } from '../../../application/model/back-office';
import { Price } from '../../components/Price';
import { PRODUCT_TYPE } from '../../../domain/product/model';
import * as css from './admin.css';

type Line = AdminOrderDetail['lines'][number];

/** A poster's options as the shopper chose them: size, margin, black and white, frame (docs/rules/back-office.md#print-files-and-packing). */
const LineOptions = ({ line }: { readonly line: Line }) =>
  line.type !== PRODUCT_TYPE.poster ? null : (
    <span className={css.muted} data-testid="admin-line-options">
      <br />
      <FormattedMessage
        id="admin.order.lineOptions"
        defaultMessage="Size {size} · {margin, select, yes {white margin} other {no margin}} · {bw, select, yes {black and white} other {colour}} · {frame, select, none {no frame} other {frame: {frame}}}"
        values={{
          size: line.variation_name,
          margin: line.margin ? 'yes' : 'no',
          bw: line.black_and_white ? 'yes' : 'no',
          frame: line.frame ?? 'none',
        }}
      />
    </span>
  );

/** The order's lines and its sums, as the shopper paid them; a refunded line is marked (not packed). */
export const OrderLines = ({ order }: { readonly order: AdminOrderDetail }) => {
  const s = order.summary;
  return (
    <section className={css.panel} aria-labelledby="admin-lines">
      <h2 id="admin-lines">
        <FormattedMessage id="admin.order.lines" defaultMessage="Lines" />
      </h2>
      <ul className={css.list}>
        {order.lines.map((l) => (
          <li key={l.position} className={css.line} data-testid="admin-line" data-refunded={l.refunded}>
            {l.preview && <img className={css.preview} src={l.preview} alt="" width={64} height={90} loading="lazy" />}
            <span>
              {l.refunded && (
                <>
                  <strong className={css.danger}>
                    <FormattedMessage id="admin.order.lineRefunded" defaultMessage="Refunded: not packed" />
                  </strong>
                  <br />
                </>
              )}
              {l.quantity} × {l.name} ({l.variation_name}) <span className={css.muted}>{l.sku}</span>
              {l.personalised && (
                <>
                  {' · '}
                  <FormattedMessage id="admin.order.personalised" defaultMessage="personalised" />
                </>
              )}
              <LineOptions line={l} />
              <br />
              <Price amount={l.line_total} currency={s.currency} />
            </span>
          </li>
        ))}
      </ul>
      <dl className={css.sums}>
        <dt>
          <FormattedMessage id="admin.order.subtotal" defaultMessage="Subtotal" />
        </dt>
        <dd>
          <Price amount={order.subtotal} currency={s.currency} />
        </dd>
        <dt>
          <FormattedMessage id="admin.order.discount" defaultMessage="Discounts" />
          {order.coupons.length > 0 && ` (${order.coupons.join(', ')})`}
        </dt>
        <dd>
          −<Price amount={order.discount_total} currency={s.currency} />
        </dd>
        <dt>
          <FormattedMessage id="admin.order.giftCards" defaultMessage="Gift cards" />
        </dt>
        <dd>
          −<Price amount={order.gift_card_total} currency={s.currency} />
        </dd>
        <dt>
          <strong>
            <FormattedMessage id="admin.col.total" defaultMessage="Total" />
          </strong>
        </dt>
        <dd>
          <strong>
            <Price amount={s.total} currency={s.currency} />
          </strong>
        </dd>
      </dl>
    </section>
  );
};
