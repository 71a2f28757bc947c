import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Paged, Product } from '../../application/model/catalogue';
import { ProductCard } from './ProductCard';
import * as css from './components.css';

/** Pages of a listing; shown only when the total exceeds the page size (spec §2). */
export const Pagination = ({ total, pageSize, page, basePath }: { total: number; pageSize: number; page: number; basePath: string }) => {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label="pagination">
      <ul className={css.pagination}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link href={n === 1 ? basePath : `${basePath}?page=${n}`} className={n === page ? css.pageCurrent : css.pageLink}
              aria-current={n === page ? 'page' : undefined}>{n}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

export const ProductGrid = ({ products, page, pageSize, basePath }: { products: Paged<Product>; page: number; pageSize: number; basePath: string }) => (
  <>
    <Pagination total={products.total} pageSize={pageSize} page={page} basePath={basePath} />
    {products.items.length === 0
      ? <p><FormattedMessage id="listing.empty" defaultMessage="No products found." /></p>
      : <div className={css.grid}>{products.items.map((p, i) => <ProductCard key={p.id} product={p} priority={i < 4} />)}</div>}
    <Pagination total={products.total} pageSize={pageSize} page={page} basePath={basePath} />
  </>
);
