import { useIntl } from 'react-intl';
import { flagUrl } from '../layout/flags';
import * as css from './components.css';

/** The country's name in the store's language, or nothing for a code that names no country. */
const countryName = (format: (code: string) => string | undefined, code: string): string | undefined => {
  try {
    return format(code.toUpperCase());
  } catch {
    return undefined;
  }
};

/** A flag as a 20×15 image; `label` names the country, none makes it decorative. */
export const FlagImage = ({ code, label }: { code: string; label?: string }) => {
  const src = flagUrl(code);
  return src ? (
    <img src={src} alt={label ?? ''} width={20} height={15} className={css.flag} loading="lazy" decoding="async" />
  ) : null;
};

/**
 * A country's flag, announced by the country's name in the store's language (an emoji flag was
 * read as two letter symbols, the bare code as letters).
 */
export const CountryFlag = ({ code }: { code: string }) => {
  const intl = useIntl();
  const name =
    code.length === 2 ? countryName((c) => intl.formatDisplayName(c, { type: 'region', fallback: 'none' }), code) : undefined;
  return <FlagImage code={code} label={name} />;
};
