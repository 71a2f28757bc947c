/**
 * The back office's gift cards: staff look a card up by its code and see its
 * balance and history; voiding writes the balance off, so it asks for a confirmation first. The
 * server decides both; an unknown code or a refused void is shown as the server's message.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StaffIdentity } from '../../model/back-office';
import type { AdminGiftCardView } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import { problemOfOutput, type AccessProblem } from '../admin-orders/access';

export const ADMIN_GIFT_CARDS_PATH = '/admin/gift-cards';

export interface AdminGiftCardsContext {
  readonly staff: StaffIdentity | null;
  /** The code as typed. */
  readonly code: string;
  readonly card: AdminGiftCardView | null;
  readonly problem: AccessProblem | null;
  /** The server's reason for the last refused look-up or void. */
  readonly refusal: string | null;
  /** Set when the card shown was voided on this page (announced to screen readers). */
  readonly voided: boolean;
}

export type AdminGiftCardsEvent =
  | { readonly type: 'code.change'; readonly value: string }
  | { readonly type: 'lookup.submit' }
  | { readonly type: 'void.ask' }
  | { readonly type: 'void.confirm' }
  | { readonly type: 'void.cancel' };

type CardOutcome = { readonly output: Outcome<AdminGiftCardView> };
const isAccess = ({ event }: { event: CardOutcome }) =>
  !event.output.ok && (event.output.error.code === 'UNAUTHORIZED' || event.output.error.status === 403);

export const adminGiftCardsMachine = setup({
  types: { context: {} as AdminGiftCardsContext, events: {} as AdminGiftCardsEvent },
  actors: {
    session: fromPromise<Outcome<StaffIdentity>>(() => {
      throw new Error('provide session');
    }),
    lookUp: fromPromise<Outcome<AdminGiftCardView>, string>(() => {
      throw new Error('provide lookUp');
    }),
    void: fromPromise<Outcome<AdminGiftCardView>, string>(() => {
      throw new Error('provide void');
    }),
  },
}).createMachine({
  id: 'adminGiftCards',
  context: { staff: null, code: '', card: null, problem: null, refusal: null, voided: false },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The staff session is asked for (who is signed in, and whether the role opens the page).',
      tags: ['busy'],
      invoke: {
        src: 'session',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign({ staff: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            target: 'Failed',
            actions: assign({ problem: problemOfOutput }),
          },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
    Failed: { description: 'Not signed in as staff, a role without gift cards, or the server failed.', tags: ['error'] },
    Ready: {
      description: 'The code field, and the card looked up last.',
      on: {
        'code.change': { actions: assign({ code: ({ event }) => event.value }) },
        'lookup.submit': {
          guard: ({ context }) => context.code.trim() !== '',
          target: 'LookingUp',
          actions: assign({ refusal: null, voided: false }),
        },
        'void.ask': { guard: ({ context }) => context.card !== null && context.card.voided_at === null, target: 'Confirming' },
      },
    },
    LookingUp: {
      tags: ['busy'],
      invoke: {
        src: 'lookUp',
        input: ({ context }) => context.code.trim(),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign({ card: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: isAccess,
            target: 'Failed',
            actions: assign({ problem: problemOfOutput }),
          },
          {
            target: 'Ready',
            actions: assign({ card: null, refusal: ({ event }) => (event.output.ok ? null : event.output.error.message) }),
          },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
    Confirming: {
      description: 'Voiding cannot be undone: the page asks once more.',
      on: { 'void.confirm': 'Voiding', 'void.cancel': 'Ready' },
    },
    Voiding: {
      tags: ['busy'],
      invoke: {
        src: 'void',
        input: ({ context }) => context.card?.code ?? '',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign({ card: ({ event }) => (event.output.ok ? event.output.value : null), voided: true }),
          },
          { target: 'Ready', actions: assign({ refusal: ({ event }) => (event.output.ok ? null : event.output.error.message) }) },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
  },
});

export const createAdminGiftCardsActors = (ports: { readonly catalogueDesk: CatalogueDeskGateway }) => ({
  actors: {
    session: fromPromise<Outcome<StaffIdentity>>(() => ports.catalogueDesk.session()),
    lookUp: fromPromise<Outcome<AdminGiftCardView>, string>(({ input }) => ports.catalogueDesk.giftCard(input)),
    void: fromPromise<Outcome<AdminGiftCardView>, string>(({ input }) => ports.catalogueDesk.voidGiftCard(input)),
  },
});

type Snapshot = {
  readonly context: AdminGiftCardsContext;
  hasTag(tag: 'busy' | 'error'): boolean;
  matches(s: 'Confirming'): boolean;
};
export const selectConfirming = (s: Snapshot) => s.matches('Confirming');
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
