import { createIntl, defineMessages, type IntlShape } from 'react-intl';

/** Titles of pages that have no name of their own, in the page's language. */
const TITLES = defineMessages({
  checkout: { id: 'title.checkout', defaultMessage: 'Checkout' },
  confirmation: { id: 'title.confirmation', defaultMessage: 'Thank you for your order' },
  orderStatus: { id: 'title.orderStatus', defaultMessage: 'Your order' },
  balance: { id: 'title.balance', defaultMessage: 'Gift card balance' },
  unsubscribe: { id: 'title.unsubscribe', defaultMessage: 'Unsubscribe from the newsletter' },
  artists: { id: 'title.artists', defaultMessage: 'Artists' },
  galleryWall: { id: 'title.galleryWall', defaultMessage: 'Design your own gallery wall' },
  account: { id: 'title.account', defaultMessage: 'My account' },
  admin: { id: 'title.admin', defaultMessage: 'Back office' },
  search: { id: 'title.search', defaultMessage: 'Search results' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
  notFound: { id: 'notFound.title', defaultMessage: 'Page not found' },
  error: { id: 'errorPage.title', defaultMessage: 'Something went wrong' },
});

export type PageTitleName = keyof typeof TITLES;
export type PageTitles = Readonly<Record<PageTitleName, string>>;

/** One page's title, for a page that needs only its own (the checkout names its frame with it). */
export const pageTitle = (intl: IntlShape, name: PageTitleName): string => intl.formatMessage(TITLES[name]);

export const pageTitles = (intl: IntlShape): PageTitles => {
  const names = Object.keys(TITLES) as PageTitleName[];
  return Object.fromEntries(names.map((name) => [name, pageTitle(intl, name)])) as Record<PageTitleName, string>;
};

/** For the server, which formats outside React. */
export const pageTitlesFor = (locale: string, messages: Record<string, unknown>): PageTitles =>
  pageTitles(createIntl({ locale, messages: messages as Record<string, string>, defaultLocale: 'en' }));
