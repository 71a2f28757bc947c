import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { adminArtistsFlow } from '../../../application/system/flows/admin-artists.flow';
import { ARTIST_SEARCH_MAX, artistsHrefOf } from '../../../application/flows/admin-artists/context';
import type { ArtistAct } from '../../../application/flows/admin-artists/events';
import type { AdminArtistView } from '../../../application/model/catalogue-desk';
import { MAX_PRODUCT_LIMIT } from '../../../domain/backoffice';
import { MEMBERSHIP_TIERS } from '../../../domain/catalogue/membership';
import { useFlow } from '../../shop/use-flow';
import { AdminFilters, AdminFrame, AdminRefusal, AdminStatusLine } from './AdminFrame';
import { useListTable } from './use-admin-list';
import { ListTable, type AdminColumn } from './AdminTable';
import * as css from './admin.css';

const LEVELS = Object.keys(MEMBERSHIP_TIERS).map(Number);

/** The limit and level as typed; the row is keyed by the saved values, so a reload starts it afresh. */
const ArtistLimits = (props: {
  readonly artist: AdminArtistView;
  readonly busy: boolean;
  readonly onSave: (act: ArtistAct) => void;
}) => {
  const { artist } = props;
  const [limit, setLimit] = useState(String(artist.product_limit));
  const [level, setLevel] = useState(String(artist.membership_level));
  return (
    <form
      className={css.actions}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave({
          id: artist.id,
          alias: artist.alias,
          change: { product_limit: Number(limit), membership_level: Number(level) },
        });
      }}
    >
      <label className={css.field}>
        <FormattedMessage id="admin.artists.limit" defaultMessage="Product limit" />
        <input
          className={css.input}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PRODUCT_LIMIT}
          step={1}
          required
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
        />
      </label>
      <label className={css.field}>
        <FormattedMessage id="admin.artists.level" defaultMessage="Membership level" />
        <select className={css.input} value={level} onChange={(e) => setLevel(e.target.value)}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <button className={css.button} type="submit" disabled={props.busy}>
        <FormattedMessage id="admin.artists.save" defaultMessage="Save" />
      </button>
    </form>
  );
};

/** The artists: search by name, alias or e-mail; per artist, selling on or off, the product limit and the membership level. */
export const ArtistsView = ({ query }: { readonly query: Readonly<Record<string, string>> }) => {
  const intl = useIntl();
  const flow = useFlow(adminArtistsFlow, { query });
  const table = useListTable(flow);
  const { list } = table;
  const { total, draft, query: current, staff, problem, loading, refusal, done } = list;
  const act = (a: ArtistAct) => flow.send({ type: 'row.act', act: a });
  const columns: readonly AdminColumn<AdminArtistView>[] = [
    {
      key: 'artist',
      header: <FormattedMessage id="admin.artists.artist" defaultMessage="Artist" />,
      cell: (a) => (
        <>
          <strong>{a.name}</strong> <span className={css.muted}>@{a.alias}</span>
          <br />
          <span className={css.code}>{a.email}</span> · {a.country}
        </>
      ),
    },
    {
      key: 'posters',
      header: <FormattedMessage id="admin.artists.posters" defaultMessage="Posters" />,
      cell: (a) => `${a.posters} / ${a.product_limit}`,
    },
    {
      key: 'selling',
      header: <FormattedMessage id="admin.artists.selling" defaultMessage="Selling" />,
      cell: (a) => (
        <button
          className={a.selling_enabled ? css.secondary : css.button}
          type="button"
          disabled={loading}
          aria-pressed={a.selling_enabled}
          onClick={() => act({ id: a.id, alias: a.alias, change: { selling_enabled: !a.selling_enabled } })}
        >
          {a.selling_enabled ? (
            <FormattedMessage id="admin.artists.sellingOn" defaultMessage="On – pause" />
          ) : (
            <FormattedMessage id="admin.artists.sellingOff" defaultMessage="Paused – resume" />
          )}
        </button>
      ),
    },
    {
      key: 'limits',
      header: <FormattedMessage id="admin.artists.settings" defaultMessage="Limit and level" />,
      cell: (a) => (
        <ArtistLimits key={`${a.id}:${a.product_limit}:${a.membership_level}`} artist={a} busy={loading} onSave={act} />
      ),
    },
  ];
  return (
    <AdminFrame
      title={<FormattedMessage id="admin.artists.title" defaultMessage="Artists" />}
      staff={staff}
      current="artists"
      problem={problem}
      returnTo={artistsHrefOf(current)}
    >
      <AdminFilters send={(event) => flow.send(event)}>
        <label className={css.field}>
          <FormattedMessage id="admin.artists.search" defaultMessage="Name, alias or e-mail" />
          <input
            className={css.input}
            type="search"
            name="q"
            maxLength={ARTIST_SEARCH_MAX}
            value={draft.q}
            onChange={(e) => flow.send({ type: 'filters.change', field: 'q', value: e.target.value })}
          />
        </label>
      </AdminFilters>
      <AdminRefusal refusal={refusal} testId="admin-artist-refusal" />
      <AdminStatusLine loading={loading}>
        {done ? (
          intl.formatMessage({ id: 'admin.artists.saved', defaultMessage: 'Saved: {alias}' }, { alias: done })
        ) : (
          <FormattedMessage
            id="admin.artists.count"
            defaultMessage="{total, plural, one {# artist} other {# artists}}"
            values={{ total }}
          />
        )}
      </AdminStatusLine>
      <ListTable
        {...table}
        testId="admin-artists"
        columns={columns}
        rowKey={(a) => String(a.id)}
        rowData={(a) => ({ 'data-artist': a.alias })}
        empty={<FormattedMessage id="admin.artists.empty" defaultMessage="No artists match this search." />}
      />
    </AdminFrame>
  );
};
