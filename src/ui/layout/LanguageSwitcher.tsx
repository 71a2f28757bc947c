import { useState } from 'react';
import { useIntl } from 'react-intl';
import { STORES } from '../../domain/stores/stores';
import { useApp } from '../app-context';
import { FlagImage } from '../components/CountryFlag';
import * as css from '../styles/layout.css';

/**
 * Flag and country name for every other store (docs/rules/shop-wide.md#layout Layout). Each link goes to the same
 * page in that store when the page has an alternate there, else to that store's start page.
 * Plain links: a store switch is a full page load, so a page only ever ships its own messages.
 */
export const LanguageSwitcher = ({ alternates }: { alternates: Readonly<Record<string, string>> }) => {
  const { store } = useApp();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <div className={css.languageSwitcher} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className={css.iconButton}
        style={{ color: 'inherit' }}
        aria-expanded={open}
        // The visible country name leads the accessible name (WCAG 2.5.3 label in name).
        aria-label={`${store.country} (${intl.formatMessage({ id: 'layout.chooseStore', defaultMessage: 'Choose your country' })})`}
        onClick={() => setOpen((o) => !o)}
        data-testid="language-switcher"
      >
        <FlagImage code={store.countryCode} /> {store.country}
      </button>
      {open && (
        <ul className={css.languageList}>
          {STORES.filter((s) => s.code !== store.code).map((s) => (
            <li key={s.code}>
              <a
                className={css.languageLink}
                hrefLang={s.locale}
                lang={s.locale}
                href={alternates[s.locale] ? new URL(alternates[s.locale]!).pathname : s.pathPrefix || '/'}
              >
                <FlagImage code={s.countryCode} /> {s.country}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
