export { isFieldValid, failingFields } from './field';
export type { FieldCheck, TemplateDefinition } from './field';
export { BABY_LIMITS, babyTemplate } from './baby';
export type { BabyValues } from './baby';
export { BEST_FRIENDS_LIMITS, bestFriendsTemplate } from './best-friends';
export type { BestFriendsValues } from './best-friends';
export { PET_LIMITS, catTemplate, dogTemplate } from './pet';
export type { PetValues } from './pet';
export { TEXT_ALIGNMENTS, CUSTOM_TEXT_LIMITS, isCustomTextStyle, customTextTemplate } from './custom-text';
export type { TextAlignment, CustomTextValues } from './custom-text';
export { FAMILY_LIMITS, familyTemplate } from './family';
export type { FamilyMember, FamilyValues } from './family';
export { HEART_LIMITS, isHeartTextSize, clampHeartTextSize, heartTemplate } from './heart';
export type { HeartValues } from './heart';
export { LOVE_LIMITS, loveTemplate, loveAlternateTemplate } from './love';
export type { LoveValues } from './love';
export { SIGNIFICANT_OTHER_LIMITS, significantOtherTemplate } from './significant-other';
export type { SignificantOtherValues } from './significant-other';
export { ZODIAC_LIMITS, zodiacTemplate } from './zodiac';
export type { ZodiacValues } from './zodiac';
export {
  TEMPLATES,
  TEMPLATE_IDS,
  isTemplateId,
  templateDefaults,
  invalidTemplateFields,
  isTemplateValid,
  templateValuesRead,
} from './registry';
export type { TemplateValuesById, TemplateId } from './registry';
export { familyFontSizeCap, labelFontSizeCap } from './font-caps';
export {
  renderTemplateSvg,
  templateScene,
  templateTextLayout,
  visibleDesignArea,
  textBounds,
  canvasFor,
  CANVAS_HEIGHT,
  MARGIN_SHARE,
  UNITS_PER_PX,
} from './artwork';
export type { ArtworkOptions, Canvas, TextBox, Bounds } from './artwork';
export { fitText, lineWidth, glyphAdvance, MIN_WHOLE_WORD_SIZE } from './text-fit';
export { wordsOf, wordPieces } from './text-wrap';
export type { FitRequest, FittedText } from './text-fit';
export { contrastRatio, relativeLuminance, MIN_TEXT_CONTRAST } from './contrast';
export { printQualityAsset, printQualityAssets } from './print-assets';
export { PRINTABLE_RANGES, isPrintableCodePoint, unprintableCharacter, characterCode, refusedCharacters } from './printable';
export { templateSummary, shortened, SUMMARY_LENGTH } from './summary';
