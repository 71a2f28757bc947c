import { FormattedMessage, defineMessages } from 'react-intl';
import type { FulfilmentStatus, StaffRole } from '../../../domain/backoffice';
import type { AccessProblem, SignInNotice } from '../../../application/flows/admin-orders/access';
import { staffLoginHref } from '../../../application/flows/admin-orders/access';
import type { AdminNavPage } from '../../../application/flows/admin-list/pages';
import { FORBIDDEN_NOTICES } from './page-messages';
import * as css from './admin.css';

export const STATUS_NAMES = defineMessages<FulfilmentStatus>({
  paid: { id: 'admin.status.paid', defaultMessage: 'Paid' },
  in_production: { id: 'admin.status.in_production', defaultMessage: 'In production' },
  shipped: { id: 'admin.status.shipped', defaultMessage: 'Shipped' },
  delivered: { id: 'admin.status.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'admin.status.cancelled', defaultMessage: 'Cancelled' },
  partially_refunded: { id: 'admin.status.partially_refunded', defaultMessage: 'Partly refunded' },
  refunded: { id: 'admin.status.refunded', defaultMessage: 'Refunded' },
});

export const ROLE_NAMES = defineMessages<StaffRole>({
  admin: { id: 'admin.role.admin', defaultMessage: 'Administrator' },
  fulfilment: { id: 'admin.role.fulfilment', defaultMessage: 'Fulfilment' },
  reviewer: { id: 'admin.role.reviewer', defaultMessage: 'Reviewer' },
  catalogue: { id: 'admin.role.catalogue', defaultMessage: 'Catalogue' },
});

export const Status = ({ status }: { readonly status: FulfilmentStatus }) => (
  <span className={css.status} data-status={status}>
    <FormattedMessage {...STATUS_NAMES[status]} />
  </span>
);

/** What a back-office page shows instead of its content when the staff session does not allow it. */
export const AccessNotice = ({
  problem,
  returnTo,
  page,
}: {
  readonly problem: AccessProblem;
  readonly returnTo: string;
  readonly page: AdminNavPage;
}) => {
  switch (problem) {
    case 'signedOut':
      return (
        <div className={css.panel} data-testid="admin-sign-in">
          <p>
            <FormattedMessage id="admin.signIn.prompt" defaultMessage="Please sign in with your staff account." />
          </p>
          <a className={css.button} href={staffLoginHref(returnTo)} style={{ display: 'inline-block', textDecoration: 'none' }}>
            <FormattedMessage id="admin.signIn.button" defaultMessage="Sign in as staff" />
          </a>
        </div>
      );
    case 'forbidden':
      return (
        <p className={css.danger} role="alert">
          <FormattedMessage {...FORBIDDEN_NOTICES[page]} />
        </p>
      );
    case 'notFound':
      return (
        <p className={css.danger} role="alert">
          <FormattedMessage id="admin.notFound" defaultMessage="There is no order with this number." />
        </p>
      );
    case 'error':
      return (
        <p className={css.danger} role="alert">
          <FormattedMessage id="admin.error" defaultMessage="The back office could not be loaded. Please try again." />
        </p>
      );
  }
};

const SIGN_IN_NOTICES = defineMessages<SignInNotice>({
  failed: {
    id: 'admin.login.failed',
    defaultMessage:
      'The staff sign-in did not go through: the sign-in service did not confirm who you are, or the sign-in was started too long ago or in another browser. Please sign in again.',
  },
  refused: {
    id: 'admin.login.refused',
    defaultMessage:
      'You signed in, but your account is not on the shop’s staff list, so it cannot open the back office. Ask an administrator to add you.',
  },
  signedOut: { id: 'admin.login.signedOut', defaultMessage: 'You have signed out of the back office.' },
});

/** Why the last sign-in failed, or that the staff member signed out (read from the address). */
export const SignInNoticeLine = ({ notice }: { readonly notice: SignInNotice }) => (
  <p
    className={notice === 'signedOut' ? css.panel : css.danger}
    role={notice === 'signedOut' ? 'status' : 'alert'}
    data-testid="admin-sign-in-notice"
  >
    <FormattedMessage {...SIGN_IN_NOTICES[notice]} />
  </p>
);
