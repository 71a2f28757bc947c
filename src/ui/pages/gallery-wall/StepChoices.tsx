import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { WallDesignerMachine } from '../../../application/flows/wall-designer/machine';
import * as sel from '../../../application/flows/wall-designer/selectors';
import { toDomainProduct } from '../../../application/flows/configurator/domain-product';
import { WALL_LAYOUTS, slotBox, type WallLayout } from '../../../domain';
import { PosterPicker } from './PosterPicker';
import { WallButton } from './WallButton';
import * as css from './gallery-wall.css';

/** The designer's running flow, which each part of the page reads and sends to. */
export type Designer = ActorRefFrom<WallDesignerMachine>;

const LayoutIcon = ({ layout }: { layout: WallLayout }) => (
  <svg className={css.layoutIcon} viewBox="0 0 100 60" aria-hidden="true">
    {layout.slots.map((s, i) => {
      const b = slotBox(s);
      return <rect key={i} x={b.left} y={(b.top * 60) / 100} width={b.width} height={(b.height * 60) / 100} fill="#6b6b70" />;
    })}
  </svg>
);

/** Step 1: the rooms the wall can hang in. */
const EnvironmentChoices = ({ designer }: { designer: Designer }) => {
  const environment = useSelector(designer, sel.selectEnvironment);
  const environments = useSelector(designer, sel.selectEnvironments);
  return (
    <ul className={css.choices}>
      {environments.map((e) => (
        <li key={e.idx}>
          <button
            type="button"
            className={e.idx === environment.idx ? css.choiceOn : css.choice}
            aria-pressed={e.idx === environment.idx}
            onClick={() => designer.send({ type: 'wall.chooseEnvironment', environment: { idx: e.idx, url: e.url } })}
          >
            <img className={css.choiceImg} src={`${e.url}?w=160`} alt={e.name} width={160} height={107} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
};

/** Step 2: the layouts (docs/rules/gallery-wall.md#designer-steps). */
const LayoutChoices = ({ designer }: { designer: Designer }) => {
  const intl = useIntl();
  const layoutId = useSelector(designer, sel.selectLayoutId);
  return (
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
  );
};

/** Step 4: the frames for the poster chosen on the wall, and taking its frame off. */
const FramePicker = ({ designer }: { designer: Designer }) => {
  const frames = useSelector(designer, sel.selectFramesForActive);
  const posters = useSelector(designer, sel.selectPosters);
  const activeIndex = useSelector(designer, sel.selectActiveIndex);
  return (
    <div data-testid="frame-picker">
      {frames.length === 0 && (
        <p className={css.muted}>
          <FormattedMessage id="wall.frames.choosePoster" defaultMessage="Select a poster on the wall to frame it." />
        </p>
      )}
      <ul className={css.choices}>
        {frames.map((f) => {
          const swatch = f.images.find((i) => i.type === 'frame_swatch')?.url ?? f.images.find((i) => i.type === 'thumb')?.url;
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
                  <img className={css.choiceImg} src={`${swatch}?w=160`} alt="" width={160} height={107} loading="lazy" />
                )}
                <span>{f.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {frames.length > 0 && (
        <WallButton
          extraClass={css.removeFrame}
          data-testid="frame-remove"
          onClick={() => designer.send({ type: 'wall.chooseFrame', frame: null })}
        >
          <FormattedMessage id="wall.frames.remove" defaultMessage="Remove frame" />
        </WallButton>
      )}
    </div>
  );
};

/** What the open step (1 to 4) offers to choose from. */
export const StepChoices = ({ designer, step }: { designer: Designer; step: number }) => {
  const picker = useSelector(designer, sel.selectPicker);
  return (
    <>
      {step === 1 && <EnvironmentChoices designer={designer} />}
      {step === 2 && <LayoutChoices designer={designer} />}
      {step === 3 && picker && (
        <PosterPicker picker={picker} onPick={(p) => designer.send({ type: 'wall.placePoster', product: toDomainProduct(p) })} />
      )}
      {step === 4 && <FramePicker designer={designer} />}
    </>
  );
};
