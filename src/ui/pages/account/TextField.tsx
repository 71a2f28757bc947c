import type { ReactNode } from 'react';
import * as css from './account.css';

/**
 * One labelled text field of the account forms: the label, the input (or a textarea when `rows`
 * is given) that reports each change as a string, and what is said under it (`children`: a
 * length hint, a taken-name message). React renders it; the page's machine holds the value.
 */
export const TextField = ({
  id,
  label,
  value,
  invalid,
  rows,
  autoComplete,
  onChange,
  children,
}: {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly invalid: boolean;
  readonly rows?: number;
  readonly autoComplete?: string;
  readonly onChange: (value: string) => void;
  readonly children?: ReactNode;
}) => {
  const control = {
    id,
    className: css.input,
    value,
    'data-testid': id,
    'aria-invalid': invalid,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      {rows === undefined ? (
        <input type="text" autoComplete={autoComplete} {...control} />
      ) : (
        <textarea rows={rows} {...control} />
      )}
      {children}
    </div>
  );
};
