import { useApp } from '../app-context';

/** HTML from the server, always sanitized before it reaches the DOM. */
export const Html = ({ html, className }: { readonly html: string; readonly className?: string }) => {
  const { sanitize } = useApp();
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
};
