import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { adminCatalogueFlow } from '../../../application/system/flows/admin-catalogue.flow';
import { PRODUCT_SEARCH_MAX, catalogueHrefOf } from '../../../application/flows/admin-catalogue/context';
import type { AdminProductView, ProductMove } from '../../../application/model/catalogue-desk';
import { STATUS_NAMES, type StatusName } from '../../../domain/catalogue/product-lifecycle';
import { useFlow } from '../../shop/use-flow';
import { AdminFilters, AdminFrame, AdminRefusal, AdminStatusLine } from './AdminFrame';
import { useListTable } from './use-admin-list';
import { ListTable, type AdminColumn } from './AdminTable';
import * as css from './admin.css';

const STATUS_LABELS = defineMessages<StatusName>({
  draft: { id: 'admin.catalogue.status.draft', defaultMessage: 'Draft' },
  inReview: { id: 'admin.catalogue.status.inReview', defaultMessage: 'In review' },
  denied: { id: 'admin.catalogue.status.denied', defaultMessage: 'Denied' },
  forSale: { id: 'admin.catalogue.status.forSale', defaultMessage: 'For sale' },
  approved: { id: 'admin.catalogue.status.approved', defaultMessage: 'Approved' },
  hidden: { id: 'admin.catalogue.status.hidden', defaultMessage: 'Hidden' },
  archived: { id: 'admin.catalogue.status.archived', defaultMessage: 'Archived' },
  unknown: { id: 'admin.catalogue.status.unknown', defaultMessage: 'Unknown' },
});

const MOVE_LABELS = defineMessages<ProductMove>({
  publish: { id: 'admin.catalogue.publish', defaultMessage: 'Publish: {sku}' },
  hide: { id: 'admin.catalogue.hide', defaultMessage: 'Hide: {sku}' },
  archive: { id: 'admin.catalogue.archive', defaultMessage: 'Archive: {sku}' },
});

const statusOf = (p: AdminProductView): StatusName =>
  (STATUS_NAMES as readonly string[]).includes(p.status) ? (p.status as StatusName) : 'unknown';

/** The moves a row offers: an artist's poster offers none (its artist and moderation change it). */
const movesOf = (p: AdminProductView): readonly ProductMove[] => {
  if (p.artist !== null) return [];
  const status = statusOf(p);
  if (status === 'forSale') return ['hide', 'archive'];
  if (status === 'archived') return ['hide'];
  return ['publish', 'archive'];
};

/** The catalogue: products searched by name or SKU, with their storefront thumbnail, status and the status moves staff may make. */
export const CatalogueView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const intl = useIntl();
  const flow = useFlow(adminCatalogueFlow, { query });
  const table = useListTable(flow);
  const { list } = table;
  const { total, draft, query: current, staff, problem, loading, refusal, done } = list;
  const columns: readonly AdminColumn<AdminProductView>[] = [
    {
      key: 'product',
      header: <FormattedMessage id="admin.catalogue.product" defaultMessage="Product" />,
      cell: (p) => (
        <span className={css.line}>
          {p.thumb && <img className={css.preview} src={p.thumb} alt="" width={64} />}
          <span>
            <strong>{p.name}</strong>
            <br />
            <span className={css.code}>{p.sku}</span>
            {p.artist && <span className={css.muted}> · @{p.artist}</span>}
          </span>
        </span>
      ),
    },
    {
      key: 'categories',
      header: <FormattedMessage id="admin.catalogue.categories" defaultMessage="Categories" />,
      cell: (p) => p.categories.join(', '),
    },
    {
      key: 'status',
      header: <FormattedMessage id="admin.catalogue.statusHeader" defaultMessage="Status" />,
      cell: (p) => <FormattedMessage {...STATUS_LABELS[statusOf(p)]} />,
    },
    {
      key: 'moves',
      header: <FormattedMessage id="admin.catalogue.moves" defaultMessage="Change" />,
      cell: (p) => (
        <span className={css.actions}>
          {movesOf(p).map((move) => (
            <button
              key={move}
              className={move === 'publish' ? css.button : css.secondary}
              type="button"
              disabled={loading}
              onClick={() => flow.send({ type: 'row.act', act: { id: p.id, sku: p.sku, move } })}
            >
              {intl.formatMessage(MOVE_LABELS[move], { sku: p.sku })}
            </button>
          ))}
        </span>
      ),
    },
  ];
  return (
    <AdminFrame
      title={<FormattedMessage id="admin.catalogue.title" defaultMessage="Catalogue" />}
      staff={staff}
      current="catalogue"
      problem={problem}
      returnTo={catalogueHrefOf(current)}
    >
      <AdminFilters send={(event) => flow.send(event)}>
        <label className={css.field}>
          <FormattedMessage id="admin.catalogue.search" defaultMessage="Name or SKU" />
          <input
            className={css.input}
            type="search"
            name="q"
            maxLength={PRODUCT_SEARCH_MAX}
            value={draft.q}
            onChange={(e) => flow.send({ type: 'filters.change', field: 'q', value: e.target.value })}
          />
        </label>
      </AdminFilters>
      <AdminRefusal refusal={refusal} testId="admin-catalogue-refusal" />
      <AdminStatusLine loading={loading}>
        {done ? (
          intl.formatMessage({ id: 'admin.catalogue.saved', defaultMessage: 'Changed: {sku}' }, { sku: done })
        ) : (
          <FormattedMessage
            id="admin.catalogue.count"
            defaultMessage="{total, plural, one {# product} other {# products}}"
            values={{ total }}
          />
        )}
      </AdminStatusLine>
      <ListTable
        {...table}
        testId="admin-catalogue"
        columns={columns}
        rowKey={(p) => String(p.id)}
        rowData={(p) => ({ 'data-sku': p.sku })}
        empty={<FormattedMessage id="admin.catalogue.empty" defaultMessage="No products match this search." />}
      />
    </AdminFrame>
  );
};
