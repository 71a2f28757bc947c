import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Category } from '../../application/model/catalogue';
import { useApp } from '../app-context';
import { CategoryLink } from '../components/Links';
import { Html } from '../components/Html';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderActions } from '../shop/HeaderActions';
import { SearchBox } from '../part-chunks';
import * as shopCss from '../shop/shop.css';
import * as css from '../styles/layout.css';
import { HEADER_SCROLLED_THRESHOLD_PX } from '../../domain/constants';

const useScrolled = () => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLLED_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
};

const menuOf = (categories: readonly Category[]) => categories.filter((c) => c.show_in_menu);

/** Every top-level category of the menu (docs/rules/shop-wide.md#layout "Layout"); the row wraps where the width runs out. */

const CategoryMenu = ({ categories }: { categories: readonly Category[] }) => {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'nav.categories', defaultMessage: 'Categories' })}
      className={css.nav}
      data-testid="category-menu"
    >
      {menuOf(categories).map((c) => (
        <div className={css.navItem} key={c.id}>
          <CategoryLink slugs={c.hierarchy.map((h) => h.slug)} className={css.navLink}>
            {c.name}
          </CategoryLink>
          {menuOf(c.children).length > 0 && (
            <div className={css.dropdown}>
              <ul className={css.dropdownList}>
                {menuOf(c.children).map((child) => (
                  <li key={child.id}>
                    <CategoryLink slugs={child.hierarchy.map((h) => h.slug)}>{child.name}</CategoryLink>
                    {child.children.length > 0 && (
                      <ul className={css.dropdownList} style={{ paddingLeft: 12, marginTop: 4, fontSize: 14 }}>
                        {menuOf(child.children).map((g) => (
                          <li key={g.id}>
                            <CategoryLink slugs={g.hierarchy.map((h) => h.slug)}>{g.name}</CategoryLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ))}
      <Link href="/gallery-wall" className={css.navLink}>
        <FormattedMessage id="nav.galleryWall" defaultMessage="Gallery wall" />
      </Link>
      <Link href="/artists" className={css.navLink}>
        <FormattedMessage id="nav.artists" defaultMessage="Artists" />
      </Link>
    </nav>
  );
};

export const Header = ({ alternates }: { alternates: Readonly<Record<string, string>> }) => {
  const { shell } = useApp();
  const scrolled = useScrolled();
  const points = shell.widgets['selling-points'];
  return (
    <>
      <div className={css.topBar}>
        <div className={css.topBarInner}>
          {points && !points.hidden ? <Html html={points.content} className={css.sellingPoints} /> : <span />}
          <LanguageSwitcher alternates={alternates} />
        </div>
      </div>
      <header className={`${css.header} ${scrolled ? css.headerScrolled : ''}`} data-scrolled={scrolled}>
        <div className={css.headerInner}>
          <Link href="/" className={css.logo}>
            <FormattedMessage id="layout.brand" defaultMessage="Atelier Posters" />
          </Link>
          <div className={`${css.headerSearch} ${shopCss.desktopOnly}`}>
            <SearchBox />
          </div>
          <HeaderActions />
        </div>
        <CategoryMenu categories={shell.categories} />
      </header>
    </>
  );
};
