/**
 * How a flow joins the shop system (see registry.ts for the list and how to add one).
 *
 * A page flow is a machine started once per view that shows it (a checkout visit, a search box,
 * a listing). Its definition says, from the ports, the store and the shop-wide flows:
 * - `prepare(ctx, input)`: the machine with its real actors (`create…Actors(ports)`) and its
 *   wiring to the shop-wide flows provided, and the machine's input built from what the view
 *   knows (`input`) plus what the ports know (stored order id, today, a fresh id…);
 * - `connect(actor, ctx)` (optional): subscriptions from other flows to this one while it runs
 *   (e.g. the cart's changes to the checkout); returns their teardown.
 */
import type { ActorRefFrom, AnyActorLogic, InputFrom } from 'xstate';
import type { Store } from '../../domain/stores/stores';
import type { ShopPorts } from './shop-ports';
import type { ShopActors } from './shop-flows';

export interface FlowContext {
  readonly ports: ShopPorts;
  readonly store: Store;
  readonly shop: ShopActors;
}

export interface PreparedFlow<Logic extends AnyActorLogic> {
  readonly logic: Logic;
  readonly input: InputFrom<Logic>;
  readonly connect: (actor: ActorRefFrom<Logic>) => () => void;
}

export interface PageFlow<Logic extends AnyActorLogic, Input> {
  readonly prepare: (ctx: FlowContext, input: Input) => { readonly logic: Logic; readonly input: InputFrom<Logic> };
  readonly connect?: (actor: ActorRefFrom<Logic>, ctx: FlowContext) => () => void;
}

/** Declares a page flow with its types inferred (one file per flow in ./flows). */
export const definePageFlow = <Logic extends AnyActorLogic, Input = void>(flow: PageFlow<Logic, Input>): PageFlow<Logic, Input> =>
  flow;
