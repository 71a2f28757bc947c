/**
 * react-intl as the server renders with it (vite.config.ts `serverIntl` puts this module in its
 * place in the SSR build only; the browser's bundle is untouched). react-intl's `IntlProvider`
 * keeps its formatters in a cache of its own instance, and a server render is a new instance
 * every time: each page built its number formats and message formats afresh, about a fifth of a
 * render's time (bench/first-visits.mjs). Here each catalogue and locale gets one `intl` for the
 * life of the process: its formatters are built once and kept. What they hold is bounded by the
 * catalogue's messages and the format options the shop uses, not by pages or requests.
 */
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlConfig, type IntlShape } from 'react-intl';

export * from 'react-intl';

type Props = Pick<IntlConfig, 'locale' | 'messages' | 'defaultLocale'> & { readonly children?: ReactNode };

const cache = createIntlCache();
/** Per message catalogue (the server keeps one object per language), per locale. */
const intls = new WeakMap<object, Map<string, IntlShape>>();

/** The shared `intl` of a catalogue and locale. */
export const sharedIntl = ({ locale, messages = {}, defaultLocale }: Omit<Props, 'children'>): IntlShape => {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  const key = `${locale}|${defaultLocale ?? ''}`;
  let intl = byLocale.get(key);
  if (!intl) byLocale.set(key, (intl = createIntl({ locale, messages, defaultLocale }, cache)));
  return intl;
};

export const IntlProvider = ({ children, ...config }: Props) => (
  <RawIntlProvider value={sharedIntl(config)}>{children}</RawIntlProvider>
);
