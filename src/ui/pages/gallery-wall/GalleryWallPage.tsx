import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { wallDesignerFlow } from '../../../application/system/flows/wall-designer.flow';
import * as sel from '../../../application/flows/wall-designer/selectors';
import { toDomainProduct } from '../../../application/flows/configurator/domain-product';
import { WALL_LAYOUTS, slotBox, type WallLayout } from '../../../domain';
import { useApp } from '../../app-context';
import { useFlow } from '../../shop/use-flow';
import { Price } from '../../components/Price';
import { PosterPicker } from './PosterPicker';
import { WallStage } from './WallStage';
import { WallButton } from './WallButton';
import { WallDialog } from './WallDialog';
import { HangingGuide } from './HangingGuide';
import * as shopCss from '../../shop/shop.css';
import * as css from './gallery-wall.css';

const STEPS = defineMessages({
  1: { id: 'wall.step.background', defaultMessage: 'Select background' },
  2: { id: 'wall.step.layout', defaultMessage: 'Select layout' },
  3: { id: 'wall.step.designs', defaultMessage: 'Select designs' },
  4: { id: 'wall.step.frames', defaultMessage: 'Frame design' },
});

// Declared here so the catalogues carry both (a message chosen inside a call is not extracted).
const SIDEBAR = defineMessages({
  hide: { id: 'wall.sidebar.hide', defaultMessage: 'Hide the steps' },
  show: { id: 'wall.sidebar.show', defaultMessage: 'Show the steps' },
});

const LayoutIcon = ({ layout }: { layout: WallLayout }) => (
  <svg className={css.layoutIcon} viewBox="0 0 100 60" aria-hidden="true">
    {layout.slots.map((s, i) => {
      const b = slotBox(s);
      return <rect key={i} x={b.left} y={(b.top * 60) / 100} width={b.width} height={(b.height * 60) / 100} fill="#6b6b70" />;
    })}
  </svg>
);

/**
 * The gallery-wall designer page (docs/rules/gallery-wall.md#designer-steps): a collapsible sidebar with the overview and the four
 * pickers, the wall, and a footer with the total, add-all-to-cart and share. React renders the
 * designer's snapshot and sends its events; the rules live in the machine and the domain.
 */
