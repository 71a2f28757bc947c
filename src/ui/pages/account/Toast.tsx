/** Toasts of the account pages and the generic error text (docs/rules/shop-wide.md#errors-and-redirects: the unknown-error text for unknown errors only). */
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as css from './account.css';

export const Toast = ({ kind, children }: { kind: 'success' | 'danger'; children: ReactNode }) => (
  <div
    className={kind === 'danger' ? css.toastDanger : css.toastSuccess}
    role={kind === 'danger' ? 'alert' : 'status'}
    data-testid={`toast-${kind}`}
  >
    {children}
  </div>
);

export const UnknownError = () => (
  <FormattedMessage id="error.unknown" defaultMessage="Something went wrong. Please try again in a moment." />
);

/** The toast of a save that failed for a reason the shopper cannot act on. */
export const FailedToast = () => (
  <Toast kind="danger">
    <UnknownError />
  </Toast>
);

export const SavedToast = () => (
  <Toast kind="success">
    <FormattedMessage id="account.saved" defaultMessage="Saved" />
  </Toast>
);
