/** What an upload-your-own page adds to the product page, loaded as one chunk (split-pages.ts `uploadParts`). */
export { UploadField, UploadPreview, UploadToast } from './UploadForm';
export { photoPosterFlow } from '../../../application/system/flows/photo-poster.flow';