export const GalleryWallPage = ({ wallId }: { wallId: string | null }) => {
  const intl = useIntl();
  const { store, shell } = useApp();
  const designer = useFlow(wallDesignerFlow, { wallId, categories: shell.categories });
  const picker = useSelector(designer, sel.selectPicker);
  const step = useSelector(designer, sel.selectStep);
  const posters = useSelector(designer, sel.selectPosters);
  const activeIndex = useSelector(designer, sel.selectActiveIndex);
  const layoutId = useSelector(designer, sel.selectLayoutId);
  const environment = useSelector(designer, sel.selectEnvironment);
  const environments = useSelector(designer, sel.selectEnvironments);
  const sidebarOpen = useSelector(designer, sel.selectSidebarOpen);
  const zoomed = useSelector(designer, sel.selectZoomed);
  const introOpen = useSelector(designer, sel.selectIntroOpen);
  const sharing = useSelector(
    designer,
    sel.selectSharing,
    (a, b) => a.open === b.open && a.link === b.link && a.loading === b.loading && a.noPosters === b.noPosters,
  );
  const loadingWall = useSelector(designer, sel.selectLoadingWall);
  const failed = useSelector(designer, sel.selectFailed);
  const canUndo = useSelector(designer, sel.selectCanUndo);
  const canRedo = useSelector(designer, sel.selectCanRedo);
  const showsNext = useSelector(designer, sel.selectShowsNext);
  const showsPrevious = useSelector(designer, sel.selectShowsPrevious);
  const frames = useSelector(designer, sel.selectFramesForActive);
  const total = useSelector(
    designer,
    useMemo(() => sel.selectWallTotal(store.currency), [store.currency]),
    (a, b) => a.amount === b.amount,
  );
  const canBuy = useSelector(designer, (s) => s.can({ type: 'wall.addToCart' }));
  const [guideOpen, setGuideOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  // Undo and redo from the keyboard (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z or Ctrl+Y), not while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || (e.target as HTMLElement | null)?.closest('input, textarea')) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault();
        designer.send({ type: 'wall.undo' });
      }
      if ((key === 'z' && e.shiftKey) || key === 'y') {
        e.preventDefault();
        designer.send({ type: 'wall.redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [designer]);

  const close = (
    <button
      type="button"
      className={css.close}
      onClick={() => designer.send({ type: 'designer.closePicker' })}
      data-testid="picker-close"
    >
      <FormattedMessage id="wall.picker.close" defaultMessage="Close" />
    </button>
  );
  // docs/rules/gallery-wall.md#designer-steps: Next while the step is below 4 (the overview too), Previous while above 1.
  const stepNav = (
    <div className={css.stepNav}>
      {showsPrevious ? (
        <WallButton onClick={() => designer.send({ type: 'designer.previous' })} data-testid="step-previous">
          <FormattedMessage id="wall.step.previous" defaultMessage="Previous" />
        </WallButton>
      ) : (
        <span />
      )}
      {showsNext && (
        <WallButton primary onClick={() => designer.send({ type: 'designer.next' })} data-testid="step-next">
          <FormattedMessage id="wall.step.next" defaultMessage="Next" />
        </WallButton>
      )}
    </div>
  );
  const onMove = (index: number, dx: number, dy: number) => {
    const p = posters[index];
    if (p) designer.send({ type: 'wall.movePoster', index, position: { top: p.position.top + dy, left: p.position.left + dx } });
  };

  return (
    <div data-testid="gallery-wall" data-step={step}>
      {failed && (
        <div role="alert" className={css.alert}>
          <FormattedMessage id="error.generic" defaultMessage="Something went wrong. Please try again." />
          <button type="button" className={css.close} onClick={() => designer.send({ type: 'designer.dismissError' })}>
            <FormattedMessage id="wall.picker.close" defaultMessage="Close" />
          </button>
        </div>
      )}
      <div className={sidebarOpen ? css.designer : css.designerCollapsed}>
        <aside
          className={`${css.sidebar} ${css.noPrint}`}
          aria-label={intl.formatMessage({ id: 'wall.sidebar', defaultMessage: 'Wall designer steps' })}
        >
          <button
            type="button"
            className={css.sidebarToggle}
            aria-expanded={sidebarOpen}
            data-testid="sidebar-toggle"
            onClick={() => designer.send({ type: 'designer.toggleSidebar' })}
            aria-label={intl.formatMessage(sidebarOpen ? SIDEBAR.hide : SIDEBAR.show)}
          >
            {sidebarOpen ? '«' : '»'}
          </button>
          {sidebarOpen && step === 0 && (
            <ol className={css.overview} data-testid="overview">
              {([1, 2, 3, 4] as const).map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    className={css.overviewItem}
                    onClick={() => designer.send({ type: 'designer.openStep', step: n })}
                    data-testid={`open-step-${n}`}
                  >
                    <span className={css.number}>{n}</span> {intl.formatMessage(STEPS[n])}
                  </button>
                </li>
              ))}
            </ol>
          )}
          {sidebarOpen && step === 0 && stepNav}
          {sidebarOpen && step > 0 && (
            <section data-testid={`step-${step}`}>
              <div className={css.pickerHead}>
                <h2 className={css.pickerTitle}>
                  <span className={css.number}>{step}</span> {intl.formatMessage(STEPS[step as 1 | 2 | 3 | 4])}
                </h2>
                {close}
              </div>
              {step === 1 && (
                <ul className={css.choices}>
                  {environments.map((e) => (
                    <li key={e.idx}>
                      <button
                        type="button"
                        className={e.idx === environment.idx ? css.choiceOn : css.choice}
                        aria-pressed={e.idx === environment.idx}
                        onClick={() => designer.send({ type: 'wall.chooseEnvironment', environment: { idx: e.idx, url: e.url } })}
                      >
                        <img
                          className={css.choiceImg}
                          src={`${e.url}?w=160`}
                          alt={e.name}
                          width={160}
                          height={107}
                          loading="lazy"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {step === 2 && (
                <ul className={css.choices}>
                  {WALL_LAYOUTS.map((l) => (
                    <li key={l.id}>
                      <button
                        type="button"
                        className={l.id === layoutId ? css.choiceOn : css.choice}
                        aria-pressed={l.id === layoutId}
                        data-testid={`layout-${l.id}`}
                        onClick={() => designer.send({ type: 'wall.chooseLayout', layoutId: l.id })}
                        aria-label={intl.formatMessage(
                          { id: 'wall.layout.label', defaultMessage: 'Layout {number} with {count} posters' },
                          { number: l.id, count: l.slots.length },
                        )}
                      >
                        <LayoutIcon layout={l} />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {step === 3 && picker && (
                <PosterPicker
                  picker={picker}
                  onPick={(p) => designer.send({ type: 'wall.placePoster', product: toDomainProduct(p) })}
                />
              )}
              {step === 4 && (
                <div data-testid="frame-picker">
                  {frames.length === 0 && (
                    <p className={css.muted}>
                      <FormattedMessage id="wall.frames.choosePoster" defaultMessage="Select a poster on the wall to frame it." />
                    </p>
                  )}
                  <ul className={css.choices}>
                    {frames.map((f) => {
                      const swatch =
                        f.images.find((i) => i.type === 'frame_swatch')?.url ?? f.images.find((i) => i.type === 'thumb')?.url;
                      const on = activeIndex !== null && posters[activeIndex]?.frame?.id === f.id;
                      return (
                        <li key={f.id}>
                          <button
                            type="button"
                            className={on ? css.choiceOn : css.choice}
                            aria-pressed={on}
                            data-testid="frame-choice"
                            onClick={() => designer.send({ type: 'wall.chooseFrame', frame: f })}
                          >
                            {swatch && (
                              <img
                                className={css.choiceImg}
                                src={`${swatch}?w=160`}
                                alt=""
                                width={160}
                                height={107}
                                loading="lazy"
                              />
                            )}
                            <span>{f.name}</span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                  {frames.length > 0 && (
                    <WallButton
                      style={{ marginTop: 8 }}
                      data-testid="frame-remove"
                      onClick={() => designer.send({ type: 'wall.chooseFrame', frame: null })}
                    >
                      <FormattedMessage id="wall.frames.remove" defaultMessage="Remove frame" />
                    </WallButton>
                  )}
                </div>
              )}
              {stepNav}
            </section>
          )}
        </aside>
        <div className={css.stage}>
          <WallStage
            environmentUrl={environment.url}
            posters={posters}
            activeIndex={activeIndex}
            zoomed={zoomed}
            onMove={onMove}
            onSelect={(index) => designer.send({ type: 'wall.selectPoster', index })}
          >
            {introOpen && (
              <WallDialog
                testId="intro"
                titleId="wall-intro-title"
                title={<FormattedMessage id="wall.intro.title" defaultMessage="Create your gallery wall" />}
              >
                <p className={css.muted}>
                  <FormattedMessage
                    id="wall.intro.text"
                    defaultMessage="Pick a room and a layout, hang posters from our collection, frame them and see the wall true to scale. Then buy it all at once or share it."
                  />
                </p>
                <WallButton primary onClick={() => designer.send({ type: 'designer.start' })} data-testid="intro-start" autoFocus>
                  <FormattedMessage id="wall.intro.start" defaultMessage="Start designing" />
                </WallButton>
              </WallDialog>
            )}
            {loadingWall && (
              <div className={css.overlay} data-testid="wall-loading" role="status">
                <div className={css.dialog}>
                  <FormattedMessage id="wall.loading" defaultMessage="Loading the wall…" />
                </div>
              </div>
            )}
            {sharing.open && (
              <WallDialog
                testId="sharing"
                titleId="wall-share-title"
                title={<FormattedMessage id="wall.share.title" defaultMessage="Share your wall" />}
              >
                {sharing.loading && (
                  <p role="status">
                    <FormattedMessage id="wall.share.loading" defaultMessage="Creating your link…" />
                  </p>
                )}
                {sharing.noPosters && (
                  <p>
                    <FormattedMessage
                      id="wall.share.noPosters"
                      defaultMessage="Hang at least one poster before you share the wall."
                    />
                  </p>
                )}
                {sharing.link && (
                  <>
                    <input
                      type="url"
                      className={css.linkField}
                      readOnly
                      value={sharing.link}
                      data-testid="share-link"
                      onFocus={(e) => e.currentTarget.select()}
                      aria-label={intl.formatMessage({ id: 'wall.share.link', defaultMessage: 'Link to your wall' })}
                    />
                    <WallButton
                      primary
                      data-testid="share-copy"
                      onClick={() => {
                        void navigator.clipboard?.writeText(sharing.link!).then(
                          () => setCopied(true),
                          () => setCopied(false),
                        );
                      }}
                    >
                      {copied ? (
                        <FormattedMessage id="wall.share.copied" defaultMessage="Copied" />
                      ) : (
                        <FormattedMessage id="wall.share.copy" defaultMessage="Copy link" />
                      )}
                    </WallButton>
                  </>
                )}
                <WallButton
                  onClick={() => {
                    setCopied(false);
                    designer.send({ type: 'designer.closeSharing' });
                  }}
                  data-testid="share-close"
                >
                  <FormattedMessage id="wall.picker.close" defaultMessage="Close" />
                </WallButton>
              </WallDialog>
            )}
          </WallStage>
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
              <WallButton onClick={() => setGuideOpen((o) => !o)} aria-expanded={guideOpen} data-testid="guide-toggle">
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
          {guideOpen && <HangingGuide posters={posters} />}
        </div>
      </div>
    </div>
  );
};
