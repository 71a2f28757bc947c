/**
 * Upload-your-own poster (docs/rules/uploads.md#customer-photos "Upload-your-own image", docs/rules/uploads.md#customer-photos "Uploaded image (customer)" and
 * "Add to cart … on the upload page also without a valid image or while saving", docs/rules/uploads.md#customer-photos customer
 * upload failure toast and too-small message).
 *
 * The shopper picks a photo: a file that is not jpg/jpeg by name or type is refused at once;
 * otherwise it is sent (progress 0–100 %), then checked by the domain against the chosen size
 * (47 px per cm in the photo's orientation, never square). Valid publishes the cart line's
 * uploaded image id to the configurator, which may then add it; every other state publishes
 * "not ready". A new size re-checks the photo already sent. A failed upload raises a toast
 * for 3000 ms (docs/rules/shop-wide.md#errors-and-redirects toast duration).
 *
 * `uploadImage` (the transfer, reporting progress) and `sizeChanges` (the configurator's size)
 * are stubs; the photo-poster flow provides them from the ports and the configurator.
 */
import { assign, fromCallback, setup } from 'xstate';
import {
  checkCustomerUpload,
  CUSTOMER_MIN_PX_PER_CM,
  isJpegFile,
  largestPrintableSize,
  TOAST_DURATION_MS,
  type CartLineTemplate,
} from '../../../domain';
import type { ImageToUpload, UploadedImage } from '../../ports/image-upload.port';
import type { PhotoPosterInput, UploadVerdict, PhotoPosterContext } from './context';
import type { PhotoPosterEvent } from './events';

const printCheck = (c: PhotoPosterContext) =>
  c.file && c.image && c.size !== null
    ? checkCustomerUpload({ name: c.file.name, mimeType: c.file.type }, c.image, c.size)
    : null;

const verdictOf = (c: PhotoPosterContext): UploadVerdict | null => {
  const r = printCheck(c);
  if (!r || r.ok || !c.image) return null;
  const { width, height } = c.image;
  if (r.error.code === 'UPLOAD.SQUARE') return { code: 'SQUARE', width, height };
  return { code: 'TOO_SMALL', width, height, largestSize: largestPrintableSize(c.image, c.sizes) };
};

export const lineTemplateOfUpload = (image: UploadedImage): CartLineTemplate => ({
  kind: 'upload',
  uploadedImageId: image.id,
  url: image.url,
  width: image.width,
  height: image.height,
});

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export const photoPosterMachine = setup({
  types: {
    input: {} as PhotoPosterInput,
    context: {} as PhotoPosterContext,
    events: {} as PhotoPosterEvent,
  },
  actors: {
    uploadImage: fromCallback<PhotoPosterEvent, { readonly file: ImageToUpload }>(() => {
      throw new Error('provide uploadImage');
    }),
    sizeChanges: fromCallback<PhotoPosterEvent>(() => {
      throw new Error('provide sizeChanges');
    }),
  },
  actions: {
    publish: (_, _params: { readonly template: CartLineTemplate | null; readonly ready: boolean }) => {
      throw new Error('provide publish');
    },
    choose: assign(({ event }) =>
      event.type === 'upload.choose' ? { file: event.file, image: null, progress: 0, verdict: null, toast: false } : {},
    ),
    judge: assign(({ context }) => ({ verdict: verdictOf(context) })),
  },
  guards: {
    jpeg: ({ event }) => event.type === 'upload.choose' && isJpegFile({ name: event.file.name, mimeType: event.file.type }),
    newSize: ({ context, event }) => event.type === 'upload.sizeChanged' && event.size !== context.size,
    newSizeForImage: ({ context, event }) =>
      event.type === 'upload.sizeChanged' && event.size !== context.size && context.image !== null,
    printsWell: ({ context }) => printCheck(context)?.ok === true,
    printsBadly: ({ context }) => printCheck(context)?.ok === false,
  },
  delays: { toast: TOAST_DURATION_MS },
}).createMachine({
  id: 'uploadPoster',
  context: ({ input }) => ({ ...input, file: null, progress: 0, image: null, verdict: null, toast: false }),
  invoke: { src: 'sizeChanges' },
  initial: 'Idle',
  on: {
    'upload.choose': [
      { guard: 'jpeg', target: '.Uploading', actions: 'choose', reenter: true },
      { target: '.NotJpeg', actions: 'choose' },
    ],
    'upload.sizeChanged': [
      {
        guard: 'newSizeForImage',
        target: '.Checking',
        actions: assign({ size: ({ event }) => (event.type === 'upload.sizeChanged' ? event.size : null) }),
      },
      { guard: 'newSize', actions: assign({ size: ({ event }) => (event.type === 'upload.sizeChanged' ? event.size : null) }) },
    ],
  },
  states: {
    Idle: {
      description: 'No photo yet: the file input and its jpg/jpeg hint; add to cart is disabled.',
    },
    NotJpeg: {
      description:
        'The chosen file is not a jpg/jpeg by its name or type (it was not sent), or the shop found its content is not (415): the accepted types are named.',
      tags: ['error'],
    },
    Uploading: {
      description: 'The photo travels to the shop; progress 0–100 %; add to cart stays disabled while saving.',
      tags: ['busy'],
      entry: { type: 'publish', params: { template: null, ready: false } },
      invoke: { src: 'uploadImage', input: ({ context }) => ({ file: context.file! }) },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => clamp(event.percent) }) },
        'upload.uploaded': { target: 'Checking', actions: assign({ image: ({ event }) => event.image, progress: 100 }) },
        'upload.failed': [
          { guard: ({ event }) => event.reason === 'notJpeg', target: 'NotJpeg', actions: assign({ progress: 0 }) },
          { target: 'Failed' },
        ],
      },
    },
    Checking: {
      description: `The stored photo is checked against the chosen size (${CUSTOMER_MIN_PX_PER_CM} px per cm, not square); waits while no size is chosen.`,
      entry: { type: 'publish', params: { template: null, ready: false } },
      always: [
        { guard: 'printsWell', target: 'Valid' },
        { guard: 'printsBadly', target: 'TooSmall' },
      ],
    },
    Valid: {
      description: 'The photo prints well at the chosen size: the cart line carries its id and may be added.',
      entry: [
        assign({ verdict: null }),
        { type: 'publish', params: ({ context }) => ({ template: lineTemplateOfUpload(context.image!), ready: true }) },
      ],
    },
    TooSmall: {
      description:
        'Too few pixels for the chosen size, or square: the message gives the photo’s width × height (and the largest size that would print well).',
      tags: ['error'],
      entry: 'judge',
    },
    Failed: {
      description: `The upload did not go through (refused by the shop or no connection): a red toast for ${TOAST_DURATION_MS} ms.`,
      tags: ['error'],
      entry: assign({ toast: true }),
      exit: assign({ toast: false }),
      after: { toast: { actions: assign({ toast: false }) } },
    },
  },
});
