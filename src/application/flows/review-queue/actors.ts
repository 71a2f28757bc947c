/** The reviewers' queue's real side effects over the artist account's moderation calls. */
import { fromPromise } from 'xstate';
import type { ReviewItem } from '../../model/artist';
import type { Outcome } from '../../model/outcome';
import type { ReviewAct } from './events';

export const createReviewQueueActors = (ports: {
  readonly artistAccount: {
    reviewQueue(): Promise<Outcome<readonly ReviewItem[]>>;
    approve(id: number): Promise<Outcome<true>>;
    deny(id: number, reason: string): Promise<Outcome<true>>;
  };
}) => ({
  actors: {
    loadQueue: fromPromise(() => ports.artistAccount.reviewQueue()),
    act: fromPromise(({ input }: { input: ReviewAct }) =>
      input.kind === 'approve' ? ports.artistAccount.approve(input.id) : ports.artistAccount.deny(input.id, input.reason),
    ),
  },
});
