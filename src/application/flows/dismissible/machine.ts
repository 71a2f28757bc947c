import { setup } from 'xstate';

/**
 * A notice the visitor can put away: cookie alert (until accepted, 30 days), store message
 * and newsletter banners. Starts hidden when the remembering cookie was already set; the
 * `remember` action (provided by the view's composition root) writes that cookie.
 */
export const dismissibleMachine = setup({
  types: { input: {} as { readonly dismissed: boolean }, events: {} as { type: 'notice.dismiss' } },
  actions: {
    remember: () => {
      throw new Error('provide remember');
    },
  },
}).createMachine({
  id: 'dismissible',
  initial: 'Deciding',
  context: ({ input }) => ({ dismissed: input.dismissed }),
  states: {
    Deciding: { always: [{ guard: ({ context }) => context.dismissed, target: 'Hidden' }, { target: 'Shown' }] },
    Shown: { description: 'The notice is visible.', on: { 'notice.dismiss': { target: 'Hidden', actions: 'remember' } } },
    Hidden: { description: 'Put away; remembered by a cookie.', type: 'final' },
  },
});
