/** The reviewers' moderation queue (beyond the spec: approve for sale, or deny with a reason). */
import { reviewQueueMachine } from '../../flows/review-queue/machine';
import { createReviewQueueActors } from '../../flows/review-queue/actors';
import { definePageFlow } from '../flow';

export const reviewQueueFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: reviewQueueMachine.provide(createReviewQueueActors(ports)), input: undefined }),
});
