import { useId, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { AccountPageData } from '../../../application/loaders/pages.loader';
import type { artistAccountMachine } from '../../../application/flows/artist-account/machine';
import {
  selectAccount,
  selectGreetingName,
  selectMessageVisible,
  selectSalesChart,
  selectSellingEnabled,
} from '../../../application/flows/artist-account/selectors';
import { useApp } from '../../app-context';
import { Html } from '../../components/Html';
import { Price } from '../../components/Price';
import * as css from './account.css';
import { SalesChartView } from './SalesChartView';

/** One figure of the artist's overview, under its label. */
const Stat = ({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) => (
  <div className={css.stat}>
    {label}
    <span className={css.statValue} data-testid={testId}>
      {children}
    </span>
  </div>
);

export const Dashboard = ({ actor, data }: { actor: ActorRefFrom<typeof artistAccountMachine>; data: AccountPageData }) => {
  const account = useSelector(actor, selectAccount)!;
  const greeting = useSelector(actor, selectGreetingName);
  const chart = useSelector(actor, selectSalesChart);
  const selling = useSelector(actor, selectSellingEnabled);
  const message = useSelector(actor, selectMessageVisible);
  const profileHeading = useId();
  const { store } = useApp();
  const profileUrl = typeof window === 'undefined' ? '' : `${window.location.origin}${store.pathPrefix}/artists/${account.slug}`;
  return (
    <div data-testid="dashboard">
      <h1>
        {greeting ? (
          <FormattedMessage id="account.dashboard.title" defaultMessage="Welcome, {alias}" values={{ alias: greeting }} />
        ) : (
          <FormattedMessage id="account.dashboard.welcome" defaultMessage="Welcome" />
        )}
      </h1>
      <div className={css.stats}>
        <Stat label={<FormattedMessage id="account.dashboard.posters" defaultMessage="Posters" />} testId="stat-posters">
          {account.posters}
        </Stat>
        <Stat label={<FormattedMessage id="account.dashboard.sales" defaultMessage="Sales" />} testId="stat-sales">
          {account.sales}
        </Stat>
        <Stat label={<FormattedMessage id="account.dashboard.balance" defaultMessage="Balance" />} testId="stat-balance">
          <Price amount={account.balance} currency={account.currency} />
        </Stat>
      </div>
      {chart && (
        <section>
          <h2>
            <FormattedMessage id="account.chart.heading" defaultMessage="Your sales" />
          </h2>
          <SalesChartView chart={chart} />
        </section>
      )}
      {selling && (
        <section className={css.field}>
          <h2 id={profileHeading}>
            <FormattedMessage id="account.dashboard.profileLink" defaultMessage="Your public profile" />
          </h2>
          <div className={css.actions}>
            <input
              type="url"
              className={css.input}
              readOnly
              value={profileUrl}
              aria-labelledby={profileHeading}
              data-testid="profile-link"
            />
            <button type="button" className={css.secondaryButton} onClick={() => void navigator.clipboard?.writeText(profileUrl)}>
              <FormattedMessage id="account.dashboard.copy" defaultMessage="Copy" />
            </button>
          </div>
        </section>
      )}
      {message && data.widgets.message && !data.widgets.message.hidden && (
        <section className={css.stat} data-testid="artist-message">
          <Html html={data.widgets.message.content} />
          <button type="button" className={css.secondaryButton} onClick={() => actor.send({ type: 'account.message.hide' })}>
            <FormattedMessage id="account.dashboard.hideMessage" defaultMessage="Hide message" />
          </button>
        </section>
      )}
      {data.widgets.faq && !data.widgets.faq.hidden && (
        <section>
          <h2>
            <FormattedMessage id="account.dashboard.faq" defaultMessage="Questions and answers" />
          </h2>
          <Html html={data.widgets.faq.content} />
        </section>
      )}
      <p>
        <button
          type="button"
          className={css.secondaryButton}
          data-testid="logout"
          onClick={() => actor.send({ type: 'account.logout' })}
        >
          <FormattedMessage id="account.logout" defaultMessage="Log out" />
        </button>
      </p>
    </div>
  );
};
