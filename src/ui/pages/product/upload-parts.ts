/** What an upload-your-own page adds to the product page, loaded as one chunk (split-pages.ts `uploadParts`). */
export { UploadField, UploadPreview, UploadToast } from './UploadForm';
export { uploadPosterFlow } from '../../../application/system/flows/upload-poster.flow';
