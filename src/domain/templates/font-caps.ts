/**
 * Label font-size caps (docs/rules/personalisation.md#text-layout): baby 64, cat 102, dog 102, zodiac 64, love alternate 132,
 * significant other 146; family 146 (2 members), 120 (3), 80 (4), 62 (5), 56 (6).
 * Decision: templates without a listed cap, and a family with an out-of-range member count,
 * have no cap (null) — the preview then fits the text by its own measure.
 */
import type { TemplateId } from './registry';

const FIXED_CAPS: Partial<Readonly<Record<TemplateId, number>>> = {
  baby: 64,
  cat: 102,
  dog: 102,
  zodiac: 64,
  'love-alternate': 132,
  'significant-other': 146,
};

const FAMILY_CAPS: Readonly<Record<number, number>> = { 2: 146, 3: 120, 4: 80, 5: 62, 6: 56 };

export const familyFontSizeCap = (numMembers: number): number | null => FAMILY_CAPS[numMembers] ?? null;

export const labelFontSizeCap = (id: TemplateId, numMembers?: number): number | null =>
  id === 'family' ? familyFontSizeCap(numMembers ?? Number.NaN) : (FIXED_CAPS[id] ?? null);
