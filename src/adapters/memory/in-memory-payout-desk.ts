/**
 * The staff's payout desk kept in memory (tests and headless runs): balances as given, a run
 * pays the preview's payable lines once per period and refuses an overlapping one, as the server
 * does (docs/rules/artists.md#payouts); `staff` null is a visitor without a staff session.
 */
import { mayDo } from '../../domain/backoffice';
import { ok } from '../../domain/result/result';
import { periodsOverlap } from '../../domain/payouts';
import type { StaffIdentity } from '../../application/model/back-office';
import type { PayoutBalancesView, PayoutPreviewView, PayoutRunView } from '../../application/model/payout-desk';
import type { PayoutDeskGateway } from '../../application/ports/payout-desk.port';
import { fail, type Outcome } from '../../application/model/outcome';

export class InMemoryPayoutDesk implements PayoutDeskGateway {
  readonly runBook: PayoutRunView[] = [];
  constructor(
    public staff: StaffIdentity | null = null,
    public balanceBook: PayoutBalancesView = { currency: 'EUR', hold_days: 30, minimum: 2500, artists: [] },
    public previewBook: Omit<PayoutPreviewView, 'from' | 'to'> = { currency: 'EUR', minimum: 2500, total: 0, lines: [] },
  ) {}

  private may(): Outcome<StaffIdentity> {
    if (!this.staff) return fail('UNAUTHORIZED', 'Please sign in with a staff account', 401);
    return mayDo(this.staff.role, 'payouts') ? ok(this.staff) : fail('BAD_REQUEST', 'Your role does not open this page', 403);
  }

  async session() {
    return this.staff ? ok(this.staff) : fail('UNAUTHORIZED', 'Please sign in with a staff account', 401);
  }

  async balances() {
    const s = this.may();
    return s.ok ? ok(this.balanceBook) : s;
  }

  async preview(from: string, to: string) {
    const s = this.may();
    return s.ok ? ok({ ...this.previewBook, from, to }) : s;
  }

  async run(from: string, to: string) {
    const s = this.may();
    if (!s.ok) return s;
    const same = this.runBook.find((r) => r.from === from && r.to === to);
    if (same) return ok({ run: same, created: false });
    if (this.runBook.some((r) => periodsOverlap(r, { from, to })))
      return fail('BAD_REQUEST', 'The period overlaps another run.', 409, 'PAYOUT.OVERLAP');
    const paid = this.previewBook.lines.filter((l) => l.payable);
    if (paid.length === 0)
      return fail('BAD_REQUEST', 'No artist with payout details is due a payout.', 409, 'PAYOUT.NOTHING_DUE');
    const run: PayoutRunView = {
      id: this.runBook.length + 1,
      from,
      to,
      created_at: new Date().toISOString(),
      staff: s.value.subject,
      payouts: paid.length,
      total: paid.reduce((sum, l) => sum + l.amount, 0),
    };
    this.runBook.unshift(run);
    return ok({ run, created: true });
  }

  async runs() {
    const s = this.may();
    return s.ok ? ok(this.runBook as readonly PayoutRunView[]) : s;
  }
}
