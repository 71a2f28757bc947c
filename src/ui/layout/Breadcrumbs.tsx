import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import * as css from '../styles/layout.css';

import type { Crumb } from '../../application/routing/breadcrumbs';

/** Shown only with more than one crumb (docs/rules/shop-wide.md#layout Layout). */
export const Breadcrumbs = ({ crumbs }: { crumbs: readonly Crumb[] }) => {
  const intl = useIntl();
  if (crumbs.length <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.breadcrumbs', defaultMessage: 'Breadcrumbs' })} className={css.breadcrumbs}>
      <ol className={css.crumbList}>
        {crumbs.map((c, i) => (
          <li key={i}>
            {c.href && i < crumbs.length - 1 ? <Link href={c.href}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
            {i < crumbs.length - 1 && <span aria-hidden> / </span>}
          </li>
        ))}
      </ol>
    </nav>
  );
};
