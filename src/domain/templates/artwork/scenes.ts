/**
 * The picture of each template (docs/rules/personalisation.md#templates "Personalised templates"), drawn in a 1000 × 1400
 * design space; see labels.ts for how labels are sized.
 */
import type { TemplateValuesById } from '../registry';
import type { Artwork, Scene } from './labels';
import { drawTextBox } from './text-box';
import { heart, love, loveAlternate, pet, zodiac } from './nature-scenes';
import { custom } from './custom-scene';
import { baby, bestFriends, family, significantOther } from './people-scenes';

export { DESIGN_HEIGHT, DESIGN_WIDTH } from './labels';

export const SCENES: { readonly [K in keyof TemplateValuesById]: Scene<K> } = {
  baby,
  'best-friends': bestFriends,
  cat: pet('cat'),
  dog: pet('dog'),
  family,
  heart,
  love,
  'love-alternate': loveAlternate,
  'significant-other': significantOther,
  zodiac,
  custom,
};

/** The paper colour of a scene (its first shape), to fill a canvas wider than the design space. */
export const paperOf = (art: Artwork): string => /^<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(art.shapes)?.[1] ?? '#ffffff';

/** The picture as SVG: its shapes, then its texts on top. */
export const drawArtwork = (art: Artwork): string => art.shapes + art.texts.map(drawTextBox).join('');
