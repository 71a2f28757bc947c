/**
 * A back-office list keeps its page (and its filters) in the URL: the page flow starts its
 * machine from the query and sends the machine's `navigate` through the Navigation port.
 */
import type { AnyStateMachine, InputFrom } from 'xstate';
import { definePageFlow } from '../flow';
import type { ShopPorts } from '../shop-ports';

type Query = Readonly<Record<string, string>>;

export const adminListFlow = <Machine extends AnyStateMachine>(
  machine: Machine,
  actorsOf: (ports: ShopPorts) => Omit<Parameters<Machine['provide']>[0], 'actions'>,
  inputOf: (query: Query) => InputFrom<Machine>,
) =>
  definePageFlow({
    prepare: ({ ports }, input: { readonly query: Query }) => ({
      logic: machine.provide({
        ...actorsOf(ports),
        actions: { navigate: (_: unknown, params: { readonly href: string }) => ports.navigation.go(params.href) },
      }) as Machine,
      input: inputOf(input.query),
    }),
  });
