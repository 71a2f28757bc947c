import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { adminArtistsFlow } from '../../../application/system/flows/admin-artists.flow';
import { ARTIST_SEARCH_MAX, artistsHrefOf, type ArtistAct } from '../../../application/flows/admin-artists/machine';
import * as list from '../../../application/flows/admin-list/machine';
import type { AdminArtistView } from '../../../application/model/catalogue-desk';
import { MAX_PRODUCT_LIMIT } from '../../../domain/backoffice';
import { MEMBERSHIP_TIERS } from '../../../domain/catalogue/membership';
import { useFlow } from '../../shop/use-flow';
import { AccessNotice } from './messages';
import { StaffBar } from './StaffBar';
import { AdminTable, type AdminColumn } from './AdminTable';
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
  const rows = useSelector(flow, list.selectRows);
  const total = useSelector(flow, list.selectTotal);
  const page = useSelector(flow, list.selectPage);
  const pages = useSelector(flow, list.selectPageCount);
  const draft = useSelector(flow, list.selectDraft);
  const current = useSelector(flow, list.selectQuery);
  const staff = useSelector(flow, list.selectStaff);
  const problem = useSelector(flow, list.selectProblem);
  const loading = useSelector(flow, list.selectLoading);
  const refusal = useSelector(flow, list.selectRefusal);
  const done = useSelector(flow, list.selectDone);
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
  const title = <FormattedMessage id="admin.artists.title" defaultMessage="Artists" />;
  if (problem) {
    return (
      <>
        <StaffBar title={title} staff={staff} current="artists" />
        <AccessNotice problem={problem} returnTo={artistsHrefOf(current)} />
      </>
    );
  }
  return (
    <>
      <StaffBar title={title} staff={staff} current="artists" />
      <form
        className={css.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'filters.submit' });
        }}
      >
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
        <div className={css.actions}>
          <button className={css.button} type="submit">
            <FormattedMessage id="admin.filter.apply" defaultMessage="Show" />
          </button>
          <button className={css.secondary} type="button" onClick={() => flow.send({ type: 'filters.reset' })}>
            <FormattedMessage id="admin.filter.reset" defaultMessage="Clear" />
          </button>
        </div>
      </form>
      {refusal && (
        <p className={css.danger} role="alert" data-testid="admin-artist-refusal">
          {refusal}
        </p>
      )}
      <p className={css.muted} aria-live="polite">
        {loading ? (
          <FormattedMessage id="admin.loading" defaultMessage="Loading…" />
        ) : done ? (
          intl.formatMessage({ id: 'admin.artists.saved', defaultMessage: 'Saved: {alias}' }, { alias: done })
        ) : (
          <FormattedMessage
            id="admin.artists.count"
            defaultMessage="{total, plural, one {# artist} other {# artists}}"
            values={{ total }}
          />
        )}
      </p>
      <AdminTable
        testId="admin-artists"
        columns={columns}
        rows={rows}
        rowKey={(a) => String(a.id)}
        rowData={(a) => ({ 'data-artist': a.alias })}
        loading={loading}
        empty={<FormattedMessage id="admin.artists.empty" defaultMessage="No artists match this search." />}
        page={page}
        pages={pages}
        onPage={(p) => flow.send({ type: 'page.go', page: p })}
      />
    </>
  );
};
