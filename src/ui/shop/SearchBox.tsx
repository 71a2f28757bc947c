import { useId, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  selectHighlighted,
  selectIsDropdownOpen,
  selectIsSearching,
  selectNothingFound,
  selectSearchText,
  selectSuggestionList,
  selectSuggestions,
} from '../../application/flows/search/selectors';
import type { SearchSuggestion } from '../../application/flows/search/suggestions';
import { categoryPath, productPath, type Store } from '../../domain/stores/stores';
import { useApp } from '../app-context';
import { useFlow } from './use-flow';
import { searchFlow } from '../../application/system/flows/search.flow';
import * as css from './shop.css';
import * as layout from '../styles/layout.css';

const hrefOf = (store: Store, s: SearchSuggestion): string =>
  s.kind === 'poster'
    ? productPath(store, s.product.slug)
    : s.kind === 'artist'
      ? `${store.pathPrefix}/artists/${s.artist.slug}`
      : categoryPath(store, s.category.slugs);

const keyOf = (s: SearchSuggestion): string =>
  s.kind === 'poster' ? `p${s.product.id}` : s.kind === 'artist' ? `a${s.artist.slug}` : `c${s.category.id}`;

const posterCount = (count: number) => (
  <FormattedMessage
    id="search.artistPosters"
    defaultMessage="{count, plural, one {# poster} other {# posters}}"
    values={{ count }}
  />
);

/** A suggestion's picture, name and count, as its group shows it. */
const SuggestionBody = ({ s }: { s: SearchSuggestion }) => {
  if (s.kind === 'poster') {
    const thumb = s.product.images.find((img) => img.type === 'thumb') ?? s.product.images[0];
    return (
      <>
        {thumb && <img src={`${thumb.url}?w=160`} alt="" width={40} height={56} className={css.resultThumb} />}
        <span>{s.product.name}</span>
      </>
    );
  }
  if (s.kind === 'artist')
    return (
      <>
        {s.artist.avatar && <img src={`${s.artist.avatar}?w=160`} alt="" width={40} height={40} className={css.resultAvatar} />}
        <span>{s.artist.alias}</span>
        <span className={css.resultCount}>{posterCount(s.artist.posters)}</span>
      </>
    );
  return (
    <>
      <span>{s.category.name}</span>
      <span className={css.resultCount}>{posterCount(s.category.posters)}</span>
    </>
  );
};

/**
 * Product search (header on wide screens, search panel on mobile; docs/rules/catalogue.md#search search). The machine
 * decides when the dropdown opens (> 1 trimmed character) and when a query runs (> 2, after
 * 350 ms). The dropdown groups posters, artists and categories (the ARIA combobox pattern with
 * a grouped listbox); the arrow keys walk all of them in that order, Enter opens the highlighted
 * one (or, with none highlighted, the results page), Escape closes.
 */
export const SearchBox = ({ autoFocus }: { autoFocus?: boolean }) => {
  const { store } = useApp();
  const intl = useIntl();
  const listId = useId();
  const search = useFlow(searchFlow);
  const text = useSelector(search, selectSearchText);
  const open = useSelector(search, selectIsDropdownOpen);
  const suggestions = useSelector(search, selectSuggestions);
  const list = useSelector(search, selectSuggestionList);
  const highlighted = useSelector(search, selectHighlighted);
  const busy = useSelector(search, selectIsSearching);
  const nothing = useSelector(search, selectNothingFound);
  const group = (kind: SearchSuggestion['kind'], title: ReactNode, count: ReactNode) => {
    const members = list.map((s, i) => [s, i] as const).filter(([s]) => s.kind === kind);
    if (members.length === 0) return null;
    const titleId = `${listId}-${kind}`;
    return (
      <li role="presentation">
        <ul role="group" aria-labelledby={titleId} className={css.resultGroup} data-testid={`search-group-${kind}`}>
          <li role="presentation" id={titleId} className={css.resultGroupTitle}>
            {title}
            {count}
          </li>
          {members.map(([s, i]) => (
            <li key={keyOf(s)} id={`${listId}-${i}`} role="option" aria-selected={i === highlighted}>
              <a
                href={hrefOf(store, s)}
                tabIndex={-1}
                className={i === highlighted ? css.resultActive : css.result}
                onClick={(e) => {
                  e.preventDefault();
                  search.send({ type: 'search.select', index: i });
                }}
              >
                <SuggestionBody s={s} />
              </a>
            </li>
          ))}
        </ul>
      </li>
    );
  };
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
          {group(
            'poster',
            <FormattedMessage id="search.posters" defaultMessage="Posters" />,
            <span>{intl.formatNumber(suggestions.total)}</span>,
          )}
          {group('artist', <FormattedMessage id="search.artists" defaultMessage="Artists" />, null)}
          {group('category', <FormattedMessage id="search.categories" defaultMessage="Categories" />, null)}
          {nothing && (
            <li role="presentation" className={css.meta} style={{ padding: 8 }}>
              <FormattedMessage id="search.nothing" defaultMessage="No posters match your search." />
            </li>
          )}
          {busy && list.length === 0 && (
            <li role="presentation" className={css.meta} style={{ padding: 8 }}>
              <FormattedMessage id="search.searching" defaultMessage="Searching…" />
            </li>
          )}
        </ul>
      )}
    </div>
  );
};
