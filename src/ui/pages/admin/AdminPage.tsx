import type { AdminView } from '../../../application/routing/routes';
import { OrdersView } from './OrdersView';
import { OrderView } from './OrderView';
import { CouponsView } from './CouponsView';
import { AuditView } from './AuditView';
import { OutboxView } from './OutboxView';
import { ReviewView } from './ReviewView';
import { ArtistsView } from './ArtistsView';
import { GiftCardsView } from './GiftCardsView';
import { PayoutsView } from './PayoutsView';
import { CatalogueView } from './CatalogueView';
import { signInNoticeOf } from '../../../application/flows/admin-orders/access';
import { SignInNoticeLine } from './messages';
import * as layout from '../../styles/layout.css';
import * as css from './admin.css';

/**
 * The staff's back office: its own chunk, rendered in the browser only, not linked
 * from the shop and never indexed. Each view runs its flow from src/application; this only renders.
 */
export const AdminPage = ({ view, query }: { readonly view: AdminView; readonly query: Readonly<Record<string, string>> }) => {
  const notice = signInNoticeOf(query);
  return (
    <div className={`${layout.container} ${css.page}`} data-testid="admin-page">
      {notice && <SignInNoticeLine notice={notice} />}
      {view.page === 'orders' ? (
        <OrdersView query={query} />
      ) : view.page === 'order' ? (
        <OrderView key={view.orderId} orderId={view.orderId} />
      ) : view.page === 'coupons' ? (
        <CouponsView query={query} />
      ) : view.page === 'audit' ? (
        <AuditView query={query} />
      ) : view.page === 'outbox' ? (
        <OutboxView query={query} />
      ) : view.page === 'review' ? (
        <ReviewView query={query} />
      ) : view.page === 'artists' ? (
        <ArtistsView query={query} />
      ) : view.page === 'payouts' ? (
        <PayoutsView query={query} />
      ) : view.page === 'catalogue' ? (
        <CatalogueView query={query} />
      ) : (
        <GiftCardsView query={query} />
      )}
    </div>
  );
};
