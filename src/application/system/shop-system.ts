/**
 * The shop system (docs/architecture.md#the-shop-system-and-the-headless-core "createShopSystem(ports) starts every flow and wires them to each
 * other"): the shop-wide flows (cart, wishlist, panels, newsletter) run as long as the system;
 * a page flow (one definition per file in ./flows, listed in ./flows/index.ts) starts per view
 * that shows it. Any front end — the React view, a Node script, a test — runs the shop through
 * it and only renders snapshots and sends events.
 *
 * Decision: the system runs a flow from its definition (`system.start(checkoutFlow)`), not from
 * a name looked up in a table: a view imports only the flows it shows, so a flow's machine
 * arrives with the page that needs it (the checkout with the checkout page's chunk) instead of
 * with every page.
 */
import { createActor, type ActorRefFrom, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { Store } from '../../domain/stores/stores';
import type { FlowContext, PageFlow, PreparedFlow } from './flow';
import { startShopFlows, type ShopActors } from './shop-flows';
import type { ShopPorts } from './shop-ports';

/** The rest arguments of a flow's input: none when it takes none. */
export type FlowInputArgs<I> = [I] extends [void] ? [] : [I];

export interface ShopSystem {
  readonly store: Store;
  readonly shop: ShopActors;
  /**
   * A page flow's machine (real actors and wiring provided), its input and its connection, for
   * a host that creates and starts the actor itself (React's `useActorRef`).
   */
  prepare<L extends AnyActorLogic, I>(flow: PageFlow<L, I>, ...input: FlowInputArgs<I>): PreparedFlow<L>;
  /** Creates, connects and starts a page flow; `stop` ends it. */
  start<L extends AnyActorLogic, I>(flow: PageFlow<L, I>, ...input: FlowInputArgs<I>): ActorRefFrom<L>;
  stop(actor: AnyActorRef): void;
  /** Stops every flow it started (a server render's system, a finished script). */
  dispose(): void;
}

export interface ShopSystemOptions {
  readonly store: Store;
}

export const createShopSystem = (ports: ShopPorts, { store }: ShopSystemOptions): ShopSystem => {
  const shopFlows = startShopFlows(ports, store);
  const ctx: FlowContext = { ports, store, shop: shopFlows.shop };
  const running = new Map<AnyActorRef, () => void>();

  const prepare = (flow: PageFlow<AnyActorLogic, unknown>, input?: unknown): PreparedFlow<AnyActorLogic> => {
    const { logic, input: machineInput } = flow.prepare(ctx, input);
    return { logic, input: machineInput, connect: (actor) => (flow.connect ? flow.connect(actor, ctx) : () => undefined) };
  };

  const system: ShopSystem = {
    store,
    shop: shopFlows.shop,
    prepare: prepare as ShopSystem['prepare'],
    start: ((flow: PageFlow<AnyActorLogic, unknown>, input?: unknown) => {
      const prepared = prepare(flow, input);
      const actor = createActor(prepared.logic, { input: prepared.input });
      running.set(actor, prepared.connect(actor));
      return actor.start();
    }) as ShopSystem['start'],
    stop: (actor) => {
      running.get(actor)?.();
      running.delete(actor);
      actor.stop();
    },
    dispose: () => {
      for (const actor of [...running.keys()]) system.stop(actor);
      shopFlows.stop();
    },
  };
  return system;
};
