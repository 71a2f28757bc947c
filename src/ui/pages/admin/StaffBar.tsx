import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { adminSignOutFlow } from '../../../application/system/flows/admin-sign-out.flow';
import { selectSigningOut, selectSignOutRefusal } from '../../../application/flows/admin-sign-out/selectors';
import { useFlow } from '../../shop/use-flow';
import type { StaffIdentity } from '../../../application/model/back-office';
import { adminNavOf, type AdminNavPage } from '../../../application/flows/admin-list/pages';
import { ROLE_NAMES } from './messages';
import { PAGE_NAMES } from './page-messages';
import * as css from './admin.css';

/** Who is signed in, and the button that ends the staff session (on every back-office page, desktop and phone). */
const SignedInAs = ({ staff }: { readonly staff: StaffIdentity }) => {
  const flow = useFlow(adminSignOutFlow);
  const busy = useSelector(flow, selectSigningOut);
  const refusal = useSelector(flow, selectSignOutRefusal);
  return (
    <div className={css.staffLine}>
      <p className={css.muted} data-testid="admin-staff">
        <FormattedMessage
          id="admin.signedInAs"
          defaultMessage="Signed in as {name} ({role})"
          values={{ name: staff.name, role: <FormattedMessage {...ROLE_NAMES[staff.role]} /> }}
        />
      </p>
      <button
        className={css.secondary}
        type="button"
        data-testid="admin-sign-out"
        disabled={busy}
        onClick={() => flow.send({ type: 'staff.signOut' })}
      >
        <FormattedMessage id="admin.signOut" defaultMessage="Sign out" />
      </button>
      {refusal !== null && (
        <p className={css.danger} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
};

/** The page's title, who is signed in (with the sign-out), and a menu of the pages the staff member's role opens. */
export const StaffBar = ({
  title,
  staff,
  current,
}: {
  readonly title: React.ReactNode;
  readonly staff: StaffIdentity | null;
  readonly current: AdminNavPage;
}) => {
  const intl = useIntl();
  return (
    <>
      {staff && (
        <nav className={css.nav} aria-label={intl.formatMessage({ id: 'admin.nav.label', defaultMessage: 'Back office' })}>
          <ul>
            {adminNavOf(staff.role).map((item) => (
              <li key={item.page}>
                <Link href={item.path} aria-current={item.page === current ? 'page' : undefined}>
                  <FormattedMessage {...PAGE_NAMES[item.page]} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={css.bar}>
        <h1>{title}</h1>
        {staff && <SignedInAs staff={staff} />}
      </div>
    </>
  );
};
