import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { AccountPageData } from '../../../application/loaders/pages.loader';
import { artistAccountFlow } from '../../../application/system/flows/artist-account.flow';
import { useFlow } from '../../shop/use-flow';
import { selectAccountView, selectIsReviewer } from '../../../application/flows/artist-account/selectors';
import type { onboardingMachine } from '../../../application/flows/onboarding/machine';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
import { UnknownError } from './Toast';
import { Tabs } from './Tabs';
import { LoginPage } from './LoginPage';
import { OnboardingWizard } from './OnboardingWizard';
import { Dashboard } from './DashboardPage';
import { PostersPage } from './PostersPage';
import { UploadPage } from './UploadPage';
import { SalesPage } from './SalesPage';
import { ProfilePage } from './ProfilePage';
import { ReviewPage } from './ReviewPage';

/**
 * /my-account and its sections. The account machine refreshes the session on entry (docs/rules/artists.md#sign-in-and-sessions):
 * without a session only the login page shows (a stranger sees nothing of any account); an
 * empty alias shows the onboarding wizard on every section.
 */
export const AccountPage = ({ data }: { data: AccountPageData }) => {
  const account = useFlow(artistAccountFlow);
  const view = useSelector(account, selectAccountView);
  const reviewer = useSelector(account, selectIsReviewer);
  const wizard = useSelector(account, (s) => s.children.onboarding as ActorRefFrom<typeof onboardingMachine> | undefined);
  const section = data.section;
  const body = useMemo(() => {
    switch (section) {
      case 'posters':
        return <PostersPage />;
      case 'upload':
        return <UploadPage />;
      case 'sales':
        return <SalesPage />;
      case 'profile':
        return <ProfilePage />;
      case 'review':
        return <ReviewPage />;
      default:
        return null;
    }
  }, [section]);
  return (
    <div className={`${layout.container} ${css.page}`}>
      {view === 'loading' && (
        <p className={css.muted}>
          <FormattedMessage id="account.loading" defaultMessage="Loading…" />
        </p>
      )}
      {view === 'error' && (
        <p className={css.hint} role="alert">
          <UnknownError />
        </p>
      )}
      {view === 'login' && <LoginPage data={data} />}
      {view === 'onboarding' && wizard && <OnboardingWizard wizard={wizard} />}
      {view === 'dashboard' && (
        <>
          <Tabs section={section} reviewer={reviewer} />
          {section === 'dashboard' ? <Dashboard actor={account} data={data} /> : body}
        </>
      )}
    </div>
  );
};
