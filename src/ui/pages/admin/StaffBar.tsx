import { FormattedMessage } from 'react-intl';
import type { StaffIdentity } from '../../../application/model/back-office';
import { ROLE_NAMES } from './messages';
import * as css from './admin.css';

export const StaffBar = ({ title, staff }: { readonly title: React.ReactNode; readonly staff: StaffIdentity | null }) => (
  <div className={css.bar}>
    <h1>{title}</h1>
    {staff && (
      <p className={css.muted} data-testid="admin-staff">
        <FormattedMessage
          id="admin.signedInAs"
          defaultMessage="Signed in as {name} ({role})"
          values={{ name: staff.name, role: <FormattedMessage {...ROLE_NAMES[staff.role]} /> }}
        />
      </p>
    )}
  </div>
);
