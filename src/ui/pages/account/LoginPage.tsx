import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { AccountPageData } from '../../../application/loaders/pages.loader';
import { useApp } from '../../app-context';
import { Html } from '../../components/Html';
import * as layout from '../../styles/layout.css';
import * as css from './account.css';
// The shop's own room render with a poster of the demo art (scripts/artist-promo-image.mts).
import promoImage from './artist-promo.webp';

/**
 * docs/rules/artists.md#sign-in-and-sessions "Artist login page": intro widgets, login with the wallet provider, selling-benefit
 * steps, and the promo: a still of a poster in a room with its caption (a player with nothing to
 * play is worse than a picture).
 */
export const LoginPage = ({ data }: { data: AccountPageData }) => {
  const { store } = useApp();
  const intl = useIntl();
  const search = useSearch();
  const [location] = useLocation();
  const failed = new URLSearchParams(search).get('login') === 'failed';
  // Back to the artist page the person came from.
  const loginHref = `/auth/login?return_to=${encodeURIComponent(`${store.pathPrefix}${location}`)}`;
  return (
    <div data-testid="artist-login">
      <h1>
        <FormattedMessage id="account.login.title" defaultMessage="Sell your art with us" />
      </h1>
      {data.widgets.loginIntro && !data.widgets.loginIntro.hidden && <Html html={data.widgets.loginIntro.content} />}
      {failed && (
        <p className={css.hint} role="alert">
          <FormattedMessage id="account.login.failed" defaultMessage="The login did not succeed. Please try again." />
        </p>
      )}
      <p>
        <a className={layout.button} href={loginHref} data-testid="wallet-login">
          <FormattedMessage id="account.login.button" defaultMessage="Log in with your wallet" />
        </a>
      </p>
      <h2>
        <FormattedMessage id="account.login.steps" defaultMessage="How selling works" />
      </h2>
      <ol className={css.steps}>
        <li className={css.stat}>
          <strong>1</strong> <FormattedMessage id="account.login.step1" defaultMessage="Log in and choose your artist name." />
        </li>
        <li className={css.stat}>
          <strong>2</strong>{' '}
          <FormattedMessage id="account.login.step2" defaultMessage="Upload your posters; we review them quickly." />
        </li>
        <li className={css.stat}>
          <strong>3</strong>{' '}
          <FormattedMessage id="account.login.step3" defaultMessage="We print, frame and ship; you earn on every sale." />
        </li>
      </ol>
      {data.widgets.sellingPitch && !data.widgets.sellingPitch.hidden && <Html html={data.widgets.sellingPitch.content} />}
      <figure className={css.promo} data-testid="artist-promo">
        <img
          className={css.promoImage}
          src={promoImage}
          width={960}
          height={640}
          loading="lazy"
          alt={intl.formatMessage({
            id: 'account.login.promoAlt',
            defaultMessage: 'A poster by one of our artists, framed on a living-room wall',
          })}
        />
        <figcaption className={css.muted}>
          <FormattedMessage
            id="account.login.promo"
            defaultMessage="Your art on real walls: we print, frame and deliver every poster, and you earn on each sale."
          />
        </figcaption>
      </figure>
    </div>
  );
};
