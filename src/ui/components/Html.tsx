/**
 * HTML from the server. The server sanitizes every stored HTML field before it leaves
 * (server/http/sanitize.ts: DOMPurify), in API answers and rendered pages alike.
 */
export const Html = ({
  html,
  className,
  'data-testid': testId,
}: {
  readonly html: string;
  readonly className?: string;
  readonly 'data-testid'?: string;
}) => <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
