import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApp } from '../app-context';
import { Carousel } from '../components/Carousel';
import * as c from '../components/components.css';
import * as css from '../styles/layout.css';

/** Site reviews carousel (docs/rules/shop-wide.md#layout Layout): stars, review text, author. Hidden when none loaded. */
export const Reviews = () => {
  const { shell } = useApp();
  const intl = useIntl();
  if (shell.reviews.length === 0) return null;
  const label = intl.formatMessage({ id: 'layout.reviews', defaultMessage: 'What our customers say' });
  return (
    <section className={`${css.container} ${c.section}`}>
      <h2>{label}</h2>
      <Carousel kind="walls" label={label}>
        {shell.reviews.map((r, i) => (
          <figure className={c.review} key={i}>
            <div
              className={c.stars}
              role="img"
              aria-label={intl.formatMessage(
                { id: 'review.stars', defaultMessage: '{stars} out of 5 stars' },
                { stars: r.stars },
              )}
            >
              {'★'.repeat(r.stars)}
              {'☆'.repeat(5 - r.stars)}
            </div>
            <blockquote style={{ margin: '8px 0' }}>{r.review}</blockquote>
            <figcaption>— {r.author}</figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  );
};

/** One of the shop's promises: a bold title over its line of text. */
const SellingPoint = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <li>
    <strong>{title}</strong>
    <br />
    {children}
  </li>
);

export const SellingPointsSection = () => (
  <section className={`${css.container} ${c.section}`}>
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 24,
        listStyle: 'none',
        padding: 0,
      }}
    >
      <SellingPoint title={<FormattedMessage id="usp.quality.title" defaultMessage="Premium quality" />}>
        <FormattedMessage id="usp.quality.text" defaultMessage="Printed on 200 g matte archival paper." />
      </SellingPoint>
      <SellingPoint title={<FormattedMessage id="usp.delivery.title" defaultMessage="Free delivery" />}>
        <FormattedMessage id="usp.delivery.text" defaultMessage="Free shipping on every order." />
      </SellingPoint>
      <SellingPoint title={<FormattedMessage id="usp.fast.title" defaultMessage="Fast deliveries" />}>
        <FormattedMessage id="usp.fast.text" defaultMessage="Dispatched within two working days." />
      </SellingPoint>
    </ul>
  </section>
);
