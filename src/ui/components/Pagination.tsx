import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import * as css from './components.css';

/** Pages of a listing; shown only when the total exceeds the page size (docs/rules/catalogue.md#listings). */
export const Pagination = ({
  total,
  pageSize,
  page,
  basePath,
}: {
  total: number;
  pageSize: number;
  page: number;
  basePath: string;
}) => {
  const intl = useIntl();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'listing.pages', defaultMessage: 'Pages' })} data-testid="pagination">
      <ul className={css.pagination}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              href={n === 1 ? basePath : `${basePath}?page=${n}`}
              className={n === page ? css.pageCurrent : css.pageLink}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
