import { FormattedMessage } from 'react-intl';
import type { StaffIdentity } from '../../../application/model/back-office';
import type { AccessProblem } from '../../../application/flows/admin-orders/access';
import type { AdminNavPage } from '../../../application/flows/admin-list/pages';
import { AccessNotice } from './messages';
import { StaffBar } from './StaffBar';
import * as css from './admin.css';

/**
 * Every back-office page: the staff bar, then either the page's content or, when the session does
 * not open it, the notice that says why (a page may word the refusal of its role itself).
 */
export const AdminFrame = (props: {
  readonly title: React.ReactNode;
  readonly staff: StaffIdentity | null;
  readonly current: AdminNavPage;
  readonly problem: AccessProblem | null;
  readonly returnTo: string;
  readonly forbidden?: React.ReactNode;
  readonly children: React.ReactNode;
}) => (
  <>
    <StaffBar title={props.title} staff={props.staff} current={props.current} />
    {props.problem === null ? (
      props.children
    ) : props.problem === 'forbidden' && props.forbidden ? (
      <p className={css.danger} role="alert">
        {props.forbidden}
      </p>
    ) : (
      <AccessNotice problem={props.problem} returnTo={props.returnTo} page={props.current} />
    )}
  </>
);

/** A back-office form: its fields, then its submit button and, for filters, a button that clears them. */
export const AdminForm = (props: {
  readonly onSubmit: () => void;
  readonly submit: React.ReactNode;
  readonly onReset?: () => void;
  readonly busy?: boolean;
  readonly search?: boolean;
  readonly labelledBy?: string;
  readonly children: React.ReactNode;
}) => (
  <form
    className={css.filters}
    role={props.search ? 'search' : undefined}
    aria-labelledby={props.labelledBy}
    onSubmit={(e) => {
      e.preventDefault();
      props.onSubmit();
    }}
  >
    {props.children}
    <div className={css.actions}>
      <button className={css.button} type="submit" disabled={props.busy}>
        {props.submit}
      </button>
      {props.onReset && (
        <button className={css.secondary} type="button" onClick={props.onReset}>
          <FormattedMessage id="admin.filter.reset" defaultMessage="Clear" />
        </button>
      )}
    </div>
  </form>
);

/** A list's filters: Show sends `filters.submit`, Clear sends `filters.reset` to the page's flow. */
export const AdminFilters = (props: {
  readonly send: (event: { readonly type: 'filters.submit' } | { readonly type: 'filters.reset' }) => void;
  readonly children: React.ReactNode;
}) => (
  <AdminForm
    search
    onSubmit={() => props.send({ type: 'filters.submit' })}
    onReset={() => props.send({ type: 'filters.reset' })}
    submit={<FormattedMessage id="admin.filter.apply" defaultMessage="Show" />}
  >
    {props.children}
  </AdminForm>
);

/** The line under a list's form, read out when it changes: "Loading…" while busy, else what the page says. */
export const AdminStatusLine = (props: {
  readonly loading: boolean;
  readonly testId?: string;
  readonly children?: React.ReactNode;
}) => (
  <p className={css.muted} aria-live="polite" data-testid={props.testId}>
    {props.loading ? <FormattedMessage id="admin.loading" defaultMessage="Loading…" /> : props.children}
  </p>
);

/** The server's reason for a refused write, announced at once. */
export const AdminRefusal = ({ refusal, testId }: { readonly refusal: string | null; readonly testId: string }) =>
  refusal === null ? null : (
    <p className={css.danger} role="alert" data-testid={testId}>
      {refusal}
    </p>
  );
