import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { artistPostersFlow } from '../../../application/system/flows/artist-lists.flow';
import { useFlow } from '../../shop/use-flow';
import {
  selectPagedLoading,
  selectPagedRows,
  selectPagedToast,
  selectPagination,
} from '../../../application/flows/artist-account/lists';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
import { Toast } from './Toast';
import { Pager } from './Pager';
import { PosterCard } from './PosterCard';

export const PostersPage = () => {
  const search = useSearch();
  const saved = new URLSearchParams(search).get('saved') === '1';
  const list = useFlow(artistPostersFlow, { justSaved: saved });
  const rows = useSelector(list, selectPagedRows);
  const loading = useSelector(list, selectPagedLoading);
  const toast = useSelector(list, selectPagedToast);
  const pages = useSelector(list, selectPagination);
  return (
    <div data-testid="posters-page">
      <div className={css.actions}>
        <h1>
          <FormattedMessage id="account.posters.title" defaultMessage="My posters" />
        </h1>
        <Link href="/my-account/posters/edit" className={layout.button} data-testid="upload-link">
          <FormattedMessage id="account.posters.upload" defaultMessage="Upload a poster" />
        </Link>
      </div>
      {loading && rows.length === 0 ? (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      ) : rows.length === 0 ? (
        <p>
          <FormattedMessage id="account.posters.none" defaultMessage="You have not uploaded any posters yet." />
        </p>
      ) : (
        <div className={css.grid}>
          {rows.map((p) => (
            <PosterCard key={p.id} poster={p} />
          ))}
        </div>
      )}
      <Pager page={pages.page} pages={pages.pages} onPage={(page) => list.send({ type: 'paged.page', page })} />
      {toast === 'saved' && (
        <Toast kind="success">
          <FormattedMessage id="account.saved" defaultMessage="Saved" />
        </Toast>
      )}
    </div>
  );
};
