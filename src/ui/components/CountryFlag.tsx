import { useIntl } from 'react-intl';
import { flagOf } from '../layout/flags';

/** The country's name in the store's language, or nothing for a code that names no country. */
const countryName = (format: (code: string) => string | undefined, code: string): string | undefined => {
  try { return format(code.toUpperCase()); } catch { return undefined; }
};

/**
 * A country's flag, announced by the country's name in the store's language (the emoji alone is
 * read as two letter symbols, the bare code as letters).
 */
export const CountryFlag = ({ code }: { code: string }) => {
  const intl = useIntl();
  const name = code.length === 2 ? countryName((c) => intl.formatDisplayName(c, { type: 'region', fallback: 'none' }), code) : undefined;
  return name
    ? <span role="img" aria-label={name}>{flagOf(code)}</span>
    : <span aria-hidden>{flagOf(code)}</span>;
};
