import { FormattedMessage } from 'react-intl';
import { useApp } from '../app-context';
import { Html } from '../components/Html';
import * as css from '../styles/layout.css';

/** Footer: about and help HTML from the server (sanitized), and the copyright line. */
export const Footer = () => {
  const { shell, year } = useApp();
  return (
    <footer className={css.footer}>
      <div className={css.footerGrid}>
        <Html html={shell.footer.about} />
        <Html html={shell.footer.help} />
      </div>
      <p className={css.copyright}>
        <FormattedMessage id="layout.copyright" defaultMessage="© {year} Atelier Posters. All rights reserved." values={{ year }} />
      </p>
    </footer>
  );
};
