/**
 * The cart (docs/rules/checkout.md#cart-lines "Mini cart", docs/rules/checkout.md#cart-lines "Cart line", docs/rules/checkout.md#cart-lines "Adding to cart opens the cart view",
 * docs/rules/checkout.md#quantities-and-limits "Cart quantity minimum 0", docs/rules/checkout.md#quantities-and-limits "cart quantity debounce 350 ms").
 *
 * Lines change at once, so the mini cart answers every click; what leaves the cart — saving to
 * the store and the `cart.changed` event the checkout listens to — waits 350 ms after the last
 * quantity change (`Settling`), and happens at once for every other change. The cart follows
 * the store: what it holds on start is restored, a change made in another tab replaces the
 * lines (and is not written back, which would echo between tabs). Restoring is not a change:
 * listeners read the restored lines from the snapshot, and `cart.changed` reports only what
 * changed after the start.
 *
 * Side effects are stubs here; `createCartActors(ports)` in actors.ts gives the real ones.
 */
import { assign, emit, fromCallback, setup, type EventObject } from 'xstate';
import { CART_QUANTITY_DEBOUNCE_MS, linkFrames } from '../../../domain';
import { addLines, hasLine, removeLine, setLineQuantity, type LinesChange } from './cart-lines';
import type { CartInput, CartContext } from './context';
import type { CartEvent, CartEmitted } from './events';

const saveAndAnnounce = ['persist', 'announce'] as const;

export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    followStore: fromCallback<EventObject>(() => {
      throw new Error('provide followStore');
    }),
  },
  actions: {
    persist: (_: { context: CartContext }) => {
      throw new Error('provide persist');
    },
    announce: emit(({ context }: { context: CartContext }) => ({ type: 'cart.changed' as const, lines: context.lines })),
    add: assign(({ context, event }): LinesChange =>
      event.type === 'cart.add' ? addLines(context.lines, event.lines) : context,
    ),
    announceShown: emit({ type: 'cart.shown' as const }),
    remove: assign({
      lines: ({ context, event }) => (event.type === 'cart.remove' ? removeLine(context.lines, event.uuid) : context.lines),
      capped: [],
      full: false,
    }),
    setQuantity: assign(({ context, event }): LinesChange =>
      event.type === 'cart.setQuantity' ? setLineQuantity(context.lines, event.uuid, event.quantity) : context,
    ),
    clear: assign({ lines: [], capped: [], full: false }),
    // Lines added before the store answered (an asynchronous store) are kept on top.
    restore: assign(({ context, event }): LinesChange =>
      event.type === 'cart.restored' ? addLines(event.lines, context.lines) : context,
    ),
    replace: assign({
      lines: ({ context, event }) => (event.type === 'cart.synced' ? linkFrames(event.lines) : context.lines),
      capped: [],
      full: false,
    }),
    open: assign({ open: true }),
    close: assign({ open: false }),
  },
  guards: {
    shows: ({ event }) => event.type === 'cart.add' && event.show !== false,
    knownLine: ({ context, event }) =>
      (event.type === 'cart.remove' || event.type === 'cart.setQuantity') && hasLine(context.lines, event.uuid),
    hasLines: ({ context }) => context.lines.length > 0,
  },
  delays: { quantityDebounce: CART_QUANTITY_DEBOUNCE_MS },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ lines: input.lines ?? [], open: input.open ?? false, capped: [], full: false }),
  invoke: { src: 'followStore' },
  initial: 'Saved',
  on: {
    'cart.add': [
      { guard: 'shows', target: '.Saved', actions: ['add', ...saveAndAnnounce, 'open', 'announceShown'] },
      { target: '.Saved', actions: ['add', ...saveAndAnnounce] },
    ],
    'cart.remove': { guard: 'knownLine', target: '.Saved', actions: ['remove', ...saveAndAnnounce] },
    'cart.setQuantity': { guard: 'knownLine', target: '.Settling', actions: 'setQuantity' },
    'cart.clear': { target: '.Saved', actions: ['clear', ...saveAndAnnounce] },
    'cart.open': { actions: ['open', 'announceShown'] },
    'cart.close': { actions: 'close' },
    'cart.restored': [
      { guard: 'hasLines', target: '.Saved', actions: ['restore', ...saveAndAnnounce] },
      { target: '.Saved', actions: 'restore' },
    ],
    'cart.synced': { target: '.Saved', actions: ['replace', 'announce'] },
  },
  states: {
    Saved: { description: 'The store and listeners know the current lines.' },
    Settling: {
      description: `A quantity changed; saved and announced once no other change came for ${CART_QUANTITY_DEBOUNCE_MS} ms.`,
      after: { quantityDebounce: { target: 'Saved', actions: [...saveAndAnnounce] } },
    },
  },
});
