import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FooterPage, FooterPageKey } from '../../application/loaders/shell.loader';
import { useApp } from '../app-context';
import { Html } from '../components/Html';
import * as css from '../styles/layout.css';

const SERVICE: readonly FooterPageKey[] = ['help', 'delivery-and-returns', 'contact'];
const LEGAL: readonly FooterPageKey[] = ['terms', 'privacy', 'legal-notice'];

/** One link of a footer list; `page` names it for the panels that open instead of navigating. */
const FooterLink = ({ href, page, children }: { href: string; page?: string; children: ReactNode }) => (
  <li>
    <Link href={href} className={css.footerLink} data-page={page}>
      {children}
    </Link>
  </li>
);

const PageLinks = ({ pages, keys }: { pages: readonly FooterPage[]; keys: readonly FooterPageKey[] }) => (
  <>
    {pages
      .filter((p) => keys.includes(p.key))
      .map((p) => (
        <FooterLink key={p.key} href={`/${p.slug}`} page={p.key}>
          {p.name}
        </FooterLink>
      ))}
  </>
);

/** A titled column of footer links. */
const FooterColumn = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <div>
    <h2 className={css.footerTitle}>{title}</h2>
    <ul className={css.footerList}>{children}</ul>
  </div>
);

/**
 * Footer (docs/rules/shop-wide.md#layout "Layout"): the about and help HTML from the server (sanitised where it left
 * the server, as every content page is), the shop's service, legal and account links in the
 * store's language — content pages by their translated names and slugs, the gift-card balance,
 * the newsletter sign-up and its unsubscribe page — and the copyright line.
 */
export const Footer = () => {
  const { shell, year } = useApp();
  const intl = useIntl();
  const { pages, about, help } = shell.footer;
  return (
    <footer className={css.footer} data-testid="footer">
      {(about || help) && (
        <div className={css.footerTexts}>
          {about && <Html html={about} className={css.footerText} data-testid="footer-about" />}
          {help && <Html html={help} className={css.footerText} data-testid="footer-help" />}
        </div>
      )}
      <nav className={css.footerGrid} aria-label={intl.formatMessage({ id: 'footer.nav', defaultMessage: 'Shop information' })}>
        <FooterColumn title={<FormattedMessage id="layout.brand" defaultMessage="Atelier Posters" />}>
          <PageLinks pages={pages} keys={['about']} />
          <li>
            <a href="#newsletter" className={css.footerLink} data-page="newsletter">
              <FormattedMessage id="footer.newsletter" defaultMessage="Newsletter" />
            </a>
          </li>
          <FooterLink href="/artists">
            <FormattedMessage id="nav.artists" defaultMessage="Artists" />
          </FooterLink>
        </FooterColumn>
        <FooterColumn title={<FormattedMessage id="footer.service" defaultMessage="Customer service" />}>
          <PageLinks pages={pages} keys={SERVICE} />
          <FooterLink href="/gift-card-balance" page="balance">
            <FormattedMessage id="footer.balance" defaultMessage="Gift card balance" />
          </FooterLink>
          <FooterLink href="/unsubscribe" page="unsubscribe">
            <FormattedMessage id="footer.unsubscribe" defaultMessage="Unsubscribe from the newsletter" />
          </FooterLink>
        </FooterColumn>
        <FooterColumn title={<FormattedMessage id="footer.legal" defaultMessage="Legal" />}>
          <PageLinks pages={pages} keys={LEGAL} />
        </FooterColumn>
      </nav>
      <p className={css.copyright}>
        <FormattedMessage
          id="layout.copyright"
          defaultMessage="© {year} Atelier Posters. All rights reserved."
          values={{ year }}
        />
      </p>
    </footer>
  );
};
