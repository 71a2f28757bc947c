import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { FormattedMessage, FormattedNumber, IntlProvider as OwnProvider, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { IntlProvider, sharedIntl } from '../../src/ui/i18n/server-react-intl';

/**
 * The server's IntlProvider (the SSR build's react-intl, vite.config.ts `serverIntl`) keeps one
 * `intl`, and with it every formatter, per catalogue and locale for the process's life; it must
 * format exactly as react-intl's own provider does.
 */
const catalogue = (language: string) =>
  JSON.parse(readFileSync(`src/ui/i18n/messages/${language}.json`, 'utf8')) as Record<string, string>;

const Sample = () => {
  const intl = useIntl();
  return (
    <p title={intl.formatMessage({ id: 'cart.title' })}>
      <FormattedMessage id="cart.title" /> <FormattedNumber value={1234.5} style="currency" currency="EUR" />{' '}
      {intl.formatDate(Date.UTC(2026, 10, 26), { dateStyle: 'long', timeZone: 'UTC' })}
    </p>
  );
};

describe("the server's IntlProvider", () => {
  it.each([
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['en', 'en-GB'],
  ])('renders %s (%s) exactly as react-intl’s own provider', (language, locale) => {
    const messages = catalogue(language);
    const own = renderToString(
      <OwnProvider locale={locale} messages={messages} defaultLocale="en">
        <Sample />
      </OwnProvider>,
    );
    const shared = renderToString(
      <IntlProvider locale={locale} messages={messages} defaultLocale="en">
        <Sample />
      </IntlProvider>,
    );
    expect(shared).toBe(own);
    expect(shared).toContain(messages['cart.title']);
  });

  it('gives every render of a catalogue and locale the same intl, and another locale its own', () => {
    const messages = catalogue('de');
    const first = sharedIntl({ locale: 'de-DE', messages, defaultLocale: 'en' });
    expect(sharedIntl({ locale: 'de-DE', messages, defaultLocale: 'en' })).toBe(first);
    expect(sharedIntl({ locale: 'de-AT', messages, defaultLocale: 'en' })).not.toBe(first);
    expect(sharedIntl({ locale: 'de-DE', messages: catalogue('fr'), defaultLocale: 'en' })).not.toBe(first);
  });
});
