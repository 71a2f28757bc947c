import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom, AnyActorLogic } from 'xstate';
import type { PageFlow } from '../../application/system/flow';
import type { FlowInputArgs } from '../../application/system/shop-system';
import { useApp } from '../app-context';

/**
 * Runs one of the shop system's page flows for as long as the component is mounted: the
 * system gives the machine (real actors and wiring provided) and its input from the first
 * render's `input`; React owns the actor's start and stop; the flow's connections to the
 * shop-wide flows hold while it runs.
 */
export const useFlow = <L extends AnyActorLogic, I>(flow: PageFlow<L, I>, ...input: FlowInputArgs<I>): ActorRefFrom<L> => {
  const { system } = useApp();
  const [prepared] = useState(() => system.prepare(flow, ...input));
  const actor = useActorRef(prepared.logic as AnyActorLogic, { input: prepared.input } as never) as ActorRefFrom<L>;
  useEffect(() => prepared.connect(actor), [actor, prepared]);
  return actor;
};
