import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import * as sel from '../../../application/flows/wall-designer/selectors';
import { useApp } from '../../app-context';
import { Price } from '../../components/Price';
import { WallButton } from './WallButton';
import type { Designer } from './StepChoices';
import * as shopCss from '../../shop/shop.css';
import * as css from './gallery-wall.css';

/** Below the wall: its total, and zoom, undo, redo, the hanging guide, share and add all to cart. */
export const WallFooter = ({
  designer,
  guideOpen,
  onToggleGuide,
}: {
  designer: Designer;
  guideOpen: boolean;
  onToggleGuide: () => void;
}) => {
  const { store } = useApp();
  const zoomed = useSelector(designer, sel.selectZoomed);
  const canUndo = useSelector(designer, sel.selectCanUndo);
  const canRedo = useSelector(designer, sel.selectCanRedo);
  const total = useSelector(
    designer,
    useMemo(() => sel.selectWallTotal(store.currency), [store.currency]),
    (a, b) => a.amount === b.amount,
  );
  const canBuy = useSelector(designer, (s) => s.can({ type: 'wall.addToCart' }));
  return (
    <div className={`${css.footer} ${css.noPrint}`}>
      <div>
        <span className={css.muted}>
          <FormattedMessage id="wall.total" defaultMessage="Total" />
        </span>{' '}
        <strong className={css.total} data-testid="wall-total">
          <Price amount={total.amount} currency={total.currency} />
        </strong>
      </div>
      <div className={css.actions}>
        <WallButton
          extraClass={shopCss.mobileOnly}
          aria-pressed={zoomed}
          onClick={() => designer.send({ type: 'designer.toggleZoom' })}
          data-testid="wall-zoom"
        >
          <FormattedMessage id="wall.zoom" defaultMessage="Zoom in" />
        </WallButton>
        <WallButton
          disabled={!canUndo}
          onClick={() => designer.send({ type: 'wall.undo' })}
          data-testid="wall-undo"
          aria-keyshortcuts="Control+Z"
        >
          <FormattedMessage id="wall.undo" defaultMessage="Undo" />
        </WallButton>
        <WallButton
          disabled={!canRedo}
          onClick={() => designer.send({ type: 'wall.redo' })}
          data-testid="wall-redo"
          aria-keyshortcuts="Control+Shift+Z"
        >
          <FormattedMessage id="wall.redo" defaultMessage="Redo" />
        </WallButton>
        <WallButton onClick={onToggleGuide} aria-expanded={guideOpen} data-testid="guide-toggle">
          <FormattedMessage id="wall.guide.open" defaultMessage="Hanging guide" />
        </WallButton>
        <WallButton onClick={() => designer.send({ type: 'wall.share' })} data-testid="wall-share">
          <FormattedMessage id="wall.share" defaultMessage="Share" />
        </WallButton>
        <WallButton
          primary
          disabled={!canBuy}
          onClick={() => designer.send({ type: 'wall.addToCart' })}
          data-testid="wall-add-to-cart"
        >
          <FormattedMessage id="wall.addToCart" defaultMessage="Add all to cart" />
        </WallButton>
      </div>
    </div>
  );
};
