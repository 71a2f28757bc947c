/** Poster upload (spec §5 "Poster upload (artist)", §7 POST /api/auth/products). */
import { createPosterUploadActors } from '../../flows/poster-upload/actors';
import { posterUploadMachine } from '../../flows/poster-upload/machine';
import { definePageFlow } from '../flow';

export const posterUploadFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: posterUploadMachine.provide(createPosterUploadActors(ports)), input: undefined }),
});
