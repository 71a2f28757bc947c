/** A back-office download button: the address is fixed per button. */
import { createFileDownloadActors, fileDownloadMachine } from '../../flows/file-download/machine';
import { definePageFlow } from '../flow';

export const fileDownloadFlow = definePageFlow({
  prepare: ({ ports }, input: { readonly url: string }) => ({
    logic: fileDownloadMachine.provide(createFileDownloadActors(ports)),
    input: { url: input.url },
  }),
});
