import { FormattedMessage } from 'react-intl';
import { printedPhoto } from '../../../domain/print';
import * as css from './product.css';

interface Props {
  readonly image: { readonly url: string; readonly width: number; readonly height: number };
  /** The chosen size's option name (e.g. 50x70) and how the size picker reads it. */
  readonly chosen: string;
  readonly size: string;
  readonly margin: boolean;
  readonly alt: string;
}

/**
 * The uploaded photo as it prints at the chosen size: the sheet in that size's proportions with the
 * part of the photo that prints (cut as the print cuts it) and the white border when chosen, from the
 * domain's one rule (printedPhoto, which the print file follows too), and a line saying so.
 */
export const PrintedSheet = ({ image, chosen, size, margin, alt }: Props) => {
  const printed = printedPhoto(chosen, image, margin);
  const percent = Math.round(printed.trimmed.share * 100);
  return (
    <figure className={`${css.preview} ${css.previewColumn}`} data-testid="upload-preview">
      <div
        className={css.printedSheet}
        data-testid="upload-sheet"
        style={{ aspectRatio: String(printed.aspect), padding: `${(printed.insetOfWidth * 100).toFixed(2)}%` }}
      >
        <img src={image.url} width={image.width} height={image.height} className={css.printedPhoto} alt={alt} />
      </div>
      <figcaption className={css.hint} data-testid="upload-print-note">
        {printed.borderCm > 0 ? (
          <FormattedMessage
            id="upload.printedWithBorder"
            defaultMessage="As printed at {size} cm, with a white border of {border, number} cm."
            values={{ size, border: Math.round(printed.borderCm * 10) / 10 }}
          />
        ) : (
          <FormattedMessage
            id="upload.printedNoBorder"
            defaultMessage="As printed at {size} cm, edge to edge."
            values={{ size }}
          />
        )}{' '}
        {percent === 0 ? (
          <FormattedMessage id="upload.trimmedNone" defaultMessage="The whole photo prints." />
        ) : printed.trimmed.axis === 'width' ? (
          <FormattedMessage
            id="upload.trimmedWidth"
            defaultMessage="{percent} % of the photo’s width is cut off, evenly left and right, to fill the sheet."
            values={{ percent }}
          />
        ) : (
          <FormattedMessage
            id="upload.trimmedHeight"
            defaultMessage="{percent} % of the photo’s height is cut off, evenly top and bottom, to fill the sheet."
            values={{ percent }}
          />
        )}
      </figcaption>
    </figure>
  );
};
