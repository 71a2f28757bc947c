/** The spec's length rule in words (docs/rules/artists.md#poster-upload "more than N and at most M characters"), fed by the domain's bounds. */
import { FormattedMessage } from 'react-intl';
import * as css from './account.css';

export interface LengthBounds {
  /** Exclusive lower bound. */
  readonly min: number;
  /** Inclusive upper bound. */
  readonly max: number;
}

export const LengthHint = ({ bounds }: { bounds: LengthBounds }) => (
  <p className={css.hint} data-testid="length-hint">
    <FormattedMessage
      id="account.lengthHint"
      defaultMessage="Use more than {min} and at most {max} characters."
      values={{ min: bounds.min, max: bounds.max }}
    />
  </p>
);
