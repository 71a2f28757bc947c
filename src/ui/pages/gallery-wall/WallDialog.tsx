import type { ReactNode } from 'react';
import * as css from './gallery-wall.css';

/** A dialog over the wall (the intro, sharing): named by its heading. */
export const WallDialog = ({
  testId,
  titleId,
  title,
  children,
}: {
  readonly testId: string;
  /** The heading's element id, which names the dialog. */
  readonly titleId: string;
  readonly title: ReactNode;
  readonly children: ReactNode;
}) => (
  <div className={css.overlay} data-testid={testId}>
    <div className={css.dialog} role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId} style={{ margin: 0 }}>
        {title}
      </h2>
      {children}
    </div>
  </div>
);
