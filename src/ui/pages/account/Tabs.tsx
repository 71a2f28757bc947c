import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AccountSection } from '../../../application/routing/routes';
import * as css from './account.css';

export const Tabs = ({ section, reviewer }: { section: AccountSection; reviewer: boolean }) => {
  const intl = useIntl();
  const items: Array<[AccountSection, string, ReactNode]> = [
    ['dashboard', '/my-account', <FormattedMessage key="d" id="account.tab.dashboard" defaultMessage="Dashboard" />],
    ['posters', '/my-account/posters', <FormattedMessage key="p" id="account.tab.posters" defaultMessage="Posters" />],
    ['sales', '/my-account/sales', <FormattedMessage key="s" id="account.tab.sales" defaultMessage="Sales" />],
    ['profile', '/my-account/profile/edit', <FormattedMessage key="r" id="account.tab.profile" defaultMessage="Profile" />],
    ...(reviewer
      ? [
          [
            'review',
            '/my-account/review',
            <FormattedMessage key="q" id="account.tab.review" defaultMessage="Review queue" />,
          ] as [AccountSection, string, ReactNode],
        ]
      : []),
  ];
  return (
    <nav className={css.tabs} aria-label={intl.formatMessage({ id: 'account.tabs', defaultMessage: 'Your account' })}>
      {items.map(([key, href, label]) => (
        <Link
          key={key}
          href={href}
          className={section === key ? css.tabActive : css.tab}
          aria-current={section === key ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
};
