/**
 * GiftCardGateway in memory, for tests and headless runs: balances by code; an unknown code is NOT_FOUND,
 * and `rateLimited` answers RATE_LIMITED to every call. `asked` records each code checked.
 */
import { money, type Money } from '../../domain';
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { GiftCardGateway } from '../../application/ports/gift-cards.port';

export class InMemoryGiftCards implements GiftCardGateway {
  readonly asked: string[] = [];
  rateLimited = false;

  constructor(
    private readonly balances: Readonly<Record<string, number>> = {},
    private readonly currency = 'EUR',
  ) {}

  checkBalance(code: string): Promise<Outcome<Money>> {
    this.asked.push(code);
    if (this.rateLimited) return Promise.resolve(fail('RATE_LIMITED', 'too many attempts', 429));
    const balance = this.balances[code];
    return Promise.resolve(
      balance === undefined ? fail('NOT_FOUND', 'no such gift card', 404) : ok(money(balance, this.currency)),
    );
  }
}
