/** What the newsletter banner and form tell their flow. */
export type NewsletterEvent =
  { readonly type: 'newsletter.email.change'; readonly value: string } | { readonly type: 'newsletter.submit' };
