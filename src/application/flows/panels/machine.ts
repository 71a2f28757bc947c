import { assign, setup } from 'xstate';

/**
 * Side panels (docs/rules/shop-wide.md#side-panels "Side panels"): cart, wishlist, filter, mobile search and mobile
 * navigation are exclusive overlays — opening one closes any other; Escape closes the open one;
 * going to another page closes it (the menu drawer after a category is chosen).
 */
export const PANELS = ['cart', 'wishlist', 'filter', 'search', 'navigation'] as const;
export type PanelName = (typeof PANELS)[number];

export type PanelsEvent =
  | { type: 'panel.open'; panel: PanelName }
  | { type: 'panel.toggle'; panel: PanelName }
  | { type: 'panel.close' }
  /** The shopper went to another page: a panel that led there has done its job (docs/rules/shop-wide.md#side-panels mobile navigation). */
  | { type: 'panel.navigated' };

export const panelsMachine = setup({
  types: { context: {} as { open: PanelName | null }, events: {} as PanelsEvent },
}).createMachine({
  id: 'panels',
  context: { open: null },
  initial: 'Closed',
  states: {
    Closed: {
      description: 'No side panel is shown.',
      on: {
        'panel.open': { target: 'Open', actions: assign({ open: ({ event }) => event.panel }) },
        'panel.toggle': { target: 'Open', actions: assign({ open: ({ event }) => event.panel }) },
      },
    },
    Open: {
      description: 'Exactly one side panel is shown.',
      on: {
        'panel.open': { actions: assign({ open: ({ event }) => event.panel }) },
        'panel.toggle': [
          { guard: ({ context, event }) => context.open === event.panel, target: 'Closed', actions: assign({ open: null }) },
          { actions: assign({ open: ({ event }) => event.panel }) },
        ],
        'panel.close': { target: 'Closed', actions: assign({ open: null }) },
        'panel.navigated': { target: 'Closed', actions: assign({ open: null }) },
      },
    },
  },
});

export const selectOpenPanel = (s: { context: { open: PanelName | null } }) => s.context.open;
