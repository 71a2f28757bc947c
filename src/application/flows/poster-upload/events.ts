/** What the upload page tells its flow. */
export type PosterUploadEvent =
  | { readonly type: 'upload.name.change'; readonly value: string }
  | { readonly type: 'upload.description.change'; readonly value: string }
  | { readonly type: 'upload.category.change'; readonly categoryId: number | null }
  | { readonly type: 'upload.image.choose'; readonly file: Blob; readonly name: string; readonly mimeType: string }
  | { readonly type: 'upload.submit' }
  | { readonly type: 'upload.toast.hide' };
