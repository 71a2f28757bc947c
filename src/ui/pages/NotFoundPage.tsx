import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useApp } from '../app-context';
import { CategoryLink } from '../components/Links';
import { SearchBox } from '../part-chunks';
import * as layout from '../styles/layout.css';
import * as css from './not-found.css';

/**
 * What the error page says for the statuses whose reason the shop knows; any other status
 * (a fault on the server's side) shows the spec's generic client error (docs/rules/shop-wide.md#errors-and-redirects).
 */
const TEXTS = defineMessages({
  title400: { id: 'errorPage.title400', defaultMessage: 'This address could not be read' },
  text400: {
    id: 'errorPage.text400',
    defaultMessage: 'The link you followed is damaged. Search for a poster, or start again from one of these pages.',
  },
  title404: { id: 'notFound.title', defaultMessage: 'Page not found' },
  text404: {
    id: 'notFound.text',
    defaultMessage: 'We could not find the page you were looking for. Search for a poster, or start from one of these pages.',
  },
  title429: { id: 'errorPage.title429', defaultMessage: 'One moment, please' },
  text429: {
    id: 'errorPage.text429',
    defaultMessage: 'Too many pages were asked for at once from your connection. Please wait a moment, then reload the page.',
  },
  titleSignIn: { id: 'errorPage.titleSignInUnavailable', defaultMessage: 'Signing in is not possible just now' },
  textSignIn: {
    id: 'errorPage.textSignInUnavailable',
    defaultMessage:
      'The sign-in service cannot be reached at the moment. The shop works as usual; please try signing in again in a minute.',
  },
  title: { id: 'errorPage.title', defaultMessage: 'Something went wrong' },
  text: { id: 'error.generic', defaultMessage: 'Something went wrong. Please try again.' },
});
type Text = (typeof TEXTS)[keyof typeof TEXTS];
const KNOWN: Readonly<Record<number, readonly [Text, Text]>> = {
  400: [TEXTS.title400, TEXTS.text400],
  404: [TEXTS.title404, TEXTS.text404],
  429: [TEXTS.title429, TEXTS.text429],
};
export const errorTexts = (status: number, reason?: 'signInUnavailable'): readonly [Text, Text] =>
  reason === 'signInUnavailable' ? [TEXTS.titleSignIn, TEXTS.textSignIn] : (KNOWN[status] ?? [TEXTS.title, TEXTS.text]);

const WarningIcon = () => (
  <svg
    className={css.icon}
    aria-hidden
    width="48"
    height="48"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinejoin="round"
  >
    <path d="M12 3 2 21h20L12 3z" />
    <path d="M12 10v5" strokeLinecap="round" />
    <circle cx="12" cy="18" r=".6" fill="currentColor" />
  </svg>
);

/**
 * The error page (docs/rules/shop-wide.md#errors-and-redirects), in the shop's layout: a warning icon, what happened, and the
 * ways on — a search, the start page, the menu's categories and the artists.
 */
export const ErrorPage = ({ status, reason }: { status: number; reason?: 'signInUnavailable' | undefined }) => {
  const { shell } = useApp();
  const categories = shell.categories.filter((c) => c.show_in_menu);
  const intl = useIntl();
  const [title, text] = errorTexts(status, reason);
  return (
    <div className={layout.container} data-testid={status === 404 ? 'not-found' : 'error-page'} data-status={status}>
      <div className={css.heading}>
        <WarningIcon />
        <h1>{intl.formatMessage(title)}</h1>
      </div>
      <p role={status === 404 ? undefined : 'alert'}>{intl.formatMessage(text)}</p>
      <div className={css.search}>
        <SearchBox />
      </div>
      <ul className={css.links}>
        <li>
          <Link href="/">
            <FormattedMessage id="notFound.home" defaultMessage="Back to the start page" />
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <CategoryLink slugs={[c.slug]}>{c.name}</CategoryLink>
          </li>
        ))}
        <li>
          <Link href="/artists">
            <FormattedMessage id="nav.artists" defaultMessage="Artists" />
          </Link>
        </li>
      </ul>
    </div>
  );
};

/** A path that names no page (docs/rules/shop-wide.md#errors-and-redirects: a dotted path is a 404 "Not found"). */
export const NotFoundPage = () => <ErrorPage status={404} />;
