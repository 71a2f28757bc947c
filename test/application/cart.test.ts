/**
 * The cart flow (docs/rules/checkout.md#cart-lines mini cart, docs/rules/checkout.md#cart-lines adding opens the cart, docs/rules/checkout.md#quantities-and-limits quantity minimum 0, docs/rules/checkout.md#quantities-and-limits cart
 * quantity debounce 350 ms) driven by events over the in-memory KeyValueStore; no DOM.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CART_MAX_QUANTITY, CART_QUANTITY_DEBOUNCE_MS, ORDER_MAX_LINES, money, type CartLine } from '../../src/domain';
import { createCartActors } from '../../src/application/flows/cart/actors';
import { cartMachine } from '../../src/application/flows/cart/machine';
import type { CartInput } from '../../src/application/flows/cart/context';
import type { CartEmitted } from '../../src/application/flows/cart/events';
import {
  selectCartIsEmpty,
  selectCartIsOpen,
  selectCartItemCount,
  selectCartLines,
  selectCartSubtotal,
  selectCartSubtotals,
  selectCartFullAt,
  selectLineCanGrow,
  selectLineCap,
} from '../../src/application/flows/cart/selectors';
import { readStoredCart, storedCart } from '../../src/application/flows/cart/stored-cart';
import type { KeyValueStore } from '../../src/application/ports/key-value-store.port';
import {
  createInMemoryKeyValueStore,
  createInMemoryStorageArea,
  type InMemoryStorageArea,
} from '../../src/adapters/storage/in-memory-key-value-store';
import { cartLine } from '../fakes/orders';

const line = (uuid: string, over: Partial<CartLine> = {}): CartLine =>
  cartLine(uuid, { productId: Number(uuid.replace(/\D/g, '')) || 1, ...over });

const startCart = (store: KeyValueStore = createInMemoryKeyValueStore(), input: CartInput = {}) => {
  const changes: Extract<CartEmitted, { type: 'cart.changed' }>[] = [];
  const actor = createActor(cartMachine.provide(createCartActors({ store })), { input });
  actor.on('cart.changed', (e) => changes.push(e));
  actor.start();
  return { actor, store, changes, snapshot: () => actor.getSnapshot() };
};

const stored = (store: KeyValueStore) => readStoredCart(store.get('cart'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cart lines', () => {
  it('adding opens the cart view, and can leave it closed', () => {
    const { actor, snapshot } = startCart();
    const shown: unknown[] = [];
    actor.on('cart.shown', (e) => shown.push(e));
    actor.send({ type: 'cart.add', lines: [line('a1')], show: false });
    expect(selectCartIsOpen(snapshot())).toBe(false);
    expect(shown).toHaveLength(0);
    actor.send({ type: 'cart.add', lines: [line('a2')] });
    expect(selectCartIsOpen(snapshot())).toBe(true);
    expect(shown).toEqual([{ type: 'cart.shown' }]);
    actor.send({ type: 'cart.close' });
    expect(selectCartIsOpen(snapshot())).toBe(false);
    actor.send({ type: 'cart.open' });
    expect(selectCartIsOpen(snapshot())).toBe(true);
  });

  it('a frame is its own line and the same article adds to its quantity', () => {
    const { actor, snapshot } = startCart();
    const frame = line('f9', { type: 2, productId: 9, margin: undefined, blackAndWhite: undefined, price: money(1900, 'EUR') });
    actor.send({ type: 'cart.add', lines: [line('a1'), frame] });
    actor.send({ type: 'cart.add', lines: [line('a1-again', { productId: 1, quantity: 2 })] });
    expect(selectCartLines(snapshot()).map((l) => [l.uuid, l.quantity])).toEqual([
      ['a1', 3],
      ['f9', 1],
    ]);
    expect(selectCartItemCount(snapshot())).toBe(4);
    expect(selectCartSubtotal('EUR')(snapshot())).toEqual(money(3 * 4900 + 1900, 'EUR'));
  });

  it.each([
    ['a different margin', { margin: false }],
    ['black and white', { blackAndWhite: true }],
    ['another size', { variationId: 11 }],
    ['a personalised template', { template: { kind: 'upload', uploadedImageId: 'img-1' } as const }],
  ])('a line with %s is listed apart', (_name, over) => {
    const { actor, snapshot } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1')] });
    actor.send({ type: 'cart.add', lines: [line('b1', { productId: 1, ...over })] });
    expect(selectCartLines(snapshot())).toHaveLength(2);
  });

  it('sums each currency apart and shows zero for an empty cart', () => {
    const { actor, snapshot } = startCart();
    expect(selectCartSubtotals(snapshot())).toEqual([]);
    expect(selectCartSubtotal('SEK')(snapshot())).toEqual(money(0, 'SEK'));
    actor.send({ type: 'cart.add', lines: [line('a1'), line('b2', { price: money(39900, 'SEK'), quantity: 2 })] });
    expect(selectCartSubtotals(snapshot())).toEqual([money(4900, 'EUR'), money(79800, 'SEK')]);
  });

  it('removes and clears, and the store follows at once', () => {
    const { actor, snapshot, store } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1'), line('b2')] });
    actor.send({ type: 'cart.remove', uuid: 'a1' });
    expect(stored(store)?.map((l) => l.uuid)).toEqual(['b2']);
    actor.send({ type: 'cart.clear' });
    expect(selectCartIsEmpty(snapshot())).toBe(true);
    expect(stored(store)).toEqual([]);
  });
});

describe('cart quantity (docs/rules/checkout.md#quantities-and-limits minimum 0, docs/rules/shop-wide.md#timings debounce 350 ms)', () => {
  it.each([
    [3, [['a1', 3]]],
    [1, [['a1', 1]]],
    [0, []],
    [-2, []],
    [2.7, [['a1', 2]]],
  ])('quantity %s leaves %j', (quantity, expected) => {
    const { actor, snapshot, store } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1', { quantity: 2 })] });
    actor.send({ type: 'cart.setQuantity', uuid: 'a1', quantity });
    expect(selectCartLines(snapshot()).map((l) => [l.uuid, l.quantity])).toEqual(expected);
    vi.advanceTimersByTime(350);
    expect(stored(store)?.map((l) => [l.uuid, l.quantity])).toEqual(expected);
  });

  it('saves and announces only after 350 ms without another change', () => {
    const { actor, snapshot, store, changes } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1')] });
    expect(changes).toHaveLength(1);
    for (const q of [2, 3, 4]) {
      actor.send({ type: 'cart.setQuantity', uuid: 'a1', quantity: q });
      vi.advanceTimersByTime(349);
    }
    expect(selectCartItemCount(snapshot())).toBe(4);
    expect(stored(store)?.[0]?.quantity).toBe(1);
    expect(changes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stored(store)?.[0]?.quantity).toBe(4);
    expect(changes.map((c) => c.lines[0]?.quantity)).toEqual([1, 4]);
    expect(snapshot().value).toBe('Saved');
  });

  it('another change saves the pending quantity at once', () => {
    const { actor, store } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1'), line('b2')] });
    actor.send({ type: 'cart.setQuantity', uuid: 'a1', quantity: 5 });
    actor.send({ type: 'cart.remove', uuid: 'b2' });
    expect(stored(store)?.map((l) => [l.uuid, l.quantity])).toEqual([['a1', 5]]);
  });

  it('ignores a quantity for a line the cart does not hold', () => {
    const { actor, snapshot } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1')] });
    expect(snapshot().can({ type: 'cart.setQuantity', uuid: 'zz', quantity: 2 })).toBe(false);
    expect(snapshot().can({ type: 'cart.remove', uuid: 'zz' })).toBe(false);
  });
});

describe('cart quantity limit (one order line holds at most CART_MAX_QUANTITY)', () => {
  const quantities = (s: ReturnType<ReturnType<typeof startCart>['snapshot']>) =>
    selectCartLines(s).map((l) => [l.uuid, l.quantity]);

  it('two adds of 60 give one line of 99 with a notice, and the store and checkout get 99', () => {
    const { actor, snapshot, store, changes } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1', { quantity: 60 })] });
    expect(selectLineCap('a1')(snapshot())).toBeNull();
    actor.send({ type: 'cart.add', lines: [line('a1-again', { productId: 1, quantity: 60 })] });
    expect(quantities(snapshot())).toEqual([['a1', CART_MAX_QUANTITY]]);
    expect(selectLineCap('a1')(snapshot())).toBe(CART_MAX_QUANTITY);
    expect(selectLineCanGrow('a1')(snapshot())).toBe(false);
    expect(stored(store)?.map((l) => l.quantity)).toEqual([CART_MAX_QUANTITY]);
    expect(changes.at(-1)?.lines.map((l) => l.quantity)).toEqual([CART_MAX_QUANTITY]);
  });

  it('only the capped line carries the notice, and the next change takes it away', () => {
    const { actor, snapshot } = startCart();
    actor.send({ type: 'cart.add', lines: [line('a1', { quantity: 98 }), line('b2')] });
    actor.send({
      type: 'cart.add',
      lines: [line('a1-again', { productId: 1, quantity: 5 }), line('b2-again', { productId: 2 })],
    });
    expect(quantities(snapshot())).toEqual([
      ['a1', 99],
      ['b2', 2],
    ]);
    expect([selectLineCap('a1')(snapshot()), selectLineCap('b2')(snapshot())]).toEqual([CART_MAX_QUANTITY, null]);
    actor.send({ type: 'cart.setQuantity', uuid: 'a1', quantity: 98 });
    expect(selectLineCap('a1')(snapshot())).toBeNull();
    expect(selectLineCanGrow('a1')(snapshot())).toBe(true);
  });

  it.each([
    [
      'a single add above the limit',
      (a: ReturnType<typeof startCart>['actor']) => a.send({ type: 'cart.add', lines: [line('a1', { quantity: 150 })] }),
    ],
    [
      'a quantity set above the limit',
      (a: ReturnType<typeof startCart>['actor']) => {
        a.send({ type: 'cart.add', lines: [line('a1')] });
        a.send({ type: 'cart.setQuantity', uuid: 'a1', quantity: 100 });
      },
    ],
  ])('%s holds the limit and says so', (_name, change) => {
    const { actor, snapshot, store } = startCart();
    change(actor);
    vi.advanceTimersByTime(CART_QUANTITY_DEBOUNCE_MS);
    expect(quantities(snapshot())).toEqual([['a1', CART_MAX_QUANTITY]]);
    expect(selectLineCap('a1')(snapshot())).toBe(CART_MAX_QUANTITY);
    expect(stored(store)?.map((l) => l.quantity)).toEqual([CART_MAX_QUANTITY]);
  });

  it('holds at most the lines one order takes: a new article beyond them is left out and said so', () => {
    const { actor, snapshot } = startCart();
    const many = Array.from({ length: ORDER_MAX_LINES }, (_, i) => line(`p${i + 1}`));
    actor.send({ type: 'cart.add', lines: many });
    expect(selectCartFullAt(snapshot())).toBeNull();
    actor.send({ type: 'cart.add', lines: [line('extra', { productId: ORDER_MAX_LINES + 1 })] });
    expect(selectCartLines(snapshot())).toHaveLength(ORDER_MAX_LINES);
    expect(selectCartFullAt(snapshot())).toBe(ORDER_MAX_LINES);
    actor.send({ type: 'cart.add', lines: [line('p1-again', { productId: 1 })] });
    expect(selectCartFullAt(snapshot())).toBeNull();
    expect(selectCartLines(snapshot())[0]?.quantity).toBe(2);
  });

  it('a cart saved above the limit (before it existed) restores at the limit', () => {
    const area = createInMemoryStorageArea({ cart: JSON.stringify({ version: 1, lines: [line('a1', { quantity: 120 })] }) });
    const { snapshot } = startCart(createInMemoryKeyValueStore(area));
    expect(quantities(snapshot())).toEqual([['a1', CART_MAX_QUANTITY]]);
  });
});

describe('cart and the store (reload, other tabs)', () => {
  const seeded = (raw: string): InMemoryStorageArea => createInMemoryStorageArea({ cart: raw });

  it.each([
    ['a saved cart', JSON.stringify(storedCart([line('a1', { quantity: 2 })])), [['a1', 2]]],
    ['unreadable JSON', '{"version":1,"lines":[', []],
    ['a value that is not a cart', JSON.stringify({ version: 1, lines: 'many' }), []],
    ['another version', JSON.stringify({ version: 0, lines: [line('a1')] }), []],
    [
      'a damaged line beside a good one',
      JSON.stringify({ version: 1, lines: [line('a1'), { uuid: 'x', quantity: 'lots' }] }),
      [['a1', 1]],
    ],
    ['a line with quantity 0', JSON.stringify({ version: 1, lines: [line('a1', { quantity: 0 })] }), []],
  ])('a reload restores %s', (_name, raw, expected) => {
    const { snapshot } = startCart(createInMemoryKeyValueStore(seeded(raw)));
    expect(selectCartLines(snapshot()).map((l) => [l.uuid, l.quantity])).toEqual(expected);
  });

  it('a reload after shopping shows the same cart', () => {
    const area = createInMemoryStorageArea();
    const first = startCart(createInMemoryKeyValueStore(area));
    first.actor.send({ type: 'cart.add', lines: [line('a1'), line('b2')] });
    first.actor.send({ type: 'cart.setQuantity', uuid: 'b2', quantity: 3 });
    vi.advanceTimersByTime(350);
    first.actor.stop();
    const second = startCart(createInMemoryKeyValueStore(area));
    expect(selectCartLines(second.snapshot())).toEqual(selectCartLines(first.snapshot()));
  });

  it.each([
    ['adds', (a: ReturnType<typeof startCart>['actor']) => a.send({ type: 'cart.add', lines: [line('c3')] }), ['a1', 'c3']],
    ['removes', (a: ReturnType<typeof startCart>['actor']) => a.send({ type: 'cart.remove', uuid: 'a1' }), []],
    ['clears', (a: ReturnType<typeof startCart>['actor']) => a.send({ type: 'cart.clear' }), []],
  ])('another tab that %s is followed', (_name, change, expected) => {
    const area = createInMemoryStorageArea();
    const tabA = startCart(createInMemoryKeyValueStore(area));
    const tabB = startCart(createInMemoryKeyValueStore(area));
    tabA.actor.send({ type: 'cart.add', lines: [line('a1')] });
    expect(selectCartLines(tabB.snapshot()).map((l) => l.uuid)).toEqual(['a1']);
    change(tabA.actor);
    expect(selectCartLines(tabB.snapshot()).map((l) => l.uuid)).toEqual(expected);
    expect(tabB.changes.at(-1)?.lines.map((l) => l.uuid)).toEqual(expected);
  });

  it('a corrupt value written by another tab is ignored', () => {
    const area = createInMemoryStorageArea();
    const tab = startCart(createInMemoryKeyValueStore(area));
    tab.actor.send({ type: 'cart.add', lines: [line('a1')] });
    createInMemoryKeyValueStore(area).set('cart', { version: 1, lines: 7 });
    expect(selectCartLines(tab.snapshot()).map((l) => l.uuid)).toEqual(['a1']);
  });

  it('stops following the store when the cart stops', () => {
    const area = createInMemoryStorageArea();
    const tab = startCart(createInMemoryKeyValueStore(area));
    tab.actor.stop();
    createInMemoryKeyValueStore(area).set('cart', storedCart([line('a1')]));
    expect(selectCartIsEmpty(tab.snapshot())).toBe(true);
  });
});

describe('cart model run (fast-check)', () => {
  type Model = { lines: Map<string, number> };
  type Real = { actor: ReturnType<typeof startCart>['actor']; store: KeyValueStore };
  const uuids = ['a1', 'b2', 'c3', 'd4'] as const;

  const check = (m: Model, r: Real) => {
    const s = r.actor.getSnapshot();
    const expected = [...m.lines.values()].reduce((a, b) => a + b, 0);
    expect(selectCartItemCount(s)).toBe(expected);
    expect(new Map(selectCartLines(s).map((l) => [l.uuid, l.quantity]))).toEqual(m.lines);
    expect(selectCartIsEmpty(s)).toBe(m.lines.size === 0);
    expect(selectCartLines(s).every((l) => l.quantity >= 1 && l.quantity <= CART_MAX_QUANTITY)).toBe(true);
  };

  class Add implements fc.Command<Model, Real> {
    constructor(
      readonly uuid: string,
      readonly quantity: number,
    ) {}
    check = () => true;
    run(m: Model, r: Real) {
      // Each uuid stands for its own article (productId from the uuid), so adds merge by uuid.
      if (this.quantity > 0) m.lines.set(this.uuid, Math.min(CART_MAX_QUANTITY, (m.lines.get(this.uuid) ?? 0) + this.quantity));
      r.actor.send({ type: 'cart.add', lines: [line(this.uuid, { quantity: this.quantity })] });
      check(m, r);
    }
    toString = () => `add(${this.uuid}, ${this.quantity})`;
  }
  class Remove implements fc.Command<Model, Real> {
    constructor(readonly uuid: string) {}
    check = () => true;
    run(m: Model, r: Real) {
      m.lines.delete(this.uuid);
      r.actor.send({ type: 'cart.remove', uuid: this.uuid });
      check(m, r);
    }
    toString = () => `remove(${this.uuid})`;
  }
  class SetQuantity implements fc.Command<Model, Real> {
    constructor(
      readonly uuid: string,
      readonly quantity: number,
    ) {}
    check = () => true;
    run(m: Model, r: Real) {
      if (m.lines.has(this.uuid)) {
        if (this.quantity <= 0) m.lines.delete(this.uuid);
        else m.lines.set(this.uuid, Math.min(CART_MAX_QUANTITY, this.quantity));
      }
      r.actor.send({ type: 'cart.setQuantity', uuid: this.uuid, quantity: this.quantity });
      check(m, r);
    }
    toString = () => `setQuantity(${this.uuid}, ${this.quantity})`;
  }
  class Wait implements fc.Command<Model, Real> {
    constructor(readonly ms: number) {}
    check = () => true;
    run(m: Model, r: Real) {
      vi.advanceTimersByTime(this.ms);
      check(m, r);
    }
    toString = () => `wait(${this.ms})`;
  }
  /** Waits out the quantity debounce (docs/rules/shop-wide.md#timings): then the store holds exactly what the cart shows. */
  class Settle implements fc.Command<Model, Real> {
    check = () => true;
    run(m: Model, r: Real) {
      vi.advanceTimersByTime(CART_QUANTITY_DEBOUNCE_MS);
      check(m, r);
      expect(r.actor.getSnapshot().matches('Saved')).toBe(true);
      expect(new Map(stored(r.store)?.map((l) => [l.uuid, l.quantity]) ?? [])).toEqual(m.lines);
    }
    toString = () => 'settle';
  }

  it('the item count is the sum of quantities and a settled store matches the cart', () => {
    const uuid = fc.constantFrom(...uuids);
    const commands = [
      fc.tuple(uuid, fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 40, max: 120 }))).map(([u, q]) => new Add(u, q)),
      uuid.map((u) => new Remove(u)),
      fc
        .tuple(uuid, fc.oneof(fc.integer({ min: -1, max: 9 }), fc.integer({ min: 95, max: 120 })))
        .map(([u, q]) => new SetQuantity(u, q)),
      fc.integer({ min: 0, max: 400 }).map((ms) => new Wait(ms)),
      fc.constant(new Settle()),
    ];
    fc.assert(
      fc.property(fc.commands(commands, { size: '+1' }), (cmds) => {
        const store = createInMemoryKeyValueStore();
        const { actor } = startCart(store);
        const model: Model = { lines: new Map() };
        fc.modelRun(() => ({ model, real: { actor, store } }), cmds);
        // Every run ends settled, so each one compares the store with the cart at least once.
        new Settle().run(model, { actor, store });
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
