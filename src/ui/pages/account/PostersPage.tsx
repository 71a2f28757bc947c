import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { artistPostersFlow } from '../../../application/system/flows/artist-lists.flow';
import { useFlow } from '../../shop/use-flow';
import { selectPagedToast } from '../../../application/flows/artist-account/lists';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
import { SavedToast } from './Toast';
import { PagedRows } from './PagedRows';
import { PosterCard } from './PosterCard';

export const PostersPage = () => {
  const search = useSearch();
  const saved = new URLSearchParams(search).get('saved') === '1';
  const list = useFlow(artistPostersFlow, { justSaved: saved });
  const toast = useSelector(list, selectPagedToast);
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
      <PagedRows
        list={list}
        empty={<FormattedMessage id="account.posters.none" defaultMessage="You have not uploaded any posters yet." />}
      >
        {(rows) => (
          <div className={css.grid}>
            {rows.map((p) => (
              <PosterCard key={p.id} poster={p} />
            ))}
          </div>
        )}
      </PagedRows>
      {toast === 'saved' && <SavedToast />}
    </div>
  );
};
