/** What the artist's pages tell the account flow. */
export type ArtistAccountEvent =
  { readonly type: 'account.reload' } | { readonly type: 'account.message.hide' } | { readonly type: 'account.logout' };
