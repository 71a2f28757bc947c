import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import * as sel from '../../../application/flows/wall-designer/selectors';
import { WallButton } from './WallButton';
import { StepChoices, type Designer } from './StepChoices';
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

// docs/rules/gallery-wall.md#designer-steps: Next while the step is below 4 (the overview too), Previous while above 1.
const StepNav = ({ designer }: { designer: Designer }) => {
  const showsNext = useSelector(designer, sel.selectShowsNext);
  const showsPrevious = useSelector(designer, sel.selectShowsPrevious);
  return (
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
};

/** The collapsible sidebar: the overview of the four steps, or the open step's picker. */
export const StepSidebar = ({ designer }: { designer: Designer }) => {
  const intl = useIntl();
  const step = useSelector(designer, sel.selectStep);
  const sidebarOpen = useSelector(designer, sel.selectSidebarOpen);
  return (
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
      {sidebarOpen && step === 0 && <StepNav designer={designer} />}
      {sidebarOpen && step > 0 && (
        <section data-testid={`step-${step}`}>
          <div className={css.pickerHead}>
            <h2 className={css.pickerTitle}>
              <span className={css.number}>{step}</span> {intl.formatMessage(STEPS[step as 1 | 2 | 3 | 4])}
            </h2>
            <button
              type="button"
              className={css.close}
              onClick={() => designer.send({ type: 'designer.closePicker' })}
              data-testid="picker-close"
            >
              <FormattedMessage id="wall.picker.close" defaultMessage="Close" />
            </button>
          </div>
          <StepChoices designer={designer} step={step} />
          <StepNav designer={designer} />
        </section>
      )}
    </aside>
  );
};
