import type { ReactNode } from 'react';
import * as css from './account.css';

/**
 * An account form under its page heading. Submitting sends the page machine its event and never
 * reloads the page; the machine decides what saving means.
 */
export const AccountForm = (props: {
  readonly testId: string;
  readonly title: ReactNode;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) => (
  <form
    className={css.form}
    data-testid={props.testId}
    onSubmit={(e) => {
      e.preventDefault();
      props.onSubmit();
    }}
  >
    <h1>{props.title}</h1>
    {props.children}
  </form>
);

/** The JPEG picker of the account forms (poster image, avatar): hands the chosen file to `onChoose`. */
export const JpegField = (props: {
  readonly id: string;
  readonly label: ReactNode;
  readonly onChoose: (file: File) => void;
  readonly children?: ReactNode;
}) => (
  <div className={css.field}>
    <label htmlFor={props.id}>{props.label}</label>
    <input
      id={props.id}
      type="file"
      accept=".jpg,.jpeg,image/jpeg"
      data-testid={props.id}
      onChange={(e) => {
        const f = e.target.files?.[0];
        if (f) props.onChoose(f);
      }}
    />
    {props.children}
  </div>
);
