/** The reviewers' moderation queue (beyond the spec: approve for sale, or deny with a reason). */
import { createReviewQueueActors, reviewQueueMachine } from '../../flows/review-queue/machine';
import { definePageFlow } from '../flow';

export const reviewQueueFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: reviewQueueMachine.provide(createReviewQueueActors(ports)), input: undefined }),
});
