import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useApp } from '../app-context';
import { CategoryLink } from '../components/Links';
import { SearchBox } from '../part-chunks';
import * as layout from '../styles/layout.css';
import * as css from './not-found.css';

/**
 * The page for a path that names no page (spec §2, §8: a dotted path is a 404 "Not found"):
 * served with status 404 in the shop's layout, with a search and the ways back in.
 */
export const NotFoundPage = () => {
  const { shell } = useApp();
  const categories = shell.categories.filter((c) => c.show_in_menu);
  return (
    <div className={layout.container} data-testid="not-found">
      <h1><FormattedMessage id="notFound.title" defaultMessage="Page not found" /></h1>
      <p><FormattedMessage id="notFound.text" defaultMessage="We could not find the page you were looking for. Search for a poster, or start from one of these pages." /></p>
      <div className={css.search}><SearchBox /></div>
      <ul className={css.links}>
        <li><Link href="/"><FormattedMessage id="notFound.home" defaultMessage="Back to the start page" /></Link></li>
        {categories.map((c) => <li key={c.id}><CategoryLink slugs={[c.slug]}>{c.name}</CategoryLink></li>)}
        <li><Link href="/artists"><FormattedMessage id="nav.artists" defaultMessage="Artists" /></Link></li>
      </ul>
    </div>
  );
};
