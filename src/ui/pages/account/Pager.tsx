import { FormattedMessage } from 'react-intl';
import * as css from './account.css';

export const Pager = ({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) =>
  pages <= 1 ? null : (
    <div className={css.actions}>
      <button type="button" className={css.secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="account.previous" defaultMessage="Previous" />
      </button>
      <span>
        <FormattedMessage id="account.pageOf" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
      </span>
      <button type="button" className={css.secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="account.next" defaultMessage="Next" />
      </button>
    </div>
  );
