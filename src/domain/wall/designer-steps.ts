/**
 * Gallery-wall designer steps (docs/rules/gallery-wall.md#designer-steps "Designer (later flow)", docs/rules/gallery-wall.md#designer-steps "steps 0 to 4"):
 * 0 overview, 1 background, 2 layout, 3 designs, 4 frames. Next is offered below 4 and moves
 * forward; Previous is offered above 1 and moves back; a step can be chosen from the
 * overview; each picker's close control returns to 0.
 *
 * Decisions: Next/Previous where they are not offered leave the step unchanged; choosing a
 * step works only from the overview (0) and only for a picker step (1–4).
 */
import { DESIGNER_FIRST_STEP, DESIGNER_LAST_STEP } from '../constants';

export type DesignerStep = 0 | 1 | 2 | 3 | 4;
export type PickerStep = Exclude<DesignerStep, 0>;

export const OVERVIEW_STEP: DesignerStep = DESIGNER_FIRST_STEP;

export const canGoNext = (step: DesignerStep): boolean => step < DESIGNER_LAST_STEP;
export const canGoPrevious = (step: DesignerStep): boolean => step > 1;

export const nextStep = (step: DesignerStep): DesignerStep => (canGoNext(step) ? ((step + 1) as DesignerStep) : step);

export const previousStep = (step: DesignerStep): DesignerStep => (canGoPrevious(step) ? ((step - 1) as DesignerStep) : step);

export const isPickerStep = (n: number): n is PickerStep => Number.isInteger(n) && n >= 1 && n <= DESIGNER_LAST_STEP;

export const chooseStep = (current: DesignerStep, target: number): DesignerStep =>
  current === OVERVIEW_STEP && isPickerStep(target) ? target : current;

export const closePicker = (): DesignerStep => OVERVIEW_STEP;
