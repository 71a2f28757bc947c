import type { ButtonHTMLAttributes } from 'react';
import * as css from './gallery-wall.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  /** The look of the step forward (start, next, add to cart) rather than a plain tool. */
  readonly primary?: boolean;
  /** A class added to the look, such as one that shows the button on phones only. */
  readonly extraClass?: string;
  /** The id the browser tests find the button by. */
  readonly 'data-testid': string;
};

/** A button of the wall designer: a plain tool, or the primary step forward. */
export const WallButton = ({ primary = false, extraClass, ...button }: Props) => {
  const look = primary ? css.primary : css.button;
  return <button type="button" className={extraClass ? `${look} ${extraClass}` : look} {...button} />;
};
