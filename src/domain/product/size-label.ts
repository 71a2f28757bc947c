/**
 * The size label a shopper reads (docs/rules/product-pages.md#size-frame-and-options "Size option", docs/rules/product-pages.md#view-kinds "Standard poster"). Variations
 * name the portrait print ('50x70', width × height); a landscape poster is the same sheet
 * turned, so it is offered as '70x50'. The variation itself (id, option name, price) is
 * unchanged: only the label follows the poster's orientation.
 */
import type { Orientation } from '../print/orientation';
import { formatPrintSize, parsePrintSize } from '../print/print-size';
import type { ProductMetadata, Variation } from './model';

/** A poster is portrait unless its metadata says `portrait: false` (docs/rules/catalogue.md#filters metadata). */
export const productOrientation = (metadata: Pick<ProductMetadata, 'portrait'>): Orientation =>
  metadata.portrait === false ? 'landscape' : 'portrait';

/** The label of a size for a print of this orientation: the long side last for portrait, first for landscape. */
export const orientedSizeLabel = (label: string, orientation: Orientation): string => {
  const parsed = parsePrintSize(label);
  if (!parsed.ok) return label;
  const short = Math.min(parsed.value.widthCm, parsed.value.heightCm);
  const long = Math.max(parsed.value.widthCm, parsed.value.heightCm);
  return formatPrintSize(orientation === 'landscape' ? { widthCm: long, heightCm: short } : { widthCm: short, heightCm: long });
};

/**
 * The variation's option name for a label the shopper may have used (`?size=70x50` on a
 * landscape poster): the option whose oriented label matches, else the label itself.
 */
export const optionNameForLabel = (optionNames: readonly string[], label: string, orientation: Orientation): string =>
  optionNames.find((o) => o === label) ?? optionNames.find((o) => orientedSizeLabel(o, orientation) === label) ?? label;

/**
 * The size a cart line reads, as the product page offers it: a landscape poster's 50x70 sheet
 * reads "70x50" in the cart too. A variation that is not a size keeps its name.
 */
export const variationSizeLabel = (variation: Pick<Variation, 'name' | 'optionName'>, orientation: Orientation): string =>
  parsePrintSize(variation.optionName).ok ? orientedSizeLabel(variation.optionName, orientation) : variation.name;
