import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  selectHighlighted,
  selectIsDropdownOpen,
  selectIsSearching,
  selectNothingFound,
  selectSearchResults,
  selectSearchText,
} from '../../application/flows/search/selectors';
import { productPath } from '../../domain/stores/stores';
import { useApp } from '../app-context';
import { useFlow } from './use-flow';
import { searchFlow } from '../../application/system/flows/search.flow';
import * as css from './shop.css';
import * as layout from '../styles/layout.css';

/**
 * Product search (header on wide screens, search panel on mobile). The machine decides when
 * the dropdown opens (> 1 trimmed character) and when a query runs (> 2, after 350 ms);
 * arrow keys move the highlight, Enter opens it (or, with none highlighted, the results page),
 * Escape closes.
 */
export const SearchBox = ({ autoFocus }: { autoFocus?: boolean }) => {
  const { store } = useApp();
  const intl = useIntl();
  const listId = useId();
  const search = useFlow(searchFlow);
  const text = useSelector(search, selectSearchText);
  const open = useSelector(search, selectIsDropdownOpen);
  const results = useSelector(search, selectSearchResults);
  const highlighted = useSelector(search, selectHighlighted);
  const busy = useSelector(search, selectIsSearching);
  const nothing = useSelector(search, selectNothingFound);
  return (
    <div className={css.searchWrap} role="search">
      <input
        type="search"
        className={layout.searchInput}
        value={text}
        autoFocus={autoFocus}
        placeholder={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search posters, artists, themes…' })}
        aria-label={intl.formatMessage({ id: 'search.label', defaultMessage: 'Search' })}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
        onChange={(e) => search.send({ type: 'search.type', text: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            search.send({ type: 'search.next' });
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            search.send({ type: 'search.prev' });
          } else if (e.key === 'Enter') {
            e.preventDefault();
            search.send({ type: 'search.submit' });
          } else if (e.key === 'Escape') search.send({ type: 'search.close' });
        }}
      />
      {open && (
        <ul className={css.dropdown} id={listId} role="listbox" aria-busy={busy} data-testid="search-results">
          {results.map((p, i) => {
            const thumb = p.images.find((img) => img.type === 'thumb') ?? p.images[0];
            return (
              <li key={p.id} id={`${listId}-${i}`} role="option" aria-selected={i === highlighted}>
                <a
                  href={productPath(store, p.slug)}
                  className={i === highlighted ? css.resultActive : css.result}
                  onClick={(e) => {
                    e.preventDefault();
                    search.send({ type: 'search.select', index: i });
                  }}
                >
                  {thumb && <img src={`${thumb.url}?w=160`} alt="" width={40} height={56} className={css.resultThumb} />}
                  <span>{p.name}</span>
                </a>
              </li>
            );
          })}
          {nothing && (
            <li className={css.meta} style={{ padding: 8 }}>
              <FormattedMessage id="search.nothing" defaultMessage="No posters match your search." />
            </li>
          )}
          {busy && results.length === 0 && (
            <li className={css.meta} style={{ padding: 8 }}>
              <FormattedMessage id="search.searching" defaultMessage="Searching…" />
            </li>
          )}
        </ul>
      )}
    </div>
  );
};
