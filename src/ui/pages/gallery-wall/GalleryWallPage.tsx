import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { wallDesignerFlow } from '../../../application/system/flows/wall-designer.flow';
import * as sel from '../../../application/flows/wall-designer/selectors';
import { useApp } from '../../app-context';
import { useFlow } from '../../shop/use-flow';
import { WallStage } from './WallStage';
import { WallButton } from './WallButton';
import { WallDialog } from './WallDialog';
import { HangingGuide } from './HangingGuide';
import { StepSidebar } from './StepSidebar';
import { ShareDialog } from './ShareDialog';
import { WallFooter } from './WallFooter';
import * as css from './gallery-wall.css';

/**
 * The gallery-wall designer page (docs/rules/gallery-wall.md#designer-steps): a collapsible sidebar with the overview and the four
 * pickers, the wall, and a footer with the total, add-all-to-cart and share. React renders the
 * designer's snapshot and sends its events; the rules live in the machine and the domain.
 */
export const GalleryWallPage = ({ wallId }: { wallId: string | null }) => {
  const { shell } = useApp();
  const designer = useFlow(wallDesignerFlow, { wallId, categories: shell.categories });
  const step = useSelector(designer, sel.selectStep);
  const posters = useSelector(designer, sel.selectPosters);
  const activeIndex = useSelector(designer, sel.selectActiveIndex);
  const environment = useSelector(designer, sel.selectEnvironment);
  const sidebarOpen = useSelector(designer, sel.selectSidebarOpen);
  const zoomed = useSelector(designer, sel.selectZoomed);
  const introOpen = useSelector(designer, sel.selectIntroOpen);
  const loadingWall = useSelector(designer, sel.selectLoadingWall);
  const failed = useSelector(designer, sel.selectFailed);
  const [guideOpen, setGuideOpen] = useState(false);

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
        <StepSidebar designer={designer} />
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
            <ShareDialog designer={designer} />
          </WallStage>
          <WallFooter designer={designer} guideOpen={guideOpen} onToggleGuide={() => setGuideOpen((o) => !o)} />
          {guideOpen && <HangingGuide posters={posters} />}
        </div>
      </div>
    </div>
  );
};
