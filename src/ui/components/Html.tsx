/**
 * HTML from the server. The server sanitizes every stored HTML field before it leaves
 * (server/content/sanitize.ts: DOMPurify), in API answers and rendered pages alike.
 */
export const Html = ({ html, className }: { readonly html: string; readonly className?: string }) => (
  <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
);
