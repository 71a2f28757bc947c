import { createIntl, defineMessages, type IntlShape } from 'react-intl';

/** Titles of pages that have no name of their own, in the page's language. */
const TITLES = defineMessages({
  checkout: { id: 'title.checkout', defaultMessage: 'Checkout' },
  confirmation: { id: 'title.confirmation', defaultMessage: 'Thank you for your order' },
  balance: { id: 'title.balance', defaultMessage: 'Gift card balance' },
  unsubscribe: { id: 'title.unsubscribe', defaultMessage: 'Unsubscribe from the newsletter' },
  artists: { id: 'title.artists', defaultMessage: 'Artists' },
  galleryWall: { id: 'title.galleryWall', defaultMessage: 'Design your own gallery wall' },
  account: { id: 'title.account', defaultMessage: 'My account' },
  search: { id: 'title.search', defaultMessage: 'Search results' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
  notFound: { id: 'notFound.title', defaultMessage: 'Page not found' },
});

export type PageTitles = Readonly<Record<keyof typeof TITLES, string>>;

export const pageTitles = (intl: IntlShape): PageTitles => ({
  checkout: intl.formatMessage(TITLES.checkout),
  confirmation: intl.formatMessage(TITLES.confirmation),
  balance: intl.formatMessage(TITLES.balance),
  unsubscribe: intl.formatMessage(TITLES.unsubscribe),
  artists: intl.formatMessage(TITLES.artists),
  galleryWall: intl.formatMessage(TITLES.galleryWall),
  account: intl.formatMessage(TITLES.account),
  search: intl.formatMessage(TITLES.search),
  home: intl.formatMessage(TITLES.home),
  notFound: intl.formatMessage(TITLES.notFound),
});

/** For the server, which formats outside React. */
export const pageTitlesFor = (locale: string, messages: Record<string, unknown>): PageTitles =>
  pageTitles(createIntl({ locale, messages: messages as Record<string, string>, defaultLocale: 'en' }));
