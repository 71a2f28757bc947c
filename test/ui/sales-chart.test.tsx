import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { SalesChartView } from '../../src/ui/pages/account/SalesChartView';
import type { SalesChart } from '../../src/application/model/artist';

/**
 * The artist's sales chart labels its axes (issue: "no axes or labels"): earnings in the account's
 * currency as the store's language writes it, posters sold, and the days, in the store's date
 * format. Styles are class names only here (no vanilla-extract build).
 */
vi.mock('../../src/ui/pages/account/account.css', () =>
  Object.fromEntries(['chart', 'muted', 'table', 'tableWrap', 'cell', 'number'].map((n) => [n, n])),
);

const catalogue = (language: string) =>
  JSON.parse(readFileSync(`src/ui/i18n/messages/${language}.json`, 'utf8')) as Record<string, string>;

const chart: SalesChart = {
  currency: 'EUR',
  points: [
    { date: '2026-11-03', sales: 1, earnings: 850, paid_out: 0 },
    { date: '2026-11-04', sales: 3, earnings: 2350, paid_out: 0 },
    { date: '2026-11-05', sales: 2, earnings: 1700, paid_out: 4150 },
  ],
};

const render = (locale: string) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={catalogue(locale.slice(0, 2))} defaultLocale="en">
      <SalesChartView chart={chart} />
    </IntlProvider>,
  );

const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);

describe('the sales chart', () => {
  it('labels both axes and the dates, in English', () => {
    const html = render('en-GB');
    expect(texts(html, 'chart-earnings-axis')).toEqual(['Earnings']);
    expect(texts(html, 'chart-sales-axis')).toEqual(['Posters sold']);
    expect(texts(html, 'chart-date-axis')).toEqual(['Date']);
    expect(html).toContain('>€0<');
    expect(html).toContain('>€30<');
    expect(texts(html, 'chart-sales-tick')).toEqual(['0', '1', '2', '3']);
    expect(texts(html, 'chart-date')).toEqual(['3 Nov', '4 Nov', '5 Nov']);
  });

  it('writes money and dates as the German store does', () => {
    const html = render('de-DE');
    expect(texts(html, 'chart-earnings-axis')).toEqual(['Einnahmen']);
    expect(html).toMatch(/>30\s€</);
    expect(texts(html, 'chart-date')).toEqual(['3. Nov.', '4. Nov.', '5. Nov.']);
  });

  it('marks the day of a payout, with its amount, in the chart and its table (docs/rules/artists.md#payouts)', () => {
    const html = render('en-GB');
    expect(html.match(/data-testid="chart-payout"/g)).toHaveLength(1);
    expect(html).toContain('<title>Paid out: €41.50</title>');
    expect(html).toContain('Paid out');
    expect(html).toContain('€41.50');
  });
});
