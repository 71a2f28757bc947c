/** What the profile page tells its flow. */
export type ProfileEvent =
  | { readonly type: 'profile.bio.change'; readonly value: string }
  | { readonly type: 'profile.vat.change'; readonly value: string }
  | { readonly type: 'profile.avatar.choose'; readonly file: Blob; readonly name: string; readonly mimeType: string }
  | { readonly type: 'profile.save' }
  | { readonly type: 'profile.toast.hide' };
