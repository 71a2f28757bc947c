import type { ReactNode } from 'react';
import type { CartLine } from '../../domain/product';
import { LineArtwork, lineSummary } from './LineArtwork';
import * as css from './bought-lines.css';

/**
 * Bought lines as the confirmation and the order status show them: each print as it will look,
 * its name, its size and what is printed on it; `more` adds to a line's text (its quantity).
 */
export const BoughtLines = ({
  lines,
  testId,
  more,
}: {
  readonly lines: readonly CartLine[];
  /** Each line's test id; its summary's is this with `-summary`. */
  readonly testId: string;
  readonly more?: (line: CartLine) => ReactNode;
}) => (
  <ul className={css.lines}>
    {lines.map((line) => (
      <li key={line.uuid} className={css.line} data-testid={testId}>
        <LineArtwork line={line} large />
        <div>
          <strong>{line.name}</strong>
          <div>{line.variationName}</div>
          {lineSummary(line) !== null && <div data-testid={`${testId}-summary`}>{lineSummary(line)}</div>}
          {more?.(line)}
        </div>
      </li>
    ))}
  </ul>
);
