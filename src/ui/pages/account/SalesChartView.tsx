import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { SalesChart } from '../../../application/model/artist';
import { Price, toMajor } from '../../components/Price';
import * as css from './account.css';
import { AccountTable } from './AccountTable';

/**
 * Up to about `count` evenly spaced ticks from 0 to a round ceiling of `max` (a step of 1, 2 or 5
 * times a power of ten); `whole` keeps the step at least 1 (a count of posters).
 */
const ticksUpTo = (max: number, { count = 4, whole = false } = {}): number[] => {
  const raw = Math.max(1, max) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    whole ? 1 : 0,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!,
  );
  return Array.from({ length: Math.ceil(Math.max(1, max) / step) + 1 }, (_, i) => i * step);
};

/** Which points get a date under the axis: all of a short series, else about five spread evenly, the last included. */
const labelledIndexes = (n: number, most = 5): number[] => {
  if (n <= most) return Array.from({ length: n }, (_, i) => i);
  const step = (n - 1) / (most - 1);
  return Array.from({ length: most }, (_, i) => Math.round(i * step));
};

/**
 * spec: a chart of sales and earnings over time, as SVG from the data, with a table as the
 * accessible fallback. Earnings (the line) read on the left axis in the account's currency as the
 * store formats it, posters sold (the bars) on the right, the days along the bottom.
 */
export const SalesChartView = ({ chart }: { chart: SalesChart }) => {
  const intl = useIntl();
  const points = chart.points;
  if (points.length === 0)
    return (
      <p className={css.muted} data-testid="chart-empty">
        <FormattedMessage id="account.chart.empty" defaultMessage="No sales yet." />
      </p>
    );
  const w = 480;
  const h = 260;
  const left = 64;
  const right = 40;
  const top = 30;
  const bottom = 50;
  const plotW = w - left - right;
  const plotH = h - top - bottom;
  const earnTicks = ticksUpTo(Math.max(...points.map((p) => p.earnings)));
  const salesTicks = ticksUpTo(Math.max(...points.map((p) => p.sales)), { whole: true });
  const earnTop = earnTicks[earnTicks.length - 1]!;
  const salesTop = salesTicks[salesTicks.length - 1]!;
  const x = (i: number) => left + (points.length === 1 ? plotW / 2 : (i * plotW) / (points.length - 1));
  const yEarn = (v: number) => top + plotH - (v / earnTop) * plotH;
  const ySales = (v: number) => top + plotH - (v / salesTop) * plotH;
  const barW = Math.max(4, Math.min(32, plotW / points.length / 2));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yEarn(p.earnings).toFixed(1)}`).join(' ');
  const labelled = labelledIndexes(points.length);
  const money = (minor: number) =>
    intl.formatNumber(toMajor(minor), {
      style: 'currency',
      currency: chart.currency,
      maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
    });
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const title = intl.formatMessage({ id: 'account.chart.title', defaultMessage: 'Sales and earnings over time' });
  const earningsAxis = intl.formatMessage({ id: 'account.chart.earnings', defaultMessage: 'Earnings' });
  const salesAxis = intl.formatMessage({ id: 'account.chart.sales', defaultMessage: 'Posters sold' });
  const dateAxis = intl.formatMessage({ id: 'account.chart.date', defaultMessage: 'Date' });
  const paidOutLabel = intl.formatMessage({ id: 'account.chart.paidOut', defaultMessage: 'Paid out' });
  return (
    <figure data-testid="sales-chart">
      <svg className={css.chart} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={title} fontSize={12}>
        {earnTicks.map((t) => (
          <g key={`e${t}`} data-testid="chart-earnings-tick">
            <line x1={left} x2={w - right} y1={yEarn(t)} y2={yEarn(t)} stroke="#e4ddd2" />
            <text x={left - 6} y={yEarn(t) + 4} textAnchor="end" fill="#5c5148">
              {money(t)}
            </text>
          </g>
        ))}
        {salesTicks.map((t) => (
          <text key={`s${t}`} x={w - right + 6} y={ySales(t) + 4} fill="#7a6248" data-testid="chart-sales-tick">
            {intl.formatNumber(t)}
          </text>
        ))}
        {points.map((p, i) => (
          <rect
            key={p.date}
            x={x(i) - barW / 2}
            width={barW}
            y={ySales(p.sales)}
            height={top + plotH - ySales(p.sales)}
            fill="#d9c7b3"
          />
        ))}
        <path d={line} fill="none" stroke="#b5532f" strokeWidth={3} />
        {points.map((p, i) => (
          <circle key={p.date} cx={x(i)} cy={yEarn(p.earnings)} r={4} fill="#b5532f" />
        ))}
        {points.map((p, i) =>
          p.paid_out > 0 ? (
            <rect
              key={`paid${p.date}`}
              x={x(i) - 5}
              y={top + plotH - 5}
              width={10}
              height={10}
              fill="#2f6b4f"
              data-testid="chart-payout"
            >
              <title>{`${paidOutLabel}: ${money(p.paid_out)}`}</title>
            </rect>
          ) : null,
        )}
        <line x1={left} y1={top + plotH} x2={w - right} y2={top + plotH} stroke="#5c5148" />
        <line x1={left} y1={top} x2={left} y2={top + plotH} stroke="#5c5148" />
        {labelled.map((i) => (
          <text key={points[i]!.date} x={x(i)} y={top + plotH + 18} textAnchor="middle" fill="#5c5148" data-testid="chart-date">
            {day(points[i]!.date)}
          </text>
        ))}
        <text x={0} y={14} fill="#b5532f" fontWeight={700} data-testid="chart-earnings-axis">
          {earningsAxis}
        </text>
        <text x={w} y={14} textAnchor="end" fill="#7a6248" fontWeight={700} data-testid="chart-sales-axis">
          {salesAxis}
        </text>
        <text x={left + plotW / 2} y={h - 8} textAnchor="middle" fill="#5c5148" fontWeight={700} data-testid="chart-date-axis">
          {dateAxis}
        </text>
      </svg>
      <figcaption className={css.muted}>{title}</figcaption>
      <AccountTable
        testId="chart-table"
        caption={<FormattedMessage id="account.chart.table" defaultMessage="Sales and earnings per day" />}
        columns={[
          {
            head: <FormattedMessage id="account.chart.date" defaultMessage="Date" />,
            cell: (p) => <FormattedDate value={`${p.date}T12:00:00Z`} dateStyle="medium" />,
          },
          {
            head: <FormattedMessage id="account.chart.sales" defaultMessage="Posters sold" />,
            numeric: true,
            cell: (p) => p.sales,
          },
          {
            head: <FormattedMessage id="account.chart.earnings" defaultMessage="Earnings" />,
            numeric: true,
            cell: (p) => <Price amount={p.earnings} currency={chart.currency} />,
          },
          {
            head: <FormattedMessage id="account.chart.paidOut" defaultMessage="Paid out" />,
            numeric: true,
            cell: (p) => (p.paid_out > 0 ? <Price amount={p.paid_out} currency={chart.currency} /> : '—'),
          },
        ]}
        rows={points}
        rowKey={(p) => p.date}
      />
    </figure>
  );
};
