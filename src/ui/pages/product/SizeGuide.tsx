import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import * as css from './product.css';

/** Poster sizes in centimetres and inches, in a modal dialog (docs/rules/product-pages.md#size-frame-and-options size-guide modal). */
export const SIZES_CM = [
  [13, 18],
  [21, 30],
  [30, 40],
  [40, 50],
  [50, 70],
  [70, 100],
] as const;
const inches = (cm: number) => (cm / 2.54).toFixed(1);

export const SizeGuide = () => {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className={css.linkButton} onClick={() => dialog.current?.showModal()}>
        <FormattedMessage id="sizeGuide.open" defaultMessage="Size guide" />
      </button>
      <dialog
        ref={dialog}
        onClick={(e) => {
          if (e.target === dialog.current) dialog.current?.close();
        }}
        style={{ border: 0, borderRadius: 8, padding: 24 }}
      >
        <h2 style={{ marginTop: 0 }}>
          <FormattedMessage id="sizeGuide.title" defaultMessage="Size guide" />
        </h2>
        <table style={{ borderCollapse: 'collapse', minWidth: 260 }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>
                <FormattedMessage id="sizeGuide.cm" defaultMessage="Centimetres" />
              </th>
              <th style={{ textAlign: 'left' }}>
                <FormattedMessage id="sizeGuide.in" defaultMessage="Inches" />
              </th>
            </tr>
          </thead>
          <tbody>
            {SIZES_CM.map(([w, h]) => (
              <tr key={w}>
                <td>
                  {w} × {h}
                </td>
                <td>
                  {inches(w)} × {inches(h)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="dialog" style={{ marginTop: 16 }}>
          <button type="submit" className={css.buy}>
            <FormattedMessage id="sizeGuide.close" defaultMessage="Close" />
          </button>
        </form>
      </dialog>
    </>
  );
};
