import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { isFilled, positionInCm, type WallPoster } from '../../../domain';
import * as css from './gallery-wall.css';

const COLUMNS = defineMessages({
  poster: { id: 'wall.guide.poster', defaultMessage: 'Poster' },
  size: { id: 'wall.guide.size', defaultMessage: 'Size' },
  frame: { id: 'wall.guide.frame', defaultMessage: 'Frame' },
  right: { id: 'wall.guide.right', defaultMessage: 'From the left' },
  down: { id: 'wall.guide.down', defaultMessage: 'From the top' },
});

/** Where each hung poster goes on the real wall, in centimetres from the wall area's top-left corner; printable. */
export const HangingGuide = ({ posters }: { posters: readonly WallPoster[] }) => {
  const intl = useIntl();
  return (
    <section className={css.guide} data-testid="hanging-guide" aria-labelledby="wall-guide-title">
      <h2 id="wall-guide-title">
        <FormattedMessage id="wall.guide.title" defaultMessage="Hanging guide" />
      </h2>
      <p className={css.muted}>
        <FormattedMessage
          id="wall.guide.reference"
          defaultMessage="Measure from the top-left corner of the wall area ({width} × {height} cm): each poster's top-left corner goes this far right and down."
          values={{ width: 250, height: 150 }}
        />
      </p>
      <table className={css.guideTable}>
        <thead>
          <tr>
            <th>#</th>
            {Object.values(COLUMNS).map((column) => (
              <th key={column.id}>
                <FormattedMessage {...column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {posters.map((p, i) =>
            isFilled(p) ? (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>{p.product.name}</td>
                <td>{p.size} cm</td>
                <td>{p.frame?.name ?? '—'}</td>
                <td>{intl.formatNumber(positionInCm(p.position).x)} cm</td>
                <td>{intl.formatNumber(positionInCm(p.position).y)} cm</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
      <button type="button" className={`${css.primary} ${css.noPrint}`} style={{ marginTop: 12 }} onClick={() => window.print()}>
        <FormattedMessage id="wall.guide.print" defaultMessage="Print" />
      </button>
    </section>
  );
};
