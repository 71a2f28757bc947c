import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { panelsMachine, PANELS, selectOpenPanel, type PanelsEvent } from '../../src/application/flows/panels/machine';

describe('side panels are exclusive overlays', () => {
  it('opening one closes the other', () => {
    const actor = createActor(panelsMachine).start();
    actor.send({ type: 'panel.open', panel: 'cart' });
    actor.send({ type: 'panel.open', panel: 'wishlist' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('wishlist');
    actor.send({ type: 'panel.close' });
    expect(selectOpenPanel(actor.getSnapshot())).toBeNull();
  });

  it('toggling the open panel closes it; toggling another switches', () => {
    const actor = createActor(panelsMachine).start();
    actor.send({ type: 'panel.toggle', panel: 'filter' });
    actor.send({ type: 'panel.toggle', panel: 'search' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('search');
    actor.send({ type: 'panel.toggle', panel: 'search' });
    expect(actor.getSnapshot().value).toBe('Closed');
  });

  it.each(PANELS)('going to another page closes the %s panel (the menu drawer after a category is chosen)', (panel) => {
    const actor = createActor(panelsMachine).start();
    actor.send({ type: 'panel.open', panel });
    actor.send({ type: 'panel.navigated' });
    expect(selectOpenPanel(actor.getSnapshot())).toBeNull();
  });

  it('at most one panel is open after any sequence of events, and it is the last one opened', () => {
    const event = fc.oneof(
      fc.constantFrom(...PANELS).map((panel): PanelsEvent => ({ type: 'panel.open', panel })),
      fc.constantFrom(...PANELS).map((panel): PanelsEvent => ({ type: 'panel.toggle', panel })),
      fc.constant<PanelsEvent>({ type: 'panel.close' }),
      fc.constant<PanelsEvent>({ type: 'panel.navigated' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const actor = createActor(panelsMachine).start();
        let model: string | null = null;
        for (const e of events) {
          actor.send(e);
          model =
            e.type === 'panel.close' || e.type === 'panel.navigated'
              ? null
              : e.type === 'panel.open'
                ? e.panel
                : model === e.panel
                  ? null
                  : e.panel;
        }
        expect(selectOpenPanel(actor.getSnapshot())).toBe(model);
        expect(actor.getSnapshot().value).toBe(model === null ? 'Closed' : 'Open');
      }),
    );
  });
});
