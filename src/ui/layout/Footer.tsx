import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FooterPage, FooterPageKey } from '../../application/loaders/shell.loader';
import { useApp } from '../app-context';
import { Html } from '../components/Html';
import * as css from '../styles/layout.css';

const SERVICE: readonly FooterPageKey[] = ['help', 'delivery-and-returns', 'contact'];
const LEGAL: readonly FooterPageKey[] = ['terms', 'privacy', 'legal-notice'];

const PageLinks = ({ pages, keys }: { pages: readonly FooterPage[]; keys: readonly FooterPageKey[] }) => (
  <>
    {pages
      .filter((p) => keys.includes(p.key))
      .map((p) => (
        <li key={p.key}>
          <Link href={`/${p.slug}`} className={css.footerLink} data-page={p.key}>
            {p.name}
          </Link>
        </li>
      ))}
  </>
);

/**
 * Footer (spec §2 "Layout"): the about and help HTML from the server (sanitised where it left
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
        <div>
          <h2 className={css.footerTitle}>
            <FormattedMessage id="layout.brand" defaultMessage="Atelier Posters" />
          </h2>
          <ul className={css.footerList}>
            <PageLinks pages={pages} keys={['about']} />
            <li>
              <a href="#newsletter" className={css.footerLink} data-page="newsletter">
                <FormattedMessage id="footer.newsletter" defaultMessage="Newsletter" />
              </a>
            </li>
            <li>
              <Link href="/artists" className={css.footerLink}>
                <FormattedMessage id="nav.artists" defaultMessage="Artists" />
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={css.footerTitle}>
            <FormattedMessage id="footer.service" defaultMessage="Customer service" />
          </h2>
          <ul className={css.footerList}>
            <PageLinks pages={pages} keys={SERVICE} />
            <li>
              <Link href="/gift-card-balance" className={css.footerLink} data-page="balance">
                <FormattedMessage id="footer.balance" defaultMessage="Gift card balance" />
              </Link>
            </li>
            <li>
              <Link href="/unsubscribe" className={css.footerLink} data-page="unsubscribe">
                <FormattedMessage id="footer.unsubscribe" defaultMessage="Unsubscribe from the newsletter" />
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={css.footerTitle}>
            <FormattedMessage id="footer.legal" defaultMessage="Legal" />
          </h2>
          <ul className={css.footerList}>
            <PageLinks pages={pages} keys={LEGAL} />
          </ul>
        </div>
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
